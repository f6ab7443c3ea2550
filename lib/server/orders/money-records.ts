import { sql } from 'drizzle-orm';
import { payments, refunds, type PaymentMethod, type PaymentRow, type RefundMethod } from '../platform/db/schema';
import type { Executor } from './order-repository';
import { paymentEvent } from './payment-events';

/*
 * The rows of an order's money: its payments (started through a gateway, or taken at the desk) and what
 * it gives back (refunds), recorded in the transaction of the action that decided them. Talking to a
 * provider is lib/server/payments' alone: starting a payment, asking for a refund after the commit
 * (settleRefund, under a reference derived from the refund's id).
 */

/** A new order's payment of its total through its gateway, in the order's transaction. */
export async function createPayment(tx: Executor, payment: { orderId: string; gatewayId: string; amount: number; currency: string }): Promise<PaymentRow> {
  const [created] = await tx.insert(payments).values(payment).returning();
  return created;
}

/** The payment money goes back to: the order's latest payment that took money (online or at the desk). */
export interface RefundablePayment {
  id: string;
  method: PaymentMethod;
  amount: number;
  /** What refunds of it have given back, or are giving back. */
  refunded: number;
}

export async function refundablePayment(executor: Executor, orderId: string): Promise<RefundablePayment | null> {
  const { rows } = await executor.execute<{ id: string; method: PaymentMethod; amount: number; refunded: number }>(sql`
    select p.id, p.method, p.amount,
      coalesce((select sum(r.amount) from refunds r where r.payment_id = p.id and r.status <> 'failed'), 0)::int as refunded
    from payments p left join payment_gateways g on g.id = p.gateway_id
    where p.order_id = ${orderId} and p.status in ('authorised', 'refunded')
      -- A charge's payment (a move's difference) is not what the order's shares were paid with.
      and p.charge_id is null
      -- A Blank payment (pay on arrival before reservations existed) collected nothing. A reseller's
      -- (on its account) has no gateway.
      and (p.method <> 'gateway' or g.type <> 'Blank')
    order by p.created_at desc limit 1`);
  return rows[0] ?? null;
}

/** What a payment has left to give back: its amount less its refunds given back or on their way. */
export async function paymentLeft(executor: Executor, paymentId: string): Promise<number> {
  const { rows } = await executor.execute<{ left: number }>(sql`
    select (p.amount - coalesce((select sum(r.amount) from refunds r where r.payment_id = p.id and r.status <> 'failed'), 0))::int as left
    from payments p where p.id = ${paymentId}`);
  return rows[0].left;
}

export interface NewRefund {
  orderId: string;
  paymentId: string | null;
  actionId: string;
  /** The staff action's key: one refund per action. */
  idempotencyKey: string;
  amount: number;
  currency: string;
  reason: string;
  method: RefundMethod;
  giftCardId?: string | null;
  createdBy: string | null;
}

/**
 * Records a refund in the caller's transaction. A gift card or desk refund is done when it is recorded
 * (the card is issued, or the cash handed back, in the same action); a gateway refund waits for
 * settleRefund. Returns the refund's id.
 */
export async function recordRefund(tx: Executor, refund: NewRefund): Promise<string> {
  const done = refund.method !== 'gateway';
  const [row] = await tx
    .insert(refunds)
    .values({ ...refund, status: done ? 'succeeded' : 'pending', completedAt: done ? sql`now()` : null })
    .returning({ id: refunds.id });
  if (refund.paymentId) await paymentEvent(refund.paymentId, 'refund-recorded', { refundId: row.id, amount: refund.amount, method: refund.method }, tx);
  return row.id;
}

/** What has gone back (or is on its way) of an order's money. */
export async function refundedAmount(executor: Executor, orderId: string): Promise<number> {
  const { rows } = await executor.execute<{ total: number }>(sql`select coalesce(sum(amount), 0)::int as total from refunds where order_id = ${orderId} and status <> 'failed'`);
  return rows[0].total;
}

/**
 * Money taken by staff at the desk for a reservation (cash, or a card on the park's own terminal): a
 * payment of its own, recorded as taken (no provider to ask), in the caller's transaction with the order's
 * move to paid, or for a charge (chargeId) taken at the desk. It names the order's gateway, as every
 * payment names one.
 */
export async function recordDeskPayment(
  tx: Executor,
  desk: { orderId: string; amount: number; currency: string; method: Exclude<PaymentMethod, 'gateway' | 'reseller'>; actor: string; chargeId?: string | null },
): Promise<string> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    insert into payments (order_id, gateway_id, status, method, amount, currency, charge_id)
    select id, gateway_id, 'authorised', ${desk.method}, ${desk.amount}, ${desk.currency}, ${desk.chargeId ?? null} from orders where id = ${desk.orderId} and gateway_id is not null
    returning id`);
  if (!rows.length) throw new Error(`Order ${desk.orderId} has no gateway to record a desk payment against`);
  await paymentEvent(rows[0].id, 'desk-payment', { method: desk.method, amount: desk.amount, by: desk.actor }, tx);
  return rows[0].id;
}

/**
 * A reseller's payment for its booking (lib/server/octo): the order's total recorded on the reseller's
 * account, taken when it is recorded (born authorised, as a desk payment is) and never through a gateway
 * or a provider. In the caller's transaction, with the order's move to paid.
 */
export async function recordResellerPayment(tx: Executor, payment: { orderId: string; resellerId: string; amount: number; currency: string }): Promise<string> {
  const [row] = await tx
    .insert(payments)
    .values({ orderId: payment.orderId, gatewayId: null, status: 'authorised', method: 'reseller', amount: payment.amount, currency: payment.currency })
    .returning({ id: payments.id });
  await paymentEvent(row.id, 'reseller-payment', { resellerId: payment.resellerId, amount: payment.amount }, tx);
  return row.id;
}

/** How money goes back to a payment: through its gateway, to the reseller's account it came from, or handed back at the desk. */
export const refundMethodOf = (method: PaymentMethod): RefundMethod => (method === 'gateway' ? 'gateway' : method === 'reseller' ? 'reseller' : 'desk');

/** The gateway refunds an order action recorded that still wait for the provider (a cancellation's, and its charges'). */
export async function pendingGatewayRefundsOfAction(executor: Executor, actionId: string): Promise<string[]> {
  const { rows } = await executor.execute<{ id: string }>(sql`select id from refunds where action_id = ${actionId} and status = 'pending' and method = 'gateway'`);
  return rows.map((row) => row.id);
}
