import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Pool, type PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { mailboxKey } from '@/lib/domain/reservation-budget';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { addToCart } from '@/lib/server/carts/cart-service';
import { createAndCompleteOrder, type OrderOutcome } from '@/lib/server/checkout/order-service';
import type { LocaleRecord } from '@/lib/server/locales/locale-repository';
import { findLocaleById, invalidateLocales } from '@/lib/server/locales/locale-service';
import { lockBudgets, unpaidPlacesKept } from '@/lib/server/orders';
import { env, useConfig } from '@/lib/server/platform/config';
import { LOCK_CLASS } from '@/lib/server/platform/db/advisory-locks';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { confirmWaitingListEntry, joinWaitingList, offerFreedPlaces, type Offer } from '@/lib/server/waiting-lists';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The budgets of places kept without paying (RESERVED_PLACES_PER_EMAIL / _DOMAIN) are spent by two paths:
 * a pay-on-arrival placing (lib/server/orders/reservation.ts) and a waiting list's offer run
 * (lib/server/waiting-lists). Both count the budget and then spend it; each must count under the same lock
 * (lockBudgets, lib/server/orders/budget-locks.ts), or two at once each see room and together pass it.
 * Each round makes the race happen for certain: a transaction of the test's own holds a lock the first
 * path needs after it has counted (the session's row a placing sells, or the outbox key of the offer's
 * mail), until the second path has either finished or is seen waiting for a lock; then it lets go. The
 * budgets are 4 places here, so a placing of 3 and an offer of 2 (or two offers of 3) each fit alone and
 * never both.
 */

// An offer run swallows a session's failure (a deadlock among them) into the log and goes on: caught here.
const failures = vi.hoisted(() => [] as unknown[]);
vi.mock('@/lib/server/platform/logger', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/server/platform/logger')>();
  return {
    ...original,
    log: (component: string) => {
      const child = original.log(component);
      return Object.assign(Object.create(child), {
        error: (...args: unknown[]) => {
          failures.push(args);
          // Called on the child, as pino's methods need their logger as `this`.
          return (child.error as (...a: unknown[]) => void).apply(child, args);
        },
      });
    },
  };
});

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let holder: Pool;
let rotorua: LocaleRecord;
const NOW = new Date();
const BUDGET = 4;
const ROUNDS = 30;
const day = (offset: number) => new Date(NOW.getTime() + (2 + offset) * 86_400_000).toISOString().slice(0, 10);
const HK = { localeId: 'hk', parkId: 'hong-kong', slug: 'harbour-zipline' } as const;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db, 'http://127.0.0.1:9');
  invalidateCatalogue();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 40);
  useConfig({ ...env(), RESERVED_PLACES_PER_EMAIL: BUDGET, RESERVED_PLACES_PER_DOMAIN: BUDGET, RESERVED_PLACES_PER_ADDRESS: 40 });
  // Reservations may keep a whole session here: only the budgets per mailbox and domain are raced.
  await database.db.execute(sql`update parks set reservation_share_percent = 100 where id = 'rotorua'`);
  invalidateLocales();
  rotorua = (await findLocaleById('rotorua'))!;
  await findLocaleById(HK.localeId);
  holder = new Pool({ connectionString: database.url, max: 1 });
  // A lost connection of the test's own is a failure to see in the expectations, not an uncaught 'error' event.
  holder.on('error', (error) => failures.push(error));
});
afterAll(async () => {
  await holder.end();
  await database.drop();
});

async function swingSession(offset: number, index: number) {
  const activity = (await findParkActivity('rotorua', 'lake-swing'))!;
  const sessions = await daySessions(activity, 'Pacific/Auckland', day(offset), NOW);
  expect(sessions.length).toBeGreaterThan(index);
  return sessions[index];
}

async function zipSession(offset: number, index: number) {
  const activity = (await findParkActivity(HK.parkId, HK.slug))!;
  const sessions = await daySessions(activity, 'Asia/Hong_Kong', day(offset), NOW);
  expect(sessions.length).toBeGreaterThan(index);
  return sessions[index];
}

/** A new visitor's cart of `places` swing tickets on one session, held without a client address. */
async function swingCart(offset: number, index: number, places: number) {
  const token = randomUUID();
  const session = await swingSession(offset, index);
  const added = await addToCart(
    { anonymousToken: token, localeId: 'rotorua', parkId: 'rotorua', activitySlug: 'lake-swing', sessionId: session.id, tickets: [{ variationId: 'ro-giant-swing-solo', quantity: places }] },
    NOW,
  );
  expect(added.kind).toBe('added');
  return { token, session };
}

const reserve = (token: string, email: string) =>
  createAndCompleteOrder(
    {
      anonymousToken: token,
      locale: rotorua,
      origin: 'http://rotorua.localhost:3000',
      idempotencyKey: randomUUID(),
      customer: { firstName: 'Aroha', lastName: 'Ngata', email, mobilePhone: '+64 21 555 0101' },
      code: null,
      gatewayId: 'rotorua-arrival',
      acceptTerms: true,
      clientAddress: null,
    },
    NOW,
  );

