/**
 * The browser's error-reporting configuration as the page carries it. Kept apart from the options and
 * scrubbing rules (./error-reporting.ts) so that the code every page runs at start-up, which only reads
 * this configuration, does not ship them: they travel with the SDK, which loads on a page's first error.
 * The reporter's constants live here too: the queue that holds errors and breadcrumbs until the SDK
 * arrives (./early-errors.ts) runs at start-up and obeys them (./error-reporting.ts re-exports them).
 */

/** The page's `<meta name>` carrying the browser's configuration (pages/_document.tsx writes it). */
export const ERROR_REPORTING_META = 'error-reporting';

export interface ErrorReportingConfig {
  dsn: string;
  release: string;
  environment: string;
}

/** The error reporter's constants, fixed by the product (/work/shared/SPEC.md): buffer, breadcrumbs, log flush, 429 backoff. */
export const ERROR_REPORTER = {
  /** Events waiting to be sent at once (the transport's buffer); more are dropped, not queued. */
  bufferSize: 64,
  maxBreadcrumbs: 100,
  /** Logs (and metrics) are flushed after 5 s idle. */
  logFlushIntervalMs: 5_000,
  /**
   * After a 429 without a Retry-After, sending pauses for 60 s. This is the SDK's own default
   * (@sentry/core DEFAULT_RETRY_AFTER, checked by a unit test), not an option it takes.
   */
  rateLimitBackoffMs: 60_000,
} as const;
