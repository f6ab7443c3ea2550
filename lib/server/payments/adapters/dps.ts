import { fromDecimalAmount, toDecimalAmount } from '@/lib/domain/decimal-amount';
import type { ProviderState } from '@/lib/domain/order-status';
import { withQuery } from '@/lib/domain/with-query';
import { accountSetting } from '../gateway-context';
import { basicAuth } from '../provider-http';
import { record, redirectGatewayAdapter, text, type RedirectProtocol } from './redirect-gateway';

/**
 * DPS: Windcave (formerly Payment Express) REST sessions with its hosted payment page. A session is
 * paid only when `GET /sessions/{id}` says `complete` with an authorised transaction; the browser's
 * return and the notification (only the session id) are hints to ask.
 *
 * - `settings.baseUrl` is the host without the API path: `https://uat.windcave.com` (test) or
 *   `https://sec.windcave.com` (live); calls go to `{baseUrl}/api/v1/…`.
 * - HTTP Basic auth: the REST user name (`settings.username`) and the API key (`settings.secretEnv`).
 * - Amounts are decimal strings ("123.45"), not minor units.
 * - Notifications carry only the session id and are unsigned; the session is then fetched with our
 *   credentials, which is the verification.
 */

interface DpsTransaction {
  id?: string;
  type?: string;
  authorised?: boolean;
  reCo?: string;
  responseText?: string;
  authCode?: string;
  amount?: string;
  currency?: string;
  merchantReference?: string;
}

const transactionsOf = (session: Record<string, unknown>): DpsTransaction[] =>
  Array.isArray(session.transactions) ? session.transactions.map((t) => record(t) as DpsTransaction) : [];

const purchases = (session: Record<string, unknown>) => transactionsOf(session).filter((t) => (t.type ?? 'purchase') === 'purchase');

/** The purchase that took the money, if any. */
const authorisedPurchase = (session: Record<string, unknown>) => purchases(session).find((t) => t.authorised === true);

function stateOf(session: Record<string, unknown>): ProviderState {
  const state = text(session.state);
  if (state === 'complete') {
    if (authorisedPurchase(session)) return 'authorised';
    // Complete without any attempt: the visitor left the page through its cancel button.
    return purchases(session).length ? 'declined' : 'cancelled';
  }
  if (state === 'cancelled') return 'cancelled';
  if (state === 'expired') return 'expired';
  // A session still open past its `expires` can no longer be paid, whatever its state still says.
  const expires = Date.parse(text(session.expires) ?? '');
  if (!Number.isNaN(expires) && expires < Date.now()) return 'expired';
  return 'waiting';
}

export const dpsProtocol: RedirectProtocol = {
  type: 'DPS',
  name: 'Windcave',
  authorization: (ctx) => basicAuth(accountSetting(ctx, 'username'), ctx.secret),

  startCall: (input) => ({
    method: 'POST',
    path: '/api/v1/sessions',
    body: {
      type: 'purchase',
      amount: toDecimalAmount(input.amount, input.currency),
      currency: input.currency,
      merchantReference: input.paymentId,
      language: input.language,
      methods: ['card'],
      callbackUrls: {
        approved: withQuery(input.returnUrl, { result: 'approved' }),
        declined: withQuery(input.returnUrl, { result: 'declined' }),
        cancelled: withQuery(input.returnUrl, { result: 'cancelled' }),
      },
      notificationUrl: input.notificationUrl,
    },
    // Windcave answers 202 Accepted: the session exists and the hosted page is ready.
    expect: [202],
  }),

  started(answer) {
    const session = record(answer);
    const links = Array.isArray(session.links) ? session.links.map(record) : [];
    const id = text(session.id);
    const hpp = text(links.find((link) => link.rel === 'hpp')?.href);
    return id && hpp ? { providerReference: id, url: hpp } : null;
  },

  statusPath: (id) => `/api/v1/sessions/${encodeURIComponent(id)}`,

  view(answer) {
    const session = record(answer);
    if (!text(session.id) || !text(session.state)) return null;
    const state = stateOf(session);
    // The transaction is what was charged; the session only says what was asked.
    const paid = authorisedPurchase(session);
    const attempt = paid ?? purchases(session).at(-1);
    const currency = text(attempt?.currency) ?? text(session.currency);
    const amountText = text(attempt?.amount) ?? text(session.amount);
    const amount = currency && amountText ? fromDecimalAmount(amountText, currency) : null;
    const refunds = transactionsOf(session).filter((t) => t.type === 'refund' && t.authorised === true);
    const refundedAmount = currency ? refunds.reduce((sum, t) => sum + (fromDecimalAmount(text(t.amount) ?? '', currency) ?? 0), 0) : 0;
    return {
      state,
      amount: amount ?? undefined,
      currency,
      merchantReference: text(attempt?.merchantReference) ?? text(session.merchantReference),
      refunded: amount !== null && refunds.length > 0 && refundedAmount >= amount,
      detail: {
        sessionState: session.state,
        ...(attempt ? { transactionId: attempt.id, reCo: attempt.reCo, responseText: attempt.responseText, authCode: attempt.authCode } : {}),
      },
    };
  },

  notificationField: 'sessionId',
  notificationReply: { status: 200, contentType: 'text/plain', body: '' },

  refundCall(payment, taken, current, request) {
    const purchase = authorisedPurchase(record(current));
    return {
      method: 'POST',
      path: '/api/v1/transactions',
      // Windcave's idempotency key for a REST request (unconfirmed: kept in this one place): a retry
      // with the same X-ID answers the transaction already made.
      headers: { 'x-id': request.reference },
      body: {
        type: 'refund',
        // Refunds name the purchase transaction, not the session.
        transactionId: purchase?.id,
        amount: toDecimalAmount(request.amount, taken.currency),
        currency: taken.currency,
        merchantReference: payment.paymentId,
      },
      expect: [200, 201, 202],
    };
  },

  refundAccepted: (answer) => (record(answer).authorised === true ? { providerReference: text(record(answer).id) } : null),
};

export const dpsAdapter = redirectGatewayAdapter(dpsProtocol);
