import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { addToCart, getCart } from '@/lib/server/carts/cart-service';
import { createAndCompleteOrder } from '@/lib/server/checkout/order-service';
import { staffExecutableSchema } from '@/lib/server/graphql/schema';
import type { LocaleRecord } from '@/lib/server/locales/locale-repository';
import { findLocaleById, invalidateLocales } from '@/lib/server/locales/locale-service';
import { renderReservationReleased } from '@/lib/server/mail/reservation-released';
import type { ReservationReleasedView } from '@/lib/server/mail/types';
import { releaseUncheckedReservations } from '@/lib/server/orders';
import { reconcileStalePayments } from '@/lib/server/payments/payment-service';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { findStaffByEmail } from '@/lib/server/staff';
import { actionAnswer } from '../helpers/staff-order-action';
import { createTestDatabase } from '../helpers/test-database';

/*
 * Pay-on-arrival reservations nobody came for are released (lib/domain/reservation-release.ts): on a real
 * PostgreSQL, with the clock passed in. Rotorua reserves at once here (no emailed confirmation), so each
 * test's reservation is `reserved` as soon as it is placed; its sessions are days ahead, and the release
 * runs are told the time is after they began.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let rotorua: LocaleRecord;
const NOW = new Date();
const TZ = 'Pacific/Auckland';
const SWING = 'lake-swing';
const SOLO = 'ro-giant-swing-solo';
const day = (offset: number) => new Date(NOW.getTime() + (2 + offset) * 86_400_000).toISOString().slice(0, 10);
const after = (startsAt: Date | string, minutes: number) => new Date(new Date(startsAt).getTime() + minutes * 60_000);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  await seedDemoStaff(database.db);
  await database.db.execute(sql`update parks set reservation_confirmation = false where id = 'rotorua'`);
  invalidateCatalogue();
  invalidateLocales();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 12);
  rotorua = (await findLocaleById('rotorua'))!;
});
afterAll(() => database.drop());

async function swingSession(offset: number, index: number) {
  const activity = (await findParkActivity('rotorua', SWING))!;
  return (await daySessions(activity, TZ, day(offset), NOW))[index];
}

/** A reservation of `quantity` solo swings at a session of day `offset`, reserved (unpaid) at once. */
async function reservation(offset: number, index: number, quantity: number) {
  const session = await swingSession(offset, index);
  const token = randomUUID();
  const added = await addToCart({ anonymousToken: token, localeId: 'rotorua', parkId: 'rotorua', activitySlug: SWING, sessionId: session.id, tickets: [{ variationId: SOLO, quantity }] }, NOW);
  expect(added.kind).toBe('added');
  const result = await createAndCompleteOrder(
    {
      anonymousToken: token,
      locale: rotorua,
      origin: 'http://rotorua.localhost:3000',
      idempotencyKey: randomUUID(),
      customer: { firstName: 'Aroha', lastName: 'Ngata', email: `aroha.${randomUUID().slice(0, 8)}@example.com`, mobilePhone: '+64 21 555 0101' },
      code: null,
      gatewayId: 'rotorua-arrival',
      acceptTerms: true,
      clientAddress: null,
    },
    NOW,
  );
  if (result.kind !== 'placed') throw new Error(result.code);
  expect(result.order.status).toBe('reserved');
  return { order: result.order, session, token };
}

const soldAt = async (sessionId: string) => (await database.db.execute<{ sold: number }>(sql`select sold from sessions where id = ${sessionId}`)).rows[0].sold;
const statusOf = async (orderId: string) =>
  (await database.db.execute<{ status: string; places_sold: boolean }>(sql`select status, places_sold from orders where id = ${orderId}`)).rows[0];
const releaseMails = async (orderId: string) =>
  (await database.db.execute<{ payload: ReservationReleasedView }>(sql`select payload from outbox where kind = 'reservation-released' and payload->>'orderId' = ${orderId}`)).rows;
const codesOf = async (orderId: string) =>
  (await database.db.execute<{ code: string }>(sql`select t.code from tickets t join order_items i on i.id = t.order_item_id where i.order_id = ${orderId} order by t.code`)).rows.map((row) => row.code);

const { execute, parse } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
async function asOwner<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const owner = (await findStaffByEmail('owner@summit-rush.test'))!;
  const result = (await execute({ schema: staffExecutableSchema(), document: parse(query), variableValues: variables, contextValue: { staff: owner, clientAddress: null } })) as ExecutionResult<T>;
  if (result.errors?.length) throw new Error(result.errors[0].message);
  return result.data!;
}
const CANCEL = `mutation ($bookingId: String!, $codes: [String!]!, $key: String!) {
  cancelTickets(bookingId: $bookingId, ticketCodes: $codes, refundTo: original, reason: "Only one coming", idempotencyKey: $key) { ${actionAnswer('status')} }
}`;
const MOVE = `mutation ($bookingId: String!, $codes: [String!]!, $sessionId: ID!, $key: String!) {
  moveTickets(bookingId: $bookingId, ticketCodes: $codes, sessionId: $sessionId, idempotencyKey: $key) { ${actionAnswer('status')} }
}`;
const PAY_AT_DESK = `mutation ($bookingId: String!, $key: String!) { takePaymentAtDesk(bookingId: $bookingId, method: cash, idempotencyKey: $key) { ${actionAnswer('status')} } }`;

