import { sql } from 'drizzle-orm';
import { chargeCollection, chargeEnd, mergeShares, type ChargeEnd, type ChargeShare, type ChargeStatus } from '@/lib/domain/order-charge';
import { moveMoneyStatus, moveMoneyStatuses } from './money-transitions';
import { recordDeskPayment } from './money-records';
import type { Executor } from './order-repository';
import { paymentEvent } from './payment-events';
import { paymentById } from './payment-records';
import { randomToken } from '../platform/codes';
import { db } from '../platform/db/client';
import type { PaymentMethod, PaymentRow } from '../platform/db/schema';

/*
 * Charges (issue #22): money an order owes after it was placed, the difference of a staff move to a
 * dearer session. Recorded in the move's transaction with the amount the server computed; collected
 * through the emailed link with the order's own gateway (a payment whose charge_id names the charge,
 * started and checked by lib/server/payments/payment-service.ts like any other, whose outcome moves only the charge), or at
 * the desk. Every change of a charge happens under its row's lock, so a link payment and a desk payment
 * racing each other cannot both count: the later one's money goes back.
 *
 * A charge is owed for its tickets share by share (order_charge_tickets: each moved ticket's own
 * difference), so cancelling some of them ends only their part of it (endCharges): the rest stays owed,
 * or kept, for the tickets still standing.
 */

/**
 * What a charge is for, as its row's reason records it (the staff's order page shows it). A group's balance
 * stays its balance however often a cancellation or a change of numbers owes it again: the organiser's mail
 * and page speak of the balance, never of a move (lib/server/mail/order-update.ts, `charge.for`).
 */
export const CHARGE_REASONS = {
  dearerMove: 'Moved to a dearer session',
  leftAfterCheaperMove: 'Left of a dearer move after a cheaper one',
  leftAfterCancellation: 'Left of a dearer move after a cancellation',
  groupBalance: 'Group balance',
} as const;

export interface ChargeRecord {
  id: string;
  orderId: string;
  actionId: string;
  amount: number;
  currency: string;
  reason: string;
  status: ChargeStatus;
  token: string;
  /** The visitor was mailed the payment link (else it is due at the desk). */
  linkSent: boolean;
  /** How it was paid: the link's gateway, or at the desk; null while due. */
  paidWith: PaymentMethod | null;
  createdAt: Date;
  paidAt: Date | null;
  /** The order's gateway, which a link's payment goes through (read with the charge by token only). */
  gatewayId?: string | null;
}

const toRecord = (row: Record<string, unknown>): ChargeRecord => ({
  id: row.id as string,
  orderId: row.order_id as string,
  actionId: row.action_id as string,
  amount: row.amount as number,
  currency: row.currency as string,
  reason: row.reason as string,
  status: row.status as ChargeStatus,
  token: row.token as string,
  linkSent: row.link_sent as boolean,
  paidWith: (row.paid_with as PaymentMethod | null) ?? null,
  createdAt: new Date(row.created_at as string),
  paidAt: row.paid_at ? new Date(row.paid_at as string) : null,
  ...('gateway_id' in row ? { gatewayId: (row.gateway_id as string | null) ?? null } : {}),
});

/**
 * Records a charge in the caller's transaction (a staff action's, which is its idempotency: one charge per
 * action), with what it is owed for ticket by ticket (`shares`, adding up to its amount). Whether it goes
 * by link or at the desk follows from the order and its gateway now. Its time is the clock's, not the
 * transaction's start: two actions on one order may start in one order and take its lock in the other,
 * and an order's charges are read oldest first.
 */
