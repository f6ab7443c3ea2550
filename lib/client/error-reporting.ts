import { ERROR_REPORTING_META, type ErrorReportingConfig } from '@/lib/domain/error-reporting-config';
import { earlyQueue, type Caught } from '@/lib/domain/early-errors';
import { recordBreadcrumbs } from './breadcrumb-recorder';

/**
 * Error reporting in the browser, with the constants of lib/domain/error-reporting.ts. The server writes
 * the configuration into the page (`<meta name="error-reporting">`, from SENTRY's settings at run time,
 * so one build serves any deployment); with no DSN nothing is loaded, recorded or sent.
 *
 * The SDK (./error-reporter.ts, about 28 kB gzipped) is fetched on the page's first error only (issue
 * #25): an error-free page view never fetches it. Until it starts, this module keeps the errors (window
 * 'error' and 'unhandledrejection', and those Next's error page reports through `reportClientError`), up
 * to ERROR_REPORTER.bufferSize, and a small first-party recorder (./breadcrumb-recorder.ts) keeps the
 * last ERROR_REPORTER.maxBreadcrumbs breadcrumbs (lib/domain/early-errors.ts). When the SDK has started,
 * they are handed to it in the order they happened, each once, so the first report carries the
 * breadcrumbs that led to it; from then on the SDK's own integrations catch and record.
 * Refused scripts (CSP) are reported by the browser itself to the policy's report-uri, without the SDK.
 */
type Sdk = typeof import('./error-reporter');

/** Where an error goes: into the queue (loading the SDK) until it has started, then straight to it. */
let report: (error: unknown, caught: Caught) => void = () => undefined;

export function readConfig(doc: Document = document): ErrorReportingConfig | null {
  const content = doc.querySelector(`meta[name="${ERROR_REPORTING_META}"]`)?.getAttribute('content');
  if (!content) return null;
  try {
    const config = JSON.parse(content) as Partial<ErrorReportingConfig>;
    return config.dsn ? { dsn: config.dsn, release: config.release ?? '', environment: config.environment ?? 'production' } : null;
  } catch {
    return null;
  }
}

export function startErrorReporting(): void {
  if (typeof window === 'undefined') return;
  const config = readConfig();
  if (!config) return;
  const early = earlyQueue();
  const stopRecording = recordBreadcrumbs(early.crumb);
  let loading = false;
  const onError = (event: ErrorEvent) => report(event.error ?? event.message, 'onerror');
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason, 'onunhandledrejection');
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);

  const start = (sdk: Sdk) => {
    // In one go, so nothing falls between the recorder and the SDK's integrations.
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    stopRecording();
    report = sdk.startSdk(config, early.queue);
  };
  report = (error, caught) => {
    early.error(error, caught);
    if (loading) return;
    loading = true;
    // A failed fetch (offline, a new deployment) keeps the queue; the next error tries again.
    import('./error-reporter').then(start, () => (loading = false));
  };
}

/**
 * Reports an error a boundary caught (Next's error page after a client-side exception): such errors
 * never reach the global handlers. A no-op without error reporting.
 */
export function reportClientError(error: unknown): void {
  report(error, 'page_error');
}
