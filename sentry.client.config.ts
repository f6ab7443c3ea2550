/**
 * Error reporting in the browser (SPEC §1, §9). The SDK is only downloaded when a DSN is configured, so a
 * site without error reporting ships none of it; the DSN is public by nature (it only allows sending).
 */
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;

if (dsn) {
  void import('@sentry/nextjs').then((Sentry) =>
    Sentry.init({
      dsn,
      dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
      maxBreadcrumbs: 100,
      transportOptions: { bufferSize: 64 },
    }),
  );
}
