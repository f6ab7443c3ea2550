import type { Instrumentation } from 'next';

/**
 * Errors thrown while rendering a page (a page's getServerSideProps, its render): bugs, so they are
 * reported. Expected results are typed data and never throw, and GraphQL reports its own unexpected
 * errors (lib/server/graphql/server.ts). The SDK was started by lib/server/app/serve.ts
 * (sentry.server.config.ts) when SENTRY_DSN is set; without it there is nothing to report to.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.SENTRY_DSN) return;
  const { captureRequestError } = await import('@sentry/nextjs');
  captureRequestError(error, request, context);
};
