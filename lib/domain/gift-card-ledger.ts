/*
 * The gift-card ledger's rules: a card's balance is the sum of its entries (credits positive, debits
 * negative), never a stored column, and a debit never takes it below zero. The server applies these
 * under a row lock on the card (lib/server/gift-cards/gift-card-ledger.ts).
 */

/** One ledger entry in minor units, and the order it belongs to (none for the card's issue). */
export interface LedgerEntry {
  amount: number;
  orderId: string | null;
}

export const ledgerBalance = (entries: readonly LedgerEntry[]): number => entries.reduce((sum, entry) => sum + entry.amount, 0);

/** Whether a card with `balance` can give `amount` (an amount, not a signed entry). */
export const canDebit = (balance: number, amount: number): boolean => Number.isInteger(amount) && amount >= 0 && amount <= balance;

/**
 * What an order must take from its card again after it gave its amount back (it expired or was
 * cancelled, then its payment arrived late): its gift-card amount less what its entries still take.
 * 0 when nothing was given back, so a repeated "paid" never debits twice.
 */
export function amountToRetake(orderGiftCardAmount: number, orderEntries: readonly LedgerEntry[]): number {
  const taken = -ledgerBalance(orderEntries);
  return Math.max(0, orderGiftCardAmount - taken);
}
