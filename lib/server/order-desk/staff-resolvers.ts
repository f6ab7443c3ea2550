import type { Resolvers, ResolversTypes } from '@/graphql/generated/staff-resolvers';
import { ruleOnUndo } from '@/lib/domain/check-in';
import { channelSourceText } from '@/lib/domain/order-channel';
import { toLanguage } from '@/lib/domain/language';
import { mayAct } from '@/lib/domain/staff-access';
import { orderMail } from '../mail';
import {
  chargesOfOrder,
  findOrderByBookingId,
  loadOrder,
  moveOptions,
  paymentsOfOrder,
  refundQuote,
  refundsOfOrder,
  searchOrders,
} from '../orders';
import { db } from '../platform/db/client';
import { resellersById } from '../resellers';
import { allow, auditTrail, forbidden, parkViews, type StaffContext } from '../staff';
import { checkedInPeople } from '../check-in';
import { cancelTickets, moveTickets, resendConfirmation, takeChargeAtDesk, takePaymentAtDesk, type ActionOutcome, type StaffOrderTarget } from './order-actions';
import { catalogueTitles, languageOf, orderActionsFor, orderMailKind, PAYMENT_EVENT_KINDS, type StaffOrderSource } from './order-view';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** The audit trail's subject for an order. */
export const orderSubject = (bookingId: string) => `order:${bookingId}`;

/**
 * The order behind a booking ID, for a member allowed `action` on its park. An order of another park
 * and an order that does not exist get the same refusal: the member learns nothing of other parks.
 */
export async function orderFor(context: StaffContext, bookingId: string, action: Parameters<typeof allow>[1] = 'lookUp'): Promise<StaffOrderSource> {
  const found = await findOrderByBookingId(db(), bookingId);
  if (!found?.parkId) throw forbidden();
  allow(context, action, found.parkId);
  const [order, [park]] = await Promise.all([loadOrder(db(), { id: found.id }), parkViews([found.parkId])]);
  if (!order || !park) throw forbidden();
  return { order, park, staff: context.staff };
}

/**
 * The order an action is for, found for a member allowed `action` on its park: its id, site and status
 * only, since the action loads the order itself, once, under its lock (order-actions.ts).
 */
async function targetFor(context: StaffContext, bookingId: string, action: Parameters<typeof allow>[1]): Promise<StaffOrderTarget> {
  const found = await findOrderByBookingId(db(), bookingId);
  if (!found?.parkId) throw forbidden();
  allow(context, action, found.parkId);
  const [park] = await parkViews([found.parkId]);
  if (!park) throw forbidden();
  return { order: { id: found.id, localeId: found.localeId, status: found.status }, park, staff: context.staff };
}

/**
 * An order for an action that may give money back: a paid order's also needs the member's right to
 * refund (a gate has neither; a reservation gives no money back).
 */
async function targetToGiveBack(context: StaffContext, bookingId: string, action: 'cancel' | 'move'): Promise<StaffOrderTarget> {
  const target = await targetFor(context, bookingId, action);
  if (target.order.status !== 'reserved') allow(context, 'refund', target.park.id);
  return target;
}

/** The refund quote's order: the whole of it, for a member who may cancel and refund it. */
async function orderToGiveBack(context: StaffContext, bookingId: string): Promise<StaffOrderSource> {
  const source = await orderFor(context, bookingId, 'cancel');
  if (source.order.status !== 'reserved') allow(context, 'refund', source.park.id);
  return source;
}

/** An action's answer: done (or done before, the same key), or refused with why; the order as it stands either way. */
const answer = ({ problem, source }: ActionOutcome): ResolversTypes['StaffOrderActionResult'] =>
  problem ? { __typename: 'StaffOrderActionRefused', problem, order: source } : { __typename: 'StaffOrderActionDone', order: source };

