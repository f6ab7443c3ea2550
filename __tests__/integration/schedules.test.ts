import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { addToCart } from '@/lib/server/carts/cart-service';
import { createAndCompleteOrder } from '@/lib/server/checkout/order-service';
import { staffExecutableSchema } from '@/lib/server/graphql/schema';
import { findLocaleById, invalidateLocales } from '@/lib/server/locales/locale-service';
import { closeDb } from '@/lib/server/platform/db/client';
import { currentAvailability, daySessions } from '@/lib/server/sessions/availability-service';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import type { ActivityRow } from '@/lib/server/platform/db/schema';
import { addStaff, findStaffByEmail, type StaffMember } from '@/lib/server/staff';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase } from '../helpers/test-database';

/*
 * Schedules (issue #23) on a real PostgreSQL: patterns and one-offs made once per key, future sessions
 * re-made from an edited pattern, and never a capacity below what is sold and held, nor a booked session
 * moved or removed: refused, changing nothing. Gates and other parks' managers are refused; every change
 * is audited and recorded for every instance.
 */
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const NOW = new Date();
const staff: Record<'owner' | 'manager' | 'gate' | 'hongKong', StaffMember> = {} as never;
let luge: ActivityRow;

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
  await seedIfEmpty(database.db, sandbox.sandboxUrl);
  await seedDemoStaff(database.db);
  const added = await addStaff({ email: 'hk-manager@summit-rush.test', role: 'manager', parks: ['hong-kong'] }, { label: 'command line' }, database.db);
  if (!added.ok) throw new Error(added.code);
  // Queenstown's pay-on-arrival orders are reserved at once (no emailed confirmation): places sold without a
  // payment. They may take a whole session here (reservation_share_percent 100): the tests book 3 of 10.
  await database.db.execute(sql`update parks set reservation_confirmation = false, reservation_share_percent = 100 where id = 'queenstown'`);
  invalidateCatalogue();
  invalidateLocales();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 20);
  staff.owner = (await findStaffByEmail('owner@summit-rush.test'))!;
  staff.manager = (await findStaffByEmail('manager@summit-rush.test'))!;
  staff.gate = (await findStaffByEmail('gate@summit-rush.test'))!;
  staff.hongKong = (await findStaffByEmail('hk-manager@summit-rush.test'))!;
  luge = (await findParkActivity('queenstown', 'luge'))!;
});
afterAll(async () => {
  await closeDb();
  await database.drop();
  await sandbox.close();
});

const TIME_ZONE = 'Pacific/Auckland';
const day = (offset: number) => new Date(NOW.getTime() + (3 + offset) * 86_400_000).toISOString().slice(0, 10);
const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute<T & Record<string, unknown>>(query)).rows;
const { execute, parse } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
async function asStaff<T = Record<string, unknown>>(member: StaffMember, query: string, variables: Record<string, unknown> = {}): Promise<ExecutionResult<T>> {
  return (await execute({ schema: staffExecutableSchema(), document: parse(query), variableValues: variables, contextValue: { staff: member, clientAddress: null } })) as ExecutionResult<T>;
}
const codeOf = (result: ExecutionResult) => result.errors?.[0]?.extensions?.code;

const RESULT = `{ __typename ... on ScheduleSaved { id } ... on ScheduleFormRefused { problems { field code session { date time } booked max } } }`;
const ADD = `mutation ($activityId: ID!, $pattern: PatternInput, $oneOff: OneOffInput, $key: String!) { addSchedule(activityId: $activityId, pattern: $pattern, oneOff: $oneOff, idempotencyKey: $key) ${RESULT} }`;
const UPDATE = `mutation ($id: ID!, $pattern: PatternInput, $oneOff: OneOffInput) { updateSchedule(scheduleId: $id, pattern: $pattern, oneOff: $oneOff) ${RESULT} }`;
const END = `mutation ($id: ID!, $endsOn: Date!) { endSchedule(scheduleId: $id, endsOn: $endsOn) ${RESULT} }`;
const CAPACITY = `mutation ($id: ID!, $capacity: String!) { setSessionCapacity(sessionId: $id, capacity: $capacity) ${RESULT} }`;
const SCHEDULES = `query ($parkId: ID!) { schedules(parkId: $parkId) { park { id } activities { id name patterns { id weekdays times capacity startsOn endsOn oneOff } oneOffs { id times startsOn capacity } } } }`;
type Problem = { field: string; code: string; session: string | null; booked: number | null; max: number | null };
type Result = { __typename: 'ScheduleSaved'; id: string } | { __typename: 'ScheduleFormRefused'; problems: Problem[] };
const saved = (id: string): Result => ({ __typename: 'ScheduleSaved', id });
/** A refusal's problems; none when the change was saved. */
const problemsOf = (result: Result): Problem[] => (result.__typename === 'ScheduleFormRefused' ? result.problems : []);

