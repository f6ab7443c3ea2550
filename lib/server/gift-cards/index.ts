/** Gift cards: the ledger every balance is summed from, redemption, issuing a bought card, balance checks, refunds onto cards, and the back office's cards (complimentary cards, adjustments, voids). */
export { checkGiftCardBalance } from './balance-check';
export { issueGiftCard } from './gift-card-issue';
export { codeIssuedBy, findGiftCard, normaliseCode, redeemGiftCard, restoreGiftCard, retakeGiftCard } from './gift-card-ledger';
export type { GiftCardBalance } from './gift-card-ledger';
export { creditOrderGiftCard, issueRefundGiftCard } from './gift-card-refund';
export { adjustCard, complimentaryParks, findCardForStaff, issueComplimentaryCard, voidCard } from './gift-card-desk';
export type { DeskResult } from './gift-card-desk';
export type { StaffGiftCardView } from './gift-card-view';
