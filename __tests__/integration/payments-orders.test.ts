import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDb } from '@/lib/server/platform/db/client';
import { seedIfEmpty } from '@/demo';
import type { LocaleRecord } from '@/lib/server/locales/locale-repository';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { addToCart, getCart } from '@/lib/server/carts/cart-service';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { findLocaleById } from '@/lib/server/locales/locale-service';
import { createAndCompleteOrder } from '@/lib/server/checkout/order-service';
import { confirmPayment, handleNotification, reconcileStalePayments, startPayment } from '@/lib/server/payments/payment-service';
import { loadOrder } from '@/lib/server/orders';
import { isDatabaseUnavailable } from '@/lib/server/platform/db/unavailable';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase } from '../helpers/test-database';

/**
 * Orders paid through a real provider protocol (Windcave's, against the sandbox over HTTP): retries,
 * concurrent copies, duplicate and forged notifications, and money that arrives after the order expired.
 */
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let nz: LocaleRecord;
const NOW = new Date();
const TZ = 'Pacific/Auckland';
const customer = { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', mobilePhone: '021 555 0199' };

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

async function cart(offset: number, quantity = 1) {
  const token = randomUUID();
  const activity = (await findParkActivity('queenstown', 'luge'))!;
  const session = (await daySessions(activity, TZ, day(offset), NOW))[0];
  const added = await addToCart({ anonymousToken: token, localeId: 'nz', parkId: 'queenstown', activitySlug: 'luge', sessionId: session.id, tickets: [{ variationId: 'nz-luge-five-rides', quantity }] });
  expect(added.kind).toBe('added');
  return { token, session };
}

const place = (token: string, idempotencyKey = randomUUID()) =>
  createAndCompleteOrder({ anonymousToken: token, locale: nz, origin: sandbox.origin, idempotencyKey, customer, code: null, gatewayId: 'nz-windcave', acceptTerms: true });

/** Plays the visitor on Windcave's hosted page. */
async function decide(url: string, choice: 'approve' | 'decline' | 'cancel', notify = 'never') {
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams({ choice, notify }), redirect: 'manual' });
  expect(response.status).toBe(303);
}

const one = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute<T & Record<string, unknown>>(query)).rows;

