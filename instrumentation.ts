import type { Instrumentation } from 'next';

export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.SENTRY_DSN) await import('./sentry.server.config');
}

/**
 * Errors thrown while rendering a page or answering an API route (getServerSideProps, a handler): bugs,
 * so they are reported. Expected results are typed data and never throw, and GraphQL reports its own
 * unexpected errors (lib/server/graphql/server.ts), which Apollo catches before they get here.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.SENTRY_DSN) return;
  const { captureRequestError } = await import('@sentry/nextjs');
  captureRequestError(error, request, context);
};
