import { sql } from 'drizzle-orm';
import { db } from '../../platform/db/client';
import { moveMoneyStatus, moveMoneyStatuses } from '../money-transitions';
import { paymentEvent } from '../payment-events';

/*
 * What a provider's answer to a refund (a refund row a command on the order recorded: money going back
 * through the gateway) does to the order's money. lib/server/payments asks the provider (settleRefund);
 * these commands alone write the refund's and the payment's statuses that follow.
 */

/**
 * Claims a pending gateway refund for one caller to ask its provider: none claimed it, or its claim is
 * older than `staleBefore` (a crashed caller). True for the caller that claimed it.
 */
export async function claimRefund(refundId: string, staleBefore: Date, now: Date): Promise<boolean> {
  const { rows } = await db().execute<{ id: string }>(sql`
    update refunds set attempted_at = ${now.toISOString()}
    where id = ${refundId} and status = 'pending' and method = 'gateway' and (attempted_at is null or attempted_at < ${staleBefore.toISOString()})
    returning id`);
  return rows.length > 0;
}

/** The provider made the refund: it succeeded, and a payment whose every cent went back reads refunded. */
export async function refundSettled(
  refund: { id: string; paymentId: string; amount: number },
  made: { reference: string; providerReference: string | null },
  now: Date,
): Promise<void> {
  await db().transaction(async (tx) => {
    await moveMoneyStatus(tx, 'refund', refund.id, 'succeeded', { provider_reference: made.providerReference, completed_at: now.toISOString(), last_error: null });
    await moveMoneyStatuses(
      tx,
      'payment',
      sql`p.id = ${refund.paymentId} and p.amount <= (select coalesce(sum(amount), 0) from refunds where payment_id = p.id and status = 'succeeded')`,
      'refunded',
      { updated_at: now.toISOString() },
    );
    await paymentEvent(refund.paymentId, 'refunded', { refundId: refund.id, amount: refund.amount, reference: made.reference, providerReference: made.providerReference }, tx);
  });
}

/**
 * The provider refused the refund or could not be reached: it stays pending (the reconciler asks again)
 * with its last error, and after `maxAttempts` failures it is marked failed for staff to see.
 */
export async function refundAttemptFailed(refund: { id: string; paymentId: string; amount: number }, failure: { reference: string; message: string }, maxAttempts: number): Promise<void> {
  await paymentEvent(refund.paymentId, 'refund-failed', { refundId: refund.id, amount: refund.amount, reference: failure.reference, message: failure.message });
  const { rows } = await db().execute<{ n: number }>(
    sql`select count(*)::int as n from payment_events where payment_id = ${refund.paymentId} and kind = 'refund-failed' and detail->>'refundId' = ${refund.id}`,
  );
  await db().execute(sql`update refunds set last_error = ${failure.message} where id = ${refund.id} and status = 'pending'`);
  if (rows[0].n >= maxAttempts) await moveMoneyStatuses(db(), 'refund', sql`r.id = ${refund.id}`, 'failed');
}
