import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { validate as isUuid } from 'uuid';
import type { FieldProblem } from '@/lib/domain/form-validation';
import { validateForm } from '@/lib/domain/form-validation';
import { textIn, toLanguage } from '@/lib/domain/language';
import { waitingListConfirmPath, waitingListOfferPath } from '@/lib/domain/paths';
import type { Ticket } from '@/lib/domain/cart';
import { isPublicMailDomain, mailboxKey, mailDomainKey } from '@/lib/domain/reservation-budget';
import {
  confirmBy,
  entriesCapRefusal,
  entriesToOffer,
  joinRefusal,
  normaliseEmail,
  offerExpiresAt,
  offerLapseEnds,
  waitingListSchema,
  type EntriesCapRefusal,
  type JoinRefusal,
  type WaitingListStatus,
} from '@/lib/domain/waiting-list';
import { getCatalogue, isOnSale } from '../activities';
import { putHeldPlacesInCart } from '../carts';
import { findLocaleById, mailSiteOf, siteOrigin } from '../locales';
import { enqueueMail } from '../mail';
import { lockBudgets, unpaidPlacesKept } from '../orders';
import { env } from '../platform/config';
import { lockKey } from '../platform/db/advisory-locks';
import { db, type Database } from '../platform/db/client';
import { log } from '../platform/logger';
import { consumeLimits } from '../platform/rate-limit';
import { lockPlaces, placesChanged, placesLeftSql } from '../sessions';

/*
 * The waiting lists of sold-out sessions. Every change to a line happens under its session
 * row's lock (`for update`), the lock every hold and sale of places takes (lib/server/carts/cart-service.ts
 * addToCart, lib/server/orders/order-repository.ts sellPlaces): so the free places an offer takes are
 * counted exactly as a sale counts them (capacity − sold − live holds), and two instances offering at
 * once queue on the row, the second seeing the first's holds. One session per transaction, so no
 * order of locks between sessions is needed. The offer's mail is queued through the outbox in the same
 * transaction: sent if and only if the offer committed, once (its dedupe key is the entry's).
 */

type Tx = Pick<Database, 'execute' | 'insert'>;

export const offerTokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** The shape of the keys this module mails (32 random bytes, base64url): anything else is unknown without a query. */
const looksLikeToken = (token: string): boolean => /^[A-Za-z0-9_-]{20,100}$/.test(token);

/** An entry that keeps its place: confirmed (waiting, offered), or awaiting its confirmation within its time. */
const isActive = (now: Date) => sql`(e.status in ('waiting', 'offered') or (e.status = 'unconfirmed' and e.confirm_by > ${now.toISOString()}))`;

/** The mail domain a budget is kept for: none for a public provider's (lib/domain/reservation-budget.ts says why). */
function budgetedDomain(email: string): string | null {
  const found = mailDomainKey(email);
  return found && !isPublicMailDomain(found) ? found : null;
}

// ---------------------------------------------------------------- joining

export type JoinResult =
  /** JOINED: a confirmation link was emailed; AWAITING_CONFIRMATION: joined already, not yet confirmed; ALREADY_ON_LIST: confirmed, in line. */
  | { kind: 'joined'; state: 'JOINED' | 'AWAITING_CONFIRMATION' | 'ALREADY_ON_LIST'; places: number; ahead: number | null }
  | { kind: 'refused'; code: JoinRefusal | EntriesCapRefusal }
  | { kind: 'invalid'; fields: FieldProblem[] }
  | { kind: 'limited'; retryAfterSeconds: number };

export interface JoinInput {
  sessionId: string;
  email: string;
  places: number;
  localeId: string;
  parkId: string | null;
  clientAddress: string | null;
}

/**
 * A visitor joins a session's line: only while the session cannot give them their places now, is to
 * come, and open; and only while their mailbox and client address have fewer entries awaiting
 * confirmation, waiting or offered, across all sessions, than WAITING_LIST_ENTRIES_PER_* (counted under a
 * lock per mailbox and per address, so concurrent joins cannot each see room). The entry is unconfirmed:
 * a mail with its confirmation link is queued in the same transaction, and until the link's page is used
 * it is never offered (confirmWaitingListEntry). Joining again (same session, same mailbox however spelt, still
 * active) answers how it stands and changes nothing, no second mail. Rate limited per client address
 * and per address typed, a refused try too.
 */
