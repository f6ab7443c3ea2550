import { env } from '../platform/config';

/**
 * The origin of a site: the scheme and port visitors use (PUBLIC_SCHEME, PUBLIC_PORT: deployment
 * settings) and the locale's domain (data). Every URL the shop emits (payment return and notification
 * URLs, links in emails, canonical and alternate links, the sitemap) starts with it. A request's Host,
 * Origin or X-Page-Origin may choose the locale, but never becomes part of such a URL: a forged
 * `http://nz.example:9876` still yields `https://nz.example`.
 */
export function siteOrigin(locale: { domain: string }): string {
  const { publicScheme, publicPort } = env();
  return `${publicScheme}://${locale.domain}${publicPort === null ? '' : `:${publicPort}`}`;
}
