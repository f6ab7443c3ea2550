import { createHmac, timingSafeEqual } from 'node:crypto';
import { fromDecimalAmount, toDecimalAmount } from '@/lib/domain/decimal-amount';
import type { ProviderState } from '@/lib/domain/order-status';
import { accountSetting } from '../gateway-context';
import { providerFetch, type ProviderResponse } from '../provider-http';
import { ProviderError, type GatewayContext, type PaymentAdapter } from '../types';
import { expiringMap } from '../../platform/cache';

/**
 * Roller: ROLLER's payment step (hold, draft booking, card form, booking), compressed to what one
 * payment needs. ROLLER's REST reference is not public, so paths and field names are ours and kept in
 * this one file:
 *
 * - Auth: OAuth2 client credentials, `POST {baseUrl}/token` with `settings.clientId` and the secret
 *   (`settings.secretEnv`) → a bearer token, reused until it expires or a call answers 401 (ROLLER asks
 *   integrators not to mint a token per call).
 * - start: `POST /bookings` creates a draft booking with a 10-minute capacity hold, carrying our amount,
 *   currency and payment id (`externalReference`, ROLLER's idempotency key: a retry gets the same
 *   booking). The answer's `payment.url` is ROLLER Payments' card form, driven by the draft's token; the
 *   checkout page frames it. The booking reference is the provider reference and what the order keeps.
 * - status: `GET /bookings/{ref}`. Confirmed → authorised; PaymentDeclined → declined; Cancelled →
 *   cancelled; Expired (the hold ran out) → expired; Draft → waiting.
 * - refund: `POST /bookings/{ref}/refunds` `{amount, currency, refundReference, reason}` → the booking,
 *   `PartiallyRefunded` or `Refunded`, with its `refunds[]` (`refundId`, `refundReference`, `amount`); a
 *   repeated `refundReference` answers the refund already made.
 * - Webhooks: `X-Roller-Signature: sha256=HMAC-SHA256(secret, "{X-Roller-Timestamp}.{raw body}")`,
 *   refused when the timestamp is more than five minutes off.
 * - Rate limit: about one request a second. The adapter never polls; it calls when the order service
 *   asks, and on a 429 waits a second once before giving up with a ProviderError.
 */

type Json = Record<string, unknown>;
const record = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const text = (value: unknown) => (typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined);

const NOTIFICATION_MAX_SKEW_MS = 5 * 60_000;
const RATE_LIMIT_PAUSE_MS = 1_100;

const STATES: Record<string, ProviderState> = {
  Draft: 'waiting',
  Confirmed: 'authorised',
  // Paid and given back since (in part or in full): it was paid; the refund is recorded by whoever asked for it.
  Refunded: 'authorised',
  PartiallyRefunded: 'authorised',
  PaymentDeclined: 'declined',
  Cancelled: 'cancelled',
  Expired: 'expired',
};

const clientOf = (ctx: GatewayContext) => accountSetting(ctx, 'clientId');

/**
 * Access tokens per provider and client, shared by the calls of this process (the one in-process cache,
 * lib/server/platform/cache.ts, bounded). Not state that instances must share: any instance can mint its
 * own; caching only saves calls against the rate limit. Each token says when it expires.
 */
const tokens = expiringMap<Promise<{ token: string; expiresAt: number }>>(100);

async function accessToken(ctx: GatewayContext, renew = false): Promise<string> {
  const key = `${ctx.baseUrl}|${clientOf(ctx)}`;
  const cached = tokens.get(key);
  if (cached && !renew) {
    const held = await cached.catch(() => null);
    if (held && held.expiresAt > Date.now()) return held.token;
  }
  const minted = (async () => {
    const answer = await providerFetch<Json>(`${ctx.baseUrl}/token`, { method: 'POST', body: { client_id: clientOf(ctx), client_secret: ctx.secret } });
    const token = text(answer.body.access_token);
    if (answer.status !== 200 || !token) throw new ProviderError('ROLLER refused our client credentials', { status: answer.status });
    const seconds = Number(answer.body.expires_in) || 600;
    // Renew a minute early, so a token never expires between our check and ROLLER's.
    return { token, expiresAt: Date.now() + Math.max(seconds - 60, 30) * 1000 };
  })();
  tokens.set(key, minted);
  minted.catch(() => {
    if (tokens.get(key) === minted) tokens.delete(key);
  });
  return (await minted).token;
}

