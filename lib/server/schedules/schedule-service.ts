import { sql } from 'drizzle-orm';
import { addDays } from '@/lib/domain/calendar';
import { parkDate } from '@/lib/domain/day-sheet';
import { problemCodeOf, validateForm, type FieldProblem } from '@/lib/domain/form-validation';
import { isIdempotencyKey } from '@/lib/domain/idempotency-key';
import { textIn } from '@/lib/domain/language';
import {
  capacityAllowed,
  capacitySchema,
  endPatternSchema,
  isOneOff,
  oneOffPattern,
  oneOffSchema,
  patternSchema,
  planScheduleChange,
  SCHEDULE_HORIZON_DAYS,
  SCHEDULE_PROBLEM_KEYS,
  type BlockedSession,
  type MadeSession,
  type OneOffValues,
  type Pattern,
  type PatternValues,
  type ScheduleProblemCode,
} from '@/lib/domain/schedules';
import { mayAct } from '@/lib/domain/staff-access';
import { getCatalogue } from '../activities';
import { listLocales } from '../locales';
import { recordChange } from '../platform/changes';
import { db as processDb, type Database } from '../platform/db/client';
import { lockSessions, placesChanged } from '../sessions';
import { recordStaffAction, type ParkView, type StaffMember } from '../staff';
import { lockKey } from '../platform/db/advisory-locks';

/*
 * Schedules (issue #23): an activity's weekly patterns and one-off sessions (rows of `schedules`; a one-off
 * is a schedule of one day and one time), and a single session's capacity. Every change, in one
 * transaction:
 * 1. who may is asked first, of the activity's (or session's) own park, never a park the browser names;
 * 2. the form's yup rules run again over what the API received;
 * 3. the schedule's row, then the activity's future sessions are locked as a sale locks them (by id, in id
 *    order, `for update`), and what is sold and held is counted after the lock;
 * 4. the plan (lib/domain/schedules.ts) says which future sessions the edit removes, resizes or makes; a
 *    session with bookings that would move or lose places refuses the whole edit, and nothing changes;
 * 5. the sessions and the schedule are written, the new pattern's sessions made to the horizon, the audit
 *    entry written with before and after, and the change recorded for every instance (recordChange).
 * Creations carry a key the screen makes once: it becomes the schedule's id, so a double submit creates one.
 */

/** A field of the schedules forms; `sessions`: the booked sessions an edit would move; `form`: the whole action. */
export type ScheduleFormField = keyof PatternValues | keyof OneOffValues | 'sessions' | 'form';

export interface ScheduleProblem {
  field: ScheduleFormField;
  code: ScheduleProblemCode;
  /** The session a refusal is about: 'YYYY-MM-DD HH:MM', the park's local time. */
  session: { date: string; time: string } | null;
  /** What it has sold and held. */
  booked: number | null;
  max: number | null;
}

export type ScheduleOutcome = { ok: true; problems: ScheduleProblem[]; id: string | null } | { ok: false; code: 'forbidden' };

export interface ScheduleView {
  id: string;
  weekdays: number[];
  times: string[];
  capacity: number;
  startsOn: string;
  endsOn: string | null;
  oneOff: boolean;
  /** Its season ended before today (the park's). */
  ended: boolean;
}

export interface ActivitySchedules {
  id: string;
  name: string;
  retired: boolean;
  patterns: ScheduleView[];
  oneOffs: ScheduleView[];
}

interface Options {
  now?: Date;
  database?: Database;
}

const ACTION = 'manageSchedules';

interface ScheduleRow {
  id: string;
  activityId: string;
  weekdays: number[];
  times: string[];
  capacity: number;
  timeZone: string;
  startsOn: string;
  endsOn: string | null;
}

type Executor = Pick<Database, 'execute'>;

async function parkOf(parkId: string): Promise<{ park: ParkView; hosts: string[] }> {
  const locales = (await listLocales()).filter((locale) => locale.parkId === parkId);
  const first = locales[0];
  return {
    park: { id: parkId, name: first?.park?.name ?? parkId, timeZone: first?.timeZone ?? 'UTC' },
    hosts: locales.map((locale) => locale.domain),
  };
}

async function activityOf(activityId: string) {
  return (await getCatalogue()).activities.find((activity) => activity.id === activityId) ?? null;
}

