import type { IncomingMessage } from 'node:http';

/**
 * The scheme, host and port the visitor used (behind a proxy, the scheme it forwarded): only for the
 * response's own Content-Security-Policy ('where our bundles come from'). No URL the shop emits is built
 * from it; those start with the site's configured origin (lib/server/locales/site-origin.ts).
 */
export function requestOrigin(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0].trim();
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted;
  return `${proto === 'https' || encrypted ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
}
