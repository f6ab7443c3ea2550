import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import type { OrderEmailView } from '@/lib/server/mail/types';
import type { LocaleRecord } from '@/lib/server/locales/locale-repository';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { addToCart, getCart } from '@/lib/server/carts/cart-service';
import { priceCheckout } from '@/lib/server/checkout/checkout-service';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { findLocaleById, invalidateLocales } from '@/lib/server/locales/locale-service';
import { createAndCompleteOrder, type OrderInput } from '@/lib/server/checkout/order-service';
import { createTestDatabase } from '../helpers/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let rotorua: LocaleRecord;
const NOW = new Date();
/** A different day per test, so tests never share a session. */
const day = (offset: number) => new Date(NOW.getTime() + (2 + offset) * 86_400_000).toISOString().slice(0, 10);
const TZ = 'Pacific/Auckland';
const customer = { firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.com', mobilePhone: '+64 21 555 0101' };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  invalidateCatalogue();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 10);
  rotorua = (await findLocaleById('rotorua'))!;
});
afterAll(() => database.drop());

async function sessionAt(offset: number) {
  const activity = (await findParkActivity('rotorua', 'redwood-zipline'))!;
  return (await daySessions(activity, TZ, day(offset), NOW))[0];
}

async function cartWith(quantity: number, index = 0, token = randomUUID()) {
  const session = await sessionAt(index);
  const added = await addToCart({
    anonymousToken: token,
    localeId: 'rotorua',
    parkId: 'rotorua',
    activitySlug: 'redwood-zipline',
    sessionId: session.id,
    tickets: [{ variationId: 'ro-redwood-zipline-adult', quantity }],
  });
  expect(added.kind).toBe('added');
  return { token, session };
}

const order = (token: string, extra: Partial<OrderInput> = {}) =>
  createAndCompleteOrder({
    anonymousToken: token,
    locale: rotorua,
    origin: 'http://rotorua.localhost:3000',
    idempotencyKey: randomUUID(),
    // An address per order: pay on arrival caps unconfirmed reservations per email (reservations.test.ts).
    customer: { ...customer, email: `aroha.${randomUUID().slice(0, 8)}@example.com` },
    code: null,
    gatewayId: 'rotorua-arrival',
    acceptTerms: true,
    ...extra,
  });

const count = async (table: string) =>
  (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).rows[0].n;

