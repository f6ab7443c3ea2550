import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { images, locales, parks } from '../schema';
import { demoImages } from './images';
import { demoLocales, demoParks } from './locales';

/**
 * Seeds the demo operator when the database holds no locale. Runs in one transaction, under the same
 * advisory lock idea as migrations, so that two instances starting together seed once.
 */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(724002)`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(locales);
    if (count > 0) return false;
    await tx.insert(images).values(demoImages);
    await tx.insert(parks).values(demoParks);
    await tx.insert(locales).values(demoLocales);
    return true;
  });
}
