import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pathOf } from '@/lib/client/analytics';
import { changeLanguage } from '@/lib/client/i18n';
import { EmbeddingProvider } from '@/lib/client/widget-embedding';
import { originFor } from '@/lib/domain/host';
import { toLanguage } from '@/lib/domain/language';
import { intlLocale, rememberMoneyPattern } from '@/lib/domain/money';
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

export type ShellAppProps = AppProps<ShellProps>;

/** The page inside its park's locale: context, language, alternates and the locale's scripts. */
export function Site({ locale, Component, pageProps }: { locale: SiteLocale } & Pick<ShellAppProps, 'Component' | 'pageProps'>) {
  const { scripts, paymentPage, personal, firstPartyOnly } = pageProps;
  const { i18n } = useTranslation();
  const language = toLanguage(locale.locale);
  // Before anything below formats a price: the page hydrates without building an Intl.NumberFormat.
  if (locale.moneyPattern) rememberMoneyPattern(intlLocale(locale.hrefLang, language), locale.moneyPattern);
  useEffect(() => {
    if (i18n.language !== language) void changeLanguage(i18n, language);
    document.documentElement.lang = language;
  }, [language, i18n]);
  const origin = pageProps.origin ?? window.location.origin;
  const host = pageProps.embedded?.host;
  // Made once per page: a new object each render would re-render every link below.
  const embedding = useMemo(() => (host === undefined ? null : { host, siteOrigin: origin }), [host, origin]);
  return (
    <SiteProvider value={{ locale, origin }}>
      <EmbeddingProvider value={embedding}>
        {!personal && <AlternateLinks locale={locale} origin={origin} />}
        {scripts && !firstPartyOnly && <SiteScripts urls={scripts} trackers={!paymentPage} />}
        <Component {...pageProps} />
      </EmbeddingProvider>
    </SiteProvider>
  );
}
