/**
 * The order desk (issue #22): staff finding orders, reading one with everything that happened to it,
 * and acting on it (resend its confirmation, take its payment at the desk, cancel or move tickets with
 * the money given back). A capability of its own because it uses orders, payments and gift cards
 * together, and payments already depend on orders. Its API is the back office's (staff.graphql).
 */
// The same actions for a visitor on their My booking page (issue #24, lib/server/my-booking): one path
// for staff's and the visitor's changes, so both keep the same locks, idempotency and ledger.
export { cancelTicketsAs, moveOptions, moveTicketsAs, refundQuote } from './order-actions';
export type { ActingOn, ActionGuard, OrderActionProblem, OrderActor } from './order-actions';
