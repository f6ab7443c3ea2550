import { sql } from 'drizzle-orm';
import { reservationConfirmPath } from '@/lib/domain/paths';
import { findLocaleById, mailSiteOf } from '../locales';
import { enqueueMail } from '../mail';
import { orderEmailView } from './booking-confirmation';
import type { Executor } from './order-repository';
import type { OrderRecord } from './order-store';

/**
 * A pay-on-arrival reservation's request for confirmation: the link that keeps its places, and the
 * deadline after which they are released. No tickets: they go out once the address is proven (the
 * order's confirmation email, when it is reserved). Queued in the transaction that makes it await
 * confirmation, once per order.
 */
export async function queueReservationRequest(tx: Executor, order: OrderRecord): Promise<void> {
  const { rows } = await tx.execute<{ reservation_token: string }>(sql`select reservation_token from orders where id = ${order.id}`);
  const view = await orderEmailView(order, mailSiteOf(await findLocaleById(order.localeId), order.language));
  await enqueueMail(tx, {
    dedupeKey: `reservation-request:${order.id}`,
    kind: 'reservation-request',
    // The link is built on the order's stored site origin, as the confirmation email's is.
    payload: { ...view, tickets: [], confirmUrl: `${order.origin}${reservationConfirmPath(rows[0].reservation_token)}`, confirmBy: order.expiresAt.toISOString() },
  });
}
