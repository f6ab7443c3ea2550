import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { placesLeft, shortOf, type ResourceRule, type ResourceSession } from '@/lib/domain/resources';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { addToCart } from '@/lib/server/carts/cart-service';
import { db } from '@/lib/server/platform/db/client';
import { findDayLoads, findSessionsBetween, materialiseSessions } from '@/lib/server/sessions/session-repository';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { lockPlaces, placesLeftSql, resourceNeeds, resourcesShortSql } from '@/lib/server/sessions/places-left';
import { LOCK_CLASS } from '@/lib/server/platform/db/advisory-locks';
import { sellPlaces } from '@/lib/server/orders/order-repository';
import { seedDemoStaff } from '@/demo/staff';
import { readResources, saveResource, setResourceDay } from '@/lib/server/resources';
import { addStaff, findStaffByEmail } from '@/lib/server/staff';
import { createTestDatabase } from '../helpers/test-database';

/*
 * Shared resources (lib/server/sessions/places-left.ts): the SQL every read and sale uses agrees with the
 * rule as lib/domain/resources.ts states it, on random days; and sales racing on two activities that share
 * a pool never take more of it than it has.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const TZ = 'Pacific/Auckland';
// A Monday morning in Queenstown, before the first session.
const NOW = new Date('2026-11-22T19:00:00Z');
const DAY = '2026-11-25';
const ACTIVITIES = ['nz-zipline', 'nz-treetop-challenge', 'nz-canyon-swing', 'nz-luge'];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  invalidateCatalogue();
  await materialiseSessions(database.db, '2026-11-22', 10);
});
afterAll(() => database.drop());

interface DaySession extends ResourceSession {
  sold: number;
}

async function sessionsOn(day: string): Promise<DaySession[]> {
  const { rows } = await db().execute<{ id: string; activity_id: string; starts_at: string; duration_minutes: number | null; capacity: number; sold: number }>(sql`
    select s.id, s.activity_id, s.starts_at, a.duration_minutes, s.capacity, s.sold
    from sessions s join activities a on a.id = s.activity_id
    where s.activity_id in ${ACTIVITIES} and (s.starts_at at time zone ${TZ})::date = ${day}::date
    order by s.starts_at, s.activity_id`);
  return rows.map((row) => ({
    id: row.id,
    activityId: row.activity_id,
    startsAt: new Date(row.starts_at),
    durationMinutes: row.duration_minutes,
    capacity: row.capacity,
    sold: row.sold,
    taken: row.sold,
    closed: false,
  }));
}

/** Replaces the park's resources with `pools`, each used by some activities by its rule. */
async function setResources(pools: { count: number; dayCount: number | null; uses: { activityId: string; quantity: number; perPlaces: number }[] }[]) {
  await db().execute(sql`delete from activity_resources`);
  await db().execute(sql`delete from resources`);
  const ids: string[] = [];
  for (const [index, pool] of pools.entries()) {
    const id = `pool-${index}`;
    ids.push(id);
    await db().execute(sql`insert into resources (id, park_id, name, count, time_zone) values (${id}, 'queenstown', ${`Pool ${index}`}, ${pool.count}, ${TZ})`);
    if (pool.dayCount !== null) await db().execute(sql`insert into resource_days (resource_id, day, count) values (${id}, ${DAY}, ${pool.dayCount})`);
    for (const use of pool.uses) {
      await db().execute(sql`insert into activity_resources (activity_id, resource_id, quantity, per_places) values (${use.activityId}, ${id}, ${use.quantity}, ${use.perPlaces})`);
    }
  }
  return ids;
}

const sqlPlaces = async (ids: string[], now: Date) => {
  const { rows } = await db().execute<{ id: string; left: number; short: string[] }>(
    sql`select s.id, ${placesLeftSql(now)} as left, ${resourcesShortSql(now)} as short from sessions s where s.id in ${ids}`,
  );
  return new Map(rows.map((row) => [row.id, row]));
};

