/**
 * Orders: the one store of orders (bookings and gift purchases), their places, and the transition
 * table that is the only way an order's status changes; the ledger of staff actions on orders and the
 * changes they make to tickets (issue #22).
 */
export { DUE_ON_ARRIVAL, findOrderByKey, insertOrder, insertOrderLines, loadOrder, updateOrderTotals } from './order-store';
export type { NewOrder, NewOrderLine, OrderLineRecord, OrderRecord, OrderTicketRecord } from './order-store';
export { transitionOrder } from './order-transitions';
export type { TransitionOptions, TransitionResult } from './order-transitions';
export { sellPlaces } from './order-repository';
export type { Executor } from './order-repository';
export { confirmReservation, tooManyUnconfirmedReservations } from './reservation';
export type { ReservationConfirmation } from './reservation';
export { signTicketCode, verifySignedTicketCode } from './signed-ticket-code';
export { bookingMailLinks, MY_BOOKING_LINK_DAYS, signBookingLink, verifyBookingLink } from './booking-link';
export { bookingsOfEmail } from './order-search';
export type { BookingOfEmail } from './order-search';
export { ticketQrText, ticketSigningSecret } from './ticket-qr-text';
export type { VerifiedTicketCode } from './signed-ticket-code';
export { orderEmailView, orderLineParts, queueBookingMails, queueTickets } from './booking-confirmation';
export type { OrderLinePartRecord } from './booking-confirmation';
export { findOrderByBookingId, searchOrders } from './order-search';
export type { OrderSearch, OrderSearchPage, OrderSummaryRecord } from './order-search';
export { findOrderAction, orderActionsOf, recordOrderAction, releasedSoFar } from './order-actions';
export type { NewOrderAction } from './order-actions';
export { cancelTickets, lockOrder, moveTickets, reissueTicketCodes, ticketsOf } from './ticket-changes';
export type { StandingTicket } from './ticket-changes';
export { bookingsInSessions } from './session-bookings';
export type { SessionBookingRecord } from './session-bookings';
