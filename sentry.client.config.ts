import { startErrorReporting } from '@/lib/client/error-reporting';

/**
 * Error reporting in the browser: configured at run time by the page the server sent
 * (lib/client/error-reporting.ts); without a DSN nothing is loaded or sent.
 */
startErrorReporting();
