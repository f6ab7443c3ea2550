import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { RecheckKind } from '@/lib/domain/payment-recheck';
import { payments, refunds, type GatewayType, type PaymentMethod, type PaymentRow, type PaymentStatus, type RefundMethod, type RefundRow, type RefundStatus } from '../platform/db/schema';
import { db } from '../platform/db/client';
import type { Executor } from './order-repository';
import type { PaymentEventKind } from './payment-events';

/*
 * Reads of an order's money, for the back office, My booking and the providers' side (lib/server/payments,
 * which talks to providers and reads the rows it acts on only through these): an order's payments, each
 * with what the provider told us and what we did (payment_events), the refunds given since, and what the
 * reconciler has to ask a provider about. Read only: the writes are the commands' (./commands).
 */

export interface PaymentEventRecord {
  kind: PaymentEventKind;
  detail: Record<string, unknown>;
  at: Date;
}

export interface PaymentRecord {
  id: string;
  method: PaymentMethod;
  /** Its gateway; none for money on a reseller's account. */
  gatewayId: string | null;
  gatewayType: GatewayType | null;
  status: PaymentStatus;
  amount: number;
  currency: string;
  providerReference: string | null;
  /** The charge (a move's difference) it collects, or null for the order's own payment. */
  chargeId: string | null;
  createdAt: Date;
  events: PaymentEventRecord[];
}

