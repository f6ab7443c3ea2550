import type { IncomingMessage, ServerResponse } from 'node:http';
import { env } from '../lib/server/platform/config';
import { readBody } from '../lib/server/platform/http/body';
import type { SandboxRequest, SandboxResponse } from './http';
import { sandboxProviders } from './providers';
import { sandboxScripts } from './scripts';

const notFound: SandboxResponse = { status: 404, body: '' };

/**
 * The local payment sandbox: the providers' protocol subsets at a local base URL, so the same adapter
 * code runs locally, in tests and in production. It is off in production unless PAYMENT_SANDBOX=on, and
 * then answers nothing at all.
 */
export async function handleSandboxRequest(request: SandboxRequest): Promise<SandboxResponse> {
  if (!env().paymentSandbox) return notFound;
  const script = sandboxScripts[request.path.join('/')];
  if (script && request.method === 'GET') {
    return { status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'public, max-age=300' }, body: script };
  }
  const provider = sandboxProviders[request.path[0]];
  return (provider && (await provider(request))) ?? notFound;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Serves the sandbox from a plain Node request: used by the Next route and by integration tests. */
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
