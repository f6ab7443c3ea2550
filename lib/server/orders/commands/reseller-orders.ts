import { sql } from 'drizzle-orm';
import type { CustomerDetails } from '@/lib/domain/customer';
import { lockPlaces } from '../../sessions';
import { recordResellerPayment } from '../money-records';
import { releaseOrderPlaces, sellPlaces, type Executor, type SeatRequest } from '../order-repository';
import { insertOrderLines, loadOrder, updateOrderCustomer, type NewOrderLine, type OrderRecord } from '../order-store';
import { transitionOrder } from '../order-transitions';
import { once, Refusal, type ActingOn, type ActionDone } from './order-command';

/*
 * A reseller's booking (lib/server/octo, the OCTO supplier API) as commands on its order. The booking is
 * an order like any other: placed by placeOrder (its places sold under the sessions' locks, on account:
 * no gateway), it waits for the reseller's confirmation awaiting payment until its hold ends
 * (`expires_at`, which the reconciler's expiry enforces as it does a payment window: its places go back).
 * These commands are the rest of its life before it stands: its hold extended, its content revised, its
 * customer's details, and its confirmation, which records the money on the reseller's account and moves
 * the order to paid through transitionOrder. Once paid it is cancelled as any booking is (cancelTickets),
 * its money going back to the reseller's account (refunds.method `reseller`: no provider is asked).
 *
 * Each runs through `once` (its lock, its idempotency key, its record in order_actions) and refuses an
 * order that is not this reseller's (`NOT_ALLOWED_IN_STATUS`), or a hold that has ended (`TOO_LATE`).
 * The caller's `audit` hook writes what OCTO keeps of the booking (lib/server/octo) in the same transaction.
 */

/** Which reseller acts: only its own orders answer. */
export type ResellerActing = ActingOn & { resellerId: string };

function resellersHold(order: OrderRecord, resellerId: string, now: Date): void {
  if (order.channel !== 'reseller' || order.channelSource !== resellerId) throw new Refusal('NOT_ALLOWED_IN_STATUS');
  if (order.status !== 'awaiting_payment') throw new Refusal('NOT_ALLOWED_IN_STATUS');
  if (order.expiresAt.getTime() <= now.getTime()) throw new Refusal('TOO_LATE');
}

/**
 * Confirms a reseller's booking on hold: its customer as the reseller gives them, its total (the net price
 * the reseller owes the park: docs/octo.md) recorded as a payment on the reseller's account, and the order
 * paid through the transition table. Nothing is mailed: the reseller delivers the tickets.
 */
export function confirmResellerOrder(source: ResellerActing, customer: CustomerDetails, key: string): Promise<ActionDone> {
  return once(source, 'resellerConfirm', key, async (tx, order, record, now) => {
    resellersHold(order, source.resellerId, now);
    await record({ detail: { resellerId: source.resellerId, amount: order.total } });
    await updateOrderCustomer(tx, order.id, customer);
    // Nothing owed (a ticket type free of charge, a commission of 100%) is paid with no money moving.
    if (order.total > 0) await recordResellerPayment(tx, { orderId: order.id, resellerId: source.resellerId, amount: order.total, currency: order.currency });
    const moved = await transitionOrder(tx, order.id, 'paid', now);
    if (moved.status !== 'paid') throw new Error(`Order ${order.id} did not become paid (${moved.status})`);
    return { order: { ...order, customer, status: 'paid', paidAt: now }, after: { paid: order.total, method: 'reseller' } };
  });
}

/** Keeps a reseller's hold until `until` (never shorter than it was). */
export function extendResellerHold(source: ResellerActing, until: Date, key: string): Promise<ActionDone> {
  return once(source, 'extendHold', key, async (tx, order, record, now) => {
    resellersHold(order, source.resellerId, now);
    const expiresAt = new Date(Math.max(order.expiresAt.getTime(), until.getTime()));
    await record({ detail: { until: expiresAt.toISOString() } });
    await tx.execute(sql`update orders set expires_at = ${expiresAt.toISOString()} where id = ${order.id}`);
    return { order: { ...order, expiresAt }, after: { expiresAt: expiresAt.toISOString() } };
  });
}

