import { escapeHtml } from './escape-html';
import type { Language } from './language';
import type { OrderChannel } from './order-channel';
import { isHostName } from './host';
import { EMBED_PREFIX } from './widget-paths';

export { EMBED_PREFIX, WIDGET_HOST_PARAMETER, embeddedPath, withHost } from './widget-paths';

/*
 * The park's booking widget on other sites (docs/widget.md). A partner pastes a snippet (a script tag and a
 * button); the script, served from the park's domain (WIDGET_SCRIPT_PATH), opens the park's own booking
 * pages in an overlay iframe: the widget's pages are the site's booking pages under EMBED_PREFIX, in a
 * compact shell. Only the origins a park lists (parks.widget_origins) may frame them (frame-ancestors), and
 * only those are recorded as an order's channel. Pure: the rules the settings screen, the pages, the
 * checkout and the loader share.
 */

/** The loader script every park's domain serves (lib/server/site/widget-script.ts). */
export const WIDGET_SCRIPT_PATH = '/widget.js';

/** Where the build (tools/build-widget.ts) leaves the loader for the server, under Next's folder: `.next/widget/loader.js`. */
export const WIDGET_LOADER_FILE = 'widget/loader.js';


/** The attribute that makes an element of the partner's page open the widget (the snippet's button). */
export const WIDGET_ATTRIBUTE = 'data-summit-rush-widget';

/** The most partner origins a park may list: a few partners, never a header that grows without bound. */
export const WIDGET_ORIGINS_MAX = 20;

/** Hosts that are this machine: plain http is allowed for them (a developer's partner page), https elsewhere. */
const LOOPBACK = /^(localhost|[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost|127\.0\.0\.1)$/;

/**
 * A partner's origin as typed (`https://Partner.example/`), normalised (`https://partner.example`), or null
 * unless it is exactly an origin: https (http only for this machine's hosts), a host name, an optional port,
 * and nothing after (no path, query, fragment, credentials or wildcard). What frame-ancestors and the
 * order's channel are built from, so nothing but a scheme, a host and a port may reach either.
 */
export function widgetOrigin(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const typed = value.trim();
  if (!typed || typed.length > 300 || /[\s;,'"*?#@\\]/.test(typed)) return null;
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    return null;
  }
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) return null;
  // "https://a.example/" is the origin; "https://a.example/x" and "https://a.example//" are not.
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^/]+\/?$/i.test(typed)) return null;
  const host = url.hostname;
  const loopback = LOOPBACK.test(host);
  if (!(isHostName(host) || host === '127.0.0.1')) return null;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) return null;
  return url.origin;
}

/** Origins as typed (one a line, or separated by commas or spaces) or as stored: each as it was typed, once. */
export const typedWidgetOrigins = (value: unknown): string[] => {
  const list = typeof value === 'string' ? value.split(/[\s,]+/) : Array.isArray(value) ? value.map(String) : [];
  return [...new Set(list.map((entry) => entry.trim()).filter(Boolean))];
};

/** The origins a park stores for what was typed (each normalised, once); entries that are no origin are left out (the form refuses them first). */
export const widgetOriginList = (value: unknown): string[] => [
  ...new Set(typedWidgetOrigins(value).map(widgetOrigin).filter((origin): origin is string => origin !== null)),
];

/**
 * Where an order was placed, as its row records it (lib/domain/order-channel.ts): the widget on the page
 * the checkout names, when the park lists that origin; otherwise the park's own site. The browser's word
 * is only a claim: an origin the park does not list is never recorded.
 */
export function widgetChannel(claimed: string | null | undefined, allowed: readonly string[]): { channel: OrderChannel; source: string | null } {
  const origin = listedOrigin(claimed, allowed);
  return origin ? { channel: 'widget', source: origin } : { channel: 'site', source: null };
}

/** The claimed origin, normalised, when the park lists it; null otherwise (a page opened by anyone else). */
export function listedOrigin(claimed: string | null | undefined, allowed: readonly string[]): string | null {
  const origin = widgetOrigin(claimed);
  return origin && allowed.some((entry) => widgetOrigin(entry) === origin) ? origin : null;
}

/** The widget's page the loader frames: one activity's booking, or the activity list. */
export const widgetPagePath = (activity: string | null | undefined): string =>
  activity && /^[a-z0-9-]{1,100}$/.test(activity) ? `${EMBED_PREFIX}/things-to-do/${activity}` : `${EMBED_PREFIX}/things-to-do`;

export interface SnippetInput {
  /** The park's loader on the site's own domain: `<siteOrigin>/widget.js`. */
  scriptUrl: string;
  /** The language the widget opens in: the park's site in that language. */
  language: Language;
  /** One activity's slug, or null: the activity list. */
  activity: string | null;
  /** The button's words, in the partner page's language. */
  label: string;
}

/** What a partner pastes into their page: the loader (once per page) and a button that opens the booking. */
export function widgetSnippet({ scriptUrl, language, activity, label }: SnippetInput): string {
  const attributes = [WIDGET_ATTRIBUTE, `data-language="${escapeHtml(language)}"`, ...(activity ? [`data-activity="${escapeHtml(activity)}"`] : [])];
  return `<script src="${escapeHtml(scriptUrl)}" async></script>\n<button type="button" ${attributes.join(' ')}>${escapeHtml(label)}</button>`;
}
