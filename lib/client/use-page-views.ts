import { useRouter } from 'next/router';
import { useLayoutEffect, useRef } from 'react';
import { deferPageView, flushDeferredPageViews, pageLoad, pathOf } from './analytics';
import type { ScriptPolicy } from './use-script-policy';

/**
 * Reports the first page view and then one per route path change; query-only changes and re-renders do
 * not count. A first-party-only page (a confirmation link's) reports none. On a payment page (no trackers) the view is also kept for the next page with trackers; a
 * page with trackers first reports the views kept back. `leaving`: the shell is loading this route as a
 * new document (use-script-policy), which will report it.
 *
 * A layout effect: the page view is the page's first event, before what its components report.
 */
export function usePageViews(policy: ScriptPolicy, leaving: boolean): void {
  const router = useRouter();
  const lastPath = useRef<string | null>(null);
  const state = useRef({ policy, leaving });
  state.current = { policy, leaving };
  useLayoutEffect(() => {
    const report = (url: string) => {
      const path = pathOf(url);
      if (path === lastPath.current || state.current.leaving) return;
      lastPath.current = path;
      // A confirmation link's page only hands over to the token-free address, which reports its own view.
      if (state.current.policy === 'firstParty') return;
      if (state.current.policy === 'payment') deferPageView(path);
      pageLoad(path);
    };
    if (state.current.policy === 'site') flushDeferredPageViews();
    report(router.asPath);
    router.events.on('routeChangeComplete', report);
    return () => router.events.off('routeChangeComplete', report);
  }, []);
}
