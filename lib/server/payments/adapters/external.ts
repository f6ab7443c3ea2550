import type { ProviderState } from '@/lib/domain/order-status';
import { record, redirectGatewayAdapter, text, type RedirectProtocol } from './redirect-gateway';

/**
 * BlankExternal: a generic external payment page (the DPS shape: redirect and back, then confirm with
 * the provider). It has no public reference, so this is the smallest protocol that keeps the rules:
 *
 * - `settings.baseUrl` is the API root; `Authorization: Bearer {API key}` (`settings.secretEnv`).
 * - `POST /checkouts`, form-encoded: `reference, amount (minor units), currency, language, description,
 *   return_url, notify_url`. The reference is unique per merchant, so a retry gets 200 with the checkout
 *   already made instead of 201 with a new one. Body (JSON): `{id, reference, amount, currency, status,
 *   url, expires_at}`.
 * - One return URL: the page sends the browser back to it with `result=approved|declined|cancelled` and
 *   `checkout={id}` added, which is already the shape of our return URL.
 * - `GET /checkouts/{id}`: `status` is open, paid, declined, cancelled, expired, partially_refunded or
 *   refunded.
 * - Notification: `GET {notify_url}?checkout={id}`, unsigned, acknowledged with `OK`.
 * - `POST /checkouts/{id}/refund`, form-encoded `amount` (minor units) and `reference` (unique per
 *   refund; the same one again answers the refund already made); without them, the whole amount: 200
 *   with the checkout, its `status` partially_refunded or refunded and its `refunds` `[{id, reference,
 *   amount}]`.
 */

const STATES: Record<string, ProviderState> = {
  open: 'waiting',
  paid: 'authorised',
  // Paid, then given back (in part or in full): still the payment's outcome; the refund flow reads `refunded`.
  refunded: 'authorised',
  partially_refunded: 'authorised',
  declined: 'declined',
  cancelled: 'cancelled',
  expired: 'expired',
};

export const externalProtocol: RedirectProtocol = {
  type: 'BlankExternal',
  name: 'External payment page',
  authorization: (ctx) => `Bearer ${ctx.secret}`,

  startCall: (input) => ({
    method: 'POST',
    path: '/checkouts',
    form: true,
    body: new URLSearchParams({
      reference: input.paymentId,
      amount: String(input.amount),
      currency: input.currency,
      language: input.language,
      description: input.bookingId,
      return_url: input.returnUrl,
      notify_url: input.notificationUrl,
    }).toString(),
    expect: [200, 201],
  }),

  started(answer) {
    const checkout = record(answer);
    const id = text(checkout.id);
    const url = text(checkout.url);
    return id && url ? { providerReference: id, url } : null;
  },

  statusPath: (id) => `/checkouts/${encodeURIComponent(id)}`,

  view(answer) {
    const checkout = record(answer);
    const status = text(checkout.status);
    const state = status ? STATES[status] : undefined;
    if (!text(checkout.id) || !state) return null;
    return {
      state,
      amount: Number.isSafeInteger(checkout.amount) ? (checkout.amount as number) : undefined,
      currency: text(checkout.currency),
      merchantReference: text(checkout.reference),
      refunded: status === 'refunded',
      detail: { providerStatus: status, approvalCode: checkout.approval_code },
    };
  },

  notificationField: 'checkout',
  notificationReply: { status: 200, contentType: 'text/plain', body: 'OK' },

  refundCall: (payment, _taken, _current, request) => ({
    method: 'POST',
    path: `/checkouts/${encodeURIComponent(payment.providerReference)}/refund`,
    form: true,
    body: new URLSearchParams({ amount: String(request.amount), reference: request.reference }).toString(),
    expect: [200],
  }),

  refundAccepted(answer, request) {
    const refunds = Array.isArray(record(answer).refunds) ? (record(answer).refunds as unknown[]).map(record) : [];
    const made = refunds.find((refund) => refund.reference === request.reference);
    return made ? { providerReference: text(made.id) } : null;
  },
};

export const externalAdapter = redirectGatewayAdapter(externalProtocol);
