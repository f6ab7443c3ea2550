import { campaignParams, type Attribution } from './attribution';
import { toMajorUnits } from './purchase';

/**
 * Server-side conversions: the purchase a paid order reports to the park's GA4 property (Measurement
 * Protocol) and Meta pixel (Conversions API), besides the browser's own event, which ad blockers thin
 * out. Pure: the request bodies, the cookie readings and the retry rule; lib/server/conversions sends.
 * Both providers de-duplicate by the id the browser's event carries too: GA4 by `transaction_id` (for
 * one client id, so the server's copy carries the browser's own, read from its `_ga` cookie), Meta by
 * `event_id` with the event's name (docs/attribution.md).
 */

export const CONVERSION_DESTINATIONS = ['ga4', 'meta'] as const;
export type ConversionDestination = (typeof CONVERSION_DESTINATIONS)[number];

/**
 * GA4 accepts events up to 72 hours old (its `timestamp_micros`), Meta up to seven days: past the
 * shorter, a conversion still unsent is dropped rather than retried, whoever it was for.
 */
export const CONVERSION_MAX_AGE_MS = 72 * 60 * 60_000;

/** What the order's visit left that the providers join a server event to: read once, when the order is placed. */
export interface ConversionVisit {
  /** GA4's client id from the `_ga` cookie ("1234567890.1700000000"), when the browser had one. */
  gaClientId: string | null;
  /** Meta's browser id (`_fbp`) and click id (`_fbc`) cookies, as Meta asks for them verbatim. */
  fbp: string | null;
  fbc: string | null;
  /** Meta requires a website event's user agent; it is kept only on the conversion, never on the order. */
  userAgent: string | null;
}

/** The paid order a conversion reports: its booking ID (the browser's transaction id), money and lines. */
export interface ConversionOrder {
  bookingId: string;
  /** What the visitor paid, in minor units. */
  total: number;
  currency: string;
  paidAt: Date;
  /** The customer's address as Meta's customer information parameters take it: SHA-256 of it trimmed and lower-case. */
  emailSha256: string;
  /**
   * The GA4 client id of an order whose browser had no `_ga` cookie (a blocker, no consent, the widget on
   * another site): stable per booking and meaningless outside it.
   */
  fallbackClientId: string;
  /** The page the visit landed on, absolute (the site's origin and the attribution's landing path). */
  pageUrl: string;
  attribution: Attribution | null;
  /** Ticket types, add-ons and upgrades, or the gift voucher: the same ids the browser's items carry. */
  items: { id: string; quantity: number }[];
}

const COOKIE_VALUE = /^[A-Za-z0-9._-]{1,200}$/;

/** A cookie's value from a Cookie header, if it is a plain token (anything else is not a provider's). */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return COOKIE_VALUE.test(value) ? value : null;
  }
  return null;
}

/** GA4's client id in its `_ga` cookie, "GA1.1.1234567890.1700000000": the last two numbers. */
export function gaClientId(cookie: string | null): string | null {
  const match = cookie?.match(/^GA\d\.\d+\.(\d{1,20}\.\d{1,20})$/);
  return match ? match[1] : null;
}

/** The visit's ids from the order request's Cookie header and user agent (capped like any input). */
export function conversionVisit(cookieHeader: string | null | undefined, userAgent: string | null | undefined): ConversionVisit {
  return {
    gaClientId: gaClientId(cookieValue(cookieHeader, '_ga')),
    fbp: cookieValue(cookieHeader, '_fbp'),
    fbc: cookieValue(cookieHeader, '_fbc'),
    userAgent: userAgent ? userAgent.slice(0, 500) : null,
  };
}

/** GA4 Measurement Protocol's body: one 'purchase' with the browser's transaction id, items and campaign fields. */
export function ga4Body(order: ConversionOrder, visit: ConversionVisit) {
  return {
    client_id: visit.gaClientId ?? order.fallbackClientId,
    timestamp_micros: order.paidAt.getTime() * 1000,
    events: [
      {
        name: 'purchase',
        params: {
          transaction_id: order.bookingId,
          value: toMajorUnits(order.total, order.currency),
          currency: order.currency,
          items: order.items.map((item) => ({ item_id: item.id, quantity: item.quantity })),
          ...campaignParams(order.attribution),
        },
      },
    ],
  };
}

