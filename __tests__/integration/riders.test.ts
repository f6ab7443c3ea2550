import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { invalidateLocales } from '@/lib/server/locales/locale-service';
import { closeDb } from '@/lib/server/platform/db/client';
import { randomUUID } from 'node:crypto';
import { findParkActivity } from '@/lib/server/activities/catalogue-service';
import { addToCart, getCart } from '@/lib/server/carts/cart-service';
import { createAndCompleteOrder } from '@/lib/server/checkout/order-service';
import { findLocaleById } from '@/lib/server/locales/locale-service';
import { ticketQrText } from '@/lib/server/orders';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { currentWaiverText, KIOSK_LINK_MINUTES, kioskBooking, kioskRiderLink, riderLink, riderSeats, saveRider, signWaiver, verifyRiderLink, waiverSeal, type Signing } from '@/lib/server/riders';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { placeOrder, type Placed } from '../helpers/place-order';
import { createTestDatabase } from '../helpers/test-database';

/*
 * A booking's riders through the commands every door uses (lib/server/riders/rider-commands.ts): a rider
 * the ride refuses is never saved, the accompanying-adult rule counts open seats and holds under
 * concurrent saves, a signature is sealed and taken once for the rider as they are, and a personal link
 * names one rider only.
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

// Pay on arrival: tickets exist at once, and no provider is asked. Each in a session of its own, within
// the session's share of reserved places.
let sessions = 0;
const family = (slug: 'zipline' | 'luge'): Promise<Placed> =>
  placeOrder('http://127.0.0.1:9', { date: day, gatewayId: 'nz-arrival', quantity: 1, slug, variationId: `nz-${slug}-family`, session: sessions++ });

const yearsAgo = (years: number) => `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;

async function signing(overrides: Partial<Signing['signer']> = {}, language: Signing['language'] = 'en'): Promise<Signing> {
  const text = (await currentWaiverText(database.db, 'queenstown-release', language))!;
  return {
    signer: { name: 'Mere Ngata', email: 'mere@example.com', guardianRelationship: 'mother', drawing: null, ...overrides },
    waiverTextId: text.id,
    language,
    client: { address: '203.0.113.9', userAgent: 'Chromium' },
    emailRequired: true,
  };
}

describe("a booking's riders", () => {
  it('are seats of standing tickets, one per person, unnamed and unsigned at first', async () => {
    const placed = await family('zipline');
    const seats = await riderSeats(database.db, { orderId: placed.orderId });
    expect(seats.map((seat) => seat.seat)).toEqual([0, 1, 2, 3]);
    expect(seats.every((seat) => !seat.verdict.named && seat.verdict.waiver === 'missing')).toBe(true);
    expect(seats[0].day).toBe(day);
  });

  it('refuses a rider the ride refuses, naming the limit, and saves nothing', async () => {
    const placed = await family('zipline');
    const [seat] = await riderSeats(database.db, { orderId: placed.orderId });
    const ref = { orderId: placed.orderId, ticketCode: seat.ticketCode, seat: 0 };
    const tooYoung = await saveRider(ref, { name: 'Tama', dateOfBirth: yearsAgo(6), heightCm: 130, weightKg: 25 }, 'start');
    expect(tooYoung).toEqual({ ok: false, refusal: { code: 'riderProblems', problems: [{ code: 'tooYoung', limit: 8 }] } });
    const heavyShort = await saveRider(ref, { name: 'Tama', dateOfBirth: yearsAgo(30), heightCm: 110, weightKg: 140 }, 'start');
    expect(heavyShort.ok || heavyShort.refusal).toEqual({ code: 'riderProblems', problems: [{ code: 'tooShort', limit: 120 }, { code: 'tooHeavy', limit: 120 }] });
    expect((await database.db.execute(sql`select id from riders where ticket_id = ${seat.ticketId}`)).rows).toEqual([]);
    const fixed = await saveRider(ref, { name: ' Tama Ngata ', dateOfBirth: yearsAgo(9), heightCm: 130, weightKg: 30, answers: { unasked: true } }, 'start');
    expect(fixed.ok && fixed.seat.rider).toEqual({ name: 'Tama Ngata', dateOfBirth: yearsAgo(9), heightCm: 130, weightKg: 30, answers: {} });
    expect(fixed.ok && fixed.seat.verdict).toEqual({ named: true, problems: [], waiver: 'missing' });
  });

  it('takes a waiver once for the rider as they are: a guardian for a minor, sealed; a change of details asks again', async () => {
    const placed = await family('zipline');
    const [seat] = await riderSeats(database.db, { orderId: placed.orderId });
    const ref = { orderId: placed.orderId, ticketCode: seat.ticketCode, seat: 0 };
    expect(await signWaiver(ref, await signing(), 'start')).toEqual({ ok: false, refusal: { code: 'notNamed' } });
    await saveRider(ref, { name: 'Tama Ngata', dateOfBirth: yearsAgo(9), heightCm: 130, weightKg: 30 }, 'start');
    const noGuardian = await signWaiver(ref, await signing({ guardianRelationship: ' ' }), 'start');
    expect(noGuardian).toEqual({ ok: false, refusal: { code: 'signerProblems', problems: [{ field: 'guardianRelationship', code: 'missing' }] } });
    const stale = { ...(await signing()), waiverTextId: '00000000-0000-0000-0000-000000000000' };
    expect(await signWaiver(ref, stale, 'start')).toEqual({ ok: false, refusal: { code: 'textChanged' } });

    const signed = await signWaiver(ref, await signing({ drawing: 'M1 2 L3 4' }, 'zh-Hant'), 'start');
    expect(signed.ok && signed.seat.verdict.waiver).toBe('signed');
    const row = (await database.db.execute<Record<string, unknown>>(sql`
      select s.*, t.body, t.language from waiver_signatures s join waiver_texts t on t.id = s.waiver_text_id where s.id = ${signed.ok && signed.seat.signature!.id}`)).rows[0];
    // The signer's copy is queued with it, once.
    expect((await database.db.execute(sql`select id from outbox where dedupe_key = ${`waiver-copy:${row.id}`}`)).rows).toHaveLength(1);
    expect(row.language).toBe('zh-Hant');
    expect(row.seal).toBe(
      waiverSeal({
        waiverTextId: row.waiver_text_id as string,
        waiverBody: row.body as string,
        rider: row.rider as Record<string, unknown>,
        signerName: 'Mere Ngata',
        signerEmail: 'mere@example.com',
        guardianRelationship: 'mother',
        drawing: 'M1 2 L3 4',
        signedAt: new Date(row.signed_at as string),
        clientAddress: '203.0.113.9',
        userAgent: 'Chromium',
      }),
    );
    // A retried request signs once.
    expect(await signWaiver(ref, await signing(), 'start')).toEqual({ ok: false, refusal: { code: 'alreadySigned' } });
    // A change of details: the signature stays, but no longer covers the rider.
    const changed = await saveRider(ref, { name: 'Tama Ngata', dateOfBirth: yearsAgo(9), heightCm: 131, weightKg: 30 }, 'start');
    expect(changed.ok && changed.seat.verdict.waiver).toBe('missing');
    expect((await signWaiver(ref, await signing(), 'start')).ok).toBe(true);
    expect((await database.db.execute(sql`select id from waiver_signatures where rider_id = ${signed.ok && signed.seat.riderId}`)).rows).toHaveLength(2);
  });

  it('lets a child be named while seats that may yet be adults are open, never past the rule, also when saved at once', async () => {
    // The luge: under 6 rides with someone 16 or older, one child per adult.
    const placed = await family('luge');
    const seats = await riderSeats(database.db, { orderId: placed.orderId });
    const ref = (seat: number) => ({ orderId: placed.orderId, ticketCode: seats[0].ticketCode, seat });
    const child = (name: string) => ({ name, dateOfBirth: yearsAgo(4) });
    expect((await saveRider(ref(0), child('Ana'), 'start')).ok).toBe(true);
    // A second child fits while two seats stay open for adults; a third would not. Saved at once, in ten
    // rounds, only one of two passes each time (the riders' lock: without it both pass in most rounds).
    for (let round = 0; round < 10; round++) {
      await database.db.execute(sql`delete from riders where ticket_id = ${seats[0].ticketId} and seat in (1, 2)`);
      const both = await Promise.all([saveRider(ref(1), child('Rua'), 'start'), saveRider(ref(2), child('Toru'), 'start')]);
      expect(both.filter((outcome) => outcome.ok), `round ${round}`).toHaveLength(1);
    }
    const open = (await riderSeats(database.db, { orderId: placed.orderId })).find((seat) => seat.seat > 0 && !seat.rider)!.seat;
    // Two children, two open seats: each must be an adult now. A teen of 10 is refused.
    const teen = await saveRider(ref(open), { name: 'Wha', dateOfBirth: yearsAgo(10) }, 'start');
    expect(teen.ok || teen.refusal.code).toBe('groupProblems');
    expect((await saveRider(ref(open), { name: 'Mere', dateOfBirth: yearsAgo(40) }, 'start')).ok).toBe(true);
    expect((await saveRider(ref(3), { name: 'Hemi', dateOfBirth: yearsAgo(41) }, 'start')).ok).toBe(true);
  });

  it('gives a personal link that names one rider, refuses a forged one, and closes at the session', async () => {
    const placed = await family('zipline');
    const seats = await riderSeats(database.db, { orderId: placed.orderId });
    const link = await riderLink({ orderId: placed.orderId, ticketCode: seats[2].ticketCode, seat: 2 });
    if (!link.ok) throw new Error('no link');
    const opened = verifyRiderLink(link.seat.token);
    if (!opened.ok) throw new Error('link refused');
    const saved = await saveRider({ riderId: opened.riderId }, { name: 'Aroha', dateOfBirth: yearsAgo(20), heightCm: 160, weightKg: 60 }, 'start');
    expect(saved.ok && saved.seat.seat).toBe(2);
    // Making the link again names the same rider.
    const again = await riderLink({ orderId: placed.orderId, ticketCode: seats[2].ticketCode, seat: 2 });
    expect(again.ok && verifyRiderLink(again.seat.token)).toEqual({ ok: true, riderId: opened.riderId, until: 'start' });
    expect(verifyRiderLink(`${link.seat.token.slice(0, -2)}AA`)).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(verifyRiderLink(link.seat.token, new Date(link.seat.expiresAt.getTime() + 1000))).toEqual({ ok: false, code: 'LINK_EXPIRED' });
    const late = new Date(placed.startsAt.getTime() + 60_000);
    expect(await saveRider({ riderId: opened.riderId }, { name: 'Aroha', dateOfBirth: yearsAgo(21), heightCm: 160, weightKg: 60 }, 'start', late)).toEqual({
      ok: false,
      refusal: { code: 'closed' },
    });
    // Staff at the kiosk may still change it on the day.
    expect((await saveRider({ riderId: opened.riderId }, { name: 'Aroha', dateOfBirth: yearsAgo(21), heightCm: 160, weightKg: 60 }, 'dayEnd', late)).ok).toBe(true);
    // Another booking's ticket code is not this booking's seat.
    const other = await family('zipline');
    expect(await saveRider({ orderId: other.orderId, ticketCode: seats[0].ticketCode, seat: 0 }, { name: 'X', dateOfBirth: yearsAgo(20) }, 'start')).toEqual({
      ok: false,
      refusal: { code: 'notFound' },
    });
  });
});

describe("the gate's kiosk", () => {
  const gate = { role: 'gate' as const, parks: ['queenstown'] };
  const elsewhere = { role: 'manager' as const, parks: ['hong-kong'] };

  it("finds a booking by a ticket's QR code or its booking ID, only at the staff member's park", async () => {
    const placed = await family('zipline');
    const [seat] = await riderSeats(database.db, { orderId: placed.orderId });
    const byQr = await kioskBooking(gate, ticketQrText(seat.ticketCode));
    expect(byQr.ok && byQr.bookingId).toBe(placed.bookingId);
    const byId = await kioskBooking(gate, ` ${placed.bookingId.toLowerCase()} `);
    expect(byId.ok && byId.seats.length).toBe(4);
    expect(await kioskBooking(elsewhere, placed.bookingId)).toEqual({ ok: false });
    // Its signature's last character changed (to another one, whatever it was).
    const qr = ticketQrText(seat.ticketCode);
    expect(await kioskBooking(gate, `${qr.slice(0, -1)}${qr.endsWith('X') ? 'Y' : 'X'}`)).toEqual({ ok: false });
    expect(await kioskBooking(gate, 'x'.repeat(500))).toEqual({ ok: false });
  });

  it("hands the tablet the rider's own page after the session has started, on its day; never for another park", async () => {
    const placed = await family('zipline');
    const [seat] = await riderSeats(database.db, { orderId: placed.orderId });
    const at = { bookingId: placed.bookingId, ticketCode: seat.ticketCode, seat: 0 };
    const late = new Date(placed.startsAt.getTime() + 60_000);
    expect(await kioskRiderLink(elsewhere, at, late)).toEqual({ ok: false, code: 'notFound' });
    // A visitor's personal link is closed once the session starts; the kiosk's is not, on the day.
    expect(await riderLink({ orderId: placed.orderId, ticketCode: seat.ticketCode, seat: 0 }, late)).toEqual({ ok: false, refusal: { code: 'closed' } });
    const link = await kioskRiderLink(gate, at, late);
    if (!link.ok) throw new Error(link.code);
    expect(link.url).toMatch(/^http:\/\/127\.0\.0\.1:9\/rider\//);
    expect(link.expiresAt.getTime() - late.getTime()).toBe(KIOSK_LINK_MINUTES * 60_000);
    const opened = verifyRiderLink(link.url.split('/rider/')[1], late);
    if (!opened.ok) throw new Error(opened.code);
    expect(opened.until).toBe('dayEnd');
    const adult = { name: 'Hemi Ngata', dateOfBirth: yearsAgo(40), heightCm: 175, weightKg: 80 };
    expect((await saveRider({ riderId: opened.riderId }, adult, opened.until, late)).ok).toBe(true);
    const { emailRequired: _, ...atTheGate } = await signing({ name: 'Hemi Ngata', guardianRelationship: null });
    const signed = await signWaiver({ riderId: opened.riderId }, { ...atTheGate, emailRequired: true }, opened.until, late);
    expect(signed.ok && signed.seat.verdict).toEqual({ named: true, problems: [], waiver: 'signed' });
    // The next park day, the kiosk link opens nothing to change.
    expect(await kioskRiderLink(gate, at, new Date(placed.startsAt.getTime() + 86_400_000))).toEqual({ ok: false, code: 'closed' });
  });

});

describe('riders named at checkout', () => {
  it('refuse the order, keeping the cart, when one does not fit; once fixed, are on the tickets', async () => {
    const locale = (await findLocaleById('nz'))!;
    const activity = (await findParkActivity('queenstown', 'zipline'))!;
    // A day of its own: the other tests take the first day's sessions one by one.
    const nextDay = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
    await materialiseSessions(database.db, nextDay, 1);
    const [session] = await daySessions(activity, locale.timeZone, nextDay);
    const anonymousToken = randomUUID();
    await addToCart({ anonymousToken, localeId: 'nz', parkId: 'queenstown', activitySlug: 'zipline', sessionId: session.id, tickets: [{ variationId: 'nz-zipline-family', quantity: 1 }] });
    const [item] = (await getCart(anonymousToken, 'nz', locale.timeZone)).items;
    const order = (riders: { person: number; name: string; age: number }[]) =>
      createAndCompleteOrder({
        anonymousToken,
        locale,
        origin: 'http://127.0.0.1:9',
        idempotencyKey: randomUUID(),
        customer: { firstName: 'Mere', lastName: 'Ngata', email: `mere-${randomUUID().slice(0, 8)}@example.com`, mobilePhone: '021 555 0199' },
        code: null,
        gatewayId: 'nz-arrival',
        acceptTerms: true,
        riders: riders.map(({ person, name, age }) => ({ itemId: item.id, person, details: { name, dateOfBirth: yearsAgo(age), heightCm: 140, weightKg: 40 } })),
      });
    const refused = await order([{ person: 0, name: 'Ana', age: 7 }, { person: 1, name: 'Mere', age: 40 }]);
    expect(refused).toEqual({
      kind: 'problem',
      code: 'RIDER_REFUSED',
      riders: { ok: false, malformed: false, riders: [{ itemId: item.id, person: 0, problems: [{ code: 'tooYoung', limit: 8 }] }], groups: [] },
    });
    expect((await getCart(anonymousToken, 'nz', locale.timeZone)).items).toHaveLength(1);
    expect(await order([{ person: 7, name: 'Ana', age: 9 }])).toEqual({ kind: 'problem', code: 'INVALID_DETAILS', fields: [] });

    const placed = await order([{ person: 0, name: 'Ana', age: 9 }, { person: 3, name: 'Mere', age: 40 }]);
    if (placed.kind !== 'placed') throw new Error(placed.code);
    const seats = await riderSeats(database.db, { orderId: placed.order.id });
    expect(seats.map((seat) => seat.rider?.name ?? null)).toEqual(['Ana', null, null, 'Mere']);
  });
});
