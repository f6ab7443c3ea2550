import { sql } from 'drizzle-orm';
import { chargeCollection, type ChargeStatus } from '@/lib/domain/order-charge';
import { moveMoneyStatus, moveMoneyStatuses } from './money-transitions';
import { recordDeskPayment } from './money-records';
import type { Executor } from './order-repository';
import { paymentEvent } from './payment-events';
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
 */

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
 * action). Whether it goes by link or at the desk follows from the order and its gateway now.
 */
export async function recordCharge(tx: Executor, charge: { orderId: string; actionId: string; amount: number; currency: string; reason: string }): Promise<ChargeRecord> {
  const { rows: found } = await tx.execute<{ status: string; type: string | null }>(sql`
    select o.status, g.type from orders o left join payment_gateways g on g.id = o.gateway_id where o.id = ${charge.orderId}`);
  const collection = chargeCollection(found[0].status, found[0].type);
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    insert into order_charges (order_id, action_id, amount, currency, reason, token, link_sent)
    values (${charge.orderId}, ${charge.actionId}, ${charge.amount}, ${charge.currency}, ${charge.reason}, ${randomToken()}, ${collection === 'link'})
    returning *`);
  return toRecord(rows[0]);
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
  return (await paymentRow(executor, rows[0].id))!;
}

/** The charge's latest payment, whatever became of it. */
export async function latestPaymentOfCharge(executor: Executor, chargeId: string): Promise<PaymentRow | null> {
  const { rows } = await executor.execute<{ id: string }>(sql`select id from payments where charge_id = ${chargeId} order by created_at desc limit 1`);
  return rows[0] ? paymentRow(executor, rows[0].id) : null;
}

async function paymentRow(executor: Executor, id: string): Promise<PaymentRow | null> {
  const { rows } = await executor.execute<Record<string, unknown>>(sql`select * from payments where id = ${id}`);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id as string,
    orderId: row.order_id as string,
    gatewayId: row.gateway_id as string,
    status: row.status as PaymentRow['status'],
    method: row.method as PaymentRow['method'],
    amount: row.amount as number,
    currency: row.currency as string,
    chargeId: (row.charge_id as string | null) ?? null,
    providerReference: (row.provider_reference as string | null) ?? null,
    action: (row.action as Record<string, unknown> | null) ?? null,
    lastCheckedAt: row.last_checked_at ? new Date(row.last_checked_at as string) : null,
    createdAt: new Date(row.created_at as string),
    updatedAt: new Date(row.updated_at as string),
  };
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
  return rows[0] ? paymentRow(tx, rows[0].id) : null;
}

/** Marks a due charge paid, in the caller's transaction (which holds its lock). */
export async function markChargePaid(tx: Executor, chargeId: string, paidWith: PaymentMethod, now: Date): Promise<void> {
  await moveMoneyStatus(tx, 'charge', chargeId, 'paid', { paid_with: paidWith, paid_at: now.toISOString() });
}

/**
 * A due charge taken by staff at the desk: a desk payment of its amount that names it, and the charge paid,
 * in the staff action's transaction. False when it is no longer due (paid through the link meanwhile).
 */
export async function takeChargeAtDesk(tx: Executor, chargeId: string, method: Exclude<PaymentMethod, 'gateway'>, actor: string, now: Date): Promise<boolean> {
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
export async function settleDeskCharges(tx: Executor, orderId: string, method: Exclude<PaymentMethod, 'gateway'>, paymentId: string, now: Date): Promise<number> {
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

/**
 * The charge `c` raised by an action none of whose tickets is in `standing` (the order's tickets not
 * cancelled). An action names the tickets its charge is owed for by id (`chargedTicketIds`, or the moved
 * `ticketIds`), which a reissued code does not change; older actions name them by code.
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

/** The tickets (ids) the actions behind these charges owe them for. */
export async function chargedTicketIds(tx: Executor, chargeIds: readonly string[]): Promise<string[]> {
  if (!chargeIds.length) return [];
  const { rows } = await tx.execute<{ id: string }>(sql`
    select distinct moved.id from order_charges c join order_actions a on a.id = c.action_id,
      jsonb_array_elements_text(coalesce(a.detail -> 'chargedTicketIds', a.detail -> 'ticketIds', '[]'::jsonb)) as moved(id)
    where c.id in ${chargeIds}`);
  return rows.map((row) => row.id);
}

/**
 * A move's difference is owed only while a ticket it moved still stands: due charges none of whose tickets
 * is in `standing` are cancelled; all of them once nothing stands. Answers what they came to.
 */
export async function cancelDueCharges(tx: Executor, orderId: string, standing: readonly ChargedTicket[]): Promise<number> {
  const ended = await moveMoneyStatuses(tx, 'charge', sql`c.order_id = ${orderId} and c.status = 'due' and ${movedNoneOf(standing)}`, 'cancelled');
  if (!ended.length) return 0;
  const { rows } = await tx.execute<{ total: number }>(sql`select coalesce(sum(amount), 0)::int as total from order_charges where id in ${ended}`);
  return rows[0].total;
}

/** What cancelling would give back of paid charges: those none of whose tickets would stand (`standing`). */
export async function paidChargesEnding(executor: Executor, orderId: string, standing: readonly ChargedTicket[]): Promise<number> {
  const { rows } = await executor.execute<{ total: number }>(sql`
    select coalesce(sum(c.amount), 0)::int as total from order_charges c
    where c.order_id = ${orderId} and c.status = 'paid' and ${movedNoneOf(standing)}`);
  return rows[0].total;
}

/** A paid charge a cancellation gives back: its amount, and the payment that took it. */
export interface EndedCharge {
  id: string;
  amount: number;
  /** Null when the order's own desk payment took it with what was due on arrival (settleDeskCharges). */
  payment: { id: string; method: PaymentMethod } | null;
}

/**
 * Paid charges none of whose tickets stands any more (they were cancelled): marked refunded, in the
 * cancellation's transaction, with the payment each was taken with, for the caller to record its refund.
 * A charge is given back whole, the way it was paid.
 */
export async function endPaidCharges(tx: Executor, orderId: string, standing: readonly ChargedTicket[]): Promise<EndedCharge[]> {
  const ended = await moveMoneyStatuses(tx, 'charge', sql`c.order_id = ${orderId} and c.status = 'paid' and ${movedNoneOf(standing)}`, 'refunded');
  if (!ended.length) return [];
  const { rows } = await tx.execute<{ id: string; amount: number; payment_id: string | null; method: PaymentMethod | null }>(sql`
    select ended.id, ended.amount, p.id as payment_id, p.method from order_charges ended
    left join lateral (
      select id, method from payments where charge_id = ended.id and status = 'authorised' order by created_at desc limit 1
    ) p on true
    where ended.id in ${ended}
    order by ended.created_at, ended.id`);
  return rows.map((row) => ({ id: row.id, amount: row.amount, payment: row.payment_id ? { id: row.payment_id, method: row.method! } : null }));
}