/**
 * A confirmed entry for `places` in the line of a sold-out session, then `places` places given back: the
 * next offer run on the session offers them to it (budgets allowing). Its id.
 */
async function waitingFor(sessionId: string, email: string, places: number): Promise<string> {
  await database.db.execute(sql`update sessions set sold = capacity where id = ${sessionId}`);
  expect(await joinWaitingList({ sessionId, email, places, localeId: HK.localeId, parkId: HK.parkId, clientAddress: null }, NOW)).toMatchObject({ kind: 'joined', state: 'JOINED' });
  const [mail] = (
    await database.db.execute<{ url: string; id: string }>(sql`
      select o.payload->>'confirmUrl' as url, e.id from outbox o join waiting_list_entries e on o.dedupe_key = 'waiting-list-confirm:' || e.id::text
      where e.session_id = ${sessionId} and e.email = ${email}`)
  ).rows;
  expect(await confirmWaitingListEntry({ token: mail.url.split('/waiting-list/confirm/')[1], localeId: HK.localeId }, NOW)).toMatchObject({ status: 'CONFIRMED' });
  await database.db.execute(sql`update sessions set sold = capacity - ${places} where id = ${sessionId}`);
  return mail.id;
}

/** How many of the test database's sessions are waiting for a lock now. */
async function waiting(): Promise<number> {
  const { rows } = await database.db.execute<{ n: number }>(sql`
    select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
  return rows[0].n;
}

/** Polls until `done` (or 10 s: the caller's expectations then tell what happened). */
async function until(done: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await done()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** Runs `work` and tells whether it has settled yet. */
function tracked<T>(work: Promise<T>) {
  let settled = false;
  const promise = work.finally(() => {
    settled = true;
  });
  return { promise, settled: () => settled };
}

/** A transaction of the test's own, holding what `hold` locks until `release`. */
async function holding(hold: (client: PoolClient) => Promise<unknown>) {
  const client = await holder.connect();
  await client.query('begin');
  await hold(client);
  return async () => {
    await client.query('rollback');
    client.release();
  };
}

/** Holds the outbox key of these entries' offer mails: an offer run on them blocks there, after it counted and held the places. */
const holdOfferMails = (entryIds: string[]) =>
  holding(async (client) => {
    for (const id of entryIds) await client.query(`insert into outbox (dedupe_key, kind, payload) values ($1, 'waiting-list-offer', '{}')`, [`waiting-list-offer:${id}`]);
  });

/** What a mailbox and a domain keep unpaid now: unpaid reservations and live offers, as both paths count them. */
async function kept(mailbox: string, domain: string) {
  const unpaid = await unpaidPlacesKept(database.db, { mailboxes: [mailbox], domains: [domain] }, NOW);
  const { rows } = await database.db.execute<{ by_mailbox: number; by_domain: number }>(sql`
    select coalesce(sum(e.places) filter (where e.mailbox = ${mailbox}), 0)::int as by_mailbox,
           coalesce(sum(e.places) filter (where e.mail_domain = ${domain}), 0)::int as by_domain
    from waiting_list_entries e join holds h on h.id = e.hold_id
    where e.status = 'offered' and h.expires_at > ${NOW.toISOString()}`);
  return { byMailbox: (unpaid.byMailbox.get(mailbox) ?? 0) + rows[0].by_mailbox, byDomain: (unpaid.byDomain.get(domain) ?? 0) + rows[0].by_domain };
}

const outcomeOf = (result: OrderOutcome) => (result.kind === 'placed' ? result.outcome : result.code);

describe('a reservation and a waiting list’s offer at once', () => {
  it(`never pass a mailbox’s or a domain’s budget together, whichever counts first (${ROUNDS} rounds), and never deadlock`, { timeout: 180_000 }, async () => {
    const seen: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Rounds in turn: the offer first or the placing first; one mailbox, or two mailboxes of one domain.
      const offerFirst = round % 2 === 0;
      const sameMailbox = round % 4 < 2;
      const domain = `race-${randomUUID().slice(0, 8)}.test`;
      const reserverEmail = `r${round}@${domain}`;
      const offeredEmail = sameMailbox ? reserverEmail : `o${round}@${domain}`;
      const cart = await swingCart(Math.floor(round / 8), round % 8, 3);
      const offered = await zipSession(round, 0);
      const entryId = await waitingFor(offered.id, offeredEmail, 2);

      let placing: ReturnType<typeof tracked<OrderOutcome>>;
      let offering: ReturnType<typeof tracked<Offer[]>>;
      if (offerFirst) {
        // The offer counts, holds its places and waits to queue its mail; the placing counts meanwhile.
        const release = await holdOfferMails([entryId]);
        offering = tracked(offerFreedPlaces([offered.id], NOW));
        await until(async () => (await waiting()) >= 1);
        placing = tracked(reserve(cart.token, reserverEmail));
        await until(async () => placing.settled() || (await waiting()) >= 2);
        await release();
      } else {
        // The placing counts and waits to sell its session's places; the offer run counts meanwhile.
        const release = await holding((client) => client.query('select id from sessions where id = $1 for update', [cart.session.id]));
        placing = tracked(reserve(cart.token, reserverEmail));
        await until(async () => (await waiting()) >= 1);
        offering = tracked(offerFreedPlaces([offered.id], NOW));
        await until(async () => offering.settled() || (await waiting()) >= 2);
        await release();
      }
      const [placed, offers] = await Promise.all([placing.promise, offering.promise]);
      const after = await kept(mailboxKey(reserverEmail), domain);
      expect(after.byDomain, `round ${round}`).toBeLessThanOrEqual(BUDGET);
      expect(after.byMailbox, `round ${round}`).toBeLessThanOrEqual(BUDGET);
      // Whoever counted second saw the first: the first went through, the second was refused or passed over.
      if (offerFirst) {
        expect(offers, `round ${round}`).toHaveLength(1);
        expect(outcomeOf(placed), `round ${round}`).toBe(sameMailbox ? 'RESERVED_PLACES_PER_EMAIL' : 'RESERVED_PLACES_PER_DOMAIN');
      } else {
        expect(outcomeOf(placed), `round ${round}`).toBe('AWAITING_CONFIRMATION');
        expect(offers, `round ${round}`).toEqual([]);
      }
      seen.push(`${offerFirst ? 'offer' : 'placing'} first: ${outcomeOf(placed)}, ${offers.length} offered`);
    }
    expect(failures).toEqual([]);
    expect(new Set(seen)).toEqual(
      new Set(['offer first: RESERVED_PLACES_PER_EMAIL, 1 offered', 'offer first: RESERVED_PLACES_PER_DOMAIN, 1 offered', 'placing first: AWAITING_CONFIRMATION, 0 offered']),
    );
  });
});

describe('two offer runs at once', () => {
  it(`on two sessions whose lines share a domain never pass its budget together (${ROUNDS} rounds), and never deadlock`, { timeout: 180_000 }, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const domain = `race-${randomUUID().slice(0, 8)}.test`;
      const [first, second] = [await zipSession(round, 1), await zipSession(round, 2)];
      const entries = [await waitingFor(first.id, `a${round}@${domain}`, 3), await waitingFor(second.id, `b${round}@${domain}`, 3)];
      // Both runs count and hold their places, then wait to queue their mails: without one lock per
      // domain, neither has seen the other's offer.
      const release = await holdOfferMails(entries);
      const runs = [tracked(offerFreedPlaces([first.id], NOW)), tracked(offerFreedPlaces([second.id], NOW))];
      await until(async () => runs.every((run) => run.settled()) || (await waiting()) >= 2);
      await release();
      const offers = (await Promise.all(runs.map((run) => run.promise))).flat();
      expect(offers, `round ${round}`).toHaveLength(1);
      expect((await kept('', domain)).byDomain, `round ${round}`).toBe(3);
    }
    expect(failures).toEqual([]);
  });
});

describe('the budgets’ locks', () => {
  it('are taken in the order of the locks, not of the keys’ texts: two keys whose hashes meet never deadlock', async () => {
    // Two domains a < c whose hashtext meet (one lock), and b between them with another hash.
    const { rows } = await database.db.execute<{ a: string; c: string }>(sql`
      select min(k) as a, max(k) as c from (select 'd' || i || '.test' as k from generate_series(1, 400000) i) keys
      group by hashtext(k) having count(*) > 1 limit 1`);
    const { a, c } = rows[0];
    const b = `${a}x`;
    expect([c, b, a].sort()).toEqual([a, b, c]);
    const hashes = (await database.db.execute<{ h: number }>(sql`select hashtext(k) as h from unnest(array[${a}, ${b}, ${c}]::text[]) with ordinality as t(k, n) order by n`)).rows.map((row) => row.h);
    expect(hashes[0]).toBe(hashes[2]);
    expect(hashes[1]).not.toBe(hashes[0]);
    // In the texts' order one would lock b then c (= a's lock), the other a then b: a circle once each holds its first.
    const release = await holding((client) => client.query('select pg_advisory_xact_lock($1, hashtext($2))', [LOCK_CLASS.budgetDomain, b]));
    const second = tracked(database.db.transaction((tx) => lockBudgets(tx, { domains: [b, c] })));
    await until(async () => (await waiting()) >= 1);
    const first = tracked(database.db.transaction((tx) => lockBudgets(tx, { domains: [a, b] })));
    await until(async () => (await waiting()) >= 2);
    await release();
    await expect(Promise.all([first.promise, second.promise])).resolves.toEqual([undefined, undefined]);
    expect(failures).toEqual([]);
  });
});
