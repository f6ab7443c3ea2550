import type { IncomingMessage } from 'node:http';
import { env } from '../config';

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

/**
 * Whether this request came over HTTPS: a TLS socket, or X-Forwarded-Proto from a load balancer we trust
 * (TRUST_PROXY=on; otherwise the header is the client's own claim).
 */
export function servedOverHttps(req: IncomingMessage): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0].trim();
  return env().trustedProxies !== 0 && proto === 'https';
}
