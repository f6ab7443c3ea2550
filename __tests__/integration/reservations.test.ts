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
import { actionAnswer, problemOf, type ActionResult } from '../helpers/staff-order-action';
import { readyRiders } from '../helpers/riders';
import { createTestDatabase } from '../helpers/test-database';
import { createRequire } from 'node:module';
import type { ExecutionResult } from 'graphql';
import { seedDemoStaff } from '@/demo/staff';
import { scanTicket } from '@/lib/server/check-in';
import { staffExecutableSchema } from '@/lib/server/graphql/schema';
import { ticketQrText } from '@/lib/server/orders';
import { findStaffByEmail } from '@/lib/server/staff';
import { mailboxKey } from '@/lib/domain/reservation-budget';

/*
 * Pay on arrival is a reservation, not a sale (issue #21): stored unpaid, its places kept only once the
 * visitor confirms through the emailed link within 30 minutes, at most 2 unconfirmed per email and per
 * client address; and, confirmed or not, its places count against budgets until paid or released
 * ("reservation budgets" below). Against the real database; time is injected as in the reconciler's tests.
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
  await seedDemoStaff(database.db);
  invalidateCatalogue();
  invalidateLocales();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 11);
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


/*
 * Reservation budgets (lib/domain/reservation-budget.ts). Pay on arrival collects nothing, so the places it
 * keeps are the cheapest thing to take from a park: every place reserved and not yet paid counts against
 * the client address, the mailbox and the mail domain it was placed with (RESERVED_PLACES_PER_*: 40, 40
 * and 80 here, the defaults), and a session gives at most its park's share of its capacity to unpaid
 * reservations (25 % by default). On Lake Swing (eight 30-minute sessions a day of 16 places; a tandem
 * ticket takes 2), so as not to meet the zipline's sessions above; each test has days of its own.
 */
const SWING = 'lake-swing';
const SOLO = 'ro-giant-swing-solo';
const TANDEM = 'ro-giant-swing-tandem';
const catchAll = () => `catch-all-${randomUUID().slice(0, 8)}.test`;

async function swingSession(offset: number, index: number) {
  const activity = (await findParkActivity('rotorua', SWING))!;
  const sessions = await daySessions(activity, TZ, day(offset), NOW);
  expect(sessions.length).toBeGreaterThan(index);
  return sessions[index];
}

/**
 * A new anonymous token's cart of swing tickets on sessions of a day (`index`: one session, or several),
 * held without a client address: the carts' own per-address limit is cart-limits.test.ts's.
 */
async function swingCart(offset: number, index: number | number[], quantity: number, variationId = SOLO) {
  const token = randomUUID();
  const sessions = [];
  for (const at of Array.isArray(index) ? index : [index]) {
    const session = await swingSession(offset, at);
    const added = await addToCart(
      { anonymousToken: token, localeId: 'rotorua', parkId: 'rotorua', activitySlug: SWING, sessionId: session.id, tickets: [{ variationId, quantity }] },
      NOW,
    );
    expect(added.kind).toBe('added');
    sessions.push(session);
  }
  return { token, session: sessions[0], sessions };
}

/** Runs `run` with Rotorua's reservation settings changed (as staff set them on /settings), then puts them back. */
async function withPark<T>(settings: { share?: number; confirm?: boolean }, run: (locale: LocaleRecord) => Promise<T>): Promise<T> {
  await database.db.execute(sql`update parks set reservation_share_percent = ${settings.share ?? 25}, reservation_confirmation = ${settings.confirm ?? true} where id = 'rotorua'`);
  invalidateLocales();
  try {
    return await run((await findLocaleById('rotorua'))!);
  } finally {
    await database.db.execute(sql`update parks set reservation_share_percent = 25, reservation_confirmation = true where id = 'rotorua'`);
    invalidateLocales();
    // Read again now: a placing's transaction reads the locales' copy for its mail, and with the copy
    // dropped, five concurrent placings on the tests' pool of five would wait for a sixth connection.
    await findLocaleById('rotorua');
  }
}

/** Places a reservation and, when placed, confirms it through its emailed link as the visitor would: the outcome's code. */
async function reserveAndConfirm(token: string, extra: Parameters<typeof reserve>[1]): Promise<string> {
  const result = await reserve(token, extra);
  if (result.kind !== 'placed') return result.code;
  if (result.order.status === 'awaiting_confirmation') expect((await confirmReservation(await linkKey(result.order.id), minutes(1))).status).toBe('CONFIRMED');
  return 'placed';
}

