import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { GIFT_VOUCHER_ITEM_ID } from '@/lib/domain/purchase';
import type { Attribution } from '@/lib/domain/attribution';
import { CONVERSION_BODIES, conversionAccounts, type ConversionDestination, type ConversionOrder, type ConversionSettings, type ConversionVisit } from '@/lib/domain/conversions';
import type { Database } from '../platform/db/client';
import type { AddOnChoice, TicketChoice } from '../platform/db/schema';

type Executor = Pick<Database, 'execute'>;

/**
 * When a site or widget order is placed: one row per account its site reports server-side conversions
 * to, keeping what the visit's browser left (its providers' cookies, its user agent) for the purchase
 * sent once the order is paid. Nothing for a site without them, so nobody's ids are kept for nothing.
 */
export async function noteConversionVisit(tx: Executor, orderId: string, settings: ConversionSettings, visit: ConversionVisit): Promise<void> {
  const accounts = conversionAccounts(settings);
  if (!accounts.length) return;
  const rows = accounts.map(({ destination, account }) => sql`(${orderId}::uuid, ${destination}, ${account}, ${JSON.stringify(visit)}::jsonb)`);
  await tx.execute(sql`insert into conversions (order_id, destination, account, visit) values ${sql.join(rows, sql`, `)} on conflict do nothing`);
}

/** What the purchase reports of a paid order, as the orders capability hands it over. */
export interface PaidOrder {
  id: string;
  bookingId: string;
  kind: 'booking' | 'gift';
  total: number;
  currency: string;
  origin: string;
  customer: { email: string };
  attribution: Attribution | null;
  lines: { places: number; tickets: TicketChoice[]; addOns: AddOnChoice[]; upgradeId: string | null }[];
}

/** The ids and quantities the browser's purchase items carry (lib/domain/purchase.ts orderItems): ticket types, add-ons, upgrades. */
function itemsOf(order: PaidOrder): ConversionOrder['items'] {
  if (order.kind === 'gift') return [{ id: GIFT_VOUCHER_ITEM_ID, quantity: 1 }];
  return order.lines.flatMap((line) => [
    ...line.tickets.filter((ticket) => ticket.quantity > 0).map((ticket) => ({ id: ticket.variationId, quantity: ticket.quantity })),
    ...line.addOns.filter((addOn) => addOn.quantity > 0).map((addOn) => ({ id: addOn.addOnId, quantity: addOn.quantity })),
    ...(line.upgradeId && line.places > 0 ? [{ id: line.upgradeId, quantity: line.places }] : []),
  ]);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

export function conversionOrder(order: PaidOrder, paidAt: Date): ConversionOrder {
  const digest = sha256(order.bookingId);
  return {
    bookingId: order.bookingId,
    total: order.total,
    currency: order.currency,
    paidAt,
    emailSha256: sha256(order.customer.email.trim().toLowerCase()).toString('hex'),
    fallbackClientId: `${digest.readUInt32BE(0)}.${digest.readUInt32BE(4)}`,
    pageUrl: `${order.origin}${order.attribution?.landingPath ?? '/'}`,
    attribution: order.attribution,
    items: itemsOf(order),
  };
}

/**
 * In the transaction that marks the order paid (lib/server/orders/order-transitions.ts): its noted
 * conversions get their bodies and become due. Paid once (the transition table), so made due once.
 */
export async function queuePaidConversions(tx: Executor, order: PaidOrder, paidAt: Date): Promise<void> {
  const { rows } = await tx.execute<{ id: string; destination: ConversionDestination; visit: ConversionVisit }>(
    sql`select id, destination, visit from conversions where order_id = ${order.id} and body is null for update`,
  );
  if (!rows.length) return;
  const facts = conversionOrder(order, paidAt);
  for (const row of rows) {
    const body = CONVERSION_BODIES[row.destination](facts, row.visit);
    await tx.execute(sql`update conversions set body = ${JSON.stringify(body)}::jsonb, paid_at = ${paidAt.toISOString()}::timestamptz, next_attempt_at = ${paidAt.toISOString()}::timestamptz where id = ${row.id}`);
  }
}
