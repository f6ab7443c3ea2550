import { sql } from 'drizzle-orm';
import { lockPlaces, placesChanged } from '../sessions';
import { DEFAULT_RESERVATION_SHARE_PERCENT, UNPAID_RESERVATION_STATUSES } from '@/lib/domain/reservation-budget';
import { reservationShareShort, sellPlaces, type Executor } from './order-repository';
import { newTicketCode, type OrderRecord } from './order-store';

/*
 * Staff changes to an order's tickets (issue #22): cancelling some (their places given back) and moving
 * some to another session of the same activity (places taken there as a sale takes them, and given back
 * where they were). The caller holds the order's row lock (lockOrder) and records the action and its
 * money in the same transaction; sessions are locked here in the one fixed order every sale uses (by id),
 * so a change and a sale sharing sessions can never deadlock.
 *
 * A ticket takes as many places as its ticket type admits people (variations.participants), as the sale
 * counted them (participantsOf). Lines keep what was bought; a ticket records where it stands.
 */

/** A ticket of an order as staff change it. */
export interface StandingTicket {
  id: string;
  code: string;
  orderItemId: string;
  activityId: string;
  variationId: string;
  /** The session it admits to now. */
  sessionId: string;
  /** The session of its line (where it was bought). */
  lineSessionId: string;
  places: number;
  cancelled: boolean;
}

/** An order's tickets as a change reads them, from the order as loaded (loadOrder): no second read. */
export const standingTickets = (order: Pick<OrderRecord, 'tickets'>): StandingTicket[] =>
  order.tickets.map((ticket) => ({
    id: ticket.id,
    code: ticket.code,
    orderItemId: ticket.orderItemId,
    activityId: ticket.activityId,
    variationId: ticket.variationId,
    sessionId: ticket.sessionId,
    lineSessionId: ticket.lineSessionId,
    places: ticket.places,
    cancelled: Boolean(ticket.cancelledAt),
  }));

/** Locks an order's row for the rest of the transaction (before any session): every change to one order queues here. */
export async function lockOrder(tx: Executor, orderId: string): Promise<void> {
  await tx.execute(sql`select id from orders where id = ${orderId} for update`);
}

/** Every ticket of an order with the session it admits to and the places it takes. */
export async function ticketsOf(executor: Executor, orderId: string): Promise<StandingTicket[]> {
  const { rows } = await executor.execute<{
    id: string;
    code: string;
    order_item_id: string;
    activity_id: string;
    variation_id: string;
    session_id: string;
    line_session_id: string;
    places: number;
    cancelled: boolean;
  }>(sql`
    select t.id, t.code, t.order_item_id, i.activity_id, t.variation_id, coalesce(t.session_id, i.session_id) as session_id,
      i.session_id as line_session_id, v.participants as places, t.cancelled_at is not null as cancelled
    from tickets t join order_items i on i.id = t.order_item_id join variations v on v.id = t.variation_id
    where i.order_id = ${orderId}
    order by t.code`);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    orderItemId: row.order_item_id,
    activityId: row.activity_id,
    variationId: row.variation_id,
    sessionId: row.session_id,
    lineSessionId: row.line_session_id,
    places: row.places,
    cancelled: row.cancelled,
  }));
}

/**
 * Locks tickets of a (locked) order for a change, in one fixed order (by id): the lock a gate's scan takes
 * (lib/server/check-in), so a scan and a cancellation or move of the same ticket queue, and whichever
 * comes second reads what the first did (a check-in, or a cancelled ticket).
 */
export async function lockTicketsForChange(tx: Executor, ticketIds: readonly string[]): Promise<void> {
  if (ticketIds.length) await tx.execute(sql`select id from tickets where id in ${[...ticketIds].sort()} order by id for update`);
}

/** Places given back per session. */
async function release(tx: Executor, tickets: StandingTicket[]): Promise<void> {
  const bySession = new Map<string, number>();
  for (const ticket of tickets) bySession.set(ticket.sessionId, (bySession.get(ticket.sessionId) ?? 0) + ticket.places);
  const values = [...bySession].map(([sessionId, places]) => sql`(${sessionId}::uuid, ${places}::int)`);
  if (values.length) {
    await tx.execute(sql`update sessions s set sold = s.sold - v.places from (values ${sql.join(values, sql`, `)}) as v(id, places) where s.id = v.id`);
  }
}

/**
 * Cancels standing tickets of a (locked) order: they no longer admit anyone, and their places go back.
 * When none of the order's tickets is left standing, the order no longer counts places as sold, so a
 * transition that releases an order's places (a cancelled reservation) gives back nothing twice.
 */
