import { GraphQLError } from 'graphql';
import type { Resolvers } from '@/graphql/generated/resolvers';
import { localTime } from '@/lib/domain/time';
import type { GraphQLContext } from '@/lib/server/graphql/context';
import { addToCart, emptyCart, getCart, removeCartItem } from '@/lib/server/services/cart-service';
import { getCatalogue } from '@/lib/server/services/catalogue-service';

function visitor({ anonymousToken }: GraphQLContext): string {
  if (!anonymousToken) throw new GraphQLError('The anonymous token header is missing', { extensions: { code: 'BAD_USER_INPUT' } });
  return anonymousToken;
}

const cartOf = (ctx: GraphQLContext) => getCart(ctx.anonymousToken, ctx.locale.id, ctx.locale.timeZone);

export const cartResolvers: Resolvers = {
  Query: {
    getCart: (_parent, _args, ctx) => cartOf(ctx),
  },
  Mutation: {
    addToCart: async (_parent, { input }, ctx) => {
      const result = await addToCart({
        anonymousToken: visitor(ctx),
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
      return { __typename: 'CartUpdated', cart: await cartOf(ctx) };
    },
    removeFromCart: async (_parent, { itemId }, ctx) => {
      await removeCartItem(visitor(ctx), ctx.locale.id, itemId);
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
    activity: async (item) => (await getCatalogue()).activities.find((a) => a.id === item.activityId)!,
    session: (item, _args, { locale }) => ({
      id: item.sessionId,
      startsAt: item.startsAt.toISOString(),
      localTime: localTime(item.startsAt, locale.timeZone),
      remaining: 0,
      soldOut: false,
      prices: [],
    }),
    tickets: async (item) => {
      const variations = (await getCatalogue()).variationsByActivity.get(item.activityId) ?? [];
      return item.tickets.flatMap((ticket) => {
        const variation = variations.find((v) => v.id === ticket.variationId);
        return variation ? [{ variation, quantity: ticket.quantity }] : [];
      });
    },
    addOns: async (item) => {
      const addOns = (await getCatalogue()).addOnsByActivity.get(item.activityId) ?? [];
      return item.addOns.flatMap((choice) => {
        const addOn = addOns.find((a) => a.id === choice.addOnId);
        return addOn ? [{ addOn, quantity: choice.quantity }] : [];
      });
    },
    upgrade: async (item) => (await getCatalogue()).upgradesByActivity.get(item.activityId)?.find((u) => u.id === item.upgradeId) ?? null,
    total: (item, _args, { locale }) => ({ amount: item.total, currency: locale.currency }),
    holdExpiresAt: (item) => item.holdExpiresAt?.toISOString() ?? null,
  },
};
