/*
 * What a change made by staff (or any writer) means for every instance's copies (issue #23): which
 * in-process caches must be dropped and which pages of the page copy (lib/server/site/page-cache.ts).
 * Pure: lib/server/platform/changes carries the change between instances, the app applies the effects.
 */

/** A change, as it travels (NOTIFY payload and site_changes row): small, JSON, no personal data. */
export type SiteChange =
  /** Sessions closed or reopened, or their places changed by staff: the park's calendars and pages. */
  | { kind: 'sessions'; parkId: string; activityIds: string[]; hosts: string[] }
  /** The catalogue (activities, ticket types, prices) of a park. */
  | { kind: 'catalogue'; parkId: string; hosts: string[] }
  /** A locale's content pages and menus. */
  | { kind: 'content'; hosts: string[] }
  /** Locales and their settings, or payment gateways: everything everywhere. */
  | { kind: 'locales' }
  | { kind: 'gateways' };

export type CacheName = 'availability' | 'catalogue' | 'locales' | 'content' | 'gateways';

/** Which pages of the page copy a change makes stale: none, all, or every page of some hosts. */
export type PageScope = { kind: 'none' } | { kind: 'all' } | { kind: 'hosts'; hosts: string[] };

export interface ChangeEffects {
  caches: CacheName[];
  pages: PageScope;
}

const hostsScope = (hosts: string[]): PageScope => ({ kind: 'hosts', hosts: hosts.map((host) => host.toLowerCase()) });

/**
 * What a change touches. A calendar's days and times are read by the browser (the availability API,
 * kept in the availability copy), but an activity page's first HTML may carry them too, so its host's
 * pages go as well: dropping a page costs one render, keeping a stale one shows a closed session as open.
 */
export function effectsOf(change: SiteChange): ChangeEffects {
  switch (change.kind) {
    case 'sessions':
      return { caches: ['availability'], pages: hostsScope(change.hosts) };
    case 'catalogue':
      return { caches: ['catalogue', 'availability'], pages: hostsScope(change.hosts) };
    case 'content':
      return { caches: ['content'], pages: hostsScope(change.hosts) };
    case 'locales':
      return { caches: ['locales', 'content', 'catalogue', 'availability'], pages: { kind: 'all' } };
    case 'gateways':
      return { caches: ['gateways'], pages: { kind: 'all' } };
  }
}

/**
 * Whether a page copy's key (`host scheme path`, pageCacheKey in shared-page-cache.ts) is in scope. The
 * key's host may carry a port (nz.localhost:5400): the scope names hosts without one.
 */
export function pageInScope(key: string, scope: PageScope): boolean {
  if (scope.kind === 'none') return false;
  if (scope.kind === 'all') return true;
  const host = key.slice(0, key.indexOf(' ')).toLowerCase().replace(/:\d+$/, '');
  return scope.hosts.includes(host);
}

const strings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * A change read from a notification or a row, checked: anything else (a newer instance's kind, a
 * damaged payload) is null, and the caller drops every cache rather than guess (`EVERYTHING`).
 */
export function parseChange(value: unknown): SiteChange | null {
  if (!value || typeof value !== 'object') return null;
  const change = value as Record<string, unknown>;
  switch (change.kind) {
    case 'sessions':
      return typeof change.parkId === 'string' && strings(change.activityIds) && strings(change.hosts)
        ? { kind: 'sessions', parkId: change.parkId, activityIds: change.activityIds, hosts: change.hosts }
        : null;
    case 'catalogue':
      return typeof change.parkId === 'string' && strings(change.hosts) ? { kind: 'catalogue', parkId: change.parkId, hosts: change.hosts } : null;
    case 'content':
      return strings(change.hosts) ? { kind: 'content', hosts: change.hosts } : null;
    case 'locales':
    case 'gateways':
      return { kind: change.kind };
    default:
      return null;
  }
}

/** The effects of a change this instance cannot read: every copy dropped. */
export const EVERYTHING: ChangeEffects = { caches: ['availability', 'catalogue', 'locales', 'content', 'gateways'], pages: { kind: 'all' } };

/** The effects of a notification's or row's JSON: its change's, or everything when it cannot be read. */
export const effectsOfPayload = (value: unknown): ChangeEffects => {
  const change = parseChange(value);
  return change ? effectsOf(change) : EVERYTHING;
};
