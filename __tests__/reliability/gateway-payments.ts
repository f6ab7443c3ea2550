import { randomUUID } from 'node:crypto';
import { operationDocument, visitor } from './graphql-client';
import type { Stack } from './scenario';

/**
 * Every gateway of the demo data that notifies the shop server to server, and how a visitor pays on it
 * against the sandbox, over HTTP as the browser (or the phone, for QR codes) would.
 */
export interface GatewayCase {
  gatewayId: string;
  locale: 'nz' | 'hk';
  domain: string;
  slug: string;
  variation: string;
  /** The sandbox's provider key (sandbox_payments.provider). */
  provider: string;
  /** A sandbox state in which the provider's status answer says the payment failed. */
  failedState: string;
  pay(step: PaymentStep): Promise<number>;
}

/** The union PaymentStep as the createAndCompleteOrder operation selects it: each member's own fields. */
export interface PaymentStep {
  __typename: 'PaymentRedirect' | 'PaymentHostedFields' | 'PaymentQr' | 'PaymentEmbedded';
  url?: string;
  sessionId?: string;
  scriptUrl?: string;
  qrContent?: string;
}

const form = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) }).then(
    async (response) => {
      await response.arrayBuffer();
      return response.status;
    },
  );

/** Windcave-shaped hosted pages: Approve, with the provider notifying once. */
const hostedPage = (step: PaymentStep) => form(step.url!, { choice: 'approve', notify: 'once' });

/** A QR code: the phone opens the scan page, then confirms. */
async function scanAndConfirm(step: PaymentStep) {
  await (await fetch(step.qrContent!)).arrayBuffer();
  return form(step.qrContent!, { choice: 'confirm', notify: 'once' });
}

/** ROLLER's card form in its frame, with an approving test card. */
const rollerCard = (step: PaymentStep) => form(step.url!, { choice: 'pay', number: '4111111111111111', expiry: '12/39', securityCode: '987', notify: 'once' });

/** Mastercard Hosted Session: the card frame (sandbox origin) stores the card in the session; Pay comes from the shop. */
async function mastercardFields(step: PaymentStep) {
  const base = /^(.*?\/mastercard\/)/.exec(step.scriptUrl!)![1];
  const response = await fetch(`${base}form/session/${encodeURIComponent(step.sessionId!)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number: '5123450000000008', expiryMonth: '12', expiryYear: '39', securityCode: '987' }),
  });
  await response.arrayBuffer();
  return response.status;
}

const NZ = { locale: 'nz' as const, domain: 'nz.localhost', slug: 'luge', variation: 'nz-luge-five-rides' };
const HK = { locale: 'hk' as const, domain: 'hk.localhost', slug: 'harbour-zipline', variation: 'hk-zipline-adult' };

export const NOTIFYING_GATEWAYS: GatewayCase[] = [
  { ...NZ, gatewayId: 'nz-windcave', provider: 'dps', failedState: 'declined', pay: hostedPage },
  { ...NZ, gatewayId: 'nz-bank', provider: 'external', failedState: 'declined', pay: hostedPage },
  { ...NZ, gatewayId: 'nz-card', provider: 'mastercard', failedState: 'FAILED', pay: mastercardFields },
  { ...NZ, gatewayId: 'nz-roller', provider: 'roller', failedState: 'PaymentDeclined', pay: rollerCard },
  { ...HK, gatewayId: 'hk-wechat', provider: 'wechat', failedState: 'PAYERROR', pay: scanAndConfirm },
  { ...HK, gatewayId: 'hk-alipay', provider: 'alipay', failedState: 'FAIL', pay: scanAndConfirm },
  { ...HK, gatewayId: 'hk-onlinepos', provider: 'onlinepos', failedState: 'declined', pay: hostedPage },
  { ...HK, gatewayId: 'hk-fps', provider: 'qr', failedState: 'rejected', pay: scanAndConfirm },
];

const SESSIONS = `query($slug: String!, $date: Date!) { getSessions(slug: $slug, date: $date) { id remaining } }`;

/**
 * One visitor of the gateway's locale holds `places` on a session `daysAhead` and orders on the gateway,
 * with the page origin given (where the provider's notification is then sent).
 */
export async function orderOn(stack: Stack, gateway: GatewayCase, pageOrigin: string, daysAhead: number, places = 1) {
  const buyer = visitor(stack, gateway.locale, 1);
  const headers = { 'x-page-origin': pageOrigin };
  const date = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const sessions = await buyer.call(SESSIONS, { slug: gateway.slug, date }, headers);
  const session = ((sessions.body?.data?.getSessions ?? []) as { id: string; remaining: number }[]).find((s) => s.remaining >= places);
  if (!session) throw new Error(`${gateway.gatewayId}: no ${gateway.slug} session on ${date}: ${sessions.text.slice(0, 200)}`);
  const added = await buyer.call(
    operationDocument('addToCart'),
    { input: { activitySlug: gateway.slug, sessionId: session.id, tickets: [{ variationId: gateway.variation, quantity: places }] } },
    headers,
  );
  if ((added.body?.data?.addToCart as { __typename?: string })?.__typename !== 'CartUpdated') throw new Error(`${gateway.gatewayId}: addToCart ${added.text.slice(0, 300)}`);
  const customer = { firstName: 'Nora', lastName: 'Tify', email: `notify-${gateway.gatewayId}-${randomUUID().slice(0, 8)}@example.com`, mobilePhone: '+64 21 555 0103' };
  const placed = await buyer.call(
    operationDocument('createAndCompleteOrder'),
    { input: { idempotencyKey: randomUUID(), customer, code: null, gatewayId: gateway.gatewayId, acceptTerms: true } },
    headers,
  );
  const result = placed.body?.data?.createAndCompleteOrder as { order?: { token: string }; payment?: PaymentStep } | undefined;
  if (!result?.order || !result.payment) throw new Error(`${gateway.gatewayId}: order ${placed.text.slice(0, 300)}`);
  return { token: result.order.token, step: result.payment, sessionId: session.id, email: customer.email, buyer, headers };
}

/** The browser's return: "I have paid" / back from the hosted page, on instance `instance`. */
export async function confirmOn(stack: Stack, gateway: GatewayCase, token: string, pageOrigin: string, instance: number) {
  const answer = await visitor(stack, gateway.locale, instance).call(operationDocument('confirmPayment'), { token }, { 'x-page-origin': pageOrigin });
  return answer.status;
}
