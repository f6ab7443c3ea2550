/**
 * Where an order was placed: the park's own site, the booking widget on another site (its `source` the
 * host page's origin), or a reseller through the OCTO supplier API (its `source` the reseller's id, the
 * resellers row; lib/server/platform/db/schema.ts). Stored on each order (orders.channel,
 * orders.channel_source) for the order desk, reports and attribution.
 */
export const ORDER_CHANNELS = ['site', 'widget', 'reseller'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/**
 * Whether the park mails a booking's customer (its confirmation and tickets, its changes, a closure, the
 * riders' reminder) and lets them find it by email. Not a reseller's: the reseller sold it, delivers its
 * own vouchers with the tickets' codes it got through OCTO, and speaks to its customer itself; the park
 * may not even have the customer's address (docs/octo.md, "The customer").
 */
export const mailsItsCustomer = (channel: OrderChannel): boolean => channel !== 'reseller';

export const isOrderChannel = (value: unknown): value is OrderChannel => (ORDER_CHANNELS as readonly unknown[]).includes(value);

/** A reseller as an order's channel names it: its name, and its park (an order names only its own park's). */
export interface ChannelReseller {
  name: string;
  parkId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a channel source can be a reseller's id (so worth looking up). */
export const isResellerId = (source: string | null | undefined): source is string => !!source && UUID.test(source);

/**
 * The text staff read beside an order's channel: a widget's host origin as stored, a reseller's name
 * (looked up by the id the order keeps, among the order's own park's resellers), or null: the park's
 * site, or a source that is missing or names no reseller of the park. A reseller source that is not an id
 * is taken as the name it already is.
 */
export function channelSourceText(
  order: { channel: OrderChannel; channelSource: string | null; parkId: string | null },
  resellers: ReadonlyMap<string, ChannelReseller>,
): string | null {
  const source = order.channelSource?.trim() || null;
  if (order.channel === 'site' || !source) return null;
  if (order.channel === 'widget') return source;
  if (!isResellerId(source)) return source;
  const reseller = resellers.get(source.toLowerCase());
  return reseller && reseller.parkId === order.parkId ? reseller.name : null;
}

/** Words of locales/<lng>/admin.json for an order's channel, with what they name. */
export interface ChannelWords {
  key: 'orders.channel.site' | 'orders.channel.widget' | 'orders.channel.widgetUnknown' | 'orders.channel.reseller' | 'orders.channel.resellerUnknown';
  values?: { origin: string } | { name: string };
}

/** What the back office says of where an order was placed: "Park site", "Booking widget on <origin>", "Reseller <name>". */
export function channelWords(channel: OrderChannel, source: string | null | undefined): ChannelWords {
  if (channel === 'widget') return source ? { key: 'orders.channel.widget', values: { origin: source } } : { key: 'orders.channel.widgetUnknown' };
  if (channel === 'reseller') return source ? { key: 'orders.channel.reseller', values: { name: source } } : { key: 'orders.channel.resellerUnknown' };
  return { key: 'orders.channel.site' };
}
