import { GraphQLError } from 'graphql';

/** Sends one bug to the error reporter, with where in a GraphQL answer it happened. */
export type ServerErrorReporter = (cause: unknown, graphqlPath?: string) => void;

// On globalThis: serve.ts's GraphQL endpoint runs its own copy of the server modules, outside Next's
// bundles, and must report through the one SDK instrumentation.ts set up.
const holder = globalThis as typeof globalThis & { __serverErrorReporter?: ServerErrorReporter };

/** Called by sentry.server.config.ts once the SDK is set up (only when SENTRY_DSN is set). */
export function setServerErrorReporter(report: ServerErrorReporter): void {
  holder.__serverErrorReporter = report;
}

/**
 * Reports a bug caught on the server (an unexpected GraphQL error; render and route errors come through
 * instrumentation.ts). Nothing happens without SENTRY_DSN: the SDK is not even loaded. The event is
 * scrubbed of personal data by the SDK's beforeSend (lib/domain/error-reporting.ts).
 */
export function reportUnexpectedError(error: unknown, where?: { path?: readonly (string | number)[] }): void {
  const cause = error instanceof GraphQLError && error.originalError ? error.originalError : error;
  holder.__serverErrorReporter?.(cause, where?.path?.join('.'));
}
