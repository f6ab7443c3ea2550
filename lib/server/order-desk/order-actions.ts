import { GraphQLError } from 'graphql';
import type { DeskPaymentMethod, StaffOrderActionProblem } from '@/graphql/generated/staff-resolvers';
import { isCalendarDay } from '@/lib/domain/calendar';
import { dateTimeFormat } from '@/lib/domain/intl-formats';
import { chargePaymentPath } from '@/lib/domain/paths';
import { moveChargeShares, remainderShares, type ChargeShare } from '@/lib/domain/order-charge';
import { cancellationRelease, moveRelease, offsetDueCharges, releaseShares, type MoveReleased } from '@/lib/domain/order-refund';
import { ALTERABLE_STATUSES, statusAfterCancellation } from '@/lib/domain/order-status';
import { priceOn } from '@/lib/domain/pricing';
import type { RefundTo } from '@/lib/domain/self-service';
import { getCatalogue } from '../activities';
import { creditOrderGiftCard, issueRefundGiftCard } from '../gift-cards';
import { findLocaleById } from '../locales';
import {
  cancelCharges,
  cancelTickets as cancelOrderTickets,
  chargedTicketIds,
  chargesOfOrder,
  endCharges,
  findOrderAction,
  loadOrder,
  lockDueCharges,
  lockOrder,
  lockTicketsForChange,
  moveReleasesOf,
  moveTickets as moveOrderTickets,
  paidChargesEnding,
  recordCharge,
  recordDeskPayment,
  recordOrderAction,
  recordRefund,
  refundablePayment,
  reissueTicketCodes,
  releasedSoFar,
  settleDeskCharges,
  sharesOfCharge,
  takeChargeAtDesk as takeOrderChargeAtDesk,
  orderAfter,
  paymentLeft,
  standingTickets,
  ticketsOf,
  transitionOrder,
  type EndedCharge,
  type Executor,
  type OrderRecord,
  type StandingTicket,
} from '../orders';
import { refundIdsOfAction, settleRefund } from '../payments';
import { db } from '../platform/db/client';
import type { OrderActionKind, RefundMethod } from '../platform/db/schema';
import { daySessions, findSessionById } from '../sessions';
import { recordStaffAction, type ParkView, type StaffMember } from '../staff';
import { checkedInPeople } from '../check-in';
import { queueConfirmationAgain, queueOrderUpdate } from './order-mail';
import type { StaffOrderSource } from './order-view';
import { isIdempotencyKey } from '@/lib/domain/idempotency-key';
import { giftCardBonus } from '@/lib/domain/self-service';

/*
 * The desk's actions on an order (issue #22). Each one, in one transaction:
 * 1. locks the order's row (every change to one order queues there, before any session is locked);
 * 2. looks for its idempotency key: found, the action was done, and the answer is the order as it stands
 *    (a double click or a retried request does nothing twice);
 * 3. checks what it may do from the order as it is now, under the lock, and computes the money on the
 *    server (lib/domain/order-refund.ts) from the tickets chosen;
 * 4. records itself (order_actions, the key unique), changes tickets and places, records refunds as rows,
 *    moves the order's status through the transition table, queues the visitor's mail, and writes the
 *    audit entry with before and after.
 * A refund through a provider is asked for after the commit (settleRefund), under a reference derived
 * from its row: never twice. Expected refusals come back as a problem code and change nothing.
 */

/**
 * Why an action was refused. The staff codes, and the visitor's own (issue #24, lib/server/my-booking):
 * outside the park's policy, or a price that changed since the visitor saw it.
 */
export type OrderActionProblem = StaffOrderActionProblem | 'NOT_OFFERED' | 'TOO_LATE' | 'PRICE_CHANGED' | 'REFUND_NOT_OFFERED' | 'CHARGE_DUE';

/** Who acts on an order: a staff member, or the visitor through their My booking link (issue #24; no staff id). */
export interface OrderActor {
  staffId: string | null;
  /** What the order's history says: the member's email, or the visitor's. */
  name: string;
}

/** Which order an action is for, as found before its transaction: the action loads it once, under its lock. */
export type OrderHeader = Pick<OrderRecord, 'id' | 'localeId' | 'status'>;

/** An order, its park, and who acts on it. */
export interface ActingOn {
  order: OrderHeader;
  park: ParkView;
  actor: OrderActor;
}

/**
 * A check the caller adds under the order's lock, on the tickets chosen as they stand then (the visitor's
 * policy: lib/domain/self-service.ts). A problem refuses the action, changing nothing.
 */
export type ActionGuard = (tx: Executor, order: OrderRecord, chosen: StandingTicket[], now: Date) => Promise<OrderActionProblem | null>;

/** An action's target at the desk: the order found by its booking ID, its park, and the member acting. */
export interface StaffOrderTarget {
  order: OrderHeader;
  park: ParkView;
  staff: StaffMember;
}

