import type { SandboxPaymentRow } from '../schema';
import { isShopUrl, sandboxSecret } from '../context';
import { hmacSha256Hex, safeEqual } from '../../lib/server/payments/signing';
import { json, parsedBody, type SandboxRequest, type SandboxResponse, type SandboxRoute } from '../http';
import { deliverNotification, type Notification } from '../notify';
import { expiresAtOf, scanRoute, scanUrl, withExpiry, type QrFlow } from '../qr-scan';
import { createSandboxPayment, findSandboxPayment, moveSandboxPayment, refundedAmount, refundSandboxPayment, refundsOf } from '../store';

/**
 * The BlankQRCode provider in the sandbox: the REST protocol defined in
 * lib/server/payments/adapters/blank-qr-code.ts (payments, cancel, refund, HMAC-signed notifications),
 * authenticated with `Authorization: Bearer <secret>`, and the scan page its qrContent opens.
 */
const PROVIDER = 'qr';
const WAITING = ['pending'];

const flow: QrFlow = {
  provider: PROVIDER,
  label: 'QR code payment',
  waitingStates: WAITING,
  outcomes: {
    paid: { state: 'paid', data: () => ({ paidAt: new Date().toISOString() }) },
    rejected: { state: 'rejected' },
    expired: { state: 'expired' },
  },
  // The notification URL is optional in this protocol: without one the shop only polls.
  notify(payment, _outcome, mode) {
    if (payment.data.notificationUrl) deliverNotification(qrNotification(payment), mode);
  },
};

const error = (status: number, code: string) => json(status, { error: code });

function paymentJson(payment: SandboxPaymentRow) {
  return {
    id: payment.id,
    reference: payment.merchantReference,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.state,
    qrContent: scanUrl(PROVIDER, payment.id),
    expiresAt: expiresAtOf(payment).toISOString(),
    createdAt: payment.createdAt.toISOString(),
    ...(payment.data.paidAt ? { paidAt: payment.data.paidAt } : {}),
    refunds: refundsOf(payment).map((refund) => ({ id: refund.id, reference: refund.reference, amount: refund.amount, createdAt: refund.createdAt })),
  };
}

const authorised = (request: SandboxRequest) => safeEqual(request.headers.authorization ?? '', `Bearer ${sandboxSecret()}`);

async function create(request: SandboxRequest): Promise<SandboxResponse> {
  const body = parsedBody(request);
  const { reference, amount, currency, description, notificationUrl } = body;
  if (typeof reference !== 'string' || !reference || reference.length > 64) return error(400, 'invalid_reference');
  if (!Number.isInteger(amount) || (amount as number) <= 0) return error(400, 'invalid_amount');
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return error(400, 'invalid_currency');
  // Checked when the payment is created, so a bad one fails here and nothing is ever sent to it.
  if (notificationUrl !== undefined && !isShopUrl(notificationUrl)) return error(400, 'invalid_notification_url');
  const { payment, created } = await createSandboxPayment({
    provider: PROVIDER,
    merchantReference: reference,
    amount: amount as number,
    currency,
    state: 'pending',
    data: { notificationUrl, description: typeof description === 'string' ? description : '' },
    idPrefix: 'qr',
  });
  // The reference is the idempotency key: the same request is the same payment.
  if (!created && (payment.amount !== amount || payment.currency !== currency)) return error(409, 'reference_conflict');
  return json(created ? 201 : 200, paymentJson(await withExpiry(flow, payment)));
}

async function act(payment: SandboxPaymentRow, action: string, request: SandboxRequest): Promise<SandboxResponse> {
  if (action === 'cancel') {
    const moved = await moveSandboxPayment(payment.id, WAITING, 'cancelled');
    return moved || payment.state === 'cancelled' ? json(200, paymentJson(moved ?? payment)) : json(409, paymentJson(payment));
  }
  // Refund: all or part of what is left, once per reference; without them, the one full refund. Asking
  // again answers the payment as it stands.
  const body = parsedBody(request);
  const amount = body.amount === undefined ? payment.amount - refundedAmount(payment) : body.amount;
  const reference = typeof body.reference === 'string' && body.reference.length <= 64 ? body.reference : 'full';
  if (body.amount === undefined && payment.state === 'refunded') return json(200, paymentJson(payment));
  if (!Number.isInteger(amount)) return error(400, 'invalid_amount');
  const outcome = await refundSandboxPayment(payment.id, { reference, amount: amount as number }, {
    refundable: ['paid', 'partially_refunded'],
    stateAfter: (full) => (full ? 'refunded' : 'partially_refunded'),
    idPrefix: 'qrrf_',
  });
  return outcome && outcome.kind !== 'refused' ? json(200, paymentJson(outcome.payment)) : json(409, paymentJson(outcome?.payment ?? payment));
}

export const qrSandbox: SandboxRoute = async (request) => {
  const [first, id, action, ...extra] = request.path.slice(1);
  if (first === 'scan' && id && !action) return scanRoute(flow, request, id);
  if (first !== 'payments' || extra.length > 0) return null;
  if (!authorised(request)) return error(401, 'unauthorized');
  if (!id) return request.method === 'POST' ? create(request) : null;
  const found = await findSandboxPayment(PROVIDER, id);
  if (!found) return error(404, 'not_found');
  const payment = await withExpiry(flow, found);
  if (!action && request.method === 'GET') return json(200, paymentJson(payment));
  if ((action === 'cancel' || action === 'refund') && request.method === 'POST') return act(payment, action, request);
  return null;
};

/** The signed notification: HMAC-SHA256 of the exact body with the shared secret. */
export function qrNotification(payment: SandboxPaymentRow, sentAt = new Date(), secret = sandboxSecret()): Notification {
  const body = JSON.stringify({ event: 'payment.updated', id: payment.id, reference: payment.merchantReference, status: payment.state, sentAt: sentAt.toISOString() });
  return {
    url: String(payment.data.notificationUrl),
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-qr-signature': `sha256=${hmacSha256Hex(secret, body)}` },
    body,
  };
}
