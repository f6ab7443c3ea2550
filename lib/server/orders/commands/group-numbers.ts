import { sql } from 'drizzle-orm';
import { todayIn } from '@/lib/domain/calendar';
import { mergeShares, type ChargeShare } from '@/lib/domain/order-charge';
import { numbersRefusal, type GroupRules } from '@/lib/domain/group-booking';
import { chargePaymentPath } from '@/lib/domain/paths';
import { priceOn } from '@/lib/domain/pricing';
import { getCatalogue } from '../../activities';
import { env } from '../../platform/config';
import { db } from '../../platform/db/client';
import { cancelCharges, CHARGE_REASONS, lockDueCharges, recordCharge, sharesOfCharge } from '../charges';
import type { Executor } from '../order-repository';
import { sellPlaces } from '../order-repository';
import { insertOrderLines, loadOrder, type OrderRecord } from '../order-store';
import { badInput, once, Refusal, type ActingOn, type ActionDone, type OrderPark } from './order-command';
import { queueOrderUpdate } from './order-update-mail';
import { parkCalendarDay } from './move-tickets';

/*
 * A group's organiser raising its numbers (lowering them is cancelling tickets: cancel-tickets.ts). The
 * money follows a dearer move's rule (move-tickets.ts): what the new tickets cost at the session's price
 * on its day, by the catalogue's price rules, is owed as a charge, ticket by ticket; their line is worth
 * nothing of the order's own payment (its total 0), as a move's difference lives in its charge and not in
 * the line: a ticket's share of the deposit stays with the tickets it was paid for, so adding riders and
 * cancelling them again gives back no part of it (lib/domain/order-refund.ts ticketValues). For a group that
 * charge is its balance: a balance still due is cancelled and owed again with the new tickets' shares as
 * one charge (a charge's amount never changes under a payment that may be collecting it), so the
 * organiser has one link, one sum and one due day to pay, and the reminders and the overdue rule
 * (lib/server/groups) follow it. What the park holds stays the standing tickets' value less what is due.
 *
 * Places are taken as a sale takes them (sellPlaces: the session's and its shared resources' locks), and a
 * group never grows past what one booking may hold (PLACES_PER_ADDRESS): numbers raised are unpaid until
 * the balance's due day, so they are bounded as a group cart is.
 */

/** Which tickets to add: `quantity` of a ticket type, at a session the booking already has. */
export interface GroupAddition {
  sessionId: string;
  variationId: string;
  quantity: number;
}

/** Why tickets may not be added now (the command decides again under the order's lock). */
export type GroupAdditionProblem = 'TOO_LATE' | 'SESSION_NOT_FOUND' | 'NOT_OFFERED' | 'GROUP_TOO_LARGE';

/** A ticket type the organiser may add, at one of the group's sessions, and its price there now. */
export interface GroupAdditionOption {
  sessionId: string;
  startsAt: Date;
  activityId: string;
  variationId: string;
  unit: number;
}

type GroupRow = { people: number; due_on: string };

type GroupSource = { order: OrderRecord; park: OrderPark; rules: GroupRules };

/**
 * What the organiser may add to the order as it stands (under its lock in the command): each ticket type
 * of the group's sessions priced on the session's day, and how many more people the group may take; or why nothing.
 */
async function additions(executor: Executor, { order, park, rules }: GroupSource, now: Date, lock: boolean): Promise<{ ok: true; room: number; options: (GroupAdditionOption & { participants: number })[] } | { ok: false; problem: GroupAdditionProblem }> {
  const { rows } =
    order.kind === 'booking' && ['paid', 'partially_cancelled'].includes(order.status)
      ? await executor.execute<GroupRow>(sql`select people, due_on::text as due_on from order_groups where order_id = ${order.id} ${lock ? sql`for update` : sql``}`)
      : { rows: [] };
  if (!rows[0]) return { ok: false, problem: 'NOT_OFFERED' };
  const standing = order.tickets.filter((ticket) => !ticket.cancelledAt);
  const people = standing.reduce((sum, ticket) => sum + ticket.places, 0);
  // The day's numbers are settled by the balance's due day: after it, the park's desk changes them.
  if (numbersRefusal(rules, { from: people, to: people + 1, dueOn: rows[0].due_on, today: todayIn(park.timeZone, now) }) === 'pastDueDate') return { ok: false, problem: 'TOO_LATE' };
  const catalogue = await getCatalogue();
  // The group's own sessions still ahead: numbers change, the visit does not.
  const lines = order.lines.filter((line) => line.startsAt.getTime() > now.getTime() && standing.some((ticket) => ticket.orderItemId === line.id));
  const sessions = [...new Map(lines.map((line) => [line.sessionId, line])).values()];
  const options = sessions.flatMap((line) =>
    (catalogue.variationsByActivity.get(line.activityId) ?? [])
      .filter((variation) => variation.retiredAt === null)
      .map((variation) => ({
        sessionId: line.sessionId,
        startsAt: line.startsAt,
        activityId: line.activityId,
        variationId: variation.id,
        unit: priceOn({ id: variation.id, price: variation.price }, parkCalendarDay(line.startsAt, park.timeZone), catalogue.priceRulesByActivity.get(line.activityId) ?? []),
        participants: variation.participants,
      })),
  );
  return { ok: true, room: Math.max(0, env().PLACES_PER_ADDRESS - people), options };
}

