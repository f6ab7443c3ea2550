import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { endpointFor } from '@/lib/server/app/routes';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The server's own endpoints, which serve.ts answers before Next.js sees a request (routes.ts): over
 * HTTP, as a load balancer and a payment provider reach them. Anything else is Next's to render.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: Server;
let origin: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  server = createServer((req, res) => {
    const endpoint = endpointFor(req);
    if (endpoint) void endpoint(req, res);
    else res.writeHead(299).end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.drop();
});

describe('the server’s own endpoints', () => {
  it('reports health as no-store JSON', async () => {
    const response = await fetch(`${origin}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('takes a provider’s notification by GET or POST only', async () => {
    const response = await fetch(`${origin}/api/payments/notify/nz-windcave`, { method: 'PUT', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
  });

  it('refuses a notification for a gateway that does not exist', async () => {
    for (const gateway of ['nobody', '%E0%A4%A', 'a%2Fb']) {
      const unknown = await fetch(`${origin}/api/payments/notify/${gateway}`, { method: 'POST', body: '' });
      expect(unknown.status).toBe(404);
    }
  });

  it('refuses a body over the limit without reading it', async () => {
    const response = await fetch(`${origin}/api/payments/notify/nz-windcave`, { method: 'POST', body: 'x'.repeat(65 * 1024) });
    expect(response.status).toBe(413);
  });

  it('leaves every other path to Next.js', async () => {
    for (const path of ['/', '/api/health/x', '/api/payments/notify', '/api/payments/notify/nz-windcave/x', '/checkout']) {
      expect((await fetch(`${origin}${path}`)).status).toBe(299);
    }
  });
});
