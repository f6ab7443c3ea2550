import type { OrderDeskAction, OrderMailKind, PaymentEventKind } from '@/graphql/generated/staff-resolvers';
import { toLanguage, type Language } from '@/lib/domain/language';
import { mailsItsCustomer } from '@/lib/domain/order-channel';
import { ALTERABLE_STATUSES } from '@/lib/domain/order-status';
import { mayAct, type StaffAction } from '@/lib/domain/staff-access';
import type { MailKind } from '../mail';
import { catalogueTitles, type OrderRecord, type PaymentEventKind as StoredPaymentEventKind } from '../orders';

export { catalogueTitles };
import type { ParkView, StaffMember } from '../staff';

/*
 * An order as the back office reads it (issue #22): the order's own record, its park, and the member
 * reading it, from which each field of StaffOrder is resolved (lib/server/order-desk/staff-resolvers.ts),
 * the slow ones (payments, mail, audit) only when asked for.
 */

export interface StaffOrderSource {
  order: OrderRecord;
  park: ParkView;
  staff: StaffMember;
}

export type { OrderDeskAction };

/**
 * What a member may do to an order now: their role for its park, and its status, allowing.
 * `chargeDue`: a charge of the order is still due (a reservation's is taken with its payment at the desk).
 */
export function orderActionsFor(source: StaffOrderSource, chargeDue = false): OrderDeskAction[] {
  const { order, park, staff } = source;
  const may = (action: StaffAction) => mayAct(staff, action, park.id);
  const standing = order.tickets.some((ticket) => !ticket.cancelledAt);
  const alterable = order.kind === 'booking' && ALTERABLE_STATUSES.includes(order.status) && standing;
  const actions: OrderDeskAction[] = [];
  if (may('resendConfirmation') && order.kind === 'booking' && mailsItsCustomer(order.channel) && ALTERABLE_STATUSES.includes(order.status)) actions.push('resendConfirmation');
  if (may('takePaymentAtDesk') && order.status === 'reserved' && order.dueOnArrival > 0) actions.push('takePaymentAtDesk');
  // Cancelling a paid order gives money back: the member must be allowed both.
  if (alterable && may('cancel') && (order.status === 'reserved' || may('refund'))) actions.push('cancel');
  if (alterable && may('move')) actions.push('move');
  if (chargeDue && order.status !== 'reserved' && may('takePaymentAtDesk')) actions.push('takeChargeAtDesk');
  return actions;
}

export const languageOf = (staff: StaffMember): Language => toLanguage(staff.language);

/*
 * The tables' own kinds as the API names them: a GraphQL enum value cannot hold a '-', so '_' stands for
 * it (staff.graphql PaymentEventKind, OrderMailKind). Every kind a payment's log is written with has its
 * name here (the compiler checks it).
 */
export const PAYMENT_EVENT_KINDS: Record<StoredPaymentEventKind, PaymentEventKind> = {
  notification: 'notification',
  transition: 'transition',
  mismatch: 'mismatch',
  'start-failed': 'start_failed',
  'check-failed': 'check_failed',
  'refund-recorded': 'refund_recorded',
  'refund-requested': 'refund_requested',
  refunded: 'refunded',
  'refund-failed': 'refund_failed',
  'desk-payment': 'desk_payment',
  'reseller-payment': 'reseller_payment',
  'charge-paid': 'charge_paid',
  'charge-not-due': 'charge_not_due',
  'charge-unpaid': 'charge_unpaid',
};

/**
 * The mail kinds whose payload names an order (lib/server/mail/types.ts BookingMailHeader, GiftCardEmailView):
 * those the outbox lists as an order's (orderMail). Another kind never names one.
 */
const ORDER_MAIL_KINDS = {
  'order-confirmation': 'order_confirmation',
  'booking-tickets': 'booking_tickets',
  'order-update': 'order_update',
  'reservation-request': 'reservation_request',
  'reservation-released': 'reservation_released',
  'session-closure': 'session_closure',
  'riders-reminder': 'riders_reminder',
  'gift-card-recipient': 'gift_card_recipient',
  'gift-card-receipt': 'gift_card_receipt',
} satisfies Partial<Record<MailKind, OrderMailKind>>;

/** The API's name of an order's message kind (the outbox's kind column); undefined for a kind that names no order. */
export const orderMailKind = (kind: string): OrderMailKind | undefined => (Object.hasOwn(ORDER_MAIL_KINDS, kind) ? ORDER_MAIL_KINDS[kind as keyof typeof ORDER_MAIL_KINDS] : undefined);
