import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { print } from 'graphql';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateAndCompleteOrderDocument } from '@/graphql/generated/operations';
import { seedIfEmpty } from '@/demo';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { addToCart } from '@/lib/server/carts/cart-service';
import { serveGraphQL } from '@/lib/server/graphql/endpoint';
import { invalidateLocales } from '@/lib/server/locales/locale-service';
import { parseEnv, useConfig } from '@/lib/server/platform/config';
import { closeDb } from '@/lib/server/platform/db/client';
import { orders } from '@/lib/server/platform/db/schema';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { sandboxPayments } from '@/sandbox/schema';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase } from '../helpers/test-database';

/**
 * Issue #21: the URLs the shop gives a payment provider (return and notification) and keeps for emailed
 * links are built from the park's configured origin (PUBLIC_SCHEME, PUBLIC_PORT, the locale's domain),
 * never from the request. A visitor's forged X-Page-Origin on a park's domain but another port or scheme
 * still chooses the locale, and changes nothing else. Through /api/graphql over HTTP, paying the real
 * sandbox, which is told only the configured origin.
 */
const SITE = 'http://nz.localhost:3457';
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: Server;
let url: string;
const NOW = new Date();

beforeAll(async () => {
  useConfig(parseEnv({ ...process.env, NODE_ENV: 'test', PUBLIC_SCHEME: 'http', PUBLIC_PORT: '3457' }));
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url, [SITE]);
  await seedIfEmpty(database.db, sandbox.sandboxUrl);
  invalidateLocales();
  invalidateCatalogue();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 12);
  server = createServer((req, res) => serveGraphQL(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/graphql`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await closeDb();
  await database.drop();
  await sandbox.close();
  useConfig(parseEnv(process.env));
});

async function cartOf(token: string, offset: number) {
  const activity = (await findParkActivity('queenstown', 'luge'))!;
  const day = new Date(NOW.getTime() + (2 + offset) * 86_400_000).toISOString().slice(0, 10);
  const session = (await daySessions(activity, 'Pacific/Auckland', day, NOW))[0];
  const added = await addToCart({ anonymousToken: token, localeId: 'nz', parkId: 'queenstown', activitySlug: 'luge', sessionId: session.id, tickets: [{ variationId: 'nz-luge-five-rides', quantity: 1 }] });
  expect(added.kind).toBe('added');
}

async function payWith(headers: Record<string, string>, offset: number) {
  const token = randomUUID();
  await cartOf(token, offset);
  const input = {
    idempotencyKey: randomUUID(),
    customer: { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', mobilePhone: '021 555 0199' },
    code: null,
    gatewayId: 'nz-windcave',
    acceptTerms: true,
  };
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-anonymous-token': token, ...headers },
    body: JSON.stringify({ query: print(CreateAndCompleteOrderDocument), variables: { input } }),
  });
  return { status: response.status, body: (await response.json()) as { data?: { createAndCompleteOrder: { __typename: string; order?: { token: string }; payment?: { url?: string } } } } };
}

/** What the provider was told for the latest payment, and the origin the order keeps for its emails. */
async function toldTheProvider(orderToken: string) {
  const [payment] = await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.provider, 'dps')).orderBy(desc(sandboxPayments.createdAt)).limit(1);
  const [order] = await database.db.select({ origin: orders.origin }).from(orders).where(eq(orders.token, orderToken));
  const callbacks = payment.data.callbackUrls as Record<string, string>;
  return { urls: [...Object.values(callbacks), payment.data.notificationUrl as string], orderOrigin: order.origin };
}

describe('payment URLs come from the configured site origin (issue #21)', () => {
  it.each([
    ['another port', { 'x-page-origin': 'http://nz.localhost:9876' }],
    ['another scheme', { 'x-page-origin': 'https://nz.localhost' }],
    ['another port in Origin and Host', { origin: 'http://nz.localhost:9876', host: 'nz.localhost:9876' }],
  ])('a forged page origin with %s chooses the locale but not the URLs', async (_case, headers) => {
    const { status, body } = await payWith(headers, Object.keys(headers).length);
    expect(status).toBe(200);
    const placed = body.data!.createAndCompleteOrder;
    expect(placed.__typename).toBe('OrderPlaced');
    expect(placed.payment?.url).toContain(sandbox.sandboxUrl);
    const { urls, orderOrigin } = await toldTheProvider(placed.order!.token);
    expect(urls).toHaveLength(4);
    for (const told of urls) expect(new URL(told).origin).toBe(SITE);
    expect(urls[0]).toMatch(/^http:\/\/nz\.localhost:3457\/checkout\/return\?order=/);
    expect(urls[3]).toBe(`${SITE}/api/payments/notify/nz-windcave`);
    expect(orderOrigin).toBe(SITE);
  });

  it('still refuses a page origin that is no park’s', async () => {
    const { status } = await payWith({ 'x-page-origin': 'http://evil.example:3457' }, 4);
    expect(status).toBe(403);
  });
});
