/** Carts: the visitor's cart and the holds that keep its places while they book. */
export { getCart, takeOutOfCart } from './cart-service';
export type { CartItemView, CartView } from './cart-service';
export { lineResolvers } from './line-resolvers';
