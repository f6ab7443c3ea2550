import { sql } from 'drizzle-orm';
import { MINUTES_WHEN_UNSTATED, rangePlacesLeft, type DayCount, type Holding, type RangeRule } from '@/lib/domain/resources';
import type { Database } from '../platform/db/client';
import { heldSql, lastingSql } from './places-left';

/** A session of a range with its places left now (0 when closed) and its park's local day. */
export interface RangePlaces {
  id: string;
  startsAt: Date;
  day: string;
  capacity: number;
  remaining: number;
  closed: boolean;
}

const ms = (instant: string) => sql.raw(`(extract(epoch from ${instant}) * 1000)::bigint`);

/**
 * An activity's sessions still to start on its park's local days `fromDay` to `toDay`, with their places
 * left: one statement, whatever the range, the rule applied by lib/domain/resources.ts (rangePlacesLeft).
 *
 * The statement reads the activity's sessions with their live holds once, through the (activity, start)
 * and (session, expiry) indexes, a day's margin either side; and, for each resource the activity consumes,
 * the open sessions of the other activities sharing it that have places taken, their rules and the days
 * with a count of their own. It answers one row of four JSON arrays (the sessions as positional arrays
 * with their day as a number: objects and day names cost PostgreSQL twice as much). The sweep over them
 * is a few hundred steps in the app, where it cost 4 to 8 ms as window functions in SQL and 0.2 ms a
 * session as correlated subqueries (docs/performance.md, "Shared resources in the availability read").
 * An activity that consumes nothing reads its sessions and nothing else.
 */
export async function findRangePlaces(
  db: Pick<Database, 'execute'>,
  activity: { id: string; durationMinutes: number | null },
  timeZone: string,
  fromDay: string,
  toDay: string,
  now: Date,
): Promise<RangePlaces[]> {
  const from = sql`(${fromDay}::date::timestamp at time zone ${timeZone})`;
  const to = sql`((${toDay}::date + 1)::timestamp at time zone ${timeZone})`;
  const [near, far] = [sql`(${from} - interval '1 day')`, sql`(${to} + interval '1 day')`];
  const { rows } = await db.execute<{ sessions: [string, number, number, number, number, boolean][]; rules: RangeRule[]; holdings: Holding[]; days: DayCount[] }>(sql`
    with mine as materialized (
      select ar.resource_id, ar.quantity, ar.per_places, r.count, r.time_zone
      from activity_resources ar join resources r on r.id = ar.resource_id
      where ar.activity_id = ${activity.id}
    ),
    targets as materialized (
      select s.id, s.starts_at, s.capacity, s.closed_at is not null as closed, s.sold + ${heldSql('s', now)} as taken
      from sessions s
      where s.activity_id = ${activity.id} and s.starts_at >= ${near} and s.starts_at < ${far}
    )
    select
      (select coalesce(json_agg(json_build_array(t.id, ${ms('t.starts_at')}, (t.starts_at at time zone ${timeZone})::date - ${fromDay}::date, t.capacity, t.taken, t.closed) order by t.starts_at), '[]')
       from targets t
       where t.starts_at > ${now.toISOString()} and t.starts_at >= ${from} and t.starts_at < ${to}) as sessions,
      (select coalesce(json_agg(json_build_object('resourceId', m.resource_id, 'quantity', m.quantity, 'perPlaces', m.per_places, 'count', m.count)), '[]')
       from mine m) as rules,
      (select coalesce(json_agg(json_build_object('resourceId', h.resource_id, 'startsAt', ${ms('h.starts')}, 'endsAt', ${ms('h.ends')},
                'load', (h.taken * h.quantity + h.per_places - 1) / h.per_places)), '[]')
       from (
         select m.resource_id, t.starts_at as starts, t.starts_at + make_interval(mins => ${activity.durationMinutes ?? MINUTES_WHEN_UNSTATED}) as ends,
                t.taken, m.quantity, m.per_places
         from mine m cross join targets t
         where not t.closed and t.taken > 0
         union all
         select au.resource_id, u.starts_at, u.starts_at + ${lastingSql('ua')}, taken.places, au.quantity, au.per_places
         from mine m
         join activity_resources au on au.resource_id = m.resource_id and au.activity_id <> ${activity.id}
         join activities ua on ua.id = au.activity_id
         join sessions u on u.activity_id = au.activity_id and u.closed_at is null and u.starts_at >= ${near} and u.starts_at < ${far}
         cross join lateral (select u.sold + ${heldSql('u', now)} as places offset 0) taken
         where taken.places > 0
       ) h) as holdings,
      (select coalesce(json_agg(json_build_object('resourceId', rd.resource_id, 'count', rd.count,
                'opens', ${ms('rd.day::timestamp at time zone m.time_zone')}, 'closes', ${ms('(rd.day + 1)::timestamp at time zone m.time_zone')})), '[]')
       from mine m join resource_days rd on rd.resource_id = m.resource_id
       where rd.day >= ${fromDay}::date - 2 and rd.day <= ${toDay}::date + 2) as days`);
  const [{ sessions: found, rules, holdings, days }] = rows;
  // Each session's local day as days after `fromDay` (a date's difference in SQL costs less than its text).
  const first = Date.parse(`${fromDay}T00:00:00Z`);
  const dayNames: string[] = [];
  const dayOf = (offset: number) => (dayNames[offset] ??= new Date(first + offset * 86_400_000).toISOString().slice(0, 10));
  const sessions = found.map(([id, startsAt, day, capacity, taken, closed]) => ({ id, startsAt, day: dayOf(day), capacity, taken, closed }));
  const left = rangePlacesLeft(sessions, activity.durationMinutes, rules, holdings, days);
  return sessions.map((session) => ({
    id: session.id,
    startsAt: new Date(session.startsAt),
    day: session.day,
    capacity: session.capacity,
    remaining: left.get(session.id)!,
    closed: session.closed,
  }));
}
