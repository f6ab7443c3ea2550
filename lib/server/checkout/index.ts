/** Checkout: pricing a cart, placing an order or a gift purchase, and answering with its payment step. */
export { priceCheckout } from './checkout-service';
export type { CheckoutQuote, CodeStatus } from './checkout-service';
export { createAndCompleteOrder, resume } from './order-service';
export type { OrderInput, OrderOutcome } from './order-service';
export { findGiftPurchase, purchaseGiftCard } from './gift-purchase';
