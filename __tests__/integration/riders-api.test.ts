import { sql } from 'drizzle-orm';
import type { DocumentNode, ExecutionResult } from 'graphql';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import {
  AddToCartDocument,
  CreateAndCompleteOrderDocument,
  GetBookingRidersDocument,
  GetRiderSeatDocument,
  MakeRiderLinkDocument,
  SaveRiderDocument,
  SignRiderWaiverDocument,
  type AddToCartMutation,
  type CreateAndCompleteOrderMutation,
  type GetBookingRidersQuery,
  type GetRiderSeatQuery,
  type MakeRiderLinkMutation,
  type SaveRiderMutation,
  type SignRiderWaiverMutation,
} from '@/graphql/generated/operations';
import { invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { executableSchema } from '@/lib/server/graphql/schema';
import { findLocaleById, invalidateLocales } from '@/lib/server/locales/locale-service';
import { findParkActivity } from '@/lib/server/activities/catalogue-service';
import { getCart } from '@/lib/server/carts/cart-service';
import { loadOrder, signBookingLink } from '@/lib/server/orders';
import { db } from '@/lib/server/platform/db/client';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { closeDb } from '@/lib/server/platform/db/client';
import { LIMITS } from '@/lib/server/platform/rate-limit';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { placeOrder, type Placed } from '../helpers/place-order';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The riders' part of the visitors' API (lib/server/riders/schema.graphql) as the pages call it, on a real
 * PostgreSQL: a My booking link opens its own booking's seats on its park's sites only; a rider's link
 * opens that one rider, never the others; refusals name the limit; the signer's address and browser are
 * the request's; the anonymous changes are limited per client address.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let day: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db, 'http://127.0.0.1:9');
  invalidateCatalogue();
  invalidateLocales();
  day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  await materialiseSessions(database.db, day, 1);
});
afterAll(async () => {
  await closeDb();
  await database.drop();
});

const { execute, parse, print } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

interface Caller {
  localeId?: string;
  anonymousToken?: string | null;
  clientAddress?: string | null;
  userAgent?: string | null;
}

/** The visitors' API as a page on a site calls it (the document the browser sends). */
async function onSite<T>(document: DocumentNode, variables: Record<string, unknown>, { localeId = 'nz', anonymousToken = null, clientAddress = null, userAgent = null }: Caller = {}): Promise<T> {
  const locale = (await findLocaleById(localeId))!;
  const result = (await execute({
    schema: executableSchema(),
    document: parse(print(document)),
    variableValues: variables,
    contextValue: { locale, anonymousToken, origin: `http://${locale.domain}`, clientAddress, userAgent },
  })) as ExecutionResult<T>;
  if (result.errors?.length) throw result.errors[0];
  return result.data!;
}

let sessions = 0;
const zipline = (): Promise<Placed> =>
  placeOrder('http://127.0.0.1:9', { date: day, gatewayId: 'nz-arrival', quantity: 1, slug: 'zipline', variationId: 'nz-zipline-family', session: sessions++ });

