import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { demoResellerKeys } from '@/demo/resellers';
import { seedDemoStaff } from '@/demo/staff';
import { RESELLER_HELD_PLACES } from '@/lib/domain/octo';
import { isWeekend, priceOn } from '@/lib/domain/pricing';
import { netPrice } from '@/lib/domain/reseller-price';
import { invalidateCatalogue } from '@/lib/server/activities';
import { scanTicket } from '@/lib/server/check-in';
import type { OctoAvailability, OctoBooking, OctoProduct } from '@/lib/server/octo';
import { bookingsInSessions, loadOrder, paymentsOfOrder, refundsOfOrder } from '@/lib/server/orders';
import { reconcileStalePayments } from '@/lib/server/payments';
import { consumeLimit, LIMITS } from '@/lib/server/platform/rate-limit';
import { issueResellerKey, revokeResellerKey } from '@/lib/server/resellers';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { findStaffByEmail, type StaffMember } from '@/lib/server/staff';
import { startOctoClient, type OctoClient } from '../helpers/octo-client';
import { readyRiders } from '../helpers/riders';
import { createTestDatabase, withoutSharedResources } from '../helpers/test-database';

/*
 * A reseller's side of the park, over real HTTP on a real PostgreSQL: a scripted reseller that speaks only
 * OCTO sells Queenstown's zipline (its riders made ready as the park's kiosk does on the day, then scanned
 * through the gate's own check-in), and the guarantees a reseller's booking keeps as an order like any
 * other: no oversold place, no second order, payment or refund for a retry, places back when a hold lapses,
 * the reseller's budget of places on hold, and its key opening its own park's sites only.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let octo: OctoClient;
let reseller: { id: string; key: string };
let gate: StaffMember;
const COMMISSION = 20;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const ZIPLINE_ADULT = 'nz-zipline-adult';

async function availabilities(productId = 'nz-zipline', from = day(1), to = day(14)): Promise<OctoAvailability[]> {
  const reply = await octo.call<OctoAvailability[]>('POST', '/availability', { body: { productId, optionId: 'DEFAULT', localDateStart: from, localDateEnd: to } });
  expect(reply.status).toBe(200);
  return reply.body;
}

/** A departure of the zipline no test has used yet. */
const used = new Set<string>();
async function freshDeparture(filter: (availability: OctoAvailability) => boolean = () => true): Promise<OctoAvailability> {
  const found = (await availabilities()).find((availability) => availability.status === 'AVAILABLE' && !used.has(availability.id) && filter(availability))!;
  used.add(found.id);
  return found;
}

const reserveBody = (availabilityId: string, quantity = 1, extra: Record<string, unknown> = {}) => ({
  productId: 'nz-zipline',
  optionId: 'DEFAULT',
  availabilityId,
  unitItems: Array.from({ length: quantity }, () => ({ unitId: ZIPLINE_ADULT })),
  ...extra,
});

const sessionRow = async (id: string) =>
  (await database.db.execute<{ capacity: number; sold: number }>(sql`select capacity, sold from sessions where id = ${id}`)).rows[0];

const count = async (query: ReturnType<typeof sql>) => (await database.db.execute<{ count: number }>(query)).rows[0].count;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  await withoutSharedResources(database.db);
  await seedDemoStaff(database.db);
  invalidateCatalogue();
  await materialiseSessions(database.db, day(-1), 30);
  const issued = await issueResellerKey(database.db, { parkId: 'queenstown', name: 'Klook', commissionPercent: COMMISSION });
  reseller = { id: issued.reseller.id, key: issued.key };
  gate = (await findStaffByEmail('gate@summit-rush.test', database.db))!;
  octo = await startOctoClient({ key: reseller.key, capabilities: 'octo/pricing' });
});

afterAll(async () => {
  await octo?.close();
  await database?.drop();
});