/** Meta Conversions API's body: one website 'Purchase' whose event_id is the pixel's eventID. */
export function metaBody(order: ConversionOrder, visit: ConversionVisit) {
  const userData: Record<string, unknown> = { em: [order.emailSha256] };
  if (visit.userAgent) userData.client_user_agent = visit.userAgent;
  if (visit.fbp) userData.fbp = visit.fbp;
  if (visit.fbc) userData.fbc = visit.fbc;
  return {
    data: [
      {
        event_name: 'Purchase',
        event_time: Math.floor(order.paidAt.getTime() / 1000),
        event_id: order.bookingId,
        action_source: 'website',
        event_source_url: order.pageUrl,
        user_data: userData,
        custom_data: {
          value: toMajorUnits(order.total, order.currency),
          currency: order.currency,
          order_id: order.bookingId,
          content_type: 'product',
          contents: order.items.map((item) => ({ id: item.id, quantity: item.quantity })),
          num_items: order.items.reduce((sum, item) => sum + item.quantity, 0),
          ...campaignParams(order.attribution),
        },
      },
    ],
  };
}

export const CONVERSION_BODIES: Record<ConversionDestination, (order: ConversionOrder, visit: ConversionVisit) => object> = { ga4: ga4Body, meta: metaBody };

/**
 * The endpoint a conversion goes to: the configured base (the providers' own by default; a local
 * stand-in in tests) with the account and the secret in the query, as both providers take them.
 */
export function conversionUrl(destination: ConversionDestination, base: string, account: string, secret: string): string {
  if (destination === 'ga4') {
    const url = new URL(base);
    url.searchParams.set('measurement_id', account);
    url.searchParams.set('api_secret', secret);
    return url.toString();
  }
  const url = new URL(base.replace('{pixel}', encodeURIComponent(account)));
  url.searchParams.set('access_token', secret);
  return url.toString();
}

/**
 * What a failed send means: a 4xx other than 408/429 is the request's own fault (a wrong secret, a
 * refused body) and would fail again, so it is given up; anything else (5xx, a timeout, no answer) is
 * retried with backoff until the conversion is too old to count.
 */
export function sendFailure(status: number | null): 'retry' | 'give-up' {
  if (status === null || status === 408 || status === 429 || status >= 500) return 'retry';
  return status >= 400 ? 'give-up' : 'retry';
}

/** Whether a purchase paid at `paidAt` is past what the providers still count. */
export const isTooOld = (paidAt: Date, now: Date): boolean => now.getTime() - paidAt.getTime() > CONVERSION_MAX_AGE_MS;

/** What a site's settings say about its server-side conversions: the accounts, and the secrets' variable names. */
export interface ConversionSettings {
  googleAnalyticsCode: readonly string[];
  facebookCode: readonly string[];
  ga4ApiSecretEnv: string | null;
  metaAccessTokenEnv: string | null;
}

/**
 * The accounts a site's paid orders are reported to from the server: each GA4 measurement id when the
 * owner named the API secret's variable, each Meta pixel when they named the token's. One secret per
 * destination: a site sends to one GA4 web stream and one pixel in practice, the rest being the rare case.
 */
export function conversionAccounts(settings: ConversionSettings): { destination: ConversionDestination; account: string }[] {
  return [
    ...(settings.ga4ApiSecretEnv ? settings.googleAnalyticsCode.map((account) => ({ destination: 'ga4' as const, account })) : []),
    ...(settings.metaAccessTokenEnv ? settings.facebookCode.map((account) => ({ destination: 'meta' as const, account })) : []),
  ];
}

/** The variable holding a destination's secret, as the site's settings name it. */
export const secretEnvOf = (settings: Pick<ConversionSettings, 'ga4ApiSecretEnv' | 'metaAccessTokenEnv'>, destination: ConversionDestination): string | null =>
  destination === 'ga4' ? settings.ga4ApiSecretEnv : settings.metaAccessTokenEnv;
