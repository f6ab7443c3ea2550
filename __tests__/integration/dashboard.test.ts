import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { addDays } from '@/lib/domain/calendar';
import { parkDate } from '@/lib/domain/day-sheet';
import type { OrderChannel } from '@/lib/domain/order-channel';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { addToCart } from '@/lib/server/carts/cart-service';
import { createAndCompleteOrder } from '@/lib/server/checkout/order-service';
import { readDashboard } from '@/lib/server/dashboard';
import type { LocaleRecord } from '@/lib/server/locales/locale-repository';
import { findLocaleById, invalidateLocales } from '@/lib/server/locales/locale-service';
import { confirmReservation } from '@/lib/server/orders';
import { parseEnv, useConfig } from '@/lib/server/platform/config';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { addStaff, findStaffByEmail, type StaffMember } from '@/lib/server/staff';
import { createTestDatabase } from '../helpers/test-database';

/*
 * Today (lib/server/dashboard) on a real PostgreSQL: the money of generated orders, refunds and
 * reservations summed to the cent against the same weekday last week in the park's time zone, by
 * channel; the sessions' counts; and the rule: a gate is given no money, another park's manager nothing.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let rotorua: LocaleRecord;
let manager: StaffMember;
let gate: StaffMember;
let otherManager: StaffMember;
let sessionId: string;
/** The dashboard's "now": an hour before the first session of a day three days ahead (bookable now). */
let today: Date;
let reservationDue: number;
const NOW = new Date();
const TZ = 'Pacific/Auckland';
const DAY = addDays(parkDate(NOW, TZ), 3);
const HOUR = 3_600_000;

/** An order as the checkout leaves a paid one, written straight in: its money and when it was paid are the test's. */
async function paidOrder(localeId: string, total: number, paidAt: Date, channel: OrderChannel, currency = 'NZD'): Promise<string> {
  const id = randomUUID();
  await database.db.execute(sql`
    insert into orders (id, booking_id, token, anonymous_token, idempotency_key, locale_id, status, customer, language, origin, channel, currency, subtotal, total, expires_at, created_at, paid_at)
    values (${id}, ${`T${id.slice(0, 8).toUpperCase()}`}, ${randomUUID()}, ${randomUUID()}, ${randomUUID()}, ${localeId}, 'paid',
      ${JSON.stringify({ firstName: 'Test', lastName: 'Buyer', email: 'buyer@example.com', mobilePhone: '+64 21 555 0101' })}::jsonb, 'en', 'http://rotorua.localhost:3000',
      ${channel}, ${currency}, ${total}, ${total}, ${paidAt.toISOString()}, ${paidAt.toISOString()}, ${paidAt.toISOString()})`);
  return id;
}

async function refund(orderId: string, amount: number, at: Date, status: 'pending' | 'succeeded' | 'failed' = 'succeeded') {
  await database.db.execute(sql`
    insert into refunds (order_id, idempotency_key, amount, currency, reason, method, status, created_at)
    values (${orderId}, ${randomUUID()}, ${amount}, 'NZD', 'test', 'desk', ${status}, ${at.toISOString()})`);
}

