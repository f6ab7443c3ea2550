import { sql } from 'drizzle-orm';
import type { SiteChange } from '@/lib/domain/site-changes';
import type { Database } from '../db/client';

/** The NOTIFY channel every instance listens on. */
export const CHANNEL = 'site_changes';

/**
 * Records a change in the caller's transaction (issue #23): a row in `site_changes` for an instance that
 * missed the notification (it was reconnecting, or starting), and `pg_notify`, which PostgreSQL delivers
 * to every listening connection when, and only if, the transaction commits. So a change that rolls back
 * reaches nobody, and one that commits reaches every instance: at once by the notification, within the
 * listener's poll at worst. Returns the row's id.
 */
export async function recordChange(tx: Pick<Database, 'execute'>, change: SiteChange): Promise<number> {
  const { rows } = await tx.execute<{ id: string }>(sql`insert into site_changes (change) values (${JSON.stringify(change)}::jsonb) returning id`);
  const id = Number(rows[0].id);
  // NOTIFY payloads are limited to 8000 bytes: a change too large to send goes as its id alone, and the
  // listener reads the row.
  const payload = JSON.stringify({ id, change });
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${payload.length < 7_500 ? payload : JSON.stringify({ id })})`);
  return id;
}

/** Deletes changes older than `hours` (the hourly housekeeping): no listener needs them by then. */
export async function deleteOldChanges(database: Pick<Database, 'execute'>, hours = 24): Promise<number> {
  const { rows } = await database.execute(sql`delete from site_changes where recorded_at < now() - make_interval(hours => ${hours}) returning id`);
  return rows.length;
}
