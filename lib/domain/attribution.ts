/**
 * First-party attribution of an order: how its visitor arrived. Captured in the browser on the visit's
 * landing page, kept for the visit in the visitor's own sessionStorage (never sent to a tracker), sent
 * with the order and checked again on the server (parseAttribution) before the orders capability stores
 * it. Only the fact that an ad click id (gclid / fbclid) was present is kept, never the id itself: the id
 * identifies one click of one person at the ad provider, and the park needs only the channel
 * (docs/attribution.md).
 *
 * Nothing here is trusted for money: it is a label for reports and the staff order page.
 */

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const UTM_FIELDS = ['utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

/** The query parameter each field is read from on the landing page. */
const UTM_PARAMETER: Record<UtmField, string> = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
};

export interface Attribution {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  hadGclid: boolean;
  hadFbclid: boolean;
  /** The referring page's host only (no path or query: those can carry a person's search or ids). */
  referrerHost: string | null;
  /** The landing page's path, without its query string or fragment. */
  landingPath: string | null;
  deviceClass: DeviceClass;
}

/** Caps (characters) the server enforces; the browser trims to the same so a long link still books. */
export const ATTRIBUTION_CAPS = {
  utm: 100,
  referrerHost: 253, // the longest DNS name
  landingPath: 300,
} as const;

/** The sessionStorage key the browser keeps the visit's record under. */
export const ATTRIBUTION_STORAGE_KEY = 'park.attribution.v1';

const cap = (value: string | null | undefined, max: number): string | null => {
  const trimmed = (value ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return trimmed === '' ? null : trimmed.slice(0, max);
};

/**
 * The device class from a user agent. Tablets first: iPads and Android tablets also say "Mobile" in some
 * browsers' agents, and an Android agent without "Mobile" is a tablet by Google's own convention.
 */
export function deviceClass(userAgent: string | null | undefined): DeviceClass {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(ua)) return 'phone';
  return 'desktop';
}

const hostOf = (referrer: string | null | undefined): string | null => {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return cap(url.hostname.toLowerCase(), ATTRIBUTION_CAPS.referrerHost);
  } catch {
    return null;
  }
};

/**
 * The record of a visit from its landing page's address, the document's referrer and the browser's user
 * agent. A referrer on the site's own host is no referrer (the visit started earlier on the site).
 */
export function captureAttribution(input: { landingUrl: string; referrer?: string | null; userAgent?: string | null }): Attribution {
  let url: URL | null = null;
  try {
    url = new URL(input.landingUrl);
  } catch {
    url = null;
  }
  const params = url?.searchParams;
  const utm = Object.fromEntries(
    UTM_FIELDS.map((field) => [field, cap(params?.get(UTM_PARAMETER[field]), ATTRIBUTION_CAPS.utm)]),
  ) as Record<UtmField, string | null>;
  const referrerHost = hostOf(input.referrer);
  return {
    ...utm,
    hadGclid: !!params?.get('gclid'),
    hadFbclid: !!params?.get('fbclid'),
    referrerHost: referrerHost && url && referrerHost === url.hostname.toLowerCase() ? null : referrerHost,
    landingPath: url ? cap(url.pathname, ATTRIBUTION_CAPS.landingPath) : null,
    deviceClass: deviceClass(input.userAgent),
  };
}

const FIELDS: readonly (keyof Attribution)[] = [...UTM_FIELDS, 'hadGclid', 'hadFbclid', 'referrerHost', 'landingPath', 'deviceClass'];

export type AttributionProblem = 'notAnObject' | 'unknownField' | 'wrongType' | 'tooLong' | 'badDeviceClass' | 'badPath';

export type ParsedAttribution = { ok: true; value: Attribution } | { ok: false; problem: AttributionProblem; field?: string };

const isDeviceClass = (value: unknown): value is DeviceClass => (DEVICE_CLASSES as readonly unknown[]).includes(value);

/**
 * The server's check of what a browser sent: unknown fields refused, strings capped (longer is refused,
 * not cut, because the browser already cut them), booleans real booleans, the device class one of the
 * enum, the landing path a path. A missing field is null (false for the booleans; desktop for the class).
 */
