/**
 * The confirmation cookie (issue #21): how a confirmation page that runs third-party scripts shows the
 * visitor's booking or gift purchase without holding its token.
 *
 * The emailed link and the payment's end open `/booking/<token>` (or `/gift-vouchers/purchase/<token>`),
 * a page with no third-party script at all (lib/server/site/pages.ts, `firstPartyOnly`). Its loader
 * (lib/server/site/loaders/booking.ts) sets this cookie and the page moves on, by `location.replace`, to
 * the token-free `/booking`, where the trackers run and the purchase is reported. That page asks the API
 * for "the booking this browser opened" (getBookingConfirmation): the cookie goes to the GraphQL endpoint
 * only (Path), never to script (HttpOnly), never with a request another site starts (SameSite=Strict;
 * the move is our own page's navigation, so the cookie is sent), and it ends with the browser session.
 * What that lookup answers holds neither the token nor the visitor's email in full
 * (lib/server/checkout/resolvers.ts, `sealed`), so a tracker calling the API itself learns nothing more
 * than the page shows.
 */
export type ConfirmationKind = 'booking' | 'gift';

/** The GraphQL endpoint (GRAPHQL_PATH, lib/server/graphql/endpoint.ts): the only path the cookie is sent to. */
export const CONFIRMATION_COOKIE_PATH = '/api/graphql';

const NAMES: Record<ConfirmationKind, string> = { booking: 'sr_booking', gift: 'sr_gift_purchase' };

/** Tokens are URL-safe base64; anything else is not one of ours. */
const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

/** The Set-Cookie value that lets this browser's API calls find the confirmation it opened. */
export function confirmationCookie(kind: ConfirmationKind, token: string, secure: boolean): string | null {
  if (!TOKEN.test(token)) return null;
  return `${NAMES[kind]}=${token}; Path=${CONFIRMATION_COOKIE_PATH}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

export type ConfirmationTokens = Partial<Record<ConfirmationKind, string>>;

/** The confirmation tokens a request's Cookie header carries. */
export function confirmationTokens(cookieHeader: string | undefined | null): ConfirmationTokens {
  const tokens: ConfirmationTokens = {};
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    for (const kind of Object.keys(NAMES) as ConfirmationKind[]) {
      if (NAMES[kind] === name && TOKEN.test(value)) tokens[kind] = value;
    }
  }
  return tokens;
}