describe('createAndCompleteOrder', () => {
  it('prices on the server, sells the held places and empties the cart; pay on arrival is a reservation, not a sale', async () => {
    const { token, session } = await cartWith(2, 0);
    const payments = await count('payments');
    const result = await order(token);
    if (result.kind !== 'placed') throw new Error(result.code);
    // Pay on arrival (a Blank gateway) collects nothing: stored unpaid, awaiting the emailed confirmation
    // (issue #21; it used to be stored paid, as if money had come).
    expect(result.outcome).toBe('AWAITING_CONFIRMATION');
    expect(result.order).toMatchObject({ status: 'awaiting_confirmation', paidAt: null, subtotal: 2 * result.order.lines[0].total / 2, total: result.order.subtotal });
    expect(result.order.tickets).toHaveLength(2);
    expect(result.order.bookingId).toMatch(/^SR-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect((await sessionAt(0)).remaining).toBe(session.remaining - 2);
    const { rows } = await database.db.execute<{ sold: number }>(sql`select sold from sessions where id = ${session.id}`);
    expect(rows[0].sold).toBe(2);
    expect((await getCart(token, 'rotorua', TZ)).items).toEqual([]);
    // No payment (nothing to collect, no provider to ask), and no tickets by email before the address is proven.
    expect(await count('payments')).toBe(payments);
    const mail = await database.db.execute<{ kind: string; payload: OrderEmailView }>(
      sql`select kind, payload from outbox where dedupe_key in (${`order-confirmation:${result.order.id}`}, ${`reservation-request:${result.order.id}`})`,
    );
    expect(mail.rows.map((row) => row.kind)).toEqual(['reservation-request']);
    // The whole total is due at the desk, and the email names the park as the site does.
    expect(result.order.dueOnArrival).toBe(result.order.total);
    expect(mail.rows[0].payload).toMatchObject({ dueOnArrival: result.order.total, parkName: rotorua.title, timeZone: TZ, intlLocale: 'en-NZ', tickets: [] });
  });

  it('gives twenty concurrent calls with one key one order and one answer', async () => {
    const { token } = await cartWith(1, 1);
    const key = randomUUID();
    const [orders, payments] = [await count('orders'), await count('payments')];
    const results = await Promise.all(Array.from({ length: 20 }, () => order(token, { idempotencyKey: key })));
    const ids = new Set(results.map((r) => (r.kind === 'placed' ? r.order.bookingId : r.code)));
    expect(ids.size).toBe(1);
    expect(results.every((r) => r.kind === 'placed' && r.outcome === 'AWAITING_CONFIRMATION')).toBe(true);
    expect(await count('orders')).toBe(orders + 1);
    expect(await count('payments')).toBe(payments);
  });

  it('refuses bad details, an empty cart, unaccepted terms and a foreign gateway, changing nothing', async () => {
    const { token } = await cartWith(1, 2);
    const before = await count('orders');
    const bad = await order(token, { customer: { ...customer, email: 'not-an-email', firstName: ' ' } });
    expect(bad).toMatchObject({ kind: 'problem', code: 'INVALID_DETAILS' });
    expect(bad.kind === 'problem' && bad.fields?.map((f) => [f.field, f.message.key])).toEqual(
      expect.arrayContaining([
        ['firstName', 'validation.fieldRequired'],
        ['email', 'validation.invalidEmail'],
      ]),
    );
    expect(await order(randomUUID())).toEqual({ kind: 'problem', code: 'ORDER_EMPTY' });
    expect(await order(token, { acceptTerms: false })).toEqual({ kind: 'problem', code: 'TERMS_NOT_ACCEPTED' });
    expect(await order(token, { gatewayId: 'hk-card' })).toEqual({ kind: 'problem', code: 'UNSUPPORTED_PAYMENT' });
    expect(await order(token, { code: 'EXPIRED' })).toEqual({ kind: 'problem', code: 'INVALID_CODE' });
    expect(await count('orders')).toBe(before);
    expect((await getCart(token, 'rotorua', TZ)).items).toHaveLength(1);
  });

  it('says why a promo code the park published is refused, and nothing of unknown codes', async () => {
    const { token } = await cartWith(1, 5);
    const who = { anonymousToken: token, clientAddress: null };
    expect((await priceCheckout(rotorua, who, 'expired', null)).code).toEqual({ code: 'expired', status: 'INVALID', reason: 'EXPIRED' });
    expect((await priceCheckout(rotorua, who, 'NO-SUCH-CODE', null)).code).toEqual({ code: 'NO-SUCH-CODE', status: 'INVALID', reason: null });
    expect((await priceCheckout(rotorua, who, 'SUMMER10', null)).code).toEqual({ code: 'SUMMER10', status: 'APPLIED', kind: 'PROMO' });
  });

  it('applies a promo code, and completes a zero total without any payment', async () => {
    const first = await cartWith(1, 3);
    const discounted = await order(first.token, { code: ' summer10 ' });
    if (discounted.kind !== 'placed') throw new Error(discounted.code);
    expect(discounted.order.discount).toBe(Math.round(discounted.order.subtotal / 10));
    expect(discounted.order.total).toBe(discounted.order.subtotal - discounted.order.discount);

    const second = await cartWith(1, 3);
    const payments = await count('payments');
    const free = await order(second.token, { code: 'FREEPASS', gatewayId: null, acceptTerms: false });
    if (free.kind !== 'placed') throw new Error(free.code);
    expect(free).toMatchObject({ outcome: 'NOTHING_TO_PAY', order: { total: 0, status: 'paid', dueOnArrival: 0 } });
    expect(await count('payments')).toBe(payments);
  });

  it('re-checks places whose hold expired, and says sold out when they are gone', async () => {
    const { token, session } = await cartWith(2, 4);
    await database.db.execute(sql`update holds set expires_at = now() - interval '1 minute' where session_id = ${session.id}`);
    await database.db.execute(sql`update sessions set sold = capacity - 1 where id = ${session.id}`);
    expect(await order(token)).toEqual({ kind: 'problem', code: 'SOLD_OUT' });
    expect((await getCart(token, 'rotorua', TZ)).items).toHaveLength(1);
    await database.db.execute(sql`update sessions set sold = 0 where id = ${session.id}`);
    expect((await order(token)).kind).toBe('placed');
  });

  it('spends a gift card through its ledger, never below zero', async () => {
    const [card] = (
      await database.db.execute<{ id: string }>(sql`
        insert into gift_cards (park_id, code, currency, value) values ('rotorua', 'GIFTTEST20', 'NZD', 2000) returning id`)
    ).rows;
    await database.db.execute(sql`insert into gift_card_transactions (gift_card_id, amount, reason) values (${card.id}, 2000, 'purchase')`);
    const { token } = await cartWith(1, 5);
    const paid = await order(token, { code: 'gift-test-20' });
    if (paid.kind !== 'placed') throw new Error(paid.code);
    expect(paid.order.giftCardAmount).toBe(2000);
    expect(paid.order.total).toBe(paid.order.subtotal - 2000);
    const { rows } = await database.db.execute<{ balance: number }>(
      sql`select sum(amount)::int as balance from gift_card_transactions where gift_card_id = ${card.id}`,
    );
    expect(rows[0].balance).toBe(0);
    const again = await cartWith(1, 5);
    expect(await order(again.token, { code: 'GIFTTEST20' })).toEqual({ kind: 'problem', code: 'INVALID_CODE' });
  });
});

describe('the channel an order was placed through', () => {
  it('records the widget and its host page only when the park lists that origin, the site otherwise', async () => {
    await database.db.execute(sql`update parks set widget_origins = array['https://partner.example'] where id = 'rotorua'`);
    invalidateLocales();
    const locale = (await findLocaleById('rotorua'))!;
    const channelOf = async (result: Awaited<ReturnType<typeof order>>) => {
      if (result.kind !== 'placed') throw new Error(result.code);
      const { rows } = await database.db.execute<{ channel: string; channel_source: string | null }>(sql`select channel, channel_source from orders where id = ${result.order.id}`);
      return rows[0];
    };
    const placeWith = async (widgetOrigin: string | null | undefined, index: number) => channelOf(await order((await cartWith(1, index)).token, { locale, widgetOrigin }));
    expect(await placeWith('https://partner.example', 6)).toEqual({ channel: 'widget', channel_source: 'https://partner.example' });
    // As the park lists it, however the browser wrote it.
    expect(await placeWith('HTTPS://Partner.example/', 6)).toEqual({ channel: 'widget', channel_source: 'https://partner.example' });
    // A page the park does not list, or a claim that is no origin, is the site's: the browser's word alone records nothing.
    expect(await placeWith('https://elsewhere.example', 7)).toEqual({ channel: 'site', channel_source: null });
    expect(await placeWith('https://partner.example/booking', 7)).toEqual({ channel: 'site', channel_source: null });
    expect(await placeWith(undefined, 7)).toEqual({ channel: 'site', channel_source: null });
    // Once the park takes a partner off its list, that partner's page is no longer recorded.
    await database.db.execute(sql`update parks set widget_origins = '{}' where id = 'rotorua'`);
    invalidateLocales();
    expect(await channelOf(await order((await cartWith(1, 6)).token, { locale: (await findLocaleById('rotorua'))!, widgetOrigin: 'https://partner.example' }))).toEqual({ channel: 'site', channel_source: null });
  });
});

describe('how the visitor arrived', () => {
  const arrival = {
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'spring-sale',
    utmTerm: null,
    utmContent: null,
    hadGclid: true,
    hadFbclid: false,
    referrerHost: 'www.google.com',
    landingPath: '/things-to-do/zipline',
    deviceClass: 'phone' as const,
  };
  const attributionOf = async (id: string) =>
    (await database.db.execute<{ attribution: unknown }>(sql`select attribution from orders where id = ${id}`)).rows[0].attribution;

  it('stores the checked record on the order, and none when the visit kept none', async () => {
    const placed = await order((await cartWith(1, 2)).token, { attribution: arrival });
    if (placed.kind !== 'placed') throw new Error(placed.code);
    expect(await attributionOf(placed.order.id)).toEqual(arrival);
    expect(placed.order.attribution).toEqual(arrival);
    const none = await order((await cartWith(1, 2)).token);
    if (none.kind !== 'placed') throw new Error(none.code);
    expect(await attributionOf(none.order.id)).toBeNull();
  });

  it('refuses a record with a click id, an over-long value or a query in the path, placing nothing', async () => {
    const { rows: before } = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from orders`);
    for (const bad of [{ ...arrival, gclid: 'Cj0KCQ' }, { ...arrival, utmCampaign: 'x'.repeat(101) }, { ...arrival, landingPath: '/a?gclid=1' }, { ...arrival, deviceClass: 'watch' }]) {
      const { token } = await cartWith(1, 3);
      expect(await order(token, { attribution: bad })).toEqual({ kind: 'problem', code: 'INVALID_DETAILS', fields: [] });
      expect((await getCart(token, 'rotorua', TZ)).items).toHaveLength(1);
    }
    const { rows: after } = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from orders`);
    expect(after[0].n).toBe(before[0].n);
  });
});
