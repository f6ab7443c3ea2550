import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { invalidateCatalogue } from '@/lib/server/activities';
import type { OctoAvailability, OctoBooking, OctoCalendarDay, OctoProduct } from '@/lib/server/octo';
import { issueResellerKey } from '@/lib/server/resellers';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import {
  availabilityProblems,
  bookingMatches,
  bookingProblems,
  calendarDayProblems,
  capabilityProblems,
  contactMatches,
  errorProblems,
  productProblems,
  supplierProblems,
  unitItemsMatch,
} from '../helpers/octo-conformance';
import { startOctoClient, type OctoClient } from '../helpers/octo-client';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The conformance rules of octotravel's supplier validator (github.com/octotravel/validator), its flows and
 * scenarios in its order, each test named after the scenario it reproduces, run against this supplier over
 * real HTTP on a real PostgreSQL: Queenstown's site (nz.localhost), a reseller's key, the octo/pricing
 * capability asked (so prices are checked too), the demo's catalogue and sessions from today.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let octo: OctoClient;
const options = { pricing: true };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const localDateStart = day(0);
const localDateEnd = day(30);
const CONTACT = { firstName: 'John', lastName: 'Doe', emailAddress: 'johndoe@mail.com', fullName: 'John Doe', notes: 'Test note' };

/** What the flows learn as they go, as the validator's context does. */
const learnt: {
  products: OctoProduct[];
  product: OctoProduct;
  availability: OctoAvailability;
  availabilityIds: string[];
  soldOutId: string | null;
  adultUnitId: string;
  secondProduct: { product: OctoProduct; availabilityId: string; unitId: string } | null;
} = { products: [], product: null!, availability: null!, availabilityIds: [], soldOutId: null, adultUnitId: '', secondProduct: null };

/** A departure of the bookable product, a different one each time (as the validator picks at random): none fills up. */
let next = 0;
const anAvailability = () => learnt.availabilityIds[next++ % learnt.availabilityIds.length];

const reservation = (extra: Record<string, unknown> = {}, quantity = 2) => ({
  productId: learnt.product.id,
  optionId: learnt.product.options[0].id,
  availabilityId: anAvailability(),
  unitItems: Array.from({ length: quantity }, () => ({ unitId: learnt.adultUnitId })),
  ...extra,
});