describe('places left with shared resources', () => {
  it('agrees with the rule on random days: sold places, live and expired holds, closed sessions, day counts', async () => {
    const sessions = await sessionsOn(DAY);
    expect(sessions.length).toBeGreaterThan(20);
    const use = fc.record({ activityId: fc.constantFrom(...ACTIVITIES), quantity: fc.integer({ min: 1, max: 3 }), perPlaces: fc.integer({ min: 1, max: 9 }) });
    const pool = fc.record({
      count: fc.integer({ min: 0, max: 40 }),
      dayCount: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
      uses: fc.uniqueArray(use, { minLength: 1, maxLength: 3, selector: (u) => u.activityId }),
    });
    const load = fc.array(fc.record({ sold: fc.integer({ min: 0, max: 16 }), live: fc.integer({ min: 0, max: 4 }), expired: fc.integer({ min: 0, max: 3 }), closed: fc.boolean() }), {
      minLength: sessions.length,
      maxLength: sessions.length,
    });
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(pool, { minLength: 1, maxLength: 2 }), load, async (pools, loads) => {
        runs += 1;
        const ids = await setResources(pools);
        await db().execute(sql`delete from holds where session_id in ${sessions.map((s) => s.id)}`);
        const model: ResourceSession[] = [];
        for (const [index, session] of sessions.entries()) {
          const { sold, live, expired } = loads[index];
          const closed = loads[index].closed && index % 5 === 0;
          const keptSold = Math.min(sold, session.capacity - live);
          await db().execute(sql`update sessions set sold = ${keptSold}, closed_at = ${closed ? NOW.toISOString() : null} where id = ${session.id}`);
          if (live) await db().execute(sql`insert into holds (session_id, places, expires_at) values (${session.id}, ${live}, ${new Date(NOW.getTime() + 600_000).toISOString()})`);
          if (expired) await db().execute(sql`insert into holds (session_id, places, expires_at) values (${session.id}, ${expired}, ${new Date(NOW.getTime() - 1).toISOString()})`);
          model.push({ ...session, taken: keptSold + live, closed });
        }
        const rulesOf = (activityId: string): ResourceRule[] =>
          pools.flatMap((p, i) => p.uses.filter((u) => u.activityId === activityId).map((u) => ({ resourceId: ids[i], quantity: u.quantity, perPlaces: u.perPlaces })));
        const countOf = (resourceId: string) => {
          const p = pools[ids.indexOf(resourceId)];
          return p.dayCount ?? p.count;
        };
        const found = await sqlPlaces(
          sessions.map((s) => s.id),
          NOW,
        );
        for (const session of model) {
          expect(found.get(session.id)!.left, `places left in ${session.activityId} at ${session.startsAt.toISOString()}`).toBe(placesLeft(session, model, rulesOf, countOf));
        }
        // The calendar's sweep over a range (rangeRoomsSql) says the same, summed per day.
        for (const activityId of ACTIVITIES) {
          const [load] = await findDayLoads(database.db, { id: activityId, durationMinutes: model.find((s) => s.activityId === activityId)!.durationMinutes }, TZ, DAY, DAY, NOW);
          const expected = model.filter((s) => s.activityId === activityId).reduce((sum, s) => sum + placesLeft(s, model, rulesOf, countOf), 0);
          expect(load.remaining, `the calendar's ${activityId}`).toBe(expected);
          // And a reseller's range (OCTO availability), session by session.
          const between = await findSessionsBetween(database.db, { id: activityId, durationMinutes: model.find((s) => s.activityId === activityId)!.durationMinutes }, TZ, DAY, DAY, NOW);
          for (const row of between) expect(row.remaining, `OCTO's ${activityId} at ${row.startsAt.toISOString()}`).toBe(placesLeft(model.find((s) => s.id === row.id)!, model, rulesOf, countOf));
        }
      }),
      { numRuns: 25, seed: 50 },
    );
    expect(runs).toBe(25);
    await db().execute(sql`update sessions set sold = 0, closed_at = null where id in ${sessions.map((s) => s.id)}`);
    await db().execute(sql`delete from holds`);
  });

  it('names the sessions a lowered count leaves short, and flags them once saved', async () => {
    const [harnesses] = await setResources([{ count: 24, dayCount: null, uses: [{ activityId: 'nz-zipline', quantity: 1, perPlaces: 1 }, { activityId: 'nz-treetop-challenge', quantity: 1, perPlaces: 1 }] }]);
    const sessions = await sessionsOn(DAY);
    const zipline10 = sessions.find((s) => s.activityId === 'nz-zipline' && s.startsAt.toISOString() === '2026-11-24T21:00:00.000Z')!;
    const treetop9 = sessions.find((s) => s.activityId === 'nz-treetop-challenge' && s.startsAt.toISOString() === '2026-11-24T20:00:00.000Z')!;
    await db().execute(sql`update sessions set sold = 8 where id in ${[zipline10.id, treetop9.id]}`);
    const needs = await resourceNeeds(db(), harnesses, DAY, DAY, NOW);
    // Treetop 9:00–11:30 meets zipline 10:00–11:30: 16 harnesses at 10:00. Zipline 9:00 (empty) meets treetop at 9:00: 8.
    expect(shortOf(needs, 15).map((n) => n.sessionId).sort()).toEqual([zipline10.id, treetop9.id].sort());
    expect(shortOf(needs, 16)).toEqual([]);
    expect((await sqlPlaces([zipline10.id], NOW)).get(zipline10.id)).toMatchObject({ left: 8, short: [] });
    await db().execute(sql`insert into resource_days (resource_id, day, count) values (${harnesses}, ${DAY}, 12)`);
    const after = await sqlPlaces([zipline10.id, treetop9.id], NOW);
    expect(after.get(zipline10.id)).toMatchObject({ left: 0, short: ['Pool 0'] });
    expect(after.get(treetop9.id)).toMatchObject({ left: 0, short: ['Pool 0'] });
    await db().execute(sql`update sessions set sold = 0 where id in ${[zipline10.id, treetop9.id]}`);
  });

  it('the calendar and a day’s sessions count the pool', async () => {
    await setResources([{ count: 10, dayCount: null, uses: [{ activityId: 'nz-zipline', quantity: 1, perPlaces: 1 }, { activityId: 'nz-treetop-challenge', quantity: 1, perPlaces: 1 }] }]);
    const day = await daySessions((await findParkActivity('queenstown', 'zipline'))!, TZ, DAY, NOW);
    expect(day.map((s) => s.remaining)).toEqual(day.map(() => 10));
  });
});

