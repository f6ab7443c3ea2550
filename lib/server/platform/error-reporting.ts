import { GraphQLError } from 'graphql';

/** Sends one bug to the error reporter, with where in a GraphQL answer it happened. */
export type ServerErrorReporter = (cause: unknown, graphqlPath?: string) => void;

// Handed over by lib/server/app/serve.ts at start-up when SENTRY_DSN is set (sentry.server.config.ts).
let reporter: ServerErrorReporter | undefined;

export function useErrorReporter(report: ServerErrorReporter): void {
  reporter = report;
}

/**
 * Reports a bug caught on the server (an unexpected GraphQL error; render errors come through
 * instrumentation.ts). Nothing happens without SENTRY_DSN: the SDK is not even loaded. The event is
 * scrubbed of personal data by the SDK's beforeSend (lib/domain/error-reporting.ts).
 */
export function reportUnexpectedError(error: unknown, where?: { path?: readonly (string | number)[] }): void {
  const cause = error instanceof GraphQLError && error.originalError ? error.originalError : error;
  reporter?.(cause, where?.path?.join('.'));
}
