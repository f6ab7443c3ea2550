import { useEffect } from 'react';

/**
 * A confirmation link's page (`/booking/<token>`, `/gift-vouchers/purchase/<token>`) runs no third-party
 * script: its address and page data hold the token. Its server side has left the token in an HttpOnly
 * cookie for the API (lib/server/locales/confirmation-cookie.ts); the page then moves the visitor to the
 * token-free `route`, where the trackers run and the purchase is reported, by `location.replace`: the link's
 * address leaves the tab's history, and the navigation is our own page's, so the SameSite=Strict cookie
 * goes with that page's API call even when the link came from a webmail.
 *
 * A browser that keeps no cookie stays here and sees its confirmation on this page (without trackers).
 */
export function useConfirmationHandOver(route: string, found: boolean): void {
  useEffect(() => {
    if (found && navigator.cookieEnabled) window.location.replace(route);
  }, [route, found]);
}
