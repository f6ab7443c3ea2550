/**
 * When the server asks a provider again about a payment nobody told it about (returns and
 * notifications may come late or never). Pure: `now` and the settings are parameters.
 *
 * - A payment of an order still awaiting payment is checked once it has waited `staleSeconds` without
 *   news, then every `staleSeconds`.
 * - A payment of an order that closed unpaid (expired, cancelled, failed) may still be paid on a
 *   provider page that stays open: it is checked for `lateWindowHours` after it was created, less and
 *   less often (every quarter of its age, never more often than `staleSeconds`), so an old closed order
 *   costs a handful of provider calls, not one per run.
 * - A refund that failed is retried every `staleSeconds` until the provider accepts it.
 */
export interface RecheckSettings {
  staleSeconds: number;
  lateWindowHours: number;
}

export type RecheckKind = 'awaiting' | 'closed' | 'refund';

export interface RecheckCandidate {
  kind: RecheckKind;
  createdAt: Date;
  lastCheckedAt: Date | null;
}

export function recheckDue(candidate: RecheckCandidate, now: Date, settings: RecheckSettings): boolean {
  const age = now.getTime() - candidate.createdAt.getTime();
  const stale = settings.staleSeconds * 1000;
  const sinceCheck = candidate.lastCheckedAt ? now.getTime() - candidate.lastCheckedAt.getTime() : Infinity;
  switch (candidate.kind) {
    case 'awaiting':
    case 'refund':
      return age >= stale && sinceCheck >= stale;
    case 'closed':
      return age <= settings.lateWindowHours * 3_600_000 && sinceCheck >= Math.max(stale, age / 4);
  }
}

/**
 * Money that arrives for an order that had already given its places back (the hold expired, or the
 * visitor backed out, before paying on the provider's page). The rule: honour the booking when every
 * place it needs is still free (the visitor paid for exactly that, and a refund would only make them
 * book again); otherwise flag the order for staff and refund the payment in full through its gateway.
 * pretix refunds whenever the quota is gone; completing while capacity remains is the friendlier half.
 */
export type LateMoneyDecision = 'complete' | 'refund';

export const lateMoneyDecision = (placesStillFree: boolean): LateMoneyDecision => (placesStillFree ? 'complete' : 'refund');

/**
 * Late money for an order whose tickets were cancelled (staff cancelled a reservation, or a visitor their
 * booking) is never a booking again: its tickets stay cancelled, so selling its places again would sell
 * places nobody can use. It goes back.
 */
export const lateMoneyFor = (ticketsCancelled: boolean, placesStillFree: () => Promise<boolean>): Promise<LateMoneyDecision> =>
  ticketsCancelled ? Promise.resolve('refund') : placesStillFree().then(lateMoneyDecision);