const staffActing = (target: StaffOrderTarget): ActingOn => ({ order: target.order, park: target.park, actor: { staffId: target.staff.id, name: target.staff.email } });

class Refusal extends Error {
  constructor(readonly problem: OrderActionProblem) {
    super(problem);
  }
}

/** What an action answers: its refusal, or null when done (or done before: the same key), and the order as it stands. */
export interface ActionDone {
  problem: OrderActionProblem | null;
  order: OrderRecord;
}

export interface ActionOutcome {
  problem: StaffOrderActionProblem | null;
  source: StaffOrderSource;
}

/** A staff action's answer: its problem (never a visitor's code: staff actions pass no guard) and the order now. */
async function staffOutcome(target: StaffOrderTarget, done: Promise<ActionDone>): Promise<ActionOutcome> {
  const { problem, order } = await done;
  return { problem: problem as StaffOrderActionProblem | null, source: { order, park: target.park, staff: target.staff } };
}

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** Keys the screens make (UUIDs); anything else is a client's bug. */

interface Act {
  /** The order as the action leaves it (orderAfter: not read again). */
  order: OrderRecord;
  /** What the audit entry adds to the order's state after. */
  after: Record<string, unknown>;
  /** Work for after the commit (a provider refund). */
  afterCommit?: () => Promise<unknown>;
}

type Record_ = (entry: { detail: Record<string, unknown>; released?: number; giftCard?: number }) => Promise<string>;

/** What the audit says of an order's state, before and after an action. */
const stateOf = (order: OrderRecord) => ({
  status: order.status,
  standingTickets: order.tickets.filter((ticket) => !ticket.cancelledAt).length,
  dueOnArrival: order.dueOnArrival,
});

async function once(
  source: ActingOn,
  kind: OrderActionKind,
  key: string,
  act: (tx: Executor, order: OrderRecord, record: Record_, now: Date) => Promise<Act>,
): Promise<ActionDone> {
  if (!isIdempotencyKey(key)) throw badInput('idempotencyKey must be 16 to 100 letters, digits, - or _');
  const { actor, park } = source;
  const now = new Date();
  // Read before the transaction: nothing inside it should wait for a second pooled connection.
  await Promise.all([getCatalogue(), findLocaleById(source.order.localeId)]);
  let afterCommit: Act['afterCommit'];
  // The order, loaded once under its lock; then as the action left it.
  let order: OrderRecord | null = null;
  try {
    const replayed = await db().transaction(async (tx) => {
      await lockOrder(tx, source.order.id);
      order = (await loadOrder(tx, { id: source.order.id }))!;
      const used = await findOrderAction(tx, key);
      if (used) {
        if (used.orderId !== source.order.id || used.kind !== kind) throw new Refusal('IDEMPOTENCY_KEY_REUSED');
        return used.id;
      }
      const before = order;
      let actionId: string | null = null;
      const record: Record_ = async (entry) => {
        actionId = await recordOrderAction(tx, {
          orderId: before.id,
          kind,
          idempotencyKey: key,
          staffId: actor.staffId,
          actor: actor.name,
          detail: entry.detail,
          releasedAmount: entry.released ?? 0,
          giftCardAmount: entry.giftCard ?? 0,
        });
        // Taken meanwhile by an action on another order (the order's lock does not cover that).
        if (!actionId) throw new Refusal('IDEMPOTENCY_KEY_REUSED');
        return actionId;
      };
      const done = await act(tx, before, record, now);
      if (!actionId) throw new Error(`Order action ${kind} did not record itself`);
      order = done.order;
      // A visitor's own change is in the order's history (order_actions); the audit trail is staff's.
      if (actor.staffId) await recordStaffAction(tx, {
        actor: { staffId: actor.staffId, email: actor.name },
        action: `order.${kind}`,
        subject: `order:${before.bookingId}`,
        parkId: park.id,
        before: stateOf(before),
        after: { ...stateOf(done.order), ...done.after },
      });
      afterCommit = done.afterCommit;
      return null;
    });
    if (replayed) {
      // The same action again: if its refunds still wait for the provider (the first request died after
      // its commit), ask now; the claim and the provider's idempotency make each one refund.
      for (const refundId of await refundIdsOfAction(replayed)) await settleRefund(refundId);
    }
  } catch (error) {
    // Refused under the lock, nothing changed: the order as it was loaded.
    if (error instanceof Refusal && order) return { problem: error.problem, order };
    if (error instanceof Refusal) return { problem: error.problem, order: (await loadOrder(db(), { id: source.order.id }))! };
    throw error;
  }
  if (afterCommit) await afterCommit();
  return { problem: null, order: order! };
}

const isBooking = (order: OrderRecord) => order.kind === 'booking' && ALTERABLE_STATUSES.includes(order.status);