const patternOf = (row: ScheduleRow): Pattern => ({ weekdays: row.weekdays, times: row.times, capacity: row.capacity, startsOn: row.startsOn, endsOn: row.endsOn });

const SCHEDULE_COLUMNS = sql`id, activity_id, weekdays, times, capacity, time_zone, to_char(starts_on, 'YYYY-MM-DD') as starts_on, to_char(ends_on, 'YYYY-MM-DD') as ends_on`;

type RawSchedule = { id: string; activity_id: string; weekdays: number[]; times: string[]; capacity: number; time_zone: string; starts_on: string; ends_on: string | null };
const scheduleRow = (row: RawSchedule): ScheduleRow => ({
  id: row.id,
  activityId: row.activity_id,
  weekdays: row.weekdays,
  times: row.times,
  capacity: row.capacity,
  timeZone: row.time_zone,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
});

async function findSchedule(db: Executor, id: string, lock = false): Promise<ScheduleRow | null> {
  const { rows } = await db.execute<RawSchedule>(sql`select ${SCHEDULE_COLUMNS} from schedules where id = ${id} ${lock ? sql`for update` : sql``}`);
  return rows[0] ? scheduleRow(rows[0]) : null;
}

const view = (row: ScheduleRow, today: string): ScheduleView => ({
  id: row.id,
  weekdays: row.weekdays,
  times: row.times,
  capacity: row.capacity,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  oneOff: isOneOff(patternOf(row)),
  ended: row.endsOn !== null && row.endsOn < today,
});

/** A park's activities (bookable ones: they have sessions) with their patterns and one-offs. */
export async function readSchedules(staff: StaffMember, parkId: string, { now = new Date(), database = processDb() }: Options = {}): Promise<{ ok: true; park: ParkView; activities: ActivitySchedules[] } | { ok: false; code: 'forbidden' }> {
  if (!mayAct(staff, ACTION, parkId)) return { ok: false, code: 'forbidden' };
  const [{ park }, catalogue] = await Promise.all([parkOf(parkId), getCatalogue()]);
  const activities = catalogue.activities.filter((activity) => activity.parkId === parkId && activity.type === 'BookableActivity').sort((a, b) => a.sortOrder - b.sortOrder);
  const today = parkDate(now, park.timeZone);
  const ids = activities.map((activity) => activity.id);
  const rows = ids.length ? (await database.execute<RawSchedule>(sql`select ${SCHEDULE_COLUMNS} from schedules where activity_id in ${ids} order by starts_on, id`)).rows.map(scheduleRow) : [];
  return {
    ok: true,
    park,
    activities: activities.map((activity) => {
      const own = rows.filter((row) => row.activityId === activity.id).map((row) => view(row, today));
      return {
        id: activity.id,
        name: textIn(activity.texts, staff.language).title,
        retired: activity.retiredAt !== null,
        patterns: own.filter((schedule) => !schedule.oneOff),
        oneOffs: own.filter((schedule) => schedule.oneOff),
      };
    }),
  };
}

const fieldProblems = (fields: FieldProblem[]): ScheduleProblem[] =>
  fields.map((problem) => ({
    // The schema's paths are the fields' names (a time's, times[1], is the list's).
    field: problem.field.replace(/\[\d+\]$/, '') as ScheduleFormField,
    code: problemCodeOf(SCHEDULE_PROBLEM_KEYS, problem.message.key, 'failed'),
    session: null,
    booked: null,
    max: typeof (problem.message as { max?: unknown }).max === 'number' ? ((problem.message as { max?: unknown }).max as number) : null,
  }));

const blockedProblem = (session: BlockedSession): ScheduleProblem => ({
  field: session.reason === 'capacity' ? 'capacity' : 'sessions',
  code: session.reason === 'capacity' ? 'belowBooked' : 'booked',
  session: { date: session.date, time: session.time },
  booked: session.booked,
  max: null,
});

const problem = (field: ScheduleFormField, code: ScheduleProblemCode): ScheduleOutcome => ({ ok: true, problems: [{ field, code, session: null, booked: null, max: null }], id: null });

