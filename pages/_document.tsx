import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import type { ShellProps } from '@/components/layout/shell-props';
import { DEFAULT_LANGUAGE } from '@/lib/domain/language';

/** Renders styled-components' styles into the HTML (no unstyled flash) and sets `<html lang>` from the locale. */
export default class SiteDocument extends Document {
  static async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps> {
    const sheet = new ServerStyleSheet();
    const originalRenderPage = ctx.renderPage;
    try {
      ctx.renderPage = () =>
        originalRenderPage({ enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />) });
      const initialProps = await Document.getInitialProps(ctx);
      return { ...initialProps, styles: [initialProps.styles, sheet.getStyleElement()] };
    } finally {
      sheet.seal();
    }
  }

  render() {
    const pageProps = this.props.__NEXT_DATA__.props?.pageProps as Partial<ShellProps> | undefined;
    return (
      <Html lang={pageProps?.lang ?? DEFAULT_LANGUAGE}>
        <Head>
          <meta name="theme-color" content="#0059e9" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