/** Sends the booking's confirmation again. */
export function resendConfirmation(source: StaffOrderTarget, key: string): Promise<ActionOutcome> {
  return staffOutcome(source, once(staffActing(source), 'resendConfirmation', key, async (tx, order, record) => {
    if (!isBooking(order)) throw new Refusal('NOT_ALLOWED_IN_STATUS');
    const actionId = await record({ detail: { to: order.customer.email } });
    await queueConfirmationAgain(tx, order, actionId);
    return { order, after: { mailed: 'order-confirmation' } };
  }));
}

/** Takes what a reservation owes at the desk: a desk payment, the order paid through the transition table, a receipt. */
export function takePaymentAtDesk(source: StaffOrderTarget, deskMethod: DeskPaymentMethod, key: string): Promise<ActionOutcome> {
  return staffOutcome(source, once(staffActing(source), 'takePaymentAtDesk', key, async (tx, order, record, now) => {
    if (order.status !== 'reserved') throw new Refusal('NOT_ALLOWED_IN_STATUS');
    const due = order.dueOnArrival;
    if (due <= 0) throw new Refusal('NOTHING_DUE');
    const actionId = await record({ detail: { method: deskMethod, amount: due } });
    const paymentId = await recordDeskPayment(tx, { orderId: order.id, amount: due, currency: order.currency, method: deskMethod, actor: source.staff.email });
    // What is due at the desk includes the charges of moves to dearer sessions: this payment pays them.
    const chargesPaid = await settleDeskCharges(tx, order.id, deskMethod, paymentId, now);
    const moved = await transitionOrder(tx, order.id, 'paid', now);
    if (moved.status !== 'paid') throw new Error(`Order ${order.id} did not become paid (${moved.status})`);
    const paid = orderAfter(order, { status: 'paid', owed: { dueOnArrival: -due, chargesDue: -chargesPaid } });
    await queueOrderUpdate(tx, paid, actionId, {
      change: 'paidAtDesk',
      codes: [],
      ticketsLeft: paid.tickets.filter((ticket) => !ticket.cancelledAt).length,
      payment: { amount: due, method: deskMethod },
    });
    return { order: { ...paid, paidAt: now }, after: { paid: due, method: deskMethod } };
  }));
}

/**
 * Takes a charge (a move's difference) at the desk instead of through its link: a desk payment of the
 * charge's amount that names it, the charge paid, a receipt. Under the charge's lock, so a link payment
 * that completes meanwhile finds it paid and its money goes back (lib/server/orders/charges.ts).
 */
export function takeChargeAtDesk(source: StaffOrderTarget, chargeId: string, deskMethod: DeskPaymentMethod, key: string): Promise<ActionOutcome> {
  return staffOutcome(source, once(staffActing(source), 'takeChargeAtDesk', key, async (tx, order, record, now) => {
    const charge = (await chargesOfOrder(tx, order.id)).find((c) => c.id === chargeId);
    if (!charge || charge.status !== 'due') throw new Refusal('NOTHING_DUE');
    const actionId = await record({ detail: { chargeId, method: deskMethod, amount: charge.amount } });
    if (!(await takeOrderChargeAtDesk(tx, chargeId, deskMethod, source.staff.email, now))) throw new Refusal('NOTHING_DUE');
    const paid = orderAfter(order, { owed: { dueOnArrival: -charge.amount, chargesDue: -charge.amount } });
    await queueOrderUpdate(tx, paid, actionId, {
      change: 'paidAtDesk',
      codes: [],
      ticketsLeft: paid.tickets.filter((ticket) => !ticket.cancelledAt).length,
      payment: { amount: charge.amount, method: deskMethod },
    });
    return { order: paid, after: { chargePaid: charge.amount, method: deskMethod, chargeId } };
  }));
}

/**
 * The chosen standing tickets, or the refusal that says what is wrong with the choice. In an action
 * (`tx` holds the order's lock), the chosen tickets are locked as a gate's scan locks them and their
 * check-ins read on the action's own connection: a ticket is never both admitted and cancelled or moved.
 */
async function chosenTickets(executor: Executor, tickets: StandingTicket[], codes: readonly string[], lock = false): Promise<StandingTicket[]> {
  const wanted = [...new Set(codes.map((code) => code.trim().toUpperCase()))];
  if (!wanted.length) throw new Refusal('NO_TICKETS');
  const chosen = wanted.map((code) => tickets.find((ticket) => ticket.code === code && !ticket.cancelled));
  if (chosen.some((ticket) => !ticket)) throw new Refusal('UNKNOWN_TICKET');
  if (lock) await lockTicketsForChange(executor, (chosen as StandingTicket[]).map((ticket) => ticket.id));
  // Through the gate already: it was used, and cannot be cancelled or moved any more.
  const checkIns = await checkedInPeople.byTicketCode(wanted, executor);
  if (wanted.some((code) => checkIns.get(code)?.length)) throw new Refusal('TICKET_CHECKED_IN');
  return chosen as StandingTicket[];
}

