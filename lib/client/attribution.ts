import { ATTRIBUTION_STORAGE_KEY, captureAttribution, parseAttribution, type Attribution } from '@/lib/domain/attribution';

/**
 * The visit's first-party attribution, in this tab's sessionStorage (lib/domain/attribution.ts): captured
 * once, on the first page of the visit, and sent only with an order the visitor places. Of it, only the
 * campaign fields reach a tracker, with the purchase (lib/client/analytics.ts): the landing page's address,
 * which the trackers already saw, carried them. Never a click id, and never in an address.
 */
export function rememberLanding(landing: { landingUrl: string; referrer: string; userAgent: string }): void {
  try {
    if (window.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY) !== null) return; // not the landing page
    const record = captureAttribution(landing);
    window.sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage blocked: the order is placed without its arrival, as one placed from a desk.
  }
}

/** The visit's record, as the server will check it again; null when none was kept or it was tampered with. */
export function visitAttribution(): Attribution | null {
  try {
    const parsed = parseAttribution(JSON.parse(window.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? 'null'));
    return parsed.ok ? parsed.value : null;
  } catch {
    return null;
  }
}