describe('orders paid through a provider', () => {
  it("answers try again, not a failed payment, while another request's claim to start it still holds", async () => {
    const { token } = await cart(0);
    const placed = await place(token);
    if (placed.kind !== 'placed') throw new Error(placed.code);
    // As if another instance claimed the start, asked the provider and lost the database before recording it.
    await database.db.execute(sql`update payments set status = 'starting', action = null, updated_at = now() where order_id = ${placed.order.id}`);
    const order = (await loadOrder(database.db, { id: placed.order.id }))!;
    // The wait for the other claim runs out at once (its clock jumps 25 s after the first reading).
    const real = Date.now.bind(Date);
    const started = real();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (real() - started > 200 ? real() + 25_000 : real()));
    try {
      const answer = await startPayment(order, 'http://nz.localhost').then(
        (outcome) => outcome,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(answer)).toBe(true);
    } finally {
      clock.mockRestore();
    }
    expect(await one(sql`select status from payments where order_id = ${placed.order.id}`)).toEqual([{ status: 'starting' }]);
  });

  it('twenty concurrent calls with one key make one order, one provider payment and one charge', async () => {
    const { token } = await cart(0);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => place(token, key)));
    const urls = new Set(results.map((r) => (r.kind === 'placed' && r.action?.kind === 'redirect' ? r.action.url : 'other')));
    expect(urls.size).toBe(1);
    const [url] = [...urls];
    expect(url).toContain('/dps/hpp/');
    const order = results[0].kind === 'placed' ? results[0].order : null;
    expect(await one(sql`select count(*)::int as n from orders where idempotency_key = ${key}`)).toEqual([{ n: 1 }]);
    expect(await one(sql`select count(*)::int as n from payments where order_id = ${order!.id}`)).toEqual([{ n: 1 }]);
    await decide(url, 'approve');
    expect((await confirmPayment(order!.token)).outcome).toBe('PAID');
    const charges = await one<{ charges: number }>(sql`select charges from sandbox_payments where provider = 'dps'
      and merchant_reference = (select id::text from payments where order_id = ${order!.id})`);
    expect(charges).toEqual([{ charges: 1 }]);
    // A retry after payment returns the same paid order, and asks nobody for anything.
    const retried = await place(token, key);
    expect(retried).toMatchObject({ kind: 'placed', outcome: 'PAID', order: { id: order!.id } });
  });

  it('duplicate notifications make one transition and one provider check; forged ones are refused and ask nobody', async () => {
    const { token } = await cart(1);
    const placed = await place(token);
    if (placed.kind !== 'placed' || placed.action?.kind !== 'redirect') throw new Error('expected a redirect');
    const [payment] = await one<{ id: string; provider_reference: string }>(sql`select id, provider_reference from payments where order_id = ${placed.order.id}`);
    const notice = (sessionId: string) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, query: {}, rawBody: JSON.stringify({ sessionId }) });
    const statusCalls = (reference: string) => sandbox.requested.filter((path) => path.includes(reference)).length;

    // Malformed, or well formed but not one of our payments (Windcave does not sign): 401, and no provider call.
    const unknown = `dps_${'0'.repeat(24)}`;
    const forged = await Promise.all([handleNotification('nz-windcave', notice('forged-session')), handleNotification('nz-windcave', notice(unknown))]);
    expect(forged.map((r) => r.status)).toEqual([401, 401]);
    expect(statusCalls(unknown)).toBe(0);

    await decide(placed.action.url, 'approve');
    const before = statusCalls(payment.provider_reference);
    const replies = await Promise.all(Array.from({ length: 20 }, () => handleNotification('nz-windcave', notice(payment.provider_reference))));
    // Every copy is acknowledged, and one of them asks the provider.
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(statusCalls(payment.provider_reference) - before).toBe(1);
    expect(await one(sql`select count(*)::int as n from payment_events where payment_id = ${payment.id} and kind = 'notification'`)).toEqual([{ n: 1 }]);
    const transitions = await one(sql`select detail from payment_events where payment_id = ${payment.id} and kind = 'transition'`);
    expect(transitions).toEqual([{ detail: { to: 'paid', state: 'authorised' } }]);
    expect(await one(sql`select count(*)::int as n from outbox where dedupe_key = ${`order-confirmation:${placed.order.id}`}`)).toEqual([{ n: 1 }]);
  });

  it('a cancelled payment gives the places back and restores the cart', async () => {
    const { token, session } = await cart(2, 3);
    const placed = await place(token);
    if (placed.kind !== 'placed' || placed.action?.kind !== 'redirect') throw new Error('expected a redirect');
    expect(await one(sql`select sold from sessions where id = ${session.id}`)).toEqual([{ sold: 3 }]);
    expect((await getCart(token, 'nz', TZ)).items).toHaveLength(0);
    await decide(placed.action.url, 'cancel');
    expect((await confirmPayment(placed.order.token)).outcome).toBe('CANCELLED');
    expect(await one(sql`select sold from sessions where id = ${session.id}`)).toEqual([{ sold: 0 }]);
    const restored = await getCart(token, 'nz', TZ);
    expect(restored.items).toHaveLength(1);
    expect(restored.items[0].holdExpiresAt).not.toBeNull();
  });

  it('reconciles a payment whose notification never came, and re-books money that arrives after expiry', async () => {
    const { token, session } = await cart(3, 2);
    const placed = await place(token);
    if (placed.kind !== 'placed' || placed.action?.kind !== 'redirect') throw new Error('expected a redirect');
    // The payment window passes with nothing paid: the order expires and gives its places back.
    const later = new Date(Date.now() + 31 * 60_000);
    await reconcileStalePayments(later);
    expect(await one(sql`select status, places_sold from orders where id = ${placed.order.id}`)).toEqual([{ status: 'expired', places_sold: false }]);
    expect(await one(sql`select sold from sessions where id = ${session.id}`)).toEqual([{ sold: 0 }]);
    // Then the visitor pays on the still-open page, and no notification comes: the server's check finds it.
    await database.db.execute(sql`delete from cart_items where cart_id in (select id from carts where anonymous_token = ${token})`);
    await database.db.execute(sql`delete from holds where session_id = ${session.id}`);
    await decide(placed.action.url, 'approve');
    expect((await confirmPayment(placed.order.token)).outcome).toBe('PAID');
    expect(await one(sql`select sold from sessions where id = ${session.id}`)).toEqual([{ sold: 2 }]);
  });

  it('keeps the order waiting when the provider does not answer the check, until the background check settles it', async () => {
    const { token } = await cart(5);
    const placed = await place(token);
    if (placed.kind !== 'placed' || placed.action?.kind !== 'redirect') throw new Error('expected a redirect');
    await decide(placed.action.url, 'approve');
    await sandbox.pause();
    try {
      // The visitor comes back while the provider is out: not paid yet, and not failed either.
      expect((await confirmPayment(placed.order.token)).outcome).toBe('NOT_PAID');
      expect(await one(sql`select status from orders where id = ${placed.order.id}`)).toEqual([{ status: 'awaiting_payment' }]);
    } finally {
      await sandbox.resume();
    }
    await reconcileStalePayments(new Date(Date.now() + 2 * 60_000));
    expect(await one(sql`select status from orders where id = ${placed.order.id}`)).toEqual([{ status: 'paid' }]);
  });

  it('flags late money for a refund when its places were sold to someone else', async () => {
    const { token, session } = await cart(4, 2);
    const placed = await place(token);
    if (placed.kind !== 'placed' || placed.action?.kind !== 'redirect') throw new Error('expected a redirect');
    await reconcileStalePayments(new Date(Date.now() + 31 * 60_000));
    await database.db.execute(sql`update sessions set sold = capacity where id = ${session.id}`);
    await decide(placed.action.url, 'approve');
    expect((await confirmPayment(placed.order.token)).outcome).toBe('ERROR');
    expect(await one(sql`select status from orders where id = ${placed.order.id}`)).toEqual([{ status: 'refund_due' }]);
    const [payment] = await one<{ id: string }>(sql`select id from payments where order_id = ${placed.order.id}`);
    const [row] = await one<{ state: string }>(sql`select state from sandbox_payments where merchant_reference = ${payment.id}`);
    expect(row.state).toBe('refunded');
  });
});
