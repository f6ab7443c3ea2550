import { startAdminHttp } from './admin-http';

/*
 * A reseller's HTTP client for the OCTO supplier API (/octo/v1 on a park's domain), against the server's own
 * endpoints (lib/server/app/routes.ts) over real HTTP: the Host header names the site, as a reseller's
 * calls to nz.example.com would.
 */

export interface OctoReply<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The JSON answer (null for an empty body). */
  body: T;
}

export interface OctoCall {
  key?: string | null;
  /** The site's host name (Queenstown's unless said). */
  host?: string;
  body?: unknown;
  /** Bytes sent as they are (a body that is not JSON). */
  raw?: string;
  capabilities?: string;
  headers?: Record<string, string>;
}

export interface OctoClient {
  call<T = Record<string, unknown>>(method: string, path: string, options?: OctoCall): Promise<OctoReply<T>>;
  close(): Promise<void>;
}

export async function startOctoClient(defaults: OctoCall = {}): Promise<OctoClient> {
  const http = await startAdminHttp();
  return {
    async call(method, path, options = {}) {
      const { key, host, body, raw, capabilities, headers } = { ...defaults, ...options };
      const reply = await http.send(`/octo/v1${path}`, {
        method,
        host: host ?? 'nz.localhost',
        headers: {
          ...(key ? { authorization: `Bearer ${key}` } : {}),
          ...(capabilities ? { 'octo-capabilities': capabilities } : {}),
          ...(body !== undefined || raw !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
      return { status: reply.status, headers: reply.headers, body: reply.body ? JSON.parse(reply.body) : null };
    },
    close: () => http.close(),
  };
}
