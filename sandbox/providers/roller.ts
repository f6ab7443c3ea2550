import { createHmac, timingSafeEqual } from 'node:crypto';
import { fromDecimalAmount, toDecimalAmount } from '@/lib/domain/decimal-amount';
import { escapeHtml } from '@/lib/domain/escape-html';
import type { SandboxPaymentRow } from '../schema';
import { isShopUrl, NOT_A_SHOP_URL, sandboxSecret, sandboxUrl } from '../context';
import { json, notifyModeOf, parsedBody, type NotifyMode, type SandboxRequest, type SandboxResponse, type SandboxRoute } from '../http';
import { deliverNotification } from '../notify';
import { createSandboxPayment, findSandboxPayment, moveSandboxPayment, refundedAmount, refundSandboxPayment, refundsOf } from '../store';
import { checkCard } from '../test-cards';
import { payPage, resultPage, type RollerFrameResult } from './roller-pages';

/**
 * ROLLER in the sandbox (lib/server/payments/adapters/roller.ts): the progressive checkout page its
 * overlay widget frames, and the payment-gateway subset of its REST API, compressed to what one payment
 * needs (the field names are ours: ROLLER's reference is not public):
 *
 *   POST token                     OAuth2 client credentials {client_id, client_secret} → bearer token
 *   POST bookings                  a draft booking with a 10-minute capacity hold, idempotent on
 *                                  externalReference → bookingReference + payment {token, url}
 *   GET  bookings/{ref}            Draft | Confirmed | PaymentDeclined | Cancelled | Expired |
 *                                  PartiallyRefunded | Refunded
 *   POST bookings/{ref}/refunds    all or part of a confirmed booking, idempotent on refundReference
 *   GET/POST pay/{token}           ROLLER Payments' card form (browser), then the result page
 *
 * API calls are rate-limited per client as ROLLER's are (about one a second, with a small burst);
 * beyond it they get 429. Webhooks are signed: see `notify` below.
 */

const PROVIDER = 'roller';
const HOLD_MINUTES = 10;
const TOKEN_SECONDS = 3600;

type Json = Record<string, unknown>;
const record = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

const sign = (purpose: string, value: string) => createHmac('sha256', sandboxSecret()).update(`${purpose}:${value}`).digest('base64url');
const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const rollerSandbox: SandboxRoute = async (request) => {
  const [route, id, sub, ...extra] = request.path.slice(1);
  if (extra.length) return null;
  if (route === 'checkout' && !id && request.method === 'GET') return progressiveCheckout(request);
  if (route === 'pay' && id && !sub) return payRoute(request, id);
  if (route === 'token' && !id && request.method === 'POST') return issueToken(request);
  if (route !== 'bookings') return null;
  const client = bearerClient(request);
  if (!client) return json(401, { error: 'invalid_token' });
  if (!withinRateLimit(client)) return { ...json(429, { error: 'Too many requests' }), headers: { 'content-type': 'application/json', 'retry-after': '1' } };
  if (!id && request.method === 'POST') return createBooking(client, parsedBody(request));
  const booking = id ? await bookingFor(client, id) : null;
  if (!booking) return json(404, { error: 'Booking not found' });
  if (!sub && request.method === 'GET') return json(200, bookingView(booking));
  if (sub === 'refunds' && request.method === 'POST') return refundBooking(booking, parsedBody(request));
  return null;
};

/** The progressive checkout page the overlay widget (checkout_iframe.js) frames. */
function progressiveCheckout(request: SandboxRequest): SandboxResponse {
  const code = escapeHtml(request.query.code ?? '');
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body:
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ROLLER checkout sandbox</title>` +
      `<style>body{font-family:system-ui,sans-serif;margin:0;padding:32px;color:#282f36}h1{font-size:22px}</style></head>` +
      `<body><h1>ROLLER progressive checkout (sandbox)</h1><p>Checkout code: <strong>${code}</strong></p></body></html>`,
  };
}

// ---- Authentication and rate limit -------------------------------------------------------------

/** Tokens are signed, not stored, so any app instance can check one another instance issued. */
function issueToken(request: SandboxRequest): SandboxResponse {
  const body = parsedBody(request);
  const client = text(body.client_id);
  const secret = typeof body.client_secret === 'string' ? body.client_secret : '';
  if (!client || !sameText(sign('secret', secret), sign('secret', sandboxSecret()))) return json(401, { error: 'invalid_client' });
  const payload = Buffer.from(JSON.stringify({ c: client, e: Math.floor(Date.now() / 1000) + TOKEN_SECONDS })).toString('base64url');
  return json(200, { access_token: `${payload}.${sign('token', payload)}`, token_type: 'Bearer', expires_in: TOKEN_SECONDS });
}

function bearerClient(request: SandboxRequest): string | null {
  const header = request.headers.authorization ?? '';
  const [payload, signature] = header.startsWith('Bearer ') ? header.slice(7).split('.') : [];
  if (!payload || !signature || !sameText(signature, sign('token', payload))) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { c?: string; e?: number };
    return claims.c && typeof claims.e === 'number' && claims.e * 1000 > Date.now() ? claims.c : null;
  } catch {
    return null;
  }
}

