import type { OrderStatus, PaymentOutcome } from '@/graphql/generated/enums';

// Both are API vocabulary (enums OrderStatus and PaymentOutcome of lib/server/checkout/schema.graphql):
// the API, the server and the client read one list, and a new status fails tsc here until
// ORDER_TRANSITIONS knows it.
export type { OrderStatus, PaymentOutcome };

/**
 * The order state machine. Every payment outcome (paid, cancelled, error, nothing to pay) is one
 * transition, and a transition happens only from the state it names, so a duplicate, late or
 * out-of-order provider message changes nothing the second time.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ['paid', 'cancelled', 'failed', 'expired'],
  // Money that arrives after the order expired: re-booked when places remain, else refunded.
  expired: ['paid', 'refund_due'],
  cancelled: ['paid', 'refund_due'],
  failed: ['paid', 'refund_due'],
  paid: [],
  refund_due: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

/** What a provider says of a payment, in one vocabulary for every adapter (lib/server/payments/adapters). */
export type ProviderState = 'waiting' | 'authorised' | 'declined' | 'cancelled' | 'expired';

/** The order status a provider state leads to from an unpaid order; null while the visitor is still paying. */
export function orderStatusFor(state: ProviderState): OrderStatus | null {
  switch (state) {
    case 'authorised':
      return 'paid';
    case 'declined':
      return 'failed';
    case 'cancelled':
      return 'cancelled';
    case 'expired':
      return 'expired';
    default:
      return null;
  }
}

/** The message code a visitor sees for an order in this status. */
export function outcomeOf(status: OrderStatus): PaymentOutcome {
  switch (status) {
    case 'paid':
      return 'PAID';
    case 'cancelled':
      return 'CANCELLED';
    case 'failed':
    case 'expired':
    case 'refund_due':
      return 'ERROR';
    default:
      return 'NOT_PAID';
  }
}
