import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { CONFIRM_HOURS, OFFER_MINUTES } from '@/lib/domain/waiting-list';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { getCart } from '@/lib/server/carts';
import { addToCart } from '@/lib/server/carts/cart-service';
import { staffExecutableSchema } from '@/lib/server/graphql/schema';
import { findLocaleById, invalidateLocales } from '@/lib/server/locales/locale-service';
import type { WaitingListConfirmView, WaitingListOfferView } from '@/lib/server/mail';
import { renderWaitingListConfirm, renderWaitingListOffer } from '@/lib/server/mail/waiting-list';
import { closeDb } from '@/lib/server/platform/db/client';
import { perClient } from '@/lib/server/platform/http/client-address';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { findStaffByEmail, type StaffMember } from '@/lib/server/staff';
import { claimOffer, confirmWaitingListEntry, findOffer, joinWaitingList, offerFreedPlaces } from '@/lib/server/waiting-lists';
import { createTestDatabase } from '../helpers/test-database';

/*
 * Waiting lists on a real PostgreSQL: joining and its refusals, the caps per mailbox and per
 * client address, the emailed confirmation (an unconfirmed join is never offered, and lapses), offers
 * strictly in line order under the session's lock (the head waits for its places; nobody jumps it), an
 * offer counting against its joiner's address budget, an offer's hold and its one mail, an expired offer
 * moving the line on, claiming into the visitor's cart once, two concurrent offer runs never offering a
 * place twice, and the day sheet's view of the line.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const NOW = new Date();
let owner: StaffMember;
let manager: StaffMember;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db, 'http://127.0.0.1:9');
  await seedDemoStaff(database.db);
  invalidateCatalogue();
  invalidateLocales();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 20);
  owner = (await findStaffByEmail('owner@summit-rush.test'))!;
  manager = (await findStaffByEmail('manager@summit-rush.test'))!;
});
afterAll(async () => {
  await closeDb();
  await database.drop();
});

const HK = { localeId: 'hk', parkId: 'hong-kong', slug: 'harbour-zipline', variationId: 'hk-zipline-adult' } as const;
const day = (offset: number) => new Date(NOW.getTime() + (3 + offset) * 86_400_000).toISOString().slice(0, 10);
const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute<T & Record<string, unknown>>(query)).rows;
const { execute, parse } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
async function asStaff<T = Record<string, unknown>>(member: StaffMember, query: string, variables: Record<string, unknown> = {}): Promise<ExecutionResult<T>> {
  return (await execute({ schema: staffExecutableSchema(), document: parse(query), variableValues: variables, contextValue: { staff: member, clientAddress: null } })) as ExecutionResult<T>;
}

async function session(date: string, index = 0) {
  const locale = (await findLocaleById(HK.localeId))!;
  const activity = (await findParkActivity(HK.parkId, HK.slug))!;
  return (await daySessions(activity, locale.timeZone, date, NOW))[index];
}
/** Sells every place but `free` (sessions.sold, as paid orders would). */
const leaveFree = (sessionId: string, free: number) => database.db.execute(sql`update sessions set sold = capacity - ${free} where id = ${sessionId}`);
const join = (sessionId: string, email: string, places = 1, localeId: string = HK.localeId, parkId: string = HK.parkId, clientAddress: string | null = null, now = new Date()) =>
  joinWaitingList({ sessionId, email, places, localeId, parkId, clientAddress }, now);
/** The confirmation mail queued for a join (the outbox's row), and the key its link carries. */
const confirmMail = async (sessionId: string, email: string) =>
  (
    await rows<{ payload: WaitingListConfirmView }>(sql`
      select o.payload from outbox o join waiting_list_entries e on o.dedupe_key = 'waiting-list-confirm:' || e.id::text
      where e.session_id = ${sessionId} and e.email = ${email} order by e.position desc limit 1`)
  )[0];