/** What the order's cheaper moves gave back, each for its tickets by their codes now (a visitor's move reissues them). */
async function movesReleased(executor: Executor, orderId: string, tickets: StandingTicket[]): Promise<MoveReleased[]> {
  const codeOf = new Map(tickets.map((ticket) => [ticket.id, ticket.code]));
  return (await moveReleasesOf(executor, orderId)).map((move) => ({
    money: move.money,
    codes: move.ticketIds ? move.ticketIds.map((id) => codeOf.get(id) ?? id) : null,
    shares: move.ticketIds && move.releaseShares ? move.ticketIds.map((id) => move.releaseShares![id] ?? 0) : null,
  }));
}

/** A ticket type's catalogue price: what shares a line between its tickets, and prices a move. */
async function basePrices(): Promise<(ticket: Pick<StandingTicket, 'activityId' | 'variationId'>) => number> {
  const catalogue = await getCatalogue();
  return (ticket) => catalogue.variationsByActivity.get(ticket.activityId)?.find((variation) => variation.id === ticket.variationId)?.price ?? 0;
}

export type { RefundTo } from '@/lib/domain/self-service';

/**
 * Gives `amount` of a paid order back as the member chose, in the action's transaction: a refund row to
 * the original payment (a gateway refund, asked for after the commit; a desk payment handed back), or a
 * new gift card. Null when there is nothing to give back.
 */
async function giveBack(
  tx: Executor,
  order: OrderRecord,
  source: ActingOn,
  amount: number,
  refundTo: RefundTo,
  reason: string,
  actionId: string,
  key: string,
  giftCardBonus = 0,
): Promise<{ method: RefundMethod; refundId: string; giftCardCode?: string; bonus?: number } | null> {
  if (amount <= 0) return null;
  const common = { orderId: order.id, actionId, idempotencyKey: key, amount, currency: order.currency, reason, createdBy: source.actor.staffId };
  if (refundTo === 'gift_card') {
    const card = await issueRefundGiftCard(tx, { parkId: source.park.id, currency: order.currency, amount, bonus: giftCardBonus });
    const refundId = await recordRefund(tx, { ...common, paymentId: null, method: 'gift_card', giftCardId: card.id });
    return { method: 'gift_card', refundId, giftCardCode: card.code, ...(giftCardBonus > 0 ? { bonus: giftCardBonus } : {}) };
  }
  const payment = await refundablePayment(tx, order.id);
  if (!payment) throw new Refusal('NO_REFUNDABLE_PAYMENT');
  // Never more than the payment has left: the arithmetic guarantees it; a breach is a bug, not a refund.
  if (payment.amount - payment.refunded < amount) throw new Error(`Refund of ${amount} exceeds what payment ${payment.id} has left`);
  const method: RefundMethod = payment.method === 'gateway' ? 'gateway' : 'desk';
  const refundId = await recordRefund(tx, { ...common, paymentId: payment.id, method });
  return { method, refundId };
}

/**
 * Gives back what a cancellation ended of paid charges (`endCharges`: the cancelled tickets' shares, or a
 * charge without shares whole), each to the payment that took the charge (a link's through its gateway; at
 * the desk, at the desk), one refund row each under a key made from the action's and the charge's, so a
 * retried cancellation records them once.
 */
async function giveBackCharges(
  tx: Executor,
  order: OrderRecord,
  source: ActingOn,
  ended: readonly EndedCharge[],
  reason: string,
  actionId: string,
  key: string,
): Promise<{ refundId: string; method: RefundMethod; amount: number }[]> {
  const given: { refundId: string; method: RefundMethod; amount: number }[] = [];
  for (const charge of ended) {
    // Taken with what was due on arrival: the order's own desk payment holds it.
    const payment = charge.payment ?? (await refundablePayment(tx, order.id));
    if (!payment) throw new Error(`Charge ${charge.id} was paid, yet no payment holds it`);
    // Never more than the payment has left: the shares add up to the charge, so a breach is a bug, not a refund.
    const left = await paymentLeft(tx, payment.id);
    if (left < charge.amount) throw new Error(`Refund of ${charge.amount} for charge ${charge.id} exceeds what payment ${payment.id} has left (${left})`);
    const method: RefundMethod = payment.method === 'gateway' ? 'gateway' : 'desk';
    const refundId = await recordRefund(tx, {
      orderId: order.id,
      paymentId: payment.id,
      actionId,
      idempotencyKey: `${key}:charge:${charge.id}`,
      amount: charge.amount,
      currency: order.currency,
      reason,
      method,
      createdBy: source.actor.staffId,
    });
    given.push({ refundId, method, amount: charge.amount });
  }
  return given;
}

