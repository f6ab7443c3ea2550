/**
 * The browser's error-reporting configuration as the page carries it. Kept apart from the options and
 * scrubbing rules (./error-reporting.ts) so that the code every page runs at start-up, which only reads
 * this configuration, does not ship them: they travel with the SDK, which loads later.
 */

/** The page's `<meta name>` carrying the browser's configuration (pages/_document.tsx writes it). */
export const ERROR_REPORTING_META = 'error-reporting';

export interface ErrorReportingConfig {
  dsn: string;
  release: string;
  environment: string;
}