describe('sales racing on a shared pool', () => {
  it('two activities sharing 10 harnesses hold at most 10 places at one time, whatever the interleaving', async () => {
    await setResources([{ count: 10, dayCount: null, uses: [{ activityId: 'nz-zipline', quantity: 1, perPlaces: 1 }, { activityId: 'nz-treetop-challenge', quantity: 1, perPlaces: 1 }] }]);
    const sessions = await sessionsOn(DAY);
    const zipline9 = sessions.find((s) => s.activityId === 'nz-zipline' && s.startsAt.toISOString() === '2026-11-24T20:00:00.000Z')!;
    const treetop9 = sessions.find((s) => s.activityId === 'nz-treetop-challenge' && s.startsAt.toISOString() === '2026-11-24T20:00:00.000Z')!;
    const now = NOW;
    const attempts = Array.from({ length: 30 }, (_, i) => {
      const zip = i % 2 === 0;
      return addToCart(
        {
          anonymousToken: randomUUID(),
          clientAddress: `10.0.0.${i}`,
          localeId: 'nz',
          parkId: 'queenstown',
          activitySlug: zip ? 'zipline' : 'treetop-challenge',
          sessionId: zip ? zipline9.id : treetop9.id,
          tickets: [{ variationId: zip ? 'nz-zipline-adult' : 'nz-treetop-challenge-adult', quantity: 1 }],
        },
        now,
      );
    });
    const results = await Promise.all(attempts);
    expect(results.map((r) => r.kind).sort()).toEqual([...Array(10).fill('added'), ...Array(20).fill('soldOut')]);
    expect(results.filter((r) => r.kind === 'soldOut')).toHaveLength(20);
    const { rows } = await db().execute<{ held: number }>(sql`select coalesce(sum(places), 0)::int as held from holds where session_id in ${[zipline9.id, treetop9.id]} and expires_at > ${NOW.toISOString()}`);
    expect(rows[0].held).toBe(10);
    await db().execute(sql`delete from cart_items`);
    await db().execute(sql`delete from holds`);
  });

  it('sessions overlapping across their start hours share the pool under their sales’ race; sessions apart in time do not wait for each other', async () => {
    await setResources([{ count: 10, dayCount: null, uses: [{ activityId: 'nz-zipline', quantity: 1, perPlaces: 1 }, { activityId: 'nz-treetop-challenge', quantity: 1, perPlaces: 1 }] }]);
    const sessions = await sessionsOn(DAY);
    // Local times (NZDT, UTC+13): the zipline lasts 90 minutes, the treetop 150. The zipline's 10:00
    // [10:00, 11:30) and the treetop's 11:00 [11:00, 13:30) overlap for half an hour, in the hour of 11:00
    // only; the zipline's 9:00 [9:00, 10:30) overlaps neither.
    const at = (activityId: string, utc: string) => sessions.find((s) => s.activityId === activityId && s.startsAt.toISOString() === utc)!;
    const zipline9 = at('nz-zipline', '2026-11-24T20:00:00.000Z');
    const zipline10 = at('nz-zipline', '2026-11-24T21:00:00.000Z');
    const treetop11 = at('nz-treetop-challenge', '2026-11-24T22:00:00.000Z');
    const add = (i: number, zip: boolean, sessionId: string) =>
      addToCart(
        {
          anonymousToken: randomUUID(),
          clientAddress: `10.0.1.${i}`,
          localeId: 'nz',
          parkId: 'queenstown',
          activitySlug: zip ? 'zipline' : 'treetop-challenge',
          sessionId,
          tickets: [{ variationId: zip ? 'nz-zipline-adult' : 'nz-treetop-challenge-adult', quantity: 1 }],
        },
        NOW,
      );
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? add(i, true, zipline10.id) : add(i, false, treetop11.id))));
    expect(results.filter((r) => r.kind === 'added')).toHaveLength(10);
    const { rows } = await db().execute<{ held: number }>(sql`select coalesce(sum(places), 0)::int as held from holds where session_id in ${[zipline10.id, treetop11.id]} and expires_at > ${NOW.toISOString()}`);
    expect(rows[0].held).toBe(10);

    // A sale of the zipline's 9:00 under way (its locks held, not yet committed): an add to the treetop's
    // 11:00, which shares the pool but not the time, goes through; one to the zipline's 10:00, which
    // overlaps it, waits for it to end.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const sale = db().transaction(async (tx) => {
      await sellPlaces(tx, [{ sessionId: zipline9.id, places: 1, holdId: null }], NOW);
      locked();
      await released;
    });
    await isLocked;
    await db().execute(sql`delete from cart_items`);
    await db().execute(sql`delete from holds`);
    expect((await add(100, false, treetop11.id)).kind).toBe('added');
    let overlappingDone = false;
    const overlapping = add(101, true, zipline10.id).then((result) => {
      overlappingDone = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(overlappingDone).toBe(false);
    release();
    await sale;
    expect((await overlapping).kind).toBe('added');
    await db().execute(sql`delete from cart_items`);
    await db().execute(sql`delete from holds`);
    await db().execute(sql`update sessions set sold = 0 where id = ${zipline9.id}`);
  });

  it('lockPlaces locks a session wearing no resource, and the hours of a session as it starts once locked', async () => {
    await setResources([{ count: 10, dayCount: null, uses: [{ activityId: 'nz-zipline', quantity: 1, perPlaces: 1 }] }]);
    const sessions = await sessionsOn(DAY);
    const luge = sessions.find((s) => s.activityId === 'nz-luge')!;
    const zipline9 = sessions.find((s) => s.activityId === 'nz-zipline' && s.startsAt.toISOString() === '2026-11-24T20:00:00.000Z')!;
    const other = await database.pool.connect();
    try {
      // Held by a sale under way: another transaction cannot lock the luge's row.
      await db().transaction(async (tx) => {
        await lockPlaces(tx, [luge.id]);
        await expect(other.query('select id from sessions where id = $1 for update nowait', [luge.id])).rejects.toMatchObject({ code: '55P03' });
      });
      // Staff move the zipline's 9:00 to 13:17 while a sale waits on its row: the sale locks the pool's
      // hour of 13:00, where the session now is, not of 9:00.
      await other.query('begin');
      await other.query('select id from sessions where id = $1 for update', [zipline9.id]);
      const moved = new Date('2026-11-25T00:17:00.000Z');
      await other.query('update sessions set starts_at = $2 where id = $1', [zipline9.id, moved.toISOString()]);
      const hourLock = (at: Date) => sql`(select hashtext('pool-0@' || ${Math.floor(at.getTime() / 3_600_000)}::bigint::text))`;
      const sale = db().transaction(async (tx) => {
        await lockPlaces(tx, [zipline9.id]);
        const { rows } = await tx.execute<{ now: boolean; before: boolean }>(sql`
          select exists (select 1 from pg_locks where locktype = 'advisory' and pid = pg_backend_pid() and classid = ${LOCK_CLASS.resourceSlot} and objid::bigint = (${hourLock(moved)} & 4294967295)) as now,
                 exists (select 1 from pg_locks where locktype = 'advisory' and pid = pg_backend_pid() and classid = ${LOCK_CLASS.resourceSlot} and objid::bigint = (${hourLock(zipline9.startsAt)} & 4294967295)) as before`);
        return rows[0];
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await other.query('commit');
      expect(await sale).toEqual({ now: true, before: false });
    } finally {
      await other.query('rollback').catch(() => undefined);
      await other.query('update sessions set starts_at = $2 where id = $1', [zipline9.id, zipline9.startsAt.toISOString()]);
      other.release();
    }
  });

  it('an order of two sessions drawing on one pool sells both or neither', async () => {
    await setResources([{ count: 10, dayCount: null, uses: [{ activityId: 'nz-zipline', quantity: 1, perPlaces: 1 }, { activityId: 'nz-treetop-challenge', quantity: 1, perPlaces: 1 }] }]);
    const sessions = await sessionsOn(DAY);
    const zipline9 = sessions.find((s) => s.activityId === 'nz-zipline' && s.startsAt.toISOString() === '2026-11-24T20:00:00.000Z')!;
    const treetop9 = sessions.find((s) => s.activityId === 'nz-treetop-challenge' && s.startsAt.toISOString() === '2026-11-24T20:00:00.000Z')!;
    const sold = () => db().execute<{ sold: number }>(sql`select coalesce(sum(sold), 0)::int as sold from sessions where id in ${[zipline9.id, treetop9.id]}`);
    // Each alone fits (7 ≤ 10, 6 ≤ 10), together they do not.
    const short = await db().transaction((tx) =>
      sellPlaces(
        tx,
        [
          { sessionId: zipline9.id, places: 7, holdId: null },
          { sessionId: treetop9.id, places: 6, holdId: null },
        ],
        NOW,
      ),
    );
    expect(short).toHaveLength(1);
    expect((await sold()).rows[0].sold).toBe(0);
    const fits = await db().transaction((tx) =>
      sellPlaces(
        tx,
        [
          { sessionId: zipline9.id, places: 6, holdId: null },
          { sessionId: treetop9.id, places: 4, holdId: null },
        ],
        NOW,
      ),
    );
    expect(fits).toEqual([]);
    expect((await sold()).rows[0].sold).toBe(10);
    await db().execute(sql`update sessions set sold = 0 where id in ${[zipline9.id, treetop9.id]}`);
  });
});

