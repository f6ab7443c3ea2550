import { ERROR_REPORTER } from './error-reporting-config';

/**
 * What the browser keeps before the error reporter (the Sentry SDK, lib/client/error-reporter.ts) is
 * loaded: the SDK is fetched on a page's first error only (issue #25: an error-free page view never
 * fetches it), so the errors thrown until it starts, and the breadcrumbs that lead to them, wait here.
 * This part runs on every page view, so it is kept to the least: breadcrumbs wait as raw records and are
 * shaped as the SDK's (query strings dropped) by ./early-breadcrumbs.ts, which travels with the SDK.
 * Pure: lib/client/error-reporting.ts and lib/client/breadcrumb-recorder.ts feed it from the page.
 *
 * The spec's constants hold (/work/shared/SPEC.md, ERROR_REPORTER): at most `bufferSize` (64) errors
 * wait, the earliest kept (the SDK's transport drops the newest beyond its buffer too), so a storm of
 * errors cannot grow memory; and the last `maxBreadcrumbs` (100) breadcrumbs, as the SDK's scope keeps.
 */

/** A breadcrumb as recorded: when (seconds since the epoch, as the SDK stamps them), what, and its details. */
export type RawBreadcrumb =
  | [timestamp: number, kind: 'ui.click', element: string]
  | [timestamp: number, kind: 'navigation', from: string, to: string]
  | [timestamp: number, kind: 'console', level: ConsoleLevel, message: string]
  | [timestamp: number, kind: 'fetch' | 'xhr', method: string, url: string, status?: number];

export type ConsoleLevel = 'debug' | 'info' | 'warn' | 'error' | 'log';

/**
 * How an error was caught: by the window's 'error' or 'unhandledrejection' listener, or by Next's error
 * page (lib/client/error-reporting.ts reportClientError). ./early-breadcrumbs.ts `mechanism` names it as
 * the SDK does.
 */
export type Caught = 'onerror' | 'onunhandledrejection' | 'page_error';

export interface EarlyQueue {
  /** The last breadcrumbs, oldest first. */
  crumbs: RawBreadcrumb[];
  /** Breadcrumbs recorded so far, dropped ones included: the last one's rank plus one. */
  recorded: number;
  /** Errors in the order they happened, each with the number of breadcrumbs recorded before it. */
  errors: { error: unknown; caught: Caught; after: number }[];
}

export function earlyQueue(limits = { errors: ERROR_REPORTER.bufferSize, breadcrumbs: ERROR_REPORTER.maxBreadcrumbs }) {
  const queue: EarlyQueue = { crumbs: [], recorded: 0, errors: [] };
  return {
    queue,
    crumb(crumb: RawBreadcrumb) {
      queue.crumbs.push(crumb);
      queue.recorded++;
      if (queue.crumbs.length > limits.breadcrumbs) queue.crumbs.shift();
    },
    /** Queues an error, unless `limits.errors` already wait (then it is dropped). */
    error(error: unknown, caught: Caught) {
      if (queue.errors.length < limits.errors) queue.errors.push({ error, caught, after: queue.recorded });
    },
  };
}

/** The parts of a DOM element a click breadcrumb names (structurally, so tests need no DOM). */
export interface NamedElement {
  tagName: string;
  id: string;
  getAttribute(name: string): string | null;
  parentElement: NamedElement | null;
}

/**
 * The clicked element as the SDK's ui.click breadcrumb names it (@sentry/browser-utils
 * htmlTreeAsString): up to 5 elements from the target up, each `tag#id.class[attr="value"]` with the
 * attributes the SDK names, joined by ` > `, under 80 characters (the target always named), not <html>.
 * Computed at the click: the page may change before the SDK arrives.
 */
export function elementPath(target: NamedElement | null): string {
  const parts: string[] = [];
  for (let element = target, length = 0; element && parts.length < 5; element = element.parentElement) {
    let part = element.tagName.toLowerCase();
    if (part === 'html') break;
    if (element.id) part += `#${element.id}`;
    for (const name of (element.getAttribute('class') ?? '').split(/\s+/)) if (name) part += `.${name}`;
    for (const attribute of ['aria-label', 'type', 'name', 'title', 'alt']) {
      const value = element.getAttribute(attribute);
      if (value) part += `[${attribute}="${value}"]`;
    }
    if (parts.length && length + parts.length * 3 + part.length >= 80) break;
    parts.push(part);
    length += part.length;
  }
  return parts.reverse().join(' > ');
}