/** What cancelling these tickets would give back now: the mutation computes it again under the lock. */
export async function refundQuote(source: { order: OrderRecord }, codes: readonly string[]): Promise<{ amount: number; giftCard: number; toOriginalPayment: boolean; chargeRefund: number }> {
  const { order } = source;
  const tickets = await ticketsOf(db(), order.id);
  let chosen: StandingTicket[];
  try {
    chosen = await chosenTickets(db(), tickets, codes);
  } catch (error) {
    if (error instanceof Refusal) return { amount: 0, giftCard: 0, toOriginalPayment: false, chargeRefund: 0 };
    throw error;
  }
  const price = await basePrices();
  const release = cancellationRelease({
    lines: order.lines,
    tickets: tickets.map((ticket) => ({ code: ticket.code, lineId: ticket.orderItemId, weight: price(ticket) })),
    collected: { money: order.total, giftCard: order.giftCardAmount },
    released: await releasedSoFar(db(), order.id),
    moves: await movesReleased(db(), order.id, tickets),
    cancelledBefore: new Set(tickets.filter((ticket) => ticket.cancelled).map((ticket) => ticket.code)),
    cancelling: new Set(chosen.map((ticket) => ticket.code)),
  });
  const choosing = new Set(chosen.map((ticket) => ticket.code));
  const standing = tickets.filter((ticket) => !ticket.cancelled && !choosing.has(ticket.code));
  return {
    amount: release.money,
    giftCard: release.giftCard,
    toOriginalPayment: order.status !== 'reserved' && Boolean(await refundablePayment(db(), order.id)),
    chargeRefund: await paidChargesEnding(db(), order.id, standing),
  };
}

/** Cancels standing tickets, giving their places back and their share of the money. */
export function cancelTickets(source: StaffOrderTarget, codes: readonly string[], refundTo: RefundTo, reason: string, key: string): Promise<ActionOutcome> {
  const why = reason.trim().slice(0, 500);
  if (!why) throw badInput('A reason is required');
  return staffOutcome(source, cancelTicketsAs(staffActing(source), codes, refundTo, why, key));
}

/** What the visitor's own actions add (issue #24): the policy's check, and the park's bonus on gift-card credit. */
export interface VisitorTerms {
  guard?: ActionGuard;
  /** Percent added on top of money given back as a new gift card. */
  giftCardBonusPercent?: number;
}

/**
 * Cancels standing tickets, by staff or by the visitor: the one path for both (issue #24 asks the same
 * idempotency and ledger for a visitor's cancellation as for staff's).
 */
export function cancelTicketsAs(source: ActingOn, codes: readonly string[], refundTo: RefundTo, why: string, key: string, terms: VisitorTerms = {}): Promise<ActionDone> {
  return once(source, 'cancel', key, async (tx, order, record, now) => {
    if (!isBooking(order)) throw new Refusal('NOT_ALLOWED_IN_STATUS');
    const tickets = standingTickets(order);
    const chosen = await chosenTickets(tx, tickets, codes, true);
    const refused = terms.guard ? await terms.guard(tx, order, chosen, now) : null;
    if (refused) throw new Refusal(refused);
    const price = await basePrices();
    const release = cancellationRelease({
      lines: order.lines,
      tickets: tickets.map((ticket) => ({ code: ticket.code, lineId: ticket.orderItemId, weight: price(ticket) })),
      collected: { money: order.total, giftCard: order.giftCardAmount },
      released: await releasedSoFar(tx, order.id),
      moves: await movesReleased(tx, order.id, tickets),
      cancelledBefore: new Set(tickets.filter((ticket) => ticket.cancelled).map((ticket) => ticket.code)),
      cancelling: new Set(chosen.map((ticket) => ticket.code)),
    });
    const paid = order.status !== 'reserved';
    const codesChosen = chosen.map((ticket) => ticket.code);
    const actionId = await record({ detail: { tickets: codesChosen, refundTo, reason: why }, released: release.money, giftCard: release.giftCard });
    await cancelOrderTickets(tx, order.id, chosen, actionId, now);
    await creditOrderGiftCard(tx, order.id, release.giftCard);
    // A reservation's share was never paid: it is simply no longer due (order_actions.released_amount).
    const bonus = refundTo === 'gift_card' ? giftCardBonus(release.money, terms.giftCardBonusPercent ?? 0) : 0;
    const refund = paid ? await giveBack(tx, order, source, release.money, refundTo, why, actionId, key, bonus) : null;
    const left = tickets.filter((ticket) => !ticket.cancelled).length - chosen.length;
    const next = statusAfterCancellation(order.status, left)!;
    if (next !== order.status) {
      const moved = await transitionOrder(tx, order.id, next, now, { restoreCart: false });
      if (moved.status !== next) throw new Error(`Order ${order.id} did not move to ${next} (${moved.status})`);
    }
    // A move's difference is owed, or kept, ticket by ticket: the cancelled tickets' shares of a due charge
    // are owed no more (the standing ones' owed again as a new charge); of a paid one, they go back the way
    // it was paid (lib/server/orders/charges.ts endCharges).
    const cancelled = new Set(codesChosen);
    const standing = tickets.filter((ticket) => !ticket.cancelled && !cancelled.has(ticket.code));
    const ended = await endCharges(tx, order, standing, actionId);
    const charges = await giveBackCharges(tx, order, source, ended.givenBack, why, actionId, key);
    const chargeRefunded = charges.reduce((sum, charge) => sum + charge.amount, 0);
    const chargesOwed = (ended.raised?.amount ?? 0) - ended.cancelled;
    const after = orderAfter(order, {
      status: next,
      cancelled: { codes: codesChosen, at: now },
      owed: { dueOnArrival: -(paid ? 0 : release.money) + chargesOwed, chargesDue: chargesOwed },
    });
    await queueOrderUpdate(tx, after, actionId, {
      change: 'cancelled',
      codes: codesChosen,
      ticketsLeft: left,
      ...(refund ? { refund: { amount: release.money, method: refund.method, giftCardCode: refund.giftCardCode, giftCardSiteUrl: order.origin, ...(refund.bonus ? { bonus: refund.bonus } : {}) } } : {}),
      ...(release.giftCard ? { giftCardReturned: release.giftCard } : {}),
      ...(chargeRefunded ? { chargeRefunded } : {}),
      // What the standing tickets still owe of a charge it cancelled: a new link (the old one is cancelled).
      ...(ended.raised ? { charge: { amount: ended.raised.amount, payUrl: ended.raised.linkSent ? `${order.origin}${chargePaymentPath(ended.raised.token)}` : null } } : {}),
    });
    const gatewayRefunds = [...(refund?.method === 'gateway' ? [refund.refundId] : []), ...charges.filter((charge) => charge.method === 'gateway').map((charge) => charge.refundId)];
    return {
      order: after,
      after: {
        cancelled: codesChosen,
        reason: why,
        released: release.money,
        giftCardReturned: release.giftCard,
        refund: refund ? { method: refund.method, amount: release.money, ...(refund.bonus ? { bonus: refund.bonus } : {}) } : null,
        ...(chargeRefunded ? { chargeRefunded } : {}),
        ...(ended.raised ? { charge: { amount: ended.raised.amount, collected: ended.raised.linkSent ? 'link' : 'desk' } } : {}),
      },
      afterCommit: gatewayRefunds.length ? async () => void (await Promise.all(gatewayRefunds.map((refundId) => settleRefund(refundId)))) : undefined,
    };
  });
}