async function call(ctx: GatewayContext, method: 'GET' | 'POST', path: string, body?: Json): Promise<ProviderResponse<Json>> {
  const send = async (token: string) =>
    providerFetch<Json>(`${ctx.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}` }, body });
  let answer = await send(await accessToken(ctx));
  if (answer.status === 401) answer = await send(await accessToken(ctx, true));
  if (answer.status === 429) {
    await new Promise((resolve) => setTimeout(resolve, RATE_LIMIT_PAUSE_MS));
    answer = await send(await accessToken(ctx));
  }
  return answer;
}

const failure = (message: string, answer: ProviderResponse<Json>) =>
  new ProviderError(message, { status: answer.status, error: text(record(answer.body).error) });

const bookingPath = (reference: string) => `/bookings/${encodeURIComponent(reference)}`;

function verifySignature(secret: string, timestamp: string, rawBody: string, given: string): boolean {
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

export const rollerAdapter: PaymentAdapter = {
  type: 'Roller',

  async start(ctx, input) {
    const answer = await call(ctx, 'POST', '/bookings', {
      externalReference: input.paymentId,
      status: 'Draft',
      total: { amount: toDecimalAmount(input.amount, input.currency), currency: input.currency },
      description: `Booking ${input.bookingId}`,
      language: input.language,
      notificationUrl: input.notificationUrl,
    });
    const booking = record(answer.body);
    const reference = text(booking.bookingReference);
    const url = text(record(booking.payment).url);
    if ((answer.status !== 200 && answer.status !== 201) || !reference || !url || !/^https?:\/\//.test(url)) {
      throw failure('ROLLER did not create a draft booking', answer);
    }
    return { providerReference: reference, action: { kind: 'embedded', url } };
  },

  async status(ctx, payment) {
    const answer = await call(ctx, 'GET', bookingPath(payment.providerReference));
    const booking = record(answer.body);
    const status = text(booking.status);
    if (answer.status !== 200 || !status) throw failure('ROLLER booking query failed', answer);
    const total = record(booking.total);
    const currency = text(total.currency);
    const amount = currency && text(total.amount) ? fromDecimalAmount(text(total.amount)!, currency) : null;
    let state = STATES[status] ?? 'waiting';
    // Paid counts only for our amount, currency and reference; anything else is not our payment.
    const matches = amount === payment.amount && currency === payment.currency && booking.externalReference === payment.paymentId;
    if (state === 'authorised' && !matches) state = 'declined';
    return {
      state,
      amount: amount ?? undefined,
      currency,
      merchantReference: text(booking.externalReference),
      detail: { bookingReference: booking.bookingReference, bookingStatus: status, paymentStatus: record(booking.payment).status, ...(matches ? {} : { mismatch: true }) },
    };
  },

  async verifyNotification(ctx, input) {
    const timestamp = input.headers['x-roller-timestamp'] ?? '';
    const signature = input.headers['x-roller-signature'] ?? '';
    const sent = Number(timestamp) * 1000;
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(Date.now() - sent) > NOTIFICATION_MAX_SKEW_MS) return null;
    if (!ctx.secret || !verifySignature(ctx.secret, timestamp, input.rawBody, signature)) return null;
    let body: Json;
    try {
      body = record(JSON.parse(input.rawBody));
    } catch {
      return null;
    }
    const reference = text(record(body.data).bookingReference);
    return reference ? { providerReference: reference, reply: { status: 200, contentType: 'text/plain', body: '' } } : null;
  },

  async refund(ctx, payment, request) {
    // refundReference is ours: ROLLER answers a repeated one with the refund it made, so a retry is the
    // same refund; a booking may be refunded in parts up to its total.
    const answer = await call(ctx, 'POST', `${bookingPath(payment.providerReference)}/refunds`, {
      amount: toDecimalAmount(request.amount, payment.currency),
      currency: payment.currency,
      refundReference: request.reference,
      reason: 'Refund',
    });
    const booking = record(answer.body);
    const refunds = Array.isArray(booking.refunds) ? booking.refunds.map(record) : [];
    const made = refunds.find((refund) => refund.refundReference === request.reference);
    if ((answer.status !== 200 && answer.status !== 201) || !made) throw failure('ROLLER refund failed', answer);
    return { providerReference: text(made.refundId) };
  },
};