/**
 * A token bucket per client: a burst of 20, refilled at one request a second. It lives in this process
 * only, which is fine for an imitation (each instance limits its own share); ROLLER's is global.
 */
const BURST = 20;
const buckets = new Map<string, { tokens: number; at: number }>();

function withinRateLimit(client: string, now = Date.now()): boolean {
  const bucket = buckets.get(client) ?? { tokens: BURST, at: now };
  bucket.tokens = Math.min(BURST, bucket.tokens + (now - bucket.at) / 1000);
  bucket.at = now;
  buckets.set(client, bucket);
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

// ---- Bookings ------------------------------------------------------------------------------------

const payToken = (bookingId: string) => `${bookingId}.${sign('pay', bookingId).slice(0, 32)}`;
const payUrl = (bookingId: string) => `${sandboxUrl()}/roller/pay/${payToken(bookingId)}`;
const data = (booking: SandboxPaymentRow) => record(booking.data);

async function createBooking(client: string, body: Json): Promise<SandboxResponse> {
  const reference = text(body.externalReference);
  const total = record(body.total);
  const currency = text(total.currency);
  const amount = currency && text(total.amount) ? fromDecimalAmount(String(total.amount), currency) : null;
  if (!reference || !currency || amount === null || amount <= 0) {
    return json(400, { error: 'externalReference, total.amount (decimal string) and total.currency are required' });
  }
  const notificationUrl = text(body.notificationUrl);
  if (notificationUrl && !isShopUrl(notificationUrl)) return json(400, { error: `notificationUrl ${NOT_A_SHOP_URL}` });
  const { payment: booking, created } = await createSandboxPayment({
    provider: PROVIDER,
    merchantReference: `${client}/${reference}`,
    amount,
    currency,
    state: 'Draft',
    idPrefix: 'RB',
    data: {
      client,
      externalReference: reference,
      description: text(body.description),
      notificationUrl,
      holdExpiresAt: new Date(Date.now() + HOLD_MINUTES * 60_000).toISOString(),
    },
  });
  // The same externalReference again is a retry: the same booking, unless it asks for something else.
  if (!created && (booking.amount !== amount || booking.currency !== currency)) {
    return json(409, { error: 'externalReference already used for a different total', bookingReference: booking.id });
  }
  return json(created ? 201 : 200, bookingView(await withExpiry(booking)));
}

async function bookingFor(client: string, reference: string): Promise<SandboxPaymentRow | null> {
  const booking = await findSandboxPayment(PROVIDER, reference);
  return booking && data(booking).client === client ? withExpiry(booking) : null;
}

/** A draft whose hold has run out is expired: its places went back, so it can no longer be paid. */
async function withExpiry(booking: SandboxPaymentRow): Promise<SandboxPaymentRow> {
  const holdExpiresAt = Date.parse(String(data(booking).holdExpiresAt ?? ''));
  if (booking.state !== 'Draft' || !(holdExpiresAt < Date.now())) return booking;
  return (await moveSandboxPayment(booking.id, ['Draft'], 'Expired')) ?? (await findSandboxPayment(PROVIDER, booking.id)) ?? booking;
}

const PAYMENT_STATUS: Record<string, string> = {
  Draft: 'Pending',
  Confirmed: 'Approved',
  PaymentDeclined: 'Declined',
  Cancelled: 'Cancelled',
  Expired: 'Cancelled',
  PartiallyRefunded: 'PartiallyRefunded',
  Refunded: 'Refunded',
};

function bookingView(booking: SandboxPaymentRow): Json {
  const d = data(booking);
  return {
    bookingReference: booking.id,
    externalReference: d.externalReference,
    status: booking.state,
    total: { amount: toDecimalAmount(booking.amount, booking.currency), currency: booking.currency },
    holdExpiresAt: d.holdExpiresAt,
    createdAt: booking.createdAt.toISOString(),
    payment: {
      status: PAYMENT_STATUS[booking.state] ?? 'Pending',
      token: payToken(booking.id),
      url: payUrl(booking.id),
      ...(d.cardLast4 ? { cardLast4: d.cardLast4, cardBrand: d.cardBrand } : {}),
    },
    refunds: refundsOf(booking).map((refund) => ({
      refundId: refund.id,
      refundReference: refund.reference,
      amount: toDecimalAmount(refund.amount, booking.currency),
      createdAt: refund.createdAt,
    })),
  };
}

/**
 * All or part of a confirmed booking, once per refundReference (without one, the one full refund):
 * PartiallyRefunded until every cent is back, then Refunded. The same reference answers the refund made.
 */
async function refundBooking(booking: SandboxPaymentRow, body: Json): Promise<SandboxResponse> {
  const currency = text(body.currency);
  const amount = currency && text(body.amount) ? fromDecimalAmount(String(body.amount), currency) : null;
  if (amount === null || currency !== booking.currency) return json(400, { error: 'amount and currency of the booking are required' });
  const reference = text(body.refundReference) ?? 'full';
  if (!body.refundReference && booking.state === 'Refunded') return json(200, bookingView(booking));
  const outcome = await refundSandboxPayment(booking.id, { reference, amount }, {
    refundable: ['Confirmed', 'PartiallyRefunded'],
    stateAfter: (full) => (full ? 'Refunded' : 'PartiallyRefunded'),
    idPrefix: 'RF',
  });
  if (!outcome || outcome.kind === 'refused') {
    return outcome?.reason === 'too_much'
      ? json(400, { error: `At most ${toDecimalAmount(booking.amount - refundedAmount(booking), booking.currency)} is left to refund` })
      : json(409, { error: 'Only a confirmed booking can be refunded' });
  }
  return json(outcome.kind === 'refunded' ? 201 : 200, bookingView(outcome.payment));
}

// ---- The payment step (browser) ------------------------------------------------------------------

const FRAME_RESULT: Record<string, RollerFrameResult> = {
  Confirmed: 'paid',
  PaymentDeclined: 'declined',
  Cancelled: 'cancelled',
  Expired: 'expired',
  PartiallyRefunded: 'paid',
  Refunded: 'paid',
};

async function payRoute(request: SandboxRequest, token: string): Promise<SandboxResponse | null> {
  const [bookingId, signature] = token.split('.');
  if (!bookingId || !signature || !sameText(signature, sign('pay', bookingId).slice(0, 32))) return { status: 404, body: 'Unknown payment' };
  const found = await findSandboxPayment(PROVIDER, bookingId);
  if (!found) return { status: 404, body: 'Unknown payment' };
  const booking = await withExpiry(found);
  if (booking.state !== 'Draft') return resultPage(FRAME_RESULT[booking.state] ?? 'cancelled');
  const lines: [string, string][] = [
    ['Amount', `${booking.currency} ${toDecimalAmount(booking.amount, booking.currency)}`],
    ['Booking', booking.id],
    ...(text(data(booking).description) ? ([['For', String(data(booking).description)]] as [string, string][]) : []),
  ];
  if (request.method === 'GET') return payPage({ lines });
  if (request.method !== 'POST') return null;

  const form = parsedBody(request);
  const mode = notifyModeOf(form.notify);
  if (form.choice === 'cancel') return settle(booking, 'Cancelled', {}, false, mode);
  if (form.choice !== 'pay') return payPage({ lines });
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(String(form.expiry ?? ''));
  const typed = String(form.expiry ?? '').trim();
  const checked = checkCard(
    {
      number: form.number,
      expiryMonth: expiry ? expiry[1] : typed ? 'invalid' : '',
      expiryYear: expiry ? expiry[2] : typed ? 'invalid' : '',
      securityCode: form.securityCode,
    },
    new Date(),
  );
  if (!checked.ok) return { ...payPage({ lines, errors: checked.errors }), status: 422 };
  const approved = checked.card.outcome === 'approve';
  return settle(booking, approved ? 'Confirmed' : 'PaymentDeclined', { cardLast4: checked.card.last4, cardBrand: checked.card.brand }, approved, mode);
}

/**
 * Completes the draft once: the conditional move out of Draft is what a double click, a second tab or a
 * replayed form cannot pass twice, and only a confirmed booking counts a charge.
 */
async function settle(booking: SandboxPaymentRow, to: string, extra: Json, charge: boolean, mode: NotifyMode): Promise<SandboxResponse> {
  const moved = await moveSandboxPayment(booking.id, ['Draft'], to, { ...extra, completedAt: new Date().toISOString() }, charge);
  if (moved) notify(moved, mode);
  const current = moved ?? (await findSandboxPayment(PROVIDER, booking.id)) ?? booking;
  return resultPage(FRAME_RESULT[current.state] ?? 'cancelled');
}

/**
 * Webhooks (our design; ROLLER's signing scheme is not public): a JSON `booking.updated` event, signed
 * with HMAC-SHA256 under the client secret over `{timestamp}.{raw body}`, sent as
 * `X-Roller-Signature: sha256={hex}` with `X-Roller-Timestamp: {unix seconds}`. The timestamp inside
 * the signature lets the receiver refuse replays of old events.
 */
export function rollerSignature(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

function notify(booking: SandboxPaymentRow, mode: NotifyMode): void {
  const url = text(data(booking).notificationUrl);
  if (!url) return;
  const body = JSON.stringify({
    event: 'booking.updated',
    occurredAt: new Date().toISOString(),
    data: { bookingReference: booking.id, externalReference: data(booking).externalReference, status: booking.state },
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  deliverNotification(
    {
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-roller-timestamp': timestamp, 'x-roller-signature': rollerSignature(sandboxSecret(), timestamp, body) },
      body,
    },
    mode,
  );
}
