import { GraphQLError } from 'graphql';
import type { StaffOrderActionProblem } from '@/graphql/generated/staff-resolvers';
import { dateTimeFormat } from '@/lib/domain/intl-formats';
import { chargePaymentPath } from '@/lib/domain/paths';
import { cancellationRelease, moveRelease } from '@/lib/domain/order-refund';
import { ALTERABLE_STATUSES, statusAfterCancellation } from '@/lib/domain/order-status';
import { priceOn } from '@/lib/domain/pricing';
import { getCatalogue } from '../activities';
import { creditOrderGiftCard, issueRefundGiftCard } from '../gift-cards';
import { findLocaleById } from '../locales';
import {
  cancelTickets as cancelOrderTickets,
  findOrderAction,
  loadOrder,
  lockOrder,
  moveTickets as moveOrderTickets,
  recordOrderAction,
  releasedSoFar,
  ticketsOf,
  transitionOrder,
  type Executor,
  type OrderRecord,
  type StandingTicket,
} from '../orders';
import {
  cancelDueCharges,
  endPaidCharges,
  paidChargesEnding,
  chargesOfOrder,
  recordCharge,
  recordDeskPayment,
  recordRefund,
  refundablePayment,
  refundIdsOfAction,
  settleDeskCharges,
  settleRefund,
  takeChargeAtDesk as takeOrderChargeAtDesk,
} from '../payments';
import { db } from '../platform/db/client';
import type { OrderActionKind, RefundMethod } from '../platform/db/schema';
import { daySessions, findSessionById } from '../sessions';
import { recordStaffAction } from '../staff';
import { checkedInPeople } from '../check-in';
import { queueConfirmationAgain, queueOrderUpdate } from './order-mail';
import { reloadOrder, type StaffOrderSource } from './order-view';
import { isIdempotencyKey } from '@/lib/domain/idempotency-key';

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

export type OrderActionProblem = StaffOrderActionProblem;

class Refusal extends Error {
  constructor(readonly problem: OrderActionProblem) {
    super(problem);
  }
}

export interface ActionOutcome {
  problem: OrderActionProblem | null;
  source: StaffOrderSource;
}

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** Keys the screens make (UUIDs); anything else is a client's bug. */

