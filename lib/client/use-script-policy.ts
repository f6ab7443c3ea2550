import { useEffect } from 'react';

/**
 * Which scripts a document may run is fixed when it loads: its Content-Security-Policy says so, and a
 * script that ran stays in the page. 'site': the locale's trackers; 'payment': a page with card fields,
 * only the script inventory (PCI DSS v4 6.4.3); 'firstParty': a page holding a confirmation link's token,
 * no third-party script at all (issue #21); 'none': an error page rendered without page data.
 */
export type ScriptPolicy = 'site' | 'payment' | 'firstParty' | 'none';

let documentPolicy: ScriptPolicy | undefined;

/** The policy of the document this tab is showing (the first page rendered in it). */
export const currentDocumentPolicy = (): ScriptPolicy | undefined => documentPolicy;

/**
 * True when the route being shown needs another policy than this document's: client-side navigation
 * would run a payment page beside trackers already loaded, or a page with trackers under a payment
 * page's policy that refuses them. The route is then loaded as a new document (the URL is already
 * the new one), and the caller shows nothing of it meanwhile. A reload, not `location.replace(href)`:
 * when the address has a #fragment (an activity's `#book`, reached with Back from the checkout) replacing
 * it with itself is a same-document fragment navigation that loads nothing, and the tab kept showing
 * the overlay.
 */
export function useSeparateDocument(policy: ScriptPolicy): boolean {
  if (typeof window !== 'undefined') documentPolicy ??= policy;
  const leaving = typeof window !== 'undefined' && policy !== documentPolicy && policy !== 'none';
  useEffect(() => {
    if (leaving) window.location.reload();
  }, [leaving]);
  return leaving;
}