export async function joinWaitingList(input: JoinInput, now = new Date()): Promise<JoinResult> {
  const checked = await validateForm(waitingListSchema, { email: input.email, places: input.places });
  if (!checked.ok) return { kind: 'invalid', fields: checked.fields };
  const email = normaliseEmail(checked.values.email);
  const places = checked.values.places;
  const attempt = await consumeLimits([
    ['waitingListByAddress', input.clientAddress],
    ['waitingListByEmail', email],
  ]);
  if (!attempt.allowed) return { kind: 'limited', retryAfterSeconds: attempt.retryAfterSeconds };
  if (!isUuid(input.sessionId)) return { kind: 'refused', code: 'UNKNOWN_SESSION' };

  const existing = await activeEntry(db(), input.sessionId, email, now);
  if (existing) return existingAnswer(existing);

  const { rows } = await db().execute<{ starts_at: string; closed: boolean; free: number; activity_id: string }>(sql`
    select s.starts_at, s.closed_at is not null as closed, s.activity_id,
           ${placesLeftSql(now)} as free
    from sessions s join activities a on a.id = s.activity_id
    where s.id = ${input.sessionId} and a.park_id = ${input.parkId} and a.retired_at is null`);
  const mailbox = mailboxKey(email);
  const address = input.clientAddress;
  const lapsed = rows[0] ? (await lapsedOffers(db(), input.sessionId)).some((offer) => offerLapseEnds({ address, mailbox }, offer)) : false;
  const session = rows[0] ? { startsAt: new Date(rows[0].starts_at), closed: rows[0].closed, free: rows[0].free, lapsed } : null;
  const refusal = joinRefusal(session, places, now);
  if (refusal) return { kind: 'refused', code: refusal };

  const config = env();
  return db().transaction(async (tx): Promise<JoinResult> => {
    // Always the mailbox first, then the address: two joins never wait on each other in a circle.
    await lockKey(tx, 'waitingListEmail', mailbox);
    if (address) await lockKey(tx, 'waitingListAddress', address);
    // Joins that were never confirmed in time lapse here too (the worker also sweeps them): they no longer count, nor block a new join.
    await tx.execute(sql`
      update waiting_list_entries set status = 'expired'
      where status = 'unconfirmed' and confirm_by <= ${now.toISOString()}
        and (mailbox = ${mailbox} or (${address}::text is not null and client_address = ${address}))`);
    const { rows: counted } = await tx.execute<{ by_email: number; by_address: number | null }>(sql`
      select
        (select count(*) from waiting_list_entries e where e.mailbox = ${mailbox} and ${isActive(now)})::int as by_email,
        case when ${address}::text is null then null else
          (select count(*) from waiting_list_entries e where e.client_address = ${address} and ${isActive(now)})::int
        end as by_address`);
    // The same mailbox spelt another way (a +tag, another case) joined meanwhile, seen under its lock.
    const again = await activeEntry(tx, input.sessionId, email, now);
    if (again) return existingAnswer(again);
    const over = entriesCapRefusal({ byEmail: counted[0].by_email, byAddress: counted[0].by_address }, { perEmail: config.WAITING_LIST_ENTRIES_PER_EMAIL, perAddress: config.WAITING_LIST_ENTRIES_PER_ADDRESS });
    if (over) return { kind: 'refused', code: over };
    const token = randomBytes(32).toString('base64url');
    const deadline = confirmBy(now);
    // Two joins of the same address racing: the partial unique index lets one in; the other reads it.
    const { rows: inserted } = await tx.execute<{ id: string }>(sql`
      insert into waiting_list_entries (session_id, locale_id, email, places, status, client_address, mailbox, mail_domain, confirm_token_hash, confirm_by)
      values (${input.sessionId}, ${input.localeId}, ${email}, ${places}, 'unconfirmed', ${address}, ${mailbox}, ${budgetedDomain(email)}, ${offerTokenHash(token)}, ${deadline.toISOString()})
      on conflict (session_id, email) where status in ('unconfirmed', 'waiting', 'offered') do nothing
      returning id`);
    if (!inserted[0]) {
      const raced = await activeEntry(tx, input.sessionId, email, now);
      return raced ? existingAnswer(raced) : { kind: 'refused', code: 'UNKNOWN_SESSION' };
    }
    await queueConfirmMail(tx, { entryId: inserted[0].id, email, localeId: input.localeId, activityId: rows[0].activity_id, startsAt: rows[0].starts_at, places, token, confirmBy: deadline });
    return { kind: 'joined', state: 'JOINED', places, ahead: null };
  });
}

