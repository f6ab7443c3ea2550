/**
 * Rules of the per-instance copy of public pages (lib/server/site/page-cache.ts): what a CDN would keep for
 * everyone, kept in the app for a few seconds. Pure.
 */

/**
 * Marks a response (a property under this registered symbol on the Node response, never a header sent
 * to anyone) whose HTML is the same for every visitor although no CDN or browser may keep it: a payment
 * page whose visitor data loads in the browser (the checkout). Its value is how many seconds the
 * instance's own copy may answer it, each time with a fresh nonce.
 */
export const INSTANCE_COPY = Symbol.for('summit-rush.instance-copy');

/** Seconds a shared cache may keep a response, from its Cache-Control; null when it must not. */
export function sharedMaxAge(cacheControl: string | null | undefined): number | null {
  if (!cacheControl) return null;
  const directives = cacheControl.toLowerCase().split(',').map((part) => part.trim());
  if (!directives.includes('public') || directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')) return null;
  const seconds = Number(directives.find((d) => d.startsWith('s-maxage='))?.slice('s-maxage='.length));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

/** Seconds the instance's copy may keep a response: a CDN's allowance, else the app's instance-only mark. */
export function copySeconds(cacheControl: string | null | undefined, instanceCopy: unknown): number | null {
  const shared = sharedMaxAge(cacheControl);
  if (shared !== null) return shared;
  return typeof instanceCopy === 'number' && Number.isInteger(instanceCopy) && instanceCopy > 0 ? instanceCopy : null;
}

/** Where a park's domain serves content previews: /_preview/<token> (lib/server/site/loaders/preview.ts). */
export const PREVIEW_PATH = '/_preview/';

export interface CacheRequest {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

const header = (request: CacheRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
};

/**
 * The cache key of a request that may be answered from the copy, else null: only GETs of a path without
 * a query string (tracking parameters, search pages and anything a visitor types are rendered fresh),
 * with no credentials. The page depends on the host and the scheme the visitor used, so both are in it.
 */
export function pageCacheKey(request: CacheRequest): string | null {
  const url = request.url ?? '';
  if (request.method !== 'GET' || !url.startsWith('/') || url.includes('?')) return null;
  if (request.headers.authorization || request.headers.cookie) return null;
  // A content preview (issue #23) shows a draft to whoever holds its link: never copied for anyone else.
  if (url.startsWith(PREVIEW_PATH)) return null;
  return [header(request, 'host'), header(request, 'x-forwarded-proto'), url].join(' ');
}

/** The text with every occurrence of one nonce replaced by another. */
export function replaceNonce(text: string, from: string, to: string): string {
  return from ? text.split(from).join(to) : text;
}
