/** Promo codes: looking a code up (a promo or a gift card), and counting its uses. */
export { lookUpCode, releasePromoCode, toPromoRule, usePromoCode } from './code-service';
export type { CodeLookup } from './code-service';