/** The luge's sessions at a local time of the park (any day), with their counts. */
const sessionsAt = (time: string) =>
  rows<{ id: string; date: string; capacity: number; sold: number }>(sql`
    select id, to_char(starts_at at time zone ${TIME_ZONE}, 'YYYY-MM-DD') as date, capacity, sold from sessions
    where activity_id = ${luge.id} and to_char(starts_at at time zone ${TIME_ZONE}, 'HH24:MI') = ${time} and starts_at > now()
    order by starts_at`);

const nz = { localeId: 'nz', parkId: 'queenstown', slug: 'luge', variationId: 'nz-luge-five-rides' } as const;

/** A visitor's cart holding `quantity` places of a session (a live hold). */
async function hold(sessionId: string, quantity: number) {
  const token = randomUUID();
  const added = await addToCart({ anonymousToken: token, localeId: nz.localeId, parkId: nz.parkId, activitySlug: nz.slug, sessionId, tickets: [{ variationId: nz.variationId, quantity }] });
  expect(added.kind).toBe('added');
  return token;
}

/** A visitor books to pay on arrival: reserved at once, its places sold. */
async function reserve(sessionId: string, quantity: number) {
  const token = await hold(sessionId, quantity);
  const placed = await createAndCompleteOrder({
    anonymousToken: token,
    locale: (await findLocaleById(nz.localeId))!,
    origin: sandbox.origin,
    idempotencyKey: randomUUID(),
    customer: { firstName: 'Aroha', lastName: 'Ngata', mobilePhone: '021 555 0199', email: `visitor-${randomUUID().slice(0, 8)}@example.com` },
    code: null,
    gatewayId: 'nz-arrival',
    acceptTerms: true,
  });
  if (placed.kind !== 'placed') throw new Error(`expected an order, got ${placed.code}`);
}

const pattern = (times: string[], capacity: string, extra: Record<string, unknown> = {}) => ({ weekdays: [0, 1, 2, 3, 4, 5, 6], times, capacity, startsOn: day(0), endsOn: day(6), ...extra });