const confirmTokenOf = (mail: { payload: WaitingListConfirmView }) => mail.payload.confirmUrl.split('/waiting-list/confirm/')[1];
const confirmJoin = async (sessionId: string, email: string, now = new Date()) =>
  confirmWaitingListEntry({ token: confirmTokenOf(await confirmMail(sessionId, email)), localeId: HK.localeId }, now);
/** Joins and confirms through the emailed link, as a visitor does. */
async function joinConfirmed(sessionId: string, email: string, places = 1, clientAddress: string | null = null) {
  const joined = await join(sessionId, email, places, HK.localeId, HK.parkId, clientAddress);
  expect(joined).toMatchObject({ kind: 'joined', state: 'JOINED' });
  expect(await confirmJoin(sessionId, email)).toMatchObject({ status: 'CONFIRMED' });
  return joined;
}
const entries = (sessionId: string) =>
  rows<{ email: string; status: string; places: number; hold_id: string | null; offer_token_hash: string | null }>(
    sql`select email, status, places, hold_id, offer_token_hash from waiting_list_entries where session_id = ${sessionId} order by position`,
  );
const offerMails = (sessionId: string) =>
  rows<{ dedupe_key: string; payload: WaitingListOfferView }>(sql`
    select o.dedupe_key, o.payload from outbox o join waiting_list_entries e on o.dedupe_key = 'waiting-list-offer:' || e.id::text
    where e.session_id = ${sessionId} order by e.position`);
const tokenOf = (mail: { payload: WaitingListOfferView }) => mail.payload.offerUrl.split('/waiting-list/')[1];
const ledger = async (sessionId: string, now = new Date()) =>
  (
    await rows<{ capacity: number; sold: number; held: number }>(sql`
    select capacity, sold, coalesce((select sum(places) from holds where session_id = s.id and expires_at > ${now.toISOString()}), 0)::int as held
    from sessions s where id = ${sessionId}`)
  )[0];

