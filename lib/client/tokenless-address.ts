import { useLayoutEffect } from 'react';

/**
 * Confirmation pages open from an unguessable link (`/booking/<token>`) that shows the visitor's booking
 * or voucher. Third-party trackers read the address bar themselves (the pixel and the CRM send it, a tag
 * manager's tags use its Page URL), so once the page has found what the token names it swaps its address
 * for the token-less route (`/booking`), before any tracker starts, and keeps the token in this tab's
 * session storage, where the route's page finds it again on a reload or a step back. Without session
 * storage that page asks for the email's link instead.
 */
const storageKey = (route: string) => `confirmation-token:${route}`;

/** The token behind `route` in this tab, if the tab has opened one. */
export function storedToken(route: string): string | null {
  try {
    return window.sessionStorage.getItem(storageKey(route));
  } catch {
    return null;
  }
}

function hideToken(route: string, token: string): void {
  const { pathname, search, hash } = window.location;
  if (pathname !== `${route}/${token}`) return;
  try {
    window.sessionStorage.setItem(storageKey(route), token);
  } catch {
    // No session storage: a reload of the route asks for the link again.
  }
  // Next's history entry names the route too, so stepping back to it renders the route's page.
  const state: unknown = window.history.state;
  const next = state && typeof state === 'object' ? { ...state, url: route, as: `${route}${search}` } : state;
  window.history.replaceState(next, '', `${route}${search}${hash}`);
}

type Lookup = { __typename?: string; code?: string } | null | undefined;

/**
 * A layout effect: it runs in the commit that shows the page, before the shell's trackers start (their
 * effects run after every layout effect). Only a token that names something (`result` is not the
 * NOT_FOUND problem) is kept.
 */
export function useTokenlessAddress(route: string, token: string, result: Lookup): void {
  const found = Boolean(result) && !(result?.__typename === 'OrderProblem' && result.code === 'NOT_FOUND');
  useLayoutEffect(() => {
    if (found) hideToken(route, token);
  }, [route, token, found]);
}
