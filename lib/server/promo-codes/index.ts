/** Promo codes: looking a code up (a promo or a gift card), counting its uses, and the back office's codes. */
export { lookUpCode, releasePromoCode, toPromoRule, usePromoCode } from './code-service';
export type { CodeLookup } from './code-service';
export { createPromo, disablePromo, promoDesk, updatePromo } from './promo-code-desk';
export type { PromoCodeInput, PromoCodeView, PromoDesk, PromoResult } from './promo-code-desk';
