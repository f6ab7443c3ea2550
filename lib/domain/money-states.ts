import type { ChargeStatus } from '@/graphql/generated/enums';
import { ORDER_TRANSITIONS, type OrderStatus } from './order-status';

/*
 * One state machine for an order's money: the order, each payment of it (the order's own, a charge's,
 * money taken at the desk), each charge (a dearer move's difference) and each refund. Each machine's
 * moves are data here, and the server applies them through one function (lib/server/orders
 * moveMoneyStatus), which refuses a move its table does not list with a typed error. docs/architecture.md
 * shows the four tables; __tests__/unit/money-states.test.ts fails when the document and the code disagree.
 */

export type { ChargeStatus, OrderStatus };

/**
 * A payment: claimed to start (`starting`, a lease another instance may take over), waiting for the
 * visitor at the provider, then what the provider said. Money that comes after a payment was given up
 * (declined, cancelled or expired at the provider, or its order expired) is late money: it is taken when
 * the order can still be paid, or flagged for refund. Desk payments are born authorised.
 */
export type PaymentStatus = 'created' | 'starting' | 'waiting' | 'authorised' | 'declined' | 'cancelled' | 'expired' | 'refund_requested' | 'refunded';

export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  created: ['starting'],
  // The provider would not start it: a charge's payment fails alone (the order's fails its order).
  starting: ['starting', 'waiting', 'declined'],
  waiting: ['authorised', 'declined', 'cancelled', 'expired', 'refund_requested'],
  // Refunded in full by staff's refunds; money for a charge no longer due goes back whole.
  authorised: ['refunded', 'refund_requested'],
  declined: ['authorised', 'refund_requested'],
  cancelled: ['authorised', 'refund_requested'],
  expired: ['authorised', 'refund_requested'],
  refund_requested: ['refunded'],
  refunded: [],
};

/** A charge: due until its money comes (the link or the desk), or until nothing it was owed for stands. */
export const CHARGE_TRANSITIONS: Record<ChargeStatus, readonly ChargeStatus[]> = {
  // Paid through its link or at the desk; cancelled when a cheaper move offsets it or some of its tickets
  // are cancelled (the standing ones' shares owed again as a new charge).
  due: ['paid', 'cancelled'],
  // None of its tickets standing: each one's share given back with it, the way it was paid (it stays paid meanwhile).
  paid: ['refunded'],
  cancelled: [],
  refunded: [],
};

/** A refund: recorded with the action that gives money back; a gateway's is asked for after the commit. */
export type RefundStatus = 'pending' | 'succeeded' | 'failed';

export const REFUND_TRANSITIONS: Record<RefundStatus, readonly RefundStatus[]> = {
  // The provider took it, or refused it past the attempts allowed (staff then settle it by hand).
  pending: ['succeeded', 'failed'],
  succeeded: [],
  failed: [],
};

/** The four machines, by the money object they move. */
export const MONEY_MACHINES = {
  order: ORDER_TRANSITIONS,
  payment: PAYMENT_TRANSITIONS,
  charge: CHARGE_TRANSITIONS,
  refund: REFUND_TRANSITIONS,
} as const;

export type MoneyObject = keyof typeof MONEY_MACHINES;
export type StatusOf<Object extends MoneyObject> = keyof (typeof MONEY_MACHINES)[Object] & string;

/** A move a machine's table does not list: a bug or a race lost, never written. */
export class IllegalTransition extends Error {
  constructor(
    readonly object: MoneyObject,
    readonly from: string,
    readonly to: string,
  ) {
    super(`Illegal ${object} transition: ${from} → ${to}`);
    this.name = 'IllegalTransition';
  }
}

/** Whether `object` may move from `from` to `to` by its table. */
export function mayMove<Object extends MoneyObject>(object: Object, from: StatusOf<Object>, to: StatusOf<Object>): boolean {
  return ((MONEY_MACHINES[object] as Record<string, readonly string[]>)[from] ?? []).includes(to);
}

/** The statuses from which `object` may move to `to`: what a write's condition allows. */
export function sourcesOf<Object extends MoneyObject>(object: Object, to: StatusOf<Object>): StatusOf<Object>[] {
  const table = MONEY_MACHINES[object] as Record<string, readonly string[]>;
  return Object.keys(table).filter((from) => table[from].includes(to)) as StatusOf<Object>[];
}

/**
 * What to do with a money object found in `from` that a caller wants in `to`: move it; leave it (already
 * there, so a repeated message or retry changes nothing); or refuse with IllegalTransition.
 */
export function decideMove<Object extends MoneyObject>(object: Object, from: StatusOf<Object>, to: StatusOf<Object>): 'move' | 'unchanged' | IllegalTransition {
  if (mayMove(object, from, to)) return 'move';
  if (from === to) return 'unchanged';
  return new IllegalTransition(object, from, to);
}
