import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';

/**
 * Deletes holds that expired over `hours` ago (the hourly housekeeping, lib/server/app/workers.ts). Every
 * read of holds asks for live ones only (`expires_at > now`: places left, the cart's and the budgets'
 * counts, a waiting list's offer), so an expired hold answers nothing, and without this the table grows
 * by a season's carts (400,000 holds in the generated season, docs/performance.md, "Growth"). A cart item
 * or a waiting list's offer that pointed at one keeps its row with `hold_id` null, which reads as an
 * expired hold does: the cart shows the item unheld and a checkout holds its places again; the offer has
 * lapsed. The table stays about a day of holds, so the delete's scan of it is short; the first run on a
 * table a season old deletes at most `batch` rows, and the next runs the rest.
 */
export async function deleteExpiredHolds(database: Pick<Database, 'execute'>, now = new Date(), hours = 24, batch = 50_000): Promise<number> {
  const before = new Date(now.getTime() - hours * 3_600_000).toISOString();
  const { rows } = await database.execute(sql`
    delete from holds where id in (select id from holds where expires_at < ${before} limit ${batch}) returning id`);
  return rows.length;
}