describe('joining a waiting list', () => {
  it('is allowed only on a session sold out for the places asked, and is idempotent', async () => {
    const target = await session(day(0));
    await leaveFree(target.id, 1);
    expect(await join(target.id, 'one@example.com', 1)).toEqual({ kind: 'refused', code: 'NOT_SOLD_OUT' });
    // One place free, two asked: sold out for them.
    expect(await join(target.id, 'Pair@Example.com', 2)).toEqual({ kind: 'joined', state: 'JOINED', places: 2, ahead: null });
    // Again, in another case and with another count: it awaits its confirmation; nothing changed, no second mail.
    expect(await join(target.id, ' pair@example.COM ', 3)).toEqual({ kind: 'joined', state: 'AWAITING_CONFIRMATION', places: 2, ahead: null });
    expect(await rows(sql`select 1 from outbox o join waiting_list_entries e on o.dedupe_key = 'waiting-list-confirm:' || e.id::text where e.session_id = ${target.id}`)).toHaveLength(1);
    expect(await confirmJoin(target.id, 'pair@example.com')).toMatchObject({ status: 'CONFIRMED', position: 1, places: 2 });
    expect(await join(target.id, 'pair@example.com', 3)).toEqual({ kind: 'joined', state: 'ALREADY_ON_LIST', places: 2, ahead: 0 });
    // The same mailbox with a +tag is the same visitor: one entry per session, however spelt, even at once.
    const tagged = await Promise.all([join(target.id, 'pair+a@example.com', 1), join(target.id, 'pair+b@example.com', 1)]);
    expect(tagged).toEqual([0, 1].map(() => ({ kind: 'joined', state: 'ALREADY_ON_LIST', places: 2, ahead: 0 })));
    const raced = await Promise.all([join(target.id, 'trio+a@example.com', 2), join(target.id, 'trio+b@example.com', 2)]);
    expect(raced.map((r) => (r.kind === 'joined' ? r.state : r.kind)).sort()).toEqual(['AWAITING_CONFIRMATION', 'JOINED']);
    await database.db.execute(sql`delete from waiting_list_entries where mailbox = 'trio@example.com'`);
    await leaveFree(target.id, 0);
    await joinConfirmed(target.id, 'second@example.com', 1);
    expect(await join(target.id, 'second@example.com', 1)).toEqual({ kind: 'joined', state: 'ALREADY_ON_LIST', places: 1, ahead: 1 });
    expect((await entries(target.id)).map((e) => [e.email, e.places, e.status])).toEqual([
      ['pair@example.com', 2, 'waiting'],
      ['second@example.com', 1, 'waiting'],
    ]);
  });

  it('refuses bad input, unknown, past, closed and other parks’ sessions, changing nothing', async () => {
    const target = await session(day(1));
    await leaveFree(target.id, 0);
    const bad = await join(target.id, 'not-an-email', 0);
    expect(bad.kind).toBe('invalid');
    expect(bad.kind === 'invalid' && bad.fields.map((f) => [f.field, f.message.key]).sort()).toEqual([
      ['email', 'validation.invalidEmail'],
      ['places', 'waitingList.placesRange'],
    ]);
    expect((await join(target.id, 'many@example.com', 11)).kind).toBe('invalid');
    expect(await join(randomUUID(), 'x@example.com')).toEqual({ kind: 'refused', code: 'UNKNOWN_SESSION' });
    expect(await join('not-a-uuid', 'x@example.com')).toEqual({ kind: 'refused', code: 'UNKNOWN_SESSION' });
    // Hong Kong's session asked from the Queenstown site.
    expect(await join(target.id, 'x@example.com', 1, 'nz', 'queenstown')).toEqual({ kind: 'refused', code: 'UNKNOWN_SESSION' });
    const [past] = await rows<{ id: string }>(sql`
      insert into sessions (activity_id, starts_at, capacity, sold) select activity_id, now() - interval '1 hour', 5, 5 from sessions where id = ${target.id} returning id`);
    expect(await join(past.id, 'x@example.com')).toEqual({ kind: 'refused', code: 'SESSION_PAST' });
    await database.db.execute(sql`update sessions set closed_at = now(), closed_reason = 'wind' where id = ${target.id}`);
    expect(await join(target.id, 'x@example.com')).toEqual({ kind: 'refused', code: 'SESSION_CLOSED' });
    await database.db.execute(sql`update sessions set closed_at = null, closed_reason = null where id = ${target.id}`);
    expect(await entries(target.id)).toEqual([]);
  });
});