/** What the organiser may add now (My booking's form; the command prices it again). */
export async function groupAdditionOptions(source: GroupSource, now = new Date()): Promise<{ room: number; options: GroupAdditionOption[] }> {
  const found = await additions(db(), source, now, false);
  return found.ok ? { room: found.room, options: found.options.map(({ participants: _participants, ...option }) => option) } : { room: 0, options: [] };
}

/**
 * Adds tickets to a group booking, its balance re-priced. `expectedAmount` is what the organiser saw:
 * another price now refuses the change. A retried call with the same key does nothing twice.
 */
export function addGroupTickets(source: ActingOn & { rules: GroupRules }, addition: GroupAddition, expectedAmount: number, key: string): Promise<ActionDone> {
  return once(source, 'addTickets', key, async (tx, order, record, now) => {
    if (!Number.isInteger(addition.quantity) || addition.quantity < 1 || addition.quantity > env().PLACES_PER_ADDRESS) throw badInput('quantity must be a whole number of tickets');
    const found = await additions(tx, { order, park: source.park, rules: source.rules }, now, true);
    if (!found.ok) throw new Refusal(found.problem);
    const option = found.options.find((candidate) => candidate.sessionId === addition.sessionId && candidate.variationId === addition.variationId);
    if (!option) throw new Refusal('SESSION_NOT_FOUND');
    const places = option.participants * addition.quantity;
    if (places > found.room) throw new Refusal('GROUP_TOO_LARGE');
    const amount = option.unit * addition.quantity;
    if (amount !== expectedAmount) throw new Refusal('PRICE_CHANGED');
    const actionId = await record({ detail: { sessionId: addition.sessionId, variationId: addition.variationId, quantity: addition.quantity, amount } });
    if ((await sellPlaces(tx, [{ sessionId: option.sessionId, places, holdId: null }], now)).length) throw new Refusal('SESSION_FULL');
    const [lineId] = await insertOrderLines(tx, order.id, [
      { activityId: option.activityId, sessionId: option.sessionId, places, tickets: [{ variationId: option.variationId, quantity: addition.quantity }], addOns: [], upgradeId: null, total: 0, discount: 0 },
    ]);
    await tx.execute(sql`update order_groups set people = people + ${places} where order_id = ${order.id}`);
    const { rows: added } = await tx.execute<{ id: string; code: string }>(sql`select id, code from tickets where order_item_id = ${lineId} order by id`);
    // The balance still due, owed again with the new tickets' shares as one charge (see above).
    const balances = (await lockDueCharges(tx, order.id)).filter((charge) => charge.reason === CHARGE_REASONS.groupBalance);
    const owedBefore: ChargeShare[][] = [];
    for (const balance of balances) owedBefore.push((await sharesOfCharge(tx, balance.id)) ?? []);
    await cancelCharges(tx, balances.map((balance) => balance.id));
    const shares = mergeShares([...owedBefore, added.map((ticket) => ({ ticketId: ticket.id, amount: option.unit }))]);
    const balance = shares.reduce((sum, share) => sum + share.amount, 0);
    const charge = await recordCharge(tx, { orderId: order.id, actionId, amount: balance, currency: order.currency, reason: CHARGE_REASONS.groupBalance, shares });
    // New lines and tickets: the order read again (orderAfter knows cancellations and moves, not new tickets).
    const after = (await loadOrder(tx, { id: order.id }))!;
    const codes = added.map((ticket) => ticket.code);
    await queueOrderUpdate(tx, after, actionId, {
      change: 'added',
      codes,
      newCodes: true,
      ticketsLeft: after.tickets.filter((ticket) => !ticket.cancelledAt).length,
      charge: { amount: charge.amount, payUrl: charge.linkSent ? `${order.origin}${chargePaymentPath(charge.token)}` : null, groupBalance: true },
    });
    return { order: after, after: { added: codes, amount, balanceDue: charge.amount } };
  });
}
