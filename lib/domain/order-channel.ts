/**
 * Where an order was placed: the park's own site, the booking widget on another site (its `source` the
 * host page's origin), or a reseller through the OCTO supplier API (its `source` the reseller's name).
 * Stored on each order (orders.channel, orders.channel_source) for the order desk, reports and attribution.
 */
export const ORDER_CHANNELS = ['site', 'widget', 'reseller'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

export const isOrderChannel = (value: unknown): value is OrderChannel => (ORDER_CHANNELS as readonly unknown[]).includes(value);
