import { sql } from 'drizzle-orm';
import { db, type Database } from '../platform/db/client';

/**
 * One line of a payment's log (payment_events): what a provider told us, or what we did. Part of the
 * order's money history, written with the move it explains (in its transaction when one is given).
 */
export const paymentEvent = (paymentId: string, kind: string, detail: Record<string, unknown> = {}, executor: Pick<Database, 'execute'> = db()) =>
  executor.execute(sql`insert into payment_events (payment_id, kind, detail) values (${paymentId}, ${kind}, ${JSON.stringify(detail)}::jsonb)`);
