import { LRUCache } from 'lru-cache';
import { databaseInUse } from './db/client';

/*
 * The one in-process cache: lru-cache, always with a size bound and, where a copy can go out of date,
 * a time to live. Every copy here is only a copy: every instance reads the same database, a failed read
 * is never kept, and `invalidate` drops a copy at once after a change made through this instance.
 */

/** A clock in milliseconds; tests pass their own (lru-cache's `perf` option). */
export interface Clock {
  now(): number;
}

/** Time as lru-cache reads it: the clock given, read afresh on every look-up (no cached "now"). */
const timing = (clock?: Clock) => ({ ttlResolution: 0, ...(clock ? { perf: clock } : {}) });

/** A bounded map for values that never go out of date (the cleaned form of a given HTML input). */
export const boundedMemo = <V extends object | string>(max: number): LRUCache<string, V> => new LRUCache<string, V>({ max });

/** A map bounded by the total size of its values (files that never change: uploaded images' variants). */
export const sizedMemo = <V extends object>(maxSize: number, sizeOf: (value: V) => number): LRUCache<string, V> =>
  new LRUCache<string, V>({ maxSize, sizeCalculation: (value) => Math.max(1, sizeOf(value)) });

/** A bounded map whose entries each live `ttl` milliseconds (set per entry) and are then gone. */
export const expiringMap = <V extends object>(max: number, clock?: Clock): LRUCache<string, V> =>
  new LRUCache<string, V>({ max, ...timing(clock) });

/**
 * A short-lived copy of data that changes rarely and is read on every request (locales, the catalogue,
 * the gateways). Once `ttlMs` old, it is read again in the background while callers keep getting the
 * last copy: code inside a transaction (an order's confirmation mail needs the catalogue) never waits
 * for a second pooled connection, which, with every connection held by such a transaction, would wait
 * until the pool gives up. A failed refresh keeps the last copy, and the next caller tries again.
 */
export interface ReadCache<T> {
  get(): Promise<T>;
  /** The last copy read, however old: for the page that says the database cannot be reached. */
  last(): T | undefined;
  invalidate(): void;
}

const ONE = 'value';

/**
 * Copies of the database's rows are copies of one database: `clear` runs whenever another one has been
 * handed over since the last look (db/client.ts `useDatabase`; each test file hands over its own). A
 * server has one database for its whole life, so there it never runs.
 */
function ofOneDatabase(clear: () => void): () => void {
  let readFrom = databaseInUse();
  return () => {
    const now = databaseInUse();
    if (now === readFrom) return;
    readFrom = now;
    clear();
  };
}

export function readCache<T extends object>(load: () => PromiseLike<T>, ttlMs = 10_000, clock?: Clock): ReadCache<T> {
  const cache = new LRUCache<string, T>({
    max: 1,
    ttl: ttlMs,
    allowStale: true,
    noDeleteOnStaleGet: true,
    allowStaleOnFetchRejection: true,
    // A real promise: a query builder is a thenable that would run its query again on every await.
    fetchMethod: () => Promise.resolve(load()),
    ...timing(clock),
  });
  const sameDatabase = ofOneDatabase(() => cache.clear());
  return {
    // Cleared by invalidate() while a read was in flight, lru-cache answers that read with the stale copy
    // it no longer has (undefined): read once more. Cleared again during that read (a change heard from
    // the listener right after this instance's own invalidation; found by the images e2e test, a public
    // page's 500), read the database directly rather than answer nothing.
    get: async () => {
      sameDatabase();
      return (await cache.fetch(ONE)) ?? (await cache.fetch(ONE)) ?? Promise.resolve(load());
    },
    last: () => {
      sameDatabase();
      return cache.peek(ONE, { allowStale: true });
    },
    invalidate: () => void cache.clear(),
  };
}

/**
 * The same by key, for values read per argument (an activity's availability over a range of days):
 * at most `max` values, each kept `ttlMs` and never answered once older (no stale answers), the least
 * recently used dropped first.
 */
export interface KeyedReadCache<T> {
  get(key: string, load: () => PromiseLike<T>): Promise<T>;
  invalidate(): void;
}

export function keyedReadCache<T extends object>(ttlMs: number, max: number, clock?: Clock): KeyedReadCache<T> {
  const cache = new LRUCache<string, T, () => PromiseLike<T>>({
    max,
    ttl: ttlMs,
    fetchMethod: (_key, _stale, { context }) => Promise.resolve(context()),
    ...timing(clock),
  });
  const sameDatabase = ofOneDatabase(() => cache.clear());
  return {
    get: async (key, load) => {
      sameDatabase();
      let loadFailed = false;
      const context = async () => {
        try {
          return await load();
        } catch (error) {
          loadFailed = true;
          throw error;
        }
      };
      try {
        return (await cache.fetch(key, { context }))!;
      } catch (error) {
        // lru-cache rejects a fetch in flight that invalidate() cleared ("deleted"): what it read may predate
        // the change, so read again, uncached. A failure of the read itself is the caller's.
        if (loadFailed) throw error;
        return load();
      }
    },
    invalidate: () => void cache.clear(),
  };
}
