import { randomBytes, randomInt } from 'node:crypto';
import { safeEqual } from '../lib/server/payments/signing';
import { formatMoney } from '@/lib/domain/money';
import type { SandboxPaymentRow } from './schema';
import { isShopUrl, sandboxSecret, sandboxUrl } from './context';
import { basicCredentials, hostedPage, notifyModeOf, notifyModeSelect, parsedBody, redirect, type SandboxRequest, type SandboxResponse, type SandboxRoute } from './http';
import { deliverNotification, type Notification } from './notify';
import { createSandboxPayment, findSandboxPayment, moveSandboxPayment, refundSandboxPayment } from './store';

/**
 * What the redirect-to-hosted-page providers (DPS, OnlinePOS, BlankExternal) have in common in the
 * sandbox: a payment that waits on a hosted page where the tester approves, declines or cancels it, a
 * notification, and a trip back to the shop. Each provider's own wire format (paths, field names,
 * authentication, error bodies) lives in its file under providers/.
 */

/** The sandbox's states; each provider translates them into its own vocabulary. */
export type HostedState = 'open' | 'approved' | 'declined' | 'cancelled' | 'expired' | 'partially_refunded' | 'refunded';
/** Where the browser is sent back to: each provider has a return URL (or a parameter) per outcome. */
export type HostedOutcome = 'approved' | 'declined' | 'cancelled';

/** An undecided payment expires after this long, as providers' hosted sessions do. */
export const HOSTED_PAYMENT_LIFETIME_MS = 30 * 60_000;

export interface HostedPaymentProvider {
  /** The first path segment under the sandbox, and `sandbox_payments.provider`. */
  provider: string;
  /** Shown on the hosted page. */
  name: string;
  /** The hosted page is `{public sandbox URL}/{provider}/{pagePath}/{id}`. */
  pagePath: string;
  /** Whether an API call carries the sandbox credential the way this provider expects it. */
  credentialsValid(request: SandboxRequest): boolean;
  /** The provider's answer to a call without valid credentials. */
  unauthorised(): SandboxResponse;
  /** The provider's REST API (path after the provider segment), once authenticated; null for unknown routes. */
  api(request: SandboxRequest, route: string[]): Promise<SandboxResponse | null>;
  /** Where the browser goes back to for an outcome. */
  returnUrl(payment: SandboxPaymentRow, outcome: HostedOutcome): string;
  /** The notification the provider sends once the payment is decided, or null when none was asked for. */
  notification(payment: SandboxPaymentRow): Notification | null;
}

/**
 * The sandbox credential in HTTP Basic auth. Only the password is checked: the user name is the
 * merchant's (REST user, merchant id) and differs per gateway. The secret is the test account's
 * (sandbox/account.ts), compared in constant time.
 */
export const basicPasswordValid = (request: SandboxRequest) => safeEqual(basicCredentials(request)?.password ?? '', sandboxSecret());

export const bearerValid = (request: SandboxRequest) => safeEqual(request.headers.authorization ?? '', `Bearer ${sandboxSecret()}`);

/**
 * An absolute http(s) URL on one of the shop's origins (sandbox/context.ts isShopUrl), or null: the
 * sandbox sends browsers and notifications to nothing else.
 */
export function shopUrl(value: unknown): string | null {
  return isShopUrl(value) ? new URL(value).toString() : null;
}

export const CURRENCY = /^[A-Z]{3}$/;
/** Merchant references: printable, short, as providers' reference fields are. */
export const REFERENCE = /^[\x21-\x7e]{1,64}$/;

export const hostedPageUrl = (provider: HostedPaymentProvider, id: string) => `${sandboxUrl()}/${provider.provider}/${provider.pagePath}/${id}`;

export const expiresAt = (payment: SandboxPaymentRow) => new Date(payment.createdAt.getTime() + HOSTED_PAYMENT_LIFETIME_MS);

export const stateOf = (payment: SandboxPaymentRow) => payment.state as HostedState;