export async function recordCharge(
  tx: Executor,
  charge: { orderId: string; actionId: string; amount: number; currency: string; reason: string; shares?: readonly ChargeShare[] },
): Promise<ChargeRecord> {
  const shares = charge.shares ?? [];
  if (shares.length && shares.reduce((sum, share) => sum + share.amount, 0) !== charge.amount) {
    throw new Error(`Charge shares ${JSON.stringify(shares)} do not add up to ${charge.amount}`);
  }
  const { rows: found } = await tx.execute<{ status: string; type: string | null }>(sql`
    select o.status, g.type from orders o left join payment_gateways g on g.id = o.gateway_id where o.id = ${charge.orderId}`);
  const collection = chargeCollection(found[0].status, found[0].type);
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    insert into order_charges (order_id, action_id, amount, currency, reason, token, link_sent, created_at)
    values (${charge.orderId}, ${charge.actionId}, ${charge.amount}, ${charge.currency}, ${charge.reason}, ${randomToken()}, ${collection === 'link'}, clock_timestamp())
    returning *`);
  const record = toRecord(rows[0]);
  if (shares.length) {
    await tx.execute(sql`
      insert into order_charge_tickets (charge_id, ticket_id, amount)
      select ${record.id}, s.ticket_id, s.amount from jsonb_to_recordset(${JSON.stringify(shares.map((share) => ({ ticket_id: share.ticketId, amount: share.amount })))}::jsonb) as s(ticket_id uuid, amount int)`);
  }
  return record;
}

/**
 * The charges' shares not ended yet, by charge (tickets in id order). A charge recorded before shares were
 * has no entry; one whose shares all ended has an empty one.
 */
async function sharesOf(executor: Executor, chargeIds: readonly string[]): Promise<Map<string, ChargeShare[]>> {
  const shares = new Map<string, ChargeShare[]>();
  if (!chargeIds.length) return shares;
  const { rows } = await executor.execute<{ charge_id: string; ticket_id: string; amount: number; ended: boolean }>(sql`
    select charge_id, ticket_id, amount, ended_action_id is not null as ended from order_charge_tickets
    where charge_id in ${chargeIds} order by charge_id, ticket_id`);
  for (const row of rows) {
    const own = shares.get(row.charge_id) ?? [];
    if (!row.ended) own.push({ ticketId: row.ticket_id, amount: row.amount });
    shares.set(row.charge_id, own);
  }
  return shares;
}

/** A charge's shares not ended yet, or null for a charge recorded before shares were (owed whole). */
export async function sharesOfCharge(executor: Executor, chargeId: string): Promise<ChargeShare[] | null> {
  return (await sharesOf(executor, [chargeId])).get(chargeId) ?? null;
}

/** An order's charges, oldest first. */
export async function chargesOfOrder(executor: Executor, orderId: string): Promise<ChargeRecord[]> {
  const { rows } = await executor.execute<Record<string, unknown>>(sql`select * from order_charges where order_id = ${orderId} order by created_at, id`);
  return rows.map(toRecord);
}

/** The charge behind a payment link's key. */
export async function findChargeByToken(token: string): Promise<ChargeRecord | null> {
  if (!token || token.length > 64) return null;
  const { rows } = await db().execute<Record<string, unknown>>(sql`
    select c.*, o.gateway_id from order_charges c join orders o on o.id = c.order_id where c.token = ${token}`);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** A charge's row, locked for the rest of the caller's transaction. */
export async function lockCharge(tx: Executor, chargeId: string): Promise<ChargeRecord | null> {
  const { rows } = await tx.execute<Record<string, unknown>>(sql`select * from order_charges where id = ${chargeId} for update`);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The charge's payment that may still take its money (created, starting or waiting), newest first. */
export async function livePaymentOfCharge(executor: Executor, chargeId: string): Promise<PaymentRow | null> {
  const { rows } = await executor.execute<{ id: string }>(sql`
    select id from payments where charge_id = ${chargeId} and status in ('created', 'starting', 'waiting') order by created_at desc limit 1`);
  if (!rows[0]) return null;
  return (await paymentById(rows[0].id, executor))!;
}

/** The charge's latest payment, whatever became of it. */
export async function latestPaymentOfCharge(executor: Executor, chargeId: string): Promise<PaymentRow | null> {
  const { rows } = await executor.execute<{ id: string }>(sql`select id from payments where charge_id = ${chargeId} order by created_at desc limit 1`);
  return rows[0] ? paymentById(rows[0].id, executor) : null;
}

/**
 * A new payment of a due charge through the order's own gateway, in the caller's transaction (which holds
 * the charge's lock: two starts at once make one payment). Null when the order has no gateway.
 */
export async function createChargePayment(tx: Executor, charge: ChargeRecord): Promise<PaymentRow | null> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    insert into payments (order_id, gateway_id, amount, currency, charge_id)
    select id, gateway_id, ${charge.amount}, ${charge.currency}, ${charge.id} from orders where id = ${charge.orderId} and gateway_id is not null
    returning id`);
  return rows[0] ? paymentById(rows[0].id, tx) : null;
}

