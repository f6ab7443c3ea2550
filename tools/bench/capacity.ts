import { inArray, sql } from 'drizzle-orm';
import { db } from '../../lib/server/platform/db/client';
import { holds, sessions } from '../../lib/server/platform/db/schema';

/** How many of these sessions have more places sold and held than their capacity (must be none). */
export async function oversoldSessions(sessionIds: string[]): Promise<number> {
  if (!sessionIds.length) return 0;
  const rows = await db()
    .select({ id: sessions.id })
    .from(sessions)
    .leftJoin(holds, sql`${holds.sessionId} = ${sessions.id} and ${holds.expiresAt} > now()`)
    .where(inArray(sessions.id, sessionIds))
    .groupBy(sessions.id, sessions.capacity, sessions.sold)
    .having(sql`${sessions.sold} + coalesce(sum(${holds.places}), 0) > ${sessions.capacity}`);
  return rows.length;
}