export interface RefundRecord {
  id: string;
  paymentId: string | null;
  /** The order action that gave it back (order_actions), if one did. */
  actionId: string | null;
  amount: number;
  currency: string;
  method: RefundMethod;
  status: RefundStatus;
  reason: string;
  giftCardCode: string | null;
  providerReference: string | null;
  lastError: string | null;
  actor: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

const date = (value: unknown) => new Date(value as string);

/** An order's payments, oldest first, each with its events in order: two statements. */
export async function paymentsOfOrder(orderId: string): Promise<PaymentRecord[]> {
  const { rows } = await db().execute<Record<string, unknown>>(sql`
    select p.id, p.method, p.gateway_id, g.type as gateway_type, p.status, p.amount, p.currency, p.provider_reference, p.charge_id, p.created_at,
      coalesce((select json_agg(json_build_object('kind', e.kind, 'detail', e.detail, 'at', e.created_at) order by e.created_at, e.id)
        from payment_events e where e.payment_id = p.id), '[]') as events
    from payments p left join payment_gateways g on g.id = p.gateway_id
    where p.order_id = ${orderId}
    order by p.created_at, p.id`);
  return rows.map((row) => ({
    id: row.id as string,
    method: row.method as PaymentMethod,
    gatewayId: (row.gateway_id as string | null) ?? null,
    gatewayType: (row.gateway_type as GatewayType | null) ?? null,
    status: row.status as PaymentStatus,
    amount: row.amount as number,
    currency: row.currency as string,
    providerReference: row.provider_reference as string | null,
    chargeId: (row.charge_id as string | null) ?? null,
    createdAt: date(row.created_at),
    events: (row.events as { kind: PaymentEventKind; detail: Record<string, unknown>; at: string }[]).map((event) => ({ kind: event.kind, detail: event.detail, at: date(event.at) })),
  }));
}

/** An order's refunds, oldest first, with the code of a gift card one issued and who gave it. */
export async function refundsOfOrder(orderId: string): Promise<RefundRecord[]> {
  const { rows } = await db().execute<Record<string, unknown>>(sql`
    select r.id, r.payment_id, r.action_id, r.amount, r.currency, r.method, r.status, r.reason, c.code as gift_card_code, r.provider_reference,
      r.last_error, a.actor, r.created_at, r.completed_at
    from refunds r left join gift_cards c on c.id = r.gift_card_id left join order_actions a on a.id = r.action_id
    where r.order_id = ${orderId}
    order by r.created_at, r.id`);
  return rows.map((row) => ({
    id: row.id as string,
    paymentId: row.payment_id as string | null,
    actionId: row.action_id as string | null,
    amount: row.amount as number,
    currency: row.currency as string,
    method: row.method as RefundMethod,
    status: row.status as RefundStatus,
    reason: row.reason as string,
    giftCardCode: row.gift_card_code as string | null,
    providerReference: row.provider_reference as string | null,
    lastError: row.last_error as string | null,
    actor: row.actor as string | null,
    createdAt: date(row.created_at),
    completedAt: row.completed_at ? date(row.completed_at) : null,
  }));
}

/** One payment as stored. */
export async function paymentById(paymentId: string, executor: Pick<Executor, 'select'> = db()): Promise<PaymentRow | null> {
  const [payment] = await executor.select().from(payments).where(eq(payments.id, paymentId));
  return payment ?? null;
}

/** The order's own latest payment (a charge's payments are not the order's: ./charges.ts). */
export async function latestOrderPayment(orderId: string): Promise<PaymentRow | null> {
  const [payment] = await db()
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNull(payments.chargeId)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return payment ?? null;
}

/** The payments a provider's notification names: its gateway and the provider's own reference. */
export async function paymentIdsOfProviderReference(gatewayId: string, providerReference: string): Promise<string[]> {
  const { rows } = await db().execute<{ id: string }>(sql`select id from payments where gateway_id = ${gatewayId} and provider_reference = ${providerReference}`);
  return rows.map((row) => row.id);
}

/** A payment the reconciler may ask its provider about, with what it would ask (lib/domain/payment-recheck.ts decides when). */
export interface PaymentToRecheck {
  id: string;
  kind: RecheckKind;
  createdAt: Date;
  lastCheckedAt: Date | null;
}

/**
 * The payments with no news since `staleBefore` that a provider may still settle (payment-service.ts
 * reconcileStalePayments tells each case), the least recently asked first.
 */
export async function paymentsToRecheck(staleBefore: Date, windowStart: Date): Promise<PaymentToRecheck[]> {
  const stale = staleBefore.toISOString();
  const window = windowStart.toISOString();
  const { rows } = await db().execute<{ id: string; kind: RecheckKind; created_at: string | Date; last_checked_at: string | Date | null }>(sql`
    select p.id, p.created_at, p.last_checked_at,
      case when p.status = 'refund_requested' then 'refund' when o.status = 'awaiting_payment' or p.charge_id is not null then 'awaiting' else 'closed' end as kind
    from payments p join orders o on o.id = p.order_id
    where p.provider_reference is not null
      and (p.last_checked_at is null or p.last_checked_at < ${stale})
      and (
        (p.charge_id is null and o.status = 'awaiting_payment' and p.status = 'waiting' and p.created_at < ${stale})
        or (p.charge_id is null and o.status = 'refund_due' and p.status = 'refund_requested')
        or (p.charge_id is null and o.status in ('expired', 'cancelled', 'failed') and p.status in ('waiting', 'declined', 'cancelled', 'expired')
            and p.created_at > ${window}
            and p.id = (select latest.id from payments latest where latest.order_id = o.id and latest.charge_id is null order by latest.created_at desc limit 1))
        -- A charge's payment: asked about while its charge is due and the visitor may be paying (no news for
        -- PAYMENT_STALE_SECONDS, a return and a notification lost), for as long as a late one is; money taken
        -- for a charge no longer due is refunded, and a refused refund asked again.
        or (p.charge_id is not null and p.status = 'waiting' and p.created_at < ${stale} and p.created_at > ${window})
        or (p.charge_id is not null and p.status = 'refund_requested')
      )
    order by p.last_checked_at nulls first, p.created_at limit 100`);
  return rows.map((row) => ({ id: row.id, kind: row.kind, createdAt: date(row.created_at), lastCheckedAt: row.last_checked_at ? date(row.last_checked_at) : null }));
}

/** Unpaid orders past their payment window, and pay-on-arrival reservations not confirmed by their deadline. */
export async function ordersPastDeadline(now: Date): Promise<string[]> {
  const { rows } = await db().execute<{ id: string }>(sql`
    select id from orders where status in ('awaiting_payment', 'awaiting_confirmation') and expires_at < ${now.toISOString()} limit 50`);
  return rows.map((row) => row.id);
}

/** One refund as stored. */
export async function refundById(refundId: string): Promise<RefundRow | null> {
  const [row] = await db().select().from(refunds).where(eq(refunds.id, refundId));
  return row ?? null;
}

/** Pending gateway refunds whose last attempt is older than `staleBefore` (or never made), oldest first. */
export async function staleGatewayRefunds(staleBefore: Date): Promise<string[]> {
  const { rows } = await db().execute<{ id: string }>(sql`
    select id from refunds where status = 'pending' and method = 'gateway' and (attempted_at is null or attempted_at < ${staleBefore.toISOString()})
    order by created_at limit 50`);
  return rows.map((row) => row.id);
}