/** The activity's future sessions, locked as a sale locks them, then counted (sold, live holds) in the schedule's zone. */
async function lockFutureSessions(tx: Executor, activityId: string, timeZone: string, now: Date): Promise<MadeSession[]> {
  const { rows: ids } = await tx.execute<{ id: string }>(sql`select id from sessions where activity_id = ${activityId} and starts_at > ${now.toISOString()}`);
  await lockSessions(
    tx,
    ids.map((row) => row.id),
  );
  if (!ids.length) return [];
  // Counted after the lock, in a new statement, so holds committed while we waited are seen.
  const { rows } = await tx.execute<{ id: string; date: string; time: string; capacity: number; sold: number; held: number; ordered: boolean }>(sql`
    select s.id, to_char(s.starts_at at time zone ${timeZone}, 'YYYY-MM-DD') as date, to_char(s.starts_at at time zone ${timeZone}, 'HH24:MI') as time,
      s.capacity, s.sold,
      coalesce((select sum(h.places) from holds h where h.session_id = s.id and h.expires_at > ${now.toISOString()}), 0)::int as held,
      (exists (select 1 from order_items i where i.session_id = s.id) or exists (select 1 from tickets t where t.session_id = s.id)) as ordered
    from sessions s where s.id in ${ids.map((row) => row.id)}`);
  return rows;
}

/** Makes a schedule's sessions from today (the park's) to the horizon; existing sessions are left alone. */
async function materialiseSchedule(tx: Executor, scheduleId: string, today: string, now: Date): Promise<number> {
  const result = await tx.execute(sql`
    insert into sessions (activity_id, starts_at, capacity)
    select s.activity_id, ((d.day::date + t.time::time) at time zone s.time_zone), s.capacity
    from schedules s
    cross join generate_series(${today}::date, ${today}::date + (${SCHEDULE_HORIZON_DAYS}::int - 1), interval '1 day') as d(day)
    cross join unnest(s.times) as t(time)
    where s.id = ${scheduleId}
      and extract(dow from d.day)::int = any (s.weekdays)
      and d.day >= s.starts_on
      and (s.ends_on is null or d.day <= s.ends_on)
      and ((d.day::date + t.time::time) at time zone s.time_zone) > ${now.toISOString()}
    on conflict (activity_id, starts_at) do nothing`);
  return result.rowCount ?? 0;
}

const pgArray = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

/** Changes a locked schedule to `after`, and its future sessions with it, or answers which sessions refuse it (nothing changed). */
async function applyChange(tx: Executor, row: ScheduleRow, after: Pattern, now: Date): Promise<{ blocked: BlockedSession[]; removed: string[]; resized: number; made: number }> {
  const sessions = await lockFutureSessions(tx, row.activityId, row.timeZone, now);
  const { rows: others } = await tx.execute<RawSchedule>(sql`select ${SCHEDULE_COLUMNS} from schedules where activity_id = ${row.activityId} and id <> ${row.id}`);
  const plan = planScheduleChange(patternOf(row), after, others.map((other) => patternOf(scheduleRow(other))), sessions);
  if (plan.blocked.length) return { blocked: plan.blocked, removed: [], resized: 0, made: 0 };
  if (plan.remove.length) {
    // Nothing sold or held and no order names them: only expired holds and the cart items they kept can.
    await tx.execute(sql`delete from cart_items where session_id in ${plan.remove}`);
    await tx.execute(sql`delete from holds where session_id in ${plan.remove}`);
    await tx.execute(sql`delete from sessions where id in ${plan.remove}`);
  }
  for (const resize of plan.resize) await tx.execute(sql`update sessions set capacity = ${resize.capacity} where id = ${resize.id}`);
  await tx.execute(sql`
    update schedules set weekdays = ${pgArray(after.weekdays)}::int[], times = ${pgArray(after.times)}::text[], capacity = ${after.capacity},
      starts_on = ${after.startsOn}::date, ends_on = ${after.endsOn}::date
    where id = ${row.id}`);
  const made = await materialiseSchedule(tx, row.id, parkDate(now, row.timeZone), now);
  return { blocked: [], removed: plan.remove, resized: plan.resize.length, made };
}

export interface NewScheduleRequest {
  activityId: string;
  idempotencyKey: string;
  /** A weekly pattern's form values, or a one-off's. */
  pattern?: unknown;
  oneOff?: unknown;
}

