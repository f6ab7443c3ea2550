import { minorDigits, type Money } from './money';

/**
 * Analytics items (variation and add-on lines) and the 'purchase' conversion, built from what the
 * visitor bought. Pure: the confirmation pages hand in their GraphQL answers, trackers get plain data.
 */

interface ItemBase {
  title: string;
  /** The catalogue id of what was sold (a ticket type, an add-on): the same product always has the same id. */
  id: string;
  /** Unit price in major units (79.5 for NZ$79.50), as analytics accounts expect. */
  priceAmount: number;
  priceCurrency: string;
  quantity: number;
  totalAmount: number;
  /** The operator's brand label for the park. */
  brand: string;
  /** The activity's title, or the booking's title when there is no activity (a gift voucher). */
  category: string;
}

/** A ticket type at an activity: a variation line. */
export interface VariationItem extends ItemBase {
  /** People admitted by one ticket. */
  participants: number;
  totalParticipants: number;
  variationId: string;
}

/** An add-on (or an upgrade, sold per participant like one): an add-on line. */
export interface AddOnItem extends ItemBase {
  addOnId: string;
}

export type AnalyticsItem = VariationItem | AddOnItem;

export interface Purchase {
  /** The booking ID the visitor sees: one transaction per order, whatever the page does. */
  transactionId: string;
  /** What the visitor paid, in major units. */
  value: number;
  currency: string;
  items: AnalyticsItem[];
}

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

/** Google Analytics 4's ecommerce item, for the page-view tracker's and tag manager's purchase. */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_category: string;
  price: number;
  quantity: number;
}

export const toGa4Items = (items: AnalyticsItem[]): Ga4Item[] =>
  items.map((item) => ({
    item_id: item.id,
    item_name: item.title,
    item_brand: item.brand,
    item_category: item.category,
    price: item.priceAmount,
    quantity: item.quantity,
  }));

/** The social pixel's Purchase parameters (its standard event's documented fields). */
export function pixelPurchase(purchase: Purchase) {
  return {
    value: purchase.value,
    currency: purchase.currency,
    content_type: 'product',
    content_ids: purchase.items.map((item) => item.id),
    contents: purchase.items.map((item) => ({ id: item.id, quantity: item.quantity, item_price: item.priceAmount })),
    num_items: purchase.items.reduce((sum, item) => sum + item.quantity, 0),
  };
}

/**
 * Confirmation pages are addressed by an unguessable token that opens the visitor's booking (name,
 * email, tickets). Analytics and error reports get the route instead, never the token.
 */
const SECRET_PATHS: [RegExp, string][] = [
  [/^\/booking\/[^/?#]+/, '/booking/[token]'],
  [/^\/gift-vouchers\/purchase\/[^/?#]+/, '/gift-vouchers/purchase/[token]'],
  // The emailed link that confirms a pay-on-arrival reservation: its key proves the visitor's address.
  [/^\/reservation\/[^/?#]+/, '/reservation/[token]'],
  // A charge's payment link (issue #22): its key opens the booking and pays what it owes.
  [/^\/pay\/[^/?#]+/, '/pay/[token]'],
  // A rider's personal link: its key opens that rider's details and waiver.
  [/^\/rider\/[^/?#]+/, '/rider/[token]'],
];

export function redactPath(path: string): string {
  for (const [pattern, route] of SECRET_PATHS) if (pattern.test(path)) return path.replace(pattern, route);
  return path;
}

/** Campaign parameters analytics needs for attribution; any other query (tokens, codes) stays out. */
const CAMPAIGN_PARAM = /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid)$/;

/** The page URL reported with a page view: origin and redacted path, with only campaign parameters. */
export function trackedLocation(origin: string, path: string, search = ''): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [key, value] of params) if (CAMPAIGN_PARAM.test(key)) kept.append(key, value);
  const query = kept.toString();
  return `${origin}${redactPath(path)}${query ? `?${query}` : ''}`;
}
