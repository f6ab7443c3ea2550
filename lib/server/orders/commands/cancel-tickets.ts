import { chargePaymentPath } from '@/lib/domain/paths';
import { cancellationRelease } from '@/lib/domain/order-refund';
import { statusAfterCancellation } from '@/lib/domain/order-status';
import { giftCardBonus, type RefundTo } from '@/lib/domain/self-service';
import { creditOrderGiftCard } from '../../gift-cards';
import { db } from '../../platform/db/client';
import { CHARGE_REASONS, endCharges, paidChargesEnding } from '../charges';
import { refundablePayment } from '../money-records';
import { releasedSoFar } from '../order-actions';
import { orderAfter } from '../order-after';
import type { OrderRecord } from '../order-store';
import { transitionOrder } from '../order-transitions';
import { cancelStandingTickets, standingTickets, ticketsOf } from '../ticket-changes';
import { basePrices, giveBack, giveBackCharges, movesReleased } from './give-back';
import { chosenOrNone, chosenTickets, isBooking, once, Refusal, type ActingOn, type ActionDone, type ActionGuard } from './order-command';
import { queueOrderUpdate } from './order-update-mail';

/* Cancelling standing tickets of a booking: what it would give back (a quote), and the command itself. */

/** What cancelling these tickets would give back now: the mutation computes it again under the lock. */
export async function refundQuote(source: { order: OrderRecord }, codes: readonly string[]): Promise<{ amount: number; giftCard: number; toOriginalPayment: boolean; chargeRefund: number }> {
  const { order } = source;
  const tickets = await ticketsOf(db(), order.id);
  const chosen = await chosenOrNone(db(), tickets, codes);
  if (!chosen) return { amount: 0, giftCard: 0, toOriginalPayment: false, chargeRefund: 0 };
  const price = await basePrices();
  const release = cancellationRelease({
    lines: order.lines,
    tickets: tickets.map((ticket) => ({ code: ticket.code, lineId: ticket.orderItemId, weight: price(ticket) })),
    collected: { money: order.total, giftCard: order.giftCardAmount },
    released: await releasedSoFar(db(), order.id),
    moves: await movesReleased(db(), order.id, tickets),
    cancelledBefore: new Set(tickets.filter((ticket) => ticket.cancelled).map((ticket) => ticket.code)),
    cancelling: new Set(chosen.map((ticket) => ticket.code)),
  });
  const choosing = new Set(chosen.map((ticket) => ticket.code));
  const standing = tickets.filter((ticket) => !ticket.cancelled && !choosing.has(ticket.code));
  return {
    amount: release.money,
    giftCard: release.giftCard,
    toOriginalPayment: order.status !== 'reserved' && Boolean(await refundablePayment(db(), order.id)),
    chargeRefund: await paidChargesEnding(db(), order.id, standing),
  };
}

/** What the visitor's own actions add: the policy's check, and the park's bonus on gift-card credit. */
export interface VisitorTerms {
  guard?: ActionGuard;
  /** Percent added on top of money given back as a new gift card. */
  giftCardBonusPercent?: number;
}

/**
 * Cancels standing tickets, by staff or by the visitor: the one path for both, so a visitor's
 * cancellation has the same lock, idempotency and ledger as staff's.
 */