export async function cancelStandingTickets(tx: Executor, orderId: string, tickets: StandingTicket[], actionId: string, now: Date): Promise<void> {
  const standing = tickets.filter((ticket) => !ticket.cancelled);
  if (!standing.length) return;
  await lockPlaces(
    tx,
    standing.map((ticket) => ticket.sessionId),
  );
  await tx.execute(sql`
    update tickets set cancelled_at = ${now.toISOString()}, cancelled_by = ${actionId}
    where id in ${standing.map((ticket) => ticket.id)} and cancelled_at is null`);
  await release(tx, standing);
  await tx.execute(sql`
    update orders set places_sold = false
    where id = ${orderId} and not exists (
      select 1 from tickets t join order_items i on i.id = t.order_item_id where i.order_id = ${orderId} and t.cancelled_at is null)`);
  placesChanged();
}

/** The share of a session its park lets unpaid reservations keep, when this line's order is one; null for any other order. */
async function unpaidReservationShare(tx: Executor, orderItemId: string): Promise<number | null> {
  const { rows } = await tx.execute<{ share: number }>(sql`
    select coalesce(p.reservation_share_percent, ${DEFAULT_RESERVATION_SHARE_PERCENT}::int)::int as share
    from order_items i join orders o on o.id = i.order_id
    join locales l on l.id = o.locale_id left join parks p on p.id = l.park_id
    where i.id = ${orderItemId} and o.status in ${[...UNPAID_RESERVATION_STATUSES]}`);
  return rows[0]?.share ?? null;
}

/**
 * Moves standing tickets of a (locked) order to another session, all or nothing: the places are taken
 * there exactly as a sale takes them (under the sessions' locks, live holds counted; for a reservation not
 * yet paid, within the session's share for those), then given back where the tickets were. False, with
 * nothing changed, when the session has no room for them.
 */
export async function moveStandingTickets(tx: Executor, tickets: StandingTicket[], toSessionId: string, now: Date): Promise<boolean> {
  const moving = tickets.filter((ticket) => !ticket.cancelled && ticket.sessionId !== toSessionId);
  if (!moving.length) return true;
  await lockPlaces(tx, [...moving.map((ticket) => ticket.sessionId), toSessionId]);
  const places = moving.reduce((sum, ticket) => sum + ticket.places, 0);
  // A reservation not yet paid takes its places there within the session's share for unpaid
  // reservations, as its placing did: a move (the desk's, or the visitor's reschedule) is no way around it.
  const share = await unpaidReservationShare(tx, moving[0].orderItemId);
  if (share !== null && (await reservationShareShort(tx, [{ sessionId: toSessionId, places }], share, { locked: true })).length) return false;
  if ((await sellPlaces(tx, [{ sessionId: toSessionId, places, holdId: null }], now, { locked: true })).length) return false;
  await release(tx, moving);
  // Back to its own line's session, a ticket needs no session of its own.
  await tx.execute(sql`
    update tickets t set session_id = case when i.session_id = ${toSessionId}::uuid then null else ${toSessionId}::uuid end
    from order_items i where i.id = t.order_item_id and t.id in ${moving.map((ticket) => ticket.id)}`);
  placesChanged();
  return true;
}

/**
 * Gives tickets of a (locked) order new codes (issue #24: a visitor's reschedule issues new tickets). The old
 * code then names no ticket, so the gate answers it as unknown, and a QR code someone kept from the first
 * email admits nobody. Only unused tickets are moved, so no check-in names an old code. Old → new.
 */
export async function reissueTicketCodes(tx: Executor, tickets: StandingTicket[]): Promise<Map<string, string>> {
  const codes = new Map(tickets.map((ticket) => [ticket.code, newTicketCode()]));
  for (const ticket of tickets) await tx.execute(sql`update tickets set code = ${codes.get(ticket.code)!} where id = ${ticket.id}`);
  return codes;
}

/**
 * Which of these ticket codes were checked in (not undone): read by a change on its own transaction, after
 * lockTicketsForChange, so a gate's scan (lib/server/check-in, the same ticket lock) and the change queue
 * and the second reads what the first did.
 */
export async function checkedInCodes(tx: Executor, codes: readonly string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const { rows } = await tx.execute<{ code: string }>(sql`
    select distinct t.code from ticket_check_ins c join tickets t on t.id = c.ticket_id
    where t.code in ${[...codes]} and c.undone_at is null`);
  return new Set(rows.map((row) => row.code));
}
