import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { placesChanged } from './availability-cache';

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
  remaining: number;
  sessions: number;
}

/**
 * Per local day, an activity's capacity and remaining places over a date range: one statement whatever
 * the range. Holds count only until they expire; past sessions are left out. The sessions are found
 * through the (activity, start) index, with a day's margin either side of the range for the time zone,
 * and the live holds are summed once for all of them.
 */
export async function findDayLoads(
  db: Database,
  activityId: string,
  timeZone: string,
  fromDay: string,
  toDay: string,
  now: Date,
): Promise<DayLoad[]> {
  const { rows } = await db.execute<{ day: string; capacity: number; remaining: number; sessions: number }>(sql`
    select to_char(s.day, 'YYYY-MM-DD') as day,
           sum(s.capacity)::int as capacity,
           sum(greatest(s.capacity - s.sold - coalesce(h.held, 0), 0))::int as remaining,
           count(*)::int as sessions
    from (
      select id, capacity, sold, (starts_at at time zone ${timeZone})::date as day
      from sessions
      where activity_id = ${activityId}
        and starts_at > ${now.toISOString()}
        and starts_at >= ((${fromDay}::date - 1)::timestamp at time zone ${timeZone})
        and starts_at < ((${toDay}::date + 2)::timestamp at time zone ${timeZone})
    ) s
    left join (
      select session_id, sum(places) as held from holds where expires_at > ${now.toISOString()} group by session_id
    ) h on h.session_id = s.id
    where s.day between ${fromDay}::date and ${toDay}::date
    group by s.day
    order by s.day`);
  return rows;
}

export interface SessionLoadRow {
  id: string;
  startsAt: Date;
  capacity: number;
  remaining: number;
}

/** An activity's sessions on one local day with their remaining places: one statement. */
export async function findDaySessions(db: Database, activityId: string, timeZone: string, day: string, now: Date): Promise<SessionLoadRow[]> {
  const { rows } = await db.execute<{ id: string; starts_at: string; capacity: number; remaining: number }>(sql`
    select s.id, s.starts_at, s.capacity,
           greatest(s.capacity - s.sold - coalesce((
             select sum(places) from holds where holds.session_id = s.id and holds.expires_at > ${now.toISOString()}
           ), 0), 0)::int as remaining
    from sessions s
    where s.activity_id = ${activityId}
      and s.starts_at > ${now.toISOString()}
      and (s.starts_at at time zone ${timeZone})::date = ${day}::date
    order by s.starts_at`);
  return rows.map((row) => ({ id: row.id, startsAt: new Date(row.starts_at), capacity: row.capacity, remaining: row.remaining }));
}

/** One session: its activity and start (a staff move's target, issue #22); null when there is none. */
export async function findSessionById(db: Pick<Database, 'execute'>, id: string): Promise<{ id: string; activityId: string; startsAt: Date } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await db.execute<{ id: string; activity_id: string; starts_at: string }>(sql`select id, activity_id, starts_at from sessions where id = ${id}`);
  return rows[0] ? { id: rows[0].id, activityId: rows[0].activity_id, startsAt: new Date(rows[0].starts_at) } : null;
}
