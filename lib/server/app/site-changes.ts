import { effectsOfPayload, pageInScope, type CacheName } from '@/lib/domain/site-changes';
import { invalidateCatalogue } from '../activities';
import { invalidatePages } from '../content';
import { invalidateLocales } from '../locales';
import { invalidateGateways } from '../payments';
import { listenForChanges, type ChangeListener } from '../platform/changes';
import { log } from '../platform/logger';
import { placesChanged } from '../sessions';
import { forgetPageQueries, PAGE_QUERY_SOURCES, type PageCacheHandler } from '../site';

/*
 * Where a change recorded anywhere (lib/server/platform/changes) meets this process's copies (issue #23):
 * each cache the change touches (lib/domain/site-changes.ts) is dropped, and the pages of the page copy
 * it makes stale. Never a restart: the next read reads the database.
 */

const DROP: Record<CacheName, () => void> = {
  availability: placesChanged,
  catalogue: invalidateCatalogue,
  locales: invalidateLocales,
  content: invalidatePages,
  gateways: invalidateGateways,
};

/** Applies one change's JSON to this process; `pages` is the page copy, where this process has one. */
export function applyChange(change: unknown, pages?: PageCacheHandler): void {
  const effects = effectsOfPayload(change);
  for (const cache of effects.caches) DROP[cache]();
  // The pages' query results are read from those copies (lib/server/site/page-query-copies.ts).
  if (effects.caches.some((cache) => PAGE_QUERY_SOURCES.has(cache))) forgetPageQueries();
  const dropped = pages && effects.pages.kind !== 'none' ? pages.forget((key) => pageInScope(key, effects.pages)) : 0;
  log('changes').debug({ change, caches: effects.caches, pagesDropped: dropped }, 'Change applied');
}

/** Listens for changes for as long as the process runs (serve.ts, both roles). */
export function listenForSiteChanges(connectionString: string, pages?: PageCacheHandler): ChangeListener {
  return listenForChanges({ connectionString, onChange: (change) => applyChange(change, pages) });
}
