/**
 * Orders: the one store of orders (bookings and gift purchases), their places, and the transition
 * table that is the only way an order's status changes; the ledger of staff actions on orders and the
 * changes they make to tickets (issue #22).
 */
export { DUE_ON_ARRIVAL, findOrderByKey, insertOrder, insertOrderLines, loadOrder, updateOrderTotals } from './order-store';
export type { NewOrder, NewOrderLine, OrderLineRecord, OrderRecord, OrderTicketRecord } from './order-store';
export { transitionOrder } from './order-transitions';
export { moveMoneyStatus, moveMoneyStatuses } from './money-transitions';
export { paymentEvent } from './payment-events';
export type { PaymentEventKind } from './payment-events';
export { createPayment, paymentLeft, recordDeskPayment, recordRefund, refundablePayment, refundedAmount } from './money-records';
export type { NewRefund, RefundablePayment } from './money-records';
export {
  cancelCharges,
  chargedTicketIds,
  chargesOfOrder,
  createChargePayment,
  endCharges,
  findChargeByToken,
  latestPaymentOfCharge,
  livePaymentOfCharge,
  lockCharge,
  lockDueCharges,
  markChargePaid,
  paidChargesEnding,
  recordCharge,
  settleDeskCharges,
  sharesOfCharge,
} from './charges';
export type { ChargedTicket, ChargeRecord, ChargesEnded, EndedCharge } from './charges';
export type { MoveColumns } from './money-transitions';
export type { TransitionOptions, TransitionResult } from './order-transitions';
export { reservationShareShort, sellPlaces } from './order-repository';
export type { Executor } from './order-repository';
export { confirmReservation, reservationRefusal } from './reservation';
export type { ReservationConfirmation, ReservationRequest } from './reservation';
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
export { findOrderAction, moveReleasesOf, orderActionsOf, recordOrderAction, releasedSoFar } from './order-actions';
export type { NewOrderAction } from './order-actions';
export { lockOrder } from './ticket-changes';
export type { StandingTicket } from './ticket-changes';
export { bookingsInSessions } from './session-bookings';
export type { SessionBookingRecord } from './session-bookings';
export { catalogueTitles } from './catalogue-titles';
// The commands on an existing order (its aggregate): each locks and loads the order once, decides with
// lib/domain's rules, persists, and answers the order as it left it (commands/order-command.ts).
export { resendConfirmation, takeChargeAtDesk, takePaymentAtDesk } from './commands/desk-commands';
export type { DeskPaymentMethod } from './commands/desk-commands';
export { cancelTickets, refundQuote } from './commands/cancel-tickets';
export type { VisitorTerms } from './commands/cancel-tickets';
export { moveOptions, moveTickets } from './commands/move-tickets';
export type { MoveTerms } from './commands/move-tickets';
export type { ActingOn, ActionDone, ActionGuard, OrderActionProblem, OrderActor, OrderAudit, OrderHeader, OrderPark } from './commands/order-command';
export { cancelUnpaidOrder, chargePaymentToStart, claimPaymentRefund, claimPaymentStart, confirmPaymentOutcome, expireOrder, paymentRefunded, paymentStarted, paymentStartFailed, paymentWanted } from './commands/payment-outcomes';
export { claimRefund, refundAttemptFailed, refundSettled } from './commands/refund-outcomes';
export { placeGiftPurchase, placeOrder } from './commands/place-order';
export type { BookingToPlace, OrderPlacement, PlaceOutcome, PlaceRefusal } from './commands/place-order';
