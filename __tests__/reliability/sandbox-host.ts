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

  async start(): Promise<void> {
    const { serveSandbox } = await import('@/lib/server/sandbox/handler');
    const server = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
      if (!url.pathname.startsWith('/api/sandbox/')) {
        response.writeHead(404).end();
        return;
      }
      const path = url.pathname.slice('/api/sandbox/'.length).split('/');
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
