import { fromDecimalAmount, toDecimalAmount } from '@/lib/domain/decimal-amount';
import { withQuery } from '@/lib/domain/with-query';
import type { SandboxPaymentRow } from '../schema';
import { NOT_A_SHOP_URL, sandboxUrl } from '../context';
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
} from '../hosted-payment';
import { json, parsedBody, type SandboxRequest, type SandboxResponse } from '../http';
import { findSandboxPaymentByReference, refundsOf } from '../store';

/**
 * Windcave (DPS) in the sandbox: the REST session API subset lib/server/payments/adapters/dps.ts uses.
 * `POST /api/v1/sessions` → 202 with `links[]` (rel `hpp`); `GET /api/v1/sessions/{id}`;
 * `POST /api/v1/transactions` (refund: all or part of the purchase, idempotent on the request's `X-ID`
 * header). Errors come as `{errors: [{target, message}]}`.
 */

const invalid = (target: string, message: string) => json(400, { errors: [{ target, message }] });

/** Session states as Windcave names them: `init` until the page is used, then `complete`. */
function sessionState(payment: SandboxPaymentRow): string {
  switch (stateOf(payment)) {
    case 'open':
      return 'init';
    case 'cancelled':
      return 'cancelled';
    case 'expired':
      return 'expired';
    default:
      return 'complete';
  }
}

function transactions(payment: SandboxPaymentRow) {
  const state = stateOf(payment);
  if (!wasApproved(state) && state !== 'declined') return [];
  const common = {
    username: 'sandbox',
    method: 'card',
    amount: toDecimalAmount(payment.amount, payment.currency),
    currency: payment.currency,
    merchantReference: payment.merchantReference,
    sessionId: payment.id,
  };
  const approved = state !== 'declined';
  const purchase = {
    ...common,
    id: stored(payment, 'transactionId'),
    type: 'purchase',
    authorised: approved,
    allowRetry: false,
    reCo: approved ? '00' : '51',
    responseText: approved ? 'APPROVED' : 'DECLINED',
    authCode: approved ? stored(payment, 'authCode') : undefined,
    dateTimeUtc: stored(payment, 'decidedAt'),
  };
  const refunds = refundsOf(payment).map((refund) => ({
    ...common,
    id: refund.id,
    type: 'refund',
    amount: toDecimalAmount(refund.amount, payment.currency),
    authorised: true,
    reCo: '00',
    responseText: 'APPROVED',
    dateTimeUtc: refund.createdAt,
  }));
  return [purchase, ...refunds];
}

function session(payment: SandboxPaymentRow) {
  return {
    id: payment.id,
    state: sessionState(payment),
    type: 'purchase',
    amount: toDecimalAmount(payment.amount, payment.currency),
    currency: payment.currency,
    merchantReference: payment.merchantReference,
    language: stored(payment, 'language'),
    expires: expiresAt(payment).toISOString(),
    links: [
      { href: `${sandboxUrl()}/dps/api/v1/sessions/${payment.id}`, rel: 'self', method: 'GET' },
      { href: hostedPageUrl(dpsProvider, payment.id), rel: 'hpp', method: 'REDIRECT' },
    ],
    transactions: transactions(payment),
  };
}

async function createSession(request: SandboxRequest): Promise<SandboxResponse> {
  const body = parsedBody(request);
  if (body.type !== 'purchase') return invalid('type', 'Only purchase sessions are supported');
  const currency = typeof body.currency === 'string' ? body.currency : '';
  if (!CURRENCY.test(currency)) return invalid('currency', 'Invalid currency');
  // Windcave takes amounts as decimal strings; a number or too many decimals is refused, as it is there.
  const amount = typeof body.amount === 'string' ? fromDecimalAmount(body.amount, currency) : null;
  if (amount === null || amount <= 0) return invalid('amount', 'Invalid amount');
  const merchantReference = typeof body.merchantReference === 'string' ? body.merchantReference : '';
  if (!REFERENCE.test(merchantReference)) return invalid('merchantReference', 'Invalid merchant reference');
  const callbacks = (body.callbackUrls ?? {}) as Record<string, unknown>;
  if (!callbacks.approved || !callbacks.declined || !callbacks.cancelled) return invalid('callbackUrls', 'approved, declined and cancelled URLs are required');
  const callbackUrls = { approved: shopUrl(callbacks.approved), declined: shopUrl(callbacks.declined), cancelled: shopUrl(callbacks.cancelled) };
  if (!callbackUrls.approved || !callbackUrls.declined || !callbackUrls.cancelled) return invalid('callbackUrls', `approved, declined and cancelled ${NOT_A_SHOP_URL}`);
  const notificationUrl = body.notificationUrl === undefined ? null : shopUrl(body.notificationUrl);
  if (body.notificationUrl !== undefined && !notificationUrl) return invalid('notificationUrl', `notificationUrl ${NOT_A_SHOP_URL}`);
  const opened = await openHostedPayment(dpsProvider, {
    merchantReference,
    amount,
    currency,
    data: { callbackUrls, notificationUrl, language: typeof body.language === 'string' ? body.language : 'en' },
  });
  if (opened.conflicting) return invalid('merchantReference', 'A session with this merchant reference exists for another amount');
  return json(202, session(opened.payment));
}

