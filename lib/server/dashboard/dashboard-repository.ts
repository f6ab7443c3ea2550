import { sql } from 'drizzle-orm';
import { ORDER_CHANNELS, type OrderChannel } from '@/lib/domain/order-channel';
import type { Database } from '../platform/db/client';

/*
 * Today's money, enquiries and mail, read (never written) in one statement each (the reservations to pay
 * at the desk are the day sheet's, lib/server/day-sheet). A day is the park's local day, its bounds taken
 * by PostgreSQL in the park's time zone (daylight saving included), as the day sheet takes them
 * (lib/server/day-sheet/day-sheet-repository.ts). Amounts are summed here in minor units of the park's
 * currency; an order in another currency (none should be) is left out rather than added to it.
 */

type Executor = Pick<Database, 'execute'>;

const dayStart = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;
const dayEnd = (day: string, timeZone: string) => sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;

export interface DayMoney {
  /** Money taken on the day by where the order was placed: orders paid and move charges paid. */
  salesByChannel: Record<OrderChannel, number>;
  /** Money given back on the day (refunds recorded, but those the provider refused). */
  refunds: number;
  refundCount: number;
}

/**
 * The money of a park's day: an order counts on the day it was paid (orders.paid_at: a card payment's
 * success, the desk taking a reservation's money) for its total; a charge (a dearer move's difference,
 * lib/server/orders/charges.ts) on the day it was paid. Refunds count on the day they were recorded.
 */
export async function dayMoney(executor: Executor, parkId: string, currency: string, day: string, timeZone: string): Promise<DayMoney> {
  const from = dayStart(day, timeZone);
  const to = dayEnd(day, timeZone);
  // The park's orders, asked of each part beside its day: a CTE of them all, read three times, was
  // materialised, every order of the park's season read for one day's money (docs/performance.md).
  const parkOrder = sql`l.park_id = ${parkId} and o.currency = ${currency}`;
  const { rows } = await executor.execute<{ kind: 'sale' | 'refund'; channel: OrderChannel; amount: number; count: number }>(sql`
    with money as (
      select 'sale' as kind, o.channel, o.total as amount from orders o join locales l on l.id = o.locale_id
      where ${parkOrder} and o.paid_at >= ${from} and o.paid_at < ${to}
      union all
      select 'sale', o.channel, c.amount from order_charges c join orders o on o.id = c.order_id join locales l on l.id = o.locale_id
      where ${parkOrder} and c.paid_at >= ${from} and c.paid_at < ${to} and c.status in ('paid', 'refunded')
      union all
      select 'refund', o.channel, r.amount from refunds r join orders o on o.id = r.order_id join locales l on l.id = o.locale_id
      where ${parkOrder} and r.created_at >= ${from} and r.created_at < ${to} and r.status <> 'failed'
    )
    select kind, channel, coalesce(sum(amount), 0)::int as amount, count(*)::int as count from money group by kind, channel`);
  const salesByChannel = Object.fromEntries(ORDER_CHANNELS.map((channel) => [channel, 0])) as Record<OrderChannel, number>;
  let refunds = 0;
  let refundCount = 0;
  for (const row of rows) {
    if (row.kind === 'sale') salesByChannel[row.channel] += row.amount;
    else {
      refunds += row.amount;
      refundCount += row.count;
    }
  }
  return { salesByChannel, refunds, refundCount };
}

export interface WaitingEnquiries {
  count: number;
  oldest: Date | null;
}

/** Enquiries to the park's sites nobody has answered yet (status new: replying from the inbox moves them on). */
export async function waitingEnquiries(executor: Executor, parkId: string): Promise<WaitingEnquiries> {
  const { rows } = await executor.execute<{ count: number; oldest: string | null }>(sql`
    select count(*)::int as count, min(e.created_at) as oldest
    from enquiries e join locales l on l.id = e.locale_id
    where l.park_id = ${parkId} and e.status = 'new'`);
  return { count: rows[0]?.count ?? 0, oldest: rows[0]?.oldest ? new Date(rows[0].oldest) : null };
}

export interface OutboxCounts {
  /** Mail not sent yet. */
  queued: number;
  /** Of those, mail tried and failed at least once, waiting for its next attempt. */
  failing: number;
  oldestQueued: Date | null;
}

/** The mail outbox (lib/server/mail/outbox.ts): one for every park, as the mail worker sends it. */
export async function outboxCounts(executor: Executor): Promise<OutboxCounts> {
  const { rows } = await executor.execute<{ queued: number; failing: number; oldest: string | null }>(sql`
    select count(*)::int as queued, count(*) filter (where attempts > 0)::int as failing, min(created_at) as oldest
    from outbox where sent_at is null`);
  return { queued: rows[0]?.queued ?? 0, failing: rows[0]?.failing ?? 0, oldestQueued: rows[0]?.oldest ? new Date(rows[0].oldest) : null };
}