type ActiveEntry = {
  status: WaitingListStatus;
  places: number;
  ahead: number;
};

const existingAnswer = (entry: ActiveEntry): JoinResult =>
  entry.status === 'unconfirmed'
    ? { kind: 'joined', state: 'AWAITING_CONFIRMATION', places: entry.places, ahead: null }
    : { kind: 'joined', state: 'ALREADY_ON_LIST', places: entry.places, ahead: entry.ahead };

/** The visitor's entry in the session's line still active: by the address typed, or its mailbox however spelt (+tags). */
async function activeEntry(executor: Pick<Database, 'execute'>, sessionId: string, email: string, now: Date): Promise<ActiveEntry | null> {
  const { rows } = await executor.execute<ActiveEntry>(sql`
    select e.status, e.places,
           (select count(*) from waiting_list_entries o
            where o.session_id = e.session_id and o.status in ('waiting', 'offered') and o.position < e.position)::int as ahead
    from waiting_list_entries e
    where e.session_id = ${sessionId} and (e.email = ${email} or e.mailbox = ${mailboxKey(email)}) and ${isActive(now)}`);
  return rows[0] ?? null;
}

async function queueConfirmMail(
  tx: Tx,
  entry: { entryId: string; email: string; localeId: string; activityId: string; startsAt: string; places: number; token: string; confirmBy: Date },
): Promise<void> {
  const locale = await findLocaleById(entry.localeId);
  if (!locale) throw new Error(`The locale ${entry.localeId} of a waiting-list entry is gone`);
  const language = toLanguage(locale.locale);
  const activity = (await getCatalogue()).activities.find((a) => a.id === entry.activityId);
  await enqueueMail(tx, {
    dedupeKey: `waiting-list-confirm:${entry.entryId}`,
    kind: 'waiting-list-confirm',
    payload: {
      ...mailSiteOf(locale, language),
      entryId: entry.entryId,
      email: entry.email,
      language,
      currency: locale.currency,
      activityTitle: activity ? textIn(activity.texts, language).title : '',
      startsAt: new Date(entry.startsAt).toISOString(),
      places: entry.places,
      confirmUrl: `${siteOrigin(locale)}${waitingListConfirmPath(entry.token)}`,
      confirmBy: entry.confirmBy.toISOString(),
    },
  });
}

// ---------------------------------------------------------------- confirming

export type ConfirmStatus = 'CONFIRMED' | 'ALREADY_CONFIRMED' | 'EXPIRED' | 'UNKNOWN';

export interface ConfirmResult {
  status: ConfirmStatus;
  /** The session's, for the page's words; null when UNKNOWN. */
  sessionId: string | null;
  activityId: string | null;
  startsAt: Date | null;
  places: number | null;
  /** Its place in the line now (1 is next to be offered), while it waits; null otherwise. */
  position: number | null;
}

const unknownConfirmation: ConfirmResult = { status: 'UNKNOWN', sessionId: null, activityId: null, startsAt: null, places: null, position: null };

/**
 * The visitor confirms their join with the key of the emailed link (the page's button: mail scanners
 * fetch links, so opening it changes nothing). Under the session row's lock, as every change to a line:
 * an unconfirmed entry within its time, for a session still to come, becomes `waiting` at the back of
 * the line as it stands now (a new position), and may be offered at once. Twice is harmless: the second
 * answers ALREADY_CONFIRMED. Another site's key is unknown here.
 */
