import type { Language } from '@/lib/domain/language';
import type { PageData } from '@/lib/client/page-data';
import type { ScriptUrls } from './site-scripts';

/** The props every page hands the `_app` shell (built by lib/server/page-data `withShell`). */
export interface ShellProps {
  /** The host name this page was served for. */
  domain: string;
  /** The scheme, host and port the visitor used, for absolute links (hreflang alternates). */
  origin: string;
  lang: Language;
  /** The shell answers 404 when the page data says so, or when no locale matches the host. */
  notFound?: boolean;
  /** The database is unreachable for a moment: the page is the 503 "try again" page. */
  unavailable?: boolean;
  /** The results of the queries getServerSideProps ran, which the page renders from. */
  pageData?: PageData;
  scripts?: ScriptUrls;
  /**
   * A page with card fields (PCI DSS v4 payment page): its Content-Security-Policy allows only the script
   * inventory, so no tracker loads, and moving between it and other pages loads a fresh document.
   */
  paymentPage?: boolean;
  /**
   * A page that holds a secret in its address or page data (a confirmation link's token): it runs no
   * third-party script at all, neither trackers nor the payment providers' (lib/server/site/page-data.ts).
   */
  firstPartyOnly?: boolean;
  /** A visitor's own page (checkout, a confirmation): not indexed, so no canonical or alternates, which would name its token. */
  personal?: boolean;
  /**
   * A page of the booking widget, shown in an overlay on a partner's site (lib/client/widget-embedding.tsx):
   * `host` is the embedding page's origin when the park lists it, else null.
   */
  embedded?: { host: string | null };
}
