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

/*
 * The sums are by ids (activity, ticket type, promo code), so a day's can be kept (kept-days.ts) while an
 * activity is renamed; namesOf looks their names up as the report is read.
 */

/** Sales paid on a day alike: one activity, ticket type, channel, promo code and arrival; summed. */
export interface SaleSumRow {
  paidDay: string;
  activityId: string;
  /** The ticket type as the line names it ('' for a line with no tickets). */
  variationId: string;
  channel: OrderChannel;
  promoCodeId: string | null;
  /** What campaignOf reads of the orders' attribution (alike over the rows summed). */
  arrival: Attribution | null;
  quantity: number;
  amount: number;
}

/** Orders paid on a day alike (kind, channel, promo code, arrival): what they collected, summed, and when money and gift cards first came in. */
export interface OrderSumRow {
  paidDay: string;
  kind: 'booking' | 'gift';
  channel: OrderChannel;
  promoCodeId: string | null;
  arrival: Attribution | null;
  total: number;
  giftCardAmount: number;
  cardFee: number;
  /** Epoch ms of the first order with a total, with a gift card part; null where none. */
  firstMoneyAt: number | null;
  firstGiftCardAt: number | null;
}

export interface ChargeRow {
  orderId: string;
  paidDay: string;
  channel: OrderChannel;
  promoCode: string | null;
  attribution: Attribution | null;
  amount: number;
}

/** Refunds completed on a day alike (channel, promo code, arrival, method, their order's first activity): summed, with when the first completed. */
export interface RefundSumRow {
  day: string;
  channel: OrderChannel;
  promoCodeId: string | null;
  arrival: Attribution | null;
  method: 'gateway' | 'gift_card' | 'desk' | 'reseller';
  /** The activity of the order's first line (a refund names no line). */
  activityId: string | null;
  amount: number;
  /** Epoch ms of the first refund summed. */
  firstAt: number;
}

/** The names of what the sums name by id, as they are now. */
export interface SumNames {
  activities: Map<string, Titled>;
  variations: Map<string, Titled>;
  promoCodes: Map<string, string>;
}

const localDay = (column: ReturnType<typeof sql>, timeZone: string) => sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;
const within = (column: ReturnType<typeof sql>, from: string, to: string, timeZone: string) =>
  sql`(${column} >= (${from}::date::timestamp at time zone ${timeZone}) and ${column} < ((${to}::date + 1)::timestamp at time zone ${timeZone}))`;

/**
 * The part of an order's attribution campaignOf (lib/domain/attribution.ts) reads: orders alike in it are
 * summed together, so a month's sales are a few thousand rows, not one per order line.
 */
const ARRIVAL = sql`(o.attribution - 'utmTerm' - 'utmContent' - 'landingPath' - 'deviceClass')`;

/**
 * The park's paid bookings' lines paid in the range, shared over their ticket types and summed by paid
 * day, activity, ticket type, channel, promo code and arrival. A line's net (its total after its
 * discount) is shared by quantity exactly as lib/domain/reports.ts shareByWeight shares it (float8 is
 * JavaScript's number: the same floors and remainders), so every grouping adds up as the lines' shares did.
 */
