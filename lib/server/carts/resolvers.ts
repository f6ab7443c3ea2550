import type { Resolvers } from '@/graphql/generated/resolvers';
import { todayIn } from '@/lib/domain/calendar';
import { priceOn } from '@/lib/domain/pricing';
import { sessionStart } from '@/lib/domain/time';
import { visitor, type GraphQLContext } from '../locales';
import { addToCart, emptyCart, getCart, removeCartItem, setItemAddOns, type CartItemView } from '@/lib/server/carts/cart-service';
import { getCatalogue } from '@/lib/server/activities';

/** The fields a cart item and an order line share: both are an activity at a session with a choice. */
export const lineResolvers = {
  activity: async (item: Line) => (await getCatalogue()).activities.find((a) => a.id === item.activityId)!,
  session: async (item: Line, _args: unknown, { locale }: GraphQLContext) => {
    // The day's ticket prices (price rules applied): what the line's tickets cost, for its analytics items.
    const catalogue = await getCatalogue();
    const day = todayIn(locale.timeZone, item.startsAt);
    const rules = catalogue.priceRulesByActivity.get(item.activityId) ?? [];
    return {
      id: item.sessionId,
      ...sessionStart(item.startsAt, locale),
      remaining: 0,
      soldOut: false,
      prices: (catalogue.variationsByActivity.get(item.activityId) ?? []).map((variation) => ({
        variationId: variation.id,
        price: { amount: priceOn(variation.price, day, rules), currency: locale.currency },
      })),
    };
  },
  tickets: async (item: Line) => {
    const variations = (await getCatalogue()).variationsByActivity.get(item.activityId) ?? [];
    return item.tickets.flatMap((ticket) => {
      const variation = variations.find((v) => v.id === ticket.variationId);
      return variation ? [{ variation, quantity: ticket.quantity }] : [];
    });
  },
  addOns: async (item: Line) => {
    const addOns = (await getCatalogue()).addOnsByActivity.get(item.activityId) ?? [];
    return item.addOns.flatMap((choice) => {
      const addOn = addOns.find((a) => a.id === choice.addOnId);
      return addOn ? [{ addOn, quantity: choice.quantity }] : [];
    });
  },
  upgrade: async (item: Line) => (await getCatalogue()).upgradesByActivity.get(item.activityId)?.find((u) => u.id === item.upgradeId) ?? null,
};

type Line = Pick<CartItemView, 'activityId' | 'sessionId' | 'startsAt' | 'tickets' | 'addOns' | 'upgradeId'>;

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
