/*
 * The booking widget's messages to the page that embeds it (docs/widget.md, "Messages"): what the
 * overlay's pages post to their parent window, and what the loader (lib/client/widget/loader.ts) and a
 * partner's own script accept. Versioned: a change of shape is a new version, and version 1 stays as it is.
 * The pages post only to the embedding page's origin, and only when the park lists it; the loader takes
 * only messages from its own frame's window and origin, of exactly this shape. Pure.
 */

/** Every message's `source`: tells the widget's messages from any other a page receives. */
export const WIDGET_MESSAGE_SOURCE = 'summit-rush-widget';

/** The shape's version. A new field or type that an older reader would misread is a new version. */
export const WIDGET_MESSAGE_VERSION = 1;

export const WIDGET_MESSAGE_TYPES = ['booking-completed', 'resize', 'close'] as const;
export type WidgetMessageType = (typeof WIDGET_MESSAGE_TYPES)[number];

interface Envelope<T extends WidgetMessageType> {
  source: typeof WIDGET_MESSAGE_SOURCE;
  version: typeof WIDGET_MESSAGE_VERSION;
  type: T;
}

/**
 * - `booking-completed`: the booking is placed and done: paid (`paid: true`), or a pay-on-arrival
 *   reservation (`paid: false`). `bookingId` is what the visitor reads on their confirmation (SR-XXXX-XXXX).
 *   Sent when the overlay shows the confirmation; a reload of it sends it again, so count by `bookingId`.
 * - `resize`: the overlay's content is now `height` CSS pixels tall.
 * - `close`: the visitor asked to close the overlay (Escape, or the close button inside it).
 */
export type WidgetMessage =
  | (Envelope<'booking-completed'> & { bookingId: string; paid: boolean })
  | (Envelope<'resize'> & { height: number })
  | Envelope<'close'>;

/** A booking ID as orders are given them (lib/server/orders/order-store.ts): letters, digits and dashes. */
const BOOKING_ID = /^[A-Z0-9-]{4,40}$/;
/** Taller than any page: a height past it is no page's. */
export const WIDGET_HEIGHT_MAX = 100_000;

const envelope = <T extends WidgetMessageType>(type: T): Envelope<T> => ({ source: WIDGET_MESSAGE_SOURCE, version: WIDGET_MESSAGE_VERSION, type });

export const bookingCompletedMessage = (bookingId: string, paid: boolean): WidgetMessage => ({ ...envelope('booking-completed'), bookingId, paid });
export const resizeMessage = (height: number): WidgetMessage => ({ ...envelope('resize'), height: Math.min(WIDGET_HEIGHT_MAX, Math.max(0, Math.ceil(height))) });
export const closeMessage = (): WidgetMessage => envelope('close');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/**
 * A message's data read as version 1, or null: anything else (another source, another version, an unknown
 * type, a field missing or of the wrong kind) is not the widget's and is ignored. Answers a copy holding
 * only the shape's fields.
 */
export function readWidgetMessage(data: unknown): WidgetMessage | null {
  if (!isPlainObject(data) || data.source !== WIDGET_MESSAGE_SOURCE || data.version !== WIDGET_MESSAGE_VERSION) return null;
  switch (data.type) {
    case 'booking-completed':
      return typeof data.bookingId === 'string' && BOOKING_ID.test(data.bookingId) && typeof data.paid === 'boolean' ? bookingCompletedMessage(data.bookingId, data.paid) : null;
    case 'resize':
      return typeof data.height === 'number' && Number.isFinite(data.height) && data.height >= 0 && data.height <= WIDGET_HEIGHT_MAX ? resizeMessage(data.height) : null;
    case 'close':
      return closeMessage();
    default:
      return null;
  }
}

/**
 * What the loader makes of a `message` event: the widget's message when it comes from the overlay's own
 * frame (`fromFrame`: the event's source is that frame's window) at the park's origin, else null.
 */
export function acceptWidgetMessage(event: { origin: string; data: unknown }, frameOrigin: string, fromFrame: boolean): WidgetMessage | null {
  if (!fromFrame || event.origin !== frameOrigin) return null;
  return readWidgetMessage(event.data);
}
