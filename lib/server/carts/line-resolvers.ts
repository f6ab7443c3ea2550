import { todayIn } from '@/lib/domain/calendar';
import { priceOn } from '@/lib/domain/pricing';
import { sessionStart } from '@/lib/domain/time';
import { getCatalogue } from '../activities';
import type { GraphQLContext } from '../locales';
import type { CartItemView } from './cart-service';

type Line = Pick<CartItemView, 'activityId' | 'sessionId' | 'startsAt' | 'tickets' | 'addOns' | 'upgradeId'> & Partial<Pick<CartItemView, 'prices'>>;

/** The fields a cart item and an order line share: both are an activity at a session with a choice. */
export const lineResolvers = {
  activity: async (item: Line) => (await getCatalogue()).activities.find((a) => a.id === item.activityId)!,
  session: async (item: Line, _args: unknown, { locale }: GraphQLContext) => {
    // The day's ticket prices (price rules applied): what the line's tickets cost, for its analytics items;
    // a cart item's are the prices kept when it was added (a later change of price does not reach it).
    const catalogue = await getCatalogue();
    const day = todayIn(locale.timeZone, item.startsAt);
    const rules = catalogue.priceRulesByActivity.get(item.activityId) ?? [];
    return {
      id: item.sessionId,
      ...sessionStart(item.startsAt, locale),
      remaining: 0,
      soldOut: false,
      // Not read for a line (a cart shows no availability); placing the order refuses a closed session.
      closed: false,
      prices: (catalogue.variationsByActivity.get(item.activityId) ?? []).map((variation) => ({
        variationId: variation.id,
        price: { amount: item.prices?.tickets[variation.id] ?? priceOn(variation, day, rules), currency: locale.currency },
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
