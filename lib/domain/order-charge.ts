import type { ChargeStatus } from './money-states';
import type { ProviderState } from './order-status';
import { shareOut } from './order-refund';

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

/*
 * A charge's shares. One move of several tickets makes one charge, owed for all of them; each ticket owes
 * its own part of it (its share, order_charge_tickets), and the shares add up to the charge. Cancelling
 * some of a charge's tickets ends their shares only: a ticket's value includes its moves' differences, so
 * what the park holds for an order stays the value of its standing tickets less what is still due
 * (docs/architecture.md, "Charge"; __tests__/reliability/money-model.ts states the same rules).
 */

/** One ticket's part of a charge, in minor units (0 for a ticket the move took to a session of the same price). */
export interface ChargeShare {
  ticketId: string;
  amount: number;
}

const sumOf = (shares: readonly ChargeShare[]) => shares.reduce((sum, share) => sum + share.amount, 0);

/** `amount` split over `shares` in proportion to them (equally when all are 0), exactly, cents by largest remainder, ties by ticket id. */
function scaled(shares: readonly ChargeShare[], amount: number): ChargeShare[] {
  const split = shareOut(amount, shares.map((share) => ({ key: share.ticketId, weight: share.amount })));
  return shares.map((share) => ({ ticketId: share.ticketId, amount: split.get(share.ticketId)! }));
}

/**
 * A dearer move's charge by ticket, from each moving ticket's own difference (the price where it goes less
 * where it is). A ticket the same move takes somewhere cheaper owes nothing, and its saving lowers the
 * others' shares in proportion: the shares always add up to the charge (the differences' sum, positive).
 */
export function moveChargeShares(differences: readonly ChargeShare[]): ChargeShare[] {
  const owed = differences.map((difference) => ({ ticketId: difference.ticketId, amount: Math.max(0, difference.amount) }));
  const amount = sumOf(differences);
  return sumOf(owed) === amount ? owed : scaled(owed, amount);
}

/**
 * What is left of a charge a cheaper move partly offset (`remainder`), by ticket: the saving comes off the
 * moving tickets' own shares first (a ticket moved back undoes its own difference), then off the others'
 * in proportion. Tickets with nothing left owe nothing of it and drop out; the rest add up to `remainder`.
 */
export function remainderShares(shares: readonly ChargeShare[], moving: ReadonlySet<string>, remainder: number): ChargeShare[] {
  const behind = shares.filter((share) => !moving.has(share.ticketId));
  const ahead = shares.filter((share) => moving.has(share.ticketId));
  const behindOwe = sumOf(behind);
  const kept = remainder <= behindOwe ? scaled(behind, remainder) : [...behind, ...scaled(ahead, remainder - behindOwe)];
  const left = new Map(kept.map((share) => [share.ticketId, share.amount]));
  return shares.flatMap((share) => ((left.get(share.ticketId) ?? 0) > 0 ? [{ ticketId: share.ticketId, amount: left.get(share.ticketId)! }] : []));
}

/** What a cancellation does to one charge, due or paid, whose shares of tickets no longer standing end. */
export interface ChargeEnd {
  /** The shares ending: their tickets no longer stand. */
  ended: ChargeShare[];
  /** The charge's status after: a due one is cancelled (unless only shares of nothing ended); a paid one refunded once nothing of it stands. */
  status: 'due' | 'cancelled' | 'paid' | 'refunded';
  /** Of a paid charge: the ended shares, given back the way it was paid. */
  giveBack: number;
  /**
   * Of a due charge cancelled: the standing tickets' shares, owed again as a new charge (a charge's amount
   * never changes under a payment that may be collecting it). Empty when they come to nothing.
   */
  owedAgain: ChargeShare[];
}

/**
 * What cancelling tickets does to a charge with these shares (those not ended before), `standing` the
 * order's tickets that stand after it; null when none of its shares ends. A due charge of which some
 * tickets still stand is cancelled and their shares owed again; a paid one gives back the cancelled
 * tickets' shares, and is refunded when none of its tickets stands (its last shares given back: never
 * more than it took, in all).
 */
export function chargeEnd(status: 'due' | 'paid', shares: readonly ChargeShare[], standing: ReadonlySet<string>): ChargeEnd | null {
  const ended = shares.filter((share) => !standing.has(share.ticketId));
  if (!ended.length) return null;
  const kept = shares.filter((share) => standing.has(share.ticketId));
  if (status === 'paid') return { ended, status: kept.length ? 'paid' : 'refunded', giveBack: sumOf(ended), owedAgain: [] };
  // Only shares of nothing ended (tickets moved at no difference): what is owed is unchanged.
  if (kept.length && sumOf(ended) === 0) return { ended, status: 'due', giveBack: 0, owedAgain: [] };
  return { ended, status: 'cancelled', giveBack: 0, owedAgain: sumOf(kept) > 0 ? kept : [] };
}

/** Shares of several charges owed again as one (one charge per action): by ticket, in the order first met. */
export function mergeShares(groups: readonly (readonly ChargeShare[])[]): ChargeShare[] {
  const merged = new Map<string, number>();
  for (const share of groups.flat()) merged.set(share.ticketId, (merged.get(share.ticketId) ?? 0) + share.amount);
  return [...merged].map(([ticketId, amount]) => ({ ticketId, amount }));
}
