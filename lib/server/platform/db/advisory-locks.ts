import { sql, type SQL } from 'drizzle-orm';

/**
 * Every class of transaction-level advisory lock the site takes, in one place, so that no two kinds of key
 * share a class: keys of a shared class make unrelated requests wait on each other whenever their hashes
 * meet. The numbers are arbitrary and the same on every instance; the migration lock is a single key.
 */
export const LOCK_CLASS = {
  migration: 724_001,
  cart: 724_101,
  cartAddress: 724_102,
  reservationEmail: 724_201,
  reservationAddress: 724_202,
  reservationDomain: 724_203,
  waitingListEmail: 724_401,
  waitingListAddress: 724_402,
  closureKey: 724_301,
  scheduleKey: 724_302,
  activityCreation: 724_303,
} as const;

/** Waits, in this transaction, for any other transaction holding `key` of this class; released at its end. */
export async function lockKey(tx: { execute: (query: SQL) => PromiseLike<unknown> }, kind: Exclude<keyof typeof LOCK_CLASS, 'migration'>, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS[kind]}, hashtext(${key}))`);
}
