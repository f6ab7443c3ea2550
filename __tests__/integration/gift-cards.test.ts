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
import { checkGiftCardBalance } from '@/lib/server/gift-cards';
import { findGiftPurchase, purchaseGiftCard } from '@/lib/server/checkout/gift-purchase';
import { findLocaleById } from '@/lib/server/locales/locale-service';
import { createAndCompleteOrder } from '@/lib/server/checkout/order-service';
import { confirmPayment } from '@/lib/server/payments/payment-service';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase } from '../helpers/test-database';

let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let nz: LocaleRecord;
const NOW = new Date();

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

const form = (extra: Record<string, unknown> = {}) => ({
  amount: 7500,
  senderFirstName: 'Ana',
  senderLastName: 'Silva',
  senderEmail: 'ana@example.com',
  recipientName: 'Ben',
  recipientEmail: 'ben@example.com',
  message: 'Happy birthday!',
  ...extra,
});

const buy = (extra: Record<string, unknown> = {}, gatewayId = 'nz-windcave', attribution?: unknown) =>
  purchaseGiftCard({ anonymousToken: randomUUID(), locale: nz, origin: sandbox.origin, idempotencyKey: randomUUID(), form: form(extra), gatewayId, acceptTerms: true, attribution });

async function approve(url: string) {
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams({ choice: 'approve', notify: 'never' }), redirect: 'manual' });
  expect(response.status).toBe(303);
}

const balanceOf = async (code: string) =>
  (await database.db.execute<{ balance: number }>(sql`
    select coalesce(sum(t.amount), 0)::int as balance from gift_card_transactions t join gift_cards c on c.id = t.gift_card_id
    where c.code = ${code.replace(/-/g, '')}`)).rows[0].balance;

async function bookingCart(offset: number) {
  const token = randomUUID();
  const activity = (await findParkActivity('queenstown', 'zipline'))!;
  const day = new Date(NOW.getTime() + (2 + offset) * 86_400_000).toISOString().slice(0, 10);
  const session = (await daySessions(activity, 'Pacific/Auckland', day, NOW))[0];
  const added = await addToCart({ anonymousToken: token, localeId: 'nz', parkId: 'queenstown', activitySlug: 'zipline', sessionId: session.id, tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }] });
  expect(added.kind).toBe('added');
  return token;
}

const order = (token: string, code: string, gatewayId = 'nz-arrival') =>
  createAndCompleteOrder({
    anonymousToken: token,
    locale: nz,
    origin: sandbox.origin,
    idempotencyKey: randomUUID(),
    customer: { firstName: 'C', lastName: 'D', email: 'c@example.com', mobilePhone: '021 555 0101' },
    code,
    gatewayId,
    acceptTerms: true,
  });

