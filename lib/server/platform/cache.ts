/**
 * A short-lived per-instance copy of data that changes rarely and is read on every request (locales,
 * the catalogue). It is only a copy: every instance reads the same database, a failed read is not kept,
 * and `invalidate` drops it at once after an edit made through this instance. Once `ttlMs` old, the copy
 * is read again in the background while callers keep getting the last one: code inside a transaction
 * (an order's confirmation mail needs the catalogue) never waits for a second pooled connection, which,
 * with every connection held by such a transaction, would wait until the pool gives up.
 */
export interface ReadCache<T> {
  get(now?: number): Promise<T>;
  invalidate(): void;
}

export function readCache<T>(load: () => Promise<T>, ttlMs = 10_000): ReadCache<T> {
  let entry: { at: number; value: Promise<T>; refreshing?: boolean } | undefined;
  // A real promise: a query builder is a thenable that would run its query again on every await.
  const read = () => Promise.resolve(load());
  return {
    get(now = Date.now()) {
      if (!entry) {
        const current = { at: now, value: read() };
        entry = current;
        current.value.catch(() => {
          if (entry === current) entry = undefined;
        });
      } else if (now - entry.at > ttlMs && !entry.refreshing) {
        const stale = entry;
        stale.refreshing = true;
        read().then(
          (value) => {
            if (entry === stale) entry = { at: now, value: Promise.resolve(value) };
          },
          () => {
            // Kept, and tried again by the next caller.
            stale.refreshing = false;
          },
        );
      }
      return entry.value;
    },
    invalidate() {
      entry = undefined;
    },
  };
}

/** The same by key, for values read per argument (an activity's availability over a range of days). */
export interface KeyedReadCache<T> {
  get(key: string, load: () => Promise<T>, now?: number): Promise<T>;
  invalidate(): void;
}

/** At most `maxEntries` values, each kept `ttlMs`; the oldest is dropped first. A failed read is not kept. */
export function keyedReadCache<T>(ttlMs: number, maxEntries: number): KeyedReadCache<T> {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key, load, now = Date.now()) {
      const found = entries.get(key);
      if (found && now - found.at <= ttlMs) return found.value;
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const entry = { at: now, value: Promise.resolve(load()) };
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    invalidate() {
      entries.clear();
    },
  };
}
