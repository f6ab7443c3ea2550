import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import type { ShellProps } from '@/components/layout/shell-props';
import { ERROR_REPORTING_META } from '@/lib/domain/error-reporting-config';
import { DEFAULT_LANGUAGE } from '@/lib/domain/language';
import { responseNonce, setContentSecurityPolicy } from '@/lib/server/site';
import { env } from '@/lib/server/platform/config';
import { requestOrigin } from '@/lib/server/platform/http/request-origin';

interface Props {
  nonce?: string;
}

/**
 * Renders styled-components' styles into the HTML (no unstyled flash), sets `<html lang>` from the
 * locale, puts the response's Content-Security-Policy nonce on every script Next renders, and tells the
 * browser's error reporter its configuration (read at run time: one build serves any deployment).
 */
export default class SiteDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps & Props> {
    // Pages set their policy in getServerSideProps (lib/server/site/page-data.ts). A page rendered without
    // (an error page) gets the strictest one: the script inventory and no trackers.
    let nonce: string | undefined;
    if (ctx.res && !ctx.res.headersSent) {
      nonce =
        responseNonce(ctx.res) ??
        (ctx.req ? setContentSecurityPolicy(ctx.res, { origin: requestOrigin(ctx.req), paymentPage: true, trackers: null, progressiveCheckout: false }) : undefined);
    }
    const sheet = new ServerStyleSheet();
    const originalRenderPage = ctx.renderPage;
    try {
      ctx.renderPage = () =>
        originalRenderPage({ enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />) });
      const initialProps = await Document.getInitialProps(ctx);
      return { ...initialProps, nonce, styles: [initialProps.styles, sheet.getStyleElement()] };
    } finally {
      sheet.seal();
    }
  }

  render() {
    const pageProps = this.props.__NEXT_DATA__.props?.pageProps as Partial<ShellProps> | undefined;
    const { nonce } = this.props;
    const config = env();
    const errorReporting = config.NEXT_PUBLIC_SENTRY_DSN
      ? JSON.stringify({ dsn: config.NEXT_PUBLIC_SENTRY_DSN, release: config.SENTRY_RELEASE, environment: config.NODE_ENV })
      : null;
    return (
      <Html lang={pageProps?.lang ?? DEFAULT_LANGUAGE}>
        <Head nonce={nonce}>
          <meta name="theme-color" content="#0059e9" />
          <link rel="icon" href="/favicon.ico" sizes="32x32" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
          <link rel="manifest" href="/site.webmanifest" />
          {errorReporting && <meta name={ERROR_REPORTING_META} content={errorReporting} />}
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