/** A session's day in the park ('YYYY-MM-DD'), which the price rules are written for. */
const parkCalendarDay = (instant: Date, timeZone: string) =>
  dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/** What moving each of these tickets to a session starting at `to` costs more (positive) or less, by the catalogue's price rules. */
async function ticketDifferences(order: OrderRecord, moving: StandingTicket[], to: Date, timeZone: string): Promise<ChargeShare[]> {
  const catalogue = await getCatalogue();
  const price = await basePrices();
  return moving.map((ticket) => {
    const rules = catalogue.priceRulesByActivity.get(ticket.activityId) ?? [];
    const from = order.tickets.find((t) => t.code === ticket.code)!.startsAt;
    const priced = { id: ticket.variationId, price: price(ticket) };
    return { ticketId: ticket.id, amount: priceOn(priced, parkCalendarDay(to, timeZone), rules) - priceOn(priced, parkCalendarDay(from, timeZone), rules) };
  });
}

/** What moving these tickets to a session starting at `to` costs more (positive) or less. */
async function priceDifference(order: OrderRecord, moving: StandingTicket[], to: Date, timeZone: string): Promise<number> {
  return (await ticketDifferences(order, moving, to, timeZone)).reduce((sum, ticket) => sum + ticket.amount, 0);
}

/** The sessions these tickets could move to on a day, with places left and the price difference there. */
export async function moveOptions(source: { order: OrderRecord; park: ParkView }, codes: readonly string[], date: string) {
  const { order, park } = source;
  const tickets = await ticketsOf(db(), order.id);
  let chosen: StandingTicket[];
  try {
    chosen = await chosenTickets(db(), tickets, codes);
  } catch (error) {
    if (error instanceof Refusal) return [];
    throw error;
  }
  const activityIds = new Set(chosen.map((ticket) => ticket.activityId));
  if (activityIds.size !== 1 || !isCalendarDay(date)) return [];
  const catalogue = await getCatalogue();
  const activity = catalogue.activities.find((a) => a.id === [...activityIds][0]);
  if (!activity) return [];
  const sessions = await daySessions(activity, park.timeZone, date);
  return Promise.all(
    sessions
      .filter((session) => chosen.some((ticket) => ticket.sessionId !== session.id))
      .map(async (session) => ({
        sessionId: session.id,
        startsAt: session.startsAt.toISOString(),
        remaining: session.remaining,
        priceDifference: await priceDifference(order, chosen.filter((ticket) => ticket.sessionId !== session.id), session.startsAt, park.timeZone),
      })),
  );
}