describe('the caps, the emailed confirmation and the budgets', () => {
  const used: string[] = [];
  const soldOut = async (offset: number) => {
    const target = await session(day(offset));
    await leaveFree(target.id, 0);
    used.push(target.id);
    return target;
  };
  // Closed, these lines are left alone by the later tests' runs over every session.
  afterAll(() => database.db.execute(sql`update sessions set closed_at = now(), closed_reason = 'test' where id in ${used}`));

  it('one mailbox has at most 3 joins active at once across sessions; the 4th is refused and changes nothing', async () => {
    const targets = await Promise.all([6, 7, 8, 9].map(soldOut));
    // One mailbox however it is spelt (case, +tags): 3 joins, awaiting confirmation or not.
    expect((await join(targets[0].id, 'Capped@Example.org')).kind).toBe('joined');
    expect((await join(targets[1].id, 'capped+two@example.org')).kind).toBe('joined');
    await joinConfirmed(targets[2].id, 'capped+three@example.org');
    const before = await rows(sql`select id from waiting_list_entries where mailbox = 'capped@example.org'`);
    const mailsBefore = await rows(sql`select id from outbox where payload->>'email' like 'capped%@example.org'`);
    expect(await join(targets[3].id, 'capped+four@example.org')).toEqual({ kind: 'refused', code: 'TOO_MANY_FOR_EMAIL' });
    expect(await rows(sql`select id from waiting_list_entries where mailbox = 'capped@example.org'`)).toEqual(before);
    expect(await rows(sql`select id from outbox where payload->>'email' like 'capped%@example.org'`)).toEqual(mailsBefore);
    // An unconfirmed join lapses after CONFIRM_HOURS: it no longer counts, and cannot be confirmed any more.
    const dayLater = new Date(Date.now() + (CONFIRM_HOURS + 1) * 3_600_000);
    expect(await join(targets[3].id, 'capped+four@example.org', 1, HK.localeId, HK.parkId, null, dayLater)).toMatchObject({ kind: 'joined', state: 'JOINED' });
    expect(await confirmJoin(targets[0].id, 'capped@example.org', dayLater)).toMatchObject({ status: 'EXPIRED', position: null });
    expect((await rows<{ status: string }>(sql`select status from waiting_list_entries where session_id = ${targets[0].id} and email = 'capped@example.org'`))[0].status).toBe('expired');
  });

  it('one client address (an IPv6 /64 as one) has at most 5 joins active at once; the 6th is refused and changes nothing', async () => {
    const targets = await Promise.all([10, 11, 12].map(soldOut));
    const home = (host: number) => perClient(`2001:db8:77:1::${host.toString(16)}`);
    for (let i = 1; i <= 5; i++) expect(await join(targets[i % 3].id, `fake-${i}@catch-all.example`, 1, HK.localeId, HK.parkId, home(i))).toMatchObject({ kind: 'joined', state: 'JOINED' });
    const before = await rows(sql`select id from waiting_list_entries where client_address = ${home(1)}`);
    expect(before).toHaveLength(5);
    expect(await join(targets[0].id, 'fake-6@catch-all.example', 1, HK.localeId, HK.parkId, home(6))).toEqual({ kind: 'refused', code: 'TOO_MANY_FOR_ADDRESS' });
    expect(await rows(sql`select id from waiting_list_entries where client_address = ${home(1)}`)).toEqual(before);
    expect(await rows(sql`select id from waiting_list_entries where email = 'fake-6@catch-all.example'`)).toEqual([]);
    // Another address still joins.
    expect((await join(targets[0].id, 'fake-6@catch-all.example', 1, HK.localeId, HK.parkId, perClient('2001:db8:77:2::1'))).kind).toBe('joined');
  });

  it('an unconfirmed join is never offered: the places go to the confirmed behind it; confirmed later, it goes to the back', async () => {
    const target = await soldOut(13);
    expect((await join(target.id, 'unconfirmed@example.com')).kind).toBe('joined');
    await joinConfirmed(target.id, 'confirmed@example.com');
    await leaveFree(target.id, 1);
    const offers = await offerFreedPlaces([target.id]);
    expect(offers.map((o) => o.email)).toEqual(['confirmed@example.com']);
    expect(await offerFreedPlaces()).toEqual([]);
    expect((await entries(target.id)).map((e) => [e.email, e.status])).toEqual([
      ['unconfirmed@example.com', 'unconfirmed'],
      ['confirmed@example.com', 'offered'],
    ]);
    expect(await rows(sql`select 1 from outbox o join waiting_list_entries e on o.dedupe_key = 'waiting-list-offer:' || e.id::text where e.email = 'unconfirmed@example.com'`)).toEqual([]);
    // Confirmed now: behind the one who confirmed first; a second press changes nothing.
    const token = confirmTokenOf(await confirmMail(target.id, 'unconfirmed@example.com'));
    expect(await confirmWaitingListEntry({ token, localeId: 'nz' })).toMatchObject({ status: 'UNKNOWN' });
    expect(await confirmWaitingListEntry({ token, localeId: HK.localeId })).toMatchObject({ status: 'CONFIRMED', position: 2, places: 1 });
    expect(await confirmWaitingListEntry({ token, localeId: HK.localeId })).toMatchObject({ status: 'ALREADY_CONFIRMED', position: 2 });
    expect((await entries(target.id)).map((e) => [e.email, e.status])).toEqual([
      ['confirmed@example.com', 'offered'],
      ['unconfirmed@example.com', 'waiting'],
    ]);
  });

  it('an offer’s hold counts against its joiner’s address budget: over it, the entry is passed over for the next; the hold bounds that address’s carts', async () => {
    const target = await soldOut(14);
    const busy = perClient('198.51.100.77');
    const other = await session(day(15));
    await database.db.execute(sql`update sessions set capacity = 200, sold = 0 where id = ${other.id}`);
    used.push(other.id);
    // The address already holds 39 of its 40 places in carts (PLACES_PER_ADDRESS, as shipped).
    await database.db.execute(sql`insert into holds (session_id, places, expires_at, client_address) values (${other.id}, 39, now() + interval '20 minutes', ${busy})`);
    await joinConfirmed(target.id, 'busy@example.com', 2, busy);
    await joinConfirmed(target.id, 'next@example.com', 2, perClient('198.51.100.78'));
    await leaveFree(target.id, 2);
    expect((await offerFreedPlaces([target.id])).map((o) => o.email)).toEqual(['next@example.com']);
    expect((await entries(target.id)).map((e) => [e.email, e.status])).toEqual([
      ['busy@example.com', 'waiting'],
      ['next@example.com', 'offered'],
    ]);
    // Its carts' holds lapse: the busy entry is offered the next places that come back, its hold keyed to its address.
    await database.db.execute(sql`update holds set expires_at = now() - interval '1 second' where session_id = ${other.id} and client_address = ${busy}`);
    await leaveFree(target.id, 4);
    const [offer] = await offerFreedPlaces([target.id]);
    expect(offer).toMatchObject({ email: 'busy@example.com', places: 2 });
    expect((await rows<{ client_address: string }>(sql`select client_address from holds where id = ${offer.holdId}`))[0].client_address).toBe(busy);
    // The offer's 2 places count in that address's 40 for its carts: with 38 held again, not one more.
    await database.db.execute(sql`insert into holds (session_id, places, expires_at, client_address) values (${other.id}, 38, now() + interval '20 minutes', ${busy})`);
    const added = await addToCart({ anonymousToken: randomUUID(), clientAddress: busy, localeId: HK.localeId, parkId: HK.parkId, activitySlug: HK.slug, sessionId: other.id, tickets: [{ variationId: HK.variationId, quantity: 1 }] });
    expect(added).toMatchObject({ kind: 'limited', code: 'ADDRESS_FULL' });
  });
});

