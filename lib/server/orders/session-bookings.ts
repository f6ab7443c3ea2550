import { sql } from 'drizzle-orm';
import type { CustomerDetails } from '@/lib/domain/customer';
import type { OrderChannel } from '@/lib/domain/order-channel';
import { ALTERABLE_STATUSES, type OrderStatus } from '@/lib/domain/order-status';
import type { Executor } from './order-repository';

/** A booking with standing tickets in one of some sessions (issue #23: who a closure concerns). */
export interface SessionBookingRecord {
  orderId: string;
  bookingId: string;
  status: OrderStatus;
  /** Where it was placed: a reseller's customer is not mailed by the park (lib/domain/order-channel.ts). */
  channel: OrderChannel;
  customer: Pick<CustomerDetails, 'firstName' | 'lastName' | 'email'>;
  language: string;
  localeId: string;
  /** The booking page's key and the site it was placed on (the mail's link). */
  token: string;
  origin: string;
  sessionId: string;
  /** Its standing tickets in that session. */
  tickets: number;
}

/**
 * Bookings whose standing tickets (not cancelled) admit to one of `sessionIds` now: a line's tickets at
 * its session, or tickets staff moved there. Only bookings that stand are counted: paid (in part, too)
 * and reserved to pay at the desk (ALTERABLE_STATUSES); an unpaid order's places come back by themselves.
 * One row per order and session, by booking ID.
 */
export async function bookingsInSessions(tx: Pick<Executor, 'execute'>, sessionIds: readonly string[]): Promise<SessionBookingRecord[]> {
  if (!sessionIds.length) return [];
  const ids = [...sessionIds];
  const { rows } = await tx.execute<{
    order_id: string;
    booking_id: string;
    status: OrderStatus;
    channel: OrderChannel;
    customer: CustomerDetails;
    language: string;
    locale_id: string;
    token: string;
    origin: string;
    session_id: string;
    tickets: number;
  }>(sql`
    with standing as (
      select i.order_id, coalesce(t.session_id, i.session_id) as session_id
      from order_items i join tickets t on t.order_item_id = i.id
      where i.session_id in ${ids} and t.cancelled_at is null
      union all
      select i.order_id, t.session_id
      from tickets t join order_items i on i.id = t.order_item_id
      where t.session_id in ${ids} and t.session_id <> i.session_id and t.cancelled_at is null
    )
    select o.id as order_id, o.booking_id, o.status, o.channel, o.customer, o.language, o.locale_id, o.token, o.origin, s.session_id, count(*)::int as tickets
    from standing s join orders o on o.id = s.order_id
    where s.session_id in ${ids} and o.status in ${[...ALTERABLE_STATUSES]}
    group by o.id, s.session_id
    order by o.booking_id, s.session_id`);
  return rows.map((row) => ({
    orderId: row.order_id,
    bookingId: row.booking_id,
    status: row.status,
    channel: row.channel,
    customer: { firstName: row.customer.firstName, lastName: row.customer.lastName, email: row.customer.email },
    language: row.language,
    localeId: row.locale_id,
    token: row.token,
    origin: row.origin,
    sessionId: row.session_id,
    tickets: row.tickets,
  }));
}