/** Adds a weekly pattern or a one-off session to an activity, once per key. */
export async function addSchedule(staff: StaffMember, request: NewScheduleRequest, { now = new Date(), database = processDb() }: Options = {}): Promise<ScheduleOutcome> {
  const activity = await activityOf(request.activityId);
  if (!activity || !mayAct(staff, ACTION, activity.parkId)) return { ok: false, code: 'forbidden' };
  if (!isIdempotencyKey(request.idempotencyKey)) return problem('form', 'key');
  if (activity.type !== 'BookableActivity') return problem('form', 'notBookable');
  const oneOff = request.oneOff !== undefined && request.oneOff !== null;
  let pattern: Pattern;
  if (oneOff) {
    const checked = await validateForm(oneOffSchema, request.oneOff);
    if (!checked.ok) return { ok: true, problems: fieldProblems(checked.fields), id: null };
    pattern = oneOffPattern(checked.values);
  } else {
    const checked = await validateForm(patternSchema, request.pattern);
    if (!checked.ok) return { ok: true, problems: fieldProblems(checked.fields), id: null };
    pattern = { ...checked.values, endsOn: checked.values.endsOn || null };
  }
  const { park, hosts } = await parkOf(activity.parkId);
  if (oneOff && pattern.startsOn < parkDate(now, park.timeZone)) return problem('date', 'past');
  const id = request.idempotencyKey;
  const outcome = await database.transaction(async (tx): Promise<ScheduleOutcome & { made?: number }> => {
    await lockKey(tx, 'scheduleKey', id);
    const earlier = await findSchedule(tx, id);
    if (earlier) return earlier.activityId === activity.id ? { ok: true, problems: [], id } : problem('form', 'keyReused');
    await tx.execute(sql`
      insert into schedules (id, activity_id, weekdays, times, capacity, time_zone, starts_on, ends_on)
      values (${id}, ${activity.id}, ${pgArray(pattern.weekdays)}::int[], ${pgArray(pattern.times)}::text[], ${pattern.capacity}, ${park.timeZone}, ${pattern.startsOn}::date, ${pattern.endsOn}::date)`);
    const made = await materialiseSchedule(tx, id, parkDate(now, park.timeZone), now);
    await recordStaffAction(tx, {
      actor: { staffId: staff.id, email: staff.email },
      action: oneOff ? 'schedule.addOneOff' : 'schedule.add',
      subject: `schedule:${id}`,
      parkId: activity.parkId,
      before: null,
      after: { activityId: activity.id, ...pattern, sessionsMade: made },
    });
    if (made) await recordChange(tx, { kind: 'sessions', parkId: activity.parkId, activityIds: [activity.id], hosts });
    return { ok: true, problems: [], id, made };
  });
  if (outcome.ok && outcome.made) placesChanged();
  return outcome.ok ? { ok: true, problems: outcome.problems, id: outcome.id } : outcome;
}

/** Edits a pattern (or a one-off) and its future sessions with it; `end` sets only its last day. */
export async function updateSchedule(
  staff: StaffMember,
  request: { scheduleId: string; pattern?: unknown; oneOff?: unknown; endsOn?: string },
  { now = new Date(), database = processDb() }: Options = {},
): Promise<ScheduleOutcome> {
  const found = await findSchedule(database, request.scheduleId);
  const activity = found ? await activityOf(found.activityId) : null;
  if (!found || !activity || !mayAct(staff, ACTION, activity.parkId)) return { ok: false, code: 'forbidden' };
  let after: Pattern;
  let action: string;
  if (request.endsOn !== undefined) {
    const checked = await validateForm(endPatternSchema, { endsOn: request.endsOn });
    if (!checked.ok) return { ok: true, problems: fieldProblems(checked.fields), id: null };
    // A season ends no earlier than the day before it starts (no session at all) and no earlier than yesterday:
    // sessions before today are history.
    const { park } = await parkOf(activity.parkId);
    const yesterday = addDays(parkDate(now, park.timeZone), -1);
    const endsOn = [checked.values.endsOn, yesterday].sort().at(-1)!;
    after = { ...patternOf(found), endsOn: endsOn < found.startsOn ? addDays(found.startsOn, -1) : endsOn };
    action = 'schedule.end';
  } else if (request.oneOff !== undefined && request.oneOff !== null) {
    const checked = await validateForm(oneOffSchema, request.oneOff);
    if (!checked.ok) return { ok: true, problems: fieldProblems(checked.fields), id: null };
    after = oneOffPattern(checked.values);
    const { park } = await parkOf(activity.parkId);
    if (after.startsOn < parkDate(now, park.timeZone)) return problem('date', 'past');
    action = 'schedule.update';
  } else {
    const checked = await validateForm(patternSchema, request.pattern);
    if (!checked.ok) return { ok: true, problems: fieldProblems(checked.fields), id: null };
    after = { ...checked.values, endsOn: checked.values.endsOn || null };
    action = 'schedule.update';
  }
  const { hosts } = await parkOf(activity.parkId);
  const outcome = await database.transaction(async (tx) => {
    const row = (await findSchedule(tx, found.id, true))!;
    const change = await applyChange(tx, row, after, now);
    if (change.blocked.length) return { problems: change.blocked.map(blockedProblem), changed: false };
    await recordStaffAction(tx, {
      actor: { staffId: staff.id, email: staff.email },
      action,
      subject: `schedule:${row.id}`,
      parkId: activity.parkId,
      before: { ...patternOf(row) },
      after: { ...after, sessionsRemoved: change.removed, sessionsResized: change.resized, sessionsMade: change.made },
    });
    await recordChange(tx, { kind: 'sessions', parkId: activity.parkId, activityIds: [activity.id], hosts });
    return { problems: [], changed: true };
  });
  if (outcome.changed) placesChanged();
  return { ok: true, problems: outcome.problems, id: outcome.changed ? found.id : null };
}

