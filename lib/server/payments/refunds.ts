import { claimRefund, paymentById, refundAttemptFailed, refundById, refundSettled, staleGatewayRefunds } from '../orders';
import { env } from '../platform/config';
import type { RefundRow } from '../platform/db/schema';
import { bind, event, refOf } from './payment-binding';
import { refundReference } from './types';

/*
 * Money going back to a visitor, and money taken at the desk (issue #22). A refund is a row of its own
 * (refunds), written in the transaction of the staff action that decided it, never an edit of the order's
 * or the payment's amounts. A gateway refund is then asked of the provider after that transaction commits
 * (no lock is held while a provider answers), under a reference derived from the row's id, which the
 * provider takes as its idempotency key: a retry, a crash between the call and our record of it, or two
 * callers at once can never give the money back twice.
 */

/** Failed provider calls after which a refund is marked failed and left to staff. */
const REFUND_ATTEMPTS = 5;

/**
 * Asks the provider for a pending gateway refund, once it is claimed (so two callers never ask at the
 * same time; a crashed caller's claim lapses after PAYMENT_STALE_SECONDS). The provider answering that the
 * refund is made, now or before (the same reference), marks it succeeded; a refusal or an outage leaves
 * it pending for the reconciler to ask again, and after REFUND_ATTEMPTS failures it is marked failed for
 * staff to see. Returns the refund as it stands.
 */
export async function settleRefund(refundId: string, now = new Date()): Promise<RefundRow | null> {
  const staleBefore = new Date(now.getTime() - env().PAYMENT_STALE_SECONDS * 1000);
  if (!(await claimRefund(refundId, staleBefore, now))) return refundById(refundId);
  const refund = (await refundById(refundId))!;
  const payment = (await paymentById(refund.paymentId!))!;
  const bound = await bind(payment.gatewayId);
  const reference = refundReference(refund.id);
  const owed = { id: refund.id, paymentId: payment.id, amount: refund.amount };
  try {
    if (!bound) throw new Error('gateway no longer usable');
    await event(payment.id, 'refund-requested', { refundId, amount: refund.amount, reference });
    const made = await bound.adapter.refund(bound.ctx, refOf(payment), { amount: refund.amount, reference });
    await refundSettled(owed, { reference, providerReference: made.providerReference ?? null }, now);
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 300);
    await refundAttemptFailed(owed, { reference, message }, REFUND_ATTEMPTS);
  }
  return refundById(refundId);
}

/** Asks the providers for the gateway refunds a command on an order recorded (lib/server/orders/commands: `toSettle`), once it committed. */
export async function settleRefunds(refundIds: readonly string[]): Promise<void> {
  await Promise.all(refundIds.map((refundId) => settleRefund(refundId)));
}

/** Pending gateway refunds whose last attempt is older than PAYMENT_STALE_SECONDS: the reconciler asks again. */
export async function settlePendingRefunds(now = new Date()): Promise<number> {
  const pending = await staleGatewayRefunds(new Date(now.getTime() - env().PAYMENT_STALE_SECONDS * 1000));
  for (const refundId of pending) await settleRefund(refundId, now).catch(() => undefined);
  return pending.length;
}

