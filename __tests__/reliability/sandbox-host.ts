import http from 'node:http';

/**
 * The payment sandbox served by the runner's own process (not by an app instance), so that killing an
 * instance does not kill "the provider", and so the suite can make the provider slow (scenario 8:
 * a provider that times out). The sandbox keeps its state in the shared database, as when an instance
 * serves it. Import only after DATABASE_URL and PAYMENT_SANDBOX are set: the app's env() is read once.
 */
export class SandboxHost {
  private server: http.Server | undefined;
  /** Provider path prefix (e.g. 'dps') → extra delay before answering, in ms. */
  private readonly delays = new Map<string, number>();

  constructor(readonly port: number) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}/api/sandbox`;
  }

  /** Delays every answer for one provider (0 restores it); a delay beyond the adapter's timeout is an outage. */
  slow(provider: string, ms: number): void {
    if (ms > 0) this.delays.set(provider, ms);
    else this.delays.delete(provider);
  }

  /** Sandbox paths starting with these answer 503 at once: a provider outage of one kind of call. */
  private readonly failing = new Set<string>();

  fail(pathPrefix: string, failing: boolean): void {
    if (failing) this.failing.add(pathPrefix);
    else this.failing.delete(pathPrefix);
  }

  async start(): Promise<void> {
    const { serveSandbox } = await import('@/sandbox/handler');
    const server = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
      if (!url.pathname.startsWith('/api/sandbox/')) {
        response.writeHead(404).end();
        return;
      }
      const rest = url.pathname.slice('/api/sandbox/'.length);
      if ([...this.failing].some((prefix) => rest.startsWith(prefix))) {
        request.resume();
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"unavailable"}');
        return;
      }
      const path = rest.split('/');
      const delay = this.delays.get(path[0]) ?? 0;
      const serve = () => void serveSandbox(request, response, path).catch(() => response.writeHead(500).end());
      if (delay) setTimeout(serve, delay);
      else serve();
    });
    server.keepAliveTimeout = 1_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
