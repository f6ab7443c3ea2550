import type { Attribution } from '@/lib/domain/attribution';
import { v7 as uuidv7 } from 'uuid';
import { eq, sql } from 'drizzle-orm';
import type { GiftDetails } from '@/lib/domain/gift';
import type { OrderChannel } from '@/lib/domain/order-channel';
import type { OrderStatus } from '@/lib/domain/order-status';
import { mailboxKey, mailDomainKey } from '@/lib/domain/reservation-budget';
import { readableCode, randomToken } from '../platform/codes';
import { env } from '../platform/config';
import { orders, type AddOnChoice, type TicketChoice } from '../platform/db/schema';
import type { ClosedSession } from '../sessions';
import { moveLockedOrder, type MoveColumns } from './money-transitions';
import type { Executor } from './order-repository';

/**
 * The one store of orders, bookings and gift purchases alike: written here, found by idempotency key
 * here, read here. Its status changes only through transitionOrder (./order-transitions.ts).
 */

/** A booking ID such as SR-7K3M-9QXD: 40 random bits, never sequential, so IDs cannot be enumerated. */
const newBookingId = () => `SR-${readableCode(4)}-${readableCode(4)}`;
/** A ticket's code: 11 readable random characters after a T (lib/server/platform/codes.ts). */
export const newTicketCode = () => `T${readableCode(11)}`;

/** What the caller decides of a new order; the store adds its ids, its status and its payment window. */
export type NewOrder = Omit<
  typeof orders.$inferInsert,
  'id' | 'bookingId' | 'token' | 'status' | 'expiresAt' | 'createdAt' | 'paidAt' | 'reservationToken' | 'customerMailbox' | 'customerMailDomain'
>;

/**
 * Inserts an order awaiting payment, or nothing when an order with the same idempotency key exists:
 * a concurrent copy holding the key makes this wait until it commits (the unique index), then insert
 * nothing. Returns the new order's id, or null when the key was taken.
 */
/**
 * What an order's transition decides by (./order-transitions.ts): as a row locked for it reads, or as the
 * insert that made it answers.
 */
export interface OrderState {
  status: OrderStatus;
  placesSold: boolean;
  promoCodeId: string | null;
  channel: OrderChannel;
}

/**
 * Inserts a new order, awaiting its payment; its id and state, or null when its idempotency key placed
 * one already. The row is the transaction's own until it commits: no other can read or lock it.
 */
export async function insertOrder(tx: Executor, order: NewOrder, now: Date, expiresAt?: Date): Promise<({ id: string } & OrderState) | null> {
  const [row] = await tx
    .insert(orders)
    .values({
      ...order,
      // What a reservation's places count against (lib/domain/reservation-budget.ts): from the email, never the client.
      customerMailbox: mailboxKey(order.customer.email),
      customerMailDomain: mailDomainKey(order.customer.email),
      bookingId: newBookingId(),
      token: randomToken(),
      status: 'awaiting_payment',
      // Its payment window, or the hold a reseller asked for (lib/server/octo).
      expiresAt: expiresAt ?? new Date(now.getTime() + env().PAYMENT_WINDOW_MINUTES * 60_000),
    })
    .onConflictDoNothing()
    .returning({ id: orders.id, status: orders.status, placesSold: orders.placesSold, promoCodeId: orders.promoCodeId, channel: orders.channel });
  return row ? { ...row, status: row.status as OrderStatus, channel: row.channel as OrderChannel } : null;
}

/**
 * The customer of an order whose buyer's details came after it was placed (a reseller's, at its
 * confirmation or a later update), with the keys its budgets are counted by.
 */
export async function updateOrderCustomer(tx: Executor, orderId: string, customer: NewOrder['customer']): Promise<void> {
  await tx
    .update(orders)
    .set({ customer, customerMailbox: mailboxKey(customer.email), customerMailDomain: mailDomainKey(customer.email) })
    .where(eq(orders.id, orderId));
}

/** The amounts of an order whose gift card was locked and debited after it was inserted. */
export async function updateOrderTotals(tx: Executor, orderId: string, totals: Partial<NewOrder>): Promise<void> {
  await tx.update(orders).set(totals).where(eq(orders.id, orderId));
}