/** Marks a due charge paid, in the caller's transaction (which holds its lock). */
export async function markChargePaid(tx: Executor, chargeId: string, paidWith: PaymentMethod, now: Date): Promise<void> {
  await moveMoneyStatus(tx, 'charge', chargeId, 'paid', { paid_with: paidWith, paid_at: now.toISOString() });
}

/**
 * A due charge taken by staff at the desk: a desk payment of its amount that names it, and the charge paid,
 * in the staff action's transaction. False when it is no longer due (paid through the link meanwhile).
 */
export async function chargePaidAtDesk(tx: Executor, chargeId: string, method: Exclude<PaymentMethod, 'gateway' | 'reseller'>, actor: string, now: Date): Promise<boolean> {
  const charge = await lockCharge(tx, chargeId);
  if (!charge || charge.status !== 'due') return false;
  const paymentId = await recordDeskPayment(tx, { orderId: charge.orderId, amount: charge.amount, currency: charge.currency, method, actor, chargeId });
  await markChargePaid(tx, chargeId, method, now);
  await paymentEvent(paymentId, 'charge-paid', { chargeId, amount: charge.amount }, tx);
  return true;
}

/**
 * A reservation paid at the desk pays its charges with it (what is due at the desk includes them): each
 * due charge without a link is marked paid by that desk payment. Returns what they came to.
 */
export async function settleDeskCharges(tx: Executor, orderId: string, method: Exclude<PaymentMethod, 'gateway' | 'reseller'>, paymentId: string, now: Date): Promise<number> {
  const paid = await moveMoneyStatuses(tx, 'charge', sql`c.order_id = ${orderId} and c.status = 'due' and not c.link_sent`, 'paid', { paid_with: method, paid_at: now.toISOString() });
  const rows = (await chargesOfOrder(tx, orderId)).filter((charge) => paid.includes(charge.id));
  for (const row of rows) await paymentEvent(paymentId, 'charge-paid', { chargeId: row.id, amount: row.amount }, tx);
  return rows.reduce((sum, row) => sum + row.amount, 0);
}

/** A ticket of the order as the charges name it: by id (a visitor's move gives it a new code), or by code (charges made before ids were recorded). */
export interface ChargedTicket {
  id: string;
  code: string;
}

/** The charge `c` was recorded before shares were: owed whole for the tickets its action names. */
const withoutShares = sql`not exists (select 1 from order_charge_tickets s where s.charge_id = c.id)`;

/**
 * The charge `c` raised by an action none of whose tickets is in `standing` (the order's tickets not
 * cancelled), for charges without shares. An action names the tickets its charge is owed for by id
 * (`chargedTicketIds`, or the moved `ticketIds`), which a reissued code does not change; older actions
 * name them by code.
 */
const movedNoneOf = (standing: readonly ChargedTicket[]) => {
  const ids = JSON.stringify(standing.map((ticket) => ticket.id));
  const codes = JSON.stringify(standing.map((ticket) => ticket.code));
  return sql`not exists (
  select 1 from order_actions a
  where a.id = c.action_id and (
    exists (select 1 from jsonb_array_elements_text(coalesce(a.detail -> 'chargedTicketIds', a.detail -> 'ticketIds', '[]'::jsonb)) as moved(id)
      where moved.id in (select jsonb_array_elements_text(${ids}::jsonb)))
    or (a.detail -> 'ticketIds' is null and exists (select 1 from jsonb_array_elements_text(a.detail -> 'tickets') as moved(code)
      where moved.code in (select jsonb_array_elements_text(${codes}::jsonb))))))`;
};