/** What a refusal must leave as it was: orders, mail, the session's sold places; and the visitor's cart. */
async function unchangedBy(token: string, sessionId: string, refuse: () => Promise<unknown>) {
  const before = [await count('orders'), await count('outbox'), await soldAt(sessionId)];
  const items = (await getCart(token, 'rotorua', TZ, NOW)).items.length;
  await refuse();
  expect([await count('orders'), await count('outbox'), await soldAt(sessionId)]).toEqual(before);
  expect((await getCart(token, 'rotorua', TZ, NOW)).items).toHaveLength(items);
}

// The back office's API as a signed-in owner calls it (as order-desk.test.ts does).
const { execute, parse } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
async function asOwner<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const owner = (await findStaffByEmail('owner@summit-rush.test'))!;
  const result = (await execute({ schema: staffExecutableSchema(), document: parse(query), variableValues: variables, contextValue: { staff: owner, clientAddress: null } })) as ExecutionResult<T>;
  if (result.errors?.length) throw new Error(result.errors[0].message);
  return result.data!;
}
const PAY_AT_DESK = `mutation ($bookingId: String!, $key: String!) { takePaymentAtDesk(bookingId: $bookingId, method: cash, idempotencyKey: $key) { ${actionAnswer('status')} } }`;
const CANCEL = `mutation ($bookingId: String!, $codes: [String!]!, $key: String!) {
  cancelTickets(bookingId: $bookingId, ticketCodes: $codes, refundTo: original, reason: "Not coming", idempotencyKey: $key) { ${actionAnswer('status')} }
}`;
const MOVE = `mutation ($bookingId: String!, $codes: [String!]!, $sessionId: ID!, $key: String!) {
  moveTickets(bookingId: $bookingId, ticketCodes: $codes, sessionId: $sessionId, idempotencyKey: $key) { ${actionAnswer('status')} }
}`;
type Problem<K extends string> = ActionResult<K, { status: string }>;
const codesOf = async (orderId: string) =>
  (await database.db.execute<{ code: string }>(sql`select t.code from tickets t join order_items i on i.id = t.order_item_id where i.order_id = ${orderId} order by t.code`)).rows.map(
    (row) => row.code,
  );