export async function saleSums(executor: Executor, parkId: string, from: string, to: string, timeZone: string): Promise<SaleSumRow[]> {
  const { rows } = await executor.execute<{
    paid_day: string; activity_id: string; variation_id: string; channel: OrderChannel; promo_code_id: string | null; arrival: Attribution | null; quantity: number; amount: number;
  }>(sql`
    with lines as (
      select ${localDay(sql`o.paid_at`, timeZone)} as paid_day, i.activity_id, o.channel, o.promo_code_id, ${ARRIVAL} as arrival,
             (i.total - i.discount)::int as net, case when jsonb_typeof(i.tickets) = 'array' then i.tickets else '[]'::jsonb end as tickets
      from orders o join locales l on l.id = o.locale_id join order_items i on i.order_id = o.id
      where l.park_id = ${parkId} and o.kind = 'booking' and o.paid_at is not null and ${within(sql`o.paid_at`, from, to, timeZone)}
    ), sums as (
      select l.paid_day, l.activity_id, p.variation_id, l.channel, l.promo_code_id, l.arrival, sum(p.quantity)::int as quantity, sum(p.share)::bigint as amount
      from lines l cross join lateral (
        -- One line's parts, worked out apart (a few rows each): its ticket types, or one part of no weight
        -- for a line without tickets (the whole net, as shareByWeight gives it).
        select f.variation_id, f.quantity,
               f.floor_share + case when f.weight > 0 and f.rank <= l.net - sum(f.floor_share) over () then 1 else 0 end as share
        from (
          select w.*, case when w.weight > 0 then floor(w.exact) when w.n = 1 then l.net else 0 end as floor_share,
                 row_number() over (order by w.exact - floor(w.exact) desc, w.n) as rank
          from (
            select e.n, e.variation_id, e.quantity, sum(e.quantity) over () as weight,
                   case when sum(e.quantity) over () > 0 then l.net::float8 * e.quantity::float8 / (sum(e.quantity) over ())::float8 end as exact
            from (
              select n, coalesce(t->>'variationId', '') as variation_id, coalesce((t->>'quantity')::int, 0) as quantity
              from jsonb_array_elements(l.tickets) with ordinality as e(t, n)
              union all
              select 1, '', 0 where jsonb_array_length(l.tickets) = 0
            ) e
          ) w
        ) f
      ) p
      group by l.paid_day, l.activity_id, p.variation_id, l.channel, l.promo_code_id, l.arrival
    )
    select x.paid_day, x.activity_id, x.variation_id, x.channel, x.promo_code_id, x.arrival, x.quantity, x.amount::int as amount from sums x`);
  return rows.map((r) => ({ paidDay: r.paid_day, activityId: r.activity_id, variationId: r.variation_id, channel: r.channel, promoCodeId: r.promo_code_id, arrival: r.arrival, quantity: r.quantity, amount: r.amount }));
}

/**
 * Revenue delivered on each of the range's days (the accrual basis): the net of the park's paid bookings'
 * lines by their session's day, whenever paid. Found from the park's sessions of the range
 * (sessions_activity_start, order_items_session): a park's orders book its own sessions only (a cart
 * takes the park's activities: lib/server/carts), so no line of another park's session is left out.
 */
export async function deliveredSums(executor: Executor, parkId: string, from: string, to: string, timeZone: string): Promise<{ serviceDay: string; amount: number }[]> {
  const { rows } = await executor.execute<{ service_day: string; amount: number }>(sql`
    select ${localDay(sql`s.starts_at`, timeZone)} as service_day, sum(i.total - i.discount)::bigint::int as amount
    from activities a join sessions s on s.activity_id = a.id join order_items i on i.session_id = s.id
    join orders o on o.id = i.order_id join locales l on l.id = o.locale_id
    where a.park_id = ${parkId} and ${within(sql`s.starts_at`, from, to, timeZone)}
      and l.park_id = ${parkId} and o.kind = 'booking' and o.paid_at is not null
    group by 1`);
  return rows.map((r) => ({ serviceDay: r.service_day, amount: r.amount }));
}

