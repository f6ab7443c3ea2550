import { sql } from 'drizzle-orm';
import { invalidateCatalogue } from '../activities';
import { recordChange } from '../platform/changes';
import type { Database } from '../platform/db/client';
import { placesChanged } from '../sessions';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Transactions that changed a catalogue, whose own instance drops its copies once they commit. */
const pending = new WeakSet<Tx>();

/**
 * The one place a change of a park's catalogue is announced (issue #23), inside the change's transaction:
 * recorded as a site change (lib/server/platform/changes), which every instance's listener hears when the
 * transaction commits and applies (the catalogue, the calendar whose days show a lowest price, and the
 * park's pages in the page copy; lib/domain/site-changes.ts). This instance also drops its catalogue and
 * calendar copies right after the commit (`changeCatalogue`), so the member's next read is fresh without
 * waiting for the notification; dropped any sooner, a read racing the commit could copy the old rows again.
 */
export async function catalogueChanged(tx: Tx, parkId: string): Promise<void> {
  const { rows } = await tx.execute<{ domain: string }>(sql`select domain from locales where park_id = ${parkId}`);
  await recordChange(tx, { kind: 'catalogue', parkId, hosts: rows.map((row) => row.domain) });
  pending.add(tx);
}

/** Runs a change of the catalogue in one transaction; this instance's copies go once it commits. */
export async function changeCatalogue<T>(database: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  let changed = false;
  const result = await database.transaction(async (tx) => {
    const value = await work(tx);
    changed = pending.has(tx);
    return value;
  });
  if (changed) {
    invalidateCatalogue();
    placesChanged();
  }
  return result;
}
