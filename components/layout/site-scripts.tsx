import dynamic from 'next/dynamic';
import Script from 'next/script';
import { useSiteLocale } from './site-context';

// The trackers render nothing until the page has hydrated (their queues and the nonce exist in the browser
// only), so they are a chunk loaded in the browser alone: no part of a page's first load. A tracker that
// starts after the page reported its view is handed it (lib/client/analytics.ts addTracker).
const Trackers = dynamic(() => import('./trackers'), { ssr: false });

export interface ScriptUrls {
  /** The hosted-fields widget (session.js) of the locale's card gateway, preloaded; null when it has none. */
  paymentWidget: string | null;
  /** ROLLER's progressive checkout overlay script (PROGRESSIVE_CHECKOUT_SCRIPT_URL); null when unset. */
  progressiveCheckout: string | null;
}

/**
 * Third-party scripts the shell loads, after the page is interactive so they never block rendering:
 * the payment providers' everywhere, the trackers except on payment pages (PCI DSS v4 6.4.3; their
 * Content-Security-Policy would refuse them anyway).
 */
export function SiteScripts({ urls, trackers }: { urls: ScriptUrls; trackers: boolean }) {
  const locale = useSiteLocale();
  return (
    <>
      {urls.paymentWidget && <Script id="payment-widget" src={urls.paymentWidget} strategy="lazyOnload" />}
      {urls.progressiveCheckout && locale.enableProgressiveCheckout && locale.progressiveCheckoutCode && (
        <Script
          id="progressive-checkout"
          src={urls.progressiveCheckout}
          strategy="lazyOnload"
          data-checkout={locale.progressiveCheckoutCode}
        />
      )}
      {trackers && <Trackers />}
    </>
  );
}
