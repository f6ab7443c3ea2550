import { giftCardBonus, refundChoices, type RefundTo, type SelfServiceRefusal } from '@/lib/domain/self-service';
import { maskEmail } from '@/lib/domain/masking';
import { numbersRefusal } from '@/lib/domain/group-booking';
import { groupOfOrder } from '../groups';
import { chargePaymentPath } from '@/lib/domain/paths';
import type { GraphQLContext } from '../locales';
import {
  addGroupTickets,
  CHARGE_REASONS,
  cancelTickets,
  chargesOfOrder,
  findOrderAction,
  moveOptions,
  moveTickets,
  refundQuote,
  refundsOfOrder,
  type ActingOn,
  type ActionDone,
  type ActionGuard,
  type OrderActionProblem,
  type OrderRecord,
} from '../orders';
import { settleRefunds } from '../payments';
import { db } from '../platform/db/client';
import { openMyBooking, ticketStates, type MyBookingSource } from './my-booking';

/*
 * A visitor's own changes from their My booking page (issue #24): a reschedule and a cancellation, each
 * the order's own command, as the desk's (lib/server/orders/commands: the order's lock, the idempotency
 * key, the refund rows and gift-card ledger, the mail), acting as the visitor, with the park's policy
 * checked under the order's lock by a guard. Nothing here computes money: the command does, from the catalogue.
 */

export type MyChangeProblem = OrderActionProblem | 'LINK_EXPIRED';

export interface MyChangeOutcome {
  problem: MyChangeProblem | null;
  payPath: string | null;
  /** `payPath` pays a group's balance, not a move's difference. */
  paysBalance: boolean;
  /** The booking's address, masked, where a new gift card's code was mailed (never the code: lib/server/my-booking/my-booking.graphql). */
  giftCardMailedTo: string | null;
}

const refused = (problem: MyChangeProblem): MyChangeOutcome => ({ problem, payPath: null, paysBalance: false, giftCardMailedTo: null });

/** Why a window refuses, as the action's problem. */
const PROBLEM_OF: Record<SelfServiceRefusal, OrderActionProblem> = {
  notOffered: 'NOT_OFFERED',
  tooLate: 'TOO_LATE',
  started: 'SESSION_STARTED',
  checkedIn: 'TICKET_CHECKED_IN',
  cancelled: 'UNKNOWN_TICKET',
  chargeDue: 'CHARGE_DUE',
};

const actingAsVisitor = (source: MyBookingSource): ActingOn => ({
  order: source.order,
  park: source.park,
  // The order's history says the visitor did it (no staff id: the staff audit is staff's).
  actor: { staffId: null, name: `visitor ${source.order.customer.email}` },
});

/** The policy's guard for one kind of change, on the tickets as they stand under the order's lock. */
function policyGuard(source: MyBookingSource, change: 'reschedule' | 'cancel', refundTo?: RefundTo): ActionGuard {
  return async (tx, order, chosen, now) => {
    const states = await ticketStates({ order, policy: source.policy }, now);
    const mine = chosen.map((ticket) => states.find((state) => state.code === ticket.code)!);
    for (const state of mine) {
      const window = state[change];
      if (!window.allowed) return PROBLEM_OF[window.refusal ?? 'notOffered'];
    }
    // A group stays a group: its organiser changes its numbers within the park's rules (lib/domain/group-booking.ts).
    if (change === 'cancel' && (await belowGroupSize(tx, order, chosen, source))) return 'BELOW_GROUP_SIZE';
    // A closed session's money may go either way; otherwise the park's policy says where.
    if (refundTo && !refundChoices(source.policy, mine.every((state) => state.closed)).includes(refundTo)) return 'REFUND_NOT_OFFERED';
    return null;
  };
}

/** Whether cancelling `chosen` would take a group booking below its park's group size (a smaller booking is no group: the park decides). */
async function belowGroupSize(tx: Parameters<ActionGuard>[0], order: OrderRecord, chosen: readonly { code: string; places: number }[], source: MyBookingSource): Promise<boolean> {
  const rules = source.site.park?.groupRules;
  if (!rules || !(await groupOfOrder(tx, order.id))) return false;
  const standing = order.tickets.filter((ticket) => !ticket.cancelledAt).reduce((sum, ticket) => sum + ticket.places, 0);
  const leaving = chosen.reduce((sum, ticket) => sum + ticket.places, 0);
  return standing - leaving > 0 && numbersRefusal(rules, { from: standing, to: standing - leaving, dueOn: '9999-12-31', today: '0000-01-01' }) === 'belowGroupSize';
}

/** A command's answer, once the gateway refunds it recorded were asked of their provider (after its commit). */
async function settled(command: Promise<ActionDone>): Promise<ActionDone> {
  const done = await command;
  await settleRefunds(done.toSettle);
  return done;
}

