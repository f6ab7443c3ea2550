import { GraphQLError } from 'graphql';

/**
 * Reports a bug caught on the server (an unexpected GraphQL error; render and route errors come through
 * instrumentation.ts). Nothing happens without SENTRY_DSN: the SDK is not even loaded. The event is
 * scrubbed of personal data by the SDK's beforeSend (lib/domain/error-reporting.ts).
 */
export function reportUnexpectedError(error: unknown, where?: { path?: readonly (string | number)[] }): void {
  if (!process.env.SENTRY_DSN) return;
  const cause = error instanceof GraphQLError && error.originalError ? error.originalError : error;
  void import('@sentry/nextjs')
    .then((Sentry) => {
      if (!Sentry.getClient()) return;
      Sentry.withScope((scope) => {
        if (where?.path) scope.setContext('graphql', { path: where.path.join('.') });
        Sentry.captureException(cause, { mechanism: { handled: false, type: 'auto.graphql.unexpected' } });
      });
    })
    .catch(() => undefined);
}