/** One activity at one session in a new order, priced as the visitor was shown. */
export type NewOrderLine = Omit<OrderLineRecord, 'id' | 'startsAt'>;

/** A new order's lines and a ticket (with its QR code) per ticket bought: one statement. Answers the lines' ids, in order. */
export async function insertOrderLines(tx: Executor, orderId: string, lines: NewOrderLine[]): Promise<string[]> {
  // Time-ordered, as the ids the database makes (lib/server/platform/db/schema.ts generatedId).
  const lineIds = lines.map(() => uuidv7());
  const values = lines.map(
    (line, index) => sql`(${lineIds[index]}::uuid, ${orderId}::uuid, ${line.activityId}, ${line.sessionId}::uuid, ${line.places}::int,
      ${JSON.stringify(line.tickets)}::jsonb, ${JSON.stringify(line.addOns)}::jsonb, ${line.upgradeId}::text, ${line.total}::int, ${line.discount}::int)`,
  );
  const tickets = lines.flatMap((line, index) =>
    line.tickets.flatMap((ticket) => Array.from({ length: ticket.quantity }, () => sql`(${lineIds[index]}::uuid, ${ticket.variationId}, ${newTicketCode()})`)),
  );
  await tx.execute(sql`
    with line as (
      insert into order_items (id, order_id, activity_id, session_id, places, tickets, add_ons, upgrade_id, total, discount)
      values ${sql.join(values, sql`, `)}
      returning id
    )
    ${tickets.length ? sql`insert into tickets (order_item_id, variation_id, code) values ${sql.join(tickets, sql`, `)}` : sql`select count(*) from line`}`);
  return lineIds;
}

/** The order a visitor's request with this idempotency key placed, if any: one statement. */
export const findOrderByKey = (executor: Executor, anonymousToken: string, idempotencyKey: string): Promise<OrderRecord | null> =>
  loadOrder(executor, { anonymousToken, idempotencyKey });

export interface OrderLineRecord {
  id: string;
  activityId: string;
  sessionId: string;
  startsAt: Date;
  places: number;
  tickets: TicketChoice[];
  addOns: AddOnChoice[];
  upgradeId: string | null;
  total: number;
  discount: number;
}

export interface OrderRecord {
  id: string;
  bookingId: string;
  token: string;
  /** The anonymous token of the browser that placed it. */
  anonymousToken: string;
  status: OrderStatus;
  kind: 'booking' | 'gift';
  /** What a gift purchase bought; null for a booking. */
  gift: GiftDetails | null;
  localeId: string;
  language: string;
  origin: string;
  currency: string;
  customer: { firstName: string; lastName: string; email: string; mobilePhone: string };
  subtotal: number;
  discount: number;
  giftCardAmount: number;
  cardFee: number;
  total: number;
  /**
   * What the visitor pays at the desk on arrival: a reservation's total (pay on arrival, awaiting its
   * confirmation or reserved) less what staff released by cancelling or moving its tickets, or the
   * amount of a Blank payment of an order placed before reservations existed; plus the charges due
   * (a move to a dearer session, its payment link unpaid or none sent); 0 when nothing is left to pay.
   */
  dueOnArrival: number;
  /** What the order owes in charges still due (dearer moves not yet paid for): part of dueOnArrival. */
  chargesDue: number;
  /** When an unpaid order gives its places back: an unconfirmed reservation's confirmation deadline. */
  expiresAt: Date;
  createdAt: Date;
  paidAt: Date | null;
  /** Where it was placed, and the widget's host origin or the reseller's id (lib/domain/order-channel.ts). */
  channel: OrderChannel;
  channelSource: string | null;
  /** How the visitor arrived (lib/domain/attribution.ts), when the order came from a visit that kept it. */
  attribution: Attribution | null;
  lines: OrderLineRecord[];
  tickets: OrderTicketRecord[];
  /**
   * The closed sessions (staff's closures) where its standing tickets admit to, as read with the order: a
   * booking that stands only now is told of them with its confirmation (./booking-confirmation.ts).
   */
  closedSessions: ClosedSession[];
}