/** A booking on hold as the reseller now wants it: its lines as priced, the places each takes, its amounts. */
export interface HoldRevision {
  lines: NewOrderLine[];
  seats: Omit<SeatRequest, 'holdId'>[];
  totals: { subtotal: number; discount: number; total: number };
  /** Until when it is held now, if the reseller asked (never shorter than it was). */
  until?: Date;
  /** The caller's check once the new places are sold, in the same transaction (the reseller's budget); it throws to refuse. */
  withSale?: (tx: Executor, order: OrderRecord) => Promise<void>;
}

/**
 * Replaces what a reseller's booking on hold holds (another session, product or number of tickets): its
 * places given back and the new ones sold under the sessions' locks, all or nothing (`SESSION_FULL` when
 * there is no room, the hold left as it was), its lines and tickets made anew and its amounts with them.
 * A hold has no check-in or charge, and nothing else names its tickets, but riders the park's kiosk may
 * have named already (staff find a booking by its ID): then it is refused, nothing changed.
 */
export function reviseResellerHold(source: ResellerActing, revision: HoldRevision, key: string): Promise<ActionDone> {
  return once(source, 'reviseHold', key, async (tx, order, record, now) => {
    resellersHold(order, source.resellerId, now);
    const { rows: named } = await tx.execute<{ named: boolean }>(sql`
      select exists (select 1 from riders r join tickets t on t.id = r.ticket_id join order_items i on i.id = t.order_item_id where i.order_id = ${order.id}) as named`);
    if (named[0].named) throw new Refusal('NOT_ALLOWED_IN_STATUS');
    await record({ detail: { sessions: revision.seats.map((seat) => seat.sessionId), places: revision.seats.reduce((sum, seat) => sum + seat.places, 0), total: revision.totals.total } });
    // Every session concerned, the old and the new, locked in the one order every sale takes them (by id).
    const sessions = [...new Set([...order.lines.map((line) => line.sessionId), ...revision.seats.map((seat) => seat.sessionId)])].sort();
    await lockPlaces(tx, sessions);
    await releaseOrderPlaces(tx, order.id);
    await tx.execute(sql`delete from tickets where order_item_id in (select id from order_items where order_id = ${order.id})`);
    await tx.execute(sql`delete from order_items where order_id = ${order.id}`);
    if ((await sellPlaces(tx, revision.seats.map((seat) => ({ ...seat, holdId: null })), now)).length) throw new Refusal('SESSION_FULL');
    await insertOrderLines(tx, order.id, revision.lines);
    const expiresAt = new Date(Math.max(order.expiresAt.getTime(), revision.until?.getTime() ?? 0));
    const { subtotal, discount, total } = revision.totals;
    await tx.execute(sql`
      update orders set places_sold = true, subtotal = ${subtotal}, discount = ${discount}, total = ${total}, expires_at = ${expiresAt.toISOString()}
      where id = ${order.id}`);
    const revised = (await loadOrder(tx, { id: order.id }))!;
    if (revision.withSale) await revision.withSale(tx, revised);
    return { order: revised, after: { total, lines: revision.lines.length } };
  });
}

/** Gives up a reseller's booking on hold: cancelled through the transition table, its places back on sale at once. */
export function cancelResellerHold(source: ResellerActing, reason: string | null, key: string): Promise<ActionDone> {
  return once(source, 'cancel', key, async (tx, order, record, now) => {
    if (order.channel !== 'reseller' || order.channelSource !== source.resellerId || order.status !== 'awaiting_payment') throw new Refusal('NOT_ALLOWED_IN_STATUS');
    await record({ detail: { reason, onHold: true } });
    const moved = await transitionOrder(tx, order.id, 'cancelled', now, { restoreCart: false });
    if (moved.status !== 'cancelled') throw new Error(`Order ${order.id} was not cancelled (${moved.status})`);
    return { order: { ...order, status: 'cancelled' }, after: { cancelled: 'hold', reason } };
  });
}

/** The customer of a reseller's booking as the reseller now gives them (on hold or confirmed): the order desk and the day sheet read them. */
export function updateResellerCustomer(source: ResellerActing, customer: CustomerDetails, key: string): Promise<ActionDone> {
  return once(source, 'customerDetails', key, async (tx, order, record) => {
    if (order.channel !== 'reseller' || order.channelSource !== source.resellerId) throw new Refusal('NOT_ALLOWED_IN_STATUS');
    await record({ detail: { resellerId: source.resellerId } });
    await updateOrderCustomer(tx, order.id, customer);
    return { order: { ...order, customer }, after: { customer: 'updated' } };
  });
}
