import { useQuery } from '@apollo/client/react';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorView } from '@/components/views/error-view';
import { GetLocaleDocument } from '@/graphql/generated/operations';
import { pathOf } from '@/lib/client/analytics';
import { getAnonymousToken } from '@/lib/client/anonymous-token';
import { usePageData } from '@/lib/client/use-page-data';
import { changeLanguage } from '@/lib/client/i18n';
import { usePageViews } from '@/lib/client/use-page-views';
import { useSeparateDocument, type ScriptPolicy } from '@/lib/client/use-script-policy';
import { originFor } from '@/lib/domain/host';
import { toLanguage } from '@/lib/domain/language';
import { LoadingOverlay } from './loading-overlay';
import type { ShellProps } from './shell-props';
import { SiteProvider, type SiteLocale } from './site-context';
import { SiteScripts } from './site-scripts';

/** Canonical URL, and hreflang alternates: the same page in the other languages of this park. */
function AlternateLinks({ locale, origin }: { locale: SiteLocale; origin: string }) {
  const path = pathOf(useRouter().asPath);
  const alternates = locale.locales.filter((other) => (other.park?.id ?? null) === (locale.park?.id ?? null));
  return (
    <Head>
      <link rel="canonical" href={`${originFor(locale.domain, origin)}${path}`} />
      {alternates.length > 1 && alternates.map((other) => (
        <link key={other.id} rel="alternate" hrefLang={other.hrefLang} href={`${originFor(other.domain, origin)}${path}`} />
      ))}
    </Head>
  );
}

type ShellAppProps = AppProps<ShellProps>;

/** The page inside its park's locale: context, language, alternates and the locale's scripts. */
function Site({ locale, Component, pageProps }: { locale: SiteLocale } & Pick<ShellAppProps, 'Component' | 'pageProps'>) {
  const { scripts, paymentPage, personal } = pageProps;
  const { i18n } = useTranslation();
  const language = toLanguage(locale.locale);
  useEffect(() => {
    if (i18n.language !== language) void changeLanguage(i18n, language);
    document.documentElement.lang = language;
  }, [language, i18n]);
  const origin = pageProps.origin ?? window.location.origin;
  return (
    <SiteProvider value={{ locale, origin }}>
      {!personal && <AlternateLinks locale={locale} origin={origin} />}
      {scripts && <SiteScripts urls={scripts} trackers={!paymentPage} />}
      <Component {...pageProps} />
    </SiteProvider>
  );
}

/** A page rendered without server data (the static 404) fetches its host's locale once in the browser. */
function BrowserSite({ domain, ...page }: { domain: string } & Pick<ShellAppProps, 'Component' | 'pageProps'>) {
  const { data, loading } = useQuery(GetLocaleDocument, { variables: { domain } });
  const locale = data?.getLocale;
  if (locale) return <Site locale={locale} {...page} />;
  return loading ? <LoadingOverlay /> : <ErrorView statusCode={404} />;
}

/**
 * SPEC §2's shell around every page: 404 when the page data says notFound or no locale matches the
 * host; the loading overlay while the locale loads on the client; the locale's scripts (no trackers on
 * payment pages, which never share a document with pages that have them); page views.
 */
export function AppShell({ Component, pageProps }: ShellAppProps) {
  const { domain: serverDomain, notFound, unavailable, scripts, paymentPage } = pageProps;
  const policy: ScriptPolicy = !scripts ? 'none' : paymentPage ? 'payment' : 'site';
  const leaving = useSeparateDocument(policy);
  // Pages rendered without server data (the static 404) learn their host only once in the browser.
  const [browserDomain, setBrowserDomain] = useState<string | null>(null);
  useEffect(() => {
    getAnonymousToken(); // SPEC §4: created on first visit
    if (!serverDomain && !notFound) setBrowserDomain(window.location.hostname);
  }, [serverDomain, notFound]);
  usePageViews(policy, leaving);
  // The server's render put the locale in the page's Apollo state.
  const serverLocale = usePageData(GetLocaleDocument, { domain: serverDomain ?? '' })?.getLocale;

  // Between a payment page and the rest, the route loads as a new document: show nothing of it here.
  if (leaving) return <LoadingOverlay />;
  if (notFound) return <ErrorView statusCode={404} />;
  if (unavailable) return <ErrorView statusCode={503} />;
  if (serverDomain) return serverLocale ? <Site locale={serverLocale} Component={Component} pageProps={pageProps} /> : <ErrorView statusCode={404} />;
  if (browserDomain) return <BrowserSite domain={browserDomain} Component={Component} pageProps={pageProps} />;
  return <Component {...pageProps} />;
}
