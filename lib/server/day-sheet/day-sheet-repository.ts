import { sql } from 'drizzle-orm';
import type { OrderStatus } from '@/lib/domain/order-status';
import { DUE_ON_ARRIVAL } from '../orders';
import type { Database } from '../platform/db/client';
import type { AddOnChoice, TicketChoice } from '../platform/db/schema';

/*
 * The day sheet's reads: sessions (sessions), their holds (carts) and their bookings (orders), read
 * together and never written. The day sheet polls every few seconds on every open screen, so each read is
 * one statement, found through indexes: sessions by (activity_id, starts_at), holds by (session_id,
 * expires_at), order lines by session_id (order_items_session), orders by their key.
 */

type Executor = Pick<Database, 'execute'>;

/** Places of a session's bookings, grouped by what counts on the sheet: the order's status and whether anything is due at the desk. */
export interface PlacesByStanding {
  status: OrderStatus;
  dueOnArrival: number;
  places: number;
}

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
  /** Closed by staff (issue #23): nothing more can be booked. */
  closed: boolean;
}

/**
 * The sessions of these activities on a park's local day ('YYYY-MM-DD'; the day's bounds are taken in
 * `timeZone` by PostgreSQL, daylight saving included), in start order, with their counts: one statement.
 */
export async function daySessionRows(executor: Executor, activityIds: readonly string[], day: string, timeZone: string, now: Date): Promise<SessionRow[]> {
  if (!activityIds.length) return [];
  const { rows } = await executor.execute<{
    id: string;
    activity_id: string;
    starts_at: string;
    capacity: number;
    sold: number;
    held: number;
    places: { status: OrderStatus; due: number; places: number }[];
    closed: boolean;
  }>(sql`
    select s.id, s.activity_id, s.starts_at, s.capacity, s.sold, s.closed_at is not null as closed,
           coalesce((select sum(h.places) from holds h where h.session_id = s.id and h.expires_at > ${now.toISOString()}), 0)::int as held,
           coalesce((
             select json_agg(json_build_object('status', b.status, 'due', b.due, 'places', b.places))
             from (
               select l.status, l.due, sum(l.places)::int as places
               from (
                 select o.status, ${DUE_ON_ARRIVAL} as due, i.places
                 from order_items i join orders o on o.id = i.order_id
                 where i.session_id = s.id and o.places_sold
               ) l
               group by l.status, l.due
             ) b
           ), '[]') as places
    from sessions s
    where s.activity_id in ${activityIds}
      and s.starts_at >= (${day}::date::timestamp at time zone ${timeZone})
      and s.starts_at < ((${day}::date + 1)::timestamp at time zone ${timeZone})
    order by s.starts_at, s.activity_id`);
  return rows.map((row) => ({
    id: row.id,
    activityId: row.activity_id,
    startsAt: new Date(row.starts_at),
    capacity: row.capacity,
    taken: row.sold,
    cartHolds: row.held,
    places: row.places.map((entry) => ({ status: entry.status, dueOnArrival: entry.due, places: entry.places })),
    closed: row.closed,
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

/** One line of a booking in a session: what was bought on it. */
export interface BookingLine {
  places: number;
  tickets: TicketChoice[];
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
 * confirmed), each with its lines in this session, by the customer's name: one statement.
 */
export async function sessionBookings(executor: Executor, sessionId: string): Promise<BookingRow[]> {
  const { rows } = await executor.execute<{
    order_id: string;
    booking_id: string;
    status: OrderStatus;
    customer: BookingRow['customer'];
    currency: string;
    due: number;
    lines: { places: number; tickets: TicketChoice[]; add_ons: AddOnChoice[]; upgrade_id: string | null }[];
  }>(sql`
    select o.id as order_id, o.booking_id, o.status, o.customer, o.currency, ${DUE_ON_ARRIVAL} as due,
           json_agg(json_build_object('places', i.places, 'tickets', i.tickets, 'add_ons', i.add_ons, 'upgrade_id', i.upgrade_id) order by i.id) as lines
    from order_items i join orders o on o.id = i.order_id
    where i.session_id = ${sessionId} and o.places_sold
    group by o.id
    order by lower(o.customer->>'lastName'), lower(o.customer->>'firstName'), o.booking_id`);
  return rows.map((row) => ({
    orderId: row.order_id,
    bookingId: row.booking_id,
    status: row.status,
    customer: row.customer,
    currency: row.currency,
    dueOnArrival: row.due,
    lines: row.lines.map((line) => ({ places: line.places, tickets: line.tickets, addOns: line.add_ons, upgradeId: line.upgrade_id })),
  }));
}
