import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import type { LocaleRecord } from '@/lib/server/locales/locale-repository';
import { findLocaleById, invalidateLocales } from '@/lib/server/locales/locale-service';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { addToCart, getCart } from '@/lib/server/carts/cart-service';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { createAndCompleteOrder, type OrderInput } from '@/lib/server/checkout/order-service';
import { confirmReservation } from '@/lib/server/orders';
import { reconcileStalePayments } from '@/lib/server/payments/payment-service';
import { renderReservationRequest } from '@/lib/server/mail/reservation-request';
import type { ReservationRequestView } from '@/lib/server/mail/types';
import { createTestDatabase } from '../helpers/test-database';

/*
 * Pay on arrival is a reservation, not a sale (issue #21): stored unpaid, its places kept only once the
 * visitor confirms through the emailed link within 30 minutes, at most 2 unconfirmed per email and per
 * client address. Against the real database; time is injected as in the reconciler's tests.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let rotorua: LocaleRecord;
const NOW = new Date();
const minutes = (count: number) => new Date(NOW.getTime() + count * 60_000);
const day = (offset: number) => new Date(NOW.getTime() + (2 + offset) * 86_400_000).toISOString().slice(0, 10);
const TZ = 'Pacific/Auckland';
const ORIGIN = 'http://rotorua.localhost:3000';
const email = () => `visitor.${randomUUID().slice(0, 8)}@example.com`;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  invalidateCatalogue();
  invalidateLocales();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 10);
  rotorua = (await findLocaleById('rotorua'))!;
});
afterAll(() => database.drop());

async function sessionAt(offset: number) {
  const activity = (await findParkActivity('rotorua', 'redwood-zipline'))!;
  return (await daySessions(activity, TZ, day(offset), NOW))[0];
}

async function cartWith(quantity: number, offset: number, token = randomUUID()) {
  const session = await sessionAt(offset);
  const added = await addToCart(
    { anonymousToken: token, localeId: 'rotorua', parkId: 'rotorua', activitySlug: 'redwood-zipline', sessionId: session.id, tickets: [{ variationId: 'ro-redwood-zipline-adult', quantity }] },
    NOW,
  );
  expect(added.kind).toBe('added');
  return { token, session };
}

const reserve = (token: string, extra: Partial<OrderInput> & { email?: string } = {}) =>
  createAndCompleteOrder(
    {
      anonymousToken: token,
      locale: rotorua,
      origin: ORIGIN,
      idempotencyKey: randomUUID(),
      customer: { firstName: 'Aroha', lastName: 'Ngata', email: extra.email ?? email(), mobilePhone: '+64 21 555 0101' },
      code: null,
      gatewayId: 'rotorua-arrival',
      acceptTerms: true,
      clientAddress: null,
      ...extra,
    },
    NOW,
  );

async function placed(token: string, extra: Parameters<typeof reserve>[1] = {}) {
  const result = await reserve(token, extra);
  if (result.kind !== 'placed') throw new Error(result.code);
  return result;
}

const soldAt = async (sessionId: string) => (await database.db.execute<{ sold: number }>(sql`select sold from sessions where id = ${sessionId}`)).rows[0].sold;
const count = async (table: string) => (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).rows[0].n;
const mailsOf = async (orderId: string) =>
  (
    await database.db.execute<{ kind: string; payload: ReservationRequestView }>(
      sql`select kind, payload from outbox where payload->>'orderId' = ${orderId} order by created_at, kind`,
    )
  ).rows;
/** The key of the confirmation link, as the email carries it. */
async function linkKey(orderId: string): Promise<string> {
  const request = (await mailsOf(orderId)).find((mail) => mail.kind === 'reservation-request')!;
  const url = new URL(request.payload.confirmUrl);
  expect(url.origin).toBe(ORIGIN);
  expect(url.pathname).toMatch(/^\/reservation\/[\w-]{32}$/);
  return url.pathname.split('/').pop()!;
}

