import { outcomeOf, type PaymentOutcome } from '@/lib/domain/order-status';
import { chargePaymentPath } from '@/lib/domain/paths';
import { recheckDue } from '@/lib/domain/payment-recheck';
import { db } from '../platform/db/client';
import { TryAgainShortly } from '../platform/db/unavailable';
import { env } from '../platform/config';
import { consumeLimit } from '../platform/rate-limit';
import type { PaymentRow } from '../platform/db/schema';
import { bind, event, refOf } from './payment-binding';
import { settlePendingRefunds } from './refunds';
import { ProviderError, refundReference, type BrowserAction, type NotificationInput, type VerifiedNotification } from './types';
import {
  cancelUnpaidOrder,
  chargePaymentToStart,
  claimPaymentRefund,
  claimPaymentStart,
  confirmPaymentOutcome,
  expireOrder,
  findChargeByToken,
  latestOrderPayment,
  latestPaymentOfCharge,
  livePaymentOfCharge,
  loadOrder,
  ordersPastDeadline,
  paymentById,
  paymentIdsOfProviderReference,
  paymentRefunded,
  paymentStarted,
  paymentStartFailed,
  paymentsToRecheck,
  paymentWanted,
  releaseUncheckedReservations,
  type ChargeRecord,
  type OrderRecord,
} from '../orders';

/** `asked`: the provider was asked for the outcome at once (a gateway the visitor takes no step for), so the order may have moved. */
export type StartOutcome = { kind: 'started'; action: BrowserAction; asked: boolean } | { kind: 'error' };

/** How long a claim to start a payment lasts before another caller may take over (a crashed instance). */
const START_LEASE_MS = 30_000;
const START_WAIT_MS = 20_000;

/**
 * Starts the order's payment at the provider, once. One caller claims the start with a conditional
 * update (no lock held while the provider answers, so a slow provider never ties up connections);
 * concurrent retries wait for the stored action and return it. A claim left by a crashed instance
 * lapses after a lease, and the provider sees our payment id as its idempotency key, so taking over
 * never creates a second payment there.
 */
export async function startPayment(order: OrderRecord, origin: string, known?: PaymentRow): Promise<StartOutcome> {
  // `known`: the payment the caller has just created, so it need not be read again.
  const payment = known ?? (await latestOrderPayment(order.id));
  if (!payment) return { kind: 'error' };
  return start(order, payment, `${origin}/checkout/return?order=${encodeURIComponent(order.token)}`, `${origin}/api/payments/notify/${encodeURIComponent(payment.gatewayId ?? '')}`);
}

/**
 * Starts a payment, the order's own or a charge's, once (startPayment tells how). A charge's payment the
 * provider will not start fails alone: the order is not touched, and the charge stays due.
 */
