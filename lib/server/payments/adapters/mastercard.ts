import { createHash, timingSafeEqual } from 'node:crypto';
import { fromDecimalAmount, toDecimalAmount } from '@/lib/domain/decimal-amount';
import type { ProviderState } from '@/lib/domain/order-status';
import { accountSetting } from '../gateway-context';
import { basicAuth, providerFetch, type ProviderResponse } from '../provider-http';
import { ProviderError, type GatewayContext, type PaymentAdapter, type PaymentRef } from '../types';

/**
 * MasterCardDirect: Mastercard Gateway Hosted Session: card fields on our checkout page inside the
 * provider's iframes, so card data reaches only the provider.
 *
 * - `settings.baseUrl` is the gateway host (e.g. `https://ap-gateway.mastercard.com`); server calls go to
 *   `{host}/api/rest/version/{N}/merchant/{merchantId}/…` and browsers load
 *   `{host}/form/version/{N}/merchant/{merchantId}/session.js`. Basic auth `merchant.{merchantId}` with
 *   the API password (`settings.secretEnv`).
 * - start: create a session, then put the order's amount, currency and webhook URL into it. The card is
 *   typed into the provider's iframes on our page and goes from them to the provider; we only ever hold
 *   the session id.
 * - authorise: PAY with that session, as transaction 1 of order {our payment id}. The transaction id is
 *   fixed, so a retried PUT answers the transaction that exists and never charges twice.
 * - status: GET the order, the authoritative answer. The provider reference is the order id (= our
 *   payment id), which is also what webhooks name.
 * - Webhooks carry the merchant's notification secret in X-Notification-Secret. Here that is the
 *   gateway's secret; with a live gateway whose webhook secret differs from its API password, a
 *   mismatch only means the webhook is ignored and the minute-by-minute reconciliation finds the change.
 */

const API_VERSION = 100;
/** The one PAY of an order; each refund is a transaction of its own, named by our refund's reference. */
const PAY_TRANSACTION = '1';

type Json = Record<string, unknown>;
const record = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const text = (value: unknown) => (typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined);

const merchantOf = (ctx: GatewayContext) => accountSetting(ctx, 'merchantId');
const apiBase = (ctx: GatewayContext) => `${ctx.baseUrl}/api/rest/version/${API_VERSION}/merchant/${encodeURIComponent(merchantOf(ctx))}`;

/** Browsers load session.js from the provider's host, another origin than the shop's. */
export function sessionScriptUrl(ctx: GatewayContext): string {
  return `${ctx.baseUrl}/form/version/${API_VERSION}/merchant/${encodeURIComponent(merchantOf(ctx))}/session.js`;
}

function call(ctx: GatewayContext, method: 'GET' | 'POST' | 'PUT', path: string, body?: Json): Promise<ProviderResponse<Json>> {
  return providerFetch<Json>(`${apiBase(ctx)}${path}`, {
    method,
    headers: { authorization: basicAuth(`merchant.${merchantOf(ctx)}`, ctx.secret) },
    body,
  });
}

const ok = (status: number) => status >= 200 && status < 300;

/** What went wrong, for Sentry: the provider's cause and explanation, never the request body. */
const failure = (message: string, answer: ProviderResponse<Json>) => {
  const error = record(record(answer.body).error);
  return new ProviderError(message, { status: answer.status, cause: error.cause, explanation: error.explanation, field: error.field });
};

/** INVALID_REQUEST: the provider refused what was asked, and did nothing. */
const refused = (answer: ProviderResponse<Json>) =>
  (answer.status === 400 || answer.status === 404) && record(record(answer.body).error).cause === 'INVALID_REQUEST';

const orderPath = (payment: PaymentRef) => `/order/${encodeURIComponent(payment.paymentId)}`;

/** The gateway's order status in the one vocabulary of the order service. */
function stateOf(order: Json): ProviderState {
  const status = text(order.status);
  const result = text(order.result);
  // Paid, possibly given back since: it was paid; the refund is recorded by whoever asked for it.
  if ((status === 'CAPTURED' || status === 'AUTHORIZED' || status === 'REFUNDED' || status === 'PARTIALLY_REFUNDED') && result !== 'FAILURE') {
    return 'authorised';
  }
  if (status === 'FAILED' || status === 'DECLINED' || result === 'FAILURE') return 'declined';
  if (status === 'CANCELLED') return 'cancelled';
  return 'waiting';
}

