import { pixelPurchase, toGa4Items, trackedLocation } from '@/lib/domain/analytics';
import { usableCodes, type TrackerCodes } from '@/lib/domain/trackers';
import { addTracker, type AnalyticsEvent, type PurchaseEvent } from './analytics';

/**
 * The trackers' browser side (lib/domain/trackers.ts): each vendor's command queue, set up before its
 * script arrives (components/layout/site-scripts.tsx loads the scripts), and the translation of our
 * events into their calls. No inline snippet: the CSP allows no inline script.
 * - Tag manager: reads `dataLayer`, where every event already is; it only needs its start event.
 * - Page-view tracker (gtag.js): automatic page views off, one `page_view` per pageLoad with the path,
 *   and the `purchase` conversion.
 * - CRM (HubSpot): counts the first page view itself on load (with our path), then one per pageLoad.
 * - Pixel: `init` per code, PageView per pageLoad, Purchase per purchase.
 */

type Command = (...args: unknown[]) => void;
type Pixel = Command & { queue?: unknown[]; callMethod?: Command; loaded?: boolean; version?: string; push?: Command };

declare global {
  interface Window {
    gtag?: Command;
    fbq?: Pixel;
    _fbq?: Pixel;
    _hsq?: unknown[][];
  }
}

let started = false;

const isPurchase = (event: AnalyticsEvent): event is PurchaseEvent & { event: 'purchase' } => event.event === 'purchase';
const pageLoadPath = (event: AnalyticsEvent): string | null => (event.event === 'pageLoad' && typeof event.path === 'string' ? event.path : null);
/** A page view a payment page kept back, reported later from another page. */
const isDeferred = (event: AnalyticsEvent): boolean => (event as { deferred?: unknown }).deferred === true;

function startTagManager(): void {
  (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
}

function startPageViewTracker(codes: string[]): void {
  const dataLayer = (window.dataLayer ??= []);
  // gtag.js reads the `arguments` objects this pushes, exactly as Google's snippet does.
  window.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  const gtag = window.gtag;
  gtag('js', new Date());
  for (const code of codes) gtag('config', code, { send_page_view: false });
  addTracker((event) => {
    const path = pageLoadPath(event);
    if (path && isDeferred(event)) {
      gtag('event', 'page_view', { page_path: path, page_location: trackedLocation(window.location.origin, path) });
    } else if (path) {
      // Later events (the purchase) are about this page too: they get its redacted location, not the URL's token.
      const location = trackedLocation(window.location.origin, path, window.location.search);
      gtag('set', { page_location: location, page_path: path });
      gtag('event', 'page_view', { page_path: path, page_location: location, page_title: document.title });
    } else if (isPurchase(event)) {
      gtag('event', 'purchase', { transaction_id: event.transactionId, value: event.value, currency: event.currency, items: toGa4Items(event.items), ...event.campaign });
    }
  });
}

function startCrm(): void {
  const queue = (window._hsq ??= []);
  let first = true;
  addTracker((event) => {
    const path = pageLoadPath(event);
    // A view kept back by a payment page: the CRM counts views of the page it is on only.
    if (!path || isDeferred(event)) return;
    queue.push(['setPath', path]);
    // The script counts the page it loads on (with the path set above); later views are ours to count.
    if (!first) queue.push(['trackPageView']);
    first = false;
  });
}

function startPixel(codes: string[]): void {
  // The pixel's documented stub: calls queue until fbevents.js arrives and replays them.
  if (!window.fbq) {
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue!.push(args);
    }) as Pixel;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.queue = [];
    window.fbq = fbq;
    window._fbq ??= fbq;
  }
  const fbq = window.fbq;
  for (const code of codes) fbq('init', code);
  addTracker((event) => {
    const path = pageLoadPath(event);
    // A PageView is about the page the visitor is on: a view kept back by a payment page is not one.
    if (path && !isDeferred(event)) fbq('track', 'PageView');
    else if (isPurchase(event)) fbq('track', 'Purchase', { ...pixelPurchase(event), ...event.campaign }, { eventID: event.transactionId });
  });
}

/** Once per page load (a document's trackers never change): the command queues and subscriptions. */
export function startTrackers(codes: TrackerCodes): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const usable = usableCodes(codes);
  if (usable.googleTagManagerCode.length) startTagManager();
  if (usable.googleAnalyticsCode.length) startPageViewTracker([...usable.googleAnalyticsCode]);
  if (usable.hubspotCode.length) startCrm();
  if (usable.facebookCode.length) startPixel([...usable.facebookCode]);
}
