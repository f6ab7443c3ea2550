import type { ChargeStatus } from './money-states';

/*
 * A booking's money as its visitor reads it on My booking (lib/server/my-booking/resolvers.ts): what the
 * booking cost in all once moves to dearer sessions were paid for, and which of its charges (a dearer
 * move's difference: lib/server/orders/charges.ts) stand in its list of payments as charges. Pure: the
 * server reads the rows and applies these.
 */

export interface ChargeFact {
  id: string;
  status: ChargeStatus;
  amount: number;
}

/**
 * What differences the visitor paid: charges paid, and paid then given back (their refunds are listed
 * apart, as the order's own payment's are, so the total stays what was paid in all). One due or
 * cancelled unpaid added nothing.
 */
export function differencesPaid(charges: readonly ChargeFact[]): number {
  return charges.filter((charge) => charge.status === 'paid' || charge.status === 'refunded').reduce((sum, charge) => sum + charge.amount, 0);
}

/** The order's total with the differences paid since it was placed. */
export const totalWithDifferences = (orderTotal: number, charges: readonly ChargeFact[]): number => orderTotal + differencesPaid(charges);

/**
 * Whether a charge is listed as a charge of its own: one still to pay, or one that ended with nothing
 * paid ("no longer due"). A charge some payment took (`takenBy`: the charges a payment collected) is
 * listed once, as that payment, never again beside it as owed or no longer due: paid, refunded, or
 * cancelled while its payment was under way (that money goes back, listed as a refund).
 */
export function listedAsCharge(charge: ChargeFact, takenBy: ReadonlySet<string>): boolean {
  if (takenBy.has(charge.id)) return false;
  return charge.status === 'due' || charge.status === 'cancelled';
}
