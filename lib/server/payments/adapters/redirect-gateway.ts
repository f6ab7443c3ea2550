import type { ProviderState } from '@/lib/domain/order-status';
import type { GatewayType } from '../../platform/db/schema';
import { providerFetch } from '../provider-http';
import {
  ProviderError,
  type GatewayContext,
  type NotificationInput,
  type PaymentAdapter,
  type PaymentRef,
  type ProviderStatus,
  type RefundRequest,
  type RefundResult,
  type StartInput,
  type VerifiedNotification,
} from '../types';

/** One server-to-provider call, described by a protocol and made by the shared machinery below. */
export interface ProviderCall {
  method: 'GET' | 'POST';
  /** Appended to the gateway's base URL. */
  path: string;
  /** A JSON value, or a form-encoded string (then `form` is true). */
  body?: unknown;
  form?: boolean;
  /** Headers of the call beyond authorisation (an idempotency key). */
  headers?: Record<string, string>;
  /** The HTTP statuses that mean the provider did what was asked. */
  expect: number[];
}

/** A provider's account of a payment, in our vocabulary, not yet checked against our own records. */
export interface ProviderView {
  state: ProviderState;
  /** Minor units. */
  amount?: number;
  currency?: string;
  merchantReference?: string;
  /** All the money has already gone back: a retried full refund must not ask again. */
  refunded: boolean;
  /** What support needs to read an outcome (response codes, auth codes); never card data. */
  detail: Record<string, unknown>;
}

/**
 * What differs between redirect-to-hosted-page providers (DPS, OnlinePOS, BlankExternal): paths, field
 * names, amount formats, how they authenticate and how they notify. Everything else (calling, checking
 * answers, comparing amounts, verifying notifications by asking back, refunding once) is shared, so
 * that the rule "paid only after our server asked the provider and checked status, amount, currency and
 * our reference" is written once.
 */
export interface RedirectProtocol {
  type: GatewayType;
  /** Human name, for errors. */
  name: string;
  authorization(ctx: GatewayContext): string;
  startCall(input: StartInput): ProviderCall;
  /** Reads the start answer: the provider's reference and where the browser goes; null if malformed. */
  started(answer: unknown): { providerReference: string; url: string } | null;
  statusPath(providerReference: string): string;
  /** Reads a status answer; null if malformed. */
  view(answer: unknown): ProviderView | null;
  /** The query or body field that names the payment in a notification. */
  notificationField: string;
  /** What the provider expects back from our notification endpoint. */
  notificationReply: VerifiedNotification['reply'];
  /**
   * The call that gives back `request.amount` of what the provider says it took (`view`), under the
   * request's reference (the provider's idempotency key); `current` is the raw status answer, for ids
   * the refund must name.
   */
  refundCall(payment: PaymentRef, view: ProviderView & { amount: number; currency: string }, current: unknown, request: RefundRequest): ProviderCall;
  /** What the refund answer says of this refund: null unless the money went back. */
  refundAccepted(answer: unknown, request: RefundRequest): RefundResult | null;
}

/**
 * Provider references go into URL paths; anything outside this alphabet is refused before a call is
 * made, so a forged notification cannot steer our request to another path at the provider.
 */
const REFERENCE = /^[A-Za-z0-9_-]{1,128}$/;

/** Reads an object field of an untyped answer. */
export const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
export const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