describe('an offer that ran out', () => {
  it('ends its visitor’s other entries on the session, passes the places on, and the line takes them no more', async () => {
    const target = await session(day(16));
    await leaveFree(target.id, 0);
    const script = perClient('203.0.113.66');
    // One address, three mailboxes at a catch-all domain, joined ahead of an honest visitor.
    for (const n of [1, 2, 3]) await joinConfirmed(target.id, `script-${n}@catch-all.example`, 2, script);
    await joinConfirmed(target.id, 'honest@example.net', 2, perClient('198.51.100.20'));
    await leaveFree(target.id, 2);
    expect((await offerFreedPlaces([target.id])).map((o) => o.email)).toEqual(['script-1@catch-all.example']);

    // Half an hour on, unused: the places skip the same address's other entries, which end.
    const later = new Date(Date.now() + (OFFER_MINUTES + 1) * 60_000);
    expect((await offerFreedPlaces([target.id], later)).map((o) => o.email)).toEqual(['honest@example.net']);
    expect((await entries(target.id)).map((e) => [e.email, e.status])).toEqual([
      ['script-1@catch-all.example', 'expired'],
      ['script-2@catch-all.example', 'expired'],
      ['script-3@catch-all.example', 'expired'],
      ['honest@example.net', 'offered'],
    ]);
    // Joining again, from that address or with that mailbox from anywhere, is refused and changes nothing.
    const before = await entries(target.id);
    expect(await join(target.id, 'script-4@catch-all.example', 1, HK.localeId, HK.parkId, script, later)).toEqual({ kind: 'refused', code: 'OFFER_LAPSED' });
    expect(await join(target.id, 'Script-1@catch-all.example', 1, HK.localeId, HK.parkId, perClient('192.0.2.50'), later)).toEqual({ kind: 'refused', code: 'OFFER_LAPSED' });
    expect(await entries(target.id)).toEqual(before);
    // A colleague at the same domain on another connection still joins; so does the address on another session.
    expect(await join(target.id, 'colleague@catch-all.example', 1, HK.localeId, HK.parkId, perClient('192.0.2.51'), later)).toMatchObject({ kind: 'joined' });
    const other = await session(day(16), 1);
    await leaveFree(other.id, 0);
    expect(await join(other.id, 'script-4@catch-all.example', 1, HK.localeId, HK.parkId, script, later)).toMatchObject({ kind: 'joined' });
    await database.db.execute(sql`update sessions set closed_at = now(), closed_reason = 'test' where id in ${[target.id, other.id]}`);
  });
});

