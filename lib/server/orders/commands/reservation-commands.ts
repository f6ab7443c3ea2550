import { sql } from 'drizzle-orm';
import type { OrderStatus } from '@/lib/domain/order-status';
import { DEFAULT_RESERVATION_RELEASE_MINUTES, reservationReleaseDue } from '@/lib/domain/reservation-release';
import { findLocaleById, mailSiteOf } from '../../locales';
import { enqueueMail } from '../../mail';
import { db, type Database } from '../../platform/db/client';
import { orderEmailView } from '../booking-confirmation';
import type { Executor } from '../order-repository';
import { loadOrder, type OrderRecord } from '../order-store';
import { transitionOrder } from '../order-transitions';
import { lockTicketsForChange } from '../ticket-changes';

/*
 * The commands of a pay-on-arrival reservation after its placing (./place-order.ts): the visitor's
 * confirmation through the emailed link, and its release when nobody came.
 */

/** At most this many reservations are looked at per run; the next run (RECONCILE_INTERVAL_SECONDS) takes the rest. */
const BATCH = 50;

/**
 * Releases pay-on-arrival reservations nobody came for (lib/domain/reservation-release.ts): still
 * reserved, none of their tickets checked in by their park's minutes (parks.reservation_release_minutes)
 * after their first session began. Each is expired through the transition table, which gives its places
 * back to their sessions (where the desk can sell them), and the visitor is told by email. Run by the
 * reconciler on every instance (lib/server/payments reconcileStalePayments), with `now` passed in.
 *
 * Safe on many instances at once and idempotent: the query only finds candidates; each is decided again
 * in its own transaction under the order's row lock and its tickets' locks (the lock a gate's scan takes,
 * lib/server/check-in, and a desk action's), so a second run waits, then finds it expired and does
 * nothing, and a check-in that committed first keeps the reservation. Answers how many were released.
 */
export async function releaseUncheckedReservations(now = new Date(), database: Database = db()): Promise<number> {
  const at = now.toISOString();
  const { rows } = await database.execute<{ id: string }>(sql`
    select o.id from orders o
    join locales l on l.id = o.locale_id left join parks p on p.id = l.park_id
    where o.status = 'reserved'
      and exists (
        select 1 from order_items i join tickets t on t.order_item_id = i.id join sessions s on s.id = coalesce(t.session_id, i.session_id)
        where i.order_id = o.id and t.cancelled_at is null
          and s.starts_at + make_interval(mins => coalesce(p.reservation_release_minutes, ${DEFAULT_RESERVATION_RELEASE_MINUTES}::int)) <= ${at}::timestamptz)
      and not exists (
        select 1 from order_items i join tickets t on t.order_item_id = i.id join ticket_check_ins c on c.ticket_id = t.id
        where i.order_id = o.id and c.undone_at is null)
    order by o.id limit ${BATCH}`);
  let released = 0;
  for (const { id } of rows) {
    if (await database.transaction((tx) => releaseIfDue(tx, id, now))) released += 1;
  }
  return released;
}

/** One reservation, decided and released (or not) under its locks. */
async function releaseIfDue(tx: Executor, orderId: string, now: Date): Promise<boolean> {
  // The order first, then its tickets by id: the order desk's order of locks, so the two never deadlock.
  const { rows: locked } = await tx.execute<{ status: OrderStatus; release_minutes: number | null }>(sql`
    select o.status, p.reservation_release_minutes as release_minutes
    from orders o join locales l on l.id = o.locale_id left join parks p on p.id = l.park_id
    where o.id = ${orderId} for update of o`);
  const order = locked[0];
  if (!order || order.status !== 'reserved') return false;
  const { rows: tickets } = await tx.execute<{ id: string; cancelled: boolean; starts_at: string | Date }>(sql`
    select t.id, t.cancelled_at is not null as cancelled, s.starts_at
    from order_items i join tickets t on t.order_item_id = i.id join sessions s on s.id = coalesce(t.session_id, i.session_id)
    where i.order_id = ${orderId}`);
  await lockTicketsForChange(
    tx,
    tickets.map((ticket) => ticket.id),
  );
  // Read again after the locks: a scan that held one of them has committed its check-in by now.
  const { rows: checkedIn } = await tx.execute<{ count: number }>(sql`
    select count(distinct c.ticket_id)::int as count from order_items i join tickets t on t.order_item_id = i.id
    join ticket_check_ins c on c.ticket_id = t.id where i.order_id = ${orderId} and c.undone_at is null`);
  const due = reservationReleaseDue(
    {
      status: order.status,
      sessionStarts: tickets.filter((ticket) => !ticket.cancelled).map((ticket) => new Date(ticket.starts_at)),
      ticketsCheckedIn: checkedIn[0].count,
    },
    order.release_minutes ?? DEFAULT_RESERVATION_RELEASE_MINUTES,
    now,
  );
  if (!due) return false;
  // Nobody asked for the places back in a cart: the visitor did not come, and the desk may sell them.
  const moved = await transitionOrder(tx, orderId, 'expired', now, { restoreCart: false });
  if (!moved.changed) return false;
  const expired = await loadOrder(tx, { id: orderId });
  if (expired) {
    const view = await orderEmailView(expired, mailSiteOf(await findLocaleById(expired.localeId), expired.language));
    await enqueueMail(tx, {
      dedupeKey: `reservation-released:${orderId}`,
      kind: 'reservation-released',
      payload: { ...view, tickets: [], releaseMinutes: order.release_minutes ?? DEFAULT_RESERVATION_RELEASE_MINUTES },
    });
  }
  return true;
}

export type ReservationConfirmation = { status: 'CONFIRMED' | 'ALREADY_CONFIRMED' | 'EXPIRED' | 'UNKNOWN'; order: OrderRecord | null };

/**
 * The visitor confirms a pay-on-arrival reservation with the key of the emailed link. Idempotent: the
 * order row is locked by the transition, so of two clicks exactly one reserves and the other reads it
 * reserved. Past its deadline a reservation is expired here (its places released) if the reconciler
 * has not done it yet: the deadline holds to the second, whatever the worker's interval.
 */
export async function confirmReservation(reservationToken: string, now = new Date()): Promise<ReservationConfirmation> {
  if (!reservationToken || reservationToken.length > 64) return { status: 'UNKNOWN', order: null };
  return db().transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string; status: OrderStatus; expires_at: string | Date }>(
      sql`select id, status, expires_at from orders where reservation_token = ${reservationToken} for update`,
    );
    const found = rows[0];
    if (!found) return { status: 'UNKNOWN', order: null } as const;
    // Only a reservation still awaiting its confirmation has a deadline: a confirmed one clicked again is
    // left as it is (a reserved one may expire too, but by its own rule: lib/domain/reservation-release.ts).
    const late = found.status === 'awaiting_confirmation' && new Date(found.expires_at).getTime() <= now.getTime();
    const moved = await transitionOrder(tx, found.id, late ? 'expired' : 'reserved', now);
    const order = await loadOrder(tx, { id: found.id });
    if (moved.status === 'reserved') return { status: moved.changed ? 'CONFIRMED' : 'ALREADY_CONFIRMED', order } as const;
    // Paid at the desk since: it was confirmed before.
    if (moved.status === 'paid') return { status: 'ALREADY_CONFIRMED', order } as const;
    return { status: 'EXPIRED', order: null } as const;
  });
}
