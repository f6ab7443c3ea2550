import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Every class of transaction-level advisory lock the site takes, in one place, so that no two kinds of key
 * share a class: keys of a shared class make unrelated requests wait on each other whenever their hashes
 * meet. The numbers are arbitrary and the same on every instance; the migration lock is a single key.
 * A number once used keeps its meaning (instances of two versions run side by side during a deploy), and a
 * retired one is not given to another kind: 724_202 was the reservations' own client-address class, now
 * the one `budgetAddress`.
 */
export const LOCK_CLASS = {
  migration: 724_001,
  cart: 724_101,
  /*
   * The budgets of places kept without paying (lib/server/orders/budget-locks.ts lockBudgets): per client
   * address (a cart's holds, a reservation, a waiting list's offer), per mail domain and per mailbox
   * (a reservation, an offer). Taken in this order: address, domain, mailbox.
   */
  budgetAddress: 724_102,
  budgetMailbox: 724_201,
  budgetDomain: 724_203,
  waitingListEmail: 724_401,
  waitingListAddress: 724_402,
  closureKey: 724_301,
  scheduleKey: 724_302,
  activityCreation: 724_303,
  /* A booking's riders (lib/server/riders): one save at a time per order, so the accompanying-adult rule sees every rider. */
  bookingRiders: 724_501,
  // A park's run of the signed waivers' retention (lib/server/riders/waiver-retention.ts): one instance at a time.
  waiverRetention: 724_502,
  /* A reseller's places held unconfirmed (lib/server/octo/bookings.ts): counted and added to one at a time per reseller. */
  resellerHolds: 724_601,
  /* A shared resource for one hour (lib/server/sessions/places-left.ts lockPlaces): the sales of sessions that overlap in time queue, others do not. */
  resourceSlot: 724_701,
} as const;

export type LockKind = Exclude<keyof typeof LOCK_CLASS, 'migration'>;
type Tx = { execute: (query: SQL) => PromiseLike<unknown> };

/** Waits, in this transaction, for any other transaction holding `key` of this class; released at its end. */
export async function lockKey(tx: Tx, kind: LockKind, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS[kind]}, hashtext(${key}))`);
}

/**
 * Locks several keys of one class, in this transaction, one after another in the order of the lock each
 * key is (its hashtext), not of the texts: two keys whose hashes meet are one lock, and ordering by text
 * could then take two such locks in opposite orders in two transactions. Every transaction locking keys
 * of a class through here takes them in one order, so none waits on another in a circle.
 */
export async function lockKeys(tx: Pick<Database, 'execute'>, kind: LockKind, keys: readonly string[]): Promise<void> {
  const distinct = [...new Set(keys)];
  if (distinct.length <= 1) {
    if (distinct[0] !== undefined) await lockKey(tx, kind, distinct[0]);
    return;
  }
  const { rows } = await tx.execute<{ lock: number }>(sql`
    select distinct hashtext(k) as lock from unnest(array[${sql.join(
      distinct.map((key) => sql`${key}`),
      sql`, `,
    )}]::text[]) as k order by lock`);
  for (const { lock } of rows) await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS[kind]}, ${lock}::int)`);
}
