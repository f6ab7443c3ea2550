import { sql } from 'drizzle-orm';
import type { PaymentStatus } from '@/lib/domain/money-states';
import { chargePaymentDecision } from '@/lib/domain/order-charge';
import { orderStatusFor, type ProviderState } from '@/lib/domain/order-status';
import { db } from '../../platform/db/client';
import type { PaymentRow } from '../../platform/db/schema';
import { createChargePayment, livePaymentOfCharge, lockCharge, markChargePaid } from '../charges';
import { moveMoneyStatus, moveMoneyStatuses } from '../money-transitions';
import { paymentEvent } from '../payment-events';
import { transitionOrder } from '../order-transitions';
import { lockOrder } from '../ticket-changes';

/*
 * What a provider's answers do to an order's money (lib/server/payments asks the providers; these
 * commands alone write what follows): a payment's start claimed and started, a provider's outcome for a
 * payment of an order or of a charge, an order the visitor backed out of, an unpaid order past its
 * window. Each moves its statuses through the state machines (money-transitions.ts, order-transitions.ts)
 * as lib/domain decides (orderStatusFor, chargePaymentDecision), so a repeated notification, a return and
 * the reconciler racing each other change things once.
 */

/**
 * Claims a payment's start at the provider: a new payment, or one whose claim lapsed after `leaseSeconds`
 * (a crashed instance). True for the one caller that claimed it; no lock is held while the provider answers.
 */
export async function claimPaymentStart(paymentId: string, leaseSeconds: number): Promise<boolean> {
  const claimed = await moveMoneyStatuses(
    db(),
    'payment',
    sql`p.id = ${paymentId} and p.action is null
      and (p.status = 'created' or (p.status = 'starting' and p.updated_at < now() - make_interval(secs => ${leaseSeconds})))`,
    'starting',
    { updated_at: sql`now()` },
  );
  return claimed.length > 0;
}

/** The provider started the payment: its reference and what the browser must do, the payment waiting. */
export async function paymentStarted(paymentId: string, providerReference: string | null | undefined, action: unknown): Promise<void> {
  await moveMoneyStatus(db(), 'payment', paymentId, 'waiting', { provider_reference: providerReference, action: JSON.stringify(action), updated_at: sql`now()` });
}

/**
 * The provider would not start the payment: a charge's fails alone (the charge stays due, the order is
 * not touched); the order's own fails the order.
 */
export async function paymentStartFailed(payment: Pick<PaymentRow, 'id' | 'orderId' | 'chargeId'>, now = new Date()): Promise<void> {
  if (payment.chargeId) await moveMoneyStatuses(db(), 'payment', sql`p.id = ${payment.id} and p.status = 'starting'`, 'declined', { updated_at: sql`now()` });
  else await db().transaction((tx) => transitionOrder(tx, payment.orderId, 'failed', now));
}

/** Whether a payment's money is still wanted: its charge due, or its order awaiting payment (hosted fields charge only then). */
export async function paymentWanted(payment: Pick<PaymentRow, 'orderId' | 'chargeId'>): Promise<boolean> {
  if (payment.chargeId) {
    const { rows } = await db().execute<{ status: string }>(sql`select status from order_charges where id = ${payment.chargeId}`);
    return rows[0]?.status === 'due';
  }
  const { rows } = await db().execute<{ status: string }>(sql`select status from orders where id = ${payment.orderId}`);
  return rows[0]?.status === 'awaiting_payment';
}

async function orderStatusOf(orderId: string): Promise<string | undefined> {
  const { rows } = await db().execute<{ status: string }>(sql`select status from orders where id = ${orderId}`);
  return rows[0]?.status;
}

/**
 * Confirms a payment: the provider's outcome (`state`, already checked against our amount, currency and
 * reference) applied to the payment of an order or of a charge. Answers whether the money must go back
 * to the visitor (the payment is then refund_requested: places gone since, or a charge paid another way).
 */