async function reserve(quantity = 2): Promise<OctoBooking> {
  const reply = await octo.call<OctoBooking>('POST', '/bookings', { body: reservation({}, quantity) });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

async function confirmed(resellerReference = `R-${randomUUID().slice(0, 8)}`): Promise<OctoBooking> {
  const held = await reserve();
  const reply = await octo.call<OctoBooking>('POST', `/bookings/${held.uuid}/confirm`, { body: { contact: CONTACT, resellerReference } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  invalidateCatalogue();
  await materialiseSessions(database.db, day(-1), 40);
  const { key } = await issueResellerKey(database.db, { parkId: 'queenstown', name: 'Validator', commissionPercent: 20 });
  // One departure sold out, for the SOLD_OUT scenarios: the luge's first session tomorrow.
  await database.db.execute(sql`
    update sessions set sold = capacity where id = (
      select id from sessions where activity_id = 'nz-luge' and starts_at > now() + interval '1 day' order by starts_at limit 1)`);
  octo = await startOctoClient({ key, capabilities: 'octo/pricing' });
});

afterAll(async () => {
  await octo?.close();
  await database?.drop();
});

describe('Get Supplier', () => {
  it('Get Supplier', async () => {
    const reply = await octo.call('GET', '/supplier');
    expect(reply.status).toBe(200);
    expect(supplierProblems(reply.body)).toEqual([]);
    expect(reply.body.endpoint).toMatch(/\/octo\/v1$/);
  });

  it('Get Capabilities', async () => {
    const reply = await octo.call<{ id: string }[]>('GET', '/capabilities');
    expect(reply.status).toBe(200);
    expect(reply.body.flatMap((capability: unknown, i: number) => capabilityProblems(capability, `[${i}]`))).toEqual([]);
    expect(reply.body.map((capability: { id: string }) => capability.id)).toEqual(['octo/pricing']);
  });
});

describe('Get Products', () => {
  it('Get Products', async () => {
    const reply = await octo.call<OctoProduct[]>('GET', '/products');
    expect(reply.status).toBe(200);
    expect(reply.body.length).toBeGreaterThan(0);
    expect(reply.body.flatMap((product: OctoProduct, i: number) => productProblems(product, options, `[${i}]`))).toEqual([]);
    learnt.products = reply.body;
    learnt.product = reply.body[0];
    // The park sells what it sells on its own site: no partner's activity.
    expect(reply.body.map((product) => product.id)).not.toContain('nz-jet-boat');
  });

  it('Get Product', async () => {
    const reply = await octo.call('GET', `/products/${learnt.product.id}`);
    expect(reply.status).toBe(200);
    expect(productProblems(reply.body, options)).toEqual([]);
    expect(reply.body).toEqual(learnt.product);
  });

  it('Get Product Invalid (400 INVALID_PRODUCT_ID)', async () => {
    expect(errorProblems(await octo.call('GET', '/products/invalidProductId'), 'INVALID_PRODUCT_ID', 'productId')).toEqual([]);
  });
});

describe('Availability Calendar', () => {
  it('Availability Calendar Interval (START_TIME)', async () => {
    const reply = await octo.call<OctoCalendarDay[]>('POST', '/availability/calendar', { body: { productId: learnt.product.id, optionId: learnt.product.options[0].id, localDateStart, localDateEnd } });
    expect(reply.status).toBe(200);
    expect(reply.body).toHaveLength(31);
    expect(reply.body.flatMap((entry: OctoCalendarDay, i: number) => calendarDayProblems(entry, options, 'START_TIME', `[${i}]`))).toEqual([]);
  });

  it('Availability Calendar Invalid Product (400 INVALID_PRODUCT_ID)', async () => {
    const reply = await octo.call('POST', '/availability/calendar', { body: { productId: 'invalidProductId', optionId: learnt.product.options[0].id, localDateStart, localDateEnd } });
    expect(errorProblems(reply, 'INVALID_PRODUCT_ID', 'productId')).toEqual([]);
  });

  it('Availability Calendar Invalid Option (400 INVALID_OPTION_ID)', async () => {
    const reply = await octo.call('POST', '/availability/calendar', { body: { productId: learnt.product.id, optionId: 'invalidOptionId', localDateStart, localDateEnd } });
    expect(errorProblems(reply, 'INVALID_OPTION_ID', 'optionId')).toEqual([]);
  });

  it('Availability Calendar BAD_REQUEST (400 BAD_REQUEST)', async () => {
    const reply = await octo.call('POST', '/availability/calendar', { body: { productId: learnt.product.id, optionId: learnt.product.options[0].id, localDateEnd } });
    expect(errorProblems(reply, 'BAD_REQUEST')).toEqual([]);
  });
});

describe('Availability Check', () => {
  const check = (body: Record<string, unknown>) => octo.call<OctoAvailability[]>('POST', '/availability', { body: { productId: learnt.product.id, optionId: learnt.product.options[0].id, ...body } });

  it('Availability Check Interval (START_TIME)', async () => {
    const reply = await check({ localDateStart, localDateEnd });
    expect(reply.status).toBe(200);
    expect(reply.body.length).toBeGreaterThan(1);
    expect(reply.body.flatMap((availability: OctoAvailability, i: number) => availabilityProblems(availability, options, 'START_TIME', `[${i}]`))).toEqual([]);
    learnt.availability = reply.body[Math.floor(reply.body.length / 2)];
  });

  it('Availability Check Date (START_TIME)', async () => {
    const reply = await check({ localDate: learnt.availability.localDateTimeStart.slice(0, 10) });
    expect(reply.status).toBe(200);
    expect(reply.body.flatMap((availability: OctoAvailability, i: number) => availabilityProblems(availability, options, 'START_TIME', `[${i}]`))).toEqual([]);
    expect(reply.body.map((availability) => availability.id)).toContain(learnt.availability.id);
  });

  it('Availability Check AvailabilityId (START_TIME)', async () => {
    const reply = await check({ availabilityIds: [learnt.availability.id] });
    expect(reply.status).toBe(200);
    expect(reply.body).toHaveLength(1);
    expect(availabilityProblems(reply.body[0], options)).toEqual([]);
    // Stable per session: the same id, the same departure, however it is asked.
    expect(reply.body[0]).toMatchObject({ id: learnt.availability.id, localDateTimeStart: learnt.availability.localDateTimeStart });
  });

  it('Availability Check Status START_TIME', async () => {
    // The validator looks for a product with a SOLD_OUT departure, and products with more than one available.
    const statuses = await Promise.all(
      learnt.products.map(async (product) => ({
        product,
        availabilities: (await octo.call<OctoAvailability[]>('POST', '/availability', { body: { productId: product.id, optionId: product.options[0].id, localDateStart, localDateEnd } })).body,
      })),
    );
    const soldOut = statuses.find(({ availabilities }) => availabilities.some((availability) => availability.status === 'SOLD_OUT'));
    expect(soldOut?.product.id).toBe('nz-luge');
    learnt.soldOutId = soldOut!.availabilities.find((availability) => availability.status === 'SOLD_OUT')!.id;
    expect(soldOut!.availabilities.find((availability) => availability.id === learnt.soldOutId)).toMatchObject({ available: false, vacancies: 0 });
    const available = statuses.filter(({ availabilities }) => availabilities.filter((availability) => availability.available).length > 1);
    expect(available.length).toBeGreaterThanOrEqual(2);
    const [first, second] = available;
    learnt.product = first.product;
    learnt.availabilityIds = first.availabilities.filter((availability) => availability.available).map((availability) => availability.id);
    const option = first.product.options.find((candidate) => candidate.default) ?? first.product.options[0];
    learnt.adultUnitId = (option.units.find((unit) => unit.type === 'ADULT') ?? option.units[0]).id;
    const secondOption = second.product.options[0];
    learnt.secondProduct = {
      product: second.product,
      availabilityId: second.availabilities.filter((availability) => availability.available)[1].id,
      unitId: (secondOption.units.find((unit) => unit.type === 'ADULT') ?? secondOption.units[0]).id,
    };
  });

  it('Availability Check Invalid Product (400 INVALID_PRODUCT_ID)', async () => {
    const reply = await octo.call('POST', '/availability', { body: { productId: 'invalidProductId', optionId: learnt.product.options[0].id, localDateStart, localDateEnd } });
    expect(errorProblems(reply, 'INVALID_PRODUCT_ID', 'productId')).toEqual([]);
  });

  it('Availability Check Invalid Option (400 INVALID_OPTION_ID)', async () => {
    expect(errorProblems(await check({ optionId: 'invalidOptionId', localDateStart, localDateEnd }), 'INVALID_OPTION_ID', 'optionId')).toEqual([]);
  });

  it('Availability Check BAD_REQUEST (400 BAD_REQUEST)', async () => {
    expect(errorProblems(await check({ localDateStart, localDateEnd, availabilityIds: [learnt.availability.id] }), 'BAD_REQUEST')).toEqual([]);
  });
});

describe('Booking Reservation', () => {
  it('Booking Reservation', async () => {
    const body = reservation();
    const reply = await octo.call('POST', '/bookings', { body });
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe('ON_HOLD');
    expect(unitItemsMatch(reply.body, body.unitItems)).toEqual([]);
    expect(bookingMatches(reply.body, body)).toEqual([]);
    expect(bookingProblems(reply.body, options)).toEqual([]);
  });

  it('Booking Reservation SOLD_OUT (400 UNPROCESSABLE_ENTITY)', async () => {
    const luge = learnt.products.find((product) => product.id === 'nz-luge')!;
    const reply = await octo.call('POST', '/bookings', { body: { productId: 'nz-luge', optionId: luge.options[0].id, availabilityId: learnt.soldOutId, unitItems: [{ unitId: luge.options[0].units[0].id }] } });
    expect(errorProblems(reply, 'UNPROCESSABLE_ENTITY')).toEqual([]);
  });

  it('Booking Reservation Invalid Product (400 INVALID_PRODUCT_ID)', async () => {
    expect(errorProblems(await octo.call('POST', '/bookings', { body: reservation({ productId: 'invalidProductId' }) }), 'INVALID_PRODUCT_ID', 'productId')).toEqual([]);
  });

  it('Booking Reservation Invalid Option (400 INVALID_OPTION_ID)', async () => {
    expect(errorProblems(await octo.call('POST', '/bookings', { body: reservation({ optionId: 'invalidOptionId' }) }), 'INVALID_OPTION_ID', 'optionId')).toEqual([]);
  });

  it('Booking Reservation Invalid Availability ID (400 INVALID_AVAILABILITY_ID)', async () => {
    expect(errorProblems(await octo.call('POST', '/bookings', { body: reservation({ availabilityId: 'invalidAvailabilityId' }) }), 'INVALID_AVAILABILITY_ID', 'availabilityId')).toEqual([]);
  });

  it('Booking Reservation Missing UnitItems (400 UNPROCESSABLE_ENTITY)', async () => {
    const { unitItems: _none, ...withoutUnits } = reservation();
    expect(errorProblems(await octo.call('POST', '/bookings', { body: withoutUnits }), 'UNPROCESSABLE_ENTITY')).toEqual([]);
  });

  it('Booking Reservation Empty UnitItems (400 UNPROCESSABLE_ENTITY)', async () => {
    expect(errorProblems(await octo.call('POST', '/bookings', { body: reservation({ unitItems: [] }) }), 'UNPROCESSABLE_ENTITY')).toEqual([]);
  });

  it('Booking Reservation Invalid Unit ID (400 INVALID_UNIT_ID)', async () => {
    expect(errorProblems(await octo.call('POST', '/bookings', { body: reservation({ unitItems: [{ unitId: 'invalidUnitId' }] }) }), 'INVALID_UNIT_ID', 'unitId')).toEqual([]);
  });
});

describe('Extend Reservation', () => {
  it('Extend Reservation', async () => {
    const held = await reserve();
    const reply = await octo.call<OctoBooking>('POST', `/bookings/${held.uuid}/extend`, { body: { expirationMinutes: 31 } });
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe('ON_HOLD');
    expect(reply.body.utcExpiresAt! > held.utcExpiresAt!).toBe(true);
    expect(bookingMatches(reply.body, { productId: held.productId, optionId: held.optionId, availabilityId: held.availabilityId })).toEqual([]);
    expect(bookingProblems(reply.body, options)).toEqual([]);
  });

  it('Extend Reservation Invalid UUID (400 INVALID_BOOKING_UUID/BAD_REQUEST)', async () => {
    expect(errorProblems(await octo.call('POST', '/bookings/invalidUUID/extend', { body: { expirationMinutes: 31 } }), 'INVALID_BOOKING_UUID', 'uuid')).toEqual([]);
  });
});

describe('Booking Confirmation', () => {
  it('Booking Confirmation', async () => {
    const held = await reserve();
    const body = { contact: CONTACT, resellerReference: 'REF-CONFIRM-1' };
    const reply = await octo.call('POST', `/bookings/${held.uuid}/confirm`, { body });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 'CONFIRMED', resellerReference: 'REF-CONFIRM-1' });
    expect(contactMatches(reply.body, CONTACT)).toEqual([]);
    expect(bookingMatches(reply.body, { productId: held.productId, optionId: held.optionId, availabilityId: held.availabilityId })).toEqual([]);
    expect(bookingProblems(reply.body, options)).toEqual([]);
  });

  it('Booking Confirmation unitItems update', async () => {
    const held = await reserve(2);
    const unitItems = Array.from({ length: 3 }, () => ({ unitId: learnt.adultUnitId }));
    const reply = await octo.call('POST', `/bookings/${held.uuid}/confirm`, { body: { contact: CONTACT, resellerReference: 'REF-CONFIRM-2', unitItems } });
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe('CONFIRMED');
    expect(unitItemsMatch(reply.body, unitItems)).toEqual([]);
    expect(bookingProblems(reply.body, options)).toEqual([]);
  });

  it('Booking Confirmation Invalid Booking UUID (400 INVALID_BOOKING_UUID/BAD_REQUEST)', async () => {
    expect(errorProblems(await octo.call('POST', '/bookings/invalidUUID/confirm', { body: { contact: {} } }), 'INVALID_BOOKING_UUID', 'uuid')).toEqual([]);
  });

  it('Booking Confirmation Invalid Unit ID (400 INVALID_UNIT_ID)', async () => {
    const held = await reserve(2);
    const reply = await octo.call('POST', `/bookings/${held.uuid}/confirm`, { body: { contact: CONTACT, resellerReference: 'REF-X', unitItems: [{ unitId: 'invalidUnitId' }, { unitId: 'invalidUnitId' }] } });
    expect(errorProblems(reply, 'INVALID_UNIT_ID', 'unitId')).toEqual([]);
    // Refused, nothing changed: still on hold with its two units.
    const after = await octo.call('GET', `/bookings/${held.uuid}`);
    expect(after.body).toMatchObject({ status: 'ON_HOLD' });
    expect(after.body.unitItems).toHaveLength(2);
  });
});

