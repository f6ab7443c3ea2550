import type { ChargeStatus } from './money-states';
import type { ProviderState } from './order-status';

/*
 * An amount an order owes after it was placed (issue #22): the difference of a staff move to a dearer
 * session. Pure rules for what a charge is and what a provider's answer about its payment does; the
 * server (lib/server/orders/charges.ts) applies them under the charge's lock.
 */

export type { ChargeStatus };

/**
 * Where a charge is collected: a paid order's visitor pays through the emailed link, with the order's own
 * gateway. A reservation's adds to what is due at the desk; so does one of an order whose gateway takes no
 * money online (Blank: pay on arrival, paid at the desk since), where a link would "pay" without money.
 */
export function chargeCollection(orderStatus: string, gatewayType: string | null): 'link' | 'desk' {
  return orderStatus === 'reserved' || !gatewayType || gatewayType === 'Blank' ? 'desk' : 'link';
}

/** What to do with a charge and its payment after the provider answered. */
export interface ChargePaymentDecision {
  /** Mark the charge paid (it was due, and this payment took its money). */
  markChargePaid: boolean;
  /** The payment's new status; null: leave it as it is (still waiting, or already settled). */
  paymentStatus: 'authorised' | 'declined' | 'cancelled' | 'expired' | 'refund_requested' | null;
}

/**
 * A charge's payment is never the order's: its outcome moves only the charge. The provider took the money
 * and the charge was due: the charge is paid. It took the money for a charge that was paid meanwhile
 * another way (at the desk) or cancelled: that money goes back, in full. A refusal, a cancel or an expiry
 * leaves the charge due, for the visitor to try again with a new payment. Answers about a payment already
 * settled change nothing, so repeated notifications and checks are harmless.
 */
export function chargePaymentDecision(charge: ChargeStatus, paymentStatus: string, state: ProviderState): ChargePaymentDecision {
  const settled = ['authorised', 'refund_requested', 'refunded'].includes(paymentStatus);
  if (settled || state === 'waiting') return { markChargePaid: false, paymentStatus: null };
  // Given up already (declined, cancelled or expired): only money arriving late changes it.
  const ended = ['declined', 'cancelled', 'expired'].includes(paymentStatus);
  if (state !== 'authorised') return { markChargePaid: false, paymentStatus: ended ? null : state };
  if (charge === 'due') return { markChargePaid: true, paymentStatus: 'authorised' };
  return { markChargePaid: false, paymentStatus: 'refund_requested' };
}