export async function confirmWaitingListEntry(input: { token: string; localeId: string }, now = new Date()): Promise<ConfirmResult> {
  if (!looksLikeToken(input.token)) return unknownConfirmation;
  const hash = offerTokenHash(input.token);
  const { rows: found } = await db().execute<{ session_id: string; locale_id: string }>(sql`select session_id, locale_id from waiting_list_entries where confirm_token_hash = ${hash}`);
  if (!found[0] || found[0].locale_id !== input.localeId) return unknownConfirmation;
  const sessionId = found[0].session_id;
  const result = await db().transaction(async (tx): Promise<ConfirmResult> => {
    const { rows: locked } = await tx.execute<{ activity_id: string; starts_at: string }>(sql`select activity_id, starts_at from sessions where id = ${sessionId} for update`);
    const session = locked[0];
    const { rows } = await tx.execute<{ id: string; status: WaitingListStatus; confirm_by: string | null; confirmed_at: string | null; places: number }>(sql`
      select id, status, confirm_by, confirmed_at, places from waiting_list_entries where confirm_token_hash = ${hash} for update`);
    const entry = rows[0];
    if (!entry || !session) return unknownConfirmation;
    const startsAt = new Date(session.starts_at);
    const base = { sessionId, activityId: session.activity_id, startsAt, places: entry.places, position: null };
    let status: ConfirmStatus;
    if (entry.status === 'unconfirmed') {
      const late = !entry.confirm_by || new Date(entry.confirm_by) <= now || startsAt <= now;
      await tx.execute(
        late
          ? sql`update waiting_list_entries set status = 'expired' where id = ${entry.id}`
          : sql`update waiting_list_entries set status = 'waiting', confirmed_at = ${now.toISOString()}, position = default where id = ${entry.id}`,
      );
      status = late ? 'EXPIRED' : 'CONFIRMED';
    } else {
      status = entry.confirmed_at ? 'ALREADY_CONFIRMED' : 'EXPIRED';
    }
    const { rows: place } = await tx.execute<{ position: number | null }>(sql`
      select case when e.status in ('waiting', 'offered') then
        (select count(*) from waiting_list_entries o where o.session_id = e.session_id and o.status in ('waiting', 'offered') and o.position <= e.position)::int
      end as position
      from waiting_list_entries e where e.id = ${entry.id}`);
    return { ...base, status, position: place[0]?.position ?? null };
  });
  // Places may be free already (they came back while the join awaited its confirmation): offer them now.
  if (result.status === 'CONFIRMED') await offerFreedPlaces([sessionId], now);
  return result;
}

// ---------------------------------------------------------------- offering

export interface Offer {
  entryId: string;
  sessionId: string;
  email: string;
  places: number;
  position: number;
  holdId: string;
  expiresAt: Date;
}

/**
 * Sessions where the line may move: someone waits and places are free, or an offer has run out. One
 * statement over the active entries (their partial index); past sessions are left alone.
 */
async function sessionsToVisit(now: Date, only?: readonly string[]): Promise<string[]> {
  const { rows } = await db().execute<{ session_id: string }>(sql`
    select s.id as session_id
    from sessions s
    where s.id in (select distinct session_id from waiting_list_entries where status in ('waiting', 'offered'))
      ${only ? sql`and s.id in ${only.length ? only : ['00000000-0000-0000-0000-000000000000']}` : sql``}
      and s.starts_at > ${now.toISOString()}
      and (
        exists (select 1 from waiting_list_entries e where e.session_id = s.id and e.status = 'offered' and e.offer_expires_at <= ${now.toISOString()})
        or (s.closed_at is null and exists (select 1 from waiting_list_entries e where e.session_id = s.id and e.status = 'waiting')
            and ${placesLeftSql(now)} > 0)
      )
    order by s.id`);
  return rows.map((row) => row.session_id);
}

