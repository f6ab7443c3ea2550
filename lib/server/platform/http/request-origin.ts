import type { IncomingMessage } from 'node:http';

/** The scheme, host and port the visitor used (behind a proxy, the scheme it forwarded). */
export function requestOrigin(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0].trim();
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted;
  return `${proto === 'https' || encrypted ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
}