/**
 * Moves standing tickets to another session of their activity: its places taken under the sessions'
 * locks as a sale takes them (refused when it has no room), given back where they were. A cheaper
 * session's difference goes back as `refundTo` says. A dearer one's becomes a charge on the order (the
 * amount computed here, from the catalogue), once the member said to charge it (`chargeDifference`):
 * the visitor of a paid order gets a payment link for it in the move's mail; a reservation's is added to
 * what is due at the desk.
 */
export function moveTickets(
  source: StaffOrderTarget,
  codes: readonly string[],
  sessionId: string,
  refundTo: RefundTo | null | undefined,
  key: string,
  chargeDifference = false,
): Promise<ActionOutcome> {
  const to: RefundTo = refundTo ?? 'original';
  return staffOutcome(source, moveTicketsAs(staffActing(source), codes, sessionId, to, key, { chargeDifference }));
}

/** How a move is made beyond where to. */
export interface MoveTerms extends VisitorTerms {
  /** A dearer session's difference may be charged (the member or visitor saw it and said so). */
  chargeDifference: boolean;
  /** The difference the visitor saw: another one now (prices changed meanwhile) refuses the move. */
  expectedDifference?: number;
  /**
   * The moved tickets get new codes, and the old ones stop admitting (issue #24: a visitor's reschedule
   * issues new tickets; the move's mail carries their QR codes).
   */
  reissue?: boolean;
}