export function cancelTickets(source: ActingOn, codes: readonly string[], refundTo: RefundTo, why: string, key: string, terms: VisitorTerms = {}): Promise<ActionDone> {
  return once(source, 'cancel', key, async (tx, order, record, now) => {
    if (!isBooking(order)) throw new Refusal('NOT_ALLOWED_IN_STATUS');
    const tickets = standingTickets(order);
    const chosen = await chosenTickets(tx, tickets, codes, true);
    const refused = terms.guard ? await terms.guard(tx, order, chosen, now) : null;
    if (refused) throw new Refusal(refused);
    const price = await basePrices();
    const release = cancellationRelease({
      lines: order.lines,
      tickets: tickets.map((ticket) => ({ code: ticket.code, lineId: ticket.orderItemId, weight: price(ticket) })),
      collected: { money: order.total, giftCard: order.giftCardAmount },
      released: await releasedSoFar(tx, order.id),
      moves: await movesReleased(tx, order.id, tickets),
      cancelledBefore: new Set(tickets.filter((ticket) => ticket.cancelled).map((ticket) => ticket.code)),
      cancelling: new Set(chosen.map((ticket) => ticket.code)),
    });
    const paid = order.status !== 'reserved';
    const codesChosen = chosen.map((ticket) => ticket.code);
    const actionId = await record({ detail: { tickets: codesChosen, refundTo, reason: why }, released: release.money, giftCard: release.giftCard });
    await cancelStandingTickets(tx, order.id, chosen, actionId, now);
    await creditOrderGiftCard(tx, order.id, release.giftCard);
    // A reservation's share was never paid: it is simply no longer due (order_actions.released_amount).
    const bonus = refundTo === 'gift_card' ? giftCardBonus(release.money, terms.giftCardBonusPercent ?? 0) : 0;
    const refund = paid ? await giveBack(tx, order, source, release.money, refundTo, why, actionId, key, bonus) : null;
    const left = tickets.filter((ticket) => !ticket.cancelled).length - chosen.length;
    const next = statusAfterCancellation(order.status, left)!;
    if (next !== order.status) {
      const moved = await transitionOrder(tx, order.id, next, now, { restoreCart: false });
      if (moved.status !== next) throw new Error(`Order ${order.id} did not move to ${next} (${moved.status})`);
    }
    // A move's difference is owed, or kept, ticket by ticket: the cancelled tickets' shares of a due charge
    // are owed no more (the standing ones' owed again as a new charge); of a paid one, they go back the way
    // it was paid (lib/server/orders/charges.ts endCharges).
    const cancelled = new Set(codesChosen);
    const standing = tickets.filter((ticket) => !ticket.cancelled && !cancelled.has(ticket.code));
    const ended = await endCharges(tx, order, standing, actionId);
    const charges = await giveBackCharges(tx, order, source, ended.givenBack, why, actionId, key);
    const chargeRefunded = charges.reduce((sum, charge) => sum + charge.amount, 0);
    const chargesOwed = (ended.raised?.amount ?? 0) - ended.cancelled;
    const after = orderAfter(order, {
      status: next,
      cancelled: { codes: codesChosen, at: now },
      owed: { dueOnArrival: -(paid ? 0 : release.money) + chargesOwed, chargesDue: chargesOwed },
    });
    await queueOrderUpdate(tx, after, actionId, {
      change: 'cancelled',
      codes: codesChosen,
      ticketsLeft: left,
      ...(refund ? { refund: { amount: release.money, method: refund.method, giftCardCode: refund.giftCardCode, giftCardSiteUrl: order.origin, ...(refund.bonus ? { bonus: refund.bonus } : {}) } } : {}),
      ...(release.giftCard ? { giftCardReturned: release.giftCard } : {}),
      ...(chargeRefunded ? { chargeRefunded } : {}),
      // What the standing tickets still owe of a charge it cancelled: a new link (the old one is cancelled).
      ...(ended.raised
        ? { charge: { amount: ended.raised.amount, payUrl: ended.raised.linkSent ? `${order.origin}${chargePaymentPath(ended.raised.token)}` : null, ...(ended.raised.reason === CHARGE_REASONS.groupBalance ? { groupBalance: true } : {}) } }
        : {}),
    });
    const gatewayRefunds = [...(refund?.method === 'gateway' ? [refund.refundId] : []), ...charges.filter((charge) => charge.method === 'gateway').map((charge) => charge.refundId)];
    return {
      order: after,
      after: {
        cancelled: codesChosen,
        reason: why,
        released: release.money,
        giftCardReturned: release.giftCard,
        refund: refund ? { method: refund.method, amount: release.money, ...(refund.bonus ? { bonus: refund.bonus } : {}) } : null,
        ...(chargeRefunded ? { chargeRefunded } : {}),
        ...(ended.raised ? { charge: { amount: ended.raised.amount, collected: ended.raised.linkSent ? 'link' : 'desk' } } : {}),
      },
      toSettle: gatewayRefunds,
    };
  });
}

