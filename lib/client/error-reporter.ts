import { captureException, getDefaultIntegrations, init, rewriteFramesIntegration } from '@sentry/browser';
import { applySdkMetadata } from '@sentry/core';
import { errorReportingOptions, type ErrorReportingConfig } from '@/lib/domain/error-reporting';

/**
 * The browser's Sentry SDK, loaded by lib/client/error-reporting.ts once the page is interactive and only
 * when the page carries a DSN. It is the SDK's browser client with its default integrations (global
 * handlers, breadcrumbs, linked errors, dedupe, event filters, sessions...) and the options and scrubbing
 * rules the server uses too (lib/domain/error-reporting.ts). Not @sentry/nextjs's client entry: its
 * `init` always adds tracing, which this site does not use (no traces are sampled), and a dynamic import
 * of it brings the whole package (session replay, feedback widget, tracing), about 150 kB gzipped.
 */

/** Stack frames of our scripts as Sentry's Next.js SDK names them: `app:///_next/static/…`, whatever the host. */
const frameNormalization = rewriteFramesIntegration({
  iteratee: (frame) => {
    try {
      const { origin } = new URL(frame.filename ?? '');
      frame.filename = frame.filename?.replace(origin, 'app://');
    } catch {
      // not a URL (native code, eval): left as it is
    }
    if (frame.filename?.startsWith('app:///_next')) frame.filename = decodeURI(frame.filename);
    return frame;
  },
});

export function startSdk(config: ErrorReportingConfig): void {
  const options = { ...errorReportingOptions(config), defaultIntegrations: [...getDefaultIntegrations({}), frameNormalization] };
  applySdkMetadata(options, 'nextjs', ['nextjs', 'browser']);
  init(options);
}

export { captureException };