/** A single future session's capacity, raised or lowered, never below what it has sold and held. */
export async function setSessionCapacity(staff: StaffMember, request: { sessionId: string; capacity: unknown }, { now = new Date(), database = processDb() }: Options = {}): Promise<ScheduleOutcome> {
  const valid = /^[0-9a-f-]{36}$/i.test(request.sessionId);
  const { rows: found } = valid ? await database.execute<{ activity_id: string }>(sql`select activity_id from sessions where id = ${request.sessionId}`) : { rows: [] };
  const activity = found[0] ? await activityOf(found[0].activity_id) : null;
  if (!activity || !mayAct(staff, ACTION, activity.parkId)) return { ok: false, code: 'forbidden' };
  const checked = await validateForm(capacitySchema, { capacity: request.capacity });
  if (!checked.ok) return { ok: true, problems: fieldProblems(checked.fields), id: null };
  const capacity = checked.values.capacity;
  const { park, hosts } = await parkOf(activity.parkId);
  const outcome = await database.transaction(async (tx): Promise<{ problems: ScheduleProblem[]; changed: boolean }> => {
    const [session] = await lockSessions(tx, [request.sessionId]);
    const { rows } = await tx.execute<{ sold: number; held: number; date: string; time: string }>(sql`
      select s.sold, coalesce((select sum(h.places) from holds h where h.session_id = s.id and h.expires_at > ${now.toISOString()}), 0)::int as held,
        to_char(s.starts_at at time zone ${park.timeZone}, 'YYYY-MM-DD') as date, to_char(s.starts_at at time zone ${park.timeZone}, 'HH24:MI') as time
      from sessions s where s.id = ${session.id}`);
    const counts = rows[0];
    const named = { date: counts.date, time: counts.time };
    if (session.startsAt.getTime() <= now.getTime()) return { problems: [{ field: 'capacity', code: 'started', session: named, booked: null, max: null }], changed: false };
    if (!capacityAllowed(capacity, counts.sold, counts.held)) {
      return { problems: [{ field: 'capacity', code: 'belowBooked', session: named, booked: counts.sold + counts.held, max: null }], changed: false };
    }
    if (capacity === session.capacity) return { problems: [], changed: false };
    await tx.execute(sql`update sessions set capacity = ${capacity} where id = ${session.id}`);
    await recordStaffAction(tx, {
      actor: { staffId: staff.id, email: staff.email },
      action: 'session.capacity',
      subject: `session:${session.id}`,
      parkId: activity.parkId,
      before: { capacity: session.capacity, sold: counts.sold, held: counts.held },
      after: { capacity, startsAt: session.startsAt.toISOString(), activityId: session.activityId },
    });
    await recordChange(tx, { kind: 'sessions', parkId: activity.parkId, activityIds: [activity.id], hosts });
    return { problems: [], changed: true };
  });
  if (outcome.changed) placesChanged();
  return { ok: true, problems: outcome.problems, id: outcome.problems.length ? null : request.sessionId };
}