async function call(protocol: RedirectProtocol, ctx: GatewayContext, request: ProviderCall): Promise<{ status: number; body: unknown }> {
  const answer = await providerFetch<unknown>(`${ctx.baseUrl}${request.path}`, {
    method: request.method,
    headers: {
      authorization: protocol.authorization(ctx),
      ...(request.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...request.headers,
    },
    body: request.body,
  });
  if (answer.status === 401 || answer.status === 403) {
    // A configuration problem (wrong key, wrong account), never the visitor's: it must reach Sentry.
    throw new ProviderError(`${protocol.name} rejected our credentials`, { status: answer.status, path: request.path });
  }
  return answer;
}

async function expectCall(protocol: RedirectProtocol, ctx: GatewayContext, request: ProviderCall): Promise<unknown> {
  const answer = await call(protocol, ctx, request);
  if (!request.expect.includes(answer.status)) {
    throw new ProviderError(`${protocol.name} answered HTTP ${answer.status}`, { status: answer.status, path: request.path, body: answer.body });
  }
  return answer.body;
}

async function currentView(protocol: RedirectProtocol, ctx: GatewayContext, providerReference: string): Promise<{ view: ProviderView; body: unknown }> {
  if (!REFERENCE.test(providerReference)) throw new ProviderError(`Malformed ${protocol.name} reference`, { providerReference });
  const body = await expectCall(protocol, ctx, { method: 'GET', path: protocol.statusPath(providerReference), expect: [200] });
  const view = protocol.view(body);
  if (!view) throw new ProviderError(`${protocol.name} status answer is malformed`, { providerReference });
  return { view, body };
}

/**
 * The payment counts as authorised only if what the provider authorised is what we asked for: a
 * tampered or reused session for another amount, currency or payment must not pay this order.
 */
function checked(view: ProviderView, payment: PaymentRef): ProviderStatus {
  const status: ProviderStatus = { state: view.state, amount: view.amount, currency: view.currency, merchantReference: view.merchantReference, detail: view.detail };
  if (view.state !== 'authorised') return status;
  const mismatch: Record<string, { expected: unknown; actual: unknown }> = {};
  if (view.amount !== payment.amount) mismatch.amount = { expected: payment.amount, actual: view.amount };
  if (view.currency?.toUpperCase() !== payment.currency.toUpperCase()) mismatch.currency = { expected: payment.currency, actual: view.currency };
  if (view.merchantReference !== payment.paymentId) mismatch.merchantReference = { expected: payment.paymentId, actual: view.merchantReference };
  return Object.keys(mismatch).length ? { ...status, state: 'declined', detail: { ...view.detail, mismatch } } : status;
}

/** A notification's fields: the query, then a form or JSON body, whichever the provider sent. */
function notificationFields(input: NotificationInput): Record<string, unknown> {
  let body: Record<string, unknown> = {};
  const raw = input.rawBody.trim();
  if (raw.startsWith('{')) {
    try {
      body = record(JSON.parse(raw));
    } catch {
      body = {};
    }
  } else if (raw) {
    body = Object.fromEntries(new URLSearchParams(raw));
  }
  return { ...body, ...Object.fromEntries(Object.entries(input.query).filter(([, v]) => v !== undefined)) };
}

/** Builds a PaymentAdapter for a redirect-to-hosted-page provider from its protocol description. */
export function redirectGatewayAdapter(protocol: RedirectProtocol): PaymentAdapter {
  return {
    type: protocol.type,

    async start(ctx, input) {
      const body = await expectCall(protocol, ctx, protocol.startCall(input));
      const started = protocol.started(body);
      if (!started || !REFERENCE.test(started.providerReference)) throw new ProviderError(`${protocol.name} start answer is malformed`, { paymentId: input.paymentId });
      // The browser is sent wherever this says: only a web page will do (no javascript: or data: URLs).
      let protocolOfUrl = '';
      try {
        protocolOfUrl = new URL(started.url).protocol;
      } catch {
        // Falls through to the error below.
      }
      if (protocolOfUrl !== 'https:' && protocolOfUrl !== 'http:') throw new ProviderError(`${protocol.name} hosted page URL is not a web page`, { paymentId: input.paymentId });
      return { providerReference: started.providerReference, action: { kind: 'redirect', url: started.url } };
    },

    async status(ctx, payment) {
      const { view } = await currentView(protocol, ctx, payment.providerReference);
      return checked(view, payment);
    },

    /**
     * These providers do not sign notifications, so a notification is only a payment reference, and
     * nothing in it is believed: handleNotification (lib/server/payments/payment-service.ts) acts only on
     * a reference of one of our payments, and then only by asking the provider with our credentials
     * (status), at most once per payment in NOTIFICATION_CHECK_SECONDS. Asking here as well would give
     * anyone who can reach the endpoint an authenticated provider call per request.
     */
    async verifyNotification(_ctx, input) {
      const reference = text(notificationFields(input)[protocol.notificationField]);
      if (!reference || !REFERENCE.test(reference)) return null;
      return { providerReference: reference, reply: protocol.notificationReply, signed: false };
    },

    /**
     * Gives back all or part of what the provider took, once: the request's reference is the provider's
     * idempotency key, and a full refund of money already given back in full asks nothing more.
     */
    async refund(ctx, payment, request) {
      const { view, body } = await currentView(protocol, ctx, payment.providerReference);
      const { amount, currency } = view;
      if (view.state !== 'authorised' || amount === undefined || currency === undefined) {
        throw new ProviderError(`${protocol.name} payment is not refundable`, { state: view.state, providerReference: payment.providerReference });
      }
      if (view.refunded && request.amount >= amount) return {};
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0 || request.amount > amount) {
        throw new ProviderError(`${protocol.name} refund is not within the payment`, { amount: request.amount, paid: amount });
      }
      const answer = await expectCall(protocol, ctx, protocol.refundCall(payment, { ...view, amount, currency }, body, request));
      const accepted = protocol.refundAccepted(answer, request);
      if (!accepted) throw new ProviderError(`${protocol.name} refused the refund`, { providerReference: payment.providerReference, body: answer });
      return accepted;
    },
  };
}