describe('Booking Update', () => {
  it('Booking Update - Change Date', async () => {
    const held = await reserve();
    const availabilityId = learnt.availabilityIds.find((id) => id !== held.availabilityId)!;
    const reply = await octo.call<OctoBooking>('PATCH', `/bookings/${held.uuid}`, { body: { availabilityId } });
    expect(reply.status).toBe(200);
    expect(bookingMatches(reply.body, { productId: held.productId, optionId: held.optionId, availabilityId })).toEqual([]);
    expect(bookingProblems(reply.body, options)).toEqual([]);
    // Its uuid and its unit items' uuids are kept through the change.
    expect(reply.body.uuid).toBe(held.uuid);
    expect(reply.body.unitItems.map((item) => item.uuid).sort()).toEqual(held.unitItems.map((item) => item.uuid).sort());
  });

  it('Booking Update - Unit Items', async () => {
    const held = await reserve(2);
    const unitItems = Array.from({ length: 3 }, () => ({ unitId: learnt.adultUnitId }));
    const reply = await octo.call('PATCH', `/bookings/${held.uuid}`, { body: { unitItems } });
    expect(reply.status).toBe(200);
    expect(unitItemsMatch(reply.body, unitItems)).toEqual([]);
    expect(bookingProblems(reply.body, options)).toEqual([]);
  });

  it('Booking Update - Contact', async () => {
    const held = await reserve();
    const contact = { fullName: 'John Doe', firstName: 'John', lastName: 'Doe', emailAddress: 'johndoe@email.com', phoneNumber: '+00000000', country: 'GB', notes: 'Test notes contact', locales: ['en'] };
    const reply = await octo.call('PATCH', `/bookings/${held.uuid}`, { body: { contact, notes: 'Test note' } });
    expect(reply.status).toBe(200);
    expect(contactMatches(reply.body, contact)).toEqual([]);
    expect(reply.body.notes).toBe('Test note');
    expect(bookingProblems(reply.body, options)).toEqual([]);
  });

  it('Booking Update - Change Product', async () => {
    const held = await reserve();
    const second = learnt.secondProduct!;
    const body = { productId: second.product.id, optionId: second.product.options[0].id, unitItems: [{ unitId: second.unitId }, { unitId: second.unitId }], availabilityId: second.availabilityId };
    const reply = await octo.call('PATCH', `/bookings/${held.uuid}`, { body });
    expect(reply.status).toBe(200);
    expect(bookingMatches(reply.body, body)).toEqual([]);
    expect(unitItemsMatch(reply.body, body.unitItems)).toEqual([]);
    expect(bookingProblems(reply.body, options)).toEqual([]);
  });
});