async function start(order: OrderRecord, payment: PaymentRow, returnUrl: string, notificationUrl: string): Promise<StartOutcome> {
  let current: PaymentRow | undefined = payment;
  const deadline = Date.now() + START_WAIT_MS;
  for (;;) {
    // Started by another caller meanwhile: ask the provider with the payment as it is now.
    if (!current) return { kind: 'error' };
    if (current.action) return finish(current.action as unknown as BrowserAction, () => reconcilePayment(payment.id));
    if (await claimPaymentStart(payment.id, START_LEASE_MS / 1000)) break;
    // Another caller's claim still holds (its instance may have lost the database after asking the
    // provider): nothing has failed, so the visitor is told to try again, not that the payment failed.
    // Once the lease lapses a retry takes over, the provider deduplicating on our payment id.
    if (Date.now() > deadline) {
      if (current.status === 'starting') throw new TryAgainShortly(`payment ${payment.id} is being started by another request`);
      return { kind: 'error' };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    current = (await paymentById(payment.id)) ?? undefined;
  }
  try {
    const bound = await bind(payment.gatewayId);
    if (!bound) throw new ProviderError('Gateway no longer usable', { gatewayId: payment.gatewayId });
    const started = await bound.adapter.start(bound.ctx, {
      paymentId: payment.id,
      bookingId: order.bookingId,
      amount: payment.amount,
      currency: payment.currency,
      language: order.language,
      returnUrl,
      notificationUrl,
    });
    await paymentStarted(payment.id, started.providerReference, started.action);
    const waiting = (await paymentById(payment.id))!;
    return finish(started.action, () => reconcile(waiting));
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await event(payment.id, 'start-failed', { message: error.message, ...error.detail });
    await paymentStartFailed(payment);
    return { kind: 'error' };
  }
}

/** Blank-like gateways complete without the visitor: ask the provider at once. */
async function finish(action: BrowserAction, askProvider: () => Promise<void>): Promise<StartOutcome> {
  if (action.kind === 'none') await askProvider();
  return { kind: 'started', action, asked: action.kind === 'none' };
}

/**
 * Asks the provider what happened to a payment and applies the answer: only this moves an order to
 * paid; returns and notifications are hints. Safe to call any number of times, from any instance, in
 * any order with notifications.
 */
export async function reconcilePayment(paymentId: string, now = new Date()): Promise<void> {
  const payment = await paymentById(paymentId);
  if (payment) await reconcile(payment, now);
}

/** `reconcilePayment` for a payment row just read or written. */
async function reconcile(payment: PaymentRow, now = new Date()): Promise<void> {
  if (!payment.providerReference) return;
  const bound = await bind(payment.gatewayId);
  if (!bound) return;
  // Hosted fields: the card is charged only while the order still wants the money; a closed order's
  // payment is only asked about, never charged now.
  if (bound.adapter.authorise && payment.status === 'waiting' && (await paymentWanted(payment))) {
    await bound.adapter.authorise(bound.ctx, refOf(payment));
  }
  const status = await bound.adapter.status(bound.ctx, refOf(payment));
  // A provider's "paid" counts only for our amount, currency and reference.
  const mismatch =
    status.state === 'authorised' &&
    ((status.amount !== undefined && status.amount !== payment.amount) ||
      (status.currency !== undefined && status.currency !== payment.currency) ||
      (status.merchantReference !== undefined && status.merchantReference !== payment.id));
  const state = mismatch ? 'declined' : status.state;
  if (mismatch) await event(payment.id, 'mismatch', { amount: status.amount, currency: status.currency, reference: status.merchantReference });
  // The outcome confirmed on the order's money (lib/server/orders): the order's payment moves the order,
  // a charge's its charge. Money it must give back (places gone since, a charge paid another way) is
  // asked of the provider now; a refund the provider refuses or cannot take now stays 'refund_requested'
  // and the reconciler retries it.
  const { refund } = await confirmPaymentOutcome(payment, state, now);
  if (refund) await refundPayment(payment.id, now);
}

/**
 * Asks the provider to give back a payment flagged for refund, once it is claimed (so two instances never
 * ask at the same time). Adapters refund idempotently (refund ids derived from our payment id, or a check
 * that it is already refunded), so a retry after a crash never refunds twice.
 */
async function refundPayment(paymentId: string, now: Date): Promise<boolean> {
  if (!(await claimPaymentRefund(paymentId, now))) return false;
  const payment = (await paymentById(paymentId))!;
  const bound = await bind(payment.gatewayId);
  if (!bound) {
    await event(payment.id, 'refund-failed', { message: 'gateway no longer usable' });
    return false;
  }
  try {
    // All of it, under a reference derived from the payment: a retry is the same refund at the provider.
    await bound.adapter.refund(bound.ctx, refOf(payment), { amount: payment.amount, reference: refundReference(payment.id) });
  } catch (error) {
    await event(payment.id, 'refund-failed', { message: error instanceof Error ? error.message : String(error) });
    return false;
  }
  await paymentRefunded(payment.id);
  await event(payment.id, 'refunded');
  return true;
}

export interface PaymentCheck {
  outcome: PaymentOutcome;
  order: OrderRecord | null;
}

/** The browser says the visitor has paid (QR "I have paid", a hosted page's return): check, then answer. */
export async function confirmPayment(token: string): Promise<PaymentCheck> {
  const order = await loadOrder(db(), { token });
  if (!order) return { outcome: 'UNKNOWN', order: null };
  // Unpaid orders are checked whatever their state: money can arrive after an order expired.
  if (order.status !== 'paid' && order.status !== 'refund_due') {
    const payment = await latestOrderPayment(order.id);
    if (payment) {
      try {
        await reconcilePayment(payment.id);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        // The provider did not answer (down, or slower than our timeout): we do not know whether the
        // visitor paid, so the order keeps waiting and says so (NOT_PAID: "check again"), and the
        // reconciliation worker settles it once the provider answers. Saying ERROR here would send the
        // visitor back to checkout to pay a second time for what may already be paid.
        await event(payment.id, 'check-failed', { message: error.message });
        const current = (await loadOrder(db(), { token }))!;
        return { outcome: outcomeOf(current.status), order: current };
      }
    }
  }
  const current = (await loadOrder(db(), { token }))!;
  return { outcome: current.status === 'paid' && current.total === 0 ? 'NOTHING_TO_PAY' : outcomeOf(current.status), order: current };
}

/**
 * The visitor backs out of a payment step. The provider is asked first: money already taken wins over
 * the click, and the order is paid instead.
 */
export async function cancelPayment(token: string): Promise<PaymentCheck> {
  const checked = await confirmPayment(token);
  if (!checked.order || checked.order.status !== 'awaiting_payment') return checked;
  await cancelUnpaidOrder(checked.order.id);
  return { outcome: 'CANCELLED', order: await loadOrder(db(), { token }) };
}

/**
 * A provider notification: verified by the adapter (signature or secret), then treated as a hint to
 * ask the provider. Duplicates and late ones end in the same place, and change nothing the second time.
 * However many copies arrive, a payment is asked about at most once per NOTIFICATION_CHECK_SECONDS,
 * counted in the database for every instance. A copy inside that window is acknowledged unasked: a
 * check of the same payment has just run (or is running), the visitor's return asks again
 * (confirmPayment), and reconcileStalePayments asks about any payment still undecided, so nothing is
 * lost and a flood of copies costs the provider one call.
 */
export async function handleNotification(gatewayId: string, input: NotificationInput): Promise<VerifiedNotification['reply']> {
  const bound = await bind(gatewayId);
  if (!bound) return { status: 404, contentType: 'text/plain', body: 'unknown gateway' };
  const verified = await bound.adapter.verifyNotification(bound.ctx, input);
  if (!verified) return INVALID_NOTIFICATION;
  const matches = await paymentIdsOfProviderReference(gatewayId, verified.providerReference);
  if (!matches.length && verified.signed === false) return INVALID_NOTIFICATION;
  for (const paymentId of matches) {
    if (!(await consumeLimit('notificationCheck', paymentId)).allowed) continue;
    await event(paymentId, 'notification');
    await reconcilePayment(paymentId);
  }
  return verified.reply;
}

const INVALID_NOTIFICATION = { status: 401, contentType: 'text/plain', body: 'invalid notification' };

/**
 * The safety net for notifications that come late or never, run by every instance
 * (RECONCILE_INTERVAL_SECONDS). Each run, with the timing rules of `recheckDue`:
 * - payments of orders awaiting payment that have had no news for PAYMENT_STALE_SECONDS are checked
 *   (an instance killed between the provider's approval and our commit, a lost return and notification);
 * - unpaid orders past their payment window expire, after one last check so money that did arrive is
 *   never ignored; so do pay-on-arrival reservations not confirmed in time (RESERVATION_CONFIRM_MINUTES);
 * - payments of orders that closed unpaid are still checked for PAYMENT_LATE_CHECK_HOURS, because a
 *   visitor can pay on a provider page that outlived the hold: the money is then booked when the places
 *   are still free, or the order is flagged and the money refunded (lateMoneyDecision);
 * - refunds the provider refused are retried, and staff refunds still pending are asked again;
 * - pay-on-arrival reservations none of whose tickets is checked in by their park's minutes after their
 *   first session began are released (releaseUncheckedReservations, lib/server/orders).
 * Every move goes through guarded transitions, so concurrent runs on many instances agree.
 */
export async function reconcileStalePayments(now = new Date()): Promise<number> {
  const settings = { staleSeconds: env().PAYMENT_STALE_SECONDS, lateWindowHours: env().PAYMENT_LATE_CHECK_HOURS };
  const staleBefore = new Date(now.getTime() - settings.staleSeconds * 1000);
  const windowStart = new Date(now.getTime() - settings.lateWindowHours * 3_600_000);
  const due = (await paymentsToRecheck(staleBefore, windowStart)).filter((payment) => recheckDue(payment, now, settings));
  for (const row of due) {
    if (row.kind === 'refund') await refundPayment(row.id, now).catch(() => undefined);
    else await reconcilePayment(row.id, now).catch(() => undefined);
  }
  // Staff refunds the provider refused or could not take when asked (issue #22): asked again.
  const refundsAsked = await settlePendingRefunds(now);
  // Unpaid orders past their payment window, and pay-on-arrival reservations not confirmed by their
  // deadline (no payment: nothing to ask), give their places back.
  const expired = await ordersPastDeadline(now);
  for (const orderId of expired) {
    const payment = await latestOrderPayment(orderId);
    if (payment) await reconcilePayment(payment.id, now).catch(() => undefined);
    await expireOrder(orderId, now);
  }
  // Pay-on-arrival reservations nobody came for by their park's time after their session began: released,
  // their places back on sale, the visitor told (lib/domain/reservation-release.ts).
  const released = await releaseUncheckedReservations(now);
  return due.length + expired.length + refundsAsked + released;
}

/** Where a charge's payment stands, as the visitor is told it (PaymentOutcome's words). */
export interface ChargeCheck {
  outcome: Extract<PaymentOutcome, 'PAID' | 'NOT_PAID' | 'CANCELLED' | 'ERROR' | 'UNKNOWN'>;
  charge: ChargeRecord | null;
  /** What the browser must do to pay (startChargePayment only); null when nothing is. */
  action?: BrowserAction | null;
}

async function chargeOutcome(token: string): Promise<ChargeCheck> {
  const charge = await findChargeByToken(token);
  if (!charge) return { outcome: 'UNKNOWN', charge: null };
  if (charge.status === 'paid') return { outcome: 'PAID', charge };
  if (charge.status === 'cancelled') return { outcome: 'CANCELLED', charge };
  const latest = await latestPaymentOfCharge(db(), charge.id);
  const failed = latest && ['declined', 'cancelled', 'expired'].includes(latest.status);
  return { outcome: failed ? 'ERROR' : 'NOT_PAID', charge };
}

/**
 * The visitor of a charge's link pays (issue #22): a payment of the charge's amount through the order's
 * own gateway, started like the order's (start: one claim, our payment id the provider's idempotency key),
 * its return to the link's page. Under the charge's lock, a payment still under way is used again rather
 * than a second made, so a double click or a reload never starts two at the provider; a charge already
 * paid answers PAID and starts nothing. The amount is the charge's, never the request's.
 */
export async function startChargePayment(token: string, origin: string): Promise<ChargeCheck> {
  const found = await findChargeByToken(token);
  if (!found || found.status !== 'due') return chargeOutcome(token);
  // Due at the desk (a reservation's, or a gateway that takes no money online): nothing to pay here.
  if (!found.linkSent) return { outcome: 'ERROR', charge: found };
  // A payment already under way may have ended at the provider (a QR code expired, a card declined): ask
  // first, so an ended one is not offered again and money already taken is counted.
  const live = await livePaymentOfCharge(db(), found.id);
  if (live?.providerReference) await reconcilePayment(live.id).catch((error) => (error instanceof ProviderError ? undefined : Promise.reject(error)));
  const payment = await chargePaymentToStart(found.orderId, found.id);
  if (!payment) return chargeOutcome(token);
  const order = (await loadOrder(db(), { id: found.orderId }))!;
  const started = await start(order, payment, `${origin}${chargePaymentPath(token)}`, `${origin}/api/payments/notify/${encodeURIComponent(payment.gatewayId ?? '')}`);
  const now = await chargeOutcome(token);
  if (started.kind === 'error') return { outcome: now.outcome === 'PAID' ? 'PAID' : 'ERROR', charge: now.charge };
  return { ...now, action: now.outcome === 'PAID' ? null : started.action };
}

/** The visitor says they have paid a charge (a hosted page's return, QR "I have paid", card fields): ask the provider, then answer. */
export async function confirmChargePayment(token: string): Promise<ChargeCheck> {
  const charge = await findChargeByToken(token);
  // Asked whatever the charge's status: money a link payment took after the charge was paid at the desk
  // (or cancelled) is then given back at once rather than by the reconciler.
  if (charge) {
    const payment = await livePaymentOfCharge(db(), charge.id);
    if (payment) {
      try {
        await reconcilePayment(payment.id);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        // Unknown whether the money came: a due charge stays due and says "check again"; the reconciler settles it.
        await event(payment.id, 'check-failed', { message: error.message });
        if (charge.status === 'due') return { outcome: 'NOT_PAID', charge };
      }
    }
  }
  return chargeOutcome(token);
}