/** A string field of the payment's stored request data. */
export const stored = (payment: SandboxPaymentRow, key: string): string | undefined => {
  const value = payment.data[key];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Opens a payment, or returns the one already open for this merchant reference (the providers'
 * idempotency). A reference reused for another amount or currency is a conflict, not a replay.
 */
export async function openHostedPayment(
  provider: HostedPaymentProvider,
  values: { merchantReference: string; amount: number; currency: string; data: Record<string, unknown> },
): Promise<{ payment: SandboxPaymentRow; created: boolean; conflicting: boolean }> {
  const { payment, created } = await createSandboxPayment({ provider: provider.provider, idPrefix: provider.provider, state: 'open', ...values });
  return { payment, created, conflicting: !created && (payment.amount !== values.amount || payment.currency !== values.currency) };
}

/**
 * A payment as it stands now. One left undecided past its lifetime is moved to expired on the first
 * read after that; the move is conditional, so a click racing it either decides first or finds it expired.
 */
export async function loadHostedPayment(provider: HostedPaymentProvider, id: string): Promise<SandboxPaymentRow | null> {
  const payment = await findSandboxPayment(provider.provider, id);
  if (!payment || payment.state !== 'open' || expiresAt(payment).getTime() > Date.now()) return payment;
  return (await moveSandboxPayment(payment.id, ['open'], 'expired')) ?? findSandboxPayment(provider.provider, id);
}

/**
 * Gives back all or part of an approved payment, once per merchant refund reference (store.ts
 * refundSandboxPayment): partially refunded until every cent is back, then refunded.
 */
export const refundHostedPayment = (payment: SandboxPaymentRow, request: { reference: string; amount: number }) =>
  refundSandboxPayment(payment.id, request, {
    refundable: ['approved', 'partially_refunded'],
    stateAfter: (full) => (full ? 'refunded' : 'partially_refunded'),
    idPrefix: 'rf',
  });

/** Whether the payment was approved (and possibly given back since, in part or in full). */
export const wasApproved = (state: HostedState) => state === 'approved' || state === 'partially_refunded' || state === 'refunded';

const CHOICES: Record<string, { to: HostedState; data: () => Record<string, unknown>; charge: boolean }> = {
  // An approval is a charge: the counter lets tests prove a retried checkout never charges twice.
  approve: { to: 'approved', charge: true, data: () => ({ transactionId: randomBytes(8).toString('hex'), authCode: String(randomInt(100000, 1000000)) }) },
  decline: { to: 'declined', charge: false, data: () => ({ transactionId: randomBytes(8).toString('hex') }) },
  cancel: { to: 'cancelled', charge: false, data: () => ({}) },
};

/** Where a decided payment sends the browser back to. Expired has no return URL of its own: cancelled is nearest. */
const outcomeOf = (state: HostedState): HostedOutcome => (wasApproved(state) ? 'approved' : state === 'declined' ? 'declined' : 'cancelled');

const VERDICTS: Record<Exclude<HostedState, 'open'>, string> = {
  approved: 'This payment was approved.',
  declined: 'This payment was declined.',
  cancelled: 'This payment was cancelled.',
  expired: 'This payment session has expired.',
  partially_refunded: 'This payment was approved, then partly refunded.',
  refunded: 'This payment was approved, then refunded.',
};

function page(provider: HostedPaymentProvider, payment: SandboxPaymentRow): SandboxResponse {
  const state = stateOf(payment);
  const amount = formatMoney({ amount: payment.amount, currency: payment.currency }, 'en');
  const lines: [string, string][] = [
    ['Amount', amount],
    ['Currency', payment.currency],
    ['Reference', payment.merchantReference],
  ];
  const description = stored(payment, 'description');
  if (description) lines.push(['Description', description]);
  if (state !== 'open') {
    // A decided page shows its outcome, not buttons: a back button or a second tab cannot decide again.
    return hostedPage({ provider: provider.name, title: `Pay ${amount}`, lines, message: VERDICTS[state], actions: [{ label: 'Return to the shop', choice: 'return', tone: 'primary' }] });
  }
  return hostedPage({
    provider: provider.name,
    title: `Pay ${amount}`,
    lines,
    extraHtml: notifyModeSelect(),
    actions: [
      { label: 'Approve', choice: 'approve', tone: 'primary' },
      { label: 'Decline', choice: 'decline', tone: 'danger' },
      { label: 'Cancel', choice: 'cancel' },
    ],
  });
}

const notFoundPage = (provider: HostedPaymentProvider): SandboxResponse => ({
  ...hostedPage({ provider: provider.name, title: 'Payment not found', lines: [], actions: [], message: 'There is no payment session at this address.' }),
  status: 404,
});

/**
 * The hosted page. GET shows it; POST decides it (approve, decline, cancel), fires the notification the
 * tester chose, and sends the browser back with a 303. Deciding is a conditional move out of `open`, so a
 * double click or a replayed form decides nothing the second time and just sends the browser back again.
 */
async function hostedPaymentPage(provider: HostedPaymentProvider, request: SandboxRequest, id: string): Promise<SandboxResponse> {
  const payment = await loadHostedPayment(provider, id);
  if (!payment) return notFoundPage(provider);
  if (request.method === 'GET') return page(provider, payment);
  if (request.method !== 'POST') return { status: 405, headers: { allow: 'GET, POST' }, body: '' };
  const form = parsedBody(request);
  const choice = typeof form.choice === 'string' ? CHOICES[form.choice] : undefined;
  if (!choice) {
    return stateOf(payment) === 'open' ? page(provider, payment) : backToShop(provider, provider.returnUrl(payment, outcomeOf(stateOf(payment))));
  }
  const decided = await moveSandboxPayment(payment.id, ['open'], choice.to, { ...choice.data(), decidedAt: new Date().toISOString() }, choice.charge);
  if (!decided) {
    const current = (await findSandboxPayment(provider.provider, id)) ?? payment;
    return backToShop(provider, provider.returnUrl(current, outcomeOf(stateOf(current))));
  }
  const notification = provider.notification(decided);
  // Sent before the browser is redirected (except "late", which comes after the return and the shop's
  // own status check): the shop must cope with either order.
  if (notification) deliverNotification(notification, notifyModeOf(form.notify));
  return backToShop(provider, provider.returnUrl(decided, outcomeOf(stateOf(decided))));
}

/**
 * Sends the browser back to the shop. Return URLs are refused when the payment is created unless they
 * are on the shop's origins; checked again here, so the hosted page never redirects anywhere else.
 */
function backToShop(provider: HostedPaymentProvider, url: string): SandboxResponse {
  if (isShopUrl(url)) return redirect(url);
  return { ...hostedPage({ provider: provider.name, title: 'Cannot return', lines: [], actions: [], message: 'This payment names no return address of the shop.' }), status: 400 };
}

/** A provider's sandbox route: its hosted page (no credentials: the visitor's browser opens it) and its API. */
export function hostedPaymentSandbox(provider: HostedPaymentProvider): SandboxRoute {
  return async (request) => {
    const route = request.path.slice(1);
    if (route.length === 2 && route[0] === provider.pagePath) return hostedPaymentPage(provider, request, route[1]);
    if (!provider.credentialsValid(request)) return provider.unauthorised();
    return provider.api(request, route);
  };
}
