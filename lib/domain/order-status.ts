import type { OrderStatus, PaymentOutcome } from '@/graphql/generated/enums';

// Both are API vocabulary (enums OrderStatus and PaymentOutcome of lib/server/checkout/schema.graphql):
// the API, the server and the client read one list, and a new status fails tsc here until
// ORDER_TRANSITIONS knows it.
export type { OrderStatus, PaymentOutcome };

/** How long a visitor has to confirm a pay-on-arrival reservation through the emailed link (issue #21). */
export const RESERVATION_CONFIRM_MINUTES = 30;

/** At most this many unconfirmed reservations per email address at a time (per client address: RESERVATIONS_PER_ADDRESS, 2 by default). */
export const UNCONFIRMED_RESERVATIONS_LIMIT = 2;

/**
 * The order state machine. Every payment outcome (paid, cancelled, error, nothing to pay) is one
 * transition, and a transition happens only from the state it names, so a duplicate, late or
 * out-of-order provider message changes nothing the second time.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  // Pay on arrival (a Blank gateway) collects nothing: the order becomes a reservation, never paid.
  // It waits for the visitor's emailed confirmation, or is reserved at once where the park asks none.
  awaiting_payment: ['paid', 'cancelled', 'failed', 'expired', 'awaiting_confirmation', 'reserved'],
  // Not confirmed in time: expired, the places released. No money was taken, so none can come late.
  awaiting_confirmation: ['reserved', 'expired', 'cancelled'],
  // Paid at the desk on the day (staff), or cancelled (staff): a reservation is never revenue until then.
  // Staff cancelling some of its tickets keeps it reserved, with less due at the desk. Expired: nobody
  // came for it by its park's time after its first session began (lib/domain/reservation-release.ts).
  reserved: ['paid', 'cancelled', 'expired'],
  // Money that arrives after the order expired: re-booked when places remain, else refunded.
  expired: ['paid', 'refund_due'],
  cancelled: ['paid', 'refund_due'],
  failed: ['paid', 'refund_due'],
  // Staff cancel tickets of a paid order (issue #22), giving their money back: some of them, or all.
  paid: ['partially_cancelled', 'refunded'],
  partially_cancelled: ['refunded'],
  refund_due: [],
  refunded: [],
};

/** Orders whose tickets staff may still cancel or move: their places are sold and they stand. */
export const ALTERABLE_STATUSES: readonly OrderStatus[] = ['reserved', 'paid', 'partially_cancelled'];

/**
 * Where a staff cancellation takes an order: nothing left standing is the end of it (a reservation is
 * cancelled; a paid order is refunded); some tickets left keep a reservation reserved and make a paid
 * order partially cancelled. Null when the order's status allows no cancellation.
 */
export function statusAfterCancellation(status: OrderStatus, ticketsLeft: number): OrderStatus | null {
  if (!ALTERABLE_STATUSES.includes(status)) return null;
  if (status === 'reserved') return ticketsLeft ? 'reserved' : 'cancelled';
  return ticketsLeft ? 'partially_cancelled' : 'refunded';
}

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

/**
 * How a booking's confirmation page presents it, or null when there is no booking to show (the API's
 * NOT_COMPLETE): an order never completed (its payment backed out of, failed, expired or still under
 * way) is none. A booking staff cancelled since (issue #22) keeps its page, which says so: `refunded`,
 * a paid one; `cancelled`, a reservation whose every ticket staff cancelled (a payment the visitor backed
 * out of is cancelled too, but has no cancelled tickets: not complete).
 */
export type ConfirmationState = 'booked' | 'awaitingConfirmation' | 'reserved' | 'cancelled' | 'refunded';

export function confirmationState(status: OrderStatus, everyTicketCancelled: boolean): ConfirmationState | null {
  switch (status) {
    case 'paid':
    // Some tickets cancelled by staff: the rest stand.
    case 'partially_cancelled':
      return 'booked';
    case 'awaiting_confirmation':
      return 'awaitingConfirmation';
    case 'reserved':
      return 'reserved';
    case 'refunded':
      return 'refunded';
    case 'cancelled':
      return everyTicketCancelled ? 'cancelled' : null;
    default:
      return null;
  }
}

/** The message code a visitor sees for an order in this status. */
export function outcomeOf(status: OrderStatus): PaymentOutcome {
  switch (status) {
    case 'paid':
    case 'partially_cancelled':
      return 'PAID';
    case 'cancelled':
    case 'refunded':
      return 'CANCELLED';
    case 'failed':
    case 'expired':
    case 'refund_due':
      return 'ERROR';
    case 'awaiting_confirmation':
      return 'AWAITING_CONFIRMATION';
    case 'reserved':
      return 'RESERVED';
    default:
      return 'NOT_PAID';
  }
}
