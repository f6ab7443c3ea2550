import { sql } from 'drizzle-orm';
import { formatGiftCode } from '@/lib/domain/gift';
import type { GiftCardEntryKind } from '@/lib/domain/gift-card-ledger';
import type { Language } from '@/lib/domain/language';
import type { OrderStatus } from '@/lib/domain/order-status';
import { listLocales } from '../locales';
import type { Database } from '../platform/db/client';
import type { GiftCardRecipient } from '../platform/db/schema';

/** How a card came to be: a purchase, staff's gift, or a refund onto a new card. */
export type GiftCardOrigin = Extract<GiftCardEntryKind, 'purchase' | 'complimentary' | 'refund'>;

/** A card's origin from its first entry (a refund's bonus, should it come first, is still the refund's card). */
const originOf = (first: GiftCardEntryKind | undefined): GiftCardOrigin =>
  first === 'complimentary' || first === 'refund' ? first : first === 'bonus' ? 'refund' : 'purchase';

/** A gift card as the back office reads it: the card, its ledger with running balances, the orders that spent it. */
export interface StaffGiftCardView {
  id: string;
  code: string;
  parkId: string;
  parkName: string;
  currency: string;
  value: number;
  balance: number;
  voided: boolean;
  createdAt: Date;
  origin: GiftCardOrigin;
  issuedByBookingId: string | null;
  recipient: GiftCardRecipient | null;
  entries: { id: string; at: Date; kind: GiftCardEntryKind; amount: number; balanceAfter: number; bookingId: string | null; actor: string | null; note: string | null }[];
  orders: { bookingId: string; status: OrderStatus; createdAt: Date; amount: number; total: number; currency: string }[];
  /** The park's largest gift card: the most one adjustment may move. */
  maxAdjustment: number;
}

type Reader = Pick<Database, 'execute'>;

/** The park's name as its site in the reader's language calls it, else the park's own name. */
async function parkNameIn(parkId: string, fallback: string, language: Language): Promise<{ name: string; maxAdjustment: number }> {
  const locales = (await listLocales()).filter((locale) => locale.parkId === parkId);
  const named = locales.find((locale) => locale.locale === language && language !== 'en');
  return { name: named?.title ?? fallback, maxAdjustment: Math.max(0, ...locales.map((locale) => locale.giftMaxAmount)) };
}

/**
 * One card by id or code (normalised), with its ledger oldest first. Entries of one transaction share its
 * time: credits are listed before debits, and a void last, so a running balance never dips below zero.
 */
export async function readStaffGiftCard(executor: Reader, by: { id: string } | { code: string }, language: Language): Promise<StaffGiftCardView | null> {
  const where = 'id' in by ? sql`c.id = ${by.id}` : sql`c.code = ${by.code}`;
  const { rows } = await executor.execute<{
    id: string;
    code: string;
    park_id: string;
    park_name: string;
    currency: string;
    value: number;
    created_at: Date;
    recipient: GiftCardRecipient | null;
    issued_by: string | null;
  }>(sql`
    select c.id, c.code, c.park_id, p.name as park_name, c.currency, c.value, c.created_at, c.recipient, o.booking_id as issued_by
    from gift_cards c join parks p on p.id = c.park_id left join orders o on o.id = c.issued_by_order_id
    where ${where}`);
  const card = rows[0];
  if (!card) return null;
  const { rows: entryRows } = await executor.execute<{ id: string; created_at: Date; reason: GiftCardEntryKind; amount: number; actor: string | null; note: string | null; booking_id: string | null }>(sql`
    select t.id, t.created_at, t.reason, t.amount, t.actor, t.note, o.booking_id
    from gift_card_transactions t left join orders o on o.id = t.order_id
    where t.gift_card_id = ${card.id}
    order by t.created_at, (t.reason = 'void'), t.amount desc, t.id`);
  const { rows: orderRows } = await executor.execute<{ booking_id: string; status: OrderStatus; created_at: Date; amount: number; total: number; currency: string }>(sql`
    select o.booking_id, o.status, o.created_at, (-sum(t.amount))::int as amount, o.total, o.currency
    from gift_card_transactions t join orders o on o.id = t.order_id
    where t.gift_card_id = ${card.id} and t.reason <> 'purchase'
    group by o.id
    order by o.created_at, o.booking_id`);
  let balance = 0;
  const entries = entryRows.map((entry) => {
    balance += entry.amount;
    return { id: entry.id, at: new Date(entry.created_at), kind: entry.reason, amount: entry.amount, balanceAfter: balance, bookingId: entry.booking_id, actor: entry.actor, note: entry.note };
  });
  const park = await parkNameIn(card.park_id, card.park_name, language);
  return {
    id: card.id,
    code: formatGiftCode(card.code),
    parkId: card.park_id,
    parkName: park.name,
    currency: card.currency,
    value: card.value,
    balance,
    voided: entries.some((entry) => entry.kind === 'void'),
    createdAt: new Date(card.created_at),
    origin: originOf(entries[0]?.kind),
    issuedByBookingId: card.issued_by,
    recipient: card.recipient,
    entries,
    orders: orderRows.map((order) => ({ bookingId: order.booking_id, status: order.status, createdAt: new Date(order.created_at), amount: order.amount, total: order.total, currency: order.currency })),
    maxAdjustment: park.maxAdjustment,
  };
}
