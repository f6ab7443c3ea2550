import type { SandboxPaymentRow } from './schema';
import { sandboxUrl } from './context';
import { QR_VALIDITY_MS } from '../lib/server/payments/signing';
import { hostedPage, notifyModeOf, notifyModeSelect, parsedBody, type NotifyMode, type SandboxRequest, type SandboxResponse } from './http';
import { findSandboxPayment, moveSandboxPayment } from './store';

/** What the visitor's phone can do with a scanned sandbox QR code. */
export type ScanOutcome = 'paid' | 'rejected' | 'expired';

/**
 * How one QR provider's sandbox names its states (WeChat trade_state, Antom paymentStatus, our own
 * BlankQRCode status) and what it notifies. The scan page and the expiry rule are the same for all.
 */
export interface QrFlow {
  /** The sandbox_payments provider key and the URL segment. */
  provider: string;
  label: string;
  /** States in which the payment can still be paid, rejected or left to expire. */
  waitingStates: string[];
  /** WeChat shows that the code was scanned (USERPAYING); others do not. */
  scannedState?: string;
  outcomes: Record<ScanOutcome, { state: string; data?: () => Record<string, unknown> }>;
  /** Sends the provider's notification about an outcome, or nothing when the provider sends none for it. */
  notify(payment: SandboxPaymentRow, outcome: ScanOutcome, mode: NotifyMode): void;
}

/** The QR content: a sandbox page a phone (a second browser page in tests) opens, as a wallet app would. */
export const scanUrl = (provider: string, id: string) => `${sandboxUrl()}/${provider}/scan/${encodeURIComponent(id)}`;

export const expiresAtOf = (payment: SandboxPaymentRow) => new Date(payment.createdAt.getTime() + QR_VALIDITY_MS);

/**
 * A QR payment not paid within 15 minutes is closed. Nobody runs a timer: the first read after the
 * deadline moves it (conditionally, so concurrent readers agree), and every read goes through here.
 */
export async function withExpiry(flow: QrFlow, payment: SandboxPaymentRow): Promise<SandboxPaymentRow> {
  if (!flow.waitingStates.includes(payment.state) || expiresAtOf(payment).getTime() > Date.now()) return payment;
  const expired = flow.outcomes.expired;
  const moved = await moveSandboxPayment(payment.id, flow.waitingStates, expired.state, expired.data?.() ?? {});
  return moved ?? (await findSandboxPayment(flow.provider, payment.id)) ?? payment;
}

const CHOICES: Record<string, ScanOutcome> = { confirm: 'paid', reject: 'rejected', expire: 'expired' };

const MESSAGES: Record<ScanOutcome, string> = {
  paid: 'Payment confirmed.',
  rejected: 'Payment rejected.',
  expired: 'The code was left to expire.',
};

/**
 * GET and POST of `/<provider>/scan/{id}`. Opening the page is scanning; posting a choice decides the
 * outcome. The move is conditional on a waiting state, so a second Confirm neither charges again nor
 * notifies again.
 */
export async function scanRoute(flow: QrFlow, request: SandboxRequest, id: string): Promise<SandboxResponse | null> {
  const found = await findSandboxPayment(flow.provider, id);
  if (!found) return null;
  let payment = await withExpiry(flow, found);
  if (request.method === 'GET') {
    if (flow.scannedState && flow.waitingStates.includes(payment.state) && payment.state !== flow.scannedState) {
      payment = (await moveSandboxPayment(payment.id, [payment.state], flow.scannedState)) ?? payment;
    }
    return page(flow, payment);
  }
  if (request.method !== 'POST') return null;
  const form = parsedBody(request);
  const outcome = CHOICES[String(form.choice)];
  if (!outcome) return page(flow, payment, 'Choose Confirm, Reject or Let expire.');
  const target = flow.outcomes[outcome];
  const moved = await moveSandboxPayment(payment.id, flow.waitingStates, target.state, target.data?.() ?? {}, outcome === 'paid');
  if (!moved) {
    const current = (await findSandboxPayment(flow.provider, id)) ?? payment;
    return page(flow, current, `Nothing changed: this payment is already ${current.state}.`);
  }
  flow.notify(moved, outcome, notifyModeOf(form.notify));
  return page(flow, moved, MESSAGES[outcome]);
}

function page(flow: QrFlow, payment: SandboxPaymentRow, message?: string): SandboxResponse {
  const waiting = flow.waitingStates.includes(payment.state);
  return hostedPage({
    provider: flow.label,
    title: waiting ? 'Confirm payment' : 'Payment',
    lines: [
      ['Amount', formatAmount(payment.amount, payment.currency)],
      ['Merchant reference', payment.merchantReference],
      ['Status', payment.state],
      ['Code expires', expiresAtOf(payment).toISOString()],
    ],
    actions: waiting
      ? [
          { label: 'Confirm', choice: 'confirm', tone: 'primary' },
          { label: 'Reject', choice: 'reject', tone: 'danger' },
          { label: 'Let expire', choice: 'expire' },
        ]
      : [],
    extraHtml: waiting ? notifyModeSelect() : '',
    message,
  });
}

/** Minor units to display, with the currency's own number of decimals (JPY 0, HKD 2). */
export function formatAmount(amount: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency });
    return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
  } catch {
    return `${amount} ${currency}`;
  }
}