/** Moves standing tickets to another session, by staff or by the visitor: one path for both (issue #24). */
export function moveTicketsAs(source: ActingOn, codes: readonly string[], sessionId: string, to: RefundTo, key: string, terms: MoveTerms): Promise<ActionDone> {
  return once(source, 'move', key, async (tx, order, record, now) => {
    if (!isBooking(order)) throw new Refusal('NOT_ALLOWED_IN_STATUS');
    const tickets = standingTickets(order);
    const chosen = await chosenTickets(tx, tickets, codes, true);
    const refused = terms.guard ? await terms.guard(tx, order, chosen, now) : null;
    if (refused) throw new Refusal(refused);
    const target = await findSessionById(tx, sessionId);
    if (!target || chosen.some((ticket) => ticket.activityId !== target.activityId)) throw new Refusal('SESSION_NOT_FOUND');
    if (target.startsAt.getTime() <= now.getTime()) throw new Refusal('SESSION_STARTED');
    const moving = chosen.filter((ticket) => ticket.sessionId !== target.id);
    if (!moving.length) throw new Refusal('NO_TICKETS');
    const differences = await ticketDifferences(order, moving, target.startsAt, source.park.timeZone);
    const difference = differences.reduce((sum, ticket) => sum + ticket.amount, 0);
    // Dearer: only when the member saw the difference and said to charge it (a stale form never charges).
    if (difference > 0 && !terms.chargeDifference) throw new Refusal('PRICE_DIFFERENCE_DUE');
    if (terms.expectedDifference !== undefined && terms.expectedDifference !== difference) throw new Refusal('PRICE_CHANGED');
    // A cheaper session first offsets what the order still owes (lib/domain/order-refund.ts): under the
    // charges' locks, so a link payment completing meanwhile either paid its charge first or finds it cancelled.
    const due = await lockDueCharges(tx, order.id);
    const owed = due.reduce((sum, charge) => sum + charge.amount, 0);
    // The charges owed for the tickets moving are offset first (newest first), then the order's others:
    // a ticket moved back cancels its own dearer move's charge, not another ticket's.
    const moves = (charge: (typeof due)[number]) => charge.ticketIds.some((id) => moving.some((ticket) => ticket.id === id));
    const offset = offsetDueCharges([...due.filter((charge) => !moves(charge)), ...due.filter(moves)], difference < 0 ? -difference : 0);
    const release = moveRelease(difference, { money: order.total, giftCard: order.giftCardAmount }, await releasedSoFar(tx, order.id), owed);
    const ticketIds = moving.map((ticket) => ticket.id);
    // What is left of a partly offset charge (the last the saving reached) stays owed, ticket by ticket:
    // the saving comes off the moving tickets' own shares first, then off those it leaves where they are
    // (lib/domain/order-charge.ts remainderShares); cancelling a ticket then ends its share of it.
    const movingIds = new Set(ticketIds);
    const offsetShares = new Map<string, ChargeShare[] | null>();
    for (const id of offset.cancel) offsetShares.set(id, await sharesOfCharge(tx, id));
    const partial = offset.remainder > 0 ? offset.cancel.at(-1)! : null;
    const partialShares = partial ? offsetShares.get(partial)! : null;
    const remainderOwed = partialShares ? remainderShares(partialShares, movingIds, offset.remainder) : null;
    let chargedTickets = ticketIds;
    if (remainderOwed) chargedTickets = remainderOwed.map((share) => share.ticketId);
    else if (partial) {
      // A charge recorded before shares were: what is left of it is owed for its tickets this move leaves
      // where they are (or, when it moves them all, for all of them), whole.
      const offsetTickets = await chargedTicketIds(tx, offset.cancel);
      const leftBehind = offsetTickets.filter((id) => !ticketIds.includes(id));
      chargedTickets = leftBehind.length ? leftBehind : offsetTickets;
    }
    // What of the release each ticket counts, for a cancellation later (cancellationRelease): its own
    // saving, less what of it undid its own unpaid difference; a ticket whose due share another's saving
    // paid counts that much less, the one whose saving paid it that much more (lib/domain/order-refund.ts).
    const offsetOf = new Map<string, number>();
    for (const [id, shares] of offsetShares) {
      const left = new Map((id === partial ? (remainderOwed ?? []) : []).map((share) => [share.ticketId, share.amount]));
      for (const share of shares ?? []) offsetOf.set(share.ticketId, (offsetOf.get(share.ticketId) ?? 0) + share.amount - (left.get(share.ticketId) ?? 0));
    }
    const counted = releaseShares(release, [
      ...differences.map((ticket) => ({ ticketId: ticket.ticketId, saving: -ticket.amount, offset: offsetOf.get(ticket.ticketId) ?? 0 })),
      ...[...offsetOf].filter(([id]) => !movingIds.has(id)).map(([ticketId, offset]) => ({ ticketId, saving: 0, offset })),
    ]);
    const releaseShared = [...counted.values()].some((amount) => amount !== 0);
    const actionId = await record({
      detail: {
        tickets: moving.map((ticket) => ticket.code),
        ticketIds,
        ...(releaseShared ? { releaseShares: Object.fromEntries(counted) } : {}),
        ...(chargedTickets !== ticketIds ? { chargedTicketIds: chargedTickets } : {}),
        from: [...new Set(moving.map((ticket) => ticket.sessionId))],
        to: target.id,
        difference,
        refundTo: to,
        ...(offset.offset ? { offset: offset.offset, chargesCancelled: offset.cancel } : {}),
      },
      released: release,
    });
    if (!(await moveOrderTickets(tx, moving, target.id, now))) throw new Refusal('SESSION_FULL');
    const newCodes = terms.reissue ? await reissueTicketCodes(tx, moving) : new Map(moving.map((ticket) => [ticket.code, ticket.code]));
    const codesMoved = [...newCodes.values()];
    const previous = new Map(moving.map((ticket) => [newCodes.get(ticket.code)!, order.tickets.find((t) => t.code === ticket.code)!.startsAt]));
    const paid = order.status !== 'reserved';
    const refund = paid ? await giveBack(tx, order, source, release, to, 'Moved to a cheaper session', actionId, key, to === 'gift_card' ? giftCardBonus(release, terms.giftCardBonusPercent ?? 0) : 0) : null;
    await cancelCharges(tx, offset.cancel);
    const owedNow = difference > 0 ? difference : offset.remainder;
    const shares = difference > 0 ? moveChargeShares(differences) : (remainderOwed ?? undefined);
    const charge =
      owedNow > 0
        ? await recordCharge(tx, { orderId: order.id, actionId, amount: owedNow, currency: order.currency, reason: difference > 0 ? 'Moved to a dearer session' : 'Left of a dearer move after a cheaper one', shares })
        : null;
    // Owed now: the charge this move raised (or what is left of one it offset), less the charges it cancelled.
    const charged = (charge?.amount ?? 0) - due.filter((c) => offset.cancel.includes(c.id)).reduce((sum, c) => sum + c.amount, 0);
    const after = orderAfter(order, {
      moved: { codes: newCodes, sessionId: target.id, startsAt: target.startsAt },
      owed: { dueOnArrival: -(paid ? 0 : release) + charged, chargesDue: charged },
    });
    await queueOrderUpdate(tx, after, actionId, {
      change: 'moved',
      codes: codesMoved,
      ...(terms.reissue ? { newCodes: true } : {}),
      previousStartsAt: previous,
      ticketsLeft: after.tickets.filter((ticket) => !ticket.cancelledAt).length,
      ...(refund ? { refund: { amount: release, method: refund.method, giftCardCode: refund.giftCardCode, giftCardSiteUrl: order.origin, ...(refund.bonus ? { bonus: refund.bonus } : {}) } } : {}),
      ...(charge ? { charge: { amount: charge.amount, payUrl: charge.linkSent ? `${order.origin}${chargePaymentPath(charge.token)}` : null } } : {}),
    });
    return {
      order: after,
      after: {
        moved: moving.map((ticket) => ticket.code),
        ...(terms.reissue ? { newCodes: codesMoved } : {}),
        to: target.startsAt.toISOString(),
        difference,
        refund: refund ? { method: refund.method, amount: release } : null,
        charge: charge ? { amount: charge.amount, collected: charge.linkSent ? 'link' : 'desk' } : null,
      },
      afterCommit: refund?.method === 'gateway' ? () => settleRefund(refund.refundId) : undefined,
    };
  });
}
