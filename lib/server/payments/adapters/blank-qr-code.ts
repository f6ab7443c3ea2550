import type { ProviderState } from '@/lib/domain/order-status';
import { providerFetch, type ProviderRequest } from '../provider-http';
import { headerOf, hmacSha256Hex, jsonObject, safeEqual } from '../signing';
import { ProviderError, type GatewayContext, type PaymentAdapter } from '../types';

/**
 * BlankQRCode: the WeChat/Alipay shape with no provider quirks: show a QR code, poll, confirm. There is
 * no public reference, so the protocol is ours, and this comment is its definition.
 *
 * Base URL: the gateway's baseUrl. Every API call carries
 * `Authorization: Bearer <secret>` (the secret named by settings.secretEnv). JSON in and out.
 *
 *   POST /payments            {reference, amount, currency, description, notificationUrl}
 *                             → 201 Payment (created) | 200 Payment (same reference again: the same
 *                               payment, nothing new) | 409 {error: "reference_conflict"} (the reference
 *                               exists with another amount or currency) | 400 | 401
 *   GET  /payments/{id}       → 200 Payment | 404 | 401
 *   POST /payments/{id}/cancel → 200 Payment (now cancelled) | 409 Payment (no longer pending)
 *   POST /payments/{id}/refund {amount?, reference?}
 *                             → 200 Payment (refunded in part or in full; the same reference again: the
 *                               same refund, nothing new) | 409 Payment (not paid, or more than is left).
 *                               Without an amount, the whole payment.

 *
 *   Payment = {id, reference, amount (integer minor units), currency, status, qrContent, expiresAt,
 *              createdAt, paidAt?, refunds: [{id, reference, amount, createdAt}]}
 *   status  = pending | paid | partially_refunded | rejected | expired | cancelled | refunded; a pending payment not paid
 *             within 15 minutes reads as expired.
 *
 * Notification: when the payer pays, rejects or lets the code expire (a payment that merely times out
 * is not announced), `POST notificationUrl` (optional) with body
 * {event: "payment.updated", id, reference, status, sentAt} and header
 * `X-QR-Signature: sha256=<hex HMAC-SHA256 of the exact body, keyed with the secret>`. The receiver
 * checks the HMAC in constant time and refuses a `sentAt` more than 5 minutes away (replays), answers
 * any 2xx, and then asks GET /payments/{id}: the notification's own status is never trusted.
 */
interface QrPayment {
  id?: string;
  reference?: string;
  amount?: number;
  currency?: string;
  status?: string;
  qrContent?: string;
  expiresAt?: string;
  refunds?: { id?: string; reference?: string; amount?: number }[];
}

export const QR_SIGNATURE_HEADER = 'x-qr-signature';

const NOTIFICATION_MAX_SKEW_MS = 5 * 60_000;

const STATES: Record<string, ProviderState> = {
  pending: 'waiting',
  paid: 'authorised',
  // Paid and then given back (in part or in full): the payment itself did succeed.
  refunded: 'authorised',
  partially_refunded: 'authorised',
  rejected: 'declined',
  cancelled: 'cancelled',
  expired: 'expired',
};

const call = (ctx: GatewayContext, path: string, request: ProviderRequest = {}) =>
  providerFetch<QrPayment>(`${ctx.baseUrl}${path}`, { ...request, headers: { authorization: `Bearer ${ctx.secret}`, ...request.headers } });

const problemOf = (response: { status: number; body: unknown }) => ({
  status: response.status,
  error: typeof response.body === 'object' && response.body ? (response.body as Record<string, unknown>).error : undefined,
});

export const blankQrCodeAdapter: PaymentAdapter = {
  type: 'BlankQRCode',

  async start(ctx, input) {
    const response = await call(ctx, '/payments', {
      method: 'POST',
      body: {
        reference: input.paymentId,
        amount: input.amount,
        currency: input.currency,
        description: `Booking ${input.bookingId}`,
        notificationUrl: input.notificationUrl,
      },
    });
    const { id, qrContent, expiresAt } = response.body;
    if ((response.status !== 200 && response.status !== 201) || !id || !qrContent || !expiresAt) {
      throw new ProviderError('QR provider did not create the payment', problemOf(response));
    }
    return { providerReference: id, action: { kind: 'qr', content: qrContent, expiresAt } };
  },

  async status(ctx, payment) {
    const response = await call(ctx, `/payments/${encodeURIComponent(payment.providerReference)}`);
    if (response.status !== 200) throw new ProviderError('QR provider status query failed', problemOf(response));
    const state = response.body.status ? STATES[response.body.status] : undefined;
    if (!state) throw new ProviderError('QR provider answered an unknown status', { status: response.body.status });
    return {
      state,
      amount: response.body.amount,
      currency: response.body.currency,
      merchantReference: response.body.reference,
      detail: { status: response.body.status },
    };
  },

  async verifyNotification(ctx, input) {
    const header = headerOf(input.headers, QR_SIGNATURE_HEADER) ?? '';
    if (input.method.toUpperCase() !== 'POST' || !header.startsWith('sha256=')) return null;
    if (!safeEqual(header.slice('sha256='.length), hmacSha256Hex(ctx.secret, input.rawBody))) return null;
    const body = jsonObject(input.rawBody);
    if (!body || typeof body.id !== 'string' || typeof body.sentAt !== 'string') return null;
    const sentAt = Date.parse(body.sentAt);
    if (!Number.isFinite(sentAt) || Math.abs(Date.now() - sentAt) > NOTIFICATION_MAX_SKEW_MS) return null;
    return { providerReference: body.id, reply: { status: 200, contentType: 'application/json', body: '{"received":true}' } };
  },

  async refund(ctx, payment, request) {
    const response = await call(ctx, `/payments/${encodeURIComponent(payment.providerReference)}/refund`, {
      method: 'POST',
      body: { amount: request.amount, reference: request.reference },
    });
    const made = response.body.refunds?.find((refund) => refund.reference === request.reference);
    if (response.status !== 200 || !made) throw new ProviderError('QR provider refund failed', problemOf(response));
    return { providerReference: made.id };
  },
};
