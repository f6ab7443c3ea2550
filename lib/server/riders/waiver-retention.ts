import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { db as processDb, type Database } from '../platform/db/client';
import { lockKey } from '../platform/db/advisory-locks';
import { log } from '../platform/logger';
import { locales, orderItems, orders, parks, riders, tickets, waiverSignatures } from '../platform/db/schema';
import { recordStaffAction } from '../staff';

/*
 * The retention of signed waivers: a signature older than its park's `waiver_retention_years` (by
 * signed_at; its park is its rider's booking's) is deleted, and each deletion is audited: which park, how
 * many, which signatures (their ids), signed before when. Never the rider's or signer's details: they are
 * what is being let go, and the audit trail and the logs keep no personal data.
 *
 * Safe on many instances at once: each park's run holds that park's advisory lock, so a second instance
 * waits and then finds nothing left to delete. A batch is one transaction with its audit entry: a crash
 * between two batches loses nothing and audits exactly what went. Migration 0021's trigger refuses the
 * deletion of a signature still within its park's years, so nothing else can take one away.
 */

/** Signatures deleted per transaction (and named per audit entry). */
export const RETENTION_BATCH = 500;

export interface RetentionRun {
  parkId: string;
  deleted: number;
}

/** Deletes every signature past its park's retention, audited per batch; what went, per park (parks with none left out). */
export async function deleteExpiredSignatures(database: Database = processDb(), batch = RETENTION_BATCH): Promise<RetentionRun[]> {
  const parkRows = await database.select({ id: parks.id }).from(parks).orderBy(asc(parks.id));
  const runs: RetentionRun[] = [];
  for (const { id: parkId } of parkRows) {
    let deleted = 0;
    for (;;) {
      const count = await deleteBatch(database, parkId, batch);
      deleted += count;
      if (count < batch) break;
    }
    if (deleted) runs.push({ parkId, deleted });
  }
  return runs;
}

async function deleteBatch(database: Database, parkId: string, batch: number): Promise<number> {
  return database.transaction(async (tx) => {
    await lockKey(tx, 'waiverRetention', parkId);
    const [park] = await tx
      .select({ years: parks.waiverRetentionYears, cutoff: sql<string>`to_json(now() - make_interval(years => ${parks.waiverRetentionYears}))#>>'{}'` })
      .from(parks)
      .where(eq(parks.id, parkId));
    if (!park) return 0;
    const due = await tx
      .select({ id: waiverSignatures.id })
      .from(waiverSignatures)
      .innerJoin(riders, eq(riders.id, waiverSignatures.riderId))
      .innerJoin(tickets, eq(tickets.id, riders.ticketId))
      .innerJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(locales, eq(locales.id, orders.localeId))
      .where(and(eq(locales.parkId, parkId), sql`${waiverSignatures.signedAt} < now() - make_interval(years => ${park.years})`))
      .orderBy(asc(waiverSignatures.signedAt))
      .limit(batch);
    if (!due.length) return 0;
    const gone = await tx
      .delete(waiverSignatures)
      .where(
        inArray(
          waiverSignatures.id,
          due.map((row) => row.id),
        ),
      )
      .returning({ id: waiverSignatures.id });
    await recordStaffAction(tx, {
      actor: { label: 'worker' },
      action: 'waiver.retentionDelete',
      subject: `waivers:${parkId}`,
      parkId,
      before: null,
      after: { deleted: gone.length, retentionYears: park.years, signedBefore: new Date(park.cutoff).toISOString(), signatures: gone.map((row) => row.id) },
    });
    log('riders').info({ parkId, deleted: gone.length }, 'Deleted signed waivers past the park retention');
    return gone.length;
  });
}
