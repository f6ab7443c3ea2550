/**
 * A visitor's own booking (issue #24): the signed, time-limited link to their My booking page, the page's
 * API (my-booking.graphql, resolvers.ts), their changes through the order desk's actions under the park's
 * policy, and the booking's documents (the tickets' PDF, the calendar file) behind the same link.
 */
export { signBookingLink, verifyBookingLink, MY_BOOKING_LINK_DAYS } from './booking-link';
export { bookingDocumentEndpoint, isBookingDocumentPath } from './documents';
