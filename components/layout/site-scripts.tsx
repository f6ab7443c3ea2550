import Script from 'next/script';
import { useSiteLocale } from './site-context';

export interface ScriptUrls {
  /** The card payment provider's hosted-fields widget (SPEC §2), from configuration. */
  paymentWidget: string;
  /** ROLLER's progressive checkout overlay script (GATEWAYS.md, Roller), from configuration. */
  progressiveCheckout: string;
}

/** Third-party scripts the shell loads, after the page is interactive so they never block rendering. */
export function SiteScripts({ urls }: { urls: ScriptUrls }) {
  const locale = useSiteLocale();
  return (
    <>
      <Script id="payment-widget" src={urls.paymentWidget} strategy="lazyOnload" />
      {locale.enableProgressiveCheckout && locale.progressiveCheckoutCode && (
        <Script
          id="progressive-checkout"
          src={urls.progressiveCheckout}
          strategy="lazyOnload"
          data-checkout={locale.progressiveCheckoutCode}
        />
      )}
    </>
  );
}
