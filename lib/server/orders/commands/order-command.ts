import { GraphQLError } from 'graphql';
import { isIdempotencyKey } from '@/lib/domain/idempotency-key';
import { ALTERABLE_STATUSES } from '@/lib/domain/order-status';
import { getCatalogue } from '../../activities';
import { findLocaleById } from '../../locales';
import { db } from '../../platform/db/client';
import type { OrderActionKind } from '../../platform/db/schema';
import { findOrderAction, recordOrderAction } from '../order-actions';
import type { Executor } from '../order-repository';
import { loadOrder, type OrderRecord } from '../order-store';
import { pendingGatewayRefundsOfAction } from '../money-records';
import { checkedInCodes, lockOrder, lockTicketsForChange, type StandingTicket } from '../ticket-changes';

/*
 * A command on an existing order (the order's aggregate: lib/server/orders/commands). Each one, in one
 * transaction:
 * 1. locks the order's row (every change to one order queues there, before any session is locked) and
 *    loads the order, once;
 * 2. looks for its idempotency key: found, the command was done, and the answer is the order as it stands
 *    (a double click or a retried request does nothing twice);
 * 3. checks what it may do from the order as it is now, under the lock, and computes the money with the
 *    pure rules of lib/domain (order-refund.ts, order-charge.ts, order-status.ts) from the tickets chosen;
 * 4. records itself (order_actions, the key unique), changes tickets and places, records refunds as rows,
 *    moves the order's status through the transition table, queues the visitor's mail, and lets the
 *    caller add its audit entry (the `audit` hook: the staff trail is the back office's, lib/server/staff).
 * A refund through a provider is asked for after the commit, by the caller (lib/server/payments
 * settleRefund, under a reference derived from the refund's row: never twice): the command answers the
 * refunds waiting for it (`toSettle`). Orders cannot call payments (payments imports orders), and an
 * answer the caller must act on is plainer than a port set up at start-up.
 * Expected refusals come back as a problem code and change nothing.
 */

/**
 * Why a command was refused. The staff's codes (staff.graphql StaffOrderActionProblem), and the visitor's
 * own (lib/server/my-booking): outside the park's policy, or a price that changed since the visitor saw it.
 */
export type OrderActionProblem =
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'NOTHING_DUE'
  | 'NOT_ALLOWED_IN_STATUS'
  | 'NO_REFUNDABLE_PAYMENT'
  | 'NO_TICKETS'
  | 'PRICE_DIFFERENCE_DUE'
  | 'SESSION_FULL'
  | 'SESSION_NOT_FOUND'
  | 'SESSION_STARTED'
  | 'TICKET_CHECKED_IN'
  | 'UNKNOWN_TICKET'
  | 'NOT_OFFERED'
  | 'TOO_LATE'
  | 'PRICE_CHANGED'
  | 'REFUND_NOT_OFFERED'
  | 'CHARGE_DUE'
  // A group's organiser may not take it below the park's group size (lib/domain/group-booking.ts numbersRefusal).
  | 'BELOW_GROUP_SIZE'
  // Raising a group's numbers would take it past what one booking may hold (lib/server/orders/commands/group-numbers.ts).
  | 'GROUP_TOO_LARGE';

/** Who acts on an order: a staff member, or the visitor through their My booking link (no staff id). */
export interface OrderActor {
  staffId: string | null;
  /** What the order's history says: the member's email, or the visitor's. */
  name: string;
}

/** Which order a command is for, as found before its transaction: the command loads it once, under its lock. */
export type OrderHeader = Pick<OrderRecord, 'id' | 'localeId' | 'status'>;

/** The park of the order: where a refund's gift card is valid, and the day a price rule is written for. */
export interface OrderPark {
  id: string;
  timeZone: string;
}

/** What the caller adds to a command's transaction once it is done (the back office's audit entry). */
export type OrderAudit = (tx: Executor, entry: { kind: OrderActionKind; before: OrderRecord; after: OrderRecord; detail: Record<string, unknown> }) => Promise<void>;

/** An order, its park, who acts on it, and what the caller records with the command. */
export interface ActingOn {
  order: OrderHeader;
  park: OrderPark;
  actor: OrderActor;
  audit?: OrderAudit;
}

/**
 * A check the caller adds under the order's lock, on the tickets chosen as they stand then (the visitor's
 * policy: lib/domain/self-service.ts). A problem refuses the command, changing nothing.
 */
export type ActionGuard = (tx: Executor, order: OrderRecord, chosen: StandingTicket[], now: Date) => Promise<OrderActionProblem | null>;

export class Refusal extends Error {
  constructor(readonly problem: OrderActionProblem) {
    super(problem);
  }
}

