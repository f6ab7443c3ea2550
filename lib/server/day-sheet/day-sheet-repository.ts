import { sql } from 'drizzle-orm';
import { lineParts } from '@/lib/domain/order-line-parts';
import type { OrderStatus } from '@/lib/domain/order-status';
import type { RiderTally } from '@/lib/domain/day-sheet';
import { DUE_ON_ARRIVAL } from '../orders';
import type { Database } from '../platform/db/client';
import { idIn } from '../platform/db/uuid-array';
import type { AddOnChoice, TicketChoice } from '../platform/db/schema';
import { riderTallies } from '../riders';
import { ordersStandingAt, resourceRoomSql, resourcesShortSql, standingTicketsAt } from '../sessions';
import { changesSeen, isKept, keepCounts, keptCountsOf, type KeptAt, type KeptSessionCounts, type PlacesByStanding, type StandingReservation } from './kept-sessions';

/*
 * The day sheet's reads: sessions (sessions), their holds (carts) and their bookings (orders), read
 * together and never written. The day sheet polls every few seconds on every open screen, so each read is
 * one statement, found through indexes: sessions by (activity_id, starts_at), holds by (session_id,
 * expires_at), tickets by their line's session (order_items_session, tickets_order_item) or, moved by
 * staff, by their own (tickets_session), orders by their key.
 *
 * A booking counts in a session by its tickets that stand there now (issue #22): staff cancel and move
 * tickets one by one, and a ticket admits to its own session when staff moved it, else its line's. Each
 * ticket takes as many places as its type admits people (variations.participants), exactly as the sale,
 * a cancellation and a move count them in sessions.sold.
 */

type Executor = Pick<Database, 'execute'>;

export interface SessionRow {
  id: string;
  activityId: string;
  startsAt: Date;
  capacity: number;
  /** The session's ledger of places sold (sessions.sold: every booking whose places count, paid or not). */
  taken: number;
  /** Places held by carts, unexpired. */
  cartHolds: number;
  places: PlacesByStanding[];
  /** The riders of its bookings, where any is asked. */
  riders: RiderTally | null;
  /** Its bookings reserved to pay at the desk (orders.status 'reserved'). */
  reservations: StandingReservation[];
  /** Closed by staff (issue #23): nothing more can be booked. */
  closed: boolean;
  /** What the resources it shares leave it (lib/server/sessions/places-left.ts); null when it uses none. */
  resourceRoom: number | null;
  /** The resources that cannot serve its places taken at some moment of it (a count lowered below what is sold). */
  resourcesShort: string[];
}

/**
 * The sessions of these activities on a park's local day ('YYYY-MM-DD'; the day's bounds are taken in
 * `timeZone` by PostgreSQL, daylight saving included), in start order, with their counts, as one snapshot
 * (a read-only repeatable-read transaction): what only bookings change (places by standing, reservations,
 * riders) from kept_session_counts where no change came since it was kept (./kept-sessions.ts), worked
 * out for the others and kept; what changes by the minute (holds, resources) read live. On a busy day of a busy season
 * the bookings' counts were most of the sheet's time, and of the dashboard's (docs/performance.md).
 */
