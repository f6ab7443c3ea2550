/**
 * Normalises a Host header, an origin or a URL to the bare host name a locale is stored under:
 * lower case, no scheme, no port, no trailing dot. Returns null for anything that is not a host name.
 */
export function toDomain(value: string | null | undefined): string | null {
  if (!value) return null;
  let host = value.trim().toLowerCase();
  const scheme = host.indexOf('://');
  if (scheme !== -1) host = host.slice(scheme + 3);
  host = host.split('/')[0];
  if (host.startsWith('[')) return null; // IPv6 literals never name a locale
  host = host.replace(/:\d*$/, '').replace(/\.$/, '');
  return /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host) && host.length <= 253 ? host : null;
}

/** The origin of `domain` when reached the same way (scheme and port) as the current origin. */
export function originFor(domain: string, currentOrigin: string): string {
  const url = new URL(currentOrigin);
  return `${url.protocol}//${domain}${url.port ? `:${url.port}` : ''}`;
}

/**
 * An origin header's value as `scheme://host[:port]`, or null unless it is exactly that over http or
 * https: no path, query, credentials or other scheme. It only chooses a locale (the caller checks the
 * domain); no URL the shop emits is built from it (lib/server/locales/site-origin.ts).
 */
export function exactOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) return null;
  return `${url.protocol}//${url.host}`.toLowerCase() === value.trim().replace(/\/$/, '').toLowerCase() ? url.origin : null;
}

/** A host name as browsers send it in Host: lower-case labels of letters, digits and inner dashes. */
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** A host name (not an IP address) as a locale's domain or a partner's origin names it. */
export const isHostName = (value: string): boolean => HOST_NAME.test(value) && !/^\d+(\.\d+)*$/.test(value);