describe('offering freed places', () => {
  it('offers strictly in line order, holds the places, mails once, and moves on when an offer expires', async () => {
    const target = await session(day(2));
    await leaveFree(target.id, 0);
    for (const [email, places] of [['a@example.com', 2], ['b@example.com', 1], ['c@example.com', 1]] as const) await joinConfirmed(target.id, email, places);

    // One place back: the head wants two, so nobody is offered (B and C do not jump ahead).
    await leaveFree(target.id, 1);
    expect(await offerFreedPlaces([target.id])).toEqual([]);
    expect((await entries(target.id)).map((e) => e.status)).toEqual(['waiting', 'waiting', 'waiting']);

    // Two back: A is offered both; the places are held, so nothing is left for B.
    await leaveFree(target.id, 2);
    const [offer] = await offerFreedPlaces([target.id]);
    expect(offer).toMatchObject({ email: 'a@example.com', places: 2 });
    expect(offer.expiresAt.getTime() - Date.now()).toBeGreaterThan((OFFER_MINUTES - 1) * 60_000);
    expect((await entries(target.id)).map((e) => e.status)).toEqual(['offered', 'waiting', 'waiting']);
    expect(await ledger(target.id)).toMatchObject({ held: 2 });
    // Again (another instance's run): nothing more to offer, no second mail.
    expect(await offerFreedPlaces()).toEqual([]);
    const mails = await offerMails(target.id);
    expect(mails).toHaveLength(1);
    const token = tokenOf(mails[0]);
    // The token is in the mail only: the entry keeps its sha256.
    expect((await entries(target.id))[0].offer_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await entries(target.id))[0].offer_token_hash).not.toContain(token);
    expect(mails[0].payload).toMatchObject({ email: 'a@example.com', places: 2, language: 'en' });
    expect(mails[0].payload.offerUrl).toMatch(/^https?:\/\/[^/]+\/waiting-list\/[A-Za-z0-9_-]{43}$/);

    // Reading the offer changes nothing.
    expect(await findOffer(token, HK.localeId)).toMatchObject({ status: 'OFFERED', places: 2 });
    expect(await findOffer(token, 'zh-hk')).toBeNull();
    expect((await entries(target.id))[0].status).toBe('offered');

    // 31 minutes on: A's offer ran out (its hold with it); its two places go to B and C, in order.
    const later = new Date(Date.now() + (OFFER_MINUTES + 1) * 60_000);
    const next = await offerFreedPlaces(undefined, later);
    expect(next.map((o) => o.email)).toEqual(['b@example.com', 'c@example.com']);
    expect((await entries(target.id)).map((e) => e.status)).toEqual(['expired', 'offered', 'offered']);
    expect(await findOffer(token, HK.localeId, later)).toMatchObject({ status: 'EXPIRED' });
    const { capacity, sold, held } = await ledger(target.id, later);
    expect(sold + held).toBeLessThanOrEqual(capacity);
    expect(held).toBe(2);
  });

  it('the claimed offer goes into the visitor’s cart, once; expired, unknown and oversized claims change nothing', async () => {
    const target = await session(day(3));
    await leaveFree(target.id, 0);
    await joinConfirmed(target.id, 'first@example.com', 2);
    await joinConfirmed(target.id, 'second@example.com', 1);
    await leaveFree(target.id, 2);
    await offerFreedPlaces([target.id]);
    const [mail] = await offerMails(target.id);
    const token = tokenOf(mail);
    const visitor = randomUUID();
    const claim = (tickets: { variationId: string; quantity: number }[], localeId: string = HK.localeId, anonymousToken = visitor) => claimOffer({ token, localeId, anonymousToken, tickets });

    expect(await claim([{ variationId: HK.variationId, quantity: 3 }])).toEqual({ status: 'INVALID_TICKETS' });
    expect(await claim([{ variationId: 'nz-luge-five-rides', quantity: 1 }])).toEqual({ status: 'INVALID_TICKETS' });
    expect(await claim([{ variationId: HK.variationId, quantity: 2 }], 'nz')).toEqual({ status: 'UNKNOWN' });
    expect(await claimOffer({ token: 'x'.repeat(43), localeId: HK.localeId, anonymousToken: visitor, tickets: [] })).toEqual({ status: 'UNKNOWN' });
    expect(await getCart(visitor, HK.localeId, 'Asia/Hong_Kong')).toMatchObject({ items: [] });

    expect(await claim([{ variationId: HK.variationId, quantity: 2 }])).toEqual({ status: 'CLAIMED', places: 2 });
    const cart = await getCart(visitor, HK.localeId, 'Asia/Hong_Kong');
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ sessionId: target.id });
    expect(cart.items[0].holdExpiresAt).not.toBeNull();
    // The cart's hold is the offer's own: no second hold, nothing more free.
    expect(await ledger(target.id)).toMatchObject({ held: 2 });
    expect(await claim([{ variationId: HK.variationId, quantity: 2 }], HK.localeId, randomUUID())).toEqual({ status: 'ALREADY_CLAIMED' });
    expect((await entries(target.id)).map((e) => e.status)).toEqual(['claimed', 'waiting']);
    expect(await offerFreedPlaces([target.id])).toEqual([]);
  });

  it('a claim of fewer places than held gives the rest to the next in line', async () => {
    const target = await session(day(4));
    await leaveFree(target.id, 0);
    await joinConfirmed(target.id, 'family@example.com', 3);
    await joinConfirmed(target.id, 'solo@example.com', 1);
    await leaveFree(target.id, 3);
    await offerFreedPlaces([target.id]);
    const [mail] = await offerMails(target.id);
    expect(await claimOffer({ token: tokenOf(mail), localeId: HK.localeId, anonymousToken: randomUUID(), tickets: [{ variationId: HK.variationId, quantity: 2 }] })).toEqual({ status: 'CLAIMED', places: 2 });
    expect((await entries(target.id)).map((e) => e.status)).toEqual(['claimed', 'offered']);
    expect(await ledger(target.id)).toMatchObject({ held: 3 });
  });

  it('two runs at once never offer a place twice', async () => {
    const target = await session(day(5));
    await leaveFree(target.id, 0);
    for (let i = 1; i <= 8; i++) await joinConfirmed(target.id, `line-${i}@example.com`, 1);
    await leaveFree(target.id, 3);
    const runs = await Promise.all([offerFreedPlaces([target.id]), offerFreedPlaces([target.id]), offerFreedPlaces(), offerFreedPlaces()]);
    const offered = runs.flat().map((o) => o.email);
    expect(offered.sort()).toEqual(['line-1@example.com', 'line-2@example.com', 'line-3@example.com']);
    expect((await entries(target.id)).map((e) => e.status)).toEqual(['offered', 'offered', 'offered', 'waiting', 'waiting', 'waiting', 'waiting', 'waiting']);
    expect(await offerMails(target.id)).toHaveLength(3);
    const { capacity, sold, held } = await ledger(target.id);
    expect(held).toBe(3);
    expect(sold + held).toBe(capacity);
  });
});

