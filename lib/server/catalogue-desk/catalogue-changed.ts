import { invalidateCatalogue } from '../activities';
import type { Database } from '../platform/db/client';
import { dropPageCopies } from '../platform/page-copies';
import { placesChanged } from '../sessions';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Parks whose catalogue a running transaction changed, announced once it commits. */
const pending = new WeakMap<Tx, Set<string>>();

/** This instance's copies that show the catalogue: the catalogue, the calendar's lowest prices, rendered pages. */
function dropCopies(): void {
  invalidateCatalogue();
  placesChanged();
  dropPageCopies();
}

/**
 * The one place a change of a park's catalogue is announced (issue #23), called inside the change's
 * transaction. Today it drops this instance's copies (the catalogue, the availability calendar whose days
 * show a lowest price, rendered public pages) once the transaction has committed (`changeCatalogue`):
 * dropped any sooner, a read racing the commit could copy the old rows again.
 *
 * Other instances' copies are not reached from here: they live their seconds (the catalogue's 10 s read
 * copy, the page copy's PAGE_CACHE_SECONDS). The cross-instance change propagation (LISTEN/NOTIFY, built
 * separately) is to be wired in here: it has the transaction, so a NOTIFY sent inside it is delivered
 * exactly when the change commits, and each instance's listener drops its copies.
 */
export function catalogueChanged(tx: Tx, parkId: string): void {
  const parks = pending.get(tx) ?? new Set<string>();
  parks.add(parkId);
  pending.set(tx, parks);
}

/** Runs a change of the catalogue in one transaction; what it announced (`catalogueChanged`) is applied after the commit. */
export async function changeCatalogue<T>(database: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  let changed = false;
  const result = await database.transaction(async (tx) => {
    const value = await work(tx);
    changed = pending.has(tx);
    return value;
  });
  if (changed) dropCopies();
  return result;
}
