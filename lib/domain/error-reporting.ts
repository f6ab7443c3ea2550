import { ERROR_REPORTER, type ErrorReportingConfig } from './error-reporting-config';
import { FILTERED, scrubBreadcrumb, scrubEvent, scrubLog, scrubText, type ScrubbableBreadcrumb, type ScrubbableEvent } from './error-scrubbing';

export { ERROR_REPORTER, ERROR_REPORTING_META, type ErrorReportingConfig } from './error-reporting-config';

/**
 * What the browser and the server give the error reporter (Sentry), the same on both sides. Pure: the
 * SDK is loaded by sentry.client.config.ts and sentry.server.config.ts, which spread these options.
 */

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
