import { sql } from 'drizzle-orm';
import { DEFAULT_HOLD_MINUTES } from '@/lib/domain/cart';
import { RESERVATION_SHARE_MAX, UNPAID_RESERVATION_STATUSES, withinReservationShare } from '@/lib/domain/reservation-budget';
import { lockPlaces, placesChanged, placesLeftSql } from '../sessions';
import type { Database } from '../platform/db/client';

/** A transaction or the database: repository functions run inside the caller's transaction. */
export type Executor = Pick<Database, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

export interface SeatRequest {
  sessionId: string;
  places: number;
  /** The cart's hold on these places, if it still has one. */
  holdId: string | null;
}

/**
 * Turns places into sold places, all or nothing. The sessions are locked in one fixed order (by id), then
 * the resources they share (lockPlaces), so two orders sharing sessions or resources can never deadlock,
 * and every instance queues on the same rows. A live hold already counts the places it keeps; an expired
 * or missing one is re-checked against what is free. A session staff closed (issue #23) has no room,
 * whatever its hold: the closure takes the same row lock, so a sale racing it either sells first (and its
 * visitor is told of the closure) or sees it. Sessions are sold one after another, each counted after the
 * ones before it: two sessions of one order drawing on the same harnesses each see the other's places.
 * Returns the sessions that did not have room (empty when all places were sold, else nothing changed).
 */
export async function sellPlaces(tx: Executor, requests: SeatRequest[], now: Date, { locked = false } = {}): Promise<string[]> {
  if (!requests.length) return [];
  const needed = new Map<string, number>();
  for (const request of requests) needed.set(request.sessionId, (needed.get(request.sessionId) ?? 0) + request.places);
  const sessionIds = [...needed.keys()].sort();
  const exceptHolds = requests.map((r) => r.holdId).filter((id): id is string => id !== null);
  // `locked`: the caller locked these sessions and their resources already, in this transaction, as
  // lockPlaces does (a move locks the sessions it leaves with the one it takes).
  if (!locked) await lockPlaces(tx, sessionIds);
  // Several sessions sell behind a savepoint, given back whole when one is short; one needs none.
  const savepoint = sessionIds.length > 1;
  if (savepoint) await tx.execute(sql`savepoint sell_places`);
  for (const [index, sessionId] of sessionIds.entries()) {
    const places = needed.get(sessionId)!;
    // Counted after the lock, in a new statement, so holds committed while we waited are seen; sold in the
    // same statement when there is room (its update sees the count's snapshot, and the row is ours). The
    // holds that kept these places go with the last session's sale, once every session has sold.
    const giveHoldsBack = index === sessionIds.length - 1 && exceptHolds.length > 0;
    const { rows } = await tx.execute<{ free: number | null; sold: boolean }>(sql`
      with counted as (select ${placesLeftSql(now, { exceptHolds })} as free from sessions s where s.id = ${sessionId}),
      sold as (update sessions set sold = sold + ${places} where id = ${sessionId} and (select free from counted) >= ${places} returning id)${
        giveHoldsBack ? sql`, released as (delete from holds where id in ${exceptHolds} and exists (select 1 from sold))` : sql``
      }
      select (select free from counted) as free, exists (select 1 from sold) as sold`);
    if (!rows[0].sold) {
      if (savepoint) await tx.execute(sql`rollback to savepoint sell_places`);
      return rows[0].free === null ? sessionIds : [sessionId];
    }
  }
  if (savepoint) await tx.execute(sql`release savepoint sell_places`);
  placesChanged();
  return [];
}

/**
 * The sessions among `requests` where an unpaid reservation may not keep the places asked: each session
 * gives at most `percent` of its capacity to pay-on-arrival reservations not yet paid (confirmed or not,
 * even one past its deadline the reconciler has not released yet: its places are still taken), so most of
 * it is always left to visitors who pay (lib/domain/reservation-budget.ts). The sessions are locked in
 * sellPlaces' order, so concurrent reservations of one session queue here and each counts the others'
 * committed places: together they cannot pass the share. `locked`: the caller locked every one of these
 * sessions already in this transaction (sellPlaces on the same requests, as placeOrder does), and
 * locking them again would only cost its statements (docs/performance.md, "Booking under load").
 * Empty when every session has room in its share.
 */