describe('gift vouchers', () => {
  it('are paid through a gateway, then issued once with their ledger credit and two emails', async () => {
    const placed = await buy();
    if (placed.kind !== 'placed' || placed.action?.kind !== 'redirect') throw new Error('expected a redirect');
    expect(await findGiftPurchase(placed.order.token, 'nz')).toEqual({ kind: 'problem', code: 'NOT_COMPLETE' });
    await approve(placed.action.url);
    expect((await confirmPayment(placed.order.token)).outcome).toBe('PAID');
    await confirmPayment(placed.order.token);
    const purchase = await findGiftPurchase(placed.order.token, 'nz');
    if (purchase.kind !== 'purchase') throw new Error(purchase.code);
    expect(purchase.code).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    expect(await balanceOf(purchase.code)).toBe(7500);
    const mails = await database.db.execute<{ kind: string }>(sql`select kind from outbox where dedupe_key like ${`gift-card-%:${placed.order.id}`} order by kind`);
    expect(mails.rows.map((r) => r.kind)).toEqual(['gift-card-receipt', 'gift-card-recipient']);
    expect((await database.db.execute(sql`select id from gift_cards where issued_by_order_id = ${placed.order.id}`)).rows).toHaveLength(1);
  });

  it('keep how their visitor arrived, checked as a booking’s is; a bad record places nothing', async () => {
    const arrival = { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'gifts', utmTerm: null, utmContent: null, hadGclid: false, hadFbclid: true, referrerHost: 'mail.example.com', landingPath: '/gift-vouchers', deviceClass: 'desktop' as const };
    const placed = await buy({}, 'nz-windcave', arrival);
    if (placed.kind !== 'placed') throw new Error('expected a placed purchase');
    const stored = await database.db.execute<{ attribution: unknown; kind: string }>(sql`select attribution, kind from orders where id = ${placed.order.id}`);
    expect(stored.rows[0]).toEqual({ attribution: arrival, kind: 'gift' });
    const { rows: before } = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from orders`);
    expect(await buy({}, 'nz-windcave', { ...arrival, fbclid: 'IwAR1' })).toEqual({ kind: 'problem', code: 'INVALID_DETAILS', fields: [] });
    const { rows: after } = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from orders`);
    expect(after[0].n).toBe(before[0].n);
  });

  it('refuses a 241-character message and an amount outside the locale’s bounds', async () => {
    const long = await buy({ message: 'x'.repeat(241) });
    expect(long.kind === 'problem' && long.fields?.map((f) => f.message.key)).toEqual(['gift.messageTooLong']);
    expect((await buy({ message: 'x'.repeat(240) })).kind).toBe('placed');
    const small = await buy({ amount: nz.giftMinAmount - 1 });
    expect(small.kind === 'problem' && small.fields?.map((f) => f.message.key)).toEqual(['gift.amountRange']);
  });

  it('never spends the same balance twice, whatever the concurrency', async () => {
    const [card] = (await database.db.execute<{ id: string }>(sql`
      insert into gift_cards (park_id, code, currency, value) values ('queenstown', 'RACE2345RACE2345', 'NZD', 2000) returning id`)).rows;
    await database.db.execute(sql`insert into gift_card_transactions (gift_card_id, amount, reason) values (${card.id}, 2000, 'purchase')`);
    const carts = await Promise.all(Array.from({ length: 6 }, (_, i) => bookingCart(i)));
    const results = await Promise.all(carts.map((token) => order(token, 'RACE-2345-RACE-2345')));
    const spent = results.filter((r) => r.kind === 'placed');
    expect(spent).toHaveLength(1);
    expect(spent[0].kind === 'placed' && spent[0].order.giftCardAmount).toBe(2000);
    expect(results.filter((r) => r.kind === 'problem').map((r) => r.kind === 'problem' && r.code)).toEqual(Array(5).fill('INVALID_CODE'));
    expect(await balanceOf('RACE2345RACE2345')).toBe(0);
  });

  it('gives the balance back when the payment is cancelled', async () => {
    const [card] = (await database.db.execute<{ id: string }>(sql`
      insert into gift_cards (park_id, code, currency, value) values ('queenstown', 'BACK2345BACK2345', 'NZD', 1000) returning id`)).rows;
    await database.db.execute(sql`insert into gift_card_transactions (gift_card_id, amount, reason) values (${card.id}, 1000, 'purchase')`);
    const placed = await order(await bookingCart(7), 'BACK2345BACK2345', 'nz-windcave');
    if (placed.kind !== 'placed' || placed.action?.kind !== 'redirect') throw new Error('expected a redirect');
    expect(await balanceOf('BACK2345BACK2345')).toBe(0);
    await fetch(placed.action.url, { method: 'POST', body: new URLSearchParams({ choice: 'cancel', notify: 'never' }), redirect: 'manual' });
    expect((await confirmPayment(placed.order.token)).outcome).toBe('CANCELLED');
    expect(await balanceOf('BACK2345BACK2345')).toBe(1000);
  });

  it('answers unknown codes with not found, and stops guessers', async () => {
    const who = { anonymousToken: randomUUID(), clientAddress: `10.0.0.${Math.floor(Math.random() * 200)}` };
    expect(await checkGiftCardBalance(nz, 'GIFTDEMO50NZ', who)).toMatchObject({ kind: 'balance', balance: 5000 });
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push((await checkGiftCardBalance(nz, `NOPE${i}`, who)).kind === 'problem' ? 'x' : 'ok');
    const last = await checkGiftCardBalance(nz, 'GIFTDEMO50NZ', who);
    expect(last).toMatchObject({ kind: 'problem', code: 'RATE_LIMITED' });
    expect(await checkGiftCardBalance(nz, 'NOPE', { ...who, anonymousToken: randomUUID() })).toEqual({ kind: 'problem', code: 'NOT_FOUND' });
  });

  it('counts every guess, however many arrive at once', async () => {
    const who = { anonymousToken: randomUUID(), clientAddress: '10.9.9.9' };
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => checkGiftCardBalance(nz, `GUESS${i}`, who)));
    const codes = answers.map((answer) => (answer.kind === 'problem' ? answer.code : answer.kind));
    expect(codes.filter((code) => code === 'NOT_FOUND')).toHaveLength(10);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(20);
    // Once limited, a real code gets the same refusal as an unknown one.
    expect(await checkGiftCardBalance(nz, 'GIFTDEMO50NZ', who)).toMatchObject({ kind: 'problem', code: 'RATE_LIMITED' });
  });
});
