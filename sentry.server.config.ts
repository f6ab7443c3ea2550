import * as Sentry from '@sentry/nextjs';
import { errorReportingOptions } from '@/lib/domain/error-reporting';
import { env } from '@/lib/server/platform/config';
import { setServerErrorReporter } from '@/lib/server/platform/error-reporting';

/**
 * Error reporting on the server; loaded by instrumentation.ts only when SENTRY_DSN is set. The same
 * constants and scrubbing as the browser (lib/domain/error-reporting.ts).
 */
const config = env();

if (config.SENTRY_DSN) {
  Sentry.init(errorReportingOptions({ dsn: config.SENTRY_DSN, release: config.SENTRY_RELEASE, environment: config.NODE_ENV }));
  setServerErrorReporter((cause, graphqlPath) =>
    Sentry.withScope((scope) => {
      if (graphqlPath) scope.setContext('graphql', { path: graphqlPath });
      Sentry.captureException(cause, { mechanism: { handled: false, type: 'auto.graphql.unexpected' } });
    }),
  );
}
