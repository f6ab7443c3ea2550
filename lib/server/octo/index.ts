/**
 * The OCTO supplier API (docs/octo.md): resellers sell the park's activities through /octo/v1 on each park's
 * own domain. Its bookings are orders (lib/server/orders' commands); what OCTO keeps beside them is its own
 * (octo_bookings).
 */
export { isOctoPath, octoEndpoint } from './http';
// What its answers are, as JSON: a reseller's test reads them so.
export type { OctoAvailability, OctoCalendarDay } from './availability';
export type { OctoBooking } from './booking-view';
export type { OctoProduct } from './products';
