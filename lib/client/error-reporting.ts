import { ERROR_REPORTING_META, errorReportingOptions, type ErrorReportingConfig } from '@/lib/domain/error-reporting';

/**
 * Error reporting in the browser (SPEC §1, §9). The server writes the configuration into the page
 * (`<meta name="error-reporting">`, from SENTRY's settings at run time, so one build serves any
 * deployment); with no DSN nothing is loaded and nothing is sent. The SDK is fetched after start-up, so
 * a site without error reporting ships none of it; errors thrown before it arrives are kept and sent.
 */
type Sdk = typeof import('@sentry/nextjs');

let sdk: Promise<Sdk | null> = Promise.resolve(null);

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
  const early: unknown[] = [];
  const onError = (event: ErrorEvent) => early.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => early.push(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  sdk = import('@sentry/nextjs').then(
    (Sentry) => {
      Sentry.init(errorReportingOptions(config));
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      for (const error of early) Sentry.captureException(error, { mechanism: { handled: false, type: 'auto.browser.early' } });
      return Sentry;
    },
    () => null,
  );
}

/**
 * Reports an error a boundary caught (Next's error page after a client-side exception): such errors
 * never reach the global handlers. A no-op without error reporting.
 */
export function reportClientError(error: unknown): void {
  void sdk.then((Sentry) => Sentry?.captureException(error, { mechanism: { handled: false, type: 'auto.function.nextjs.page_error' } }));
}