describe('Booking Cancellation', () => {
  it('Booking Cancellation - Reservation', async () => {
    const held = await reserve();
    const reply = await octo.call('POST', `/bookings/${held.uuid}/cancel`, { body: { reason: 'Reason for cancellation' } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 'CANCELLED', cancellation: { reason: 'Reason for cancellation' } });
    expect(bookingMatches(reply.body, { productId: held.productId, optionId: held.optionId, availabilityId: held.availabilityId })).toEqual([]);
    expect(bookingProblems(reply.body, options)).toEqual([]);
  });

  it('Booking Cancellation - Booking', async () => {
    const booking = await confirmed();
    const reply = await octo.call('POST', `/bookings/${booking.uuid}/cancel`, { body: { reason: 'Reason for cancellation' } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 'CANCELLED', cancellation: { reason: 'Reason for cancellation', refund: 'FULL' } });
    expect(bookingProblems(reply.body, options)).toEqual([]);
  });

  it('Booking Cancellation Invalid Booking UUID (400 INVALID_BOOKING_UUID/BAD_REQUEST)', async () => {
    expect(errorProblems(await octo.call('POST', '/bookings/invalidUUID/cancel', { body: {} }), 'INVALID_BOOKING_UUID', 'uuid')).toEqual([]);
  });
});

