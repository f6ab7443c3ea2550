import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { placesChanged } from './availability-cache';
import { placesLeftSql } from './places-left';
import { findRangePlaces } from './range-places';

/**
 * Creates the sessions that the schedules call for from `fromDay` for `days` days, in one statement.
 * Idempotent (existing sessions are left alone) and safe to run from every instance.
 */
export async function materialiseSessions(db: Database, fromDay: string, days: number): Promise<number> {
  const result = await db.execute(sql`
    insert into sessions (activity_id, starts_at, capacity)
    select s.activity_id, ((d.day::date + t.time::time) at time zone s.time_zone), s.capacity
    from schedules s
    cross join generate_series(${fromDay}::date, ${fromDay}::date + (${days}::int - 1), interval '1 day') as d(day)
    cross join unnest(s.times) as t(time)
    where extract(dow from d.day)::int = any (s.weekdays)
      and d.day >= s.starts_on
      and (s.ends_on is null or d.day <= s.ends_on)
    on conflict (activity_id, starts_at) do nothing`);
  if (result.rowCount) placesChanged();
  return result.rowCount ?? 0;
}

export interface DayLoad {
  /** Local date 'YYYY-MM-DD' in the park's time zone. */
  day: string;
  capacity: number;
  /** Places free in the day's open sessions (a closed session has none). */
  remaining: number;
  sessions: number;
  /** Sessions staff closed (issue #23). */
  closed: number;
}

/**
 * Per local day, an activity's capacity and remaining places over a date range: one statement whatever
 * the range (range-places.ts). Holds count only until they expire; past sessions are left out.
 */
export async function findDayLoads(...range: Parameters<typeof findRangePlaces>): Promise<DayLoad[]> {
  const days = new Map<string, DayLoad>();
  for (const session of await findRangePlaces(...range)) {
    const load = days.get(session.day) ?? { day: session.day, capacity: 0, remaining: 0, sessions: 0, closed: 0 };
    load.capacity += session.capacity;
    load.remaining += session.remaining;
    load.sessions += 1;
    load.closed += session.closed ? 1 : 0;
    days.set(session.day, load);
  }
  return [...days.values()];
}

export interface SessionLoadRow {
  id: string;
  startsAt: Date;
  capacity: number;
  /** 0 when closed. */
  remaining: number;
  /** Closed by staff (issue #23): shown as closed, not as sold out. */
  closed: boolean;
}

type SessionLoadResult = { id: string; starts_at: string; capacity: number; remaining: number; closed: boolean };

/** A session's columns as its load rows read them: its places left now (lib/server/sessions/places-left.ts). */
const sessionLoadColumns = (now: Date) => sql`s.id, s.starts_at, s.capacity, s.closed_at is not null as closed, ${placesLeftSql(now)} as remaining`;

const sessionLoad = (row: SessionLoadResult): SessionLoadRow => ({ id: row.id, startsAt: new Date(row.starts_at), capacity: row.capacity, remaining: row.remaining, closed: row.closed });

/** An activity's sessions on one local day with their remaining places: one statement. */
export async function findDaySessions(db: Database, activityId: string, timeZone: string, day: string, now: Date): Promise<SessionLoadRow[]> {
  const { rows } = await db.execute<SessionLoadResult>(sql`
    select ${sessionLoadColumns(now)}
    from sessions s
    where s.activity_id = ${activityId}
      and s.starts_at > ${now.toISOString()}
      and (s.starts_at at time zone ${timeZone})::date = ${day}::date
    order by s.starts_at`);
  return rows.map(sessionLoad);
}

/** An activity's next `limit` sessions starting after `now` and before `until`, with their remaining places: one statement. */
export async function findUpcomingSessions(db: Database, activityId: string, now: Date, until: Date, limit: number): Promise<SessionLoadRow[]> {
  const { rows } = await db.execute<SessionLoadResult>(sql`
    select ${sessionLoadColumns(now)}
    from sessions s
    where s.activity_id = ${activityId}
      and s.starts_at > ${now.toISOString()}
      and s.starts_at < ${until.toISOString()}
    order by s.starts_at
    limit ${limit}`);
  return rows.map(sessionLoad);
}

/** A session with its places now, as a reseller's API reads it (lib/server/octo). */
export interface SessionPlacesRow extends SessionLoadRow {
  activityId: string;
}

const placesColumns = (now: Date) => sql`s.activity_id, ${sessionLoadColumns(now)}`;

type PlacesRow = { id: string; activity_id: string; starts_at: string; capacity: number; remaining: number; closed: boolean };
const toPlaces = (row: PlacesRow): SessionPlacesRow => ({
  id: row.id,
  activityId: row.activity_id,
  startsAt: new Date(row.starts_at),
  capacity: row.capacity,
  remaining: row.remaining,
  closed: row.closed,
});

/** An activity's sessions still to start over a range of its park's local days, with their places: one statement (range-places.ts). */
export async function findSessionsBetween(...range: Parameters<typeof findRangePlaces>): Promise<SessionPlacesRow[]> {
  const [, activity] = range;
  const sessions = await findRangePlaces(...range);
  return sessions.map(({ id, startsAt, capacity, remaining, closed }) => ({ id, activityId: activity.id, startsAt, capacity, remaining, closed }));
}

/** Sessions by id with their places (past ones too: the caller decides); ids that name none are left out. */
export async function findSessionsWithPlaces(db: Pick<Database, 'execute'>, ids: readonly string[], now: Date): Promise<SessionPlacesRow[]> {
  const valid = [...new Set(ids)].filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));
  if (!valid.length) return [];
  const { rows } = await db.execute<PlacesRow>(sql`select ${placesColumns(now)} from sessions s where s.id in ${valid} order by s.starts_at`);
  return rows.map(toPlaces);
}

