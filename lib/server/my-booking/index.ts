/**
 * My booking (issue #24): a visitor's own page for a booking, opened by a signed, time-limited link only
 * their email carries (signed by lib/server/orders, where a booking's mails are built); "Find my booking",
 * which emails those links to the bookings' address; the visitor's own changes through the order desk's
 * actions under the park's policy; and the booking's documents (the tickets' PDF, the calendar file).
 */
export { findMyBooking } from './find-booking';
export type { FindBookingRequest, FindBookingResult } from './find-booking';
export { bookingDocumentEndpoint, isBookingDocumentPath } from './documents';
// A ticket as its documents show it, for its wallet passes (lib/server/wallet): the same words, times and QR texts.
export { bookingDocumentOf } from './documents';
export { policyOf } from './my-booking';
export type { MyBookingSource } from './my-booking';
