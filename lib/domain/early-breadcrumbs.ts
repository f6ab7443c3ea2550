import type { Caught, EarlyQueue, RawBreadcrumb } from './early-errors';

/**
 * The SDK's side of the early queue (./early-errors.ts): loaded with the SDK (lib/client/error-reporter.ts),
 * not on every page view. It shapes the raw breadcrumbs as the SDK's default breadcrumbs and console
 * integrations do, without query strings or fragments (DATA_COLLECTION.urlQueryParams is false in
 * ./error-reporting.ts: they may carry codes, tokens or tracking ids), and hands everything over in the
 * order it happened. Pure.
 */

/** A breadcrumb as the SDK takes it (its `Breadcrumb`, structurally). */
export interface EarlyBreadcrumb {
  category: string;
  type?: string;
  level?: 'error' | 'warning' | 'log' | 'info' | 'debug';
  message?: string;
  data?: Record<string, unknown>;
  timestamp: number;
}

export interface EarlyReportsSink {
  breadcrumb(breadcrumb: EarlyBreadcrumb): void;
  error(error: unknown, caught: Caught): void;
}

/**
 * The mechanism the SDK gives an error caught so: its global handlers' for the window's listeners,
 * Next's error page's for a boundary's (as @sentry/nextjs names it). Not handled: each was uncaught.
 */
export function mechanism(caught: Caught): { handled: false; type: string } {
  return { handled: false, type: caught === 'page_error' ? 'auto.function.nextjs.page_error' : `auto.browser.global_handlers.${caught}` };
}

/** An address's path, or the address without its query string and fragment if it is no URL. */
export function pathOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return url.split(/[?#]/)[0];
  }
}

/** An address without its query string or fragment. */
export const withoutQuery = (url: string): string => url.split(/[?#]/)[0];

/** The SDK's level for an HTTP status (@sentry/core getBreadcrumbLogLevelFromHttpStatusCode); a failed request is an error. */
export function httpLevel(status: number | undefined): EarlyBreadcrumb['level'] {
  if (status === undefined || status >= 500) return 'error';
  return status >= 400 ? 'warning' : undefined;
}

/**
 * A raw breadcrumb as the SDK would have recorded it: ui.click with the element's name; navigation with
 * the paths (none when only the query or fragment changed); console with the level (warn as warning)
 * and the message, not the arguments themselves; fetch and xhr with method, address and status, no
 * headers or bodies.
 */
export function toBreadcrumb(raw: RawBreadcrumb): EarlyBreadcrumb | null {
  const [timestamp, category] = raw;
  switch (raw[1]) {
    case 'ui.click':
      return { category, message: raw[2], timestamp };
    case 'navigation': {
      const [from, to] = [pathOf(raw[2]), pathOf(raw[3])];
      return from === to ? null : { category, data: { from, to }, timestamp };
    }
    case 'console':
      return { category, level: raw[2] === 'warn' ? 'warning' : raw[2], message: raw[3], data: { logger: 'console' }, timestamp };
    default: {
      const [, , method, url, status] = raw;
      const level = httpLevel(status);
      const data: Record<string, unknown> = { method: method.toUpperCase(), url: withoutQuery(url) };
      if (status !== undefined) data.status_code = status;
      return { category, type: 'http', data, ...(level ? { level } : {}), timestamp };
    }
  }
}

/**
 * Hands the queue to the SDK in the order it happened: each error after exactly the breadcrumbs
 * recorded before it (so the first report carries every breadcrumb kept up to then), then the
 * breadcrumbs recorded after the last error. Each item is handed once: the queue is emptied.
 */
export function handOver(queue: EarlyQueue, sink: EarlyReportsSink): void {
  const { crumbs, errors, recorded } = queue;
  queue.crumbs = [];
  queue.errors = [];
  let rank = recorded - crumbs.length;
  let next = 0;
  const crumbsBefore = (end: number) => {
    for (; next < crumbs.length && rank < end; next++, rank++) {
      const breadcrumb = toBreadcrumb(crumbs[next]);
      if (breadcrumb) sink.breadcrumb(breadcrumb);
    }
  };
  for (const { error, caught, after } of errors) {
    crumbsBefore(after);
    sink.error(error, caught);
  }
  crumbsBefore(Infinity);
}