/** The local start times ('HH:MM') of activities' sessions still to come, per activity, in order: one statement. */
export async function findStartTimes(db: Pick<Database, 'execute'>, activityIds: readonly string[], timeZone: string, now: Date): Promise<Map<string, string[]>> {
  const times = new Map<string, string[]>();
  if (!activityIds.length) return times;
  const { rows } = await db.execute<{ activity_id: string; time: string }>(sql`
    select distinct activity_id, to_char(starts_at at time zone ${timeZone}, 'HH24:MI') as time
    from sessions where activity_id in ${[...activityIds]} and starts_at > ${now.toISOString()}
    order by activity_id, time`);
  for (const row of rows) times.set(row.activity_id, [...(times.get(row.activity_id) ?? []), row.time]);
  return times;
}

/** One session: its activity and start (a staff move's target, issue #22); null when there is none. */
export async function findSessionById(db: Pick<Database, 'execute'>, id: string): Promise<{ id: string; activityId: string; startsAt: Date } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await db.execute<{ id: string; activity_id: string; starts_at: string }>(sql`select id, activity_id, starts_at from sessions where id = ${id}`);
  return rows[0] ? { id: rows[0].id, activityId: rows[0].activity_id, startsAt: new Date(rows[0].starts_at) } : null;
}

export interface ClosableSessionRow {
  id: string;
  activityId: string;
  startsAt: Date;
  capacity: number;
  closedAt: Date | null;
  closedReason: string | null;
}

/**
 * Locks sessions for closing or reopening (issue #23) as a sale locks them (sellPlaces, addToCart): by id,
 * in id order, `for update`. A sale waiting on the lock then counts the session as closed, and a closure
 * waiting on a sale's lock sees its sold places (and its visitor is told).
 */
export async function lockSessions(tx: Pick<Database, 'execute'>, ids: readonly string[]): Promise<ClosableSessionRow[]> {
  const valid = [...new Set(ids)].filter((id) => /^[0-9a-f-]{36}$/i.test(id)).sort();
  if (!valid.length) return [];
  const { rows } = await tx.execute<{ id: string; activity_id: string; starts_at: string; capacity: number; closed_at: string | null; closed_reason: string | null }>(
    sql`select id, activity_id, starts_at, capacity, closed_at, closed_reason from sessions where id in ${valid} order by id for update`,
  );
  return rows.map((row) => ({
    id: row.id,
    activityId: row.activity_id,
    startsAt: new Date(row.starts_at),
    capacity: row.capacity,
    closedAt: row.closed_at ? new Date(row.closed_at) : null,
    closedReason: row.closed_reason,
  }));
}

/** Sessions by id without a lock (who may act on them is asked before the transaction). */
export async function findSessionsById(db: Pick<Database, 'execute'>, ids: readonly string[]): Promise<{ id: string; activityId: string }[]> {
  const valid = [...new Set(ids)].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (!valid.length) return [];
  const { rows } = await db.execute<{ id: string; activity_id: string }>(sql`select id, activity_id from sessions where id in ${valid}`);
  return rows.map((row) => ({ id: row.id, activityId: row.activity_id }));
}

/** Closes (a reason) or reopens (null) locked sessions: nothing more is sold or held in a closed one. */
export async function setSessionsClosed(tx: Pick<Database, 'execute'>, ids: readonly string[], closure: { reason: string; at: Date } | null): Promise<void> {
  if (!ids.length) return;
  await tx.execute(
    closure
      ? sql`update sessions set closed_at = ${closure.at.toISOString()}, closed_reason = ${closure.reason} where id in ${[...ids]}`
      : sql`update sessions set closed_at = null, closed_reason = null where id in ${[...ids]}`,
  );
}

export interface ScheduleSessionRow {
  id: string;
  activityId: string;
  startsAt: Date;
  capacity: number;
  sold: number;
  closedAt: Date | null;
  closedReason: string | null;
}

/** Activities' sessions of one local day (past ones too: the schedule shows the whole day), in start order. */
export async function findScheduleDay(db: Pick<Database, 'execute'>, activityIds: readonly string[], timeZone: string, day: string): Promise<ScheduleSessionRow[]> {
  if (!activityIds.length) return [];
  const { rows } = await db.execute<{ id: string; activity_id: string; starts_at: string; capacity: number; sold: number; closed_at: string | null; closed_reason: string | null }>(sql`
    select id, activity_id, starts_at, capacity, sold, closed_at, closed_reason from sessions
    where activity_id in ${[...activityIds]}
      and starts_at >= (${day}::date::timestamp at time zone ${timeZone})
      and starts_at < ((${day}::date + 1)::timestamp at time zone ${timeZone})
    order by starts_at, activity_id`);
  return rows.map((row) => ({
    id: row.id,
    activityId: row.activity_id,
    startsAt: new Date(row.starts_at),
    capacity: row.capacity,
    sold: row.sold,
    closedAt: row.closed_at ? new Date(row.closed_at) : null,
    closedReason: row.closed_reason,
  }));
}

/** A session staff closed, with why and when (issue #23). */
export interface ClosedSession {
  id: string;
  reason: string;
  closedAt: Date;
}

/** Which of some sessions staff closed. */
export async function closedSessionsAmong(tx: Pick<Database, 'execute'>, ids: readonly string[]): Promise<ClosedSession[]> {
  if (!ids.length) return [];
  const { rows } = await tx.execute<{ id: string; closed_reason: string | null; closed_at: string }>(
    sql`select id, closed_reason, closed_at from sessions where id in ${[...new Set(ids)]} and closed_at is not null`,
  );
  return rows.map((row) => ({ id: row.id, reason: row.closed_reason ?? '', closedAt: new Date(row.closed_at) }));
}