/**
 * A refund names the purchase transaction. The sandbox finds it through the merchant reference, which
 * the adapter always sends, and checks the transaction id belongs to that session. All or part of what
 * is left; the request's X-ID is the refund's idempotency key (the same X-ID answers the same refund).
 */
async function refund(request: SandboxRequest): Promise<SandboxResponse> {
  const body = parsedBody(request);
  if (body.type !== 'refund') return invalid('type', 'Only refund transactions are supported');
  const reference = typeof body.merchantReference === 'string' ? body.merchantReference : '';
  const found = reference ? await findSandboxPaymentByReference('dps', reference) : null;
  if (!found || !body.transactionId || stored(found, 'transactionId') !== body.transactionId) return json(404, { errors: [{ target: 'transactionId', message: 'Transaction not found' }] });
  const currency = typeof body.currency === 'string' ? body.currency : '';
  const amount = typeof body.amount === 'string' && CURRENCY.test(currency) ? fromDecimalAmount(body.amount, currency) : null;
  if (amount === null || currency !== found.currency) return invalid('amount', 'Invalid amount or currency');
  const key = request.headers['x-id'];
  if (!key || !REFERENCE.test(key)) return invalid('X-ID', 'An X-ID header is required for a refund');
  const outcome = await refundHostedPayment(found, { reference: key, amount });
  if (!outcome || outcome.kind === 'refused') return invalid(outcome?.reason === 'too_much' ? 'amount' : 'transactionId', outcome?.reason === 'too_much' ? 'More than is left to refund' : 'Transaction is not refundable');
  const made = transactions(outcome.payment).find((t) => t.id === outcome.refund.id);
  return json(outcome.kind === 'refunded' ? 201 : 200, made);
}

async function api(request: SandboxRequest, route: string[]): Promise<SandboxResponse | null> {
  const [api, version, collection, id, ...rest] = route;
  if (api !== 'api' || version !== 'v1' || rest.length) return null;
  if (collection === 'sessions' && id === undefined && request.method === 'POST') return createSession(request);
  if (collection === 'sessions' && id !== undefined && request.method === 'GET') {
    const payment = await loadHostedPayment(dpsProvider, id);
    return payment ? json(200, session(payment)) : json(404, { errors: [{ target: 'id', message: 'Session not found' }] });
  }
  if (collection === 'transactions' && id === undefined && request.method === 'POST') return refund(request);
  return null;
}

export const dpsProvider: HostedPaymentProvider = {
  provider: 'dps',
  name: 'Windcave (DPS)',
  pagePath: 'hpp',
  credentialsValid: basicPasswordValid,
  unauthorised: () => json(401, { errors: [{ target: 'authorization', message: 'Authentication failed' }] }),
  api,
  returnUrl(payment, outcome: HostedOutcome) {
    const callbacks = (payment.data.callbackUrls ?? {}) as Record<HostedOutcome, string>;
    return withQuery(callbacks[outcome], { sessionId: payment.id });
  },
  // Windcave's notification is only the session id; the merchant must ask for the rest.
  notification(payment) {
    const url = stored(payment, 'notificationUrl');
    return url ? { url, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sessionId: payment.id }) } : null;
  },
};

export const dpsSandbox = hostedPaymentSandbox(dpsProvider);
