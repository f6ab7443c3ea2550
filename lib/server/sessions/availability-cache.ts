import { env } from '../platform/config';
import { keyedReadCache, type KeyedReadCache } from '../platform/cache';

/**
 * This instance's short copy of availability answers (AVAILABILITY_CACHE_SECONDS, 1 s by default): a
 * calendar asked for by a crowd is read from the database about once a second instead of once a request.
 * Every change to holds or sales made through this instance empties it at once, so a visitor sees their
 * own cart's effect; changes made through other instances show within the TTL. Only what a calendar shows
 * comes from it: adding to the cart and ordering check the places again under the session's lock.
 */
const MAX_ENTRIES = 1000;

// One copy per process: the API, the pages and the workers share this module (serve.ts loads every server
// module once), so a sale made through any of them empties it.
let copy: KeyedReadCache<object> | undefined;

export function cachedAvailability<T>(key: string, load: () => Promise<T>): Promise<T> {
  const ttlMs = env().AVAILABILITY_CACHE_SECONDS * 1000;
  if (ttlMs <= 0) return load();
  copy ??= keyedReadCache<object>(ttlMs, MAX_ENTRIES);
  return copy.get(key, load as () => Promise<object>) as Promise<T>;
}

const listeners = new Set<() => void>();

/** Holds or sales changed (a hold taken or given back, places sold or released): drop every copy. */
export function placesChanged(): void {
  copy?.invalidate();
  for (const listener of listeners) listener();
}

/**
 * Be told when places may have come back (the waiting lists' prompt offer, lib/server/app/workers.ts).
 * A hint only, never needed for correctness: it misses expiries and other instances' changes, which the
 * listener's own poll finds. Returns the way to stop listening.
 */
export function onPlacesChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
