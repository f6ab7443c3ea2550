import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serveSandbox } from './handler';
import { closeSandboxContext, openSandboxContext } from './context';
import { sandboxAccountFile, sandboxSide, type SandboxSide } from './account';

/**
 * The payment sandbox as a server of its own: every provider the shop can be configured for, each
 * under its first path segment (`{url}/dps`, `{url}/mastercard`, …), on its own port. The shop reaches
 * it only over HTTP, through the base URLs and credentials of its gateway settings, exactly as it
 * reaches a real provider. The demo launcher (demo/start.ts) and the tests start it; the shop never does.
 */
export interface SandboxOptions {
  /** Its own table, sandbox_payments (sandbox/schema.ts). */
  databaseUrl: string;
  /** The port to listen on; 0 or unset picks a free one. */
  port?: number;
  /** The interface to listen on; unset, all of them (browsers reach it as localhost, IPv4 or IPv6). */
  host?: string;
  /** The base URL browsers and the shop use; default http://{host, or localhost}:{port}. */
  url?: string;
  /** The sandbox's half of its test account (sandbox/account.ts); the shop has the other half. */
  account: SandboxSide;
  /**
   * The shop's origins (`scheme://host[:port]`, e.g. every locale's domain at the shop's scheme and
   * port): the only places the sandbox sends browsers back to or notifies. A payment asking for a return
   * or notification URL elsewhere is refused when it is created (a 4xx), and nothing is ever sent there.
   */
  shopOrigins: readonly string[];
  /**
   * Tests only: asked before each provider request with its path segments; may delay it (a slow
   * provider), and answering false makes it a 503 (an outage).
   */
  available?: (path: string[]) => boolean | Promise<boolean>;
}

export interface RunningSandbox {
  url: string;
  port: number;
  server: http.Server;
  close(): Promise<void>;
}

export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const server = http.createServer((request, response) => void answer(request, response, options.available));
  // Short keep-alive: a test that stops "the provider" should not wait on idle connections.
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = (options.url ?? `http://${options.host ?? 'localhost'}:${port}`).replace(/\/$/, '');
  try {
    openSandboxContext({ url, databaseUrl: options.databaseUrl, account: options.account, shopOrigins: options.shopOrigins });
  } catch (error) {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    throw error;
  }
  return {
    url,
    port,
    server,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeSandboxContext();
    },
  };
}

async function answer(request: http.IncomingMessage, response: http.ServerResponse, available: SandboxOptions['available']): Promise<void> {
  const pathname = new URL(request.url ?? '/', 'http://sandbox.invalid').pathname;
  if (pathname === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  const segments = pathname.split('/').slice(1);
  try {
    if (available && !(await available(segments))) {
      request.resume();
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"unavailable"}');
      return;
    }
    await serveSandbox(request, response, segments);
  } catch {
    if (!response.headersSent) response.writeHead(500);
    response.end();
  }
}

/** The port a base URL names (its scheme's default when it names none). */
export const portOf = (url: string): number => {
  const parsed = new URL(url);
  return Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80));
};

/**
 * `node --import tsx sandbox/server.ts`: SANDBOX_URL (default http://localhost:4010), SANDBOX_DATABASE_URL,
 * SANDBOX_ACCOUNT_FILE (the test account, made there on first start: the shop's launcher reads the same
 * file) and SANDBOX_SHOP_ORIGINS (the shop's origins, separated by commas or spaces).
 */
async function main() {
  const url = process.env.SANDBOX_URL || 'http://localhost:4010';
  const databaseUrl = process.env.SANDBOX_DATABASE_URL;
  if (!databaseUrl) throw new Error('SANDBOX_DATABASE_URL must name the database that holds sandbox_payments');
  const accountFile = process.env.SANDBOX_ACCOUNT_FILE;
  if (!accountFile) throw new Error('SANDBOX_ACCOUNT_FILE must name the file that holds the sandbox test account (made there if missing)');
  const shopOrigins = (process.env.SANDBOX_SHOP_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean);
  if (!shopOrigins.length) throw new Error('SANDBOX_SHOP_ORIGINS must list the shop origins the sandbox may redirect to and notify');
  const account = sandboxSide(sandboxAccountFile(accountFile));
  const sandbox = await startSandbox({ url, port: portOf(url), databaseUrl, account, shopOrigins });
  console.log(`Payment sandbox on ${sandbox.url}`);
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
