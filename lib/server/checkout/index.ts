/** Checkout: pricing a cart, placing an order or a gift purchase, and answering with its payment step. */
export { checkoutResolvers } from './resolvers';
export { giftPurchaseResolvers } from './gift-resolvers';
