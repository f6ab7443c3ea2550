/**
 * A short-lived per-instance copy of data that changes rarely and is read on every request (locales,
 * the catalogue). It is only a copy: every instance reads the same database, a failed read is not kept,
 * and `invalidate` drops it at once after an edit made through this instance.
 */
export interface ReadCache<T> {
  get(now?: number): Promise<T>;
  invalidate(): void;
}

export function readCache<T>(load: () => Promise<T>, ttlMs = 10_000): ReadCache<T> {
  let entry: { at: number; value: Promise<T> } | undefined;
  return {
    get(now = Date.now()) {
      if (!entry || now - entry.at > ttlMs) {
        const value = load();
        entry = { at: now, value };
        value.catch(() => {
          if (entry?.value === value) entry = undefined;
        });
      }
      return entry.value;
    },
    invalidate() {
      entry = undefined;
    },
  };
}
