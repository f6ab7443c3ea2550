import { MY_BOOKING_LINK_DAYS } from '@/lib/domain/find-booking';
import { FIND_BOOKING_PATH, myBookingPath } from '@/lib/domain/paths';
import { linkKey, signLink, verifyLink } from '../platform/signed-links';

/*
 * The link to a visitor's "My booking" page (issue #24): a signed link (lib/server/platform/signed-links.ts)
 * whose subject is the order's id. It is the visitor's only key to their booking (no sign-in, no cookie),
 * so it is unguessable (HMAC-SHA256) and time-limited: it is emailed only to the booking's own address,
 * and lives MY_BOOKING_LINK_DAYS; a visitor whose link has expired asks "Find my booking" for a new one.
 */

// How long a link lives is a rule the site's words also state (lib/domain/find-booking.ts).
export { MY_BOOKING_LINK_DAYS };

const PURPOSE = 'my-booking';

/** A link token for an order's page, valid MY_BOOKING_LINK_DAYS from `now`. */
export function signBookingLink(orderId: string, now = new Date()): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + MY_BOOKING_LINK_DAYS * 86_400_000);
  return { token: signLink(PURPOSE, orderId, expiresAt, linkKey(PURPOSE)), expiresAt };
}

/** The order a token opens, or null when it is malformed, forged or expired. */
export function verifyBookingLink(token: string, now = new Date()): { orderId: string; expiresAt: Date } | null {
  const checked = verifyLink(PURPOSE, token, linkKey(PURPOSE), now);
  return checked.ok && /^[0-9a-f-]{36}$/.test(checked.subject) ? { orderId: checked.subject, expiresAt: checked.expiresAt } : null;
}

/**
 * The two links every mail about a booking carries (issue #24), on the site the order was placed on:
 * its own My booking page, signed now (when the mail's view is captured and queued: the outbox stores the
 * view, so signing at render time would sign again on every retry), and "Find my booking", for when that
 * link has expired or the mail is lost.
 */
export function bookingMailLinks(order: { id: string; origin: string }, now = new Date()): { manageUrl: string; manageUntil: string; findBookingUrl: string } {
  const { token, expiresAt } = signBookingLink(order.id, now);
  return { manageUrl: `${order.origin}${myBookingPath(token)}`, manageUntil: expiresAt.toISOString(), findBookingUrl: `${order.origin}${FIND_BOOKING_PATH}` };
}