/** The park's orders paid in the range, summed by paid day, kind, channel, promo code and arrival. */
export async function orderSums(executor: Executor, parkId: string, from: string, to: string, timeZone: string): Promise<OrderSumRow[]> {
  const { rows } = await executor.execute<{
    paid_day: string; kind: 'booking' | 'gift'; channel: OrderChannel; promo_code_id: string | null; arrival: Attribution | null; total: number; gift_card_amount: number; card_fee: number; first_money_at: number | null; first_gift_card_at: number | null;
  }>(sql`
    select ${localDay(sql`o.paid_at`, timeZone)} as paid_day, o.kind, o.channel, o.promo_code_id, ${ARRIVAL} as arrival,
           sum(o.total)::bigint::int as total, sum(o.gift_card_amount)::bigint::int as gift_card_amount, sum(o.card_fee)::bigint::int as card_fee,
           (extract(epoch from min(o.paid_at) filter (where o.total <> 0)) * 1000)::float8 as first_money_at,
           (extract(epoch from min(o.paid_at) filter (where o.gift_card_amount <> 0)) * 1000)::float8 as first_gift_card_at
    from orders o join locales l on l.id = o.locale_id
    where l.park_id = ${parkId} and o.paid_at is not null and ${within(sql`o.paid_at`, from, to, timeZone)}
    group by 1, 2, 3, 4, 5`);
  return rows.map((r) => ({
    paidDay: r.paid_day, kind: r.kind, channel: r.channel, promoCodeId: r.promo_code_id, arrival: r.arrival, total: r.total, giftCardAmount: r.gift_card_amount, cardFee: r.card_fee,
    firstMoneyAt: r.first_money_at, firstGiftCardAt: r.first_gift_card_at,
  }));
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

/** Refunds completed in the range, summed by day and what the reports group them by. */
export async function refundSums(executor: Executor, parkId: string, from: string, to: string, timeZone: string): Promise<RefundSumRow[]> {
  const { rows } = await executor.execute<{ day: string; channel: OrderChannel; promo_code_id: string | null; arrival: Attribution | null; method: RefundSumRow['method']; activity_id: string | null; amount: number; first_at: number }>(sql`
    select ${localDay(sql`r.completed_at`, timeZone)} as day, o.channel, o.promo_code_id, ${ARRIVAL} as arrival, r.method, first_line.activity_id,
           sum(r.amount)::bigint::int as amount, (extract(epoch from min(r.completed_at)) * 1000)::float8 as first_at
    from refunds r join orders o on o.id = r.order_id join locales l on l.id = o.locale_id
    left join lateral (select i.activity_id from order_items i where i.order_id = o.id order by i.id limit 1) first_line on true
    where l.park_id = ${parkId} and r.status = 'succeeded' and r.completed_at is not null and ${within(sql`r.completed_at`, from, to, timeZone)}
    group by 1, 2, 3, 4, 5, 6`);
  return rows.map((r) => ({ day: r.day, channel: r.channel, promoCodeId: r.promo_code_id, arrival: r.arrival, method: r.method, activityId: r.activity_id, amount: r.amount, firstAt: r.first_at }));
}

/** The names of the activities, ticket types and promo codes the sums name, as they are now (one look-up). */
export async function namesOf(executor: Executor, ids: { activities: Iterable<string>; variations: Iterable<string>; promoCodes: Iterable<string> }): Promise<SumNames> {
  const list = (values: Iterable<string>) => JSON.stringify([...new Set(values)]);
  const { rows } = await executor.execute<{ kind: 'activity' | 'variation' | 'promoCode'; id: string; texts: Titled | null; code: string | null }>(sql`
    select 'activity' as kind, id, texts, null as code from activities where id in (select jsonb_array_elements_text(${list(ids.activities)}::jsonb))
    union all select 'variation', id, texts, null from variations where id in (select jsonb_array_elements_text(${list(ids.variations)}::jsonb))
    union all select 'promoCode', id::text, null, code from promo_codes where id in (select jsonb_array_elements_text(${list(ids.promoCodes)}::jsonb)::uuid)`);
  const names: SumNames = { activities: new Map(), variations: new Map(), promoCodes: new Map() };
  for (const row of rows) {
    if (row.kind === 'activity' && row.texts) names.activities.set(row.id, row.texts);
    else if (row.kind === 'variation' && row.texts) names.variations.set(row.id, row.texts);
    else if (row.kind === 'promoCode' && row.code !== null) names.promoCodes.set(row.id, row.code);
  }
  return names;
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
