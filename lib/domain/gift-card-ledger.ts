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

/**
 * What a ledger entry is: a purchase's or a complimentary card's opening credit, a redemption by an order
 * and its reversal, a refund onto a card (with the park's bonus on a visitor's own cancellation, issue #24),
 * and staff's adjustments and void (issue #22).
 */
export const GIFT_CARD_ENTRY_KINDS = ['purchase', 'complimentary', 'redemption', 'reversal', 'refund', 'bonus', 'adjustment', 'void'] as const;
export type GiftCardEntryKind = (typeof GIFT_CARD_ENTRY_KINDS)[number];

/** A card is void once its ledger has a void entry: it can no longer be spent or adjusted. */
export const isVoided = (entries: readonly { kind: GiftCardEntryKind }[]): boolean => entries.some((entry) => entry.kind === 'void');

/** Why staff cannot adjust a card by `amount` (a signed entry in minor units); null when they can. */
export type AdjustmentRefusal = 'invalidAmount' | 'tooLarge' | 'belowZero' | 'voided';

/**
 * An adjustment is a non-zero whole number of minor units, no larger either way than `max` (the park's
 * largest gift card), on a card that is not void, and it never takes the balance below zero.
 */
export function adjustmentRefusal(card: { balance: number; voided: boolean }, amount: number, max: number): AdjustmentRefusal | null {
  if (!Number.isSafeInteger(amount) || amount === 0) return 'invalidAmount';
  if (Math.abs(amount) > max) return 'tooLarge';
  if (card.voided) return 'voided';
  if (card.balance + amount < 0) return 'belowZero';
  return null;
}

/** The void's entry: it takes whatever is left, so the balance is zero afterwards (and never goes up). */
export const voidEntryAmount = (balance: number): number => (balance > 0 ? -balance : 0);