/**
 * Offers the places that came back (a cancellation, an expired hold, added capacity) to the waiting lists,
 * in line order: first the joins never confirmed in time lapse (expired); then for each session (all
 * that need it, or those named), one transaction that locks the session row, marks run-out offers
 * expired, counts the places free, and for the confirmed entries in line order (lib/domain/waiting-list.ts
 * entriesToOffer: the head waits for its places, nobody jumps it; an entry whose offer would go over its
 * visitor's budgets is passed over) holds the places for OFFER_MINUTES, marks the entry offered with a
 * fresh token's hash, and queues the mail with the link. Safe on any number of instances at once.
 * Returns the offers made, in order.
 */
export async function offerFreedPlaces(sessionIds?: readonly string[], now = new Date()): Promise<Offer[]> {
  await db().execute(sql`update waiting_list_entries set status = 'expired' where status = 'unconfirmed' and confirm_by <= ${now.toISOString()}`);
  const offers: Offer[] = [];
  for (const sessionId of await sessionsToVisit(now, sessionIds)) {
    try {
      offers.push(...(await db().transaction((tx) => offerInSession(tx, sessionId, now))));
    } catch (error) {
      // One session's failure (a mail view that cannot be built) must not stop the others' lines.
      log('waiting-lists').error({ err: error, sessionId }, 'Offering freed places failed; the next run retries');
    }
  }
  if (offers.length) placesChanged();
  return offers;
}

/** Whom an offer that ran out was made to. */
type LapsedOffer = { address: string | null; mailbox: string };

/** The offers on a session that ran out unused (expired after being offered; claimed and left ones are not). */
async function lapsedOffers(executor: Pick<Database, 'execute'>, sessionId: string): Promise<LapsedOffer[]> {
  const { rows } = await executor.execute<LapsedOffer>(sql`
    select client_address as address, mailbox from waiting_list_entries
    where session_id = ${sessionId} and status = 'expired' and offered_at is not null`);
  return rows;
}

/**
 * How far down a line one run looks: the budgets of these entries' visitors are locked for the run, and
 * a line rarely gets more places back at once. Entries further down are offered by the next run.
 */
const LINE_WINDOW = 100;

type LineRow = {
  id: string;
  places: number;
  position: number;
  email: string;
  locale_id: string;
  address: string | null;
  mailbox: string;
  domain: string | null;
};

