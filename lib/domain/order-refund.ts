import { priceOn, type PricedTicket, type PriceRule } from './pricing';

/*
 * What staff may give back when they cancel or move tickets of an order (issue #22), computed on the
 * server from the tickets chosen, never taken from the browser. Pure: the caller reads the order, its
 * lines, its tickets and what earlier actions released, and records what this returns.
 *
 * The rule, in three steps:
 * 1. A ticket is worth its share of its line after the line's discount (the line's add-ons and upgrade
 *    included), shared by the tickets' catalogue prices; cents left over by rounding go to the tickets
 *    with the largest remainders, ties by code, so the shares of a line add up to the line exactly.
 * 2. A set of tickets is worth the same share of what the order collected: of its total (the money taken
 *    through its gateway, card fee included; for a reservation, what is due at the desk) and, apart, of
 *    the amount a gift card paid. Rounded down; every ticket of the order is worth exactly all of it.
 * 3. A cancellation releases what the cancelled tickets are worth together with those cancelled before,
 *    less what earlier actions released (a cheaper move's release counted against the tickets it belongs
 *    to, releaseShares), never less than nothing and never more than is left. So however
 *    an order is cancelled, one ticket at a time or all at once, no more than it collected ever goes back,
 *    and cancelling the last ticket gives back exactly what is left.
 */

export interface ValuedLine {
  id: string;
  /** What the line cost before its discount (tickets, add-ons, upgrade), minor units. */
  total: number;
  discount: number;
}

export interface ValuedTicket {
  code: string;
  /** The line it was bought in (moves do not change it). */
  lineId: string;
  /** Its ticket type's catalogue price: only the proportion between a line's tickets matters. */
  weight: number;
}

/** The two kinds of money an order collected, and what earlier actions released of each. */
export interface Collected {
  /** The order's total: the gateway's money (or, for a reservation, what is due at the desk). */
  money: number;
  /** What the order's gift card paid. */
  giftCard: number;
}

export type Released = Collected;

/** Splits `amount` in proportion to `weights` (equally when they are all 0), summing to `amount` exactly. */
export function shareOut(amount: number, items: { key: string; weight: number }[]): Map<string, number> {
  const shares = new Map<string, number>();
  if (!items.length) return shares;
  const weights = items.map((item) => Math.max(0, item.weight));
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  const used = whole > 0 ? weights : items.map(() => 1);
  const total = whole > 0 ? whole : items.length;
  const exact = used.map((weight) => (amount * weight) / total);
  const floors = exact.map(Math.floor);
  let left = amount - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = items
    .map((item, index) => ({ index, key: item.key, remainder: exact[index] - floors[index] }))
    .sort((a, b) => b.remainder - a.remainder || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    floors[index] += 1;
    left -= 1;
  }
  items.forEach((item, index) => shares.set(item.key, floors[index]));
  return shares;
}

/** Each ticket's share of its line after the line's discount (step 1). */
export function ticketValues(lines: ValuedLine[], tickets: ValuedTicket[]): Map<string, number> {
  const values = new Map<string, number>();
  for (const line of lines) {
    const own = tickets.filter((ticket) => ticket.lineId === line.id).map((ticket) => ({ key: ticket.code, weight: ticket.weight }));
    for (const [code, value] of shareOut(Math.max(0, line.total - line.discount), own)) values.set(code, value);
  }
  return values;
}

/** What a set of the order's tickets is worth of one kind of collected money (step 2). */
function worthOf(amount: number, codes: ReadonlySet<string>, values: Map<string, number>): number {
  if (codes.size >= values.size && [...values.keys()].every((code) => codes.has(code))) return amount;
  const whole = [...values.values()].reduce((sum, value) => sum + value, 0);
  if (whole <= 0) return 0;
  const part = [...codes].reduce((sum, code) => sum + (values.get(code) ?? 0), 0);
  return Math.floor((amount * part) / whole);
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, Math.max(0, max)));

/**
 * What cancelling `cancelling` releases, when `cancelledBefore` were cancelled by earlier actions and
 * `released` is what those (and any move refunds) released (step 3).
 */
export function cancellationRelease(input: {
  lines: ValuedLine[];
  tickets: ValuedTicket[];
  collected: Collected;
  released: Released;
  cancelledBefore: ReadonlySet<string>;
  cancelling: ReadonlySet<string>;
  /**
   * What cheaper moves gave back, each for the tickets it moved (their codes now; null for moves recorded
   * before their tickets were: counted for the whole order). Part of `released`.
   */
  moves?: readonly MoveReleased[];
}): Released {
  const values = ticketValues(input.lines, input.tickets);
  const after = new Set([...input.cancelledBefore, ...input.cancelling]);
  // A move's refund lowered its own tickets' worth, not the others': only the part of it that belongs to
  // tickets now cancelled comes off their release (the rest stays with the tickets that still stand).
  const moved = (input.moves ?? []).reduce((sum, move) => sum + move.money, 0);
  const movedHere = (input.moves ?? []).reduce((sum, move) => sum + moveShare(move, after, values), 0);
  const counted = { money: input.released.money - moved + movedHere, giftCard: input.released.giftCard };
  const release = (kind: keyof Collected) =>
    clamp(worthOf(input.collected[kind], after, values) - counted[kind], input.collected[kind] - input.released[kind]);
  return { money: release('money'), giftCard: release('giftCard') };
}

