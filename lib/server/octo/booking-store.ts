import { and, asc, eq, sql } from 'drizzle-orm';
import type { BookingListQuery } from '@/lib/domain/octo-requests';
import type { Executor } from '../orders';
import { db } from '../platform/db/client';
import { octoBookings, type OctoBookingRow } from '../platform/db/schema';

/*
 * What OCTO keeps of a reseller's booking beside its order (octo_bookings): found by the reseller and its
 * uuid, written in the transactions of the order's commands (their hooks: placeOrder's withSale, a
 * command's audit), never apart from them but for the reseller's own texts (reference, notes), which no
 * order holds.
 */

export type NewOctoBooking = Omit<typeof octoBookings.$inferInsert, 'createdAt' | 'updatedAt'>;
export type OctoBookingChange = Partial<Pick<OctoBookingRow, 'productId' | 'optionId' | 'resellerReference' | 'notes' | 'contact' | 'unitItems' | 'confirmedAt' | 'cancelledAt' | 'cancelReason'>>;

export async function findOctoBooking(executor: Pick<Executor, 'select'>, resellerId: string, uuid: string): Promise<OctoBookingRow | null> {
  const [row] = await executor.select().from(octoBookings).where(and(eq(octoBookings.resellerId, resellerId), eq(octoBookings.uuid, uuid)));
  return row ?? null;
}

export async function insertOctoBooking(tx: Pick<Executor, 'insert'>, booking: NewOctoBooking): Promise<void> {
  await tx.insert(octoBookings).values(booking);
}

/** Changes what OCTO keeps of a booking, and when it was last changed. */
export async function updateOctoBooking(executor: Pick<Executor, 'update'>, orderId: string, change: OctoBookingChange, now: Date): Promise<void> {
  await executor
    .update(octoBookings)
    .set({ ...change, updatedAt: now })
    .where(eq(octoBookings.orderId, orderId));
}

/**
 * A reseller's bookings by its reference, the park's booking ID (supplierReference), or the local days of
 * their sessions, oldest first, at most `limit`.
 */
export async function listOctoBookings(resellerId: string, query: BookingListQuery, timeZone: string, limit: number): Promise<OctoBookingRow[]> {
  return db()
    .select()
    .from(octoBookings)
    .where(
      and(
        eq(octoBookings.resellerId, resellerId),
        query.resellerReference ? eq(octoBookings.resellerReference, query.resellerReference) : undefined,
        query.supplierReference ? sql`exists (select 1 from orders o where o.id = ${octoBookings.orderId} and o.booking_id = ${query.supplierReference.toUpperCase()})` : undefined,
        query.from && query.to
          ? sql`exists (select 1 from order_items i join sessions s on s.id = i.session_id
              where i.order_id = ${octoBookings.orderId} and (s.starts_at at time zone ${timeZone})::date between ${query.from}::date and ${query.to}::date)`
          : undefined,
      ),
    )
    .orderBy(asc(octoBookings.createdAt), asc(octoBookings.orderId))
    .limit(limit);
}
