import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import type { ShellProps } from '@/components/layout/shell-props';
import type { StaffShellProps } from '@/components/back-office/staff-props';
import { KeptCompiledRules } from '@/styles/compiled-rules';
import { ERROR_REPORTING_META } from '@/lib/domain/error-reporting-config';
import { DEFAULT_LANGUAGE } from '@/lib/domain/language';
import { handedOver } from '@/lib/next/server-side';
import type { DocumentSettings } from '@/lib/server/site';

type Props = Partial<DocumentSettings>;

/**
 * Renders styled-components' styles into the HTML (no unstyled flash; each block of CSS compiled once,
 * styles/compiled-rules.tsx), sets `<html lang>` from the locale, puts the response's
 * Content-Security-Policy nonce on every script Next renders, and tells the
 * browser's error reporter its configuration (lib/server/site/pages.ts documentSettings, handed over by
 * serve.ts with the request). A page Next prerenders at build (the static 404) has no request: no nonce.
 */
export default class SiteDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps & Props> {
    const server = handedOver(ctx.req);
    if (ctx.res && !server) throw new Error('This request did not come through lib/server/app/serve.ts');
    const settings = server && ctx.req && ctx.res ? server.documentSettings(ctx.req, ctx.res) : { errorReporting: null };
    const sheet = new ServerStyleSheet();
    const originalRenderPage = ctx.renderPage;
    try {
      ctx.renderPage = () =>
        originalRenderPage({
          enhanceApp: (App) => (props) =>
            sheet.collectStyles(
              <KeptCompiledRules>
                <App {...props} />
              </KeptCompiledRules>,
            ),
        });
      const initialProps = await Document.getInitialProps(ctx);
      return { ...initialProps, ...settings, styles: [initialProps.styles, sheet.getStyleElement()] };
    } finally {
      sheet.seal();
    }
  }

  render() {
    const pageProps = this.props.__NEXT_DATA__.props?.pageProps as (Partial<ShellProps> & Partial<Pick<StaffShellProps, 'manifest'>>) | undefined;
    const { nonce, errorReporting } = this.props;
    return (
      <Html lang={pageProps?.lang ?? DEFAULT_LANGUAGE}>
        <Head nonce={nonce}>
          <meta name="theme-color" content="#0059e9" />
          <link rel="icon" href="/favicon.ico" sizes="32x32" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
          <link rel="manifest" href={pageProps?.manifest ?? '/site.webmanifest'} />
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
