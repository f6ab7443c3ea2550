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
 * Whether this request is to be treated as HTTPS (the staff cookie's `__Host-` name and Secure flag,
 * HSTS). Secure by configuration: a production shop whose sites are https (PUBLIC_SCHEME, the production
 * default) always is, whatever the request says, so a proxy that forwards no scheme cannot quietly make
 * the cookie insecure (a start that could only see plain HTTP is refused: productionProblems in
 * lib/server/platform/config.ts). Otherwise, a TLS socket, or X-Forwarded-Proto from a load balancer we
 * trust (TRUST_PROXY; otherwise the header is the client's own claim).
 */
export function servedOverHttps(req: IncomingMessage): boolean {
  const config = env();
  if (config.isProduction && config.publicScheme === 'https') return true;
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0].trim();
  return config.trustedProxies !== 0 && proto === 'https';
}