describe('pay on arrival', () => {
  it('is stored reserved and unpaid, its places held, with a link emailed to the visitor and no tickets yet', async () => {
    const { token, session } = await cartWith(2, 0);
    const payments = await count('payments');
    const result = await placed(token);
    expect(result.outcome).toBe('AWAITING_CONFIRMATION');
    expect(result.action).toBeNull();
    expect(result.order).toMatchObject({ status: 'awaiting_confirmation', paidAt: null, dueOnArrival: result.order.total });
    expect(result.order.total).toBeGreaterThan(0);
    // The deadline is 30 minutes from placing, and the places are counted as sold until then.
    expect(result.order.expiresAt.getTime()).toBe(minutes(30).getTime());
    expect(await soldAt(session.id)).toBe(2);
    expect(await count('payments')).toBe(payments);
    const mails = await mailsOf(result.order.id);
    expect(mails.map((mail) => mail.kind)).toEqual(['reservation-request']);
    expect(mails[0].payload.tickets).toEqual([]);
    // The link's key is not the confirmation page's token (which the placing browser holds).
    expect(await linkKey(result.order.id)).not.toBe(result.order.token);

    // The email says what to do, by when, and what will be due at the desk; never that anything is paid.
    const rendered = await renderReservationRequest(mails[0].payload);
    expect(rendered.subject).toContain(`Confirm your reservation: ${result.order.bookingId}`);
    expect(rendered.text).toContain('Confirm within 30 minutes, or your places are released.');
    expect(rendered.text).toMatch(/Confirm by: \d{1,2}:\d\d\s?[ap]m \(local time at Summit Rush Rotorua\)/);
    expect(rendered.text).toContain(mails[0].payload.confirmUrl);
    expect(rendered.text).toContain('Nothing is paid now');
    expect(rendered.text).not.toMatch(/total paid|confirmed and paid|your tickets/i);
    expect(rendered.attachments).toEqual([]);
    expect(rendered.html).toContain(`href="${mails[0].payload.confirmUrl}"`);
  });

  it('gives the places back when not confirmed within 30 minutes (the reconciler), and the link then says so', async () => {
    const { token, session } = await cartWith(1, 1);
    const result = await placed(token);
    const key = await linkKey(result.order.id);
    expect(await soldAt(session.id)).toBe(1);

    await reconcileStalePayments(minutes(29));
    expect(await soldAt(session.id)).toBe(1);
    expect((await statusOf(result.order.id)).status).toBe('awaiting_confirmation');

    await reconcileStalePayments(minutes(31));
    expect(await statusOf(result.order.id)).toEqual({ status: 'expired', places_sold: false });
    expect(await soldAt(session.id)).toBe(0);
    // The activities go back into the visitor's cart, as for any order that closed unpaid.
    expect((await getCart(token, 'rotorua', TZ, minutes(31))).items).toHaveLength(1);

    expect(await confirmReservation(key, minutes(32))).toEqual({ status: 'EXPIRED', order: null });
    expect(await statusOf(result.order.id)).toEqual({ status: 'expired', places_sold: false });
    expect(await soldAt(session.id)).toBe(0);
  });

  it('is kept once confirmed through the link: reserved, still unpaid, tickets emailed; a second click changes nothing', async () => {
    const { token, session } = await cartWith(2, 2);
    const result = await placed(token);
    const key = await linkKey(result.order.id);

    const confirmed = await confirmReservation(key, minutes(10));
    expect(confirmed.status).toBe('CONFIRMED');
    expect(confirmed.order).toMatchObject({ id: result.order.id, status: 'reserved', paidAt: null, dueOnArrival: result.order.total });
    expect((await confirmReservation(key, minutes(11))).status).toBe('ALREADY_CONFIRMED');
    // Another last character (a key that already ended in x once made this "forgery" the key itself).
    const forged = `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`;
    expect(await confirmReservation(forged, minutes(11))).toEqual({ status: 'UNKNOWN', order: null });

    const mails = await mailsOf(result.order.id);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['booking-tickets', 'order-confirmation', 'reservation-request']);
    expect(mails.find((mail) => mail.kind === 'order-confirmation')!.payload).toMatchObject({ dueOnArrival: result.order.total });

    // Past the deadline the reconciler leaves a confirmed reservation alone.
    await reconcileStalePayments(minutes(45));
    expect(await statusOf(result.order.id)).toEqual({ status: 'reserved', places_sold: true });
    expect(await soldAt(session.id)).toBe(2);
    expect((await confirmReservation(key, minutes(46))).status).toBe('ALREADY_CONFIRMED');
  });

  it('confirmed after its deadline, before the reconciler ran, is expired there and then', async () => {
    const { token, session } = await cartWith(1, 3);
    const result = await placed(token);
    const key = await linkKey(result.order.id);
    expect((await confirmReservation(key, minutes(30))).status).toBe('EXPIRED');
    expect(await statusOf(result.order.id)).toEqual({ status: 'expired', places_sold: false });
    expect(await soldAt(session.id)).toBe(0);
  });

  it('is reserved at once, unpaid, where the park asks no confirmation (the setting, on by default)', async () => {
    expect(rotorua.park?.reservationConfirmation).toBe(true);
    await database.db.execute(sql`update parks set reservation_confirmation = false where id = 'rotorua'`);
    invalidateLocales();
    try {
      const locale = (await findLocaleById('rotorua'))!;
      expect(locale.park?.reservationConfirmation).toBe(false);
      const { token, session } = await cartWith(1, 4);
      const result = await placed(token, { locale });
      expect(result.outcome).toBe('RESERVED');
      expect(result.order).toMatchObject({ status: 'reserved', paidAt: null, dueOnArrival: result.order.total });
      expect((await mailsOf(result.order.id)).map((mail) => mail.kind)).toEqual(['booking-tickets', 'order-confirmation']);
      await reconcileStalePayments(minutes(60));
      expect(await statusOf(result.order.id)).toEqual({ status: 'reserved', places_sold: true });
      expect(await soldAt(session.id)).toBe(1);
    } finally {
      await database.db.execute(sql`update parks set reservation_confirmation = true where id = 'rotorua'`);
      invalidateLocales();
    }
  });

  it('allows at most 2 unconfirmed reservations per email: a third is refused, changing nothing', async () => {
    const address = email();
    await placed((await cartWith(1, 5)).token, { email: address });
    await placed((await cartWith(1, 5)).token, { email: ` ${address.toUpperCase()} ` });
    const third = await cartWith(1, 5);
    const [orders, outbox, sold] = [await count('orders'), await count('outbox'), await soldAt(third.session.id)];
    expect(await reserve(third.token, { email: address })).toEqual({ kind: 'problem', code: 'TOO_MANY_RESERVATIONS' });
    expect([await count('orders'), await count('outbox'), await soldAt(third.session.id)]).toEqual([orders, outbox, sold]);
    expect((await getCart(third.token, 'rotorua', TZ)).items).toHaveLength(1);
    // A retry is refused the same way; another email is not affected.
    expect(await reserve(third.token, { email: address })).toMatchObject({ kind: 'problem', code: 'TOO_MANY_RESERVATIONS' });
    expect((await reserve((await cartWith(1, 5)).token)).kind).toBe('placed');
  });

  it('allows at most 2 unconfirmed reservations per client address; confirmed or lapsed ones no longer count', async () => {
    const clientAddress = '203.0.113.7';
    const first = await placed((await cartWith(1, 6)).token, { clientAddress });
    await placed((await cartWith(1, 6)).token, { clientAddress });
    const third = await cartWith(1, 6);
    const orders = await count('orders');
    expect(await reserve(third.token, { clientAddress })).toEqual({ kind: 'problem', code: 'TOO_MANY_RESERVATIONS' });
    expect(await count('orders')).toBe(orders);
    expect((await getCart(third.token, 'rotorua', TZ)).items).toHaveLength(1);
    expect((await reserve((await cartWith(1, 6)).token, { clientAddress: '203.0.113.8' })).kind).toBe('placed');

    // Once one is confirmed, the address has room again.
    expect((await confirmReservation(await linkKey(first.order.id), minutes(5))).status).toBe('CONFIRMED');
    expect((await reserve(third.token, { clientAddress })).kind).toBe('placed');
  });

  it('holds the cap under concurrent placings: of five at once with one email, exactly two are placed', async () => {
    const address = email();
    const carts = await Promise.all(Array.from({ length: 5 }, () => cartWith(1, 7)));
    const results = await Promise.all(carts.map(({ token }) => reserve(token, { email: address })));
    expect(results.filter((result) => result.kind === 'placed')).toHaveLength(2);
    expect(results.filter((result) => result.kind === 'problem' && result.code === 'TOO_MANY_RESERVATIONS')).toHaveLength(3);
  });

  it('answers a retried placing with the same reservation, one order and one email', async () => {
    const { token } = await cartWith(1, 0);
    const key = randomUUID();
    const address = email();
    const [first, second] = [await placed(token, { idempotencyKey: key, email: address }), await placed(token, { idempotencyKey: key, email: address })];
    expect(second.order.id).toBe(first.order.id);
    expect(second.outcome).toBe('AWAITING_CONFIRMATION');
    expect(await mailsOf(first.order.id)).toHaveLength(1);
  });

  it('leaves a zero total as it was: paid, nothing to pay, no reservation, even with pay on arrival chosen and the email at its cap', async () => {
    const address = email();
    await placed((await cartWith(1, 1)).token, { email: address });
    await placed((await cartWith(1, 1)).token, { email: address });
    const free = await placed((await cartWith(1, 1)).token, { email: address, code: 'FREEPASS' });
    expect(free.outcome).toBe('NOTHING_TO_PAY');
    expect(free.order).toMatchObject({ status: 'paid', total: 0, dueOnArrival: 0 });
    expect((await mailsOf(free.order.id)).map((mail) => mail.kind)).toEqual(['booking-tickets', 'order-confirmation']);
  });
});

async function statusOf(orderId: string) {
  return (await database.db.execute<{ status: string; places_sold: boolean }>(sql`select status, places_sold from orders where id = ${orderId}`)).rows[0];
}
