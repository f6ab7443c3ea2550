import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pool } from '@/lib/server/platform/db/client';
import { holds, sessions } from '@/lib/server/platform/db/schema';
import { seedIfEmpty } from '@/demo';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { availability, daySessions } from '@/lib/server/sessions/availability-service';
import { findParkActivity, getCatalogue, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { createRequire } from 'node:module';
import { executableSchema } from '@/lib/server/graphql/schema';
import { findLocaleById } from '@/lib/server/locales/locale-service';
import { createTestDatabase, withoutSharedResources } from '../helpers/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const TZ = 'Pacific/Auckland';
// A Monday morning in Queenstown, before the first session.
const NOW = new Date('2026-11-22T19:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  await withoutSharedResources(database.db);
  invalidateCatalogue();
  await materialiseSessions(database.db, '2026-11-22', 120);
});
afterAll(() => database.drop());

const zipline = async () => (await findParkActivity('queenstown', 'zipline'))!;

/** Counts the SQL statements the app's pool runs while `work` runs. */
async function countStatements(work: () => Promise<unknown>): Promise<number> {
  const target = pool() as unknown as { query: (...args: unknown[]) => unknown };
  const original = target.query;
  let count = 0;
  target.query = (...args: unknown[]) => {
    count += 1;
    return original.apply(target, args);
  };
  try {
    await work();
  } finally {
    target.query = original;
  }
  return count;
}

describe('sessions', () => {
  it('are materialised from schedules once, whatever the number of runs', async () => {
    const again = await materialiseSessions(database.db, '2026-11-22', 120);
    expect(again).toBe(0);
    const { rows } = await database.pool.query("select count(*)::int as n from sessions where activity_id = 'nz-zipline'");
    expect(rows[0].n).toBe(120 * 8); // 09:00 … 16:00 hourly
  });

  it('start at the park’s local times, whatever the server’s clock', async () => {
    const list = await daySessions(await zipline(), TZ, '2026-11-24', NOW);
    expect(list[0].startsAt.toISOString()).toBe('2026-11-23T20:00:00.000Z'); // 09:00 NZDT = 20:00 UTC the day before
    expect(list).toHaveLength(8);
    expect(list.every((s) => s.remaining === 16)).toBe(true);
  });
});

describe('availability', () => {
  it('gives each day a status and its lowest price under the price rules', async () => {
    const days = await availability(await zipline(), TZ, '2026-11-23', '2026-11-29', NOW);
    expect(days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(days.every((d) => d.status === 'available')).toBe(true);
    expect(days[0].lowestPrice).toBe(9900); // Monday: the child ticket
    expect(days[5].lowestPrice).toBe(10890); // Saturday: +10%
    const peak = await availability(await zipline(), TZ, '2026-12-26', '2026-12-26', NOW);
    expect(peak[0].lowestPrice).toBe(11880); // peak day: +20%
  });

  it('counts active holds and sales, ignores expired holds, and marks sold-out days', async () => {
    const activity = await zipline();
    const day = '2026-11-25';
    const list = await daySessions(activity, TZ, day, NOW);
    await database.db.update(sessions).set({ sold: 16 }).where(inArray(sessions.id, list.slice(0, 7).map((s) => s.id)));
    await database.db.insert(holds).values([
      { sessionId: list[7].id, places: 10, expiresAt: new Date(NOW.getTime() + 15 * 60_000) },
      { sessionId: list[7].id, places: 6, expiresAt: new Date(NOW.getTime() - 60_000) },
    ]);
    const after = await daySessions(activity, TZ, day, NOW);
    expect(after.map((s) => s.remaining)).toEqual([0, 0, 0, 0, 0, 0, 0, 6]);
    expect((await availability(activity, TZ, day, day, NOW))[0].status).toBe('limited');
    await database.db.insert(holds).values({ sessionId: list[7].id, places: 6, expiresAt: new Date(NOW.getTime() + 60_000) });
    const [soldOut] = await availability(activity, TZ, day, day, NOW);
    expect(soldOut).toEqual({ date: day, status: 'soldOut', lowestPrice: null });
  });

  it('refuses more than 92 days and malformed dates', async () => {
    const activity = await zipline();
    await expect(availability(activity, TZ, '2026-11-23', '2027-03-01', NOW)).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    await expect(availability(activity, TZ, '2026-13-01', '2026-13-02', NOW)).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers an impossible day (2026-02-31) as the visitor’s mistake, on every door: never a server error', async () => {
    const activity = await zipline();
    await expect(availability(activity, TZ, '2026-02-28', '2026-02-31', NOW)).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    await expect((async () => daySessions(activity, TZ, '2026-02-31', NOW))()).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    const locale = (await findLocaleById('nz'))!;
    const { execute, parse } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
    const answer = await execute({
      schema: executableSchema(),
      document: parse('query ($date: Date!) { getSessions(slug: "zipline", date: $date) { id } }'),
      variableValues: { date: '2026-02-31' },
      contextValue: { locale, anonymousToken: null, origin: `http://${locale.domain}`, clientAddress: null },
    });
    expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  });

  it('costs one SQL statement for 90 days once the catalogue is cached', async () => {
    const activity = await zipline();
    await getCatalogue();
    expect(await countStatements(() => availability(activity, TZ, '2026-11-23', '2027-02-20', NOW))).toBe(1);
    expect(await countStatements(() => availability(activity, TZ, '2026-11-23', '2026-11-24', NOW))).toBe(1);
  });
});
