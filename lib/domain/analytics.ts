/**
 * Analytics items (variation and add-on lines) and the 'purchase' conversion as the trackers take them,
 * and the page views' addresses. Pure. What builds a purchase from an order is lib/domain/purchase.ts (the
 * confirmation pages'), out of every page's first load.
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
  // A booking's own page, and a rider's personal link (their details and waiver).
  [/^\/my-booking\/[^/?#]+/, '/my-booking/[token]'],
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
