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

/** Keys of one class, for lockInOrder. */
export interface LockGroup {
  kind: LockKind;
  keys: readonly string[];
}

/**
 * Locks several keys of one class, in this transaction, in the order of the lock each key is (its
 * hashtext), not of the texts: two keys whose hashes meet are one lock, and ordering by text could then
 * take two such locks in opposite orders in two transactions. Every transaction locking keys of a class
 * through here takes them in one order, so none waits on another in a circle.
 */
export async function lockKeys(tx: Pick<Database, 'execute'>, kind: LockKind, keys: readonly string[]): Promise<void> {
  await lockInOrder(tx, [{ kind, keys }]);
}

/**
 * Locks the keys of several classes in one statement (one round trip, where a statement per key cost one
 * each: docs/performance.md, "Booking under load"): the groups one after another as given, each group's
 * keys in lockKeys' order. The same locks in the same order as taking each group with lockKeys in turn:
 * the sorted subquery is planned apart (its ORDER BY keeps it from being pulled up), so the outer select
 * calls pg_advisory_xact_lock once per row in its order, each call waiting before the next is made.
 */
export async function lockInOrder(tx: Pick<Database, 'execute'>, groups: readonly LockGroup[]): Promise<void> {
  const locks = groups.flatMap(({ kind, keys }, rank) => [...new Set(keys)].map((key) => ({ rank, kind, key })));
  if (!locks.length) return;
  if (locks.length === 1) return lockKey(tx, locks[0].kind, locks[0].key);
  const list = (values: SQL[], type: string) => sql`array[${sql.join(values, sql`, `)}]::${sql.raw(type)}`;
  await tx.execute(sql`
    select pg_advisory_xact_lock(l.class, l.lock)
    from (
      select distinct k.rank, k.class, hashtext(k.key) as lock
      from unnest(${list(locks.map((l) => sql`${l.rank}`), 'int[]')}, ${list(locks.map((l) => sql`${LOCK_CLASS[l.kind]}`), 'int[]')}, ${list(locks.map((l) => sql`${l.key}`), 'text[]')}) as k(rank, class, key)
      order by k.rank, lock
    ) l`);
}
