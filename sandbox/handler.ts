import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../lib/server/platform/http/body';
import type { SandboxRequest, SandboxResponse } from './http';
import { sandboxProviders } from './providers';
import { sandboxScripts } from './scripts';

const notFound: SandboxResponse = { status: 404, body: '' };

/** The payment sandbox: the providers' protocol subsets, each under its own first path segment. */
export async function handleSandboxRequest(request: SandboxRequest): Promise<SandboxResponse> {
  const script = sandboxScripts[request.path.join('/')];
  if (script && request.method === 'GET') {
    return { status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'public, max-age=300' }, body: script };
  }
  const provider = sandboxProviders[request.path[0]];
  return (provider && (await provider(request))) ?? notFound;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Serves the sandbox from a plain Node request (sandbox/server.ts). */
export async function serveSandbox(request: IncomingMessage, response: ServerResponse, path: string[]): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
  const read = await readBody(request);
  if (!read.ok) {
    response.writeHead(read.status).end();
    return;
  }
  const rawBody = read.text;
  const answer = await handleSandboxRequest({
    method: request.method ?? 'GET',
    path,
    query: Object.fromEntries(url.searchParams),
    headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, single(v)])),
    rawBody,
  });
  response.writeHead(answer.status, answer.headers).end(answer.body);
}
