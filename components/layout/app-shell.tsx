import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import { ErrorView } from '@/components/views/error-view';
import { PAGE_QUERIES } from '@/lib/client/page-queries';
import { getAnonymousToken } from '@/lib/client/anonymous-token';
import { usePageData } from '@/lib/client/use-page-data';
import { usePageViews } from '@/lib/client/use-page-views';
import { useSeparateDocument, type ScriptPolicy } from '@/lib/client/use-script-policy';
import { DemoNotice } from './demo-notice';
import { LoadingOverlay } from './loading-overlay';
import { Site, type ShellAppProps } from './site';
import type { SiteLocale } from './site-context';

// Loaded with the GraphQL client, only by pages rendered without server data.
const BrowserLocale = dynamic(() => import('./browser-locale').then((m) => m.BrowserLocale), { ssr: false });

/**
 * A page rendered without server data (the static 404) fetches its host's locale once in the browser;
 * the loading overlay stays in place until it has answered.
 */
function BrowserSite({ domain, ...page }: { domain: string } & Pick<ShellAppProps, 'Component' | 'pageProps'>) {
  const [answer, setAnswer] = useState<{ locale: SiteLocale | null } | null>(null);
  const onAnswer = useCallback((locale: SiteLocale | null) => setAnswer({ locale }), []);
  return (
    <>
      <BrowserLocale domain={domain} onAnswer={onAnswer} />
      {answer?.locale?.demo && <DemoNotice />}
      {!answer ? <LoadingOverlay /> : answer.locale ? <Site locale={answer.locale} {...page} /> : <ErrorView statusCode={404} />}
    </>
  );
}

/**
 * The shell around every page: 404 when the page data says notFound or no locale matches the host; the
 * loading overlay while the locale loads on the client; the locale's scripts (no trackers on payment
 * pages, which never share a document with pages that have them); page views.
 */
export function AppShell({ Component, pageProps }: ShellAppProps) {
  const { domain: serverDomain, notFound, unavailable, scripts, paymentPage, firstPartyOnly } = pageProps;
  const policy: ScriptPolicy = !scripts ? 'none' : firstPartyOnly ? 'firstParty' : paymentPage ? 'payment' : 'site';
  const leaving = useSeparateDocument(policy);
  // Pages rendered without server data (the static 404) learn their host only once in the browser.
  const [browserDomain, setBrowserDomain] = useState<string | null>(null);
  useEffect(() => {
    getAnonymousToken(); // created on first visit
    // How this visit arrived, kept only by the first page of the tab's visit. Its rules (lib/domain/attribution.ts)
    // are a chunk fetched once the page is up, out of every page's first load; the address is read now, before
    // the visitor can move on.
    const landing = { landingUrl: window.location.href, referrer: document.referrer, userAgent: navigator.userAgent };
    void import('@/lib/client/attribution').then(({ rememberLanding }) => rememberLanding(landing)).catch(() => {}); // not fetched: the order goes without its arrival
    if (!serverDomain && !notFound) setBrowserDomain(window.location.hostname);
  }, [serverDomain, notFound]);
  // The booking widget, on a partner's page, runs no tracker and keeps no view back for one: it reports none.
  usePageViews(pageProps.embedded ? 'firstParty' : policy, leaving);
  // The server's render sent the locale in the page data.
  const serverLocale = usePageData(PAGE_QUERIES.getLocale, { domain: serverDomain ?? '' })?.getLocale;

  // Between a payment page and the rest, the route loads as a new document: show nothing of it here.
  if (leaving) return <LoadingOverlay />;
  if (browserDomain) return <BrowserSite domain={browserDomain} Component={Component} pageProps={pageProps} />;
  return (
    <>
      {serverLocale?.demo && <DemoNotice />}
      {notFound ? (
        <ErrorView statusCode={404} />
      ) : unavailable ? (
        <ErrorView statusCode={503} />
      ) : serverDomain ? (
        serverLocale ? <Site locale={serverLocale} Component={Component} pageProps={pageProps} /> : <ErrorView statusCode={404} />
      ) : (
        <Component {...pageProps} />
      )}
    </>
  );
}
