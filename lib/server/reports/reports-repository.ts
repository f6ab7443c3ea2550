import { sql } from 'drizzle-orm';
import type { Attribution } from '@/lib/domain/attribution';
import type { GiftCardEntryKind } from '@/lib/domain/gift-card-ledger';
import type { OrderChannel } from '@/lib/domain/order-channel';
import type { GiftCardMovementFact } from '@/lib/domain/reports';
import type { Database } from '../platform/db/client';
import type { ParkAccountCodes } from '../platform/db/schema';

/*
 * The reports' reads (lib/server/reports): a park's paid orders, their lines, charges and refunds over a
 * range of its local days, never written. A park's orders are those of its sites (orders.locale_id ->
 * locales.park_id). Days are cut in the park's time zone by PostgreSQL (daylight saving included).
 * Money is read as stored, in integer minor units.
 */

type Executor = Pick<Database, 'execute'>;
type Titled = Record<string, { title: string } | undefined>;

export interface LineRow {
  orderId: string;
  paidDay: string;
  sessionDay: string;
  activityId: string;
  activityTexts: Titled;
  channel: OrderChannel;
  promoCode: string | null;
  attribution: Attribution | null;
  net: number;
  tickets: { variationId: string; quantity: number; texts: Titled | null }[];
}

export interface OrderMoneyRow {
  orderId: string;
  kind: 'booking' | 'gift';
  paidDay: string;
  channel: OrderChannel;
  promoCode: string | null;
  attribution: Attribution | null;
  total: number;
  giftCardAmount: number;
  cardFee: number;
}

export interface ChargeRow {
  orderId: string;
  paidDay: string;
  channel: OrderChannel;
  promoCode: string | null;
  attribution: Attribution | null;
  amount: number;
}

export interface RefundRow {
  orderId: string;
  day: string;
  channel: OrderChannel;
  promoCode: string | null;
  attribution: Attribution | null;
  amount: number;
  method: 'gateway' | 'gift_card' | 'desk' | 'reseller';
  activityTexts: Titled | null;
}

const localDay = (column: ReturnType<typeof sql>, timeZone: string) => sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;
const within = (column: ReturnType<typeof sql>, from: string, to: string, timeZone: string) =>
  sql`(${column} >= (${from}::date::timestamp at time zone ${timeZone}) and ${column} < ((${to}::date + 1)::timestamp at time zone ${timeZone}))`;

/** The park's paid orders' lines paid in the range or whose session's day is in it (accrual recognises those). */
export async function lineRows(executor: Executor, parkId: string, from: string, to: string, timeZone: string): Promise<LineRow[]> {
  const { rows } = await executor.execute<{
    order_id: string; paid_day: string; session_day: string; activity_id: string; activity_texts: Titled; channel: OrderChannel; promo_code: string | null; attribution: Attribution | null; net: number;
    tickets: { variationId: string; quantity: number; texts: Titled | null }[];
  }>(sql`
    -- The lines paid in the range and those whose session is in it, each found through its own index
    -- (orders_paid_at; sessions_activity_start, order_items_session): the condition below, an OR across
    -- two tables, read every order of the park's season (docs/performance.md, "Query plans").
    with candidates as (
      select i.id from orders o join locales l on l.id = o.locale_id join order_items i on i.order_id = o.id
      where l.park_id = ${parkId} and ${within(sql`o.paid_at`, from, to, timeZone)}
      union
      select i.id from activities a join sessions s on s.activity_id = a.id join order_items i on i.session_id = s.id
      where a.park_id = ${parkId} and ${within(sql`s.starts_at`, from, to, timeZone)}
    )
    select o.id as order_id, ${localDay(sql`o.paid_at`, timeZone)} as paid_day, ${localDay(sql`s.starts_at`, timeZone)} as session_day,
           i.activity_id, a.texts as activity_texts, o.channel, pc.code as promo_code, o.attribution, (i.total - i.discount)::int as net,
           coalesce((select json_agg(json_build_object('variationId', t->>'variationId', 'quantity', (t->>'quantity')::int, 'texts', v.texts))
                     from jsonb_array_elements(i.tickets) t left join variations v on v.id = t->>'variationId'), '[]') as tickets
    from candidates c join order_items i on i.id = c.id join orders o on o.id = i.order_id join locales l on l.id = o.locale_id
    join sessions s on s.id = i.session_id join activities a on a.id = i.activity_id
    left join promo_codes pc on pc.id = o.promo_code_id
    where l.park_id = ${parkId} and o.kind = 'booking' and o.paid_at is not null
      and (${within(sql`o.paid_at`, from, to, timeZone)} or ${within(sql`s.starts_at`, from, to, timeZone)})
    order by o.paid_at, i.id`);
  return rows.map((r) => ({ orderId: r.order_id, paidDay: r.paid_day, sessionDay: r.session_day, activityId: r.activity_id, activityTexts: r.activity_texts, channel: r.channel, promoCode: r.promo_code, attribution: r.attribution, net: r.net, tickets: r.tickets }));
}

