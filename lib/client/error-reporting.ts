import { ERROR_REPORTING_META, type ErrorReportingConfig } from '@/lib/domain/error-reporting-config';

/**
 * Error reporting in the browser, with the constants of lib/domain/error-reporting.ts. The server writes
 * the configuration into the page (`<meta name="error-reporting">`, from SENTRY's settings at run time,
 * so one build serves any deployment); with no DSN nothing is loaded and nothing is sent. The SDK
 * (./error-reporter.ts) is fetched once the page is interactive (after the load event, when the browser
 * is idle), so it never competes with the page's own scripts; errors thrown before it arrives are kept
 * and sent.
 */
type Sdk = typeof import('./error-reporter');

let sdk: Promise<Sdk | null> = Promise.resolve(null);

/** Longest wait for an idle moment after the load event before the SDK is fetched anyway. */
const IDLE_TIMEOUT_MS = 2_000;

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

/** Resolves once the page has loaded and the browser is idle (or IDLE_TIMEOUT_MS after the load event). */
function whenInteractive(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS }) : setTimeout(resolve, 1);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

export function startErrorReporting(): void {
  if (typeof window === 'undefined') return;
  const config = readConfig();
  if (!config) return;
  const early: unknown[] = [];
  const onError = (event: ErrorEvent) => early.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => early.push(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  sdk = whenInteractive()
    .then(() => import('./error-reporter'))
    .then(
      (reporter) => {
        reporter.startSdk(config);
        window.removeEventListener('error', onError);
        window.removeEventListener('unhandledrejection', onRejection);
        for (const error of early) reporter.captureException(error, { mechanism: { handled: false, type: 'auto.browser.early' } });
        return reporter;
      },
      () => null,
    );
}

/**
 * Reports an error a boundary caught (Next's error page after a client-side exception): such errors
 * never reach the global handlers. A no-op without error reporting.
 */
export function reportClientError(error: unknown): void {
  void sdk.then((reporter) => reporter?.captureException(error, { mechanism: { handled: false, type: 'auto.function.nextjs.page_error' } }));
}