export async function confirmPaymentOutcome(payment: PaymentRow, state: ProviderState, now = new Date()): Promise<{ refund: boolean }> {
  // A charge's payment moves its charge, never the order (charges.ts).
  if (payment.chargeId) return confirmChargePaymentOutcome(payment, payment.chargeId, state, now);
  const checked = sql`update payments set last_checked_at = ${now.toISOString()} where id = ${payment.id}`;
  const target = orderStatusFor(state);
  // A reservation (nothing collected) is released by its own rule (lib/domain/reservation-release.ts),
  // never by a provider's word.
  if (!target || (target === 'expired' && (await orderStatusOf(payment.orderId)) === 'reserved')) {
    await db().execute(checked);
    return { refund: false };
  }
  const result = await db().transaction(async (tx) => {
    const moved = await transitionOrder(tx, payment.orderId, target, now);
    // The check is recorded with the move it led to.
    if (!moved.changed) {
      await tx.execute(checked);
      return moved;
    }
    await paymentEvent(payment.id, 'transition', { to: moved.status, state }, tx);
    await moveMoneyStatus(tx, 'payment', payment.id, moved.status === 'refund_due' ? 'refund_requested' : (state as PaymentStatus), {
      updated_at: sql`now()`,
      last_checked_at: now.toISOString(),
    });
    return moved;
  });
  // Money came for places that are gone: it goes back, and the order stays flagged for staff.
  return { refund: result.changed && result.status === 'refund_due' };
}

/**
 * The provider's answer about a charge's payment, applied under the charge's lock
 * (lib/domain/order-charge.ts decides): the charge paid, the payment's status, and its event. Money
 * taken for a charge that was paid another way meanwhile, or cancelled, is to go back in full.
 */
async function confirmChargePaymentOutcome(payment: PaymentRow, chargeId: string, state: ProviderState, now: Date): Promise<{ refund: boolean }> {
  const refund = await db().transaction(async (tx) => {
    const charge = (await lockCharge(tx, chargeId))!;
    const { rows } = await tx.execute<{ status: string }>(sql`select status from payments where id = ${payment.id}`);
    const decision = chargePaymentDecision(charge.status, rows[0].status, state);
    if (decision.markChargePaid) await markChargePaid(tx, chargeId, 'gateway', now);
    if (!decision.paymentStatus) {
      await tx.execute(sql`update payments set last_checked_at = ${now.toISOString()} where id = ${payment.id}`);
      return false;
    }
    await moveMoneyStatus(tx, 'payment', payment.id, decision.paymentStatus, { updated_at: sql`now()`, last_checked_at: now.toISOString() });
    const kind = decision.markChargePaid ? 'charge-paid' : decision.paymentStatus === 'refund_requested' ? 'charge-not-due' : 'charge-unpaid';
    await paymentEvent(payment.id, kind, { chargeId, state, charge: decision.markChargePaid ? 'paid' : charge.status, amount: payment.amount }, tx);
    return decision.paymentStatus === 'refund_requested';
  });
  return { refund };
}

/** Claims a payment flagged for refund for one caller to ask its provider (its last check stamped now). */
export async function claimPaymentRefund(paymentId: string, now: Date): Promise<boolean> {
  const { rows } = await db().execute<{ id: string }>(sql`
    update payments set last_checked_at = ${now.toISOString()} where id = ${paymentId} and status = 'refund_requested' returning id`);
  return rows.length > 0;
}

/** A payment flagged for refund was given back in full by its provider. */
export async function paymentRefunded(paymentId: string): Promise<void> {
  await moveMoneyStatuses(db(), 'payment', sql`p.id = ${paymentId} and p.status = 'refund_requested'`, 'refunded', { updated_at: sql`now()` });
}

/**
 * The payment a charge's link pays with: the one still under way, or a new one of the charge's amount
 * through the order's gateway; null when the charge is no longer due. Under the order's lock, then the
 * charge's (the order's first, as every command on the order takes it: the new payment's key would
 * share-lock the order after the charge's lock, and a desk command holding the order and waiting for the
 * charge would deadlock with it), so a double click or a reload never makes two.
 */
export async function chargePaymentToStart(orderId: string, chargeId: string): Promise<PaymentRow | null> {
  return db().transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const charge = await lockCharge(tx, chargeId);
    if (charge?.status !== 'due') return null;
    return (await livePaymentOfCharge(tx, charge.id)) ?? (await createChargePayment(tx, charge));
  });
}

/** The visitor backed out of paying an order still awaiting payment: cancelled, its activities back in their cart. */
export async function cancelUnpaidOrder(orderId: string, now = new Date()): Promise<void> {
  await db().transaction((tx) => transitionOrder(tx, orderId, 'cancelled', now));
}

/** An unpaid order (or an unconfirmed reservation) past its window expires: its places, promo use and gift-card amount go back. */
export async function expireOrder(orderId: string, now = new Date()): Promise<void> {
  await db().transaction((tx) => transitionOrder(tx, orderId, 'expired', now));
}