async function offerInSession(tx: Tx, sessionId: string, now: Date): Promise<Offer[]> {
  /*
   * The budgets an offer spends (its entry's client address, mail domain and mailbox) are locked first,
   * with the one function every spender of them uses (lockBudgets in lib/server/orders: a cart's add, a
   * reservation's placing): an offer and a placing, or two runs on two sessions whose lines share a
   * domain, queue on each other, and the second counts what the first kept. The lines' entries are read
   * unlocked to know which keys; only those entries are offered below (entries confirmed meanwhile go to
   * the back of the line, so nobody is jumped). Lock order: these advisory locks, then the session's row,
   * then its entries' rows. A placing takes the same advisory locks before its sessions' rows and its
   * order's; a claim or a confirmation takes a session's row, then an entry's, and no budget lock; a cart's
   * add takes its cart's lock, the address's, then the session's row. So no transaction holding a row
   * waits for a budget lock, and the budget locks are always taken in one order: no circle.
   */
  const { rows: keys } = await tx.execute<{ id: string; address: string | null; mailbox: string; domain: string | null }>(sql`
    select id, client_address as address, mailbox, mail_domain as domain from waiting_list_entries
    where session_id = ${sessionId} and status = 'waiting' order by position limit ${LINE_WINDOW}`);
  await lockBudgets(tx, { addresses: keys.map((k) => k.address), domains: keys.map((k) => k.domain), mailboxes: keys.map((k) => k.mailbox) });

  await lockPlaces(tx, [sessionId]);
  const { rows: locked } = await tx.execute<{ closed: boolean; starts_at: string; activity_id: string }>(sql`
    select closed_at is not null as closed, starts_at, activity_id from sessions where id = ${sessionId}`);
  const session = locked[0];
  if (!session) return [];
  // Offers not taken in time: their holds have lapsed with them; the places go to the next in line, past
  // the same visitor's other entries, which end with it (lib/domain/waiting-list.ts offerLapseEnds).
  const { rows: lapsed } = await tx.execute<LapsedOffer>(sql`
    update waiting_list_entries set status = 'expired'
    where session_id = ${sessionId} and status = 'offered' and offer_expires_at <= ${now.toISOString()}
    returning client_address as address, mailbox`);
  if (lapsed.length) {
    const { rows: rest } = await tx.execute<LapsedOffer & { id: string }>(sql`
      select id, client_address as address, mailbox from waiting_list_entries
      where session_id = ${sessionId} and status in ('unconfirmed', 'waiting')`);
    const ended = rest.filter((entry) => lapsed.some((offer) => offerLapseEnds(entry, offer))).map((entry) => entry.id);
    if (ended.length) await tx.execute(sql`update waiting_list_entries set status = 'expired' where id in ${ended}`);
  }
  if (session.closed || new Date(session.starts_at).getTime() <= now.getTime()) return [];
  // Counted after the lock, in a new statement, so holds committed while we waited are seen.
  const { rows: counted } = await tx.execute<{ free: number }>(sql`select ${placesLeftSql(now)} as free from sessions s where s.id = ${sessionId}`);
  const free = counted[0].free;
  if (free <= 0) return [];
  if (!keys.length) return [];
  // Confirmed entries only (an unconfirmed one is passed over until its visitor follows the emailed link),
  // and of those only the ones whose budgets are locked above. The places they keep are read below, in
  // statements that begin after the locks.
  const { rows: line } = await tx.execute<LineRow>(sql`
    select id, places, position::float8 as position, email, locale_id, client_address as address, mailbox, mail_domain as domain
    from waiting_list_entries
    where session_id = ${sessionId} and status = 'waiting' and id in ${keys.map((k) => k.id)} order by position`);
  const config = env();
  const chosen = entriesToOffer(
    line,
    free,
    { perAddress: config.PLACES_PER_ADDRESS, perEmail: config.RESERVED_PLACES_PER_EMAIL, perDomain: config.RESERVED_PLACES_PER_DOMAIN },
    await placesKept(tx, line, now),
  );
  const offers: Offer[] = [];
  const expiresAt = offerExpiresAt(now);
  for (const entry of chosen) {
    const token = randomBytes(32).toString('base64url');
    // The hold carries the joiner's client address: it counts against their PLACES_PER_ADDRESS with their carts' holds.
    const { rows: held } = await tx.execute<{ id: string }>(sql`
      insert into holds (session_id, places, expires_at, client_address) values (${sessionId}, ${entry.places}, ${expiresAt.toISOString()}, ${entry.address}) returning id`);
    const holdId = held[0].id;
    await tx.execute(sql`
      update waiting_list_entries
      set status = 'offered', offer_token_hash = ${offerTokenHash(token)}, offered_at = ${now.toISOString()},
          offer_expires_at = ${expiresAt.toISOString()}, hold_id = ${holdId}
      where id = ${entry.id}`);
    await queueOfferMail(tx, { entryId: entry.id, email: entry.email, localeId: entry.locale_id, activityId: session.activity_id, startsAt: session.starts_at, places: entry.places, token, expiresAt });
    offers.push({ entryId: entry.id, sessionId, email: entry.email, places: entry.places, position: entry.position, holdId, expiresAt });
  }
  return offers;
}

/**
 * What the line's visitors keep now: per client address the places held (carts' holds and offers' holds
 * alike, as a cart's add counts them), per mailbox and per domain the places of their unpaid reservations
 * and of their live offers on any session.
 */