describe('Get Booking', () => {
  it('Get Booking - Reservation', async () => {
    const held = await reserve();
    const reply = await octo.call('GET', `/bookings/${held.uuid}`);
    expect(reply.status).toBe(200);
    expect(bookingProblems(reply.body, options)).toEqual([]);
    expect(reply.body).toEqual(held);
  });

  it('Get Booking - Booking', async () => {
    const booking = await confirmed();
    const reply = await octo.call('GET', `/bookings/${booking.uuid}`);
    expect(reply.status).toBe(200);
    expect(bookingProblems(reply.body, options)).toEqual([]);
    expect(reply.body).toEqual(booking);
  });

  it('Get Booking Invalid Booking UUID (400 INVALID_BOOKING_UUID/BAD_REQUEST)', async () => {
    expect(errorProblems(await octo.call('GET', '/bookings/invalidUUID'), 'INVALID_BOOKING_UUID', 'uuid')).toEqual([]);
  });
});

describe('List Bookings', () => {
  it('List Bookings - Supplier Reference', async () => {
    const booking = await confirmed();
    const reply = await octo.call<OctoBooking[]>('GET', `/bookings?supplierReference=${encodeURIComponent(booking.supplierReference)}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toHaveLength(1);
    expect(reply.body[0].supplierReference).toBe(booking.supplierReference);
    expect(reply.body.flatMap((item) => bookingProblems(item, options))).toEqual([]);
  });

  it('List Bookings - Reseller Reference', async () => {
    const reference = `R-${randomUUID().slice(0, 8)}`;
    const booking = await confirmed(reference);
    const reply = await octo.call<OctoBooking[]>('GET', `/bookings?resellerReference=${reference}`);
    expect(reply.status).toBe(200);
    expect(reply.body.map((item) => item.uuid)).toEqual([booking.uuid]);
    expect(reply.body.every((item) => item.resellerReference === reference)).toBe(true);
  });

  it('List Bookings - Local Date', async () => {
    const booking = await confirmed();
    const reply = await octo.call<OctoBooking[]>('GET', `/bookings?localDate=${booking.availability!.localDateTimeStart.slice(0, 10)}`);
    expect(reply.status).toBe(200);
    expect(reply.body.map((item) => item.uuid)).toContain(booking.uuid);
  });

  it('List Bookings BAD_REQUEST (400 BAD_REQUEST)', async () => {
    expect(errorProblems(await octo.call('GET', '/bookings'), 'BAD_REQUEST')).toEqual([]);
  });
});

describe('without the pricing capability', () => {
  it('answers the core fields alone, and the same rules hold', async () => {
    const products = await octo.call<OctoProduct[]>('GET', '/products', { capabilities: '' });
    expect(products.headers['octo-capabilities']).toBe('');
    expect(products.body.flatMap((product: OctoProduct, i: number) => productProblems(product, { pricing: false }, `[${i}]`))).toEqual([]);
    expect(products.body[0]).not.toHaveProperty('pricingPer');
    expect(products.body[0].options[0].units[0]).not.toHaveProperty('pricingFrom');
    const held = await octo.call('POST', '/bookings', { body: reservation(), capabilities: '' });
    expect(bookingProblems(held.body, { pricing: false })).toEqual([]);
    expect(held.body).not.toHaveProperty('pricing');
  });
});
