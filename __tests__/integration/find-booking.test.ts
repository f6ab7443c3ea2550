import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { addToCart } from '@/lib/server/carts/cart-service';
import { createAndCompleteOrder } from '@/lib/server/checkout/order-service';
import { executableSchema } from '@/lib/server/graphql/schema';
import { findLocaleById, invalidateLocales } from '@/lib/server/locales/locale-service';
import type { LocaleRecord } from '@/lib/server/locales';
import { siteOrigin } from '@/lib/server/locales';
import type { BookingLinksEmailView, OrderEmailView } from '@/lib/server/mail';
import { renderBookingLinks } from '@/lib/server/mail/booking-links';
import { verifyBookingLink } from '@/lib/server/orders';
import { confirmPayment } from '@/lib/server/payments/payment-service';
import { closeDb } from '@/lib/server/platform/db/client';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase } from '../helpers/test-database';

/*
 * "Find my booking" (issue #24) on a real PostgreSQL, with bookings paid through the payment sandbox:
 * through the visitors' API, the same answer whether or not the address has bookings; one mail listing
 * every booking of that address at the site's park (both its languages' sites), none of another park or
 * address; a booking ID narrows it; each link's token opens its own order; the limits per address typed
 * and per client address; and the booking's own mails carry their signed link.
 */
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const NOW = new Date();
const locales: Record<'hk' | 'zhHk' | 'nz', LocaleRecord> = {} as never;

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
  await seedIfEmpty(database.db, sandbox.sandboxUrl);
  invalidateCatalogue();
  invalidateLocales();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 20);
  locales.hk = (await findLocaleById('hk'))!;
  locales.zhHk = (await findLocaleById('zh-hk'))!;
  locales.nz = (await findLocaleById('nz'))!;
});
afterAll(async () => {
  await closeDb();
  await database.drop();
  await sandbox.close();
});