async function placesKept(tx: Tx, line: readonly LineRow[], now: Date) {
  const addresses = [...new Set(line.flatMap((entry) => (entry.address ? [entry.address] : [])))];
  const mailboxes = [...new Set(line.map((entry) => entry.mailbox))];
  const domains = [...new Set(line.flatMap((entry) => (entry.domain ? [entry.domain] : [])))];
  const byAddress = new Map<string, number>();
  if (addresses.length) {
    const { rows } = await tx.execute<{ address: string; places: number }>(sql`
      select client_address as address, sum(places)::int as places from holds
      where client_address in ${addresses} and expires_at > ${now.toISOString()} group by client_address`);
    for (const row of rows) byAddress.set(row.address, row.places);
  }
  const unpaid = await unpaidPlacesKept(tx, { mailboxes, domains }, now);
  const { rows: offered } = await tx.execute<{ mailbox: string; domain: string | null; places: number }>(sql`
    select e.mailbox, e.mail_domain as domain, sum(e.places)::int as places
    from waiting_list_entries e join holds h on h.id = e.hold_id
    where e.status = 'offered' and h.expires_at > ${now.toISOString()}
      and (e.mailbox in ${mailboxes.length ? mailboxes : ['']} or e.mail_domain in ${domains.length ? domains : ['']})
    group by e.mailbox, e.mail_domain`);
  const byMailbox = unpaid.byMailbox;
  const byDomain = unpaid.byDomain;
  for (const row of offered) {
    if (mailboxes.includes(row.mailbox)) byMailbox.set(row.mailbox, (byMailbox.get(row.mailbox) ?? 0) + row.places);
    if (row.domain && domains.includes(row.domain)) byDomain.set(row.domain, (byDomain.get(row.domain) ?? 0) + row.places);
  }
  return { byAddress, byMailbox, byDomain };
}

async function queueOfferMail(
  tx: Tx,
  offer: { entryId: string; email: string; localeId: string; activityId: string; startsAt: string; places: number; token: string; expiresAt: Date },
): Promise<void> {
  const locale = await findLocaleById(offer.localeId);
  if (!locale) throw new Error(`The locale ${offer.localeId} of a waiting-list entry is gone`);
  const language = toLanguage(locale.locale);
  const activity = (await getCatalogue()).activities.find((a) => a.id === offer.activityId);
  await enqueueMail(tx, {
    dedupeKey: `waiting-list-offer:${offer.entryId}`,
    kind: 'waiting-list-offer',
    payload: {
      ...mailSiteOf(locale, language),
      entryId: offer.entryId,
      email: offer.email,
      language,
      currency: locale.currency,
      activityTitle: activity ? textIn(activity.texts, language).title : '',
      startsAt: new Date(offer.startsAt).toISOString(),
      places: offer.places,
      // On the site the visitor joined on: its domain, its language.
      offerUrl: `${siteOrigin(locale)}${waitingListOfferPath(offer.token)}`,
      holdUntil: offer.expiresAt.toISOString(),
    },
  });
}

// ---------------------------------------------------------------- the offer's page

export type OfferStatus = 'OFFERED' | 'CLAIMED' | 'EXPIRED' | 'UNKNOWN';

export interface OfferView {
  status: OfferStatus;
  entryId: string;
  sessionId: string;
  activityId: string;
  startsAt: Date;
  places: number;
  expiresAt: Date;
}


/** What an offer's link shows; changes nothing (mail scanners fetch links). Another site's offer is unknown here. */
export async function findOffer(token: string, localeId: string, now = new Date()): Promise<OfferView | null> {
  if (!looksLikeToken(token)) return null;
  const { rows } = await db().execute<{ id: string; session_id: string; activity_id: string; starts_at: string; places: number; status: WaitingListStatus; offer_expires_at: string; locale_id: string }>(sql`
    select e.id, e.session_id, s.activity_id, s.starts_at, e.places, e.status, e.offer_expires_at, e.locale_id
    from waiting_list_entries e join sessions s on s.id = e.session_id
    where e.offer_token_hash = ${offerTokenHash(token)}`);
  const row = rows[0];
  if (!row || row.locale_id !== localeId) return null;
  const expiresAt = new Date(row.offer_expires_at);
  const status: OfferStatus = row.status === 'claimed' ? 'CLAIMED' : row.status === 'offered' && expiresAt > now ? 'OFFERED' : 'EXPIRED';
  return { status, entryId: row.id, sessionId: row.session_id, activityId: row.activity_id, startsAt: new Date(row.starts_at), places: row.places, expiresAt };
}

export type ClaimResult = { status: 'CLAIMED'; places: number } | { status: 'ALREADY_CLAIMED' | 'EXPIRED' | 'UNKNOWN' } | { status: 'INVALID_TICKETS' };

