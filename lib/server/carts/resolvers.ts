import type { Resolvers } from '@/graphql/generated/resolvers';
import { visitor, type GraphQLContext } from '../locales';
import { addToCart, emptyCart, getCart, removeCartItem, setItemAddOns } from './cart-service';
import { lineResolvers } from './line-resolvers';

const cartOf = (ctx: GraphQLContext) => getCart(ctx.anonymousToken, ctx.locale.id, ctx.locale.timeZone);

export const cartResolvers: Resolvers = {
  Query: {
    getCart: (_parent, _args, ctx) => cartOf(ctx),
  },
  Mutation: {
    addToCart: async (_parent, { input }, ctx) => {
      const result = await addToCart({
        anonymousToken: visitor(ctx),
        clientAddress: ctx.clientAddress,
        localeId: ctx.locale.id,
        parkId: ctx.locale.parkId,
        activitySlug: input.activitySlug.toLowerCase(),
        sessionId: input.sessionId,
        tickets: input.tickets,
        addOns: input.addOns ?? [],
        upgradeId: input.upgradeId ?? null,
      });
      if (result.kind === 'soldOut') return { __typename: 'SoldOut', remaining: result.remaining };
      if (result.kind === 'invalid') return { __typename: 'InvalidSelection', code: result.problem };
      if (result.kind === 'limited') {
        return { __typename: 'LimitReached', reason: result.code, limit: result.limit ?? null, retryAfterSeconds: result.retryAfterSeconds ?? null };
      }
      return { __typename: 'CartUpdated', cart: await cartOf(ctx) };
    },
    removeFromCart: async (_parent, { itemId }, ctx) => {
      await removeCartItem(visitor(ctx), ctx.locale.id, itemId);
      return cartOf(ctx);
    },
    setCartItemAddOns: async (_parent, { itemId, addOns }, ctx) => {
      await setItemAddOns(visitor(ctx), ctx.locale.id, itemId, addOns);
      return cartOf(ctx);
    },
    emptyCart: async (_parent, _args, ctx) => {
      await emptyCart(visitor(ctx), ctx.locale.id);
      return cartOf(ctx);
    },
  },
  Cart: {
    total: (cart, _args, { locale }) => ({ amount: cart.total, currency: locale.currency }),
  },
  CartItem: {
    ...lineResolvers,
    total: (item, _args, { locale }) => ({ amount: item.total, currency: locale.currency }),
    holdExpiresAt: (item) => item.holdExpiresAt?.toISOString() ?? null,
  },
};
