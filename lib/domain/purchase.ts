import type { AddOnItem, AnalyticsItem, Purchase, VariationItem } from './analytics';
import { minorDigits, type Money } from './money';

/**
 * The 'purchase' conversion built from what the visitor bought (lib/domain/analytics.ts has its shape and
 * what the trackers take). Pure: the confirmation pages hand in their GraphQL answers, trackers get plain data.
 */

/** The brand label items carry: the park's name (the same in every language), else the locale's title. */
export const brandOf = (locale: { title: string; park?: { name: string } | null }): string => locale.park?.name ?? locale.title;

/** Minor units to the decimal amount analytics accounts expect (7950 NZD → 79.5; JPY stays whole). */
export function toMajorUnits(amount: number, currency: string): number {
  const digits = minorDigits(currency);
  return Number((amount / 10 ** digits).toFixed(digits));
}

/** What the mapping needs from a completed booking; the confirmation's getOrder answer has this shape. */
export interface OrderFacts {
  bookingId: string;
  total: Money;
  lines: {
    activity: { title: string };
    /** Each ticket type's price on the session's day (price rules applied): what the visitor was charged. */
    session: { prices: { variationId: string; price: Money }[] };
    tickets: { quantity: number; variation: { id: string; title: string; participants: number; price: Money } }[];
    addOns: { quantity: number; addOn: { id: string; title: string; price: Money; perParticipant: boolean } }[];
    upgrade?: { id: string; title: string; pricePerParticipant: Money } | null;
  }[];
}

/** Variation and add-on lines of a booking, priced as the server priced the order. */
export function orderItems(order: OrderFacts, brand: string): AnalyticsItem[] {
  return order.lines.flatMap((line) => {
    const category = line.activity.title;
    const participants = line.tickets.reduce((sum, ticket) => sum + ticket.variation.participants * ticket.quantity, 0);
    const tickets: VariationItem[] = line.tickets
      .filter((ticket) => ticket.quantity > 0)
      .map(({ quantity, variation }) => {
        const price = line.session.prices.find((p) => p.variationId === variation.id)?.price ?? variation.price;
        return {
          title: variation.title,
          id: variation.id,
          priceAmount: toMajorUnits(price.amount, price.currency),
          priceCurrency: price.currency,
          quantity,
          participants: variation.participants,
          totalAmount: toMajorUnits(price.amount * quantity, price.currency),
          totalParticipants: variation.participants * quantity,
          variationId: variation.id,
          brand,
          category,
        };
      });
    // A per-participant add-on is bought once for each person the tickets admit.
    const addOns: AddOnItem[] = line.addOns
      .map(({ quantity, addOn }) => ({ addOn, units: quantity * (addOn.perParticipant ? participants : 1) }))
      .filter(({ units }) => units > 0)
      .map(({ addOn, units }) => addOnItem(addOn.id, addOn.title, addOn.price, units, brand, category));
    const upgrade = line.upgrade && participants > 0 ? [addOnItem(line.upgrade.id, line.upgrade.title, line.upgrade.pricePerParticipant, participants, brand, category)] : [];
    return [...tickets, ...addOns, ...upgrade];
  });
}

function addOnItem(id: string, title: string, price: Money, quantity: number, brand: string, category: string): AddOnItem {
  return {
    title,
    id,
    priceAmount: toMajorUnits(price.amount, price.currency),
    priceCurrency: price.currency,
    quantity,
    totalAmount: toMajorUnits(price.amount * quantity, price.currency),
    addOnId: id,
    brand,
    category,
  };
}

/**
 * Whether a booking counts as revenue, so may be reported as a 'purchase': only money taken. A
 * pay-on-arrival reservation (awaiting its emailed confirmation, or reserved) is unpaid, and an order
 * whose total is due at the desk (one placed before reservations existed) collected nothing (issue #21).
 */
export function isRevenue(order: { status: string; dueOnArrival?: Money | null }): boolean {
  return order.status === 'paid' && !order.dueOnArrival?.amount;
}

/** The 'purchase' conversion of a completed booking (check isRevenue first). */
export function orderPurchase(order: OrderFacts, brand: string): Purchase {
  return {
    transactionId: order.bookingId,
    value: toMajorUnits(order.total.amount, order.total.currency),
    currency: order.total.currency,
    items: orderItems(order, brand),
  };
}

export const GIFT_VOUCHER_ITEM_ID = 'gift-voucher';

/** What the mapping needs from a completed gift voucher purchase (the getGiftPurchase answer has it). */
export interface GiftPurchaseFacts {
  bookingId: string;
  /** The voucher's value. */
  amount: Money;
  /** What the visitor paid: the value plus any card fee. */
  total: Money;
}

/**
 * The 'purchase' conversion of a gift voucher: one line, the voucher, whose category is the booking's
 * title. It admits nobody by itself, so it counts no participants.
 */
export function giftVoucherPurchase(gift: GiftPurchaseFacts, brand: string, title = 'Gift voucher'): Purchase {
  const { amount, currency } = gift.amount;
  const item: VariationItem = {
    title,
    id: GIFT_VOUCHER_ITEM_ID,
    priceAmount: toMajorUnits(amount, currency),
    priceCurrency: currency,
    quantity: 1,
    participants: 0,
    totalAmount: toMajorUnits(amount, currency),
    totalParticipants: 0,
    variationId: GIFT_VOUCHER_ITEM_ID,
    brand,
    category: title,
  };
  return {
    transactionId: gift.bookingId,
    value: toMajorUnits(gift.total.amount, gift.total.currency),
    currency: gift.total.currency,
    items: [item],
  };
}

