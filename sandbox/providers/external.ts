import { withQuery } from '@/lib/domain/with-query';
import type { SandboxPaymentRow } from '../schema';
import { NOT_A_SHOP_URL } from '../context';
import {
  bearerValid,
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
  type HostedPaymentProvider,
  type HostedState,
} from '../hosted-payment';
import { json, parsedBody, type SandboxRequest, type SandboxResponse } from '../http';
import { refundedAmount, refundsOf } from '../store';

/**
 * BlankExternal in the sandbox: the generic external payment page documented in
 * payments/adapters/external.ts. `POST /checkouts` (form-encoded), `GET /checkouts/{id}`,
 * `POST /checkouts/{id}/refund` (all or part, idempotent on `reference`); Bearer auth; errors come as
 * `{error: "message"}`.
 */

const STATUSES: Record<HostedState, string> = {
  open: 'open',
  approved: 'paid',
  declined: 'declined',
  cancelled: 'cancelled',
  expired: 'expired',
  partially_refunded: 'partially_refunded',
  refunded: 'refunded',
};

function checkoutJson(payment: SandboxPaymentRow) {
  const state = stateOf(payment);
  return {
    id: payment.id,
    reference: payment.merchantReference,
    amount: payment.amount,
    currency: payment.currency,
    status: STATUSES[state],
    url: hostedPageUrl(externalProvider, payment.id),
    expires_at: expiresAt(payment).toISOString(),
    ...(wasApproved(state) ? { approval_code: stored(payment, 'authCode') } : {}),
    refunds: refundsOf(payment).map((refund) => ({ id: refund.id, reference: refund.reference, amount: refund.amount, created_at: refund.createdAt })),
  };
}

async function create(request: SandboxRequest): Promise<SandboxResponse> {
  // A form API: a JSON body is not understood, as a form-only provider would not.
  if (!(request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) return json(415, { error: 'Send application/x-www-form-urlencoded' });
  const form = parsedBody(request) as Record<string, string | undefined>;
  const currency = form.currency ?? '';
  if (!CURRENCY.test(currency)) return json(400, { error: 'currency is invalid' });
  const amount = /^[1-9]\d{0,11}$/.test(form.amount ?? '') ? Number(form.amount) : null;
  if (amount === null) return json(400, { error: 'amount must be a positive integer of minor units' });
  const reference = form.reference ?? '';
  if (!REFERENCE.test(reference)) return json(400, { error: 'reference is required' });
  if (!form.return_url) return json(400, { error: 'return_url is required' });
  const returnUrl = shopUrl(form.return_url);
  if (!returnUrl) return json(400, { error: `return_url ${NOT_A_SHOP_URL}` });
  const notifyUrl = form.notify_url === undefined ? null : shopUrl(form.notify_url);
  if (form.notify_url !== undefined && !notifyUrl) return json(400, { error: `notify_url ${NOT_A_SHOP_URL}` });
  const opened = await openHostedPayment(externalProvider, {
    merchantReference: reference,
    amount,
    currency,
    data: { returnUrl, notifyUrl, language: form.language, description: form.description },
  });
  if (opened.conflicting) return json(409, { error: 'reference already used for another amount' });
  return json(opened.created ? 201 : 200, checkoutJson(opened.payment));
}

async function api(request: SandboxRequest, route: string[]): Promise<SandboxResponse | null> {
  const [collection, id, action, ...rest] = route;
  if (collection !== 'checkouts' || rest.length) return null;
  if (id === undefined && request.method === 'POST') return create(request);
  if (id === undefined) return null;
  const payment = await loadHostedPayment(externalProvider, id);
  if (action === undefined && request.method === 'GET') return payment ? json(200, checkoutJson(payment)) : json(404, { error: 'checkout not found' });
  if (action === 'refund' && request.method === 'POST') {
    if (!payment) return json(404, { error: 'checkout not found' });
    const form = parsedBody(request) as Record<string, string | undefined>;
    // Without an amount, what is left; without a reference, the one full refund (safe to retry either way).
    const amount = form.amount === undefined ? payment.amount - refundedAmount(payment) : /^[1-9]\d{0,11}$/.test(form.amount) ? Number(form.amount) : null;
    const reference = form.reference ?? 'full';
    if (amount === null || !REFERENCE.test(reference)) return json(400, { error: 'amount must be a positive integer of minor units, reference printable' });
    // A full refund of a refunded checkout answers as the first time did.
    if (form.amount === undefined && stateOf(payment) === 'refunded') return json(200, checkoutJson(payment));
    const outcome = await refundHostedPayment(payment, { reference, amount });
    if (!outcome || outcome.kind === 'refused') return json(409, { error: outcome?.reason === 'too_much' ? 'more than is left to refund' : `checkout is ${STATUSES[stateOf(payment)]}` });
    return json(200, checkoutJson(outcome.payment));
  }
  return null;
}

export const externalProvider: HostedPaymentProvider = {
  provider: 'external',
  name: 'External payment page',
  pagePath: 'checkout',
  credentialsValid: bearerValid,
  unauthorised: () => json(401, { error: 'invalid API key' }),
  api,
  // One return URL for every outcome; the page says which one happened.
  returnUrl: (payment, outcome) => withQuery(stored(payment, 'returnUrl') ?? '', { result: outcome, checkout: payment.id }),
  notification(payment) {
    const url = stored(payment, 'notifyUrl');
    return url ? { url: withQuery(url, { checkout: payment.id }), method: 'GET' } : null;
  },
};

export const externalSandbox = hostedPaymentSandbox(externalProvider);
