/**
 * Orders: the one store of orders (bookings and gift purchases), their places, and the transition
 * table that is the only way an order's status changes.
 */
export { DUE_ON_ARRIVAL, findOrderByKey, insertOrder, insertOrderLines, loadOrder, updateOrderTotals } from './order-store';
export type { NewOrder, NewOrderLine, OrderLineRecord, OrderRecord } from './order-store';
export { transitionOrder } from './order-transitions';
export type { TransitionResult } from './order-transitions';
export { sellPlaces } from './order-repository';
export type { Executor } from './order-repository';
export { confirmReservation, tooManyUnconfirmedReservations } from './reservation';
export type { ReservationConfirmation } from './reservation';
export { signTicketCode, verifySignedTicketCode } from './signed-ticket-code';
export { ticketQrText, ticketSigningSecret } from './ticket-qr-text';
export type { VerifiedTicketCode } from './signed-ticket-code';
