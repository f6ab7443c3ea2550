import * as Sentry from '@sentry/nextjs';
import { errorReportingOptions } from '@/lib/domain/error-reporting';
import type { ServerErrorReporter } from '@/lib/server/platform/error-reporting';

/**
 * Error reporting on the server, started by lib/server/app/serve.ts only when SENTRY_DSN is set, before
 * Next.js is prepared: the one SDK of the process, which instrumentation.ts's onRequestError reports
 * render errors through. The same constants and scrubbing as the browser (lib/domain/error-reporting.ts).
 */
export function startServerErrorReporting(options: { dsn: string; release: string; environment: string }): ServerErrorReporter {
  Sentry.init(errorReportingOptions(options));
  return (cause, graphqlPath) =>
    Sentry.withScope((scope) => {
      if (graphqlPath) scope.setContext('graphql', { path: graphqlPath });
      Sentry.captureException(cause, { mechanism: { handled: false, type: 'auto.graphql.unexpected' } });
    });
}
