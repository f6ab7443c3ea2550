import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sandboxCredentials, sandboxSettings } from '@/demo/sandbox-gateways';
import type { GatewaySettings, GatewayType } from '@/lib/server/platform/db/schema';
import { createSandboxAccount, sandboxSide } from '@/sandbox/account';
import { startSandbox } from '@/sandbox/server';

/**
 * The payment sandbox on a real HTTP port, for integration tests, keeping its records in the test's
 * database: adapters call it over HTTP exactly as they call a provider, through gateway settings that
 * name it (`settings(type)`) and the credentials those name, which this puts into the environment as
 * a deployment would. The test account is a fresh one per run (`account`: both halves). `origin` is a
 * second server standing in for the shop: `received` collects what arrives there (notifications). The
 * sandbox may send browsers and notifications only there and to `moreShopOrigins`. `failing` holds
 * sandbox path prefixes that answer 503 (a provider outage).
 */
export async function startSandboxServer(databaseUrl: string, moreShopOrigins: string[] = []) {
  const account = createSandboxAccount();
  Object.assign(process.env, sandboxCredentials(account));
  /** Sandbox paths (after its base URL) starting with one of these answer 503: a provider outage. */
  const failing = new Set<string>();
  const host = '127.0.0.1';
  /** Every sandbox path asked for (after its base URL), in order: the provider calls the shop made. */
  const requested: string[] = [];
  const available = (path: string[]) => {
    requested.push(path.join('/'));
    return ![...failing].some((prefix) => path.join('/').startsWith(prefix));
  };

  const received: { path: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  const shop = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '/', headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('success');
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, host, resolve));
  const origin = `http://${host}:${(shop.address() as AddressInfo).port}`;
  const sandbox = await startSandbox({
    databaseUrl,
    host,
    account: sandboxSide(account),
    shopOrigins: [origin, ...moreShopOrigins],
    available,
  });

  return {
    /** The stand-in shop. */
    origin,
    /** The sandbox's test account, both halves (the shop's is in process.env). */
    account,
    sandboxUrl: sandbox.url,
    received,
    requested,
    failing,
    /** Settings of a gateway of this type that pays through this sandbox. */
    settings: (type: GatewayType, account: GatewaySettings = {}) => sandboxSettings(sandbox.url, type, account),
    close: async () => {
      await sandbox.close();
      await new Promise<void>((resolve) => shop.close(() => resolve()));
    },
    /** The provider stops answering (connections refused) until `resume`, on the same port. */
    pause: () =>
      new Promise<void>((resolve) => {
        sandbox.server.closeAllConnections();
        sandbox.server.close(() => resolve());
      }),
    resume: () => new Promise<void>((resolve) => sandbox.server.listen(sandbox.port, host, resolve)),
  };
}
