import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeaders } from '@/lib/domain/security-headers';
import { env } from '../platform/config';

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

/** The one place the security headers are set: lib/server/app/serve.ts calls it before Next handles anything. */
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse): void {
  const config = env();
  for (const [name, value] of Object.entries(securityHeaders({ production: config.isProduction, https: servedOverHttps(req) }))) {
    res.setHeader(name, value);
  }
}
