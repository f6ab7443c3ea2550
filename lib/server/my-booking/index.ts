/**
 * My booking (issue #24): a visitor's own page for a booking, opened by a signed, time-limited link only
 * their email carries, and "Find my booking", which emails those links to the bookings' address.
 */
export { MY_BOOKING_LINK_DAYS, signBookingLink, verifyBookingLink } from './booking-link';
export { findMyBooking } from './find-booking';
export type { FindBookingRequest, FindBookingResult } from './find-booking';