/** A ticket as it stands: where it is valid now (its line's session, or where staff moved it), and whether it was cancelled. */
export interface OrderTicketRecord {
  id: string;
  code: string;
  /** Its line's activity, and the places it takes there (its ticket type's participants). */
  activityId: string;
  places: number;
  /** The session of its line (where it was bought). */
  lineSessionId: string;
  /** The line it was bought in. */
  orderItemId: string;
  variationId: string;
  /** The session it admits to now. */
  sessionId: string;
  startsAt: Date;
  /** Set when staff moved it to another session: the line's. */
  movedFromSessionId: string | null;
  cancelledAt: Date | null;
}

/** What the order aliased `o` owes in charges still due (moves to dearer sessions not yet paid for). */
const CHARGES_DUE = sql`coalesce((select sum(c.amount) from order_charges c where c.order_id = o.id and c.status = 'due'), 0)::int`;

/**
 * What the visitor of the order aliased `o` pays at the desk on arrival (OrderRecord's dueOnArrival), as
 * SQL: the day sheet reads it too, for a whole session's bookings in one statement.
 */
export const DUE_ON_ARRIVAL = sql`((case when o.status in ('awaiting_confirmation', 'reserved')
  -- What staff released since (cancelled tickets, a cheaper session: lib/server/order-desk) is no longer due.
  then o.total - coalesce((select sum(a.released_amount) from order_actions a where a.order_id = o.id), 0)::int else
  -- Orders placed before reservations existed were marked paid through a Blank payment that
  -- collected nothing: only an outcome that took the order back leaves nothing due.
  (select coalesce(sum(p.amount), 0)::int from payments p join payment_gateways g on g.id = p.gateway_id
    where p.order_id = o.id and g.type = 'Blank' and p.method = 'gateway'
      and p.status not in ('declined', 'cancelled', 'expired', 'refund_requested', 'refunded')) end)
  -- Every charge still due (a move to a dearer session), whether or not a payment link was sent for it:
  -- until its money comes, the tickets are not paid for, and the desk takes it.
  + ${CHARGES_DUE})`;

/** The order row's own columns an order record reads, aliased `o` (named, not `o.*`: see moveLockedOrder). */
const ORDER_COLUMNS = sql.raw(
  'o.id, o.booking_id, o.token, o.anonymous_token, o.status, o.kind, o.gift, o.locale_id, o.language, o.origin, o.currency, o.customer, ' +
    'o.subtotal, o.discount, o.gift_card_amount, o.card_fee, o.total, o.created_at, o.paid_at, o.expires_at, o.channel, o.channel_source, o.attribution',
);

/**
 * An order record's columns, of the order row aliased `o`: its lines and tickets, what it owes, and for
 * each ticket whether its session is closed (OrderRecord's closedSessions). Read by orderRecordOf.
 */
const ORDER_RECORD = sql`
    ${ORDER_COLUMNS},
    ${DUE_ON_ARRIVAL} as due_on_arrival, ${CHARGES_DUE} as charges_due,
    coalesce((
      select json_agg(json_build_object(
               'id', i.id, 'activity_id', i.activity_id, 'session_id', i.session_id, 'starts_at', s.starts_at,
               'places', i.places, 'tickets', i.tickets, 'add_ons', i.add_ons, 'upgrade_id', i.upgrade_id,
               'total', i.total, 'discount', i.discount)
             order by s.starts_at, i.id)
      from order_items i join sessions s on s.id = i.session_id
      where i.order_id = o.id), '[]') as lines,
    coalesce((
      select json_agg(json_build_object('id', t.id, 'code', t.code, 'order_item_id', t.order_item_id, 'variation_id', t.variation_id,
               'activity_id', i.activity_id, 'places', v.participants, 'line_session_id', i.session_id,
               'session_id', coalesce(t.session_id, i.session_id), 'starts_at', ts.starts_at, 'moved_from', case when t.session_id is null then null else i.session_id end,
               'cancelled_at', t.cancelled_at, 'closed_at', ts.closed_at, 'closed_reason', ts.closed_reason)
             order by ts.starts_at, t.code)
      from tickets t join order_items i on i.id = t.order_item_id join sessions ts on ts.id = coalesce(t.session_id, i.session_id)
        join variations v on v.id = t.variation_id
      where i.order_id = o.id), '[]') as tickets`;