beforeAll(async () => {
  useConfig(parseEnv({ ...process.env, NODE_ENV: 'test', PORT: '3000', ADMIN_HOST: 'admin.localhost' }));
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  await seedDemoStaff(database.db);
  invalidateCatalogue();
  invalidateLocales();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 10);
  rotorua = (await findLocaleById('rotorua'))!;
  await addStaff({ email: 'rotorua-manager@summit-rush.test', role: 'manager', parks: ['rotorua'] }, { label: 'command line' });
  await addStaff({ email: 'rotorua-gate@summit-rush.test', role: 'gate', parks: ['rotorua'] }, { label: 'command line' });
  manager = (await findStaffByEmail('rotorua-manager@summit-rush.test'))!;
  gate = (await findStaffByEmail('rotorua-gate@summit-rush.test'))!;
  otherManager = (await findStaffByEmail('manager@summit-rush.test'))!;
  const activity = (await findParkActivity('rotorua', 'redwood-zipline'))!;
  const session = (await daySessions(activity, TZ, DAY, NOW))[0];
  sessionId = session.id;
  today = new Date(new Date(session.startsAt).getTime() - HOUR);

  // A reservation to pay at the desk, for 2 adults, confirmed through its emailed link.
  const token = randomUUID();
  const added = await addToCart(
    { anonymousToken: token, localeId: 'rotorua', parkId: 'rotorua', activitySlug: 'redwood-zipline', sessionId, tickets: [{ variationId: 'ro-redwood-zipline-adult', quantity: 2 }], addOns: [] },
    NOW,
  );
  expect(added.kind).toBe('added');
  const placed = await createAndCompleteOrder(
    {
      anonymousToken: token,
      locale: rotorua,
      origin: 'http://rotorua.localhost:3000',
      idempotencyKey: randomUUID(),
      customer: { firstName: 'Kiri', lastName: 'Walker', email: `kiri.${randomUUID().slice(0, 6)}@example.com`, mobilePhone: '+64 21 555 0101' },
      code: null,
      gatewayId: 'rotorua-arrival',
      acceptTerms: true,
      clientAddress: null,
    },
    NOW,
  );
  if (placed.kind !== 'placed') throw new Error(placed.code);
  reservationDue = placed.order.total;
  const { rows } = await database.db.execute<{ reservation_token: string }>(sql`select reservation_token from orders where id = ${placed.order.id}`);
  expect((await confirmReservation(rows[0].reservation_token, NOW)).status).toBe('CONFIRMED');

  // Today: 123.45 on the site, 67.89 through the widget, 10.01 by a reseller; 20.00 refunded, and a
  // refund the provider refused (not money given back).
  const site = await paidOrder('rotorua', 12_345, new Date(today.getTime() - 30 * 60_000), 'site');
  await paidOrder('rotorua', 6_789, new Date(today.getTime() - 20 * 60_000), 'widget');
  await paidOrder('rotorua', 1_001, new Date(today.getTime() - 10 * 60_000), 'reseller');
  await refund(site, 2_000, new Date(today.getTime() - 5 * 60_000));
  await refund(site, 500, new Date(today.getTime() - 5 * 60_000), 'failed');
  // The same weekday last week: 100.00 sold, 3.33 refunded (pending at the provider: given back all the same).
  const lastWeek = await paidOrder('rotorua', 10_000, new Date(today.getTime() - 7 * 24 * HOUR), 'site');
  await refund(lastWeek, 333, new Date(today.getTime() - 7 * 24 * HOUR + 60_000), 'pending');
  // Not counted: the day before last week's, another park's today, and the park's yesterday.
  await paidOrder('rotorua', 55_555, new Date(today.getTime() - 8 * 24 * HOUR), 'site');
  await paidOrder('nz', 44_444, new Date(today.getTime() - 30 * 60_000), 'site');
  await paidOrder('rotorua', 33_333, new Date(today.getTime() - 24 * HOUR), 'site');
  // An enquiry nobody answered, and one replied to.
  for (const status of ['new', 'replied']) {
    await database.db.execute(sql`
      insert into enquiries (idempotency_key, locale_id, name, email, mobile_phone, function_type, booking_type, guests, preferred_date, language, status)
      values (${randomUUID()}, 'rotorua', 'Ana', 'ana@example.com', '+64 21 555 0102', 'PARTY', 'DAY_TRADE', 12, ${DAY}, 'en', ${status})`);
  }
});

afterAll(async () => {
  await database?.drop();
});

describe('Today', () => {
  it('sums today’s sales and refunds to the cent against the same weekday last week, in the park’s day, by channel', async () => {
    const read = await readDashboard(manager, 'rotorua', { now: today, database: database.db });
    if (!read.ok) throw new Error(read.code);
    const { dashboard } = read;
    expect(dashboard.date).toBe(DAY);
    expect(dashboard.comparedWith).toBe(addDays(DAY, -7));
    expect(dashboard.money).toMatchObject({
      currency: 'NZD',
      sales: { today: 20_135, lastWeek: 10_000, difference: 10_135, percentChange: 101 },
      refunds: { today: 2_000, lastWeek: 333, difference: 1_667, percentChange: 501 },
      refundCount: 1,
      byChannel: [
        { channel: 'site', amount: 12_345 },
        { channel: 'widget', amount: 6_789 },
        { channel: 'reseller', amount: 1_001 },
      ],
      unpaidReservations: { count: 1, due: reservationDue },
    });
    expect(reservationDue).toBeGreaterThan(0);
    expect(dashboard.enquiries?.waiting).toBe(1);
    expect(dashboard.outbox).toMatchObject({ health: expect.stringMatching(/HEALTHY|DELAYED|FAILING/) });
  });

  it('counts the sessions’ expected riders, and no-shows once a session has started', async () => {
    const before = await readDashboard(manager, 'rotorua', { now: today, database: database.db });
    if (!before.ok) throw new Error(before.code);
    const session = before.dashboard.sessions.find((candidate) => candidate.id === sessionId)!;
    expect(session).toMatchObject({ expected: 2, checkedIn: 0, noShows: null, occupancy: Math.round((2 / session.capacity) * 100) });
    expect(before.dashboard.expected).toBe(2);
    expect(before.dashboard.occupancy).toBe(Math.round((2 / before.dashboard.capacity) * 100));
    const after = await readDashboard(manager, 'rotorua', { now: new Date(today.getTime() + 2 * HOUR), database: database.db });
    if (!after.ok) throw new Error(after.code);
    expect(after.dashboard.sessions.find((candidate) => candidate.id === sessionId)?.noShows).toBe(2);
  });

  it('gives a gate the check-in part and no money, enquiries or mail; refuses another park’s manager', async () => {
    const read = await readDashboard(gate, 'rotorua', { now: today, database: database.db });
    if (!read.ok) throw new Error(read.code);
    expect(read.dashboard.sessions.find((candidate) => candidate.id === sessionId)).toMatchObject({ expected: 2, checkedIn: 0 });
    expect(read.dashboard.money).toBeNull();
    expect(read.dashboard.enquiries).toBeNull();
    expect(read.dashboard.outbox).toBeNull();
    expect(await readDashboard(otherManager, 'rotorua', { now: today, database: database.db })).toEqual({ ok: false, code: 'forbidden' });
  });
});
