/**
 * The one analytics module: views and components report events here; trackers (tag manager, page-view
 * tracker, CRM, pixel) subscribe to it. Events are pushed to `window.dataLayer`, which the tag manager
 * reads, so they are recorded even before any tracker script has loaded.
 */
export type AnalyticsEvent = { event: 'pageLoad'; path: string } | { event: string; [key: string]: unknown };

type Tracker = (event: AnalyticsEvent) => void;

const trackers = new Set<Tracker>();

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function addTracker(tracker: Tracker): () => void {
  trackers.add(tracker);
  return () => trackers.delete(tracker);
}

export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  (window.dataLayer ??= []).push(event);
  for (const tracker of trackers) {
    try {
      tracker(event);
    } catch (error) {
      // A broken third-party tracker must never break the visitor's page.
      console.error('[analytics] tracker failed', error);
    }
  }
}

/** SPEC §4: 'pageLoad' with the current path, once per path change. */
export function pageLoad(path: string): void {
  track({ event: 'pageLoad', path });
}

/** The path part of a route (no query, no hash): only a change of this counts as a new page view. */
export function pathOf(url: string): string {
  return url.split(/[?#]/)[0] || '/';
}
