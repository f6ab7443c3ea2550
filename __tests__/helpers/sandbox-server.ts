import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveSandbox } from '@/sandbox/handler';

/**
 * The payment sandbox on a real HTTP port, for integration tests: adapters call it over HTTP exactly as
 * they call a provider. Call before anything reads the configuration (env() is read once).
 * `received` collects what arrives at /notify/*, standing in for the shop's notification endpoint;
 * `failing` holds sandbox path prefixes that answer 503 (a provider outage).
 */
export async function startSandboxServer() {
  const received: { path: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  /** Sandbox paths (after /api/sandbox/) starting with one of these answer 503: a provider outage. */
  const failing = new Set<string>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/sandbox/')) {
      const rest = url.pathname.slice('/api/sandbox/'.length);
      if ([...failing].some((prefix) => rest.startsWith(prefix))) {
        request.resume();
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"unavailable"}');
        return;
      }
      void serveSandbox(request, response, url.pathname.slice('/api/sandbox/'.length).split('/'));
      return;
    }
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ path: `${url.pathname}${url.search}`, headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('success');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.PAYMENT_SANDBOX = 'on';
  process.env.PAYMENT_SANDBOX_URL = `${origin}/api/sandbox`;
  return {
    origin,
    sandboxUrl: `${origin}/api/sandbox`,
    received,
    failing,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** The provider stops answering (connections refused) until `resume`, on the same port. */
    pause: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    resume: () => new Promise<void>((resolve) => server.listen(Number(new URL(origin).port), '127.0.0.1', resolve)),
  };
}
