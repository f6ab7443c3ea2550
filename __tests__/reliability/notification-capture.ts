import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One provider notification exactly as the sandbox sent it: signatures cover these bytes. */
export interface CapturedNotification {
  method: string;
  /** Path and query string, e.g. /api/payments/notify/hk-alipay. */
  path: string;
  headers: Record<string, string>;
  body: string;
  at: number;
}

/**
 * Stands where the shop's notification endpoint would be, so a scenario can keep a provider's real
 * notification and replay it as often, as late and in whatever order it likes. It listens on the
 * stack's notification port; an instance started with PUBLIC_PORT set to it gives providers
 * notification URLs here (the shop builds them from its configured origin, never from a request), and
 * the sandbox posts to 127.0.0.1 with the locale's Host.
 */
export class NotificationCapture {
  readonly received: CapturedNotification[] = [];
  private server: http.Server | undefined;
  port = 0;

  async start(port: number): Promise<void> {
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
        this.received.push({ method: request.method ?? 'POST', path: request.url ?? '/', headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
        response.writeHead(200, { 'content-type': 'text/plain' }).end('success');
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  /** The page origin to order with, for a locale domain such as 'nz.localhost'. */
  originFor(domain: string): string {
    return `http://${domain}:${this.port}`;
  }

  /** The first notification for `gatewayId` that arrived after `since`, waiting up to `timeoutMs`. */
  async next(gatewayId: string, since: number, timeoutMs = 15_000): Promise<CapturedNotification | null> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const found = this.received.find((n) => n.at >= since && n.path.split('?')[0] === `/api/payments/notify/${gatewayId}`);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