/** An order with its lines and tickets: one statement. */
export async function loadOrder(
  executor: Executor,
  where: { id: string } | { token: string } | { anonymousToken: string; idempotencyKey: string },
): Promise<OrderRecord | null> {
  const condition =
    'id' in where
      ? sql`o.id = ${where.id}`
      : 'token' in where
        ? sql`o.token = ${where.token}`
        : sql`o.anonymous_token = ${where.anonymousToken} and o.idempotency_key = ${where.idempotencyKey}`;
  const { rows } = await executor.execute<Record<string, unknown>>(sql`select ${ORDER_RECORD} from orders o where ${condition}`);
  return rows[0] ? orderRecordOf(rows[0]) : null;
}

/**
 * Moves an order its caller holds locked to `to` through its transition table (moveLockedOrder), and
 * answers it as moved: the move and the read in one statement.
 */
export async function moveAndLoadOrder(tx: Executor, orderId: string, to: OrderStatus, columns: MoveColumns = {}): Promise<OrderRecord> {
  return orderRecordOf(await moveLockedOrder(tx, orderId, to, columns, { returning: ORDER_COLUMNS, read: ORDER_RECORD }));
}

function orderRecordOf(order: Record<string, unknown>): OrderRecord {
  const lines = order.lines as Record<string, unknown>[];
  const tickets = order.tickets as {
    id: string;
    activity_id: string;
    places: number;
    line_session_id: string;
    code: string;
    order_item_id: string;
    variation_id: string;
    session_id: string;
    starts_at: string;
    moved_from: string | null;
    cancelled_at: string | null;
    closed_at: string | null;
    closed_reason: string | null;
  }[];
  const closedSessions = new Map<string, ClosedSession>();
  for (const ticket of tickets) {
    if (ticket.closed_at && !ticket.cancelled_at) closedSessions.set(ticket.session_id, { id: ticket.session_id, reason: ticket.closed_reason ?? '', closedAt: new Date(ticket.closed_at) });
  }
  return {
    id: order.id as string,
    bookingId: order.booking_id as string,
    token: order.token as string,
    anonymousToken: order.anonymous_token as string,
    status: order.status as OrderStatus,
    kind: order.kind as OrderRecord['kind'],
    gift: (order.gift as GiftDetails | null) ?? null,
    localeId: order.locale_id as string,
    language: order.language as string,
    origin: order.origin as string,
    currency: order.currency as string,
    customer: order.customer as OrderRecord['customer'],
    subtotal: order.subtotal as number,
    discount: order.discount as number,
    giftCardAmount: order.gift_card_amount as number,
    cardFee: order.card_fee as number,
    total: order.total as number,
    dueOnArrival: order.due_on_arrival as number,
    chargesDue: order.charges_due as number,
    expiresAt: new Date(order.expires_at as string),
    createdAt: new Date(order.created_at as string),
    paidAt: order.paid_at ? new Date(order.paid_at as string) : null,
    channel: order.channel as OrderChannel,
    channelSource: (order.channel_source as string | null) ?? null,
    attribution: (order.attribution as Attribution | null) ?? null,
    lines: lines.map((line) => ({
      id: line.id as string,
      activityId: line.activity_id as string,
      sessionId: line.session_id as string,
      startsAt: new Date(line.starts_at as string),
      places: line.places as number,
      tickets: line.tickets as TicketChoice[],
      addOns: line.add_ons as AddOnChoice[],
      upgradeId: line.upgrade_id as string | null,
      total: line.total as number,
      discount: line.discount as number,
    })),
    tickets: tickets.map((t) => ({
      id: t.id,
      code: t.code,
      activityId: t.activity_id,
      places: t.places,
      lineSessionId: t.line_session_id,
      orderItemId: t.order_item_id,
      variationId: t.variation_id,
      sessionId: t.session_id,
      startsAt: new Date(t.starts_at),
      movedFromSessionId: t.moved_from,
      cancelledAt: t.cancelled_at ? new Date(t.cancelled_at) : null,
    })),
    closedSessions: [...closedSessions.values()],
  };
}
