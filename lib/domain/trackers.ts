/**
 * The marketing trackers a locale's code lists turn on: the tag manager (one container per code), the
 * page-view tracker, the CRM tracking script and the social pixel. Each list may hold several codes or
 * none; an empty list loads nothing and opens nothing in the Content-Security-Policy.
 */

export interface TrackerCodes {
  googleTagManagerCode: readonly string[];
  googleAnalyticsCode: readonly string[];
  hubspotCode: readonly string[];
  facebookCode: readonly string[];
}

export interface TrackerScript {
  id: string;
  src: string;
}

/** Codes are operator data that end up in script URLs: only the characters real codes use pass. */
const SAFE_CODE = /^[A-Za-z0-9_-]{1,64}$/;

export function usableCodes(codes: TrackerCodes): TrackerCodes {
  const clean = (list: readonly string[]) => [...new Set(list.map((code) => code.trim()).filter((code) => SAFE_CODE.test(code)))];
  return {
    googleTagManagerCode: clean(codes.googleTagManagerCode),
    googleAnalyticsCode: clean(codes.googleAnalyticsCode),
    hubspotCode: clean(codes.hubspotCode),
    facebookCode: clean(codes.facebookCode),
  };
}

export const hasTrackers = (codes: TrackerCodes): boolean =>
  Object.values(usableCodes(codes)).some((list: string[]) => list.length > 0);

export const PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

/** The scripts to load, in order. gtag.js takes one id in its URL; every account is configured after. */
export function trackerScripts(codes: TrackerCodes): TrackerScript[] {
  const { googleTagManagerCode, googleAnalyticsCode, hubspotCode, facebookCode } = usableCodes(codes);
  return [
    ...googleTagManagerCode.map((code) => ({ id: `gtm-${code}`, src: `https://www.googletagmanager.com/gtm.js?id=${code}` })),
    ...(googleAnalyticsCode.length ? [{ id: 'gtag', src: `https://www.googletagmanager.com/gtag/js?id=${googleAnalyticsCode[0]}` }] : []),
    ...hubspotCode.map((code) => ({ id: `hs-script-loader-${code}`, src: `https://js.hs-scripts.com/${code}.js` })),
    ...(facebookCode.length ? [{ id: 'facebook-pixel', src: PIXEL_SCRIPT }] : []),
  ];
}

export type SourceDirective = 'script-src' | 'connect-src' | 'img-src' | 'frame-src';
export type Sources = Partial<Record<SourceDirective, string[]>>;

/**
 * Where each tracker loads from and sends to, from each vendor's CSP guidance: Google's "Use Tag Manager
 * with a Content Security Policy" (tag manager, GA4), HubSpot's tracking code domains, Meta's pixel.
 */
export const TRACKER_SOURCES: Record<keyof TrackerCodes, Sources> = {
  googleTagManagerCode: {
    'script-src': ['https://www.googletagmanager.com'],
    'img-src': ['https://www.googletagmanager.com'],
    'connect-src': ['https://www.googletagmanager.com'],
  },
  googleAnalyticsCode: {
    'script-src': ['https://*.googletagmanager.com'],
    'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  },
  hubspotCode: {
    'script-src': ['https://js.hs-scripts.com', 'https://js.hs-analytics.net', 'https://js.hs-banner.com', 'https://js.hscollectedforms.net'],
    'img-src': ['https://track.hubspot.com'],
    'connect-src': ['https://api.hubspot.com', 'https://forms.hscollectedforms.net', 'https://api.hs-banner.com'],
  },
  facebookCode: {
    'script-src': ['https://connect.facebook.net'],
    'img-src': ['https://www.facebook.com'],
    'connect-src': ['https://www.facebook.com', 'https://connect.facebook.net'],
  },
};

/** The origins the locale's trackers need, per directive; nothing for an empty list. */
export function trackerSources(codes: TrackerCodes): Sources {
  const usable = usableCodes(codes);
  const sources: Sources = {};
  for (const kind of Object.keys(TRACKER_SOURCES) as (keyof TrackerCodes)[]) {
    if (!usable[kind].length) continue;
    for (const [directive, list] of Object.entries(TRACKER_SOURCES[kind]) as [SourceDirective, string[]][]) {
      sources[directive] = [...new Set([...(sources[directive] ?? []), ...list])];
    }
  }
  return sources;
}
