import { sql, type SQL } from 'drizzle-orm';
import { MINUTES_WHEN_UNSTATED, type ResourceNeed } from '@/lib/domain/resources';
import type { Database } from '../platform/db/client';
import { LOCK_CLASS } from '../platform/db/advisory-locks';

/*
 * A session's places left, as one SQL expression every read and every sale uses: the least of its own
 * capacity (less what is sold and held) and, for each resource its activity consumes, what the resource
 * leaves it at the busiest moment of the session (lib/domain/resources.ts states the rule; its model test,
 * __tests__/integration/shared-resources.test.ts, checks this SQL against it).
 *
 * A session of an activity lasting `d` minutes holds its resources over [start, start + d) (60 when the
 * activity states no duration). Its load on a resource is ceil(taken × quantity / per_places), taken being
 * its sold places plus live holds. Over that interval the busiest moment is its own start or another
 * session's start; the room it has there is the count of the day less every other session's load then.
 *
 * For one session (a sale, an add, a day's times), the rule runs here: correlated subqueries over a
 * `sessions` row aliased `s`, so each query keeps its shape and its single statement; an activity that
 * consumes nothing finds no activity_resources row (one index probe). For a range (the calendar, OCTO),
 * where that would cost 0.2 ms a session, one statement reads the sessions and what holds the resources,
 * and lib/domain/resources.ts sweeps them (range-places.ts). The model test checks both.
 */

/** Holds to leave out of the count: an order's own, about to become sold places (sellPlaces). */
export interface PlacesOptions {
  exceptHolds?: readonly string[];
}

/** The live holds' places of session `alias` (0 when none), through the (session, expiry) index. */
export function heldSql(alias: string, now: Date, { exceptHolds = [] }: PlacesOptions = {}): SQL {
  const session = sql.raw(alias);
  return sql`coalesce((select sum(h.places) from holds h where h.session_id = ${session}.id and h.expires_at > ${now.toISOString()}${
    exceptHolds.length ? sql` and h.id not in ${[...exceptHolds]}` : sql``
  }), 0)`;
}

/** How long sessions of activity `activity` (an alias) hold their resources. */
export const lastingSql = (activity: string) => sql`make_interval(mins => coalesce(${sql.raw(activity)}.duration_minutes, ${MINUTES_WHEN_UNSTATED}))`;

/**
 * The most that sessions other than `s` load a resource at any moment of `s` (0 when none): a lateral
 * subquery yielding `others`. `rule` is the alias of s's own activity_resources row, `activity` its activity's.
 */
function busiestOthers(rule: string, activity: string, now: Date, options: PlacesOptions): SQL {
  const resource = sql.raw(`${rule}.resource_id`);
  // Each moment's load in a lateral subquery of its own, so the sessions holding the resource then are found
  // through the (activity, start) index between the moment less a duration and the moment.
  return sql`(
    select coalesce(max(moment.load), 0) as others
    from (
      select s.starts_at as at
      union
      select u2.starts_at from activity_resources a2 join sessions u2 on u2.activity_id = a2.activity_id
      where a2.resource_id = ${resource} and u2.closed_at is null
        and u2.starts_at > s.starts_at and u2.starts_at < s.starts_at + ${lastingSql(activity)}
    ) p
    cross join lateral (
      select sum(ceil((u.sold + ${heldSql('u', now, options)}) * au.quantity::numeric / au.per_places)) as load
      from activity_resources au
      join activities ua on ua.id = au.activity_id
      join sessions u on u.activity_id = au.activity_id and u.id <> s.id and u.closed_at is null
        and u.starts_at <= p.at and u.starts_at > p.at - ${lastingSql('ua')}
      where au.resource_id = ${resource}
    ) moment
  )`;
}

/** The count of a resource (alias `resource`) on the local day `s` starts. */
const countOnDay = (resource: string) =>
  sql.raw(`coalesce((select rd.count from resource_days rd where rd.resource_id = ${resource}.id and rd.day = (s.starts_at at time zone ${resource}.time_zone)::date), ${resource}.count)`);

/** Per resource `s`'s activity consumes (alias `r`): the places it leaves `s`, from the rows it is read over. */
function perResource(now: Date, options: PlacesOptions): { room: SQL; rows: SQL } {
  return {
    room: sql`floor(ar.per_places * (${countOnDay('r')} - busiest.others)::numeric / ar.quantity)::int - (s.sold + ${heldSql('s', now, options)})`,
    rows: sql`
    from activity_resources ar
    join activities sa on sa.id = ar.activity_id
    join resources r on r.id = ar.resource_id
    cross join lateral ${busiestOthers('ar', 'sa', now, options)} busiest
    where ar.activity_id = s.activity_id`,
  };
}

/**
 * The places `s`'s resources leave it, the least over them; null when its activity consumes none. Negative
 * when staff lowered a count below what is sold (resourcesShortSql names those).
 */
export function resourceRoomSql(now: Date, options: PlacesOptions = {}): SQL {
  const { room, rows } = perResource(now, options);
  return sql`(select min(${room}) ${rows})`;
}

