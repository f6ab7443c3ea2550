import { db } from '../db/client';
import { findAllLocales, type LocaleRecord } from '../repositories/locale-repository';

/**
 * Locales change rarely and are read on every request, so each instance keeps them for a few seconds.
 * The cache is only a copy: every instance reads the same database, and `invalidateLocales` drops it
 * at once after an edit made through this instance.
 */
const TTL_MS = 10_000;

let cache: { at: number; value: Promise<LocaleRecord[]> } | undefined;

export function listLocales(now = Date.now()): Promise<LocaleRecord[]> {
  if (!cache || now - cache.at > TTL_MS) {
    const value = findAllLocales(db());
    cache = { at: now, value };
    // A failed read must not be cached: the next request tries again.
    value.catch(() => {
      if (cache?.value === value) cache = undefined;
    });
  }
  return cache.value;
}

export async function findLocaleByDomain(domain: string | null): Promise<LocaleRecord | null> {
  if (!domain) return null;
  return (await listLocales()).find((locale) => locale.domain === domain) ?? null;
}

export function invalidateLocales(): void {
  cache = undefined;
}