/** The park's orders paid in the range: what each collected, from money and from gift cards. */
export async function orderMoneyRows(executor: Executor, parkId: string, from: string, to: string, timeZone: string): Promise<OrderMoneyRow[]> {
  const { rows } = await executor.execute<{ order_id: string; kind: 'booking' | 'gift'; paid_day: string; channel: OrderChannel; promo_code: string | null; attribution: Attribution | null; total: number; gift_card_amount: number; card_fee: number }>(sql`
    select o.id as order_id, o.kind, ${localDay(sql`o.paid_at`, timeZone)} as paid_day, o.channel, pc.code as promo_code, o.attribution, o.total, o.gift_card_amount, o.card_fee
    from orders o join locales l on l.id = o.locale_id left join promo_codes pc on pc.id = o.promo_code_id
    where l.park_id = ${parkId} and o.paid_at is not null and ${within(sql`o.paid_at`, from, to, timeZone)}
    order by o.paid_at`);
  return rows.map((r) => ({ orderId: r.order_id, kind: r.kind, paidDay: r.paid_day, channel: r.channel, promoCode: r.promo_code, attribution: r.attribution, total: r.total, giftCardAmount: r.gift_card_amount, cardFee: r.card_fee }));
}

/** Move charges paid in the range (money on top of an order: lib/server/orders/charges.ts). */
export async function chargeRows(executor: Executor, parkId: string, from: string, to: string, timeZone: string): Promise<ChargeRow[]> {
  const { rows } = await executor.execute<{ order_id: string; paid_day: string; channel: OrderChannel; promo_code: string | null; attribution: Attribution | null; amount: number }>(sql`
    select c.order_id, ${localDay(sql`c.paid_at`, timeZone)} as paid_day, o.channel, pc.code as promo_code, o.attribution, c.amount
    from order_charges c join orders o on o.id = c.order_id join locales l on l.id = o.locale_id left join promo_codes pc on pc.id = o.promo_code_id
    where l.park_id = ${parkId} and c.paid_at is not null and c.status in ('paid', 'refunded') and ${within(sql`c.paid_at`, from, to, timeZone)}
    order by c.paid_at`);
  return rows.map((r) => ({ orderId: r.order_id, paidDay: r.paid_day, channel: r.channel, promoCode: r.promo_code, attribution: r.attribution, amount: r.amount }));
}

/** Refunds completed in the range, with the activity of their order's first line (a refund names no line). */
export async function refundRows(executor: Executor, parkId: string, from: string, to: string, timeZone: string): Promise<RefundRow[]> {
  const { rows } = await executor.execute<{ order_id: string; day: string; channel: OrderChannel; promo_code: string | null; attribution: Attribution | null; amount: number; method: RefundRow['method']; activity_texts: Titled | null }>(sql`
    select r.order_id, ${localDay(sql`r.completed_at`, timeZone)} as day, o.channel, pc.code as promo_code, o.attribution, r.amount, r.method,
           (select a.texts from order_items i join activities a on a.id = i.activity_id where i.order_id = o.id order by i.id limit 1) as activity_texts
    from refunds r join orders o on o.id = r.order_id join locales l on l.id = o.locale_id left join promo_codes pc on pc.id = o.promo_code_id
    where l.park_id = ${parkId} and r.status = 'succeeded' and r.completed_at is not null and ${within(sql`r.completed_at`, from, to, timeZone)}
    order by r.completed_at`);
  return rows.map((r) => ({ orderId: r.order_id, day: r.day, channel: r.channel, promoCode: r.promo_code, attribution: r.attribution, amount: r.amount, method: r.method, activityTexts: r.activity_texts }));
}

/** The park's account codes, as its settings hold them (null until set). */
export async function accountCodes(executor: Executor, parkId: string): Promise<ParkAccountCodes | null> {
  const { rows } = await executor.execute<{ account_codes: ParkAccountCodes | null }>(sql`select account_codes from parks where id = ${parkId}`);
  return rows[0]?.account_codes ?? null;
}

/** What the park owed on its gift cards when the range began: every ledger entry of its cards before it. */
export async function giftCardOpening(executor: Executor, parkId: string, from: string, timeZone: string): Promise<number> {
  const { rows } = await executor.execute<{ balance: number }>(sql`
    select coalesce(sum(t.amount), 0)::int as balance
    from gift_card_transactions t join gift_cards c on c.id = t.gift_card_id
    where c.park_id = ${parkId} and t.created_at < (${from}::date::timestamp at time zone ${timeZone})`);
  return rows[0]?.balance ?? 0;
}

/** The ledger entries of the park's cards in the range, summed by the park's local day and kind. */
export async function giftCardMovements(executor: Executor, parkId: string, from: string, to: string, timeZone: string): Promise<GiftCardMovementFact[]> {
  const { rows } = await executor.execute<{ day: string; kind: GiftCardEntryKind; amount: number; entries: number }>(sql`
    select ${localDay(sql`t.created_at`, timeZone)} as day, t.reason as kind, sum(t.amount)::int as amount, count(*)::int as entries
    from gift_card_transactions t join gift_cards c on c.id = t.gift_card_id
    where c.park_id = ${parkId} and ${within(sql`t.created_at`, from, to, timeZone)}
    group by 1, 2 order by 1, 2`);
  return rows;
}