describe('the resources desk on the server', () => {
  it('refuses another park’s manager and a gate, refuses bad input, and saves a short count only when confirmed', async () => {
    await seedDemoStaff(database.db);
    const added = await addStaff({ email: 'hk-resources@summit-rush.test', role: 'manager', parks: ['hong-kong'] }, { label: 'command line' }, database.db);
    if (!added.ok) throw new Error(added.code);
    const manager = (await findStaffByEmail('manager@summit-rush.test'))!;
    const gate = (await findStaffByEmail('gate@summit-rush.test'))!;
    const hongKong = (await findStaffByEmail('hk-resources@summit-rush.test'))!;
    const [guides] = await setResources([{ count: 2, dayCount: null, uses: [{ activityId: 'nz-canyon-swing', quantity: 1, perPlaces: 8 }] }]);
    const audited = async () => (await db().execute<{ n: number }>(sql`select count(*)::int as n from staff_audit where subject = ${`resource:${guides}`}`)).rows[0].n;
    const day = { resourceId: guides, date: DAY, count: 0, note: 'off sick', confirmShort: true };

    expect(await readResources(hongKong, 'queenstown')).toBeNull();
    expect(await setResourceDay(hongKong, day, { now: NOW })).toEqual({ kind: 'forbidden' });
    expect(await setResourceDay(gate, day, { now: NOW })).toEqual({ kind: 'forbidden' });
    expect(await saveResource(hongKong, { id: guides, parkId: 'hong-kong', name: 'Mine now', count: 9, uses: [], confirmShort: true }, { now: NOW })).toEqual({ kind: 'forbidden' });
    expect(await saveResource(manager, { parkId: 'queenstown', name: 'Boats', count: 2, uses: [{ activityId: 'hk-giant-swing', quantity: 1, perPlaces: 1 }], confirmShort: false }, { now: NOW })).toEqual({ kind: 'refused', problem: 'UNKNOWN_ACTIVITY' });
    expect(await setResourceDay(manager, { ...day, count: -1 }, { now: NOW })).toEqual({ kind: 'refused', problem: 'COUNT_INVALID' });
    expect(await audited()).toBe(0);

    // Three riders booked on the swing at 10:00: a day without guides names them first and saves nothing.
    const swing10 = (await sessionsOn(DAY)).find((s) => s.activityId === 'nz-canyon-swing' && s.startsAt.toISOString() === '2026-11-24T21:00:00.000Z')!;
    await db().execute(sql`update sessions set sold = 3 where id = ${swing10.id}`);
    const asked = await setResourceDay(manager, { ...day, confirmShort: false }, { now: NOW });
    expect(asked).toMatchObject({ kind: 'short', sessions: [{ sessionId: swing10.id, startTime: '10:00', own: 1, need: 1 }] });
    expect((await db().execute(sql`select 1 from resource_days where resource_id = ${guides}`)).rows).toHaveLength(0);
    expect(await setResourceDay(manager, day, { now: NOW })).toMatchObject({ kind: 'saved', resource: { days: [{ date: DAY, count: 0, note: 'off sick' }] } });
    expect(await audited()).toBe(1);
    expect((await sqlPlaces([swing10.id], NOW)).get(swing10.id)).toMatchObject({ left: 0, short: ['Pool 0'] });
    await db().execute(sql`update sessions set sold = 0 where id = ${swing10.id}`);
  });
});
