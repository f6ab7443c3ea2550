import { sql } from 'drizzle-orm';
import type { GatewayType, PaymentMethod, PaymentStatus, RefundMethod, RefundStatus } from '../platform/db/schema';
import { db } from '../platform/db/client';
import type { PaymentEventKind } from '../orders';

/*
 * An order's money as the back office shows it (issue #22): its payments, each with what the provider
 * told us and what we did (payment_events), and the refunds given since. Read only.
 */

export interface PaymentEventRecord {
  kind: PaymentEventKind;
  detail: Record<string, unknown>;
  at: Date;
}

export interface PaymentRecord {
  id: string;
  method: PaymentMethod;
  gatewayId: string;
  gatewayType: GatewayType;
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
    from payments p join payment_gateways g on g.id = p.gateway_id
    where p.order_id = ${orderId}
    order by p.created_at, p.id`);
  return rows.map((row) => ({
    id: row.id as string,
    method: row.method as PaymentMethod,
    gatewayId: row.gateway_id as string,
    gatewayType: row.gateway_type as GatewayType,
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
