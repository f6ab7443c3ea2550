import { sql } from 'drizzle-orm';
import { balanceShares } from '@/lib/domain/group-booking';
import { ticketValues } from '@/lib/domain/order-refund';
import { orderGroups, type OrderGroupRow } from '../platform/db/schema';
import { CHARGE_REASONS, recordCharge } from './charges';
import { recordOrderAction } from './order-actions';
import type { Executor } from './order-repository';

/*
 * A group booking's money (lib/domain/group-booking.ts). The order's own payment is the deposit (its
 * `total`), so a cancellation gives back shares of what was paid, never of what is still owed. The
 * balance is a charge of the order (lib/server/orders/charges.ts), recorded in the transaction that marks
 * the order paid (order-transitions.ts: the deposit taken, late money included), owed ticket by ticket in
 * proportion to each ticket's value: so the charge machine moves it (due → paid through its signed link or
 * at the desk; cancelled with its tickets, the standing ones' shares owed again) and what the park holds
 * stays the standing tickets' value less what is still due, as for a dearer move's difference.
 */

/** The group's details, as the checkout decided them, written with the order in its transaction. */
export type NewOrderGroup = Pick<OrderGroupRow, 'organisation' | 'invoiceEmail' | 'people' | 'deposit' | 'balance' | 'dueOn'>;

export async function insertOrderGroup(tx: Executor, orderId: string, group: NewOrderGroup): Promise<void> {
  await tx.insert(orderGroups).values({ orderId, ...group });
}

/** What the balance's charge's action records (one per order: its idempotency key names the order). */
const balanceKey = (orderId: string) => `group-balance-${orderId}`;

/**
 * Records a group's balance as a due charge, once, in the transaction that marks its order paid (which
 * holds the order's lock). Nothing for an order that is not a group, or whose balance is nothing (booked
 * on or after its due day: everything was paid at once).
 */
export async function recordGroupBalance(tx: Executor, orderId: string): Promise<void> {
  const { rows } = await tx.execute<{ balance: number; balance_charge_id: string | null; currency: string; due_on: string }>(sql`
    select g.balance, g.balance_charge_id, o.currency, g.due_on::text from order_groups g join orders o on o.id = g.order_id where g.order_id = ${orderId} for update of g`);
  const group = rows[0];
  if (!group || group.balance <= 0 || group.balance_charge_id) return;
  const actionId = await recordOrderAction(tx, {
    orderId,
    kind: 'groupBalance',
    idempotencyKey: balanceKey(orderId),
    staffId: null,
    actor: 'system',
    detail: { balance: group.balance, dueOn: group.due_on },
    releasedAmount: 0,
    giftCardAmount: 0,
  });
  if (!actionId) return;
  // Each standing ticket's value (its share of its line after the discount, lib/domain/order-refund.ts), read on this connection.
  const { rows: tickets } = await tx.execute<{ id: string; line_id: string; weight: number; line_total: number; line_discount: number }>(sql`
    select t.id, i.id as line_id, v.price as weight, i.total as line_total, i.discount as line_discount
    from tickets t join order_items i on i.id = t.order_item_id join variations v on v.id = t.variation_id
    where i.order_id = ${orderId} and t.cancelled_at is null order by t.id`);
  const lines = [...new Map(tickets.map((ticket) => [ticket.line_id, { id: ticket.line_id, total: ticket.line_total, discount: ticket.line_discount }])).values()];
  const values = ticketValues(lines, tickets.map((ticket) => ({ code: ticket.id, lineId: ticket.line_id, weight: ticket.weight })));
  const shares = balanceShares(group.balance, tickets.map((ticket) => ({ ticketId: ticket.id, value: values.get(ticket.id) ?? 0 })));
  const charge = await recordCharge(tx, { orderId, actionId, amount: group.balance, currency: group.currency, reason: CHARGE_REASONS.groupBalance, shares });
  await tx.execute(sql`update order_groups set balance_charge_id = ${charge.id} where order_id = ${orderId}`);
}