/**
 * The visitor takes the offer (the page's button): under the session's lock, a live offer's hold moves
 * into the visitor's cart as an item with the tickets they chose (their people at most the places held;
 * fewer give the rest back to the line), keeping the offer's expiry; the entry is claimed. Once: a
 * second press answers ALREADY_CLAIMED and changes nothing.
 */
export async function claimOffer(input: { token: string; localeId: string; anonymousToken: string; tickets: Ticket[] }, now = new Date()): Promise<ClaimResult> {
  const offer = await findOffer(input.token, input.localeId, now);
  if (!offer) return { status: 'UNKNOWN' };
  const result = await db().transaction(async (tx): Promise<ClaimResult> => {
    await tx.execute(sql`select id from sessions where id = ${offer.sessionId} for update`);
    const { rows } = await tx.execute<{ status: WaitingListStatus; offer_expires_at: string; hold_id: string | null; places: number; hold_live: boolean }>(sql`
      select e.status, e.offer_expires_at, e.hold_id, e.places,
             exists (select 1 from holds h where h.id = e.hold_id and h.expires_at > ${now.toISOString()}) as hold_live
      from waiting_list_entries e where e.id = ${offer.entryId} for update`);
    const entry = rows[0];
    if (!entry) return { status: 'UNKNOWN' };
    if (entry.status === 'claimed') return { status: 'ALREADY_CLAIMED' };
    if (entry.status !== 'offered' || !entry.hold_id || !entry.hold_live || new Date(entry.offer_expires_at) <= now) return { status: 'EXPIRED' };
    const added = await putHeldPlacesInCart(
      tx,
      { anonymousToken: input.anonymousToken, localeId: input.localeId, activityId: offer.activityId, sessionId: offer.sessionId, holdId: entry.hold_id, heldPlaces: entry.places, tickets: input.tickets },
      now,
    );
    if (added.kind !== 'added') return { status: 'INVALID_TICKETS' };
    await tx.execute(sql`update waiting_list_entries set status = 'claimed', claimed_at = ${now.toISOString()} where id = ${offer.entryId}`);
    return { status: 'CLAIMED', places: added.places };
  });
  // Fewer places taken than held: the rest are free now, for the next in line.
  if (result.status === 'CLAIMED' && result.places < offer.places) await offerFreedPlaces([offer.sessionId], now);
  return result;
}

/** The ticket types an offer's places may be booked as: the activity's on sale now. */
export async function offerTicketTypes(activityId: string) {
  const catalogue = await getCatalogue();
  return (catalogue.variationsByActivity.get(activityId) ?? []).filter(isOnSale);
}

// ---------------------------------------------------------------- staff's view

export interface WaitingListEntryView {
  position: number;
  email: string;
  places: number;
  status: WaitingListStatus;
  /** ISO instants. */
  offeredUntil: string | null;
  joinedAt: string;
}

/** A session's line, in order (active and past entries alike), for the day sheet's manifest. */
export async function sessionWaitingList(executor: Pick<Database, 'execute'>, sessionId: string): Promise<WaitingListEntryView[]> {
  const { rows } = await executor.execute<{ position: number; email: string; places: number; status: WaitingListStatus; offer_expires_at: string | null; created_at: string }>(sql`
    select position::float8 as position, email, places, status, offer_expires_at, created_at
    from waiting_list_entries where session_id = ${sessionId} order by position`);
  return rows.map((row, index) => ({
    position: index + 1,
    email: row.email,
    places: row.places,
    status: row.status,
    offeredUntil: row.offer_expires_at ? new Date(row.offer_expires_at).toISOString() : null,
    joinedAt: new Date(row.created_at).toISOString(),
  }));
}

/** How many are in each session's line now (waiting or holding an offer). */
export async function waitingCounts(executor: Pick<Database, 'execute'>, sessionIds: readonly string[]): Promise<Map<string, number>> {
  if (!sessionIds.length) return new Map();
  const { rows } = await executor.execute<{ session_id: string; waiting: number }>(sql`
    select session_id, count(*)::int as waiting from waiting_list_entries
    where session_id in ${sessionIds} and status in ('waiting', 'offered') group by session_id`);
  return new Map(rows.map((row) => [row.session_id, row.waiting]));
}
