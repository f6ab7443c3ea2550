import { redactPath, type AnalyticsItem } from '@/lib/domain/analytics';

/**
 * The one analytics module: views and components report events here; trackers (tag manager, page-view
 * tracker, CRM, pixel) subscribe to it. Events are pushed to `window.dataLayer`, which the tag manager
 * reads, so they are recorded even before any tracker script has loaded; a tracker that subscribes late
 * is handed what this page already reported, in order.
 */
export type PageLoadEvent = { event: 'pageLoad'; path: string; deferred?: boolean };
/** `campaign`: the visit's campaign fields in GA4's names (lib/domain/attribution.ts campaignParams), none when it came without. */
export type PurchaseEvent = { event: 'purchase'; transactionId: string; value: number; currency: string; items: AnalyticsItem[]; campaign: Record<string, string> };
export type AnalyticsEvent = PageLoadEvent | PurchaseEvent | { event: string; [key: string]: unknown };

type Tracker = (event: AnalyticsEvent) => void;

const trackers = new Set<Tracker>();
const reported: AnalyticsEvent[] = [];

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function deliver(tracker: Tracker, event: AnalyticsEvent): void {
  try {
    tracker(event);
  } catch (error) {
    // A broken third-party tracker must never break the visitor's page.
    console.error('[analytics] tracker failed', error);
  }
}

/** Subscribes a tracker; it first receives every event this page has reported so far. */
export function addTracker(tracker: Tracker): () => void {
  for (const event of reported) deliver(tracker, event);
  trackers.add(tracker);
  return () => trackers.delete(tracker);
}

export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  (window.dataLayer ??= []).push(event);
  reported.push(event);
  for (const tracker of trackers) deliver(tracker, event);
}

/**
 * 'pageLoad' with the current path, once per path change. Confirmation pages report their route, not
 * their token (which opens the visitor's booking).
 */
export function pageLoad(path: string, deferred = false): void {
  track(deferred ? { event: 'pageLoad', path: redactPath(path), deferred: true } : { event: 'pageLoad', path: redactPath(path) });
}

/** The path part of a route (no query, no hash): only a change of this counts as a new page view. */
export function pathOf(url: string): string {
  return url.split(/[?#]/)[0] || '/';
}

/*
 * Payment pages run no tracker (PCI DSS v4 6.4.3). Their page views wait in this tab's session storage
 * and are reported, marked `deferred`, on the next page where trackers run.
 */
const DEFERRED_KEY = 'analytics.deferredPageViews';
const MAX_DEFERRED = 20;

export function storage(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null; // storage disabled (privacy settings): nothing is remembered
  }
}

export function readList(store: Storage | null, key: string): string[] {
  try {
    const value = JSON.parse(store?.getItem(key) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function writeList(store: Storage | null, key: string, list: string[]): void {
  try {
    store?.setItem(key, JSON.stringify(list));
  } catch {
    // full or disabled: at worst a page view is lost or a purchase reported again
  }
}

export function deferPageView(path: string): void {
  const store = storage('sessionStorage');
  writeList(store, DEFERRED_KEY, [...readList(store, DEFERRED_KEY), redactPath(path)].slice(-MAX_DEFERRED));
}

/** Reports the page views payment pages kept back; called where trackers may run. */
export function flushDeferredPageViews(): void {
  const store = storage('sessionStorage');
  const paths = readList(store, DEFERRED_KEY);
  if (!paths.length) return;
  store?.removeItem(DEFERRED_KEY);
  for (const path of paths) pageLoad(path, true);
}
