import { type MoveReleased } from '@/lib/domain/order-refund';
import type { RefundTo } from '@/lib/domain/self-service';
import { getCatalogue } from '../../activities';
import { issueRefundGiftCard } from '../../gift-cards';
import type { RefundMethod } from '../../platform/db/schema';
import type { EndedCharge } from '../charges';
import { paymentLeft, recordRefund, refundablePayment, refundMethodOf } from '../money-records';
import { moveReleasesOf } from '../order-actions';
import type { Executor } from '../order-repository';
import type { OrderRecord } from '../order-store';
import type { StandingTicket } from '../ticket-changes';
import { Refusal, type ActingOn } from './order-command';

/* What a command gives back of an order's money, and the prices it shares a line's money by. */

/** What the order's cheaper moves gave back, each for its tickets by their codes now (a visitor's move reissues them). */
export async function movesReleased(executor: Executor, orderId: string, tickets: StandingTicket[]): Promise<MoveReleased[]> {
  const codeOf = new Map(tickets.map((ticket) => [ticket.id, ticket.code]));
  return (await moveReleasesOf(executor, orderId)).map((move) => ({
    money: move.money,
    codes: move.ticketIds ? move.ticketIds.map((id) => codeOf.get(id) ?? id) : null,
    shares: move.ticketIds && move.releaseShares ? move.ticketIds.map((id) => move.releaseShares![id] ?? 0) : null,
  }));
}

/** A ticket type's catalogue price: what shares a line between its tickets, and prices a move. */
export async function basePrices(): Promise<(ticket: Pick<StandingTicket, 'activityId' | 'variationId'>) => number> {
  const catalogue = await getCatalogue();
  return (ticket) => catalogue.variationsByActivity.get(ticket.activityId)?.find((variation) => variation.id === ticket.variationId)?.price ?? 0;
}

/**
 * Gives `amount` of a paid order back as the member chose, in the action's transaction: a refund row to
 * the original payment (a gateway refund, asked for after the commit; a desk payment handed back; a
 * reseller's, back to its account, with no provider to ask), or a new gift card. Null when there is nothing to give back.
 */
export async function giveBack(
  tx: Executor,
  order: OrderRecord,
  source: ActingOn,
  amount: number,
  refundTo: RefundTo,
  reason: string,
  actionId: string,
  key: string,
  giftCardBonus = 0,
): Promise<{ method: RefundMethod; refundId: string; giftCardCode?: string; bonus?: number } | null> {
  if (amount <= 0) return null;
  const common = { orderId: order.id, actionId, idempotencyKey: key, amount, currency: order.currency, reason, createdBy: source.actor.staffId };
  if (refundTo === 'gift_card') {
    const card = await issueRefundGiftCard(tx, { parkId: source.park.id, currency: order.currency, amount, bonus: giftCardBonus });
    const refundId = await recordRefund(tx, { ...common, paymentId: null, method: 'gift_card', giftCardId: card.id });
    return { method: 'gift_card', refundId, giftCardCode: card.code, ...(giftCardBonus > 0 ? { bonus: giftCardBonus } : {}) };
  }
  const payment = await refundablePayment(tx, order.id);
  if (!payment) throw new Refusal('NO_REFUNDABLE_PAYMENT');
  // Never more than the payment has left: the arithmetic guarantees it; a breach is a bug, not a refund.
  if (payment.amount - payment.refunded < amount) throw new Error(`Refund of ${amount} exceeds what payment ${payment.id} has left`);
  const method = refundMethodOf(payment.method);
  const refundId = await recordRefund(tx, { ...common, paymentId: payment.id, method });
  return { method, refundId };
}

/**
 * Gives back what a cancellation ended of paid charges (`endCharges`: the cancelled tickets' shares, or a
 * charge without shares whole), each to the payment that took the charge (a link's through its gateway; at
 * the desk, at the desk), one refund row each under a key made from the action's and the charge's, so a
 * retried cancellation records them once.
 */
export async function giveBackCharges(
  tx: Executor,
  order: OrderRecord,
  source: ActingOn,
  ended: readonly EndedCharge[],
  reason: string,
  actionId: string,
  key: string,
): Promise<{ refundId: string; method: RefundMethod; amount: number }[]> {
  const given: { refundId: string; method: RefundMethod; amount: number }[] = [];
  for (const charge of ended) {
    // Taken with what was due on arrival: the order's own desk payment holds it.
    const payment = charge.payment ?? (await refundablePayment(tx, order.id));
    if (!payment) throw new Error(`Charge ${charge.id} was paid, yet no payment holds it`);
    // Never more than the payment has left: the shares add up to the charge, so a breach is a bug, not a refund.
    const left = await paymentLeft(tx, payment.id);
    if (left < charge.amount) throw new Error(`Refund of ${charge.amount} for charge ${charge.id} exceeds what payment ${payment.id} has left (${left})`);
    const method = refundMethodOf(payment.method);
    const refundId = await recordRefund(tx, {
      orderId: order.id,
      paymentId: payment.id,
      actionId,
      idempotencyKey: `${key}:charge:${charge.id}`,
      amount: charge.amount,
      currency: order.currency,
      reason,
      method,
      createdBy: source.actor.staffId,
    });
    given.push({ refundId, method, amount: charge.amount });
  }
  return given;
}

