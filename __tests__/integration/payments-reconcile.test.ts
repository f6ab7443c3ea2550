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
import { reconcileStalePayments } from '@/lib/server/payments/payment-service';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase } from '../helpers/test-database';

/**
 * The reconciler alone, with the browser's return and every notification lost (issue #9 item 4): money
 * paid after the order expired is booked while its places are free, else flagged and refunded; a refund
 * the provider refuses is retried until it goes through.
 */
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let nz: LocaleRecord;
const NOW = new Date();
const TZ = 'Pacific/Auckland';
const customer = { firstName: 'Ada', lastName: 'Lost', email: 'ada@example.com', mobilePhone: '021 555 0142' };
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
  await seedIfEmpty(database.db, sandbox.sandboxUrl);
  invalidateCatalogue();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 12);
  nz = (await findLocaleById('nz'))!;
});
afterAll(async () => {
  await closeDb();
  await database.drop();
  await sandbox.close();
});

const day = (offset: number) => new Date(NOW.getTime() + (2 + offset) * 86_400_000).toISOString().slice(0, 10);
const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute<T & Record<string, unknown>>(query)).rows;

/** An order on Windcave whose payment window has passed unpaid: expired, places given back. */
async function expiredOrder(offset: number) {
  const token = randomUUID();
  const activity = (await findParkActivity('queenstown', 'luge'))!;
  const session = (await daySessions(activity, TZ, day(offset), NOW))[0];
  await addToCart({ anonymousToken: token, localeId: 'nz', parkId: 'queenstown', activitySlug: 'luge', sessionId: session.id, tickets: [{ variationId: 'nz-luge-five-rides', quantity: 2 }] });
  const placed = await createAndCompleteOrder({ anonymousToken: token, locale: nz, origin: sandbox.origin, idempotencyKey: randomUUID(), customer, code: null, gatewayId: 'nz-windcave', acceptTerms: true });
  if (placed.kind !== 'placed' || placed.action?.kind !== 'redirect') throw new Error('expected a redirect');
  await reconcileStalePayments(minutes(31));
  expect(await rows(sql`select status from orders where id = ${placed.order.id}`)).toEqual([{ status: 'expired' }]);
  // The visitor's cart got the places back as a new hold: drop it, as if it lapsed too.
  await database.db.execute(sql`delete from cart_items where cart_id in (select id from carts where anonymous_token = ${token})`);
  await database.db.execute(sql`delete from holds where session_id = ${session.id}`);
  const [payment] = await rows<{ id: string }>(sql`select id from payments where order_id = ${placed.order.id}`);
  return { order: placed.order, url: placed.action.url, session, paymentId: payment.id };
}

/** The visitor pays on the provider's page, still open, and nothing tells us. */
const approveSilently = async (url: string) =>
  expect((await fetch(url, { method: 'POST', body: new URLSearchParams({ choice: 'approve', notify: 'never' }), redirect: 'manual' })).status).toBe(303);

const sandboxState = async (paymentId: string) => (await rows<{ state: string }>(sql`select state from sandbox_payments where merchant_reference = ${paymentId}`))[0].state;

describe('reconciling payments of orders that closed unpaid', () => {
  it('books late money found by the reconciler alone while the places are still free', async () => {
    const { order, url, session, paymentId } = await expiredOrder(0);
    await approveSilently(url);
    await reconcileStalePayments(minutes(45));
    expect(await rows(sql`select status, places_sold from orders where id = ${order.id}`)).toEqual([{ status: 'paid', places_sold: true }]);
    expect(await rows(sql`select sold from sessions where id = ${session.id}`)).toEqual([{ sold: 2 }]);
    expect(await rows(sql`select count(*)::int as n from outbox where dedupe_key = ${`order-confirmation:${order.id}`}`)).toEqual([{ n: 1 }]);
    expect(await sandboxState(paymentId)).toBe('approved');
  });

  it('flags and refunds late money whose places were sold meanwhile', async () => {
    const { order, url, session, paymentId } = await expiredOrder(1);
    await database.db.execute(sql`update sessions set sold = capacity where id = ${session.id}`);
    await approveSilently(url);
    await reconcileStalePayments(minutes(45));
    expect(await rows(sql`select status from orders where id = ${order.id}`)).toEqual([{ status: 'refund_due' }]);
    expect(await rows(sql`select status from payments where id = ${paymentId}`)).toEqual([{ status: 'refunded' }]);
    expect(await sandboxState(paymentId)).toBe('refunded');
    expect(await rows(sql`select count(*)::int as n from outbox where dedupe_key = ${`order-confirmation:${order.id}`}`)).toEqual([{ n: 0 }]);
  });

  it('retries a refund the provider refused, until it goes through, and only once it is due', async () => {
    const { order, url, session, paymentId } = await expiredOrder(2);
    await database.db.execute(sql`update sessions set sold = capacity where id = ${session.id}`);
    await approveSilently(url);
    sandbox.failing.add('dps/api/v1/transactions');
    try {
      await reconcileStalePayments(minutes(45));
      expect(await rows(sql`select status from orders where id = ${order.id}`)).toEqual([{ status: 'refund_due' }]);
      expect(await rows(sql`select status from payments where id = ${paymentId}`)).toEqual([{ status: 'refund_requested' }]);
      expect(await sandboxState(paymentId)).toBe('approved');
      await reconcileStalePayments(minutes(47));
      expect(await rows(sql`select count(*)::int as n from payment_events where payment_id = ${paymentId} and kind = 'refund-failed'`)).toEqual([{ n: 2 }]);
    } finally {
      sandbox.failing.clear();
    }
    // Within the stale threshold of the last attempt nothing is asked; after it, the refund goes through.
    await reconcileStalePayments(minutes(47.5));
    expect(await sandboxState(paymentId)).toBe('approved');
    await reconcileStalePayments(minutes(49));
    expect(await rows(sql`select status from payments where id = ${paymentId}`)).toEqual([{ status: 'refunded' }]);
    expect(await sandboxState(paymentId)).toBe('refunded');
    // Done is done: later runs leave it alone.
    await reconcileStalePayments(minutes(60));
    expect(await rows(sql`select count(*)::int as n from payment_events where payment_id = ${paymentId} and kind = 'refunded'`)).toEqual([{ n: 1 }]);
  });
});
