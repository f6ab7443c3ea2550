import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { addToCart } from '@/lib/server/carts/cart-service';
import { createAndCompleteOrder } from '@/lib/server/checkout/order-service';
import { readDaySheet, readSessionManifest } from '@/lib/server/day-sheet';
import { GetOrderDocument, type GetOrderQuery } from '@/graphql/generated/operations';
import { executableSchema, staffExecutableSchema } from '@/lib/server/graphql/schema';
import { findLocaleById, invalidateLocales } from '@/lib/server/locales/locale-service';
import { searchOrders } from '@/lib/server/orders';
import { transitionOrder } from '@/lib/server/orders/order-transitions';
import { confirmPayment } from '@/lib/server/payments/payment-service';
import { closeDb } from '@/lib/server/platform/db/client';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { findStaffByEmail, type StaffMember } from '@/lib/server/staff';
import { startSandboxServer } from '../helpers/sandbox-server';
import { actionAnswer, problemOf, type ActionResult } from '../helpers/staff-order-action';
import { createTestDatabase } from '../helpers/test-database';

/*
 * What the order desk's cancellations and moves (issue #22) change elsewhere, on a real PostgreSQL with
 * orders paid through the payment sandbox: the day sheet's counts and manifests, which count each ticket
 * at the session it admits to now; the promo code's use; and the visitor's booking page (the one the
 * update mail links to), which shows the tickets where they stand and says when the booking was cancelled.
 */
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let manager: StaffMember;
const NOW = new Date();
const TZ = 'Pacific/Auckland';

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
  await seedIfEmpty(database.db, sandbox.sandboxUrl);
  await seedDemoStaff(database.db);
  invalidateCatalogue();
  invalidateLocales();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 12);
  manager = (await findStaffByEmail('manager@summit-rush.test'))!;
});
afterAll(async () => {
  await closeDb();
  await database.drop();
  await sandbox.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute<T & Record<string, unknown>>(query)).rows;

// The schema is built by @graphql-tools with graphql's CommonJS build; executing it needs the same copy.
const { execute, parse, print } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

async function asStaff<T = Record<string, unknown>>(member: StaffMember, query: string, variables: Record<string, unknown> = {}): Promise<ExecutionResult<T>> {
  return (await execute({ schema: staffExecutableSchema(), document: parse(query), variableValues: variables, contextValue: { staff: member, clientAddress: null } })) as ExecutionResult<T>;
}

/** The local day `offset` days from now (midweek or not: a move between a day's sessions costs nothing more). */
const day = (offset: number) => new Date(NOW.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

interface Placed {
  orderId: string;
  bookingId: string;
  token: string;
  sessionId: string;
}

/**
 * A visitor books Queenstown's luge on a day's first session and pays on Windcave's hosted page (the
 * sandbox), with a promo code if given.
 */
async function paidOrder(date: string, tickets: { variationId: string; quantity: number }[], code: string | null = null): Promise<Placed> {
  const locale = (await findLocaleById('nz'))!;
  const visitor = randomUUID();
  const activity = (await findParkActivity('queenstown', 'luge'))!;
  const [session] = await daySessions(activity, locale.timeZone, date, NOW);
  expect((await addToCart({ anonymousToken: visitor, localeId: 'nz', parkId: 'queenstown', activitySlug: 'luge', sessionId: session.id, tickets })).kind).toBe('added');
  const placed = await createAndCompleteOrder({
    anonymousToken: visitor,
    locale,
    origin: sandbox.origin,
    idempotencyKey: randomUUID(),
    customer: { firstName: 'Aroha', lastName: 'Ngata', mobilePhone: '021 555 0199', email: `visitor-${randomUUID().slice(0, 8)}@example.com` },
    code,
    gatewayId: 'nz-windcave',
    acceptTerms: true,
  });
  if (placed.kind !== 'placed') throw new Error(`expected an order, got ${placed.code}`);
  if (placed.action?.kind !== 'redirect') throw new Error('expected Windcave’s hosted page');
  const response = await fetch(placed.action.url, { method: 'POST', body: new URLSearchParams({ choice: 'approve', notify: 'never' }), redirect: 'manual' });
  expect(response.status).toBe(303);
  expect((await confirmPayment(placed.order.token)).outcome).toBe('PAID');
  return { orderId: placed.order.id, bookingId: placed.order.bookingId, token: placed.order.token, sessionId: session.id };
}

const CANCEL = `mutation ($bookingId: String!, $codes: [String!]!, $key: String!) {
  cancelTickets(bookingId: $bookingId, ticketCodes: $codes, refundTo: original, reason: "Changed plans", idempotencyKey: $key) { ${actionAnswer('status')} }
}`;
const MOVE = `mutation ($bookingId: String!, $codes: [String!]!, $sessionId: ID!, $key: String!) {
  moveTickets(bookingId: $bookingId, ticketCodes: $codes, sessionId: $sessionId, idempotencyKey: $key) { ${actionAnswer('status')} }
}`;

type Action<K extends string> = ActionResult<K, { status: string }>;

async function cancel(placed: Placed, codes: string[]): Promise<string> {
  const result = await asStaff<Action<'cancelTickets'>>(manager, CANCEL, { bookingId: placed.bookingId, codes, key: randomUUID() });
  expect(result.errors).toBeUndefined();
  expect(problemOf(result.data?.cancelTickets)).toBeNull();
  return result.data!.cancelTickets.order.status;
}

async function move(placed: Placed, codes: string[], sessionId: string): Promise<void> {
  const result = await asStaff<Action<'moveTickets'>>(manager, MOVE, { bookingId: placed.bookingId, codes, sessionId, key: randomUUID() });
  expect(result.errors).toBeUndefined();
  expect(problemOf(result.data?.moveTickets)).toBeNull();
}

/** An order's tickets by ticket type, in code order. */
async function ticketsOf(orderId: string): Promise<Record<string, string[]>> {
  const found = await rows<{ code: string; variation_id: string }>(
    sql`select t.code, t.variation_id from tickets t join order_items i on i.id = t.order_item_id where i.order_id = ${orderId} order by t.code`,
  );
  const byType: Record<string, string[]> = {};
  for (const ticket of found) (byType[ticket.variation_id] ??= []).push(ticket.code);
  return byType;
}

const FIVE_RIDES = 'nz-luge-five-rides';
// Admits 4 people: one ticket, four places.
const FAMILY = 'nz-luge-family';

describe('the day sheet after the desk cancels and moves tickets', () => {
  it('counts and lists each standing ticket at the session it admits to now, its people as places, and leaves free what a visitor can book', async () => {
    const date = day(4);
    const activity = (await findParkActivity('queenstown', 'luge'))!;
    const [first, second] = await daySessions(activity, TZ, date, NOW);
    // Three tickets, six people: two of 5 rides and a family pass of four.
    const placed = await paidOrder(date, [
      { variationId: FIVE_RIDES, quantity: 2 },
      { variationId: FAMILY, quantity: 1 },
    ]);
    expect(placed.sessionId).toBe(first.id);
    const tickets = await ticketsOf(placed.orderId);
    expect(await cancel(placed, [tickets[FIVE_RIDES][0]])).toBe('partially_cancelled');
    await move(placed, tickets[FAMILY], second.id);

    const sheet = await readDaySheet(manager, 'queenstown', date);
    if (!sheet.ok) throw new Error(sheet.code);
    const [now1, now2] = await daySessions(activity, TZ, date, NOW);
    const counts = (id: string) => {
      const { sold, reserved, held, free, capacity } = sheet.sheet.sessions.find((session) => session.id === id)!;
      return { sold, reserved, held, free, capacity };
    };
    // One rider of 5 rides left at the first session; the family's four at the second.
    expect(counts(first.id)).toEqual({ sold: 1, reserved: 0, held: 0, free: first.capacity - 1, capacity: first.capacity });
    expect(counts(second.id)).toEqual({ sold: 4, reserved: 0, held: 0, free: second.capacity - 4, capacity: second.capacity });
    // Free on the sheet is what a visitor can still book.
    expect(counts(first.id).free).toBe(now1.remaining);
    expect(counts(second.id).free).toBe(now2.remaining);

    const manifest = async (sessionId: string) => {
      const read = await readSessionManifest(manager, sessionId);
      if (!read.ok) throw new Error(read.code);
      return read.manifest.bookings.map((booking) => ({ bookingId: booking.bookingId, tickets: booking.tickets, people: booking.people, payment: booking.payment }));
    };
    expect(await manifest(first.id)).toEqual([{ bookingId: placed.bookingId, tickets: [{ name: '5 rides', quantity: 1 }], people: 1, payment: 'PAID' }]);
    expect(await manifest(second.id)).toEqual([
      { bookingId: placed.bookingId, tickets: [{ name: 'Family 5 rides (2 adults + 2 children)', quantity: 1 }], people: 4, payment: 'PAID' },
    ]);

    // The desk's search by the day finds the order by its moved tickets alone once its line's are cancelled.
    const foundOnTheDay = async () =>
      (await searchOrders(database.db, { parkIds: ['queenstown'], date, limit: 50 })).items.some((item) => item.bookingId === placed.bookingId);
    expect(await foundOnTheDay()).toBe(true);
    expect(await cancel(placed, [tickets[FIVE_RIDES][1]])).toBe('partially_cancelled');
    expect(await foundOnTheDay()).toBe(true);

    // The last rider cancelled too: the order is refunded, and neither session counts or lists it, nor the search by the day.
    expect(await cancel(placed, tickets[FAMILY])).toBe('refunded');
    expect(await foundOnTheDay()).toBe(false);
    const after = await readDaySheet(manager, 'queenstown', date);
    if (!after.ok) throw new Error(after.code);
    for (const session of [first, second]) {
      expect(after.sheet.sessions.find((s) => s.id === session.id)).toMatchObject({ sold: 0, reserved: 0, held: 0, free: session.capacity });
      expect(await manifest(session.id)).toEqual([]);
    }
  });
});

describe('a promo code’s use when the desk cancels an order', () => {
  const usesOf = async (code: string) => (await rows<{ uses: number }>(sql`select uses from promo_codes where park_id = 'queenstown' and code = ${code}`))[0].uses;

  it('is given back when the whole order is cancelled, once, and kept while some of its tickets stand', async () => {
    // A code two orders may use.
    await database.db.execute(sql`insert into promo_codes (park_id, code, kind, value, max_uses) values ('queenstown', 'TWICE', 'percent', 10, 2)`);
    const date = day(5);
    const first = await paidOrder(date, [{ variationId: FIVE_RIDES, quantity: 2 }], 'TWICE');
    const second = await paidOrder(date, [{ variationId: FIVE_RIDES, quantity: 1 }], 'TWICE');
    expect(await usesOf('TWICE')).toBe(2);
    await expect(paidOrder(date, [{ variationId: FIVE_RIDES, quantity: 1 }], 'TWICE')).rejects.toThrow('INVALID_CODE');

    // Some tickets cancelled: the order still stands on its discount, and keeps its use.
    const [kept, last] = (await ticketsOf(first.orderId))[FIVE_RIDES];
    expect(await cancel(first, [kept])).toBe('partially_cancelled');
    expect(await usesOf('TWICE')).toBe(2);

    // The whole of the other order cancelled (refunded): its use goes back, and the code can be used again.
    expect(await cancel(second, (await ticketsOf(second.orderId))[FIVE_RIDES])).toBe('refunded');
    expect(await usesOf('TWICE')).toBe(1);
    // The first order's last ticket: refunded in two steps, its use given back once.
    expect(await cancel(first, [last])).toBe('refunded');
    expect(await usesOf('TWICE')).toBe(0);
    await paidOrder(date, [{ variationId: FIVE_RIDES, quantity: 1 }], 'TWICE');
    expect(await usesOf('TWICE')).toBe(1);
  });

  it('is given back when the desk cancels a whole reservation', async () => {
    // Queenstown keeps pay-on-arrival reservations without an emailed confirmation, for this test.
    await database.db.execute(sql`update parks set reservation_confirmation = false where id = 'queenstown'`);
    invalidateLocales();
    try {
      const locale = (await findLocaleById('nz'))!;
      const visitor = randomUUID();
      const activity = (await findParkActivity('queenstown', 'luge'))!;
      const [session] = await daySessions(activity, TZ, day(5), NOW);
      await addToCart({ anonymousToken: visitor, localeId: 'nz', parkId: 'queenstown', activitySlug: 'luge', sessionId: session.id, tickets: [{ variationId: FIVE_RIDES, quantity: 2 }] });
      const before = await usesOf('SUMMER10');
      const placed = await createAndCompleteOrder({
        anonymousToken: visitor,
        locale,
        origin: sandbox.origin,
        idempotencyKey: randomUUID(),
        customer: { firstName: 'Kiri', lastName: 'Walker', mobilePhone: '021 555 0199', email: 'kiri@example.com' },
        code: 'SUMMER10',
        gatewayId: 'nz-arrival',
        acceptTerms: true,
      });
      if (placed.kind !== 'placed') throw new Error(placed.code);
      expect(await usesOf('SUMMER10')).toBe(before + 1);
      const reservation = { orderId: placed.order.id, bookingId: placed.order.bookingId, token: placed.order.token, sessionId: session.id };
      expect(await cancel(reservation, (await ticketsOf(reservation.orderId))[FIVE_RIDES])).toBe('cancelled');
      expect(await usesOf('SUMMER10')).toBe(before);

      // Money arriving late for it (cancelled → paid, as the reconciler applies a provider's "paid") sells
      // nothing again: its tickets stay cancelled, so the order is flagged for the money to go back.
      const sold = async () => (await database.db.execute<{ sold: number }>(sql`select sold from sessions where id = ${session.id}`)).rows[0].sold;
      const soldBefore = await sold();
      const late = await database.db.transaction((tx) => transitionOrder(tx, reservation.orderId, 'paid', NOW));
      expect(late).toEqual({ changed: true, status: 'refund_due' });
      expect(await sold()).toBe(soldBefore);
      expect(await usesOf('SUMMER10')).toBe(before);
    } finally {
      await database.db.execute(sql`update parks set reservation_confirmation = true where id = 'queenstown'`);
      invalidateLocales();
    }
  });
});

describe('the visitor’s booking page after the desk changed the booking', () => {
  type Lookup = GetOrderQuery['getOrder'];
  type Booking = Extract<Lookup, { __typename: 'Order' }>;

  /** The booking page's own query (getOrder, with the page's fragment), as the visitor's browser asks it on the locale's site. */
  async function bookingPage(placed: Placed): Promise<Lookup> {
    const locale = (await findLocaleById('nz'))!;
    const result = (await execute({
      schema: executableSchema(),
      document: parse(print(GetOrderDocument)),
      variableValues: { token: placed.token },
      contextValue: { locale, anonymousToken: null, origin: 'http://nz.localhost:3000', clientAddress: null },
    })) as ExecutionResult<GetOrderQuery>;
    expect(result.errors).toBeUndefined();
    return result.data!.getOrder;
  }
  const booking = (lookup: Lookup): Booking => {
    if (lookup.__typename !== 'Order') throw new Error(`expected the booking, got ${lookup.code}`);
    return lookup;
  };
  const parts = (lookup: Lookup) =>
    booking(lookup).lineParts.map((part) => ({
      startsAt: part.session.startsAt,
      tickets: part.tickets.map((ticket) => `${ticket.quantity} × ${ticket.variation.title}`),
      total: part.total?.amount ?? null,
      cancelled: part.cancelled,
    }));

  it('shows each ticket at the session it admits to now, and the cancelled ones as cancelled', async () => {
    const date = day(6);
    const activity = (await findParkActivity('queenstown', 'luge'))!;
    const [first, second] = await daySessions(activity, TZ, date, NOW);
    const placed = await paidOrder(date, [
      { variationId: FIVE_RIDES, quantity: 2 },
      { variationId: FAMILY, quantity: 1 },
    ]);
    const bought = booking(await bookingPage(placed));
    // Untouched: the line as bought, with its total.
    expect(parts(bought)).toEqual([{ startsAt: first.startsAt.toISOString(), tickets: ['2 × 5 rides', '1 × Family 5 rides (2 adults + 2 children)'], total: bought.lines[0].total.amount, cancelled: false }]);

    const tickets = await ticketsOf(placed.orderId);
    expect(await cancel(placed, [tickets[FIVE_RIDES][0]])).toBe('partially_cancelled');
    await move(placed, tickets[FAMILY], second.id);
    const changed = await bookingPage(placed);
    expect(parts(changed)).toEqual([
      { startsAt: first.startsAt.toISOString(), tickets: ['1 × 5 rides'], total: null, cancelled: false },
      { startsAt: second.startsAt.toISOString(), tickets: ['1 × Family 5 rides (2 adults + 2 children)'], total: null, cancelled: false },
      { startsAt: first.startsAt.toISOString(), tickets: ['1 × 5 rides'], total: null, cancelled: true },
    ]);
    // What was bought is still what the purchase reports.
    expect(booking(changed).lines).toEqual(bought.lines);
    expect(booking(changed).status).toBe('partially_cancelled');
  });

  it('shows a booking the desk refunded in full as cancelled and refunded, not as an order never completed', async () => {
    const placed = await paidOrder(day(6), [{ variationId: FIVE_RIDES, quantity: 2 }]);
    expect(await cancel(placed, (await ticketsOf(placed.orderId))[FIVE_RIDES])).toBe('refunded');
    const refunded = booking(await bookingPage(placed));
    expect(refunded.status).toBe('refunded');
    expect(refunded.lineParts.map((part) => part.cancelled)).toEqual([true]);
    expect(refunded.dueOnArrival).toBeNull();
  });

  it('still says an order whose payment the visitor backed out of is not complete', async () => {
    const locale = (await findLocaleById('nz'))!;
    const visitor = randomUUID();
    const activity = (await findParkActivity('queenstown', 'luge'))!;
    const [session] = await daySessions(activity, TZ, day(6), NOW);
    await addToCart({ anonymousToken: visitor, localeId: 'nz', parkId: 'queenstown', activitySlug: 'luge', sessionId: session.id, tickets: [{ variationId: FIVE_RIDES, quantity: 1 }] });
    const placed = await createAndCompleteOrder({
      anonymousToken: visitor,
      locale,
      origin: sandbox.origin,
      idempotencyKey: randomUUID(),
      customer: { firstName: 'Aroha', lastName: 'Ngata', mobilePhone: '021 555 0199', email: 'backed-out@example.com' },
      code: null,
      gatewayId: 'nz-windcave',
      acceptTerms: true,
    });
    if (placed.kind !== 'placed') throw new Error(placed.code);
    const { cancelPayment } = await import('@/lib/server/payments/payment-service');
    expect((await cancelPayment(placed.order.token)).outcome).toBe('CANCELLED');
    expect(await bookingPage({ orderId: placed.order.id, bookingId: placed.order.bookingId, token: placed.order.token, sessionId: session.id })).toEqual({
      __typename: 'OrderProblem',
      code: 'NOT_COMPLETE',
    });
  });
});