const yearsAgo = (years: number) => `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;

async function seatsOf(token: string, caller?: Caller) {
  const { bookingRiders } = await onSite<GetBookingRidersQuery>(GetBookingRidersDocument, { token }, caller);
  if (bookingRiders.__typename !== 'BookingRiders') throw new Error(`no seats: ${bookingRiders.code}`);
  return bookingRiders;
}

const save = (seat: Record<string, unknown>, rider: Record<string, unknown>, caller?: Caller) => onSite<SaveRiderMutation>(SaveRiderDocument, { seat, rider }, caller).then((data) => data.saveRider);

describe("the visitors' riders API", () => {
  it("opens a booking's own seats by its link, on its park's sites only, each with what its activity asks and its waiver to read", async () => {
    const placed = await zipline();
    const token = signBookingLink(placed.orderId).token;
    const booking = await seatsOf(token);
    expect(booking.email).toBe(placed.email);
    expect(booking.seats.map((seat) => [seat.seat, seat.state, seat.waiver])).toEqual([0, 1, 2, 3].map((seat) => [seat, 'toName', 'missing']));
    const [seat] = booking.seats;
    expect(seat.asks).toEqual({ height: true, weight: true, questions: [] });
    expect(seat.waiverText).toMatchObject({ title: 'Release of liability and assumption of risk', version: 1, language: 'en' });
    expect(seat.variation.title).toMatch(/Family/);
    // Another park's site (Hong Kong, in either language) does not open it; nor does a forged link.
    for (const localeId of ['hk', 'zh-hk']) {
      expect((await onSite<GetBookingRidersQuery>(GetBookingRidersDocument, { token }, { localeId })).bookingRiders).toEqual({ __typename: 'RiderLinkProblem', code: 'NOT_FOUND' });
    }
    expect((await onSite<GetBookingRidersQuery>(GetBookingRidersDocument, { token: `${token.slice(0, -2)}AA` })).bookingRiders).toEqual({
      __typename: 'RiderLinkProblem',
      code: 'NOT_FOUND',
    });
  });

  it("refuses a rider the ride refuses, naming each limit, and refuses another booking's seat", async () => {
    const placed = await zipline();
    const token = signBookingLink(placed.orderId).token;
    const [seat] = (await seatsOf(token)).seats;
    const key = { bookingToken: token, ticketCode: seat.ticketCode, seat: 0 };
    const young = await save(key, { name: 'Tama', dateOfBirth: yearsAgo(6), heightCm: 110, weightKg: 125 });
    expect(young).toMatchObject({
      __typename: 'RiderRefused',
      code: 'RIDER_PROBLEMS',
      riderProblems: [
        { code: 'tooYoung', limit: 8, question: null },
        { code: 'tooShort', limit: 120, question: null },
        { code: 'tooHeavy', limit: 120, question: null },
      ],
    });
    const fixed = await save(key, { name: 'Tama Ngata', dateOfBirth: yearsAgo(9), heightCm: 130, weightKg: 30 });
    expect(fixed.__typename === 'RiderChanged' && [fixed.seat.state, fixed.seat.rider, fixed.seat.guardianSigns]).toEqual([
      'waiverMissing',
      { name: 'Tama Ngata', dateOfBirth: yearsAgo(9), heightCm: 130, weightKg: 30, answers: [] },
      true,
    ]);
    // Another booking's link with this booking's ticket: not found, and nothing saved there.
    const other = await zipline();
    const otherToken = signBookingLink(other.orderId).token;
    const foreign = await save({ bookingToken: otherToken, ticketCode: seat.ticketCode, seat: 1 }, { name: 'Intruder', dateOfBirth: yearsAgo(30), heightCm: 170, weightKg: 70 });
    expect(foreign).toMatchObject({ __typename: 'RiderRefused', code: 'NOT_FOUND' });
    const link = await onSite<MakeRiderLinkMutation>(MakeRiderLinkDocument, { bookingToken: otherToken, ticketCode: seat.ticketCode, seat: 1 });
    expect(link.makeRiderLink).toMatchObject({ __typename: 'RiderRefused', code: 'NOT_FOUND' });
    expect((await seatsOf(token)).seats[1].rider).toBeNull();
  });

  it("gives a personal link that sees its own rider only, and signs with the request's address and browser", async () => {
    const placed = await zipline();
    const token = signBookingLink(placed.orderId).token;
    const seats = (await seatsOf(token)).seats;
    await save({ bookingToken: token, ticketCode: seats[0].ticketCode, seat: 0 }, { name: 'Mere Ngata', dateOfBirth: yearsAgo(40), heightCm: 165, weightKg: 70 });
    const made = (await onSite<MakeRiderLinkMutation>(MakeRiderLinkDocument, { bookingToken: token, ticketCode: seats[1].ticketCode, seat: 1 })).makeRiderLink;
    if (made.__typename !== 'RiderLink') throw new Error('no link');
    expect(made.url).toBe(`http://nz.localhost${made.path}`);
    const riderToken = made.path.replace('/rider/', '');

    const opened = (await onSite<GetRiderSeatQuery>(GetRiderSeatDocument, { token: riderToken })).riderSeat;
    expect(opened).toMatchObject({ __typename: 'RiderSeat', seat: 1, rider: null, state: 'toName' });
    // Nothing of seat 0's rider reaches the link's holder, whatever the answer holds.
    expect(JSON.stringify(opened)).not.toContain('Mere');
    // The link names its rider only: a booking's ticket and seat sent with it are ignored.
    const saved = await save({ riderToken, ticketCode: seats[0].ticketCode, seat: 0 }, { name: 'Aroha Ngata', dateOfBirth: yearsAgo(20), heightCm: 160, weightKg: 60 });
    expect(saved.__typename === 'RiderChanged' && [saved.seat.seat, saved.seat.rider?.name, saved.seat.guardianSigns]).toEqual([1, 'Aroha Ngata', false]);
    expect((await seatsOf(token)).seats.map((seat) => seat.rider?.name ?? null)).toEqual(['Mere Ngata', 'Aroha Ngata', null, null]);
    // Not on another park's site, and a forged link opens nothing.
    expect((await onSite<GetRiderSeatQuery>(GetRiderSeatDocument, { token: riderToken }, { localeId: 'hk' })).riderSeat).toEqual({ __typename: 'RiderLinkProblem', code: 'NOT_FOUND' });
    expect((await onSite<GetRiderSeatQuery>(GetRiderSeatDocument, { token: `${riderToken.slice(0, -2)}AA` })).riderSeat).toEqual({ __typename: 'RiderLinkProblem', code: 'NOT_FOUND' });

    const waiverTextId = (opened.__typename === 'RiderSeat' && opened.waiverText?.id)!;
    const signing = { waiverTextId, signerName: 'Aroha Ngata', email: 'aroha@example.com', drawing: 'M10 10 L20 20' };
    const caller = { clientAddress: '203.0.113.7', userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131' };
    const signed = (await onSite<SignRiderWaiverMutation>(SignRiderWaiverDocument, { seat: { riderToken }, signing }, caller)).signRiderWaiver;
    expect(signed.__typename === 'RiderChanged' && [signed.seat.state, signed.seat.waiver]).toEqual(['ready', 'signed']);
    const [row] = (await database.db.execute<{ client_address: string; user_agent: string; signer_name: string }>(sql`
      select s.client_address, s.user_agent, s.signer_name from waiver_signatures s join riders r on r.id = s.rider_id where r.name = 'Aroha Ngata'`)).rows;
    expect(row).toEqual({ client_address: '203.0.113.7', user_agent: caller.userAgent, signer_name: 'Aroha Ngata' });
    // Signing again is refused, typed.
    const again = (await onSite<SignRiderWaiverMutation>(SignRiderWaiverDocument, { seat: { riderToken }, signing }, caller)).signRiderWaiver;
    expect(again).toMatchObject({ __typename: 'RiderRefused', code: 'ALREADY_SIGNED' });
  });

  it("needs a guardian's relationship for a minor, and an email for the copy", async () => {
    const placed = await zipline();
    const token = signBookingLink(placed.orderId).token;
    const [seat] = (await seatsOf(token)).seats;
    const key = { bookingToken: token, ticketCode: seat.ticketCode, seat: 0 };
    await save(key, { name: 'Tama Ngata', dateOfBirth: yearsAgo(9), heightCm: 130, weightKg: 30 });
    const signing = { waiverTextId: seat.waiverText!.id, signerName: 'Mere Ngata', email: 'not an email', guardianRelationship: ' ' };
    const refused = (await onSite<SignRiderWaiverMutation>(SignRiderWaiverDocument, { seat: key, signing })).signRiderWaiver;
    expect(refused).toMatchObject({
      __typename: 'RiderRefused',
      code: 'SIGNER_PROBLEMS',
      signerProblems: [
        { field: 'email', code: 'invalid' },
        { field: 'guardianRelationship', code: 'missing' },
      ],
    });
    const signed = (await onSite<SignRiderWaiverMutation>(SignRiderWaiverDocument, { seat: key, signing: { ...signing, email: 'mere@example.com', guardianRelationship: 'Mother' } })).signRiderWaiver;
    expect(signed.__typename === 'RiderChanged' && signed.seat.waiver).toBe('signed');
  });

  it('limits the anonymous changes per client address, counting refused ones, and changes nothing past the limit', async () => {
    const placed = await zipline();
    const token = signBookingLink(placed.orderId).token;
    const [seat] = (await seatsOf(token)).seats;
    const caller = { clientAddress: '198.51.100.23' };
    const points = LIMITS.riderChangeByAddress.points;
    // A script trying made-up links spends the address's budget.
    for (let attempt = 0; attempt < points; attempt++) {
      expect(await save({ riderToken: `made-up-${attempt}` }, { name: 'X', dateOfBirth: yearsAgo(30) }, caller)).toMatchObject({ code: 'NOT_FOUND' });
    }
    const limited = await save({ bookingToken: token, ticketCode: seat.ticketCode, seat: 0 }, { name: 'Tama Ngata', dateOfBirth: yearsAgo(9), heightCm: 130, weightKg: 30 }, caller);
    expect(limited).toMatchObject({ __typename: 'RiderRefused', code: 'RATE_LIMITED' });
    expect(limited.__typename === 'RiderRefused' && limited.retryAfterSeconds).toBeGreaterThan(0);
    expect((await onSite<MakeRiderLinkMutation>(MakeRiderLinkDocument, { bookingToken: token, ticketCode: seat.ticketCode, seat: 0 }, caller)).makeRiderLink).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await seatsOf(token)).seats[0].rider).toBeNull();
    // Another address is not held back.
    expect((await save({ bookingToken: token, ticketCode: seat.ticketCode, seat: 0 }, { name: 'Tama Ngata', dateOfBirth: yearsAgo(9), heightCm: 130, weightKg: 30 }, { clientAddress: '198.51.100.24' })).__typename).toBe('RiderChanged');
  });
});

