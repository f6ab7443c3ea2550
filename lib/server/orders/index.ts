/**
 * Orders: the aggregate of an order (a booking or a gift purchase) and its money. Outside this folder an
 * order, its lines, tickets, charges, refunds and a payment's status change only through its commands
 * (./commands: each locks and loads the order once, decides with lib/domain's rules, persists, and
 * answers the order as it left it); the rest is reads and types. The write primitives the commands use
 * are the files' own (__tests__/unit/boundaries.test.ts fails a re-export of one).
 */

// Commands.
export { placeGiftPurchase, placeOrder } from './commands/place-order';
export type { BookingToPlace, OrderPlacement, PlaceOutcome, PlaceRefusal } from './commands/place-order';
export { cancelTickets, refundQuote } from './commands/cancel-tickets';
export type { VisitorTerms } from './commands/cancel-tickets';
export { moveOptions, moveTickets } from './commands/move-tickets';
export { addGroupTickets, groupAdditionOptions } from './commands/group-numbers';
export type { GroupAddition, GroupAdditionOption } from './commands/group-numbers';
export type { MoveTerms } from './commands/move-tickets';
export { resendConfirmation, takeChargeAtDesk, takePaymentAtDesk } from './commands/desk-commands';
export type { DeskPaymentMethod } from './commands/desk-commands';
export type { ActingOn, ActionDone, ActionGuard, OrderActionProblem, OrderActor, OrderAudit, OrderHeader, OrderPark } from './commands/order-command';
export {
  cancelUnpaidOrder,
  chargePaymentToStart,
  claimPaymentRefund,
  claimPaymentStart,
  confirmPaymentOutcome,
  expireOrder,
  paymentRefunded,
  paymentStarted,
  paymentStartFailed,
  paymentWanted,
} from './commands/payment-outcomes';
export { claimRefund, refundAttemptFailed, refundSettled } from './commands/refund-outcomes';
export { confirmReservation, releaseUncheckedReservations } from './commands/reservation-commands';
export { cancelResellerHold, confirmResellerOrder, extendResellerHold, reviseResellerHold, updateResellerCustomer } from './commands/reseller-orders';
export type { HoldRevision, ResellerActing } from './commands/reseller-orders';
export type { ReservationConfirmation } from './commands/reservation-commands';
// A line of a payment's log: what a provider told us and what we asked of it (lib/server/payments).
export { paymentEvent } from './payment-events';
export type { PaymentEventKind } from './payment-events';

// Reads.
// The places a mailbox's and a domain's unpaid reservations keep (the waiting lists' offers count them),
// and the locks every spender of those budgets takes first (carts, reservations, offers).
export { unpaidPlacesKept } from './reservation';
// The places a reseller's bookings on hold keep (lib/server/octo counts them against its budget).
export { resellerPlacesHeld } from './reseller-holds';
export { lockBudgets } from './budget-locks';
export type { BudgetKeys } from './budget-locks';
export { DUE_ON_ARRIVAL, findOrderByKey, loadOrder } from './order-store';
export { signWalletPassLink, verifyWalletPassLink, walletPassUrls } from './wallet-pass-link';
export type { NewOrderLine, OrderLineRecord, OrderRecord, OrderTicketRecord } from './order-store';
export type { SeatRequest } from './order-repository';
export { CHARGE_REASONS, chargesOfOrder, findChargeByToken, latestPaymentOfCharge, livePaymentOfCharge } from './charges';
export type { ChargeRecord } from './charges';
export {
  latestOrderPayment,
  ordersPastDeadline,
  paymentById,
  paymentIdsOfProviderReference,
  paymentsOfOrder,
  paymentsToRecheck,
  refundById,
  refundsOfOrder,
  staleGatewayRefunds,
} from './payment-records';
export type { PaymentEventRecord, PaymentRecord, PaymentToRecheck, RefundRecord } from './payment-records';
export type { Executor } from './order-repository';
export { findOrderAction, orderActionsOf } from './order-actions';
export { bookingsOfEmail, findOrderByBookingId, searchOrders } from './order-search';
export type { BookingOfEmail, OrderSearch, OrderSearchPage, OrderSummaryRecord } from './order-search';
export { bookingsInSessions } from './session-bookings';
export type { SessionBookingRecord } from './session-bookings';
export { orderLineParts } from './booking-confirmation';
export type { OrderLinePartRecord } from './booking-confirmation';
export { catalogueTitles } from './catalogue-titles';
export type { StandingTicket } from './ticket-changes';

// The signed texts an order's mails and tickets carry.
export { signTicketCode, verifySignedTicketCode } from './signed-ticket-code';
export type { VerifiedTicketCode } from './signed-ticket-code';
export { publishedTicketKeys, ticketQrText, ticketSigningSecret, ticketTypedText, verifyScannedTicket } from './ticket-qr-text';
export { bookingMailLinks, MY_BOOKING_LINK_DAYS, signBookingLink, verifyBookingLink } from './booking-link';
