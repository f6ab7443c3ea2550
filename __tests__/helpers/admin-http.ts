import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpointFor } from '@/lib/server/app/routes';

/*
 * The back office's own endpoints (lib/server/app/routes.ts) over real HTTP, as a browser reaches
 * ADMIN_HOST: the Host header chooses the site, so requests go through node:http (fetch drops Host).
 * Paths Next would answer come back as 299 "next".
 */

/** The admin origin the tests' config names (PORT 3000, ADMIN_HOST admin.localhost). */
export const ADMIN = 'http://admin.localhost:3000';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body's bytes (a served image). */
  bytes: Buffer;
}

interface SendOptions {
  method?: string;
  /** The host name asked for (the admin host unless said). */
  host?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface AdminHttp {
  send(path: string, options?: SendOptions): Promise<Reply>;
  /** A form posted from the back office's own pages (its Origin unless other headers are given). */
  postForm(path: string, form: Record<string, string>, headers?: Record<string, string>): Promise<Reply>;
  /** A JSON POST from the back office's own pages, with the session cookie when given. */
  postJson(path: string, value: unknown, options?: { cookie?: string; origin?: string }): Promise<Reply>;
  /** A back office API call with a session cookie, answered as GraphQL's JSON. */
  graphql(cookie: string, query: string, variables?: Record<string, unknown>): Promise<{ data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] }>;
  close(): Promise<void>;
}

export async function startAdminHttp(): Promise<AdminHttp> {
  const server = createServer((req, res) => {
    const endpoint = endpointFor(req);
    if (endpoint) void endpoint(req, res);
    else res.writeHead(299).end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const send = (path: string, options: SendOptions = {}) =>
    new Promise<Reply>((resolve, reject) => {
      const headers = { host: `${options.host ?? 'admin.localhost'}:${port}`, ...options.headers };
      const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes });
        });
      });
      req.on('error', reject);
      req.end(options.body);
    });
  const postJson: AdminHttp['postJson'] = (path, value, { cookie, origin = ADMIN } = {}) =>
    send(path, { method: 'POST', body: JSON.stringify(value), headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) } });
  return {
    send,
    postForm: (path, form, headers = { origin: ADMIN }) =>
      send(path, { method: 'POST', body: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } }),
    postJson,
    graphql: async (cookie, query, variables = {}) => JSON.parse((await postJson('/api/graphql', { query, variables }, { cookie })).body),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The session cookie a reply sets, as a browser sends it back. */
export const cookieOf = (reply: Reply): string => ([] as string[]).concat(reply.headers['set-cookie'] ?? [])[0].split(';')[0];