async function opened(token: string, ctx: Pick<GraphQLContext, 'locale'>): Promise<MyBookingSource | MyChangeOutcome> {
  const opening = await openMyBooking(token, ctx);
  return opening.ok ? opening.source : refused('LINK_EXPIRED');
}

const isSource = (value: MyBookingSource | MyChangeOutcome): value is MyBookingSource => 'order' in value;

/** The sessions on a day the chosen tickets could move to (none when the link does not open). */
export async function myMoveOptions(token: string, ctx: Pick<GraphQLContext, 'locale'>, codes: readonly string[], date: string) {
  const source = await opened(token, ctx);
  return isSource(source) ? moveOptions(source, codes, date) : [];
}

/** What cancelling the chosen tickets gives back now, with the park's bonus should it go to a gift card. */
export async function myCancellationQuote(token: string, ctx: Pick<GraphQLContext, 'locale'>, codes: readonly string[]) {
  const source = await opened(token, ctx);
  if (!isSource(source)) return { amount: 0, giftCardReturned: 0, giftCardBonus: 0, differenceReturned: 0 };
  const quote = await refundQuote(source, codes);
  const amount = source.order.status === 'reserved' ? 0 : quote.amount;
  // A paid difference goes back the way it was paid, whichever way the rest goes (the command's endCharges):
  // the offer says so apart, and the park's bonus is on the rest only.
  return { amount, giftCardReturned: quote.giftCard, giftCardBonus: giftCardBonus(amount, source.policy.giftCardBonusPercent), differenceReturned: quote.chargeRefund };
}

/** Moves the chosen tickets to another session; a dearer one's difference is a charge paid through its page. */
export async function rescheduleMyTickets(
  token: string,
  ctx: Pick<GraphQLContext, 'locale'>,
  codes: readonly string[],
  sessionId: string,
  expectedDifference: number,
  key: string,
): Promise<MyChangeOutcome> {
  const source = await opened(token, ctx);
  if (!isSource(source)) return source;
  const { problem } = await settled(moveTickets(actingAsVisitor(source), codes, sessionId, source.policy.cheaperDifferenceTo, key, {
    chargeDifference: true,
    expectedDifference,
    guard: policyGuard(source, 'reschedule'),
    reissue: true,
    giftCardBonusPercent: source.policy.giftCardBonusPercent,
  }));
  if (problem) return refused(problem);
  return done(source, key);
}

/** Cancels the chosen tickets, their money going where the visitor chose, within the policy. */
export async function cancelMyTickets(token: string, ctx: Pick<GraphQLContext, 'locale'>, codes: readonly string[], refundTo: RefundTo, key: string): Promise<MyChangeOutcome> {
  const source = await opened(token, ctx);
  if (!isSource(source)) return source;
  const { problem } = await settled(cancelTickets(actingAsVisitor(source), codes, refundTo, 'Cancelled by the visitor online', key, {
    guard: policyGuard(source, 'cancel', refundTo),
    giftCardBonusPercent: source.policy.giftCardBonusPercent,
  }));
  if (problem) return refused(problem);
  return done(source, key);
}

/** A group's organiser adds tickets (its numbers raised, its balance re-priced): the park's group rules as its site has them. */
export async function addMyGroupTickets(
  token: string,
  ctx: Pick<GraphQLContext, 'locale'>,
  addition: { sessionId: string; variationId: string; quantity: number },
  expectedAmount: number,
  key: string,
): Promise<MyChangeOutcome> {
  const source = await opened(token, ctx);
  if (!isSource(source)) return source;
  const rules = source.site.park?.groupRules;
  if (!rules) return refused('NOT_OFFERED');
  const { problem } = await addGroupTickets({ ...actingAsVisitor(source), rules }, addition, expectedAmount, key);
  if (problem) return refused(problem);
  return done(source, key);
}

/**
 * A change made: the link to pay the charge it raised (a dearer move's difference, or what a cancel leaves
 * the standing tickets owing of a shared charge), and where a gift card it issued was mailed. A retried
 * call finds the same ones by its action.
 */
async function done(source: MyBookingSource, key: string): Promise<MyChangeOutcome> {
  const action = await findOrderAction(db(), key);
  const charge = (await chargesOfOrder(db(), source.order.id)).find((c) => c.actionId === action?.id && c.status === 'due');
  return {
    problem: null,
    payPath: charge?.linkSent ? chargePaymentPath(charge.token) : null,
    paysBalance: charge?.reason === CHARGE_REASONS.groupBalance,
    giftCardMailedTo: await giftCardMailedTo(source, action?.id),
  };
}

/** Where the gift card an action's refund issued was mailed (the booking's own address, masked), if it issued one. */
async function giftCardMailedTo(source: MyBookingSource, actionId: string | undefined): Promise<string | null> {
  if (!actionId) return null;
  const refund = (await refundsOfOrder(source.order.id)).find((r) => r.method === 'gift_card' && r.actionId === actionId);
  return refund ? maskEmail(source.order.customer.email) : null;
}
