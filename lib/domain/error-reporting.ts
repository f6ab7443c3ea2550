import type { ErrorReportingConfig } from './error-reporting-config';
import { FILTERED, scrubBreadcrumb, scrubEvent, scrubLog, scrubText, type ScrubbableBreadcrumb, type ScrubbableEvent } from './error-scrubbing';

export { ERROR_REPORTING_META, type ErrorReportingConfig } from './error-reporting-config';

/**
 * What the browser and the server give the error reporter (Sentry), the same on both sides. Pure: the
 * SDK is loaded by sentry.client.config.ts and sentry.server.config.ts, which spread these options.
 */

/** The error reporter's constants, fixed by the product: buffer, breadcrumbs, log flush, 429 backoff. */
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

/**
 * Failures that are not bugs of ours: the visitor's network, browser extensions, third-party scripts.
 * Expected business results (sold out, invalid code, declined card) never get here: they are data.
 */
export const IGNORED_ERRORS: RegExp[] = [
  /^(TypeError: )?(Failed to fetch|NetworkError when attempting to fetch resource\.|Load failed)( \(.*\))?$/,
  /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/,
  /^AbortError/,
];

export const DENIED_SCRIPT_URLS: RegExp[] = [
  /^(chrome|moz|safari(-web)?)-extension:\/\//,
  /googletagmanager\.com|google-analytics\.com|connect\.facebook\.net|hs-scripts\.com|hs-analytics\.net|hs-banner\.com|hscollectedforms\.net/,
];

/**
 * Nothing personal is collected in the first place (no user, cookies, headers, bodies, query strings,
 * GraphQL variables, database values or local variables); what still slips into messages is scrubbed
 * before sending.
 */
export const DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [] as never[],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
};

export function beforeSend<T extends ScrubbableEvent>(event: T): T | null {
  const text = event.exception?.values?.map((value) => `${value.type ?? ''}: ${value.value ?? ''}`).join('\n') ?? event.message ?? '';
  if (IGNORED_ERRORS.some((pattern) => pattern.test(text) || pattern.test(text.replace(/^Error: /, '')))) return null;
  return scrubEvent(event);
}

export const beforeBreadcrumb = <T extends ScrubbableBreadcrumb>(breadcrumb: T): T => scrubBreadcrumb(breadcrumb);

export { scrubLog as beforeSendLog };

/** The options both sides pass to `Sentry.init`, besides the platform's own. */
export function errorReportingOptions(config: ErrorReportingConfig) {
  return {
    dsn: config.dsn,
    release: config.release,
    environment: config.environment,
    dataCollection: DATA_COLLECTION,
    maxBreadcrumbs: ERROR_REPORTER.maxBreadcrumbs,
    transportOptions: { bufferSize: ERROR_REPORTER.bufferSize },
    _flushInterval: ERROR_REPORTER.logFlushIntervalMs,
    ignoreErrors: IGNORED_ERRORS,
    denyUrls: DENIED_SCRIPT_URLS,
    beforeSend,
    beforeBreadcrumb,
    beforeSendLog: scrubLog,
  };
}

export { FILTERED, scrubText };