export async function daySessionRows(database: Database, activityIds: readonly string[], day: string, timeZone: string, now: Date): Promise<SessionRow[]> {
  if (!activityIds.length) return [];
  const { rows, counted } = await database.transaction(
    async (tx) => {
      // Each read's plan kept: the sessions' statement's custom plan, for its activities, its day and now, took
      // 1.6 ms to make at every read of a busy season (as long as running it), and PostgreSQL never chose its
      // generic one, whose cost it could not estimate as low; that one reads the same indexes (the season's plan
      // test explains it: tools/season/hot-queries.ts). The day sheet on the season: 7.9 → 5.5 ms (docs/performance.md).
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      const { rows } = await tx.execute<{
        id: string;
        activity_id: string;
        starts_at: string;
        capacity: number;
        sold: number;
        held: number;
        closed: boolean;
        resource_room: number | null;
        resources_short: string[];
        changes: string;
        kept: KeptAt | null;
      }>(sql`
        select s.id, s.activity_id, s.starts_at, s.capacity, s.sold, s.closed_at is not null as closed,
               ${resourceRoomSql(now)} as resource_room, ${resourcesShortSql(now)} as resources_short,
               coalesce((select sum(h.places) from holds h where h.session_id = s.id and h.expires_at > ${now.toISOString()}), 0)::int as held,
               ${changesSeen(sql`s.id`)} as changes, ${keptCountsOf(sql`s.id`)} as kept
        from sessions s
        where ${sessionsOfRange(activityIds, day, day, timeZone)}
        order by s.starts_at, s.activity_id`);
      const stale = rows.filter((row) => !isKept(row.kept, row.changes)).map((row) => row.id);
      return { rows, counted: await countBookings(tx, stale) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const sessions = rows.map((row) => {
    const counts = counted.get(row.id) ?? row.kept!;
    return {
      ...rangeSessionOf(row),
      taken: row.sold,
      cartHolds: row.held,
      places: counts.places,
      riders: counts.riders,
      reservations: counts.reservations,
      resourceRoom: row.resource_room,
      resourcesShort: row.resources_short,
    };
  });
  await keepCounts(database, rows.filter((row) => counted.has(row.id)).map((row) => ({ sessionId: row.id, changes: row.changes, counts: counted.get(row.id)! })));
  return sessions;
}

/** The sessions (`s`) of these activities over a range of the park's local days, both included: through sessions_activity_start. */
const sessionsOfRange = (activityIds: readonly string[], from: string, to: string, timeZone: string) => sql`s.activity_id in ${activityIds}
  and s.starts_at >= (${from}::date::timestamp at time zone ${timeZone})
  and s.starts_at < ((${to}::date + 1)::timestamp at time zone ${timeZone})`;

/** A range's session as both reads return it. */
const rangeSessionOf = (row: { id: string; activity_id: string; starts_at: string; capacity: number; closed: boolean }) => ({
  id: row.id,
  activityId: row.activity_id,
  startsAt: new Date(row.starts_at),
  capacity: row.capacity,
  closed: row.closed,
});

/**
 * What the bookings standing at these sessions count there, worked out afresh, as one set (each standing
 * ticket found once through its index, each booking's due once): their places by standing and their
 * reservations (one statement), and their riders (riderTallies, another). Sessions with none have empty counts.
 */
async function countBookings(executor: Executor, sessionIds: readonly string[]): Promise<Map<string, KeptSessionCounts>> {
  if (!sessionIds.length) return new Map();
  const [{ rows }, riders] = await Promise.all([
    executor.execute<{
      id: string;
      places: { status: OrderStatus; due: number; places: number; due_here: number }[];
      reservations: { orderId: string; due: number; currency: string }[];
    }>(sql`
      with standing as (select h.session_id, h.order_id, h.variation_id from ${standingTicketsAt(sessionIds)} h), booked as (
        select st.session_id, st.order_id, sum(v.participants)::int as places from standing st join variations v on v.id = st.variation_id group by 1, 2
      ), bookings as (
        select o.id, o.status, o.currency, ${DUE_ON_ARRIVAL} as due from orders o where o.places_sold and o.id in (select order_id from booked)
      ), counted as (
        select bk.session_id, bk.order_id, bk.places, o.status, o.currency, o.due,
          -- Whether this is the first session the order's standing tickets admit to: its due is collected
          -- there. Asked only of a booking with something due (most are paid: the day's thousands of
          -- look-ups were most of a busy day's sheet, docs/performance.md).
          case when o.due <> 0 then
            (select fs.id from order_items fi join tickets ft on ft.order_item_id = fi.id join sessions fs on fs.id = coalesce(ft.session_id, fi.session_id)
             where fi.order_id = bk.order_id and ft.cancelled_at is null order by fs.starts_at, fs.id limit 1) = bk.session_id
          else false end as first
        from booked bk join bookings o on o.id = bk.order_id
      )
      select s.id,
        coalesce((
          select json_agg(json_build_object('status', b.status, 'due', b.due, 'places', b.places, 'due_here', b.due_here))
          from (select c.status, c.due, sum(c.places)::int as places, sum(case when c.first then c.due else 0 end)::int as due_here
                from counted c where c.session_id = s.id group by c.status, c.due) b
        ), '[]') as places,
        coalesce((
          select json_agg(json_build_object('orderId', c.order_id, 'due', c.due, 'currency', c.currency) order by c.order_id)
          from counted c where c.session_id = s.id and c.status = 'reserved'
        ), '[]') as reservations
      from sessions s where ${idIn(sql`s.id`, sessionIds)}`),
    riderTallies(executor, { sessionIds }, 'session'),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        places: row.places.map((entry) => ({ status: entry.status, dueOnArrival: entry.due, places: entry.places, dueHere: entry.due_here })),
        reservations: row.reservations,
        riders: riders.get(row.id) ?? null,
      },
    ]),
  );
}

/** A session of a range with its places by how their bookings stand (the occupancy report's: no desk money, no free places). */
export interface RangeSessionPlaces {
  id: string;
  activityId: string;
  startsAt: Date;
  capacity: number;
  closed: boolean;
  cartHolds: number;
  places: Omit<PlacesByStanding, 'dueHere'>[];
}

/**
 * The sessions of these activities over a range of the park's local days with their places, counted as
 * daySessionRows counts them but as one set: the range's standing tickets each found once through
 * their indexes, each booking's due worked out once, then summed by session. daySessionRows works each
 * session out apart, and each booking's first session with it (what the desk collects where), which a
 * month's report does not show and which took seconds over a busy month (docs/performance.md).
 */
export async function rangeSessionPlaces(executor: Executor, activityIds: readonly string[], from: string, to: string, timeZone: string, now: Date): Promise<RangeSessionPlaces[]> {
  if (!activityIds.length) return [];
  const { rows } = await executor.execute<{
    id: string; activity_id: string; starts_at: string; capacity: number; closed: boolean; held: number; places: { status: OrderStatus; due: number; places: number }[] | null;
  }>(sql`
    with range as (
      select s.id, s.activity_id, s.starts_at, s.capacity, s.closed_at is not null as closed from sessions s
      where ${sessionsOfRange(activityIds, from, to, timeZone)}
    ), standing as (
      select r.id as session_id, i.order_id, t.variation_id from range r join order_items i on i.session_id = r.id join tickets t on t.order_item_id = i.id
      where t.session_id is null and t.cancelled_at is null
      union all
      select r.id, i.order_id, t.variation_id from range r join tickets t on t.session_id = r.id join order_items i on i.id = t.order_item_id
      where t.cancelled_at is null
    ), booked as (
      select st.session_id, st.order_id, sum(v.participants)::int as places from standing st join variations v on v.id = st.variation_id group by 1, 2
    ), bookings as (
      select o.id, o.status, ${DUE_ON_ARRIVAL} as due from orders o where o.places_sold and o.id in (select order_id from booked)
    ), by_standing as (
      select x.session_id, json_agg(json_build_object('status', x.status, 'due', x.due, 'places', x.places)) as places
      from (select bk.session_id, o.status, o.due, sum(bk.places)::int as places from booked bk join bookings o on o.id = bk.order_id group by 1, 2, 3) x
      group by x.session_id
    )
    select r.id, r.activity_id, r.starts_at, r.capacity, r.closed, p.places,
           coalesce((select sum(h.places) from holds h where h.session_id = r.id and h.expires_at > ${now.toISOString()}), 0)::int as held
    from range r left join by_standing p on p.session_id = r.id
    order by r.starts_at, r.activity_id`);
  return rows.map((row) => ({
    ...rangeSessionOf(row),
    cartHolds: row.held,
    places: (row.places ?? []).map((entry) => ({ status: entry.status, dueOnArrival: entry.due, places: entry.places })),
  }));
}

export interface SessionHeader {
  id: string;
  activityId: string;
  startsAt: Date;
  capacity: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A session by id (its activity says its park), or null; an id that cannot be one is looked up nowhere. */
export async function findSession(executor: Executor, sessionId: string): Promise<SessionHeader | null> {
  if (!UUID.test(sessionId)) return null;
  const { rows } = await executor.execute<{ id: string; activity_id: string; starts_at: string; capacity: number }>(
    sql`select id, activity_id, starts_at, capacity from sessions where id = ${sessionId}`,
  );
  const row = rows[0];
  return row ? { id: row.id, activityId: row.activity_id, startsAt: new Date(row.starts_at), capacity: row.capacity } : null;
}

/** A booking's line in a session: its tickets that stand there now, and what else was bought with them. */
export interface BookingLine {
  /** People its tickets admit (each ticket its type's participants). */
  places: number;
  tickets: TicketChoice[];
  /** The line's add-ons, where they go: its first part (lib/domain/order-line-parts.ts). */
  addOns: AddOnChoice[];
  upgradeId: string | null;
}

export interface BookingRow {
  orderId: string;
  bookingId: string;
  status: OrderStatus;
  customer: { firstName: string; lastName: string; email: string; mobilePhone: string };
  currency: string;
  dueOnArrival: number;
  lines: BookingLine[];
}

/**
 * The bookings of a session whose places count (paid, to pay at the desk, or still being paid or
 * confirmed) and that have a ticket standing in it now, each with its lines' parts in this session, by
 * the customer's name: one statement (the orders with all their lines and tickets, cut here).
 */
export async function sessionBookings(executor: Executor, sessionId: string): Promise<BookingRow[]> {
  const { rows } = await executor.execute<{
    order_id: string;
    booking_id: string;
    status: OrderStatus;
    customer: BookingRow['customer'];
    currency: string;
    due: number;
    lines: { id: string; session_id: string; starts_at: string; tickets: TicketChoice[]; add_ons: AddOnChoice[]; upgrade_id: string | null }[];
    tickets: { order_item_id: string; variation_id: string; session_id: string; starts_at: string; cancelled_at: string | null; places: number }[];
  }>(sql`
    select o.id as order_id, o.booking_id, o.status, o.customer, o.currency, ${DUE_ON_ARRIVAL} as due,
           (select json_agg(json_build_object('id', i.id, 'session_id', i.session_id, 'starts_at', ls.starts_at, 'tickets', i.tickets,
                     'add_ons', i.add_ons, 'upgrade_id', i.upgrade_id) order by i.id)
            from order_items i join sessions ls on ls.id = i.session_id where i.order_id = o.id) as lines,
           (select json_agg(json_build_object('order_item_id', t.order_item_id, 'variation_id', t.variation_id, 'session_id', coalesce(t.session_id, i.session_id),
                     'starts_at', ts.starts_at, 'cancelled_at', t.cancelled_at, 'places', v.participants) order by ts.starts_at, t.code)
            from order_items i join tickets t on t.order_item_id = i.id join sessions ts on ts.id = coalesce(t.session_id, i.session_id)
            join variations v on v.id = t.variation_id
            where i.order_id = o.id) as tickets
    from orders o
    where o.places_sold and o.id in (select h.order_id from ${ordersStandingAt([sessionId])} h)
    order by lower(o.customer->>'lastName'), lower(o.customer->>'firstName'), o.booking_id`);
  return rows.map((row) => {
    const tickets = row.tickets.map((ticket) => ({
      orderItemId: ticket.order_item_id,
      variationId: ticket.variation_id,
      sessionId: ticket.session_id,
      startsAt: new Date(ticket.starts_at),
      cancelledAt: ticket.cancelled_at ? new Date(ticket.cancelled_at) : null,
      places: ticket.places,
    }));
    const lines = row.lines.map((line) => ({ ...line, sessionId: line.session_id, startsAt: new Date(line.starts_at) }));
    return {
      orderId: row.order_id,
      bookingId: row.booking_id,
      status: row.status,
      customer: row.customer,
      currency: row.currency,
      dueOnArrival: row.due,
      lines: lineParts(lines, tickets)
        .filter((part) => !part.cancelled && part.sessionId === sessionId)
        .map((part) => ({
          places: tickets
            .filter((ticket) => ticket.orderItemId === part.line.id && !ticket.cancelledAt && ticket.sessionId === sessionId)
            .reduce((sum, ticket) => sum + ticket.places, 0),
          tickets: part.tickets,
          addOns: part.first ? part.line.add_ons : [],
          upgradeId: part.line.upgrade_id,
        })),
    };
  });
}