const day = (offset: number) => new Date(NOW.getTime() + (3 + offset) * 86_400_000).toISOString().slice(0, 10);
const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute<T & Record<string, unknown>>(query)).rows;
const { execute, parse } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;
const someAddress = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}-${randomUUID().slice(0, 6)}`;

const SITES = {
  nz: { localeId: 'nz', parkId: 'queenstown', slug: 'luge', variationId: 'nz-luge-five-rides', gatewayId: 'nz-windcave' },
  hk: { localeId: 'hk', parkId: 'hong-kong', slug: 'harbour-zipline', variationId: 'hk-zipline-adult', gatewayId: 'hk-wechat' },
  zhHk: { localeId: 'zh-hk', parkId: 'hong-kong', slug: 'harbour-zipline', variationId: 'hk-zipline-adult', gatewayId: 'zh-hk-wechat' },
} as const;
type Site = (typeof SITES)[keyof typeof SITES];

/** A visitor books one ticket on `site` and, unless `pay` is false, pays (the sandbox's QR or hosted page), as closures.test.ts does. */
async function booking(site: Site, email: string, { offset = 1, pay = true } = {}) {
  const locale = (await findLocaleById(site.localeId))!;
  const activity = (await findParkActivity(site.parkId, site.slug))!;
  const session = (await daySessions(activity, locale.timeZone, day(offset), NOW))[0];
  const token = randomUUID();
  const added = await addToCart({ anonymousToken: token, localeId: site.localeId, parkId: site.parkId, activitySlug: site.slug, sessionId: session.id, tickets: [{ variationId: site.variationId, quantity: 1 }] });
  expect(added.kind).toBe('added');
  const placed = await createAndCompleteOrder({
    anonymousToken: token,
    locale,
    // The origin the sandbox sends the visitor back to, as closures.test.ts places orders.
    origin: sandbox.origin,
    idempotencyKey: randomUUID(),
    customer: { firstName: 'Mei', lastName: 'Chan', mobilePhone: '021 555 0199', email },
    code: null,
    gatewayId: site.gatewayId,
    acceptTerms: true,
  });
  if (placed.kind !== 'placed') throw new Error(`expected an order, got ${placed.code}`);
  if (pay && placed.action?.kind === 'redirect') {
    await fetch(placed.action.url, { method: 'POST', body: new URLSearchParams({ choice: 'approve', notify: 'never' }), redirect: 'manual' });
  } else if (pay && placed.action?.kind === 'qr') {
    await fetch(placed.action.content, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ choice: 'confirm', notify: 'never' }).toString() });
  }
  if (pay && placed.action) expect((await confirmPayment(placed.order.token)).outcome).toBe('PAID');
  return { ...placed.order, sessionId: session.id };
}

const FIND = `mutation ($email: String!, $bookingId: String) {
  findMyBooking(email: $email, bookingId: $bookingId) {
    __typename
    ... on FindMyBookingSent { sent }
    ... on FindMyBookingProblem { code fields { field code } retryAfterSeconds }
  }
}`;

/** The visitors' API, as a request from `locale`'s site and `from` (a client address) makes it. */
async function find(locale: LocaleRecord, email: string, bookingId: string | null = null, from = someAddress()) {
  const result = await execute({
    schema: executableSchema(),
    document: parse(FIND),
    variableValues: { email, bookingId },
    contextValue: { locale, anonymousToken: null, origin: siteOrigin(locale), clientAddress: from },
  });
  expect(result.errors).toBeUndefined();
  return (result.data as { findMyBooking: Record<string, unknown> }).findMyBooking;
}

/** The booking-links mails queued to an address (any case), oldest first. */
const linkMails = (email: string) =>
  rows<{ payload: BookingLinksEmailView }>(sql`
    select payload from outbox where kind = 'booking-links' and lower(payload->>'email') = ${email.toLowerCase()} order by created_at, id`).then((found) => found.map((row) => row.payload));

const tokenOf = (url: string) => new URL(url).pathname.replace(/^\/my-booking\//, '');

describe('find my booking', () => {
  it('answers the same whether or not the address has bookings, and mails only the one that has', async () => {
    const email = unique('found');
    await booking(SITES.hk, email);
    const stranger = unique('stranger');
    const found = await find(locales.hk, email);
    const notFound = await find(locales.hk, stranger);
    expect(found).toEqual({ __typename: 'FindMyBookingSent', sent: true });
    expect(notFound).toEqual(found);
    expect(await linkMails(email)).toHaveLength(1);
    expect(await linkMails(stranger)).toHaveLength(0);
  });

  it('mails one message listing every booking of that address at the park, from either of its sites, none of another park or address', async () => {
    const email = unique('Mei.Chan');
    const english = await booking(SITES.hk, email, { offset: 2 });
    // The same address typed in another case, on the park's Chinese site.
    const chinese = await booking(SITES.zhHk, email.toUpperCase(), { offset: 1 });
    const otherPark = await booking(SITES.nz, email);
    const otherAddress = await booking(SITES.hk, unique('someone-else'));
    // A checkout never paid is no booking.
    const unpaid = await booking(SITES.hk, email, { pay: false });

    expect(await find(locales.hk, `  ${email.toUpperCase()} `)).toEqual({ __typename: 'FindMyBookingSent', sent: true });
    const [mail, ...more] = await linkMails(email);
    expect(more).toEqual([]);
    expect(mail.language).toBe('en');
    expect(mail.parkName).toBe(locales.hk.title);
    // Newest first: the Chinese site's booking was made after the English one.
    expect(mail.bookings.map((entry) => entry.bookingId)).toEqual([chinese.bookingId, english.bookingId]);
    const listed = mail.bookings.map((entry) => entry.bookingId);
    for (const left of [otherPark, otherAddress, unpaid]) expect(listed).not.toContain(left.bookingId);
    for (const entry of mail.bookings) expect(entry).toMatchObject({ status: 'paid', startsAt: expect.any(String), activityTitle: expect.stringMatching(/Zipline/) });
    // Each link is on the site asked on, and its token opens its own order, for MY_BOOKING_LINK_DAYS.
    for (const [entry, order] of [[mail.bookings[0], chinese], [mail.bookings[1], english]] as const) {
      expect(entry.url.startsWith(`${siteOrigin(locales.hk)}/my-booking/`)).toBe(true);
      expect(verifyBookingLink(tokenOf(entry.url))?.orderId).toBe(order.id);
    }
    expect(verifyBookingLink(tokenOf(mail.bookings[0].url), new Date(Date.now() + 8 * 86_400_000))).toBeNull();
    expect(mail.findBookingUrl).toBe(`${siteOrigin(locales.hk)}/find-booking`);
    const rendered = await renderBookingLinks(mail);
    expect(rendered.text).toContain(mail.bookings[0].url);
    expect(rendered.text).toContain(mail.bookings[1].url);

    // Asked on the Chinese site: the same bookings, in Chinese, with links on that site.
    await find(locales.zhHk, email);
    const chineseMail = (await linkMails(email))[1];
    expect(chineseMail.language).toBe('zh-Hant');
    expect(chineseMail.bookings.map((entry) => entry.bookingId)).toEqual(listed);
    expect(chineseMail.bookings[0].url.startsWith(`${siteOrigin(locales.zhHk)}/my-booking/`)).toBe(true);
    expect(chineseMail.bookings[0].activityTitle).toMatch(/[\u4e00-\u9fff]/);
  });

  it('narrows to the booking ID given, however it is typed, and mails nothing for one of another address', async () => {
    const email = unique('narrow');
    const first = await booking(SITES.hk, email);
    await booking(SITES.hk, email);
    const typed = first.bookingId.toLowerCase().replace(/-/g, ' ');
    expect(await find(locales.hk, email, typed)).toEqual({ __typename: 'FindMyBookingSent', sent: true });
    expect((await linkMails(email))[0].bookings.map((entry) => entry.bookingId)).toEqual([first.bookingId]);
    const someoneElses = await booking(SITES.hk, unique('other'));
    expect(await find(locales.hk, email, someoneElses.bookingId)).toEqual({ __typename: 'FindMyBookingSent', sent: true });
    expect(await linkMails(email)).toHaveLength(1);
  });

  it('lists bookings cancelled or refunded since, but not those long over', async () => {
    const email = unique('history');
    const refunded = await booking(SITES.hk, email, { offset: 3 });
    const over = await booking(SITES.hk, email, { offset: 4 });
    await database.db.execute(sql`update orders set status = 'refunded' where id = ${refunded.id}`);
    // The second booking's session, alone in its day, moved 40 days into the past.
    await database.db.execute(sql`update sessions set starts_at = starts_at - interval '48 days' where id = ${over.sessionId}`);
    await find(locales.hk, email);
    const [mail] = await linkMails(email);
    expect(mail.bookings.map((entry) => [entry.bookingId, entry.status])).toEqual([[refunded.bookingId, 'refunded']]);
  });

  it('refuses bad input with the field’s message, looking nothing up', async () => {
    expect(await find(locales.hk, 'not-an-email')).toEqual({
      __typename: 'FindMyBookingProblem',
      code: 'INVALID_DETAILS',
      fields: [{ field: 'email', code: 'invalidEmail' }],
      retryAfterSeconds: null,
    });
    expect(await find(locales.hk, 'mei@example.com', 'SR-12')).toMatchObject({ code: 'INVALID_DETAILS', fields: [{ field: 'bookingId', code: 'invalidBookingId' }] });
  });

  it('limits an address typed per client address (past it, the same answer and nothing sent) and each client address, whatever the address', async () => {
    const email = unique('limited');
    await booking(SITES.hk, email);
    const stranger = someAddress();
    for (let i = 0; i < 3; i++) expect(await find(locales.hk, email.toUpperCase(), null, stranger)).toEqual({ __typename: 'FindMyBookingSent', sent: true });
    // A fourth from the same network is answered as always and sends nothing: nothing tells it of a limit.
    expect(await find(locales.zhHk, email, null, stranger)).toEqual({ __typename: 'FindMyBookingSent', sent: true });
    expect(await linkMails(email)).toHaveLength(3);
    // The visitor, elsewhere, is not locked out by the stranger's requests.
    expect(await find(locales.hk, email)).toEqual({ __typename: 'FindMyBookingSent', sent: true });
    expect(await linkMails(email)).toHaveLength(4);

    const network = someAddress();
    for (let i = 0; i < 20; i++) expect(await find(locales.hk, unique('visitor'), null, network)).toEqual({ __typename: 'FindMyBookingSent', sent: true });
    expect(await find(locales.hk, unique('visitor'), null, network)).toMatchObject({ code: 'RATE_LIMITED' });
    // Another network is not held up by it.
    expect(await find(locales.hk, unique('visitor'))).toEqual({ __typename: 'FindMyBookingSent', sent: true });
  });

  it('gives the booking’s own confirmation mail its signed My booking link and Find my booking, on its site', async () => {
    const email = unique('confirmed');
    const order = await booking(SITES.zhHk, email);
    const [confirmation] = await rows<{ payload: OrderEmailView }>(sql`select payload from outbox where dedupe_key = ${`order-confirmation:${order.id}`}`);
    // The order's own site (the origin it was placed on).
    expect(confirmation.payload.manageUrl?.startsWith(`${sandbox.origin}/my-booking/`)).toBe(true);
    expect(verifyBookingLink(tokenOf(confirmation.payload.manageUrl!))?.orderId).toBe(order.id);
    expect(confirmation.payload.findBookingUrl).toBe(`${sandbox.origin}/find-booking`);
  });
});
