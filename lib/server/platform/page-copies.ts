/*
 * The instance's shared copy of rendered public pages (lib/server/site/page-cache.ts) registers how to
 * drop itself here, so a capability below the site (the catalogue desk, issue #23) can drop it after a
 * change without importing the site. In-process only: other instances' copies live their few seconds
 * (PAGE_CACHE_SECONDS), until a change-propagation mechanism reaches them.
 */

const droppers = new Set<() => void>();

/** Registers a copy of pages; returns its unregistration. */
export function registerPageCopy(drop: () => void): () => void {
  droppers.add(drop);
  return () => droppers.delete(drop);
}

/** Drops every copy of rendered pages this instance keeps. */
export function dropPageCopies(): void {
  for (const drop of droppers) drop();
}
