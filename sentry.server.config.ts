import * as Sentry from '@sentry/nextjs';

/** Error reporting on the server; loaded by instrumentation.ts only when SENTRY_DSN is set. */
Sentry.init({
  dsn: process.env.SENTRY_DSN,
  dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
  maxBreadcrumbs: 100,
  transportOptions: { bufferSize: 64 },
});
