import { withQuery } from '@/lib/domain/with-query';
import type { SandboxPaymentRow } from '../schema';
import { NOT_A_SHOP_URL } from '../context';
import {
  basicPasswordValid,
  CURRENCY,
  expiresAt,
  hostedPageUrl,
  hostedPaymentSandbox,
  shopUrl,
  loadHostedPayment,
  openHostedPayment,
  REFERENCE,
  refundHostedPayment,
  stateOf,
  stored,
  wasApproved,
  type HostedOutcome,
  type HostedPaymentProvider,
  type HostedState,
} from '../hosted-payment';
import { json, parsedBody, type SandboxRequest, type SandboxResponse } from '../http';
import { refundedAmount } from '../store';

/**
 * OnlinePOS in the sandbox: the REST protocol documented in payments/adapters/onlinepos.ts (there is no
 * public reference). `POST /v2/payments`, `GET /v2/payments/{id}`, `POST /v2/payments/{id}/refunds`
 * (all or part, idempotent on `refundReference`);
 * errors come as `{error: {code, message}}`.
 */

const error = (status: number, code: string, message: string) => json(status, { error: { code, message } });

const STATUSES: Record<HostedState, string> = {
  open: 'CREATED',
  approved: 'PAID',
  declined: 'FAILED',
  cancelled: 'CANCELLED',
  expired: 'EXPIRED',
  partially_refunded: 'PARTIALLY_REFUNDED',
  refunded: 'REFUNDED',
};

function paymentJson(payment: SandboxPaymentRow) {
  const state = stateOf(payment);
  return {
    paymentId: payment.id,
    orderId: payment.merchantReference,
    status: STATUSES[state],
    amount: { value: payment.amount, currency: payment.currency },
    description: stored(payment, 'description'),
    paymentUrl: hostedPageUrl(onlinePosProvider, payment.id),
    expiresAt: expiresAt(payment).toISOString(),
    ...(wasApproved(state) ? { authorisationCode: stored(payment, 'authCode') } : {}),
    ...(state === 'declined' ? { failureReason: 'CARD_DECLINED' } : {}),
  };
}

async function create(request: SandboxRequest): Promise<SandboxResponse> {
  const body = parsedBody(request);
  const amount = (body.amount ?? {}) as Record<string, unknown>;
  const currency = typeof amount.currency === 'string' ? amount.currency : '';
  if (!CURRENCY.test(currency)) return error(422, 'INVALID_CURRENCY', 'amount.currency must be an ISO 4217 code');
  // Minor units, as integers: "12.50" or 12.5 is refused rather than guessed at.
  if (!Number.isSafeInteger(amount.value) || (amount.value as number) <= 0) return error(422, 'INVALID_AMOUNT', 'amount.value must be a positive integer of minor units');
  const orderId = typeof body.orderId === 'string' ? body.orderId : '';
  if (!REFERENCE.test(orderId)) return error(422, 'INVALID_ORDER_ID', 'orderId is required');
  const urls = (body.returnUrls ?? {}) as Record<string, unknown>;
  if (!urls.success || !urls.failure || !urls.cancel) return error(422, 'INVALID_RETURN_URLS', 'returnUrls.success, failure and cancel are required');
  const returnUrls = { success: shopUrl(urls.success), failure: shopUrl(urls.failure), cancel: shopUrl(urls.cancel) };
  if (!returnUrls.success || !returnUrls.failure || !returnUrls.cancel) return error(422, 'INVALID_RETURN_URLS', `returnUrls.success, failure and cancel ${NOT_A_SHOP_URL}`);
  const webhookUrl = body.webhookUrl === undefined ? null : shopUrl(body.webhookUrl);
  if (body.webhookUrl !== undefined && !webhookUrl) return error(422, 'INVALID_WEBHOOK_URL', `webhookUrl ${NOT_A_SHOP_URL}`);
  const opened = await openHostedPayment(onlinePosProvider, {
    merchantReference: orderId,
    amount: amount.value as number,
    currency,
    data: { returnUrls, webhookUrl, locale: body.locale, description: typeof body.description === 'string' ? body.description : undefined },
  });
  if (opened.conflicting) return error(409, 'ORDER_ID_IN_USE', 'A payment for this orderId exists with another amount');
  // 201 for a new payment, 200 for the one this order id already has: the call is safe to retry.
  return json(opened.created ? 201 : 200, paymentJson(opened.payment));
}

async function refund(request: SandboxRequest, id: string): Promise<SandboxResponse> {
  const payment = await loadHostedPayment(onlinePosProvider, id);
  if (!payment) return error(404, 'PAYMENT_NOT_FOUND', 'No such payment');
  const body = parsedBody(request);
  const amount = (body.amount ?? {}) as Record<string, unknown>;
  if (!Number.isSafeInteger(amount.value) || amount.currency !== payment.currency) return error(422, 'INVALID_AMOUNT', 'amount.value must be an integer of minor units, in the payment’s currency');
  // Without a refundReference, the one full refund.
  const reference = typeof body.refundReference === 'string' ? body.refundReference : 'full';
  if (!REFERENCE.test(reference)) return error(422, 'INVALID_REFERENCE', 'refundReference must be printable');
  const outcome = await refundHostedPayment(payment, { reference, amount: amount.value as number });
  if (!outcome || outcome.kind === 'refused') {
    return outcome?.reason === 'too_much' ? error(422, 'INVALID_AMOUNT', `At most ${payment.amount - refundedAmount(payment)} is left to refund`) : error(409, 'NOT_REFUNDABLE', `Payment is ${STATUSES[stateOf(payment)]}`);
  }
  return json(outcome.kind === 'refunded' ? 201 : 200, {
    refundId: outcome.refund.id,
    refundReference: outcome.refund.reference,
    paymentId: payment.id,
    status: 'SUCCEEDED',
    amount: { value: outcome.refund.amount, currency: payment.currency },
  });
}

async function api(request: SandboxRequest, route: string[]): Promise<SandboxResponse | null> {
  const [version, collection, id, sub, ...rest] = route;
  if (version !== 'v2' || collection !== 'payments' || rest.length) return null;
  if (id === undefined && request.method === 'POST') return create(request);
  if (id !== undefined && sub === undefined && request.method === 'GET') {
    const payment = await loadHostedPayment(onlinePosProvider, id);
    return payment ? json(200, paymentJson(payment)) : error(404, 'PAYMENT_NOT_FOUND', 'No such payment');
  }
  if (id !== undefined && sub === 'refunds' && request.method === 'POST') return refund(request, id);
  return null;
}

const RETURN_KEYS: Record<HostedOutcome, string> = { approved: 'success', declined: 'failure', cancelled: 'cancel' };

export const onlinePosProvider: HostedPaymentProvider = {
  provider: 'onlinepos',
  name: 'OnlinePOS',
  pagePath: 'pay',
  credentialsValid: basicPasswordValid,
  unauthorised: () => error(401, 'UNAUTHORIZED', 'Invalid merchant credentials'),
  api,
  returnUrl(payment, outcome) {
    const urls = (payment.data.returnUrls ?? {}) as Record<string, string>;
    return withQuery(urls[RETURN_KEYS[outcome]], { paymentId: payment.id });
  },
  notification(payment) {
    const url = stored(payment, 'webhookUrl');
    if (!url) return null;
    const body = { event: 'payment.updated', paymentId: payment.id, orderId: payment.merchantReference, status: STATUSES[stateOf(payment)] };
    return { url, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  },
};

export const onlinePosSandbox = hostedPaymentSandbox(onlinePosProvider);