interface Act {
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
  source: StaffOrderSource,
  kind: OrderActionKind,
  key: string,
  act: (tx: Executor, order: OrderRecord, record: Record_, now: Date) => Promise<Act>,
): Promise<ActionOutcome> {
  if (!isIdempotencyKey(key)) throw badInput('idempotencyKey must be 16 to 100 letters, digits, - or _');
  const { staff, park } = source;
  const now = new Date();
  // Read before the transaction: nothing inside it should wait for a second pooled connection.
  await Promise.all([getCatalogue(), findLocaleById(source.order.localeId)]);
  let afterCommit: Act['afterCommit'];
  try {
    const replayed = await db().transaction(async (tx) => {
      await lockOrder(tx, source.order.id);
      const used = await findOrderAction(tx, key);
      if (used) {
        if (used.orderId !== source.order.id || used.kind !== kind) throw new Refusal('IDEMPOTENCY_KEY_REUSED');
        return used.id;
      }
      const order = (await loadOrder(tx, { id: source.order.id }))!;
      let actionId: string | null = null;
      const record: Record_ = async (entry) => {
        actionId = await recordOrderAction(tx, {
          orderId: order.id,
          kind,
          idempotencyKey: key,
          staffId: staff.id,
          actor: staff.email,
          detail: entry.detail,
          releasedAmount: entry.released ?? 0,
          giftCardAmount: entry.giftCard ?? 0,
        });
        // Taken meanwhile by an action on another order (the order's lock does not cover that).
        if (!actionId) throw new Refusal('IDEMPOTENCY_KEY_REUSED');
        return actionId;
      };
      const done = await act(tx, order, record, now);
      if (!actionId) throw new Error(`Order action ${kind} did not record itself`);
      const changed = (await loadOrder(tx, { id: order.id }))!;
      await recordStaffAction(tx, {
        actor: { staffId: staff.id, email: staff.email },
        action: `order.${kind}`,
        subject: `order:${order.bookingId}`,
        parkId: park.id,
        before: stateOf(order),
        after: { ...stateOf(changed), ...done.after },
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
    if (error instanceof Refusal) return { problem: error.problem, source: await reloadOrder(source) };
    throw error;
  }
  if (afterCommit) await afterCommit();
  return { problem: null, source: await reloadOrder(source) };
}

const isBooking = (order: OrderRecord) => order.kind === 'booking' && ALTERABLE_STATUSES.includes(order.status);

/** Sends the booking's confirmation again. */
export function resendConfirmation(source: StaffOrderSource, key: string): Promise<ActionOutcome> {
  return once(source, 'resendConfirmation', key, async (tx, order, record) => {
    if (!isBooking(order)) throw new Refusal('NOT_ALLOWED_IN_STATUS');
    const actionId = await record({ detail: { to: order.customer.email } });
    await queueConfirmationAgain(tx, order, actionId);
    return { after: { mailed: 'order-confirmation' } };
  });
}

export const DESK_METHODS = ['cash', 'card_at_desk'] as const;
export type DeskMethod = (typeof DESK_METHODS)[number];

/** Takes what a reservation owes at the desk: a desk payment, the order paid through the transition table, a receipt. */
export function takePaymentAtDesk(source: StaffOrderSource, method: string, key: string): Promise<ActionOutcome> {
  if (!(DESK_METHODS as readonly string[]).includes(method)) throw badInput('method must be cash or card_at_desk');
  const deskMethod = method as DeskMethod;
  return once(source, 'takePaymentAtDesk', key, async (tx, order, record, now) => {
    if (order.status !== 'reserved') throw new Refusal('NOT_ALLOWED_IN_STATUS');
    const due = order.dueOnArrival;
    if (due <= 0) throw new Refusal('NOTHING_DUE');
    const actionId = await record({ detail: { method: deskMethod, amount: due } });
    const paymentId = await recordDeskPayment(tx, { orderId: order.id, amount: due, currency: order.currency, method: deskMethod, actor: source.staff.email });
    // What is due at the desk includes the charges of moves to dearer sessions: this payment pays them.
    await settleDeskCharges(tx, order.id, deskMethod, paymentId, now);
    const moved = await transitionOrder(tx, order.id, 'paid', now);
    if (moved.status !== 'paid') throw new Error(`Order ${order.id} did not become paid (${moved.status})`);
    const paid = (await loadOrder(tx, { id: order.id }))!;
    await queueOrderUpdate(tx, paid, actionId, {
      change: 'paidAtDesk',
      codes: [],
      ticketsLeft: paid.tickets.filter((ticket) => !ticket.cancelledAt).length,
      payment: { amount: due, method: deskMethod },
    });
    return { after: { paid: due, method: deskMethod } };
  });
}

/**
 * Takes a charge (a move's difference) at the desk instead of through its link: a desk payment of the
 * charge's amount that names it, the charge paid, a receipt. Under the charge's lock, so a link payment
 * that completes meanwhile finds it paid and its money goes back (lib/server/payments/charges.ts).
 */
export function takeChargeAtDesk(source: StaffOrderSource, chargeId: string, method: string, key: string): Promise<ActionOutcome> {
  if (!(DESK_METHODS as readonly string[]).includes(method)) throw badInput('method must be cash or card_at_desk');
  const deskMethod = method as DeskMethod;
  return once(source, 'takeChargeAtDesk', key, async (tx, order, record, now) => {
    const charge = (await chargesOfOrder(tx, order.id)).find((c) => c.id === chargeId);
    if (!charge || charge.status !== 'due') throw new Refusal('NOTHING_DUE');
    const actionId = await record({ detail: { chargeId, method: deskMethod, amount: charge.amount } });
    if (!(await takeOrderChargeAtDesk(tx, chargeId, deskMethod, source.staff.email, now))) throw new Refusal('NOTHING_DUE');
    const paid = (await loadOrder(tx, { id: order.id }))!;
    await queueOrderUpdate(tx, paid, actionId, {
      change: 'paidAtDesk',
      codes: [],
      ticketsLeft: paid.tickets.filter((ticket) => !ticket.cancelledAt).length,
      payment: { amount: charge.amount, method: deskMethod },
    });
    return { after: { chargePaid: charge.amount, method: deskMethod, chargeId } };
  });
}

/** The chosen standing tickets, or the refusal that says what is wrong with the choice. */
async function chosenTickets(tickets: StandingTicket[], codes: readonly string[]): Promise<StandingTicket[]> {
  const wanted = [...new Set(codes.map((code) => code.trim().toUpperCase()))];
  if (!wanted.length) throw new Refusal('NO_TICKETS');
  const chosen = wanted.map((code) => tickets.find((ticket) => ticket.code === code && !ticket.cancelled));
  if (chosen.some((ticket) => !ticket)) throw new Refusal('UNKNOWN_TICKET');
  // Through the gate already: it was used, and cannot be cancelled or moved any more.
  const checkIns = await checkedInPeople.byTicketCode(wanted);
  if (wanted.some((code) => checkIns.get(code)?.length)) throw new Refusal('TICKET_CHECKED_IN');
  return chosen as StandingTicket[];
}

/** A ticket type's catalogue price: what shares a line between its tickets, and prices a move. */
async function basePrices(): Promise<(ticket: Pick<StandingTicket, 'activityId' | 'variationId'>) => number> {
  const catalogue = await getCatalogue();
  return (ticket) => catalogue.variationsByActivity.get(ticket.activityId)?.find((variation) => variation.id === ticket.variationId)?.price ?? 0;
}

export type RefundTo = 'original' | 'gift_card';

/**
 * Gives `amount` of a paid order back as the member chose, in the action's transaction: a refund row to
 * the original payment (a gateway refund, asked for after the commit; a desk payment handed back), or a
 * new gift card. Null when there is nothing to give back.
 */
async function giveBack(
  tx: Executor,
  order: OrderRecord,
  source: StaffOrderSource,
  amount: number,
  refundTo: RefundTo,
  reason: string,
  actionId: string,
  key: string,
): Promise<{ method: RefundMethod; refundId: string; giftCardCode?: string } | null> {
  if (amount <= 0) return null;
  const common = { orderId: order.id, actionId, idempotencyKey: key, amount, currency: order.currency, reason, createdBy: source.staff.id };
  if (refundTo === 'gift_card') {
    const card = await issueRefundGiftCard(tx, { parkId: source.park.id, currency: order.currency, amount });
    const refundId = await recordRefund(tx, { ...common, paymentId: null, method: 'gift_card', giftCardId: card.id });
    return { method: 'gift_card', refundId, giftCardCode: card.code };
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
 * Gives back the paid charges of moves none of whose tickets stands now (`endPaidCharges`): each whole, to
 * the payment that took it (a link's through its gateway; at the desk, at the desk), one refund row each
 * under a key made from the action's, so a retried cancellation records them once.
 */
async function giveBackCharges(
  tx: Executor,
  order: OrderRecord,
  source: StaffOrderSource,
  standing: readonly string[],
  reason: string,
  actionId: string,
  key: string,
): Promise<{ refundId: string; method: RefundMethod; amount: number }[]> {
  const given: { refundId: string; method: RefundMethod; amount: number }[] = [];
  for (const charge of await endPaidCharges(tx, order.id, standing)) {
    // Taken with what was due on arrival: the order's own desk payment holds it.
    const payment = charge.payment ?? (await refundablePayment(tx, order.id));
    if (!payment) throw new Error(`Charge ${charge.id} was paid, yet no payment holds it`);
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
      createdBy: source.staff.id,
    });
    given.push({ refundId, method, amount: charge.amount });
  }
  return given;
}

/** What cancelling these tickets would give back now: the mutation computes it again under the lock. */
export async function refundQuote(source: StaffOrderSource, codes: readonly string[]): Promise<{ amount: number; giftCard: number; toOriginalPayment: boolean; chargeRefund: number }> {
  const { order } = source;
  const tickets = await ticketsOf(db(), order.id);
  let chosen: StandingTicket[];
  try {
    chosen = await chosenTickets(tickets, codes);
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
    cancelledBefore: new Set(tickets.filter((ticket) => ticket.cancelled).map((ticket) => ticket.code)),
    cancelling: new Set(chosen.map((ticket) => ticket.code)),
  });
  const choosing = new Set(chosen.map((ticket) => ticket.code));
  const standing = tickets.filter((ticket) => !ticket.cancelled && !choosing.has(ticket.code)).map((ticket) => ticket.code);
  return {
    amount: release.money,
    giftCard: release.giftCard,
    toOriginalPayment: order.status !== 'reserved' && Boolean(await refundablePayment(db(), order.id)),
    chargeRefund: await paidChargesEnding(db(), order.id, standing),
  };
}

/** Cancels standing tickets, giving their places back and their share of the money. */
export function cancelTickets(source: StaffOrderSource, codes: readonly string[], refundTo: string, reason: string, key: string): Promise<ActionOutcome> {
  if (refundTo !== 'original' && refundTo !== 'gift_card') throw badInput('refundTo must be original or gift_card');
  const why = reason.trim().slice(0, 500);
  if (!why) throw badInput('A reason is required');
  return once(source, 'cancel', key, async (tx, order, record, now) => {
    if (!isBooking(order)) throw new Refusal('NOT_ALLOWED_IN_STATUS');
    const tickets = await ticketsOf(tx, order.id);
    const chosen = await chosenTickets(tickets, codes);
    const price = await basePrices();
    const release = cancellationRelease({
      lines: order.lines,
      tickets: tickets.map((ticket) => ({ code: ticket.code, lineId: ticket.orderItemId, weight: price(ticket) })),
      collected: { money: order.total, giftCard: order.giftCardAmount },
      released: await releasedSoFar(tx, order.id),
      cancelledBefore: new Set(tickets.filter((ticket) => ticket.cancelled).map((ticket) => ticket.code)),
      cancelling: new Set(chosen.map((ticket) => ticket.code)),
    });
    const paid = order.status !== 'reserved';
    const codesChosen = chosen.map((ticket) => ticket.code);
    const actionId = await record({ detail: { tickets: codesChosen, refundTo, reason: why }, released: release.money, giftCard: release.giftCard });
    await cancelOrderTickets(tx, order.id, chosen, actionId, now);
    await creditOrderGiftCard(tx, order.id, release.giftCard);
    // A reservation's share was never paid: it is simply no longer due (order_actions.released_amount).
    const refund = paid ? await giveBack(tx, order, source, release.money, refundTo, why, actionId, key) : null;
    const left = tickets.filter((ticket) => !ticket.cancelled).length - chosen.length;
    const next = statusAfterCancellation(order.status, left)!;
    if (next !== order.status) {
      const moved = await transitionOrder(tx, order.id, next, now, { restoreCart: false });
      if (moved.status !== next) throw new Error(`Order ${order.id} did not move to ${next} (${moved.status})`);
    }
    // A move's difference is owed, or kept, only while a ticket it moved stands: still due, it is owed no
    // more; paid, it goes back whole the way it was paid.
    const cancelled = new Set(codesChosen);
    const standing = tickets.filter((ticket) => !ticket.cancelled && !cancelled.has(ticket.code)).map((ticket) => ticket.code);
    await cancelDueCharges(tx, order.id, standing);
    const charges = await giveBackCharges(tx, order, source, standing, why, actionId, key);
    const chargeRefunded = charges.reduce((sum, charge) => sum + charge.amount, 0);
    await queueOrderUpdate(tx, (await loadOrder(tx, { id: order.id }))!, actionId, {
      change: 'cancelled',
      codes: codesChosen,
      ticketsLeft: left,
      ...(refund ? { refund: { amount: release.money, method: refund.method, giftCardCode: refund.giftCardCode, giftCardSiteUrl: order.origin } } : {}),
      ...(release.giftCard ? { giftCardReturned: release.giftCard } : {}),
      ...(chargeRefunded ? { chargeRefunded } : {}),
    });
    const gatewayRefunds = [...(refund?.method === 'gateway' ? [refund.refundId] : []), ...charges.filter((charge) => charge.method === 'gateway').map((charge) => charge.refundId)];
    return {
      after: {
        cancelled: codesChosen,
        reason: why,
        released: release.money,
        giftCardReturned: release.giftCard,
        refund: refund ? { method: refund.method, amount: release.money } : null,
        ...(chargeRefunded ? { chargeRefunded } : {}),
      },
      afterCommit: gatewayRefunds.length ? async () => void (await Promise.all(gatewayRefunds.map((refundId) => settleRefund(refundId)))) : undefined,
    };
  });
}

/** A session's day in the park ('YYYY-MM-DD'), which the price rules are written for. */
const parkCalendarDay = (instant: Date, timeZone: string) =>
  dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/** What moving these tickets to a session starting at `to` costs more (positive) or less, by the catalogue's price rules. */
async function priceDifference(order: OrderRecord, moving: StandingTicket[], to: Date, timeZone: string): Promise<number> {
  const catalogue = await getCatalogue();
  const price = await basePrices();
  return moving.reduce((sum, ticket) => {
    const rules = catalogue.priceRulesByActivity.get(ticket.activityId) ?? [];
    const from = order.tickets.find((t) => t.code === ticket.code)!.startsAt;
    const priced = { id: ticket.variationId, price: price(ticket) };
    return sum + priceOn(priced, parkCalendarDay(to, timeZone), rules) - priceOn(priced, parkCalendarDay(from, timeZone), rules);
  }, 0);
}

/** The sessions these tickets could move to on a day, with places left and the price difference there. */
export async function moveOptions(source: StaffOrderSource, codes: readonly string[], date: string) {
  const { order, park } = source;
  const tickets = await ticketsOf(db(), order.id);
  let chosen: StandingTicket[];
  try {
    chosen = await chosenTickets(tickets, codes);
  } catch (error) {
    if (error instanceof Refusal) return [];
    throw error;
  }
  const activityIds = new Set(chosen.map((ticket) => ticket.activityId));
  if (activityIds.size !== 1 || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return [];
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
  source: StaffOrderSource,
  codes: readonly string[],
  sessionId: string,
  refundTo: string | null | undefined,
  key: string,
  chargeDifference = false,
): Promise<ActionOutcome> {
  const to: RefundTo = refundTo === 'gift_card' ? 'gift_card' : 'original';
  if (refundTo && refundTo !== 'original' && refundTo !== 'gift_card') throw badInput('refundTo must be original or gift_card');
  return once(source, 'move', key, async (tx, order, record, now) => {
    if (!isBooking(order)) throw new Refusal('NOT_ALLOWED_IN_STATUS');
    const tickets = await ticketsOf(tx, order.id);
    const chosen = await chosenTickets(tickets, codes);
    const target = await findSessionById(tx, sessionId);
    if (!target || chosen.some((ticket) => ticket.activityId !== target.activityId)) throw new Refusal('SESSION_NOT_FOUND');
    if (target.startsAt.getTime() <= now.getTime()) throw new Refusal('SESSION_STARTED');
    const moving = chosen.filter((ticket) => ticket.sessionId !== target.id);
    if (!moving.length) throw new Refusal('NO_TICKETS');
    const difference = await priceDifference(order, moving, target.startsAt, source.park.timeZone);
    // Dearer: only when the member saw the difference and said to charge it (a stale form never charges).
    if (difference > 0 && !chargeDifference) throw new Refusal('PRICE_DIFFERENCE_DUE');
    const release = moveRelease(difference, { money: order.total, giftCard: order.giftCardAmount }, await releasedSoFar(tx, order.id));
    const previous = new Map(moving.map((ticket) => [ticket.code, order.tickets.find((t) => t.code === ticket.code)!.startsAt]));
    const codesMoved = moving.map((ticket) => ticket.code);
    const actionId = await record({
      detail: { tickets: codesMoved, from: [...new Set(moving.map((ticket) => ticket.sessionId))], to: target.id, difference, refundTo: to },
      released: release,
    });
    if (!(await moveOrderTickets(tx, moving, target.id, now))) throw new Refusal('SESSION_FULL');
    const paid = order.status !== 'reserved';
    const refund = paid ? await giveBack(tx, order, source, release, to, 'Moved to a cheaper session', actionId, key) : null;
    const charge = difference > 0 ? await recordCharge(tx, { orderId: order.id, actionId, amount: difference, currency: order.currency, reason: 'Moved to a dearer session' }) : null;
    const after = (await loadOrder(tx, { id: order.id }))!;
    await queueOrderUpdate(tx, after, actionId, {
      change: 'moved',
      codes: codesMoved,
      previousStartsAt: previous,
      ticketsLeft: after.tickets.filter((ticket) => !ticket.cancelledAt).length,
      ...(refund ? { refund: { amount: release, method: refund.method, giftCardCode: refund.giftCardCode, giftCardSiteUrl: order.origin } } : {}),
      ...(charge ? { charge: { amount: charge.amount, payUrl: charge.linkSent ? `${order.origin}${chargePaymentPath(charge.token)}` : null } } : {}),
    });
    return {
      after: {
        moved: codesMoved,
        to: target.startsAt.toISOString(),
        difference,
        refund: refund ? { method: refund.method, amount: release } : null,
        charge: charge ? { amount: charge.amount, collected: charge.linkSent ? 'link' : 'desk' } : null,
      },
      afterCommit: refund?.method === 'gateway' ? () => settleRefund(refund.refundId) : undefined,
    };
  });
}