/** What a cheaper move gave back, and for which tickets. */
export interface MoveReleased {
  codes: readonly string[] | null;
  money: number;
  /**
   * What of it each of `codes` counts (same order, adding up to `money`; releaseShares): absent for moves
   * recorded before, whose refund is shared by the tickets' worth.
   */
  shares?: readonly number[] | null;
}

/**
 * The part of a move's refund that belongs to the tickets in `set`: all of it once they all are; until
 * then, each ticket's own part (releaseShares: a ticket moved at no difference got none of it), or for a
 * move recorded without them, shares by the tickets' worth.
 */
function moveShare(move: MoveReleased, set: ReadonlySet<string>, values: Map<string, number>): number {
  const own = (move.codes ?? []).filter((code) => values.has(code));
  // Tickets it names no longer known (or none named): counted for the whole order, as before they were.
  if (!own.length || own.every((code) => set.has(code))) return move.money;
  if (move.shares && move.codes && move.shares.length === move.codes.length) {
    return move.codes.reduce((sum, code, index) => sum + (set.has(code) ? move.shares![index] : 0), 0);
  }
  const whole = own.reduce((sum, code) => sum + (values.get(code) ?? 0), 0);
  const part = own.filter((code) => set.has(code)).reduce((sum, code) => sum + (values.get(code) ?? 0), 0);
  return whole > 0 ? Math.floor((move.money * part) / whole) : 0;
}

/**
 * The catalogue price difference of moving tickets from one local day to another of the same activity
 * (dated prices and weekend and peak-day rules apply to the new day as they would to a sale): positive when the new day
 * costs more. Promo discounts and card fees are left as they were.
 */
export function moveDifference(tickets: PricedTicket[], fromDay: string, toDay: string, rules: PriceRule[]): number {
  return tickets.reduce((sum, ticket) => sum + priceOn(ticket, toDay, rules) - priceOn(ticket, fromDay, rules), 0);
}

/** A ticket a cheaper move concerns: its own saving (0 for one that did not move), and what the move offset of its due charge shares. */
export interface MoveSaving {
  ticketId: string;
  saving: number;
  offset: number;
}

/**
 * What of a cheaper move's release each ticket it concerns counts, adding up to `released`, so a later
 * cancellation counts against a ticket what is its own (cancellationRelease). A ticket's saving (the price
 * where it was less where it goes) first undoes its own unpaid differences (its due shares the move
 * offset); what is left of it pays other tickets' due shares, then is given back. So a ticket whose due
 * share another ticket's saving paid counts that much less (negative: cancelling it gives that back), the
 * tickets whose savings paid it that much more, and each of those its part of the release, in proportion
 * to what is left of its saving (cents by largest remainder). A ticket moved at no difference counts none.
 */
export function releaseShares(released: number, tickets: readonly MoveSaving[]): Map<string, number> {
  const left = tickets.map((ticket) => ({ ticketId: ticket.ticketId, left: Math.max(0, ticket.saving) - ticket.offset }));
  const received = left.reduce((sum, ticket) => sum + Math.max(0, -ticket.left), 0);
  const given = shareOut(Math.max(0, released) + received, left.map((ticket) => ({ key: ticket.ticketId, weight: Math.max(0, ticket.left) })));
  return new Map(left.map((ticket) => [ticket.ticketId, ticket.left < 0 ? ticket.left : (given.get(ticket.ticketId) ?? 0)]));
}

/**
 * What a move that costs `difference` less releases. The order's charges still due (dearer moves whose
 * difference was never paid) are offset first: money the park never received is never given back, so a
 * move to a dearer session and back releases nothing. released = max(0, −difference − due), and at most
 * what the order has left to give back.
 */
export function moveRelease(difference: number, collected: Collected, released: Released, due: number): number {
  return difference >= 0 ? 0 : clamp(-difference - Math.max(0, due), collected.money - released.money);
}

/** A charge still due, as a cheaper move offsets it. */
export interface DueCharge {
  id: string;
  amount: number;
}

/**
 * How a cheaper move's `saving` offsets the order's due charges, newest first (the dearer move it most
 * likely undoes): each charge wholly covered is cancelled; one partly covered is cancelled too and what is
 * left of it is owed again as a new charge (`remainder`), so a charge's amount never changes under a
 * payment that may be collecting it. `offset` is what the charges absorbed: min(saving, their total).
 */
export function offsetDueCharges(charges: readonly DueCharge[], saving: number): { cancel: string[]; remainder: number; offset: number } {
  const cancel: string[] = [];
  let left = Math.max(0, saving);
  let remainder = 0;
  for (const charge of [...charges].reverse()) {
    if (left <= 0) break;
    cancel.push(charge.id);
    remainder = Math.max(0, charge.amount - left);
    left = Math.max(0, left - charge.amount);
  }
  const offset = Math.max(0, saving) - left;
  return { cancel, remainder, offset };
}