/** Places left in `s` (none when closed, never below 0): its own capacity's and its resources', the least. */
export function placesLeftSql(now: Date, options: PlacesOptions = {}): SQL {
  const own = sql`s.capacity - s.sold - ${heldSql('s', now, options)}`;
  return sql`(case when s.closed_at is not null then 0 else greatest(least(${own}, coalesce(${resourceRoomSql(now, options)}, ${own})), 0) end)::int`;
}

/**
 * The names of the resources that cannot serve `s`'s places taken at some moment of it (a count lowered
 * below what is sold), in order; none for a session with nothing taken, which merely has no room.
 */
export function resourcesShortSql(now: Date): SQL {
  const { room, rows } = perResource(now, {});
  return sql`array(select r.name ${rows} and s.sold + ${heldSql('s', now, {})} > 0 and ${room} < 0 order by r.name)`;
}

/**
 * Each open session using `resourceId` that starts on the park's local days `from` to `to`, with its local
 * day, its load and the most in use at any moment of it (its own load included).
 */
export async function resourceNeeds(db: Pick<Database, 'execute'>, resourceId: string, from: string, to: string, now: Date): Promise<ResourceNeed[]> {
  const { rows } = await db.execute<{ id: string; activity_id: string; starts_at: string; day: string; own: number; others: number }>(sql`
    select s.id, s.activity_id, s.starts_at, to_char((s.starts_at at time zone r.time_zone)::date, 'YYYY-MM-DD') as day,
           ceil((s.sold + ${heldSql('s', now, {})}) * ar.quantity::numeric / ar.per_places)::int as own, busiest.others::int as others
    from resources r
    join activity_resources ar on ar.resource_id = r.id
    join activities sa on sa.id = ar.activity_id
    join sessions s on s.activity_id = ar.activity_id and s.closed_at is null
      and s.starts_at >= (${from}::date::timestamp at time zone r.time_zone) and s.starts_at < ((${to}::date + 1)::timestamp at time zone r.time_zone)
    cross join lateral ${busiestOthers('ar', 'sa', now, {})} busiest
    where r.id = ${resourceId}
    order by s.starts_at, s.activity_id`);
  return rows.map((row) => ({ sessionId: row.id, activityId: row.activity_id, startsAt: new Date(row.starts_at), day: row.day, own: row.own, need: row.own + row.others }));
}

/** The span of time one resource lock covers (RESOURCE_SLOT_SECONDS): an hour, the usual session's length. */
const RESOURCE_SLOT_SECONDS = 3600;

/**
 * Locks sessions for a sale or hold, by id, `for update`, then the resources their activities consume:
 * every taking of places takes them in this one order, so two sessions sharing a resource at the same
 * time queue on it and each counts what the other committed.
 *
 * A resource is shared in time only: a session's room counts the sessions that overlap it
 * (busiestOthers), never the others. So a taking locks the resource for each hour its session spans
 * (the advisory class `resourceSlot`, key "resource@hour since 1970", in lockKeys' order), and two
 * sessions that overlap share at least one such hour and queue, while the zipline's 9:00 and 14:00 do
 * not: locking the resource's row `for update`, as before, made every sale of every activity using it
 * wait for each other, the busiest activities' most of all. The row itself is locked `for share`: sales
 * do not wait on each other there, and staff changing its count or a day's count (resource-desk.ts, `for
 * update`) wait for the sales under way and are waited for by the next, which then count the new figure.
 */
export async function lockPlaces(tx: Pick<Database, 'execute'>, sessionIds: readonly string[]): Promise<void> {
  const ids = [...new Set(sessionIds)].sort();
  if (!ids.length) return;
  // One statement, in three steps each finished before the next starts:
  // - the sessions' rows, `for update` in id order (`locked`); its rows are each one as it stands once
  //   locked (a start staff moved meanwhile included), so the hours below are its hours now;
  // - the resources' rows, `for share` in id order: `slots` is gated by a one-time filter on the count of
  //   `locked`, an init plan that reads every session's lock before any resource row is read;
  // - the hours' locks, in lockKeys' order (by the key's hashtext): the sort reads every locked row first.
  // The hours [start, start + duration) touches; the last microsecond of the span names its last hour.
  await tx.execute(sql`
    with locked as materialized (
      select id, activity_id, starts_at from sessions where id in ${ids} order by id for update
    ),
    slots as materialized (
      select r.id as resource_id, slot
      from locked s
      join activities a on a.id = s.activity_id
      join activity_resources ar on ar.activity_id = s.activity_id
      join resources r on r.id = ar.resource_id
      cross join lateral generate_series(
        floor(extract(epoch from s.starts_at) / ${RESOURCE_SLOT_SECONDS})::bigint,
        floor((extract(epoch from s.starts_at + ${lastingSql('a')}) - 0.000001) / ${RESOURCE_SLOT_SECONDS})::bigint
      ) as slot
      where (select count(*) from locked) >= 0
      order by r.id
      for share of r
    )
    select pg_advisory_xact_lock(${LOCK_CLASS.resourceSlot}, l.lock)
    from (select distinct hashtext(resource_id || '@' || slot::text) as lock from slots order by lock) l`);
}
