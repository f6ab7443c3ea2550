import { sql } from 'drizzle-orm';
import type { Executor } from './order-repository';

/**
 * The places a reseller's bookings on hold keep now: its orders awaiting its confirmation whose hold has
 * not ended (the reconciler may not have expired a lapsed one yet: it keeps nothing any more), summed
 * over their standing tickets. lib/server/octo counts it under the reseller's lock, in the transaction
 * that takes more, against the most one reseller may hold unconfirmed (lib/domain/octo.ts).
 */
export async function resellerPlacesHeld(executor: Pick<Executor, 'execute'>, resellerId: string, now: Date): Promise<number> {
  const { rows } = await executor.execute<{ places: number }>(sql`
    select coalesce(sum(v.participants), 0)::int as places
    from orders o
    join order_items i on i.order_id = o.id
    join tickets t on t.order_item_id = i.id
    join variations v on v.id = t.variation_id
    where o.channel = 'reseller' and o.channel_source = ${resellerId}
      and o.status = 'awaiting_payment' and o.places_sold and o.expires_at > ${now.toISOString()}
      and t.cancelled_at is null`);
  return rows[0].places;
}
