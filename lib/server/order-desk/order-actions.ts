import { GraphQLError } from 'graphql';
import type { DeskPaymentMethod, StaffOrderActionProblem } from '@/graphql/generated/staff-resolvers';
import type { RefundTo } from '@/lib/domain/self-service';
import {
  cancelTickets as cancelOrderTickets,
  moveTickets as moveOrderTickets,
  resendConfirmation as resendOrderConfirmation,
  takeChargeAtDesk as takeOrderChargeAtDesk,
  takePaymentAtDesk as takeOrderPaymentAtDesk,
  type ActingOn,
  type ActionDone,
  type OrderAudit,
  type OrderHeader,
  type OrderRecord,
} from '../orders';
import { settleRefunds } from '../payments';
import { recordStaffAction, type ParkView, type StaffMember } from '../staff';
import type { StaffOrderSource } from './order-view';

/*
 * The desk's side of the commands on an order (lib/server/orders/commands): the member acting, the audit
 * entry each writes in the command's transaction (the trail is the back office's, lib/server/staff), the
 * gateway refunds asked of the provider once the command committed (lib/server/payments), and the answer
 * in the staff API's terms. The order's lock, idempotency, money and mail are the orders capability's.
 */

/** An action's target at the desk: the order found by its booking ID, its park, and the member acting. */
export interface StaffOrderTarget {
  order: OrderHeader;
  park: ParkView;
  staff: StaffMember;
}

export interface ActionOutcome {
  problem: StaffOrderActionProblem | null;
  source: StaffOrderSource;
}

/** What the audit says of an order's state, before and after an action. */
const stateOf = (order: OrderRecord) => ({
  status: order.status,
  standingTickets: order.tickets.filter((ticket) => !ticket.cancelledAt).length,
  dueOnArrival: order.dueOnArrival,
});

/** The member's audit entry, written in the command's transaction. */
const audited = (target: StaffOrderTarget): OrderAudit => (tx, { kind, before, after, detail }) =>
  recordStaffAction(tx, {
    actor: { staffId: target.staff.id, email: target.staff.email },
    action: `order.${kind}`,
    subject: `order:${before.bookingId}`,
    parkId: target.park.id,
    before: stateOf(before),
    after: { ...stateOf(after), ...detail },
  });

const staffActing = (target: StaffOrderTarget): ActingOn => ({
  order: target.order,
  park: target.park,
  actor: { staffId: target.staff.id, name: target.staff.email },
  audit: audited(target),
});

/**
 * A staff action's answer: its problem (never a visitor's code: staff actions pass no guard) and the order
 * now, once the gateway refunds it recorded were asked of their provider.
 */
async function staffOutcome(target: StaffOrderTarget, done: Promise<ActionDone>): Promise<ActionOutcome> {
  const { problem, order, toSettle } = await done;
  await settleRefunds(toSettle);
  return { problem: problem as StaffOrderActionProblem | null, source: { order, park: target.park, staff: target.staff } };
}

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** Sends the booking's confirmation again. */
export const resendConfirmation = (target: StaffOrderTarget, key: string) => staffOutcome(target, resendOrderConfirmation(staffActing(target), key));

/** Takes what a reservation owes at the desk. */
export const takePaymentAtDesk = (target: StaffOrderTarget, method: DeskPaymentMethod, key: string) =>
  staffOutcome(target, takeOrderPaymentAtDesk(staffActing(target), method, key));

/** Takes a charge (a move's difference) at the desk instead of through its link. */
export const takeChargeAtDesk = (target: StaffOrderTarget, chargeId: string, method: DeskPaymentMethod, key: string) =>
  staffOutcome(target, takeOrderChargeAtDesk(staffActing(target), chargeId, method, key));

/** Cancels standing tickets, giving their places back and their share of the money; staff say why. */
export function cancelTickets(target: StaffOrderTarget, codes: readonly string[], refundTo: RefundTo, reason: string, key: string): Promise<ActionOutcome> {
  const why = reason.trim().slice(0, 500);
  if (!why) throw badInput('A reason is required');
  return staffOutcome(target, cancelOrderTickets(staffActing(target), codes, refundTo, why, key));
}

/**
 * Moves standing tickets to another session of their activity. A cheaper session's difference goes back
 * as `refundTo` says; a dearer one's becomes a charge once the member said to charge it (`chargeDifference`).
 */
export function moveTickets(
  target: StaffOrderTarget,
  codes: readonly string[],
  sessionId: string,
  refundTo: RefundTo | null | undefined,
  key: string,
  chargeDifference = false,
): Promise<ActionOutcome> {
  return staffOutcome(target, moveOrderTickets(staffActing(target), codes, sessionId, refundTo ?? 'original', key, { chargeDifference }));
}