/** The back office's order desk: search, the order page, and its actions (./order-actions.ts). */
export const orderDeskResolvers: Resolvers = {
  Query: {
    orders: async (_parent, { search, date, parkId, groupsWithBalanceDue, after, first }, context) => {
      const mine = context.staff.parks.filter((park) => mayAct(context.staff, 'lookUp', park));
      if (parkId && !mine.includes(parkId)) throw forbidden();
      // An impossible day (2026-02-31) never gets here: the Date scalar refuses it as BAD_USER_INPUT.
      const parkIds = parkId ? [parkId] : mine;
      const [page, parks] = await Promise.all([searchOrders(db(), { parkIds, text: search, date, groupsWithBalanceDue: groupsWithBalanceDue ?? false, after, limit: first ?? 20 }), parkViews(parkIds)]);
      const parkName = new Map(parks.map((park) => [park.id, park.name]));
      const resellers = await resellersById(page.items.filter((item) => item.channel === 'reseller').map((item) => item.channelSource ?? ''));
      return {
        nextCursor: page.nextCursor,
        items: page.items.map((item) => ({
          bookingId: item.bookingId,
          status: item.status,
          kind: item.kind,
          name: `${item.customer.firstName} ${item.customer.lastName}`.trim(),
          email: item.customer.email,
          phone: item.customer.mobilePhone ?? '',
          parkName: (item.parkId && parkName.get(item.parkId)) || '',
          timeZone: item.timeZone,
          firstSessionAt: iso(item.firstStartsAt),
          tickets: item.tickets,
          total: item.total,
          currency: item.currency,
          createdAt: item.createdAt.toISOString(),
          channel: item.channel,
          channelSource: channelSourceText(item, resellers),
        })),
      };
    },
    order: (_parent, { bookingId }, context) => orderFor(context, bookingId),
    refundQuote: async (_parent, { bookingId, ticketCodes }, context) => refundQuote(await orderToGiveBack(context, bookingId), ticketCodes),
    moveOptions: async (_parent, { bookingId, ticketCodes, date }, context) => moveOptions(await orderFor(context, bookingId, 'move'), ticketCodes, date),
  },
  Mutation: {
    resendConfirmation: async (_parent, { bookingId, idempotencyKey }, context) =>
      answer(await resendConfirmation(await targetFor(context, bookingId, 'resendConfirmation'), idempotencyKey)),
    takePaymentAtDesk: async (_parent, { bookingId, method, idempotencyKey }, context) =>
      answer(await takePaymentAtDesk(await targetFor(context, bookingId, 'takePaymentAtDesk'), method, idempotencyKey)),
    cancelTickets: async (_parent, { bookingId, ticketCodes, refundTo, reason, idempotencyKey }, context) =>
      answer(await cancelTickets(await targetToGiveBack(context, bookingId, 'cancel'), ticketCodes, refundTo, reason, idempotencyKey)),
    moveTickets: async (_parent, { bookingId, ticketCodes, sessionId, refundTo, chargeDifference, idempotencyKey }, context) =>
      answer(await moveTickets(await targetToGiveBack(context, bookingId, 'move'), ticketCodes, sessionId, refundTo, idempotencyKey, chargeDifference ?? false)),
    // Money taken at the desk: the right to take a reservation's payment there.
    takeChargeAtDesk: async (_parent, { bookingId, chargeId, method, idempotencyKey }, context) =>
      answer(await takeChargeAtDesk(await targetFor(context, bookingId, 'takePaymentAtDesk'), chargeId, method, idempotencyKey)),
  },
  StaffOrder: {
    bookingId: ({ order }) => order.bookingId,
    status: ({ order }) => order.status,
    kind: ({ order }) => order.kind,
    park: ({ park }) => park,
    // As its mail reads it (order-mail.ts): a language the parks do not speak is English.
    language: ({ order }) => toLanguage(order.language),
    currency: ({ order }) => order.currency,
    createdAt: ({ order }) => order.createdAt.toISOString(),
    paidAt: ({ order }) => iso(order.paidAt),
    channel: ({ order }) => order.channel,
    channelSource: async ({ order, park }) =>
      channelSourceText({ ...order, parkId: park.id }, order.channel === 'reseller' ? await resellersById([order.channelSource ?? '']) : new Map()),
    arrival: ({ order }) => order.attribution,
    customer: ({ order }) => ({ ...order.customer, phone: order.customer.mobilePhone ?? '' }),
    subtotal: ({ order }) => order.subtotal,
    discount: ({ order }) => order.discount,
    giftCard: ({ order }) => order.giftCardAmount,
    cardFee: ({ order }) => order.cardFee,
    total: ({ order }) => order.total,
    dueOnArrival: ({ order }) => order.dueOnArrival,
    refunded: async ({ order }) => (await refundsOfOrder(order.id)).filter((refund) => refund.status !== 'failed').reduce((sum, refund) => sum + refund.amount, 0),
    lines: async ({ order, staff }) => {
      const titles = await catalogueTitles(languageOf(staff));
      return order.lines.map((line) => ({
        activityTitle: titles.activity(line.activityId),
        startsAt: line.startsAt.toISOString(),
        tickets: line.tickets.map((ticket) => ({ title: titles.variation(line.activityId, ticket.variationId), quantity: ticket.quantity })),
        addOns: line.addOns.map((choice) => `${titles.addOn(line.activityId, choice.addOnId)} × ${choice.quantity}`),
        upgrade: titles.upgrade(line.activityId, line.upgradeId),
        total: line.total,
        discount: line.discount,
      }));
    },
    tickets: async ({ order, park, staff }) => {
      const [titles, checkIns] = await Promise.all([catalogueTitles(languageOf(staff)), checkedInPeople.byTicketCode(order.tickets.map((ticket) => ticket.code))]);
      // The undo the page offers is the gate's own mutation (undoCheckIn), under the same two rules.
      const now = new Date();
      const mayUndoHere = mayAct(staff, 'undoCheckIn', park.id);
      return order.tickets.map((ticket) => {
        const line = order.lines.find((l) => l.id === ticket.orderItemId)!;
        return {
          code: ticket.code,
          activityTitle: titles.activity(line.activityId),
          variationTitle: titles.variation(line.activityId, ticket.variationId),
          startsAt: ticket.startsAt.toISOString(),
          movedFrom: ticket.movedFromSessionId ? line.startsAt.toISOString() : null,
          cancelledAt: iso(ticket.cancelledAt),
          checkIns: (checkIns.get(ticket.code) ?? []).map((checkIn) => ({
            id: checkIn.id,
            at: checkIn.at.toISOString(),
            by: checkIn.by.email,
            undoableUntil: checkIn.undoableUntil.toISOString(),
            mayUndo: mayUndoHere && ruleOnUndo(checkIn, now).ok,
          })),
        };
      });
    },
    payments: async ({ order }) =>
      (await paymentsOfOrder(order.id)).map((payment) => ({
        method: payment.method,
        gateway: payment.gatewayType,
        status: payment.status,
        amount: payment.amount,
        providerReference: payment.providerReference,
        createdAt: payment.createdAt.toISOString(),
        events: payment.events.map((event) => ({ kind: PAYMENT_EVENT_KINDS[event.kind], at: event.at.toISOString(), detail: JSON.stringify(event.detail) })),
      })),
    refunds: async ({ order }) =>
      (await refundsOfOrder(order.id)).map((refund) => ({
        amount: refund.amount,
        method: refund.method,
        status: refund.status,
        reason: refund.reason,
        giftCardCode: refund.giftCardCode,
        lastError: refund.lastError,
        by: refund.actor,
        createdAt: refund.createdAt.toISOString(),
      })),
    charges: async ({ order }) =>
      (await chargesOfOrder(db(), order.id)).map((charge) => ({
        id: charge.id,
        amount: charge.amount,
        status: charge.status,
        reason: charge.reason,
        linkSent: charge.linkSent,
        paidWith: charge.paidWith,
        createdAt: charge.createdAt.toISOString(),
        paidAt: iso(charge.paidAt),
      })),
    mails: async ({ order }) =>
      (await orderMail(order.id)).flatMap((mail) => {
        const kind = orderMailKind(mail.kind);
        return kind ? [{ kind, createdAt: mail.createdAt.toISOString(), sentAt: iso(mail.sentAt), attempts: mail.attempts, lastError: mail.lastError }] : [];
      }),
    auditTrail: async ({ order }) =>
      (await auditTrail(orderSubject(order.bookingId))).map((entry) => ({
        at: entry.at.toISOString(),
        actor: entry.actor,
        action: entry.action,
        before: json(entry.before),
        after: json(entry.after),
      })),
    actions: async (source) => orderActionsFor(source, (await chargesOfOrder(db(), source.order.id)).some((charge) => charge.status === 'due')),
  },
};