describe('a scripted reseller', () => {
  it('finds the zipline, holds two adults on a weekend, confirms, hands out the QR codes the gate scans, and cancels what was not used', async () => {
    // Products: the park's zipline, its adult unit for ages 15 and up.
    const products = await octo.call<OctoProduct[]>('GET', '/products');
    const zipline = products.body.find((product) => product.id === 'nz-zipline')!;
    const adult = zipline.options[0].units.find((unit) => unit.id === ZIPLINE_ADULT)!;
    expect(adult).toMatchObject({ type: 'ADULT', restrictions: { minAge: 15, paxCount: 1 } });
    expect(zipline.options[0].units.find((unit) => unit.type === 'FAMILY')).toMatchObject({ restrictions: { paxCount: 4 } });

    // Availability on a weekend: the park's weekend price (10% more) is the retail price, less the commission the net.
    const departure = await freshDeparture((availability) => isWeekend(availability.localDateTimeStart.slice(0, 10)));
    const retail = priceOn({ id: ZIPLINE_ADULT, price: 14_900 }, departure.localDateTimeStart.slice(0, 10), [{ kind: 'weekend', dates: [], percent: 10 }]);
    expect(retail).toBe(16_390);
    expect(departure.unitPricing!.find((price) => price.unitId === ZIPLINE_ADULT)).toMatchObject({ retail, net: netPrice(retail, COMMISSION), currency: 'NZD', currencyPrecision: 2 });

    // Reserve: the places are sold at once, held until the hold ends.
    const uuid = randomUUID();
    const before = await sessionRow(departure.id);
    const held = await octo.call<OctoBooking>('POST', '/bookings', { body: reserveBody(departure.id, 2, { uuid, resellerReference: 'KLOOK-1001', expirationMinutes: 45 }) });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(held.body).toMatchObject({ uuid, status: 'ON_HOLD', resellerReference: 'KLOOK-1001', pricing: { retail: 2 * retail, net: 2 * netPrice(retail, COMMISSION) } });
    expect(held.body.unitItems.every((item) => item.ticket.deliveryOptions.length === 0)).toBe(true);
    expect((await sessionRow(departure.id)).sold).toBe(before.sold + 2);
    const [again] = (await availabilities('nz-zipline', departure.localDateTimeStart.slice(0, 10), departure.localDateTimeStart.slice(0, 10))).filter((availability) => availability.id === departure.id);
    expect(again.vacancies).toBe(departure.vacancies - 2);

    // Confirm: paid on the reseller's account at the net price; the tickets' QR texts come back.
    const confirmed = await octo.call<OctoBooking>('POST', `/bookings/${uuid}/confirm`, { body: { contact: { fullName: 'Aroha Ngata', emailAddress: 'aroha@example.com', locales: ['en-NZ'] } } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.status).toBe('CONFIRMED');
    const codes = confirmed.body.unitItems.map((item) => item.ticket.deliveryOptions[0]);
    expect(codes.map((option) => option.deliveryFormat)).toEqual(['QRCODE', 'QRCODE']);
    expect(confirmed.body.voucher.deliveryOptions.map((option) => option.deliveryValue)).toEqual(codes.map((option) => option.deliveryValue));

    // The order, as the park sees it: a reseller's, paid on account, nobody mailed.
    const order = (await loadOrder(database.db, { id: confirmed.body.id }))!;
    expect(order).toMatchObject({ channel: 'reseller', channelSource: reseller.id, status: 'paid', subtotal: 2 * retail, total: 2 * netPrice(retail, COMMISSION), customer: { firstName: 'Aroha', lastName: 'Ngata' } });
    expect(order.discount).toBe(order.subtotal - order.total);
    const payments = await paymentsOfOrder(order.id);
    expect(payments).toMatchObject([{ method: 'reseller', gatewayId: null, status: 'authorised', amount: order.total }]);
    expect(await count(sql`select count(*)::int as count from outbox where payload->>'orderId' = ${order.id}`)).toBe(0);
    // On the day sheet's list of the session's bookings, as any booking.
    expect((await bookingsInSessions(database.db, [departure.id])).map((booking) => booking.orderId)).toContain(order.id);

    // On the day: the riders named and signed at the kiosk, and the gate scans the first ticket.
    await readyRiders(database.db, order.id);
    const startsAt = new Date(order.lines[0].startsAt);
    const atTheGate = { now: new Date(startsAt.getTime() - 10 * 60_000) };
    const scanned = await scanTicket(gate, { text: codes[0].deliveryValue, parkId: 'queenstown', sessionId: departure.id }, atTheGate);
    expect(scanned.verdict).toBe('valid');
    const read = await octo.call<OctoBooking>('GET', `/bookings/${uuid}`);
    expect(read.body.unitItems.map((item) => item.status)).toEqual(['REDEEMED', 'CONFIRMED']);

    // Cancel: the unused ticket goes, its money back to the reseller's account; the used one stays paid for.
    const cancelled = await octo.call<OctoBooking>('POST', `/bookings/${uuid}/cancel`, { body: { reason: 'Customer changed plans' } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', cancellation: { refund: 'PARTIAL', reason: 'Customer changed plans' } });
    expect(cancelled.body.unitItems.map((item) => item.status)).toEqual(['REDEEMED', 'CANCELLED']);
    const refunds = await refundsOfOrder(order.id);
    expect(refunds).toMatchObject([{ method: 'reseller', status: 'succeeded', amount: netPrice(retail, COMMISSION) }]);
    // What the reseller owes for the booking is what its standing ticket is worth: paid on account less refunded.
    expect(payments[0].amount - refunds[0].amount).toBe(netPrice(retail, COMMISSION));
    expect((await loadOrder(database.db, { id: order.id }))!.status).toBe('partially_cancelled');
    expect((await sessionRow(departure.id)).sold).toBe(before.sold + 1);

    // The cancelled ticket no longer scans valid.
    expect((await scanTicket(gate, { text: codes[1].deliveryValue, parkId: 'queenstown', sessionId: departure.id }, atTheGate)).verdict).toBe('cancelled');
  });

  it('DELETE cancels as POST …/cancel does, and a booking all used at the gate cannot be cancelled', async () => {
    const departure = await freshDeparture();
    const uuid = randomUUID();
    await octo.call('POST', '/bookings', { body: reserveBody(departure.id, 1, { uuid }) });
    await octo.call('POST', `/bookings/${uuid}/confirm`, { body: { contact: { fullName: 'Mere Tāne' } } });
    const deleted = await octo.call<OctoBooking>('DELETE', `/bookings/${uuid}`);
    expect(deleted.body).toMatchObject({ status: 'CANCELLED', cancellation: { refund: 'FULL' } });

    const usedUuid = randomUUID();
    const other = await freshDeparture();
    await octo.call('POST', '/bookings', { body: reserveBody(other.id, 1, { uuid: usedUuid }) });
    const booking = await octo.call<OctoBooking>('POST', `/bookings/${usedUuid}/confirm`, { body: { contact: { fullName: 'Mere Tāne' } } });
    await readyRiders(database.db, booking.body.id);
    const order = (await loadOrder(database.db, { id: booking.body.id }))!;
    await scanTicket(gate, { text: booking.body.unitItems[0].ticket.deliveryOptions[0].deliveryValue, parkId: 'queenstown', sessionId: other.id }, { now: new Date(order.lines[0].startsAt.getTime() - 600_000) });
    expect((await octo.call<OctoBooking>('GET', `/bookings/${usedUuid}`)).body).toMatchObject({ status: 'REDEEMED' });
    const refused = await octo.call('POST', `/bookings/${usedUuid}/cancel`, { body: {} });
    expect(refused).toMatchObject({ status: 400, body: { error: 'UNPROCESSABLE_ENTITY' } });
  });

  it('updates a confirmed booking’s contact (the order’s customer with it), but not its departure', async () => {
    const departure = await freshDeparture();
    const uuid = randomUUID();
    await octo.call('POST', '/bookings', { body: reserveBody(departure.id, 1, { uuid }) });
    await octo.call('POST', `/bookings/${uuid}/confirm`, { body: { contact: { fullName: 'Aroha Ngata' } } });
    const updated = await octo.call<OctoBooking>('PATCH', `/bookings/${uuid}`, { body: { contact: { firstName: 'Mere', lastName: 'Tāne', phoneNumber: '+64 21 555 0100' }, notes: 'Vegetarian lunch' } });
    expect(updated.body).toMatchObject({ status: 'CONFIRMED', notes: 'Vegetarian lunch', contact: { firstName: 'Mere', lastName: 'Tāne', phoneNumber: '+64 21 555 0100', fullName: 'Aroha Ngata' } });
    expect((await loadOrder(database.db, { id: updated.body.id }))!.customer).toMatchObject({ firstName: 'Mere', lastName: 'Tāne', mobilePhone: '+64 21 555 0100' });
    const moved = await octo.call('PATCH', `/bookings/${uuid}`, { body: { availabilityId: (await freshDeparture()).id } });
    expect(moved).toMatchObject({ status: 400, body: { error: 'UNPROCESSABLE_ENTITY' } });
  });
});

describe('capacity', () => {
  it('concurrent reserves for the last places never oversell', async () => {
    const departure = await freshDeparture();
    await database.db.execute(sql`update sessions set sold = capacity - 3 where id = ${departure.id}`);
    const replies = await Promise.all(Array.from({ length: 6 }, () => octo.call('POST', '/bookings', { body: reserveBody(departure.id, 1) })));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(3);
    expect(replies.filter((reply) => reply.status === 400).map((reply) => reply.body.error)).toEqual(['UNPROCESSABLE_ENTITY', 'UNPROCESSABLE_ENTITY', 'UNPROCESSABLE_ENTITY']);
    const row = await sessionRow(departure.id);
    expect(row.sold).toBe(row.capacity);
    const [after] = (await availabilities('nz-zipline', departure.localDateTimeStart.slice(0, 10), departure.localDateTimeStart.slice(0, 10))).filter((availability) => availability.id === departure.id);
    expect(after).toMatchObject({ status: 'SOLD_OUT', available: false, vacancies: 0 });
  });

  it('a session staff closed is CLOSED, and takes no booking', async () => {
    const departure = await freshDeparture();
    await database.db.execute(sql`update sessions set closed_at = now(), closed_reason = 'Wind' where id = ${departure.id}`);
    const [closed] = (await availabilities('nz-zipline', departure.localDateTimeStart.slice(0, 10), departure.localDateTimeStart.slice(0, 10))).filter((availability) => availability.id === departure.id);
    expect(closed).toMatchObject({ status: 'CLOSED', available: false, vacancies: 0 });
    expect(await octo.call('POST', '/bookings', { body: reserveBody(departure.id) })).toMatchObject({ status: 400, body: { error: 'UNPROCESSABLE_ENTITY' } });
  });

  it(`a reseller holds at most ${RESELLER_HELD_PLACES} places unconfirmed, over all its bookings on hold`, async () => {
    const greedy = await issueResellerKey(database.db, { parkId: 'queenstown', name: 'Greedy', commissionPercent: 0 });
    const departures = (await availabilities('nz-zipline', day(15), day(28))).filter((availability) => availability.vacancies === 16);
    const replies = [];
    for (const departure of departures.slice(0, 13)) {
      replies.push(await octo.call('POST', '/bookings', { key: greedy.key, body: { ...reserveBody(departure.id, 16) } }));
    }
    // 12 holds of 16 places are 192; a 13th would make 208.
    expect(replies.slice(0, 12).map((reply) => reply.status)).toEqual(Array(12).fill(200));
    expect(replies[12]).toMatchObject({ status: 400, body: { error: 'UNPROCESSABLE_ENTITY' } });
    expect(replies[12].body.errorMessage).toContain(String(RESELLER_HELD_PLACES));
    // Refused, it took nothing.
    expect((await sessionRow(departures[12].id)).sold).toBe(0);
  });
});

describe('a retry', () => {
  it('of a reserve with the same uuid answers the same booking, however many at once; another booking under it is refused', async () => {
    const departure = await freshDeparture();
    const uuid = randomUUID();
    const replies = await Promise.all(Array.from({ length: 4 }, () => octo.call<OctoBooking>('POST', '/bookings', { body: reserveBody(departure.id, 2, { uuid }) })));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(replies.map((reply) => reply.body.id)).size).toBe(1);
    expect(await count(sql`select count(*)::int as count from orders where idempotency_key = ${uuid}`)).toBe(1);
    const reused = await octo.call('POST', '/bookings', { body: reserveBody(departure.id, 3, { uuid }) });
    expect(reused).toMatchObject({ status: 400, body: { error: 'INVALID_BOOKING_UUID', uuid } });
  });

  it('of a confirm and of a cancel never makes a second payment or refund', async () => {
    const departure = await freshDeparture();
    const uuid = randomUUID();
    await octo.call('POST', '/bookings', { body: reserveBody(departure.id, 2, { uuid }) });
    const confirms = await Promise.all(Array.from({ length: 3 }, () => octo.call<OctoBooking>('POST', `/bookings/${uuid}/confirm`, { body: { contact: { fullName: 'Aroha Ngata' } } })));
    expect(confirms.map((reply) => reply.body.status)).toEqual(['CONFIRMED', 'CONFIRMED', 'CONFIRMED']);
    const orderId = confirms[0].body.id;
    expect(await count(sql`select count(*)::int as count from payments where order_id = ${orderId}`)).toBe(1);
    const cancels = await Promise.all(Array.from({ length: 3 }, () => octo.call<OctoBooking>('POST', `/bookings/${uuid}/cancel`, { body: {} })));
    expect(cancels.map((reply) => reply.body.status)).toEqual(['CANCELLED', 'CANCELLED', 'CANCELLED']);
    expect(await count(sql`select count(*)::int as count from refunds where order_id = ${orderId}`)).toBe(1);
    expect((await refundsOfOrder(orderId))[0]).toMatchObject({ method: 'reseller', amount: (await loadOrder(database.db, { id: orderId }))!.total });
  });
});

describe('a hold', () => {
  it('that lapses releases its places (the reconciler’s expiry), puts nothing in a cart, and can no longer be confirmed', async () => {
    const departure = await freshDeparture();
    const uuid = randomUUID();
    const before = await sessionRow(departure.id);
    const held = await octo.call<OctoBooking>('POST', '/bookings', { body: reserveBody(departure.id, 2, { uuid, expirationMinutes: 1 }) });
    expect((await sessionRow(departure.id)).sold).toBe(before.sold + 2);
    await reconcileStalePayments(new Date(Date.now() + 2 * 60_000));
    expect((await sessionRow(departure.id)).sold).toBe(before.sold);
    expect((await loadOrder(database.db, { id: held.body.id }))!.status).toBe('expired');
    expect(await count(sql`select count(*)::int as count from carts where anonymous_token = ${reseller.id}`)).toBe(0);
    expect(await count(sql`select count(*)::int as count from holds where session_id = ${departure.id}`)).toBe(0);
    expect((await octo.call<OctoBooking>('GET', `/bookings/${uuid}`)).body).toMatchObject({ status: 'EXPIRED', cancellation: { refund: 'NONE' } });
    expect(await octo.call('POST', `/bookings/${uuid}/confirm`, { body: { contact: {} } })).toMatchObject({ status: 400, body: { error: 'INVALID_BOOKING_UUID', uuid } });
  });

  it('extended outlasts its first end', async () => {
    const departure = await freshDeparture();
    const uuid = randomUUID();
    await octo.call('POST', '/bookings', { body: reserveBody(departure.id, 1, { uuid, expirationMinutes: 1 }) });
    const extended = await octo.call<OctoBooking>('PATCH', `/bookings/${uuid}/extend`, { body: { expirationMinutes: 30 } });
    expect(extended.body.status).toBe('ON_HOLD');
    await reconcileStalePayments(new Date(Date.now() + 2 * 60_000));
    expect((await octo.call<OctoBooking>('GET', `/bookings/${uuid}`)).body.status).toBe('ON_HOLD');
  });
});

describe('keys and sites', () => {
  it('a key opens its own park’s sites only: none is UNAUTHORIZED, an unknown or revoked one FORBIDDEN, another park’s UNAUTHORIZED', async () => {
    expect(await octo.call('GET', '/products', { key: null })).toMatchObject({ status: 401, body: { error: 'UNAUTHORIZED' } });
    expect(await octo.call('GET', '/products', { key: 'sr_octo_not-a-key' })).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    const hongKong = await issueResellerKey(database.db, { parkId: 'hong-kong', name: 'Trip.com', commissionPercent: 15 });
    expect(await octo.call('GET', '/products', { key: hongKong.key })).toMatchObject({ status: 401, body: { error: 'UNAUTHORIZED' } });
    // On its own park's sites it works, in each site's language and currency.
    const chinese = await octo.call<OctoProduct[]>('GET', '/products', { key: hongKong.key, host: 'zh.hk.localhost' });
    expect(chinese.status).toBe(200);
    expect(chinese.headers['content-language']).toBe('zh-Hant-HK');
    expect(chinese.body[0]).toMatchObject({ defaultCurrency: 'HKD', locale: 'zh-Hant-HK' });
    const revoked = await issueResellerKey(database.db, { parkId: 'queenstown', name: 'Former', commissionPercent: 10 });
    await revokeResellerKey(database.db, revoked.reseller.id);
    expect(await octo.call('GET', '/products', { key: revoked.key })).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
  });

  it('the demo’s keys are made at each start, one per park taking bookings, and the previous start’s revoked', async () => {
    const keyOf = (line: string) => /Bearer (\S+)'/.exec(line)![1];
    const first = await demoResellerKeys(database.db, 3000);
    expect(first.map((line) => new URL(line.split(' ').at(-1)!).host)).toEqual(['nz.localhost:3000', 'hk.localhost:3000', 'rotorua.localhost:3000']);
    expect((await octo.call('GET', '/supplier', { key: keyOf(first[0]) })).status).toBe(200);
    const second = await demoResellerKeys(database.db, 3000);
    expect(await octo.call('GET', '/supplier', { key: keyOf(first[0]) })).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    expect((await octo.call('GET', '/supplier', { key: keyOf(second[0]) })).status).toBe(200);
    expect((await octo.call('GET', '/supplier', { key: keyOf(second[1]), host: 'hk.localhost' })).status).toBe(200);
  });

  it('a reseller sees only its own bookings', async () => {
    const departure = await freshDeparture();
    const uuid = randomUUID();
    await octo.call('POST', '/bookings', { body: reserveBody(departure.id, 1, { uuid, resellerReference: 'MINE' }) });
    const other = await issueResellerKey(database.db, { parkId: 'queenstown', name: 'Viator', commissionPercent: 25 });
    expect(await octo.call('GET', `/bookings/${uuid}`, { key: other.key })).toMatchObject({ status: 400, body: { error: 'INVALID_BOOKING_UUID', uuid } });
    expect(await octo.call('POST', `/bookings/${uuid}/cancel`, { key: other.key, body: {} })).toMatchObject({ status: 400, body: { error: 'INVALID_BOOKING_UUID' } });
    expect((await octo.call('GET', '/bookings?resellerReference=MINE', { key: other.key })).body).toEqual([]);
  });

  it('a site that takes no bookings refuses, an unknown host or path is NOT_FOUND, a wrong method 405', async () => {
    expect(await octo.call('GET', '/products', { host: 'au.localhost' })).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    expect(await octo.call('GET', '/products', { host: 'nowhere.localhost' })).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    expect(await octo.call('GET', '/nothing-here')).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    const wrong = await octo.call('PUT', '/products');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe('GET');
  });
});

describe('bad input', () => {
  it('is BAD_REQUEST, never a server error: bad JSON, a body that is not an object, too large a body', async () => {
    expect(await octo.call('POST', '/bookings', { raw: '{"productId": ' })).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST' } });
    expect(await octo.call('POST', '/availability', { raw: '[1, 2]' })).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST' } });
    expect(await octo.call('POST', '/availability', { raw: `{"x": "${'x'.repeat(70_000)}"}` })).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST' } });
    expect(await octo.call('POST', '/bookings', { raw: '['.repeat(10_000) })).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST' } });
    expect(await octo.call('GET', '/products/%E0%A4%A')).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST' } });
  });
});

describe('rate limits', () => {
  it('a reseller past its calls is answered 429, with when to retry; another reseller is not held up', async () => {
    const busy = await issueResellerKey(database.db, { parkId: 'queenstown', name: 'Busy', commissionPercent: 0 });
    // Its window's calls spent (as many calls would spend them), then one call more.
    for (let spent = 0; spent < LIMITS.octoByReseller.points; spent += 100) {
      await Promise.all(Array.from({ length: Math.min(100, LIMITS.octoByReseller.points - spent) }, () => consumeLimit('octoByReseller', busy.reseller.id)));
    }
    const refused = await octo.call('GET', '/supplier', { key: busy.key });
    expect(refused).toMatchObject({ status: 429, body: { error: 'TOO_MANY_REQUESTS' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await octo.call('GET', '/supplier')).status).toBe(200);
  });

  // Last in the file: it uses up this client address's budget of refused keys.
  it('a client address refused for its key too often is answered 429, with when to retry; a valid key still works from it', async () => {
    // 30 refusals per 15 minutes: the tests above spent a few of them already.
    const replies = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      const reply = await octo.call('GET', '/supplier', { key: `sr_octo_guess-${attempt}` });
      replies.push(reply);
      if (reply.status === 429) break;
    }
    const limited = replies.at(-1)!;
    expect(limited).toMatchObject({ status: 429, body: { error: 'TOO_MANY_REQUESTS' } });
    expect(replies.length).toBeGreaterThan(20);
    expect(replies.slice(0, -1).every((reply) => reply.status === 403)).toBe(true);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await octo.call('GET', '/supplier')).status).toBe(200);
  });
});