describe('reservation budgets', () => {
  it('stop the attack: six rounds from one address, each a new token, 16 places and a new address at one catch-all domain, confirmed, leave every session mostly free', async () => {
    const attacker = '198.51.100.44';
    const domain = catchAll();
    const outcomes: string[] = [];
    const sessions: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      const { token, session } = await swingCart(0, round, 16);
      sessions.push(session.id);
      outcomes.push(await reserveAndConfirm(token, { email: `round${round}@${domain}`, clientAddress: attacker }));
    }
    // Before, every round was placed and confirmed: six sessions sold out with nothing paid. Now no session
    // gives unpaid reservations more than a quarter of its 16 places, so none of these is placed at all.
    expect(outcomes).toEqual(Array(6).fill('RESERVATION_SHARE_FULL'));
    expect(await Promise.all(sessions.map(soldAt))).toEqual(Array(6).fill(0));
  });

  it('stop it too where a park lets reservations keep whole sessions: 40 places per client address, then 80 per catch-all domain whatever the addresses', async () => {
    await withPark({ share: 100 }, async (locale) => {
      const domain = catchAll();
      const attacker = '198.51.100.45';
      const rounds: string[] = [];
      for (let round = 0; round < 3; round += 1) {
        rounds.push(await reserveAndConfirm((await swingCart(2, round, 16)).token, { locale, email: `a${round}@${domain}`, clientAddress: attacker }));
      }
      // Confirmed places still count: 16 + 16 kept, 16 more would pass the address's 40.
      expect(rounds).toEqual(['placed', 'placed', 'RESERVED_PLACES_PER_ADDRESS']);
      const refused = await swingCart(2, 7, 9);
      await unchangedBy(refused.token, refused.session.id, async () =>
        expect(await reserve(refused.token, { locale, email: `again@${domain}`, clientAddress: attacker })).toEqual({ kind: 'problem', code: 'RESERVED_PLACES_PER_ADDRESS' }),
      );
      // New client addresses (a botnet, an IPv6 block), new mailboxes: the catch-all domain stops at 80.
      for (let round = 3; round < 7; round += 1) {
        rounds.push(await reserveAndConfirm((await swingCart(2, round, 16)).token, { locale, email: `b${round}@mail.${domain}`, clientAddress: `203.0.113.${100 + round}` }));
      }
      expect(rounds.slice(3)).toEqual(['placed', 'placed', 'placed', 'RESERVED_PLACES_PER_DOMAIN']);
      // Another visitor, from another domain, is not affected.
      expect(await reserveAndConfirm(refused.token, { locale, email: `someone@${catchAll()}`, clientAddress: '203.0.113.99' })).toBe('placed');
    });
  });

  it('give a public mailbox provider’s domain no budget of its own, but count each mailbox however it is spelt', async () => {
    await withPark({ share: 100 }, async (locale) => {
      // Six visitors with their own gmail.com mailboxes, 96 places together: no domain budget stops them.
      const outcomes = [];
      for (let round = 0; round < 6; round += 1) {
        outcomes.push(await reserveAndConfirm((await swingCart(3, round, 16)).token, { locale, email: `visitor${round}.${randomUUID().slice(0, 6)}@gmail.com`, clientAddress: `192.0.2.${round + 1}` }));
      }
      expect(outcomes).toEqual(Array(6).fill('placed'));
      // One mailbox: dots, a +tag, another case and googlemail.com are the same Gmail inbox.
      const name = `mere${randomUUID().slice(0, 6)}`;
      const spellings = [`${name.slice(0, 2)}.${name.slice(2)}+swing@gmail.com`, ` ${name.toUpperCase()}@GoogleMail.com `, `${name}+third@gmail.com`];
      const results = [];
      for (const [index, spelling] of spellings.entries()) {
        results.push(await reserveAndConfirm((await swingCart(4, index, 16)).token, { locale, email: spelling, clientAddress: `192.0.2.${50 + index}` }));
      }
      expect(results).toEqual(['placed', 'placed', 'RESERVED_PLACES_PER_EMAIL']);
    });
  });

  it('keep each session’s unpaid reservations within the park’s share (25 %), counting places, not orders; a refusal changes nothing and keeps the cart', async () => {
    // 16 places: at most 4 kept by reservations not yet paid, confirmed or not.
    const first = await swingCart(1, 0, 3);
    expect(await reserveAndConfirm(first.token, { email: email(), clientAddress: '192.0.2.101' })).toBe('placed');
    const over = await swingCart(1, 0, 2);
    await unchangedBy(over.token, first.session.id, async () =>
      expect(await reserve(over.token, { email: email(), clientAddress: '192.0.2.102' })).toEqual({ kind: 'problem', code: 'RESERVATION_SHARE_FULL' }),
    );
    expect((await placed((await swingCart(1, 0, 1)).token, { email: email() })).outcome).toBe('AWAITING_CONFIRMATION');
    expect(await soldAt(first.session.id)).toBe(4);
    // The rest of the session is for visitors who pay: a paid order (here a free pass) still gets places.
    expect((await placed(over.token, { email: email(), code: 'FREEPASS' })).outcome).toBe('NOTHING_TO_PAY');
    expect(await soldAt(first.session.id)).toBe(6);

    // A tandem ticket takes two places of the share.
    const tandem = await swingCart(1, 1, 2, TANDEM);
    expect(await reserveAndConfirm(tandem.token, { email: email() })).toBe('placed');
    expect(await reserve((await swingCart(1, 1, 1)).token, { email: email() })).toMatchObject({ kind: 'problem', code: 'RESERVATION_SHARE_FULL' });

    // A cart over two sessions, one of them over its share: nothing is placed, in either.
    await placed((await swingCart(1, 3, 4)).token, { email: email() });
    const both = await swingCart(1, [2, 3], 2);
    await unchangedBy(both.token, both.sessions[0].id, async () => expect(await reserve(both.token, { email: email() })).toMatchObject({ code: 'RESERVATION_SHARE_FULL' }));
    expect(await soldAt(both.sessions[0].id)).toBe(0);

    // The park's share as staff set it: at 50 %, 8 of 16.
    await withPark({ share: 50 }, async (locale) => {
      expect(await reserveAndConfirm((await swingCart(1, 4, 8)).token, { locale, email: email() })).toBe('placed');
      expect(await reserve((await swingCart(1, 4, 1)).token, { locale, email: email() })).toMatchObject({ code: 'RESERVATION_SHARE_FULL' });
    });
  });

  it('hold the share under concurrent placings: of five at once wanting 2 places each of one session, exactly two are placed', async () => {
    const carts = await Promise.all(Array.from({ length: 5 }, () => swingCart(6, 0, 2)));
    const results = await Promise.all(carts.map(({ token }, index) => reserve(token, { email: email(), clientAddress: `192.0.2.${150 + index}` })));
    expect(results.filter((result) => result.kind === 'placed')).toHaveLength(2);
    expect(results.filter((result) => result.kind === 'problem' && result.code === 'RESERVATION_SHARE_FULL')).toHaveLength(3);
    expect(await soldAt(carts[0].session.id)).toBe(4);
  });

  it('hold the budgets under concurrent placings, and without the emailed confirmation too: one address gets 40 places, one domain 80', async () => {
    await withPark({ share: 100, confirm: false }, async (locale) => {
      const address = '198.51.100.60';
      const byAddress = await Promise.all([3, 4, 5, 6, 7].map((index) => swingCart(4, index, 10)));
      const fromOne = await Promise.all(byAddress.map(({ token }) => reserve(token, { locale, email: `x${randomUUID().slice(0, 6)}@${catchAll()}`, clientAddress: address })));
      expect(fromOne.filter((result) => result.kind === 'placed')).toHaveLength(4);
      expect(fromOne.filter((result) => result.kind === 'problem' && result.code === 'RESERVED_PLACES_PER_ADDRESS')).toHaveLength(1);
      expect(fromOne.find((result) => result.kind === 'placed')).toMatchObject({ outcome: 'RESERVED' });

      const domain = catchAll();
      const byDomain = await Promise.all([0, 1, 2, 3, 4, 5].map((index) => swingCart(7, index, 16)));
      const fromMany = await Promise.all(byDomain.map(({ token }, index) => reserve(token, { locale, email: `y${index}@${domain}`, clientAddress: `198.51.100.${70 + index}` })));
      expect(fromMany.filter((result) => result.kind === 'placed')).toHaveLength(5);
      expect(fromMany.filter((result) => result.kind === 'problem' && result.code === 'RESERVED_PLACES_PER_DOMAIN')).toHaveLength(1);
    });
  });

  it('are given back when a reservation is paid at the desk (and checked in), cancelled, or expired', async () => {
    await withPark({ share: 100 }, async (locale) => {
      const visitor = { locale, email: `kiri.${randomUUID().slice(0, 6)}@${catchAll()}`, clientAddress: '198.51.100.80' };
      const booked = async (index: number) => {
        const result = await placed((await swingCart(5, index, 16)).token, visitor);
        return result.order;
      };
      const first = await booked(0);
      expect((await confirmReservation(await linkKey(first.id), minutes(1))).status).toBe('CONFIRMED');
      const second = await booked(1);
      expect((await confirmReservation(await linkKey(second.id), minutes(1))).status).toBe('CONFIRMED');
      const waiting = await swingCart(5, 2, 16);
      expect(await reserve(waiting.token, visitor)).toMatchObject({ code: 'RESERVED_PLACES_PER_EMAIL' });

      // Paid at the desk: its places are no longer kept unpaid.
      expect((await asOwner<Problem<'takePaymentAtDesk'>>(PAY_AT_DESK, { bookingId: first.bookingId, key: randomUUID() })).takePaymentAtDesk).toMatchObject({ __typename: 'StaffOrderActionDone', order: { status: 'paid' } });
      const third = (await placed(waiting.token, visitor)).order;
      // Its people then come in on the day, and it stays out of the count.
      const session = await swingSession(5, 0);
      const owner = (await findStaffByEmail('owner@summit-rush.test'))!;
      await readyRiders(database.db, first.id);
      for (const code of await codesOf(first.id)) {
        expect(await scanTicket(owner, { text: ticketQrText(code), parkId: 'rotorua' }, { now: new Date(session.startsAt) })).toMatchObject({ verdict: 'valid' });
      }
      const next = await swingCart(5, 3, 16);
      expect(await reserve(next.token, visitor)).toMatchObject({ code: 'RESERVED_PLACES_PER_EMAIL' });

      // Cancelled at the desk, all its tickets: given back.
      expect((await asOwner<Problem<'cancelTickets'>>(CANCEL, { bookingId: second.bookingId, codes: await codesOf(second.id), key: randomUUID() })).cancelTickets).toMatchObject({
        __typename: 'StaffOrderActionDone',
        order: { status: 'cancelled' },
      });
      const fourth = (await placed(next.token, visitor)).order;
      expect((await confirmReservation(await linkKey(fourth.id), minutes(1))).status).toBe('CONFIRMED');
      expect(await reserve((await swingCart(5, 4, 16)).token, visitor)).toMatchObject({ code: 'RESERVED_PLACES_PER_EMAIL' });

      // Not confirmed in time (the third never was): expired by the reconciler, given back.
      await reconcileStalePayments(minutes(31));
      expect(await statusOf(third.id)).toEqual({ status: 'expired', places_sold: false });
      expect(await reserveAndConfirm((await swingCart(5, 5, 16)).token, visitor)).toBe('placed');
    });
  });

  it('count a waiting list’s live offer with the reservations: one budget for places kept without paying', async () => {
    await withPark({ share: 100 }, async (locale) => {
      const email = `mere.${randomUUID().slice(0, 6)}@${catchAll()}`;
      const visitor = { locale, email, clientAddress: '198.51.100.81' };
      expect(await reserveAndConfirm((await swingCart(8, 0, 16)).token, visitor)).toBe('placed');
      // 10 places offered to the same mailbox from another session's waiting list, held for half an hour.
      const offered = await swingSession(8, 5);
      const [hold] = (
        await database.db.execute<{ id: string }>(sql`
          insert into holds (session_id, places, expires_at, client_address) values (${offered.id}, 10, ${minutes(30).toISOString()}, ${'198.51.100.99'}) returning id`)
      ).rows;
      await database.db.execute(sql`
        insert into waiting_list_entries (session_id, locale_id, email, places, status, client_address, mailbox, offered_at, offer_expires_at, hold_id)
        values (${offered.id}, 'rotorua', ${email}, 10, 'offered', ${'198.51.100.99'}, ${mailboxKey(email)}, ${NOW.toISOString()}, ${minutes(30).toISOString()}, ${hold.id})`);
      // 16 reserved + 10 offered + 16 more would pass the mailbox's 40.
      const more = await swingCart(8, 1, 16);
      await unchangedBy(more.token, more.session.id, async () => expect(await reserve(more.token, visitor)).toMatchObject({ code: 'RESERVED_PLACES_PER_EMAIL' }));
      // The offer's hold runs out: the budget has room again.
      await database.db.execute(sql`update holds set expires_at = ${NOW.toISOString()} where id = ${hold.id}`);
      expect(await reserveAndConfirm(more.token, visitor)).toBe('placed');
    });
  });

  it('keep a move within the share: a reservation is not moved into a session whose share for unpaid reservations is taken', async () => {
    const full = await swingCart(6, 1, 4);
    expect(await reserveAndConfirm(full.token, { email: email() })).toBe('placed');
    const other = await placed((await swingCart(6, 2, 2)).token, { email: email() });
    expect((await confirmReservation(await linkKey(other.order.id), minutes(1))).status).toBe('CONFIRMED');
    const codes = await codesOf(other.order.id);
    const target = await swingSession(6, 1);
    const before = [await soldAt(target.id), await soldAt((await swingSession(6, 2)).id)];
    expect(problemOf((await asOwner<Problem<'moveTickets'>>(MOVE, { bookingId: other.order.bookingId, codes, sessionId: target.id, key: randomUUID() })).moveTickets)).toBe('SESSION_FULL');
    expect([await soldAt(target.id), await soldAt((await swingSession(6, 2)).id)]).toEqual(before);
    // Into a session with room in its share it moves.
    const free = await swingSession(6, 3);
    expect(problemOf((await asOwner<Problem<'moveTickets'>>(MOVE, { bookingId: other.order.bookingId, codes, sessionId: free.id, key: randomUUID() })).moveTickets)).toBeNull();
    expect(await soldAt(free.id)).toBe(2);
  });
});