/**
 * What a command answers: its refusal, or null when done (or done before: the same key), the order as it
 * stands, and the gateway refunds to ask the provider for now that it committed (lib/server/payments
 * settleRefund).
 */
export interface ActionDone {
  problem: OrderActionProblem | null;
  order: OrderRecord;
  toSettle: string[];
}

export const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

export interface Act {
  /** The order as the command leaves it (orderAfter: not read again). */
  order: OrderRecord;
  /** What the audit entry adds to the order's state after. */
  after: Record<string, unknown>;
  /** Gateway refunds recorded, for the provider after the commit. */
  toSettle?: string[];
}

export type RecordAction = (entry: { detail: Record<string, unknown>; released?: number; giftCard?: number }) => Promise<string>;

/** Runs a command on an order: its lock, its one load, its idempotency key, its record (see above). */
export async function once(
  source: ActingOn,
  kind: OrderActionKind,
  key: string,
  act: (tx: Executor, order: OrderRecord, record: RecordAction, now: Date) => Promise<Act>,
): Promise<ActionDone> {
  if (!isIdempotencyKey(key)) throw badInput('idempotencyKey must be 16 to 100 letters, digits, - or _');
  const { actor } = source;
  const now = new Date();
  // Read before the transaction: nothing inside it should wait for a second pooled connection.
  await Promise.all([getCatalogue(), findLocaleById(source.order.localeId)]);
  let toSettle: string[] = [];
  // The order, loaded once under its lock; then as the command left it.
  let order: OrderRecord | null = null;
  try {
    await db().transaction(async (tx) => {
      await lockOrder(tx, source.order.id);
      order = (await loadOrder(tx, { id: source.order.id }))!;
      const used = await findOrderAction(tx, key);
      if (used) {
        if (used.orderId !== source.order.id || used.kind !== kind) throw new Refusal('IDEMPOTENCY_KEY_REUSED');
        // The same command again: if its refunds still wait for the provider (the first request died
        // after its commit), they are asked for now; the claim and the provider's idempotency make each one refund.
        toSettle = await pendingGatewayRefundsOfAction(tx, used.id);
        return;
      }
      const before = order;
      let actionId: string | null = null;
      const record: RecordAction = async (entry) => {
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
        // Taken meanwhile by a command on another order (the order's lock does not cover that).
        if (!actionId) throw new Refusal('IDEMPOTENCY_KEY_REUSED');
        return actionId;
      };
      const done = await act(tx, before, record, now);
      if (!actionId) throw new Error(`Order action ${kind} did not record itself`);
      order = done.order;
      if (source.audit) await source.audit(tx, { kind, before, after: done.order, detail: done.after });
      toSettle = done.toSettle ?? [];
    });
  } catch (error) {
    // Refused under the lock, nothing changed: the order as it was loaded.
    if (error instanceof Refusal && order) return { problem: error.problem, order, toSettle: [] };
    if (error instanceof Refusal) return { problem: error.problem, order: (await loadOrder(db(), { id: source.order.id }))!, toSettle: [] };
    throw error;
  }
  return { problem: null, order: order!, toSettle };
}

export const isBooking = (order: OrderRecord) => order.kind === 'booking' && ALTERABLE_STATUSES.includes(order.status);

/**
 * The chosen standing tickets, or the refusal that says what is wrong with the choice. In a command
 * (`lock`: `executor` holds the order's lock), the chosen tickets are locked as a gate's scan locks them
 * and their check-ins read on the command's own connection: a ticket is never both admitted and
 * cancelled or moved.
 */
export async function chosenTickets(executor: Executor, tickets: StandingTicket[], codes: readonly string[], lock = false): Promise<StandingTicket[]> {
  const wanted = [...new Set(codes.map((code) => code.trim().toUpperCase()))];
  if (!wanted.length) throw new Refusal('NO_TICKETS');
  const chosen = wanted.map((code) => tickets.find((ticket) => ticket.code === code && !ticket.cancelled));
  if (chosen.some((ticket) => !ticket)) throw new Refusal('UNKNOWN_TICKET');
  if (lock) await lockTicketsForChange(executor, (chosen as StandingTicket[]).map((ticket) => ticket.id));
  // Through the gate already: it was used, and cannot be cancelled or moved any more.
  const checkedIn = await checkedInCodes(executor, wanted);
  if (wanted.some((code) => checkedIn.has(code))) throw new Refusal('TICKET_CHECKED_IN');
  return chosen as StandingTicket[];
}

/** A reading of the chosen tickets outside a command (a quote): a bad choice reads as nothing. */
export async function chosenOrNone(executor: Executor, tickets: StandingTicket[], codes: readonly string[]): Promise<StandingTicket[] | null> {
  try {
    return await chosenTickets(executor, tickets, codes);
  } catch (error) {
    if (error instanceof Refusal) return null;
    throw error;
  }
}
