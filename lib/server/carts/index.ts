/** Carts: the visitor's cart and the holds that keep its places while they book. */
export { getCart, putHeldPlacesInCart, takeOutOfCart } from './cart-service';
export type { CartItemView, CartView, HeldPlacesResult } from './cart-service';
export { lineResolvers } from './line-resolvers';