describe('reservations nobody came for', () => {
  it('are released 30 minutes after their session began: expired through the table, places back on sale, the visitor told once', async () => {
    const { order, session, token } = await reservation(0, 0, 3);
    expect(await soldAt(session.id)).toBe(3);

    expect(await releaseUncheckedReservations(after(session.startsAt, -60))).toBe(0);
    expect(await releaseUncheckedReservations(after(session.startsAt, 29))).toBe(0);
    expect(await statusOf(order.id)).toEqual({ status: 'reserved', places_sold: true });
    expect(await soldAt(session.id)).toBe(3);

    // Two instances at once: one releases, the other finds nothing left to do.
    const runs = await Promise.all([releaseUncheckedReservations(after(session.startsAt, 30)), releaseUncheckedReservations(after(session.startsAt, 30))]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(await statusOf(order.id)).toEqual({ status: 'expired', places_sold: false });
    expect(await soldAt(session.id)).toBe(0);
    // Nothing goes back into a cart: the visitor did not come, and the places are the desk's to sell.
    expect((await getCart(token, 'rotorua', TZ, after(session.startsAt, 30))).items).toHaveLength(0);
    expect(await releaseUncheckedReservations(after(session.startsAt, 90))).toBe(0);

    const mails = await releaseMails(order.id);
    expect(mails).toHaveLength(1);
    const mail = await renderReservationReleased(mails[0].payload);
    expect(mail.subject).toBe(`Reservation released: ${order.bookingId} – Summit Rush Rotorua`);
    expect(mail.text).toContain('Nobody had checked in by 30 minutes after your session began, so Summit Rush Rotorua has released your reservation and its places:');
    expect(mail.text).toContain('Nothing was paid, and nothing is owed.');
    expect(mail.text).toContain('3 × ');
    const zh = await renderReservationReleased({ ...mails[0].payload, language: 'zh-Hant' });
    expect(zh.subject).toBe(`預留已釋放：${order.bookingId} – Summit Rush Rotorua`);
  });

  it('are released by the reconciler, the one background run, at the park\'s own minutes', async () => {
    await database.db.execute(sql`update parks set reservation_release_minutes = 90 where id = 'rotorua'`);
    try {
      const { order, session } = await reservation(1, 0, 2);
      await reconcileStalePayments(after(session.startsAt, 60));
      expect(await statusOf(order.id)).toEqual({ status: 'reserved', places_sold: true });
      await reconcileStalePayments(after(session.startsAt, 90));
      expect(await statusOf(order.id)).toEqual({ status: 'expired', places_sold: false });
      expect(await soldAt(session.id)).toBe(0);
      expect((await releaseMails(order.id))[0].payload.releaseMinutes).toBe(90);
    } finally {
      await database.db.execute(sql`update parks set reservation_release_minutes = 30 where id = 'rotorua'`);
    }
  });

  it('are kept when one of their tickets is checked in, and when paid at the desk', async () => {
    const checkedIn = await reservation(2, 0, 2);
    const [ticket] = (await database.db.execute<{ id: string }>(sql`select t.id from tickets t join order_items i on i.id = t.order_item_id where i.order_id = ${checkedIn.order.id} limit 1`)).rows;
    await database.db.execute(sql`insert into ticket_check_ins (ticket_id, session_id, people, at, actor) values (${ticket.id}, ${checkedIn.session.id}, 1, ${after(checkedIn.session.startsAt, 5).toISOString()}, 'gate@summit-rush.test')`);
    const paid = await reservation(2, 1, 1);
    expect((await asOwner<{ takePaymentAtDesk: { __typename: string } }>(PAY_AT_DESK, { bookingId: paid.order.bookingId, key: randomUUID() })).takePaymentAtDesk.__typename).toBe('StaffOrderActionDone');

    expect(await releaseUncheckedReservations(after(paid.session.startsAt, 600))).toBe(0);
    expect(await statusOf(checkedIn.order.id)).toEqual({ status: 'reserved', places_sold: true });
    expect(await statusOf(paid.order.id)).toMatchObject({ status: 'paid' });
    expect([await soldAt(checkedIn.session.id), await soldAt(paid.session.id)]).toEqual([2, 1]);

    // The check-in undone: nobody came after all, and the next run releases it.
    await database.db.execute(sql`update ticket_check_ins set undone_at = ${after(checkedIn.session.startsAt, 6).toISOString()}, undone_by = 'gate@summit-rush.test' where ticket_id = ${ticket.id}`);
    expect(await releaseUncheckedReservations(after(paid.session.startsAt, 600))).toBe(1);
    expect(await soldAt(checkedIn.session.id)).toBe(0);
  });

  it('give back only what their standing tickets hold, where they admit now, after staff cancelled or moved some', async () => {
    const { order, session } = await reservation(3, 0, 3);
    const later = await swingSession(3, 2);
    const [cancelled, moved] = await codesOf(order.id);
    expect((await asOwner<{ cancelTickets: { order: { status: string } } }>(CANCEL, { bookingId: order.bookingId, codes: [cancelled], key: randomUUID() })).cancelTickets.order.status).toBe('reserved');
    expect((await asOwner<{ moveTickets: { __typename: string } }>(MOVE, { bookingId: order.bookingId, codes: [moved], sessionId: later.id, key: randomUUID() })).moveTickets.__typename).toBe('StaffOrderActionDone');
    expect([await soldAt(session.id), await soldAt(later.id)]).toEqual([1, 1]);

    // Counted from the first session a standing ticket admits to (the line's, where one ticket still is).
    expect(await releaseUncheckedReservations(after(session.startsAt, 30))).toBe(1);
    expect(await statusOf(order.id)).toEqual({ status: 'expired', places_sold: false });
    expect([await soldAt(session.id), await soldAt(later.id)]).toEqual([0, 0]);
  });
});
