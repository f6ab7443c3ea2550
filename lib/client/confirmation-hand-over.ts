import { useEffect, useState } from 'react';

/**
 * A confirmation link's page (`/booking/<token>`, `/gift-vouchers/purchase/<token>`) runs no third-party
 * script: its address and page data hold the token. Its server side has left the token in an HttpOnly
 * cookie for the API (lib/server/locales/confirmation-cookie.ts); the page then moves the visitor to the
 * token-free `route`, where the trackers run and the purchase is reported, by `location.replace`: the link's
 * address leaves the tab's history, and the navigation is our own page's, so the SameSite=Strict cookie
 * goes with that page's API call even when the link came from a webmail.
 *
 * True while the page is handing over (it then shows a status, lines, components/views/hand-over.tsx); a
 * browser that keeps no cookie stays, and sees its confirmation on this page (without trackers).
 */
export function useConfirmationHandOver(route: string, found: boolean): boolean {
  const [stays, setStays] = useState(false);
  useEffect(() => {
    if (!found) return;
    if (navigator.cookieEnabled) window.location.replace(route);
    else setStays(true);
  }, [route, found]);
  return found && !stays;
}
