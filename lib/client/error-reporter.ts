import {
  addBreadcrumb,
  breadcrumbsIntegration,
  BrowserClient,
  captureException,
  consoleIntegration,
  cultureContextIntegration,
  dedupeIntegration,
  defaultStackParser,
  eventFiltersIntegration,
  globalHandlersIntegration,
  httpContextIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
  normalizeStringifyValue,
  rewriteFramesIntegration,
} from '@sentry/browser';
import { applySdkMetadata, initAndBind, setNormalizeStringifier } from '@sentry/core';
import { handOver, mechanism } from '@/lib/domain/early-breadcrumbs';
import type { Caught, EarlyQueue } from '@/lib/domain/early-errors';
import { errorReportingOptions, type ErrorReportingConfig } from '@/lib/domain/error-reporting';

/**
 * The browser's Sentry SDK, loaded by lib/client/error-reporting.ts on the page's first error and only
 * when the page carries a DSN. It is the SDK's browser client with its default integrations (global
 * handlers, breadcrumbs, linked errors, dedupe, event filters...) and the options and scrubbing
 * rules the server uses too (lib/domain/error-reporting.ts). Not @sentry/nextjs's client entry: its
 * `init` always adds tracing, which this site does not use (no traces are sampled), and a dynamic import
 * of it brings the whole package (session replay, feedback widget, tracing), about 150 kB gzipped.
 * Nor the browser SDK's `init`: it imports every default integration, so the client is set up here as
 * `init` does (initAndBind) with the defaults this site uses, listed, and the chunk carries only them
 * (issue #25: the error reporter counts in every page's first-load JavaScript budget).
 */

/**
 * @sentry/browser's default integrations (its sdk.js getDefaultIntegrations) less those this site has no
 * use for: `browserApiErrors` (wraps every timer and listener in a try/catch; the global handlers report
 * the same errors), `functionToString` (only undoes that wrapping), `conversationId` (AI SDKs), and
 * `browserSession`: session tracking counts every page view, healthy or not, so it needs the SDK on every
 * view, and the SDK now loads on a page's first error only (issue #25), so sessions are not tracked.
 */
export const integrations = () => [
  eventFiltersIntegration(),
  breadcrumbsIntegration(),
  consoleIntegration(),
  globalHandlersIntegration(),
  linkedErrorsIntegration(),
  dedupeIntegration(),
  httpContextIntegration(),
  cultureContextIntegration(),
];

/** Stack frames of our scripts as Sentry's Next.js SDK names them: `app:///_next/static/…`, whatever the host. */
const frameNormalization = rewriteFramesIntegration({
  iteratee: (frame) => {
    try {
      const { origin } = new URL(frame.filename ?? '');
      frame.filename = frame.filename?.replace(origin, 'app://');
    } catch {
      // not a URL (native code, eval): left as it is
    }
    if (frame.filename?.startsWith('app:///_next')) frame.filename = decodeURI(frame.filename);
    return frame;
  },
});

/**
 * Starts the SDK and hands it what waited (lib/domain/early-breadcrumbs.ts): the breadcrumbs through
 * `addBreadcrumb`, so the options' beforeBreadcrumb scrubs them and maxBreadcrumbs holds, and each
 * queued error in turn after the breadcrumbs that preceded it. Returns how the page reports from now on.
 */
export function startSdk(config: ErrorReportingConfig, queue: EarlyQueue): (error: unknown, caught: Caught) => void {
  const options = {
    ...errorReportingOptions(config),
    integrations: [...integrations(), frameNormalization],
    stackParser: defaultStackParser,
    transport: makeFetchTransport,
  };
  applySdkMetadata(options, 'nextjs', ['nextjs', 'browser']);
  // As `init` does: DOM nodes in reported values are named by their place in the page.
  setNormalizeStringifier(normalizeStringifyValue);
  initAndBind(BrowserClient, options);
  const report = (error: unknown, caught: Caught) => void captureException(error, { mechanism: mechanism(caught) });
  handOver(queue, { breadcrumb: (breadcrumb) => addBreadcrumb(breadcrumb), error: report });
  return report;
}
