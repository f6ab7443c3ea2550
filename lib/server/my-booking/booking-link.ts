/*
 * The My booking link is signed where an order's mails are built (lib/server/orders: the confirmation is
 * queued inside the transition that marks it paid), so the signing lives with the orders and this
 * capability, which reads orders, takes it from there: orders importing my-booking would close a circle
 * (tools/check-imports.ts).
 */
export { MY_BOOKING_LINK_DAYS, signBookingLink, verifyBookingLink } from '../orders';