describe('riders named at checkout, through the API', () => {
  it('refuses a too-young rider with the limit, keeping the cart and selling nothing; a fitting one is on the ticket', async () => {
    const locale = (await findLocaleById('nz'))!;
    const activity = (await findParkActivity('queenstown', 'zipline'))!;
    // A day of its own: the other tests take the first day's sessions one by one.
    const ownDay = new Date(Date.parse(day) + 2 * 86_400_000).toISOString().slice(0, 10);
    await materialiseSessions(database.db, ownDay, 1);
    const [session] = await daySessions(activity, locale.timeZone, ownDay);
    const visitor = { anonymousToken: crypto.randomUUID(), clientAddress: '203.0.113.46' };
    const added = await onSite<AddToCartMutation>(
      AddToCartDocument,
      { input: { activitySlug: 'zipline', sessionId: session.id, tickets: [{ variationId: 'nz-zipline-family', quantity: 1 }] } },
      visitor,
    );
    if (added.addToCart.__typename !== 'CartUpdated') throw new Error(added.addToCart.__typename);
    const [item] = added.addToCart.cart.items;
    const bornYearsAgo = (years: number) => `${Number(ownDay.slice(0, 4)) - years}${ownDay.slice(4)}`;
    const order = async (riders: unknown[]) =>
      (
        await onSite<CreateAndCompleteOrderMutation>(
          CreateAndCompleteOrderDocument,
          {
            input: {
              idempotencyKey: crypto.randomUUID(),
              customer: { firstName: 'Mere', lastName: 'Ngata', email: `mere-${crypto.randomUUID().slice(0, 8)}@example.com`, mobilePhone: '021 555 0199' },
              gatewayId: 'nz-arrival',
              acceptTerms: true,
              riders,
            },
          },
          visitor,
        )
      ).createAndCompleteOrder;
    const rider = (person: number, name: string, age: number) => ({
      cartItemId: item.id,
      person,
      rider: { name, dateOfBirth: bornYearsAgo(age), heightCm: 140, weightKg: 40, answers: [] },
    });

    const refused = await order([rider(0, 'Ana', 7), rider(1, 'Mere', 40)]);
    expect(refused).toEqual({
      __typename: 'CheckoutProblem',
      code: 'RIDER_REFUSED',
      fields: [],
      riders: [{ cartItemId: item.id, person: 0, problems: [{ code: 'tooYoung', limit: 8, question: null }] }],
      riderGroups: [],
    });
    expect((await getCart(visitor.anonymousToken, 'nz', locale.timeZone)).items.map((kept) => kept.id)).toEqual([item.id]);
    // More riders than a checkout may name are refused unread.
    const crowd = Array.from({ length: 101 }, (_, person) => rider(person, 'Ana', 30));
    expect(await order(crowd)).toMatchObject({ __typename: 'CheckoutProblem', code: 'INVALID_DETAILS', riders: [], riderGroups: [] });

    const placed = await order([rider(0, 'Ana', 9), rider(3, 'Mere', 40)]);
    if (placed.__typename !== 'OrderPlaced') throw new Error(placed.code);
    const booked = (await loadOrder(db(), { token: placed.order.token }))!;
    const seats = await seatsOf(signBookingLink(booked.id).token);
    expect(seats.seats.map((seat) => seat.rider?.name ?? null)).toEqual(['Ana', null, null, 'Mere']);
    expect(seats.seats[0].rider?.dateOfBirth).toBe(bornYearsAgo(9));
  });
});
