import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeaders } from '@/lib/domain/security-headers';
import { env } from '../platform/config';
import { servedOverHttps } from '../platform/http/request-origin';
import { isBackOfficeRequest } from '../staff';

/** The one place the security headers are set: lib/server/app/serve.ts calls it before Next handles anything. */
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse): void {
  const config = env();
  for (const [name, value] of Object.entries(securityHeaders({ production: config.isProduction, https: servedOverHttps(req), backOffice: isBackOfficeRequest(req) }))) {
    res.setHeader(name, value);
  }
}
