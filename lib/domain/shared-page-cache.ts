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
 * The allow-list of what varies a page (issue #25): the query parameters each public page reads, by path.
 * Every other parameter of an address (utm_* tags, fbclid, gclid, gbraid, wbraid, msclkid, mc_eid,
 * _hsenc, _hsmi, a crowd's random ones) is the trackers' business: they read it in the browser, from
 * window.location (lib/client/trackers.ts), and the server renders and copies the page as if it were not
 * there. A page not listed reads none. __tests__/unit/page-address.test.ts fails when a page reads a
 * parameter not listed here.
 */
export const PAGE_PARAMETERS: readonly { path: RegExp; reads: readonly string[] }[] = [
  // Back from a payment that did not complete (components/checkout/use-payment.ts; the gift purchase's too).
  { path: /^\/(checkout|gift-vouchers)$/, reads: ['payment'] },
  // A hosted payment page's return (components/views/payment-return-view.tsx).
  { path: /^\/checkout\/return$/, reads: ['order'] },
  // A charge's hosted payment page's return (components/charge/use-charge-payment.ts).
  { path: /^\/pay\/[^/]+$/, reads: ['result'] },
  // The demo's mailbox (lib/server/site/loaders/mailbox.ts).
  { path: /^\/dev\/mailbox$/, reads: ['name', 'page', 'to'] },
  // The booking widget's pages: the page that embeds them, named by the loader (lib/domain/widget.ts WIDGET_HOST_PARAMETER).
  { path: /^\/embed(\/.*)?$/, reads: ['host'] },
];

/**
 * A client-side navigation's page data (`/_next/data/<build>/<page>.json`): the props of the page at that
 * path, which Next.js derives from the path alone (the route's parameters it also sends in the query are
 * the path's own), so the page's allow-list applies to it as to the page.
 */
const PAGE_DATA = /^\/_next\/data\/[^/]+(\/.*)\.json$/;

/** The page a request's path is, or carries the data of. */
function pagePath(path: string): string {
  const data = PAGE_DATA.exec(path)?.[1];
  if (data === undefined) return path;
  return data === '/index' ? '/' : data;
}

/**
 * The address a public page is rendered from: its path and only the parameters that page reads (in a
 * fixed order), so that every visitor's copy of a page is the same whatever tags their click carried.
 * The browser keeps the address it was given.
 */
export function pageAddress(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const path = url.slice(0, mark);
  const page = pagePath(path);
  // Next.js's other addresses (bundles, its image optimiser) are Next's to read: left as they came.
  if (page.startsWith('/_next/')) return url;
  const reads = PAGE_PARAMETERS.find((listed) => listed.path.test(page))?.reads ?? [];
  if (!reads.length) return path;
  const given = new URLSearchParams(url.slice(mark + 1));
  const kept = new URLSearchParams();
  for (const name of [...reads].sort()) for (const value of given.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The headers a public page request is rendered without: the public site reads no cookie and no
 * credentials (its one cookie, the confirmation's, goes only to the GraphQL endpoint:
 * lib/server/locales/confirmation-cookie.ts), so the trackers' cookies (_ga, _fbp, hubspotutk) can
 * never make a page personal.
 */
export const UNREAD_HEADERS = ['cookie', 'authorization'] as const;

/**
 * The cache key of a page request that may be answered from the copy, else null. Only GETs; the address
 * is the page's (pageAddress), so tracking tags and unknown parameters share the page's copy. Cookies
 * and credentials do not count: public pages are rendered without them (UNREAD_HEADERS). The page
 * depends on the host and the scheme the visitor used, so both are in it.
 */
export function pageCacheKey(request: CacheRequest): string | null {
  const url = pageAddress(request.url ?? '');
  if (request.method !== 'GET' || !url.startsWith('/')) return null;
  // A content preview (issue #23) shows a draft to whoever holds its link: never copied for anyone else.
  if (url.startsWith(PREVIEW_PATH)) return null;
  return [header(request, 'host'), header(request, 'x-forwarded-proto'), url].join(' ');
}

/** The text with every occurrence of one nonce replaced by another. */
export function replaceNonce(text: string, from: string, to: string): string {
  return from ? text.split(from).join(to) : text;
}
