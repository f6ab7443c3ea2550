/**
 * Where an order was placed: the park's own site, the booking widget on another site (its `source` the
 * host page's origin), or a reseller through the OCTO supplier API (its `source` the reseller's id,
 * resellers.id). Stored on each order (orders.channel, orders.channel_source) for the order desk, reports
 * and attribution.
 */
export const ORDER_CHANNELS = ['site', 'widget', 'reseller'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

export const isOrderChannel = (value: unknown): value is OrderChannel => (ORDER_CHANNELS as readonly unknown[]).includes(value);

/**
 * Whether the park mails a booking's customer (its confirmation and tickets, its changes, a closure, the
 * riders' reminder) and lets them find it by email. Not a reseller's: the reseller sold it, delivers its
 * own vouchers with the tickets' codes it got through OCTO, and speaks to its customer itself; the park
 * may not even have the customer's address (docs/octo.md, "The customer").
 */
export const mailsItsCustomer = (channel: OrderChannel): boolean => channel !== 'reseller';
