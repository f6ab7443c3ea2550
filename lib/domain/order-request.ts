import type { Ticket } from './cart';

/** What a cart line asks for, as an order line keeps it. */
export interface RequestedLine {
  sessionId: string;
  tickets: Ticket[];
  addOns: { addOnId: string; quantity: number }[];
  upgradeId: string | null;
}

const byKey = <T>(key: (item: T) => string) => (a: T, b: T) => key(a).localeCompare(key(b));

/** A canonical form of the lines: order and zero quantities do not matter. */
export function linesFingerprint(lines: RequestedLine[]): string {
  return JSON.stringify(
    lines
      .map((line) => ({
        s: line.sessionId,
        t: line.tickets.filter((t) => t.quantity > 0).map((t) => [t.variationId, t.quantity]).sort(byKey((t) => String(t[0]))),
        a: line.addOns.filter((a) => a.quantity > 0).map((a) => [a.addOnId, a.quantity]).sort(byKey((a) => String(a[0]))),
        u: line.upgradeId,
      }))
      .sort(byKey((line) => JSON.stringify(line))),
  );
}

/**
 * Whether a createAndCompleteOrder call with an idempotency key already used is a retry of the call that
 * placed `placed`. Placing empties the cart, so a retry finds it empty (or, when the order was not paid
 * and its cart was restored, holding the same lines). A cart with other lines means the key is being
 * reused for a different purchase: that is refused rather than answered with the old order.
 */
export function isRetryOf(placed: RequestedLine[], cart: RequestedLine[]): boolean {
  return cart.length === 0 || linesFingerprint(placed) === linesFingerprint(cart);
}