const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

export const mastercardAdapter: PaymentAdapter = {
  type: 'MasterCardDirect',

  async start(ctx, input) {
    const created = await call(ctx, 'POST', '/session', {});
    const sessionId = text(record(record(created.body).session).id);
    if (!ok(created.status) || !sessionId) throw failure('Mastercard did not create a session', created);
    // The session carries the order so the provider's webhook knows where to go; PAY names the amount again.
    const updated = await call(ctx, 'PUT', `/session/${encodeURIComponent(sessionId)}`, {
      order: {
        amount: toDecimalAmount(input.amount, input.currency),
        currency: input.currency,
        reference: input.bookingId,
        notificationUrl: input.notificationUrl,
      },
    });
    if (!ok(updated.status)) throw failure('Mastercard did not update the session', updated);
    return { providerReference: input.paymentId, action: { kind: 'hostedFields', sessionId, scriptUrl: sessionScriptUrl(ctx) } };
  },

  async authorise(ctx, payment) {
    const sessionId = payment.action?.kind === 'hostedFields' ? payment.action.sessionId : undefined;
    if (!sessionId) throw new ProviderError('Mastercard payment has no hosted session', { paymentId: payment.paymentId });
    const answer = await call(ctx, 'PUT', `${orderPath(payment)}/transaction/${PAY_TRANSACTION}`, {
      apiOperation: 'PAY',
      order: { amount: toDecimalAmount(payment.amount, payment.currency), currency: payment.currency },
      session: { id: sessionId },
      sourceOfFunds: { type: 'CARD' },
    });
    // SUCCESS or FAILURE (a decline): either way a transaction exists, and status() reads its outcome.
    if (ok(answer.status) && ['SUCCESS', 'FAILURE', 'PENDING'].includes(text(record(answer.body).result) ?? '')) return;
    // Refused without charging: typically no card in the session yet, because the visitor has not
    // pressed Pay (the order service asks us to authorise whenever it checks a waiting payment).
    // status() then says waiting, and the payment window decides.
    if (refused(answer)) return;
    throw failure('Mastercard PAY failed', answer);
  },

  async status(ctx, payment) {
    const answer = await call(ctx, 'GET', orderPath(payment));
    // No order yet: nothing was paid; the visitor may still be typing.
    if (refused(answer)) return { state: 'waiting' };
    const order = record(answer.body);
    if (!ok(answer.status) || !text(order.id)) throw failure('Mastercard order query failed', answer);
    const currency = text(order.currency);
    const amount = currency && text(order.amount) ? fromDecimalAmount(text(order.amount)!, currency) : null;
    let state = stateOf(order);
    // Paid counts only for our amount, currency and order; anything else is not our payment.
    const matches = amount === payment.amount && currency === payment.currency && order.id === payment.paymentId;
    if (state === 'authorised' && !matches) state = 'declined';
    const last = Array.isArray(order.transaction) ? record(order.transaction.at(-1)) : {};
    return {
      state,
      amount: amount ?? undefined,
      currency,
      merchantReference: text(order.id),
      detail: { status: order.status, result: order.result, gatewayCode: record(last.response).gatewayCode, ...(matches ? {} : { mismatch: true }) },
    };
  },

  async verifyNotification(ctx, input) {
    const given = input.headers['x-notification-secret'];
    if (!given || !ctx.secret || !sameSecret(given, ctx.secret)) return null;
    let body: Json;
    try {
      body = record(JSON.parse(input.rawBody));
    } catch {
      return null;
    }
    const orderId = text(record(body.order).id);
    if (!orderId) return null;
    // The gateway retries until it gets a 2xx; the body is not read.
    return { providerReference: orderId, reply: { status: 200, contentType: 'text/plain', body: '' } };
  },

  async refund(ctx, payment, request) {
    // The transaction id is our refund's reference: a repeated PUT answers the refund that exists, and an
    // order may be refunded in parts up to what was captured.
    const answer = await call(ctx, 'PUT', `${orderPath(payment)}/transaction/${encodeURIComponent(request.reference)}`, {
      apiOperation: 'REFUND',
      transaction: { amount: toDecimalAmount(request.amount, payment.currency), currency: payment.currency },
    });
    if (!ok(answer.status) || text(record(answer.body).result) !== 'SUCCESS') throw failure('Mastercard refund failed', answer);
    return { providerReference: request.reference };
  },
};