export function parseAttribution(input: unknown): ParsedAttribution {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, problem: 'notAnObject' };
  const record = input as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!(FIELDS as readonly string[]).includes(key)) return { ok: false, problem: 'unknownField', field: key };
  }
  const text = (field: keyof Attribution, max: number): string | null | AttributionProblem => {
    const value = record[field];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return 'wrongType';
    if (value.length > max) return 'tooLong';
    return cap(value, max);
  };
  const out: Partial<Attribution> = {};
  const texts: [keyof Attribution, number][] = [
    ...UTM_FIELDS.map((f) => [f, ATTRIBUTION_CAPS.utm] as [keyof Attribution, number]),
    ['referrerHost', ATTRIBUTION_CAPS.referrerHost],
    ['landingPath', ATTRIBUTION_CAPS.landingPath],
  ];
  for (const [field, max] of texts) {
    const value = text(field, max);
    if (value === 'wrongType' || value === 'tooLong') return { ok: false, problem: value, field };
    (out as Record<string, unknown>)[field] = value;
  }
  if (out.landingPath && (!out.landingPath.startsWith('/') || /[?#]/.test(out.landingPath))) {
    return { ok: false, problem: 'badPath', field: 'landingPath' };
  }
  for (const field of ['hadGclid', 'hadFbclid'] as const) {
    const value = record[field];
    if (value !== undefined && typeof value !== 'boolean') return { ok: false, problem: 'wrongType', field };
    out[field] = value === true;
  }
  const device = record.deviceClass ?? 'desktop';
  if (!isDeviceClass(device)) return { ok: false, problem: 'badDeviceClass', field: 'deviceClass' };
  out.deviceClass = device;
  return { ok: true, value: out as Attribution };
}

/** Whether a record says anything beyond the device (so the staff page has a line to show). */
export const hasArrivalDetails = (a: Attribution): boolean =>
  UTM_FIELDS.some((f) => a[f] !== null) || a.hadGclid || a.hadFbclid || a.referrerHost !== null || a.landingPath !== null;

/** GA4's names for the campaign fields of an event (its manual campaign parameters). */
const GA4_CAMPAIGN: Record<UtmField, string> = {
  utmSource: 'campaign_source',
  utmMedium: 'campaign_medium',
  utmCampaign: 'campaign_name',
  utmTerm: 'campaign_term',
  utmContent: 'campaign_content',
};

/**
 * The visit's campaign fields as GA4 names them, for the purchase event (lib/client/analytics.ts): only
 * those present. Never a click id or anything else of the record: these are what the link's author wrote.
 */
export function campaignParams(a: Attribution | null): Record<string, string> {
  if (!a) return {};
  const params: Record<string, string> = {};
  for (const field of UTM_FIELDS) {
    const value = a[field];
    if (value !== null) params[GA4_CAMPAIGN[field]] = value;
  }
  return params;
}

/** The source the staff page names: the utm source, else the referrer's host, else "direct" (null). */
export function arrivalSource(a: Attribution): string | null {
  if (a.utmSource) return a.utmMedium ? `${a.utmSource} / ${a.utmMedium}` : a.utmSource;
  if (a.hadGclid) return 'google / cpc';
  if (a.hadFbclid) return 'facebook / paid';
  return a.referrerHost;
}

/**
 * The campaign a sale is reported under: the source (as the order page names it) and the utm campaign,
 * "google / cpc / spring-sale"; null for a visit that came directly, or an order with no record.
 */
export function campaignOf(a: Attribution | null): string | null {
  if (!a) return null;
  const source = arrivalSource(a);
  if (!source) return a.utmCampaign;
  return a.utmCampaign ? `${source} / ${a.utmCampaign}` : source;
}

/** A part of the staff order page's arrival line: a key of locales/<language>/admin.json and its values. */
export interface ArrivalWords {
  key:
    | 'orders.arrival.from'
    | 'orders.arrival.direct'
    | 'orders.arrival.campaign'
    | 'orders.arrival.adClick'
    | `orders.arrival.device.${DeviceClass}`
    | 'orders.arrival.landing';
  values?: Record<string, string>;
}

/**
 * The staff order page's line, in parts the screen translates and joins: "Arrived from google / cpc",
 * "campaign spring-sale", "on a phone", "landing on /things-to-do/zipline".
 */
export function arrivalWords(a: Attribution): ArrivalWords[] {
  const source = arrivalSource(a);
  const words: ArrivalWords[] = [source ? { key: 'orders.arrival.from', values: { source } } : { key: 'orders.arrival.direct' }];
  if (a.utmCampaign) words.push({ key: 'orders.arrival.campaign', values: { campaign: a.utmCampaign } });
  if ((a.hadGclid || a.hadFbclid) && a.utmSource) words.push({ key: 'orders.arrival.adClick' });
  words.push({ key: `orders.arrival.device.${a.deviceClass}` });
  if (a.landingPath) words.push({ key: 'orders.arrival.landing', values: { path: a.landingPath } });
  return words;
}