/**
 * An order's charges still due, locked for the rest of the caller's transaction (which holds the order's
 * lock), oldest first: a link payment completing meanwhile waits, then finds what this transaction did.
 */
export async function lockDueCharges(tx: Executor, orderId: string): Promise<(ChargeRecord & { ticketIds: string[] })[]> {
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    select * from order_charges where order_id = ${orderId} and status = 'due' order by created_at, id for update`);
  const charges = rows.map(toRecord);
  const owedFor = await Promise.all(charges.map((charge) => chargedTicketIds(tx, [charge.id])));
  return charges.map((charge, index) => ({ ...charge, ticketIds: owedFor[index] }));
}

/** Due charges (locked by the caller) offset by a cheaper move: owed no more. A payment that takes one later gives its money back. */
export async function cancelCharges(tx: Executor, chargeIds: readonly string[]): Promise<void> {
  for (const id of chargeIds) await moveMoneyStatus(tx, 'charge', id, 'cancelled');
}

/** The tickets (ids) these charges are owed for: their shares' tickets, or for a charge without shares those its action names. */
export async function chargedTicketIds(tx: Executor, chargeIds: readonly string[]): Promise<string[]> {
  if (!chargeIds.length) return [];
  const { rows } = await tx.execute<{ id: string }>(sql`
    select s.ticket_id::text as id from order_charge_tickets s where s.charge_id in ${chargeIds}
    union
    select moved.id from order_charges c join order_actions a on a.id = c.action_id,
      jsonb_array_elements_text(coalesce(a.detail -> 'chargedTicketIds', a.detail -> 'ticketIds', '[]'::jsonb)) as moved(id)
    where c.id in ${chargeIds} and ${withoutShares}`);
  return rows.map((row) => row.id);
}

/** What a cancellation does to one of the order's charges (lib/domain/order-charge.ts chargeEnd). */
interface Ending {
  charge: ChargeRecord;
  end: ChargeEnd;
}

/**
 * What cancelling tickets so that `standing` (the order's tickets not cancelled) are left would do to the
 * order's due and paid charges, oldest first: each share of a ticket no longer standing ends. A charge
 * without shares ends whole once none of the tickets its action names stands, as charges did before
 * shares were. `lock`: the charges' rows locked for the rest of the caller's transaction (which holds the
 * order's lock), so a link payment completing meanwhile either paid its charge first or finds it cancelled.
 */
async function chargeEndings(executor: Executor, orderId: string, standing: readonly ChargedTicket[], lock: boolean): Promise<Ending[]> {
  const { rows } = await executor.execute<Record<string, unknown>>(sql`
    select * from order_charges where order_id = ${orderId} and status in ('due', 'paid') order by created_at, id ${lock ? sql`for update` : sql``}`);
  const charges = rows.map(toRecord);
  if (!charges.length) return [];
  const shares = await sharesOf(executor, charges.map((charge) => charge.id));
  const { rows: wholly } = await executor.execute<{ id: string }>(sql`
    select c.id from order_charges c where c.order_id = ${orderId} and c.status in ('due', 'paid') and ${withoutShares} and ${movedNoneOf(standing)}`);
  const endsWhole = new Set(wholly.map((row) => row.id));
  const standingIds = new Set(standing.map((ticket) => ticket.id));
  return charges.flatMap((charge) => {
    const status = charge.status as 'due' | 'paid';
    const own = shares.get(charge.id);
    const end: ChargeEnd | null = own
      ? chargeEnd(status, own, standingIds)
      : endsWhole.has(charge.id)
        ? { ended: [], status: status === 'due' ? 'cancelled' : 'refunded', giveBack: status === 'paid' ? charge.amount : 0, owedAgain: [] }
        : null;
    return end ? [{ charge, end }] : [];
  });
}

/** A paid charge's part a cancellation gives back: how much, and the payment that took the charge. */
export interface EndedCharge {
  id: string;
  amount: number;
  /** Null when the order's own desk payment took it with what was due on arrival (settleDeskCharges). */
  payment: { id: string; method: PaymentMethod } | null;
}

/** What a cancellation did to the order's charges. */
export interface ChargesEnded {
  /** What the due charges it cancelled came to. */
  cancelled: number;
  /** The charge it raised for what the standing tickets still owe of those, if anything. */
  raised: ChargeRecord | null;
  /** What paid charges give back of the cancelled tickets' shares, each to the payment that took it. */
  givenBack: EndedCharge[];
}

/**
 * Ends the cancelled tickets' shares of the order's charges, in the cancellation's transaction (`actionId`,
 * which holds the order's lock), `standing` the tickets left standing. A due charge with a share ended is
 * cancelled, and what the standing tickets' shares of it come to is owed again as one new charge under
 * the cancellation (a new link: a payment collecting the old one finds it cancelled, and its money goes
 * back whole). A paid charge gives back the ended shares the way it was paid, and is refunded once none
 * of its tickets stands: never more than it took, in all. The caller records the refunds.
 */
export async function endCharges(tx: Executor, order: { id: string; currency: string }, standing: readonly ChargedTicket[], actionId: string): Promise<ChargesEnded> {
  const endings = await chargeEndings(tx, order.id, standing, true);
  let cancelled = 0;
  const owedAgain: ChargeShare[][] = [];
  const reasons = new Set<string>();
  const giving: { id: string; amount: number }[] = [];
  for (const { charge, end } of endings) {
    if (end.ended.length) {
      await tx.execute(sql`update order_charge_tickets set ended_action_id = ${actionId} where charge_id = ${charge.id} and ticket_id in ${end.ended.map((share) => share.ticketId)}`);
    }
    if (end.status !== charge.status) await moveMoneyStatus(tx, 'charge', charge.id, end.status);
    if (end.status === 'cancelled') {
      cancelled += charge.amount;
      owedAgain.push(end.owedAgain);
      if (end.owedAgain.length) reasons.add(charge.reason);
    }
    if (end.giveBack > 0) giving.push({ id: charge.id, amount: end.giveBack });
  }
  const shares = mergeShares(owedAgain);
  const owed = shares.reduce((sum, share) => sum + share.amount, 0);
  // What is left of a group's balance is still its balance; of anything else, a move's difference.
  const reason = reasons.size === 1 && reasons.has(CHARGE_REASONS.groupBalance) ? CHARGE_REASONS.groupBalance : CHARGE_REASONS.leftAfterCancellation;
  const raised = owed > 0 ? await recordCharge(tx, { orderId: order.id, actionId, amount: owed, currency: order.currency, reason, shares }) : null;
  if (!giving.length) return { cancelled, raised, givenBack: [] };
  const { rows } = await tx.execute<{ id: string; payment_id: string | null; method: PaymentMethod | null }>(sql`
    select c.id, p.id as payment_id, p.method from order_charges c
    left join lateral (
      select id, method from payments where charge_id = c.id and status = 'authorised' order by created_at desc limit 1
    ) p on true
    where c.id in ${giving.map((charge) => charge.id)}`);
  const givenBack = giving.map((charge) => {
    const row = rows.find((r) => r.id === charge.id)!;
    return { id: charge.id, amount: charge.amount, payment: row.payment_id ? { id: row.payment_id, method: row.method! } : null };
  });
  return { cancelled, raised, givenBack };
}

/** What cancelling would give back of paid charges (what endCharges would), `standing` the tickets it would leave. */
export async function paidChargesEnding(executor: Executor, orderId: string, standing: readonly ChargedTicket[]): Promise<number> {
  return (await chargeEndings(executor, orderId, standing, false)).reduce((sum, { end }) => sum + end.giveBack, 0);
}
