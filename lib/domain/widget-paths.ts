/*
 * The widget's pages' addresses (docs/widget.md), apart from the rest of its rules (lib/domain/widget.ts,
 * which re-exports them): every visitor page's links ask for them (lib/client/widget-embedding.tsx), and
 * the partners' origins and the snippet have no part in a page's first load.
 */

/** Where the widget's pages live: the site's booking paths under this prefix (/embed/things-to-do/<slug>, /embed/checkout…). */
export const EMBED_PREFIX = '/embed';

/** The widget pages' query parameter naming the page that embeds them (its origin), set by the loader. */
export const WIDGET_HOST_PARAMETER = 'host';

/**
 * The booking paths the widget shows (the site's own under EMBED_PREFIX): the activity list (the site's
 * home and /things-to-do), an activity, the checkout and a booking's confirmation.
 */
const WIDGET_PATHS = [/^\/things-to-do(\/[a-z0-9-]+)?$/, /^\/checkout$/, /^\/booking\/[A-Za-z0-9_-]+$/];

/** A site path inside the widget: its page under EMBED_PREFIX (the home and /things-to-do: the list); null for a page the widget does not show. */
export function embeddedPath(sitePath: string): string | null {
  const [path, rest = ''] = sitePath.split(/(?=[?#])/);
  if (path === '/' || path === '') return `${EMBED_PREFIX}/things-to-do${rest}`;
  return WIDGET_PATHS.some((pattern) => pattern.test(path)) ? `${EMBED_PREFIX}${path}${rest}` : null;
}

/** A widget page's address with the embedding page's origin it was opened for (its only query parameter). */
export function withHost(path: string, host: string | null): string {
  if (!host) return path;
  const [beforeHash, hash = ''] = path.split(/(?=#)/);
  return `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}${WIDGET_HOST_PARAMETER}=${encodeURIComponent(host)}${hash}`;
}