describe('weekly patterns', () => {
  it('adds a pattern once however often it is submitted, audited, with a site change recorded', async () => {
    const key = randomUUID();
    const variables = { activityId: luge.id, pattern: pattern(['07:15'], '6'), key };
    const [first, second] = await Promise.all([asStaff<{ addSchedule: Result }>(staff.manager, ADD, variables), asStaff<{ addSchedule: Result }>(staff.manager, ADD, variables)]);
    const retry = await asStaff<{ addSchedule: Result }>(staff.manager, ADD, variables);
    for (const result of [first, second, retry]) expect(result.data).toEqual({ addSchedule: saved(key) });
    expect(await rows(sql`select id from schedules where id = ${key}`)).toHaveLength(1);
    expect(await rows(sql`select id from staff_audit where action = 'schedule.add' and subject = ${`schedule:${key}`}`)).toHaveLength(1);
    const made = await sessionsAt('07:15');
    expect(made.map((session) => session.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map(day));
    expect(made.every((session) => session.capacity === 6)).toBe(true);
    const changes = await rows<{ change: { kind: string; parkId: string; activityIds: string[]; hosts: string[] } }>(sql`select change from site_changes order by id`);
    expect(changes.map((row) => row.change)).toContainEqual(expect.objectContaining({ kind: 'sessions', parkId: 'queenstown', activityIds: [luge.id] }));
    // The screen's list names it among the luge's patterns.
    const listed = await asStaff<{ schedules: { activities: { id: string; patterns: { id: string; times: string[] }[] }[] } }>(staff.manager, SCHEDULES, { parkId: 'queenstown' });
    expect(listed.data!.schedules.activities.find((activity) => activity.id === luge.id)!.patterns).toContainEqual(expect.objectContaining({ id: key, times: ['07:15'] }));
  });

  it('checks the form’s rules on the server: times, capacity, season, weekdays', async () => {
    const bad = await asStaff<{ addSchedule: Result }>(staff.manager, ADD, {
      activityId: luge.id,
      pattern: { weekdays: [], times: [], capacity: '0', startsOn: day(3), endsOn: day(1) },
      key: randomUUID(),
    });
    const fields = problemsOf(bad.data!.addSchedule).map((problem) => `${problem.field}:${problem.code}`).sort();
    expect(fields).toEqual(['capacity:capacity', 'endsOn:endBeforeStart', 'times:timesRequired', 'weekdays:weekdays']);
    const weekday = await asStaff<{ addSchedule: Result }>(staff.manager, ADD, { activityId: luge.id, pattern: pattern(['07:15'], '6', { weekdays: [7] }), key: randomUUID() });
    expect(problemsOf(weekday.data!.addSchedule)).toEqual([expect.objectContaining({ field: 'weekdays', code: 'weekdays' })]);
    const huge = await asStaff<{ addSchedule: Result }>(staff.manager, ADD, { activityId: luge.id, pattern: pattern(['07:30'], '2.5'), key: randomUUID() });
    expect(problemsOf(huge.data!.addSchedule)).toEqual([expect.objectContaining({ field: 'capacity', code: 'capacity' })]);
    expect(await sessionsAt('07:30')).toEqual([]);
  });

  it('refuses a time or a day that is none as bad input (the API’s LocalTime and Date), making nothing', async () => {
    const key = randomUUID();
    for (const [query, variables] of [
      [ADD, { activityId: luge.id, pattern: pattern(['3:15', '25:00'], '6'), key }],
      [ADD, { activityId: luge.id, pattern: pattern(['03:15'], '6', { startsOn: '2026-02-31' }), key }],
      [ADD, { activityId: luge.id, pattern: pattern(['03:15'], '6', { endsOn: '' }), key }],
      [ADD, { activityId: luge.id, oneOff: { date: '2026-13-01', time: '03:15', capacity: '6' }, key }],
      [ADD, { activityId: luge.id, oneOff: { date: day(1), time: '3:15pm', capacity: '6' }, key }],
      [END, { id: key, endsOn: '2026-02-31' }],
    ] as const) {
      const answer = await asStaff(staff.manager, query, variables);
      expect(codeOf(answer), JSON.stringify(variables)).toBe('BAD_USER_INPUT');
      expect(answer.data).toBeUndefined();
    }
    expect(await rows(sql`select id from schedules where id = ${key}`)).toEqual([]);
    expect(await sessionsAt('03:15')).toEqual([]);
  });

  it('re-makes future empty sessions from an edited pattern, and refuses to move a booked one, changing nothing', async () => {
    const key = randomUUID();
    await asStaff(staff.manager, ADD, { activityId: luge.id, pattern: pattern(['06:30'], '8'), key });
    expect(await sessionsAt('06:30')).toHaveLength(7);

    // Empty: 06:30 moves to 06:45 and the pattern's capacity goes up.
    const moved = await asStaff<{ updateSchedule: Result }>(staff.manager, UPDATE, { id: key, pattern: pattern(['06:45'], '9') });
    expect(moved.data).toEqual({ updateSchedule: saved(key) });
    expect(await sessionsAt('06:30')).toEqual([]);
    const remade = await sessionsAt('06:45');
    expect(remade.map((session) => [session.date, session.capacity])).toEqual([0, 1, 2, 3, 4, 5, 6].map((offset) => [day(offset), 9]));
    expect(await rows(sql`select id from staff_audit where action = 'schedule.update' and subject = ${`schedule:${key}`}`)).toHaveLength(1);

    // Booked: one session sold, another held by a cart.
    await reserve(remade[1].id, 2);
    await hold(remade[2].id, 1);
    const refused = await asStaff<{ updateSchedule: Result }>(staff.manager, UPDATE, { id: key, pattern: pattern(['07:00'], '9') });
    expect(refused.data!.updateSchedule.__typename).toBe('ScheduleFormRefused');
    expect(problemsOf(refused.data!.updateSchedule)).toEqual([
      { field: 'sessions', code: 'booked', session: { date: day(1), time: '06:45' }, booked: 2, max: null },
      { field: 'sessions', code: 'booked', session: { date: day(2), time: '06:45' }, booked: 1, max: null },
    ]);
    // Nothing changed: the empty sessions stay, nothing at 07:00, the pattern as it was.
    expect(await sessionsAt('06:45')).toHaveLength(7);
    expect(await sessionsAt('07:00')).toEqual([]);
    expect(await rows<{ times: string[] }>(sql`select times from schedules where id = ${key}`)).toEqual([{ times: ['06:45'] }]);

    // Ending the season after day 2 removes the later, empty sessions and keeps the booked ones.
    const ended = await asStaff<{ endSchedule: Result }>(staff.manager, END, { id: key, endsOn: day(2) });
    expect(ended.data).toEqual({ endSchedule: saved(key) });
    expect((await sessionsAt('06:45')).map((session) => session.date)).toEqual([day(0), day(1), day(2)]);
    // Ending before a booked session is refused.
    const early = await asStaff<{ endSchedule: Result }>(staff.manager, END, { id: key, endsOn: day(0) });
    expect(problemsOf(early.data!.endSchedule).map((problem) => problem.session)).toEqual([{ date: day(1), time: '06:45' }, { date: day(2), time: '06:45' }]);
  });

  it('never lowers a capacity below what is sold and held: refused, naming the session, and nothing changes', async () => {
    const key = randomUUID();
    await asStaff(staff.manager, ADD, { activityId: luge.id, pattern: pattern(['05:30'], '10'), key });
    const [first, second] = await sessionsAt('05:30');
    await reserve(first.id, 3);
    await hold(second.id, 2);

    const pattern4 = await asStaff<{ updateSchedule: Result }>(staff.manager, UPDATE, { id: key, pattern: pattern(['05:30'], '2') });
    expect(problemsOf(pattern4.data!.updateSchedule)).toEqual([
      { field: 'capacity', code: 'belowBooked', session: { date: first.date, time: '05:30' }, booked: 3, max: null },
    ]);
    expect((await sessionsAt('05:30')).map((session) => session.capacity)).toEqual([10, 10, 10, 10, 10, 10, 10]);
    expect(await rows<{ capacity: number }>(sql`select capacity from schedules where id = ${key}`)).toEqual([{ capacity: 10 }]);

    // A single session: below sold + held refused; exactly that, or more, allowed.
    const below = await asStaff<{ setSessionCapacity: Result }>(staff.manager, CAPACITY, { id: second.id, capacity: '1' });
    expect(problemsOf(below.data!.setSessionCapacity)).toEqual([{ field: 'capacity', code: 'belowBooked', session: { date: second.date, time: '05:30' }, booked: 2, max: null }]);
    expect((await sessionsAt('05:30'))[1].capacity).toBe(10);
    const exact = await asStaff<{ setSessionCapacity: Result }>(staff.manager, CAPACITY, { id: second.id, capacity: '2' });
    expect(exact.data).toEqual({ setSessionCapacity: saved(second.id) });
    const raised = await asStaff<{ setSessionCapacity: Result }>(staff.owner, CAPACITY, { id: first.id, capacity: '40' });
    expect(raised.data).toEqual({ setSessionCapacity: saved(first.id) });
    expect((await sessionsAt('05:30')).slice(0, 2).map((session) => session.capacity)).toEqual([40, 2]);
    const audit = await rows<{ before: { capacity: number }; after: { capacity: number } }>(sql`select before, after from staff_audit where action = 'session.capacity' and subject = ${`session:${first.id}`}`);
    expect(audit).toEqual([expect.objectContaining({ before: expect.objectContaining({ capacity: 10, sold: 3 }), after: expect.objectContaining({ capacity: 40 }) })]);
    const invalid = await asStaff<{ setSessionCapacity: Result }>(staff.manager, CAPACITY, { id: first.id, capacity: '100000' });
    expect(problemsOf(invalid.data!.setSessionCapacity)).toEqual([expect.objectContaining({ field: 'capacity', code: 'capacityMax', max: 10_000 })]);
  });
});

describe('under the sale’s lock', () => {
  it('a capacity change waits for a sale holding the session’s lock, then counts its places', async () => {
    const key = randomUUID();
    await asStaff(staff.manager, ADD, { activityId: luge.id, pattern: pattern(['05:00'], '4'), key });
    const [session] = await sessionsAt('05:00');
    let released = false;
    // A sale in progress: the session locked as sellPlaces locks it, 3 places taken, committed a moment later.
    const sale = database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from sessions where id = ${session.id} for update`);
      await tx.execute(sql`insert into holds (session_id, places, expires_at) values (${session.id}, 3, ${new Date(Date.now() + 600_000).toISOString()})`);
      await new Promise((resolve) => setTimeout(resolve, 400));
      released = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const lowered = await asStaff<{ setSessionCapacity: Result }>(staff.manager, CAPACITY, { id: session.id, capacity: '2' });
    await sale;
    expect(released).toBe(true);
    expect(problemsOf(lowered.data!.setSessionCapacity)).toEqual([{ field: 'capacity', code: 'belowBooked', session: { date: session.date, time: '05:00' }, booked: 3, max: null }]);
    expect((await sessionsAt('05:00'))[0].capacity).toBe(4);
  });
});

describe('one-off sessions', () => {
  it('moves an empty one-off, and refuses one moved into the past', async () => {
    const key = randomUUID();
    await asStaff(staff.manager, ADD, { activityId: luge.id, oneOff: { date: day(5), time: '21:00', capacity: '3' }, key });
    expect(await sessionsAt('21:00')).toHaveLength(1);
    const moved = await asStaff<{ updateSchedule: Result }>(staff.manager, UPDATE, { id: key, oneOff: { date: day(5), time: '21:30', capacity: '3' } });
    expect(moved.data).toEqual({ updateSchedule: saved(key) });
    expect(await sessionsAt('21:00')).toEqual([]);
    expect((await sessionsAt('21:30')).map((session) => session.date)).toEqual([day(5)]);
    const past = await asStaff<{ updateSchedule: Result }>(staff.manager, UPDATE, { id: key, oneOff: { date: day(-10), time: '21:30', capacity: '3' } });
    expect(problemsOf(past.data!.updateSchedule)).toEqual([expect.objectContaining({ field: 'date', code: 'past' })]);
  });


  it('appears in the public availability at once', async () => {
    // A day past the sessions made so far: nothing to book on it yet.
    const date = day(30);
    expect((await currentAvailability(luge, TIME_ZONE, date, date))[0].status).toBe('unavailable');
    const key = randomUUID();
    const added = await asStaff<{ addSchedule: Result }>(staff.manager, ADD, { activityId: luge.id, oneOff: { date, time: '20:30', capacity: '5' }, key });
    expect(added.data).toEqual({ addSchedule: saved(key) });
    const sessions = await daySessions(luge, TIME_ZONE, date, new Date());
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ capacity: 5, remaining: 5, closed: false });
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(sessions[0].startsAt)).toBe('20:30');
    expect((await currentAvailability(luge, TIME_ZONE, date, date))[0].status).not.toBe('unavailable');
    expect(await rows(sql`select id from staff_audit where action = 'schedule.addOneOff' and subject = ${`schedule:${key}`}`)).toHaveLength(1);
    const listed = await asStaff<{ schedules: { activities: { id: string; oneOffs: { id: string }[] }[] } }>(staff.manager, SCHEDULES, { parkId: 'queenstown' });
    expect(listed.data!.schedules.activities.find((activity) => activity.id === luge.id)!.oneOffs.map((oneOff) => oneOff.id)).toContain(key);
    // A one-off in the past is refused.
    const past = await asStaff<{ addSchedule: Result }>(staff.manager, ADD, { activityId: luge.id, oneOff: { date: day(-10), time: '20:30', capacity: '5' }, key: randomUUID() });
    expect(problemsOf(past.data!.addSchedule)).toEqual([expect.objectContaining({ field: 'date', code: 'past' })]);
  });
});

describe('who may', () => {
  it('refuses a gate and another park’s manager (FORBIDDEN), changing nothing', async () => {
    const key = randomUUID();
    await asStaff(staff.manager, ADD, { activityId: luge.id, pattern: pattern(['04:30'], '5'), key });
    const [session] = await sessionsAt('04:30');
    for (const member of [staff.gate, staff.hongKong]) {
      expect(codeOf(await asStaff(member, ADD, { activityId: luge.id, pattern: pattern(['04:45'], '5'), key: randomUUID() }))).toBe('FORBIDDEN');
      expect(codeOf(await asStaff(member, UPDATE, { id: key, pattern: pattern(['04:45'], '5') }))).toBe('FORBIDDEN');
      expect(codeOf(await asStaff(member, END, { id: key, endsOn: day(0) }))).toBe('FORBIDDEN');
      expect(codeOf(await asStaff(member, CAPACITY, { id: session.id, capacity: '1' }))).toBe('FORBIDDEN');
      expect(codeOf(await asStaff(member, SCHEDULES, { parkId: 'queenstown' }))).toBe('FORBIDDEN');
    }
    // What does not exist is refused the same way.
    expect(codeOf(await asStaff(staff.manager, UPDATE, { id: 'no-such-schedule', pattern: pattern(['04:45'], '5') }))).toBe('FORBIDDEN');
    expect(codeOf(await asStaff(staff.manager, CAPACITY, { id: randomUUID(), capacity: '1' }))).toBe('FORBIDDEN');
    expect(await sessionsAt('04:45')).toEqual([]);
    expect((await sessionsAt('04:30'))[0].capacity).toBe(5);
  });
});
