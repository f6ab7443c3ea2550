import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb } from '@/lib/server/platform/db/client';
import { seedIfEmpty } from '@/demo';
import type { LocaleRecord } from '@/lib/server/locales/locale-repository';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { addToCart } from '@/lib/server/carts/cart-service';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { findLocaleById } from '@/lib/server/locales/locale-service';
import { createAndCompleteOrder } from '@/lib/server/checkout/order-service';
import { cancelPayment, confirmPayment } from '@/lib/server/payments/payment-service';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase } from '../helpers/test-database';

/*
 * Money that arrives after an order gave back what it held (the visitor backed out, or the window ran
 * out): the order takes its places, its promo use and its gift-card amount again, or, when another
 * order took them meanwhile, it is flagged for a refund. Before, a late payment left the promo use and
 * the gift-card amount given back while the order was paid at the discounted price.
 */

let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let nz: LocaleRecord;
let sessionId: string;
const NOW = new Date();

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
  await seedIfEmpty(database.db, sandbox.sandboxUrl);
  invalidateCatalogue();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 6);
  nz = (await findLocaleById('nz'))!;
  const activity = (await findParkActivity('queenstown', 'zipline'))!;
  const day = new Date(NOW.getTime() + 4 * 86_400_000).toISOString().slice(0, 10);
  sessionId = (await daySessions(activity, 'Pacific/Auckland', day, NOW))[0].id;
});
afterAll(async () => {
  await closeDb();
  await database.drop();
  await sandbox.close();
});

async function orderWith(code: string) {
  const token = randomUUID();
  const added = await addToCart({ anonymousToken: token, localeId: 'nz', parkId: 'queenstown', activitySlug: 'zipline', sessionId, tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }] });
  expect(added.kind).toBe('added');
  const placed = await createAndCompleteOrder({
    anonymousToken: token,
    locale: nz,
    origin: sandbox.origin,
    idempotencyKey: randomUUID(),
    customer: { firstName: 'Late', lastName: 'Payer', email: 'late@example.com', mobilePhone: '021 555 0101' },
    code,
    gatewayId: 'nz-windcave',
    acceptTerms: true,
  });
  if (placed.kind !== 'placed' || placed.action?.kind !== 'redirect') throw new Error(`expected a redirect: ${JSON.stringify(placed)}`);
  return { token: placed.order.token, url: placed.action.url };
}

/** The visitor backs out, then the provider takes the money after all (approved on its page). */
async function cancelThenPayLate(order: { token: string; url: string }) {
  expect((await cancelPayment(order.token)).outcome).toBe('CANCELLED');
  const approved = await fetch(order.url, { method: 'POST', body: new URLSearchParams({ choice: 'approve', notify: 'never' }), redirect: 'manual' });
  expect(approved.status).toBe(303);
  return (await confirmPayment(order.token)).order!.status;
}

async function singleUsePromo(): Promise<string> {
  const code = `LATE${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  await database.db.execute(sql`insert into promo_codes (park_id, code, kind, value, max_uses) values ('queenstown', ${code}, 'percent', 10, 1)`);
  return code;
}

const usesOf = async (code: string) => (await database.db.execute<{ uses: number }>(sql`select uses from promo_codes where code = ${code}`)).rows[0].uses;

describe('late payment after an order gave back its promo use', () => {
  it('counts the use again when the code is still free', async () => {
    const code = await singleUsePromo();
    const order = await orderWith(code);
    expect(await usesOf(code)).toBe(1);
    expect(await cancelThenPayLate(order)).toBe('paid');
    expect(await usesOf(code)).toBe(1);
  });

  it('flags the order for a refund when another order used the code meanwhile', async () => {
    const code = await singleUsePromo();
    const first = await orderWith(code);
    expect((await cancelPayment(first.token)).outcome).toBe('CANCELLED');
    await orderWith(code);
    const approved = await fetch(first.url, { method: 'POST', body: new URLSearchParams({ choice: 'approve', notify: 'never' }), redirect: 'manual' });
    expect(approved.status).toBe(303);
    expect((await confirmPayment(first.token)).order!.status).toBe('refund_due');
    expect(await usesOf(code)).toBe(1);
    // All or nothing: the refunded order did not keep its places either.
    const { rows } = await database.db.execute<{ places_sold: boolean }>(sql`select places_sold from orders where token = ${first.token}`);
    expect(rows[0].places_sold).toBe(false);
  });
});
