import { isCalendarDay } from '@/lib/domain/calendar';
import { dateTimeFormat } from '@/lib/domain/intl-formats';
import { moveChargeShares, remainderShares, type ChargeShare } from '@/lib/domain/order-charge';
import { moveRelease, offsetDueCharges, releaseShares } from '@/lib/domain/order-refund';
import { chargePaymentPath } from '@/lib/domain/paths';
import { priceOn } from '@/lib/domain/pricing';
import { giftCardBonus, type RefundTo } from '@/lib/domain/self-service';
import { getCatalogue } from '../../activities';
import { db } from '../../platform/db/client';
import { daySessions, findSessionById } from '../../sessions';
import { cancelCharges, CHARGE_REASONS, chargedTicketIds, lockDueCharges, recordCharge, sharesOfCharge } from '../charges';
import { releasedSoFar } from '../order-actions';
import { orderAfter } from '../order-after';
import type { OrderRecord } from '../order-store';
import { moveStandingTickets, reissueTicketCodes, standingTickets, ticketsOf, type StandingTicket } from '../ticket-changes';
import { basePrices, giveBack } from './give-back';
import { chosenOrNone, chosenTickets, isBooking, once, Refusal, type ActingOn, type ActionDone, type OrderPark } from './order-command';
import type { VisitorTerms } from './cancel-tickets';
import { queueOrderUpdate } from './order-update-mail';

/* Moving standing tickets of a booking to another session of their activity: the options, and the command. */

/** A session's day in the park ('YYYY-MM-DD'), which the price rules are written for. */
export const parkCalendarDay = (instant: Date, timeZone: string) =>
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
export async function moveOptions(source: { order: OrderRecord; park: OrderPark }, codes: readonly string[], date: string) {
  const { order, park } = source;
  const tickets = await ticketsOf(db(), order.id);
  const chosen = await chosenOrNone(db(), tickets, codes);
  if (!chosen) return [];
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

/** How a move is made beyond where to. */
export interface MoveTerms extends VisitorTerms {
  /** A dearer session's difference may be charged (the member or visitor saw it and said so). */
  chargeDifference: boolean;
  /** The difference the visitor saw: another one now (prices changed meanwhile) refuses the move. */
  expectedDifference?: number;
  /**
   * The moved tickets get new codes, and the old ones stop admitting (a visitor's
   * reschedule issues new tickets; the move's mail carries their QR codes).
   */
  reissue?: boolean;
}

/** Moves standing tickets to another session, by staff or by the visitor: one path for both. */
export function moveTickets(source: ActingOn, codes: readonly string[], sessionId: string, to: RefundTo, key: string, terms: MoveTerms): Promise<ActionDone> {
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
    if (!(await moveStandingTickets(tx, moving, target.id, now))) throw new Refusal('SESSION_FULL');
    const newCodes = terms.reissue ? await reissueTicketCodes(tx, moving) : new Map(moving.map((ticket) => [ticket.code, ticket.code]));
    const codesMoved = [...newCodes.values()];
    const previous = new Map(moving.map((ticket) => [newCodes.get(ticket.code)!, order.tickets.find((t) => t.code === ticket.code)!.startsAt]));
    const paid = order.status !== 'reserved';
    const refund = paid ? await giveBack(tx, order, source, release, to, 'Moved to a cheaper session', actionId, key, to === 'gift_card' ? giftCardBonus(release, terms.giftCardBonusPercent ?? 0) : 0) : null;
    await cancelCharges(tx, offset.cancel);
    const owedNow = difference > 0 ? difference : offset.remainder;
    // What is left of a group's balance the saving partly paid is still its balance.
    const remainderReason = due.find((c) => c.id === partial)?.reason === CHARGE_REASONS.groupBalance ? CHARGE_REASONS.groupBalance : CHARGE_REASONS.leftAfterCheaperMove;
    const shares = difference > 0 ? moveChargeShares(differences) : (remainderOwed ?? undefined);
    const charge =
      owedNow > 0
        ? await recordCharge(tx, { orderId: order.id, actionId, amount: owedNow, currency: order.currency, reason: difference > 0 ? CHARGE_REASONS.dearerMove : remainderReason, shares })
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
      toSettle: refund?.method === 'gateway' ? [refund.refundId] : [],
    };
  });
}

