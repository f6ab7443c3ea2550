import { sql } from 'drizzle-orm';
import { db, type Database } from '../platform/db/client';

/**
 * What a line of a payment's log says happened (payment_events.kind). A closed list: the back office
 * shows each as the StaffPaymentEvent kind of lib/server/order-desk/staff.graphql, so a new one is added
 * there too (lib/server/order-desk/order-view.ts PAYMENT_EVENT_KINDS names each).
 */
export type PaymentEventKind =
  | 'notification'
  | 'transition'
  | 'mismatch'
  | 'start-failed'
  | 'check-failed'
  | 'refund-recorded'
  | 'refund-requested'
  | 'refunded'
  | 'refund-failed'
  | 'desk-payment'
  | 'reseller-payment'
  | 'charge-paid'
  | 'charge-not-due'
  | 'charge-unpaid';

/**
 * One line of a payment's log (payment_events): what a provider told us, or what we did. Part of the
 * order's money history, written with the move it explains (in its transaction when one is given).
 */
export const paymentEvent = (paymentId: string, kind: PaymentEventKind, detail: Record<string, unknown> = {}, executor: Pick<Database, 'execute'> = db()) =>
  executor.execute(sql`insert into payment_events (payment_id, kind, detail) values (${paymentId}, ${kind}, ${JSON.stringify(detail)}::jsonb)`);