describe('staff', () => {
  it('see each session’s line on the day sheet', async () => {
    const target = await session(day(5));
    const date = day(5);
    const sheet = await asStaff<{ daySheet: { sessions: { id: string; waiting: number }[] } }>(owner, 'query($p: ID!, $d: Date!) { daySheet(parkId: $p, date: $d) { sessions { id waiting } } }', { p: HK.parkId, d: date });
    expect(sheet.errors).toBeUndefined();
    expect(sheet.data!.daySheet.sessions.find((s) => s.id === target.id)?.waiting).toBe(8);
    const manifest = await asStaff<{ sessionManifest: { waitingList: { position: number; email: string; places: number; status: string; offeredUntil: string | null }[] } }>(
      owner,
      'query($s: ID!) { sessionManifest(sessionId: $s) { waitingList { position email places status offeredUntil } } }',
      { s: target.id },
    );
    expect(manifest.errors).toBeUndefined();
    const list = manifest.data!.sessionManifest.waitingList;
    expect(list.map((e) => [e.position, e.email, e.status])).toEqual(Array.from({ length: 8 }, (_, i) => [i + 1, `line-${i + 1}@example.com`, i < 3 ? 'offered' : 'waiting']));
    expect(new Date(list[0].offeredUntil!).getTime()).toBeGreaterThan(Date.now());
    // Another park's manager may not read it (the day sheet's own rule).
    const refused = await asStaff(manager, 'query($s: ID!) { sessionManifest(sessionId: $s) { waitingList { email } } }', { s: target.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the waiting list’s mails (lib/server/mail/waiting-list.ts)', () => {
  /** An entry on the Hong Kong Chinese site, as both mails name it. */
  const entry = {
    entryId: randomUUID(),
    email: 'a@example.com',
    language: 'zh-Hant' as const,
    intlLocale: 'zh-Hant-HK',
    parkName: '峰躍探險樂園 香港',
    timeZone: 'Asia/Hong_Kong',
    currency: 'HKD',
    activityTitle: '海港滑索',
    startsAt: '2026-12-04T02:00:00.000Z',
    places: 2,
  };
  const inEnglish = { language: 'en' as const, intlLocale: 'en-HK', activityTitle: 'Harbour Zipline' };

  it('asks for confirmation in the site’s language, with the link and its deadline', async () => {
    const view: WaitingListConfirmView = { ...entry, confirmUrl: 'https://hk.example/waiting-list/confirm/abc', confirmBy: '2026-12-02T02:30:00.000Z' };
    const mail = await renderWaitingListConfirm(view);
    expect(mail.subject).toContain('海港滑索');
    expect(mail.text).toContain('https://hk.example/waiting-list/confirm/abc');
    expect(mail.html).toContain('確認我的登記');
    const english = await renderWaitingListConfirm({ ...view, ...inEnglish });
    expect(english.subject).toMatch(/^Confirm your place on the waiting list: Harbour Zipline/);
    expect(english.text).toContain('Confirm within 24 hours.');
  });

  it('offers places in the site’s language, with the link and the hold’s end', async () => {
    const view: WaitingListOfferView = { ...entry, offerUrl: 'https://hk.example/waiting-list/abc', holdUntil: '2026-12-01T02:30:00.000Z' };
    const mail = await renderWaitingListOffer(view);
    expect(mail.subject).toContain('海港滑索');
    expect(mail.text).toContain('https://hk.example/waiting-list/abc');
    expect(mail.text).toContain('10:30');
    expect(mail.html).toContain('預訂這些名額');
    const english = await renderWaitingListOffer({ ...view, ...inEnglish });
    expect(english.text).toContain('2 places came back and are held for you for 30 minutes.');
  });
});