export async function reservationShareShort(tx: Executor, requests: Omit<SeatRequest, 'holdId'>[], percent: number, { locked = false } = {}): Promise<string[]> {
  // A share of the whole session bounds nothing the sale's own count does not: the unpaid reservations'
  // places are among the session's sold ones, so whenever sellPlaces finds room for these places (both
  // callers sell them in the same transaction), they fit within the capacity with those reservations. The
  // count below reads every unpaid reservation of the session while its row is locked.
  if (!requests.length || percent >= RESERVATION_SHARE_MAX) return [];
  const sessionIds = [...new Set(requests.map((r) => r.sessionId))].sort();
  if (!locked) await lockPlaces(tx, sessionIds);
  // A ticket is where it stands now (moved by staff or the visitor, else its line's session); one checked
  // in or cancelled keeps nothing.
  const { rows } = await tx.execute<{ id: string; capacity: number; reserved: number }>(sql`
    select s.id, s.capacity, coalesce((
      select sum(v.participants) from tickets t
      join order_items i on i.id = t.order_item_id
      join orders o on o.id = i.order_id
      join variations v on v.id = t.variation_id
      where coalesce(t.session_id, i.session_id) = s.id
        and o.status in ${[...UNPAID_RESERVATION_STATUSES]} and o.places_sold and t.cancelled_at is null
        and not exists (select 1 from ticket_check_ins c where c.ticket_id = t.id and c.undone_at is null)
    ), 0)::int as reserved
    from sessions s where s.id in ${sessionIds}`);
  const needed = new Map<string, number>();
  for (const request of requests) needed.set(request.sessionId, (needed.get(request.sessionId) ?? 0) + request.places);
  return rows.filter((row) => !withinReservationShare(row.capacity, row.reserved, needed.get(row.id) ?? 0, percent)).map((row) => row.id);
}

/** Gives an order's sold places back, once: `places_sold` flips in the same statement that reads it. */
export async function releaseOrderPlaces(tx: Executor, orderId: string): Promise<void> {
  const { rows } = await tx.execute(sql`update orders set places_sold = false where id = ${orderId} and places_sold returning id`);
  if (!rows.length) return;
  // What its standing tickets hold where each admits now: a reservation staff partly cancelled or moved
  // (lib/server/orders/ticket-changes.ts) gave back or took those places already. A line's places are its
  // tickets' participants, fixed once a ticket type is sold, so an order nobody changed gives back its lines'.
  await tx.execute(sql`
    update sessions s set sold = s.sold - r.places
    from (
      select coalesce(t.session_id, i.session_id) as session_id, sum(v.participants)::int as places
      from order_items i join tickets t on t.order_item_id = i.id join variations v on v.id = t.variation_id
      where i.order_id = ${orderId} and t.cancelled_at is null
      group by 1
    ) r
    where s.id = r.session_id`);
  placesChanged();
}

/**
 * Sells an order's places again (money that arrived after the order had released them). False, and
 * nothing changed, when any session no longer has room.
 */
export async function resellOrderPlaces(tx: Executor, orderId: string, now: Date): Promise<boolean> {
  const { rows } = await tx.execute<{ session_id: string; places: number }>(
    sql`select session_id, places from order_items where order_id = ${orderId}`,
  );
  const short = await sellPlaces(tx, rows.map((row) => ({ sessionId: row.session_id, places: row.places, holdId: null })), now);
  if (short.length) return false;
  await tx.execute(sql`update orders set places_sold = true where id = ${orderId}`);
  return true;
}

/**
 * Puts an unpaid order's activities back in the visitor's cart, holding their places again where they
 * are free, so a cancelled or failed payment never loses the cart (issue #5: no lost cart).
 */
export async function restoreCart(tx: Executor, orderId: string, now: Date, holdMinutes = DEFAULT_HOLD_MINUTES): Promise<void> {
  const expiresAt = new Date(now.getTime() + holdMinutes * 60_000).toISOString();
  await tx.execute(sql`
    insert into carts (anonymous_token, locale_id)
    select anonymous_token, locale_id from orders where id = ${orderId}
    on conflict (anonymous_token, locale_id) do update set updated_at = now()`);
  const { rows } = await tx.execute<{ id: string; session_id: string; places: number }>(
    sql`select id, session_id, places from order_items where order_id = ${orderId} order by session_id`,
  );
  for (const item of rows) {
    await lockPlaces(tx, [item.session_id]);
    const { rows: free } = await tx.execute<{ free: number }>(sql`select ${placesLeftSql(now)} as free from sessions s where s.id = ${item.session_id}`);
    const held = free[0] && free[0].free >= item.places;
    await tx.execute(sql`
      with hold as (
        insert into holds (session_id, places, expires_at)
        select ${item.session_id}, ${item.places}, ${expiresAt} where ${held}
        returning id
      )
      insert into cart_items (cart_id, activity_id, session_id, hold_id, tickets, add_ons, upgrade_id)
      select c.id, i.activity_id, i.session_id, (select id from hold), i.tickets, i.add_ons, i.upgrade_id
      from order_items i join orders o on o.id = i.order_id
      join carts c on c.anonymous_token = o.anonymous_token and c.locale_id = o.locale_id
      where i.id = ${item.id}`);
  }
  placesChanged();
}
