import type { ProviderState } from '@/lib/domain/order-status';
import { withQuery } from '@/lib/domain/with-query';
import { accountSetting } from '../gateway-context';
import { basicAuth } from '../provider-http';
import { record, redirectGatewayAdapter, text, type RedirectProtocol } from './redirect-gateway';

/**
 * OnlinePOS: a redirect-to-hosted-page provider with no public reference, treated like DPS. Its protocol
 * is ours to define, kept small and REST-shaped so a real OnlinePOS integration changes only this file:
 *
 * - `settings.baseUrl` is the API root; calls go to `{baseUrl}/v2/…`. HTTP Basic auth with the merchant
 *   id (`settings.merchantId`) and the API key (`settings.secretEnv`).
 * - `POST /v2/payments` JSON `{orderId, amount: {value, currency}, description, locale,
 *   returnUrls: {success, failure, cancel}, webhookUrl}`; amounts are integers in minor units. The order
 *   id is unique per merchant, which makes the call idempotent: 201 with a new payment, or 200 with the
 *   one already made for that order id. Body: `{paymentId, orderId, status, amount, paymentUrl, expiresAt}`.
 * - `GET /v2/payments/{paymentId}`: the same body; `status` is CREATED, PAID, FAILED, CANCELLED, EXPIRED,
 *   PARTIALLY_REFUNDED or REFUNDED, with `authorisationCode` when paid and `failureReason` when not.
 * - The browser comes back to the matching return URL with `paymentId` appended.
 * - Webhook: `POST {webhookUrl}` JSON `{event: "payment.updated", paymentId, orderId, status}`, unsigned,
 *   acknowledged with any 2xx; the status in it is a hint, the payment is fetched again.
 * - `POST /v2/payments/{paymentId}/refunds` JSON `{amount: {value, currency}, refundReference}`, all or
 *   part of what is left: 201 `{refundId, refundReference, paymentId, status: "SUCCEEDED", amount}`, or 200
 *   with the refund already made under that `refundReference`.
 */

const STATES: Record<string, ProviderState> = {
  CREATED: 'waiting',
  PAID: 'authorised',
  // A refunded payment was paid; the refund is a later event the refund flow reads from `refunded`.
  REFUNDED: 'authorised',
  PARTIALLY_REFUNDED: 'authorised',
  FAILED: 'declined',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
};

export const onlinePosProtocol: RedirectProtocol = {
  type: 'OnlinePOS',
  name: 'OnlinePOS',
  authorization: (ctx) => basicAuth(accountSetting(ctx, 'merchantId'), ctx.secret),

  startCall: (input) => ({
    method: 'POST',
    path: '/v2/payments',
    body: {
      orderId: input.paymentId,
      amount: { value: input.amount, currency: input.currency },
      description: input.bookingId,
      locale: input.language,
      returnUrls: {
        success: withQuery(input.returnUrl, { result: 'approved' }),
        failure: withQuery(input.returnUrl, { result: 'declined' }),
        cancel: withQuery(input.returnUrl, { result: 'cancelled' }),
      },
      webhookUrl: input.notificationUrl,
    },
    expect: [200, 201],
  }),

  started(answer) {
    const payment = record(answer);
    const id = text(payment.paymentId);
    const url = text(payment.paymentUrl);
    return id && url ? { providerReference: id, url } : null;
  },

  statusPath: (id) => `/v2/payments/${encodeURIComponent(id)}`,

  view(answer) {
    const payment = record(answer);
    const status = text(payment.status);
    const state = status ? STATES[status] : undefined;
    if (!text(payment.paymentId) || !state) return null;
    const amount = record(payment.amount);
    return {
      state,
      amount: Number.isSafeInteger(amount.value) ? (amount.value as number) : undefined,
      currency: text(amount.currency),
      merchantReference: text(payment.orderId),
      refunded: status === 'REFUNDED',
      detail: { providerStatus: status, authorisationCode: payment.authorisationCode, failureReason: payment.failureReason },
    };
  },

  notificationField: 'paymentId',
  notificationReply: { status: 204, contentType: 'text/plain', body: '' },

  refundCall: (payment, taken, _current, request) => ({
    method: 'POST',
    path: `/v2/payments/${encodeURIComponent(payment.providerReference)}/refunds`,
    body: { amount: { value: request.amount, currency: taken.currency }, refundReference: request.reference },
    expect: [200, 201],
  }),

  refundAccepted: (answer, request) =>
    record(answer).status === 'SUCCEEDED' && record(answer).refundReference === request.reference ? { providerReference: text(record(answer).refundId) } : null,
};

export const onlinePosAdapter = redirectGatewayAdapter(onlinePosProtocol);
