import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, db } from '@/lib/server/platform/db/client';
import type { GatewaySettings, GatewayType, PaymentGatewayRow } from '@/lib/server/platform/db/schema';
import { mastercardAdapter } from '@/lib/server/payments/adapters/mastercard';
import { rollerAdapter } from '@/lib/server/payments/adapters/roller';
import { gatewayContext } from '@/lib/server/payments/gateway-context';
import { ProviderError, refundReference, type BrowserAction, type GatewayContext, type PaymentRef, type StartInput } from '@/lib/server/payments/types';
import { findSandboxPayment, findSandboxPaymentByReference } from '@/sandbox/store';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase } from '../helpers/test-database';

let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
});
afterAll(async () => {
  await closeDb();
  await sandbox.close();
  await database.drop();
});

const gateway = (type: GatewayType, settings: GatewaySettings = {}): PaymentGatewayRow => ({
  id: `test-${type}`,
  enabled: true,
  localeId: 'nz',
  type,
  texts: { en: { title: type, description: '' } },
  cardFeeBasisPoints: 0,
  settings: sandbox.settings(type, settings),
  sortOrder: 0,
});

const contextFor = (type: GatewayType, settings: GatewaySettings = {}): GatewayContext => {
  const ctx = gatewayContext(gateway(type, settings));
  if (!ctx) throw new Error('sandbox gateway unavailable');
  return ctx;
};

const startInput = (paymentId: string, notifyPath: string, amount = 12950): StartInput => ({
  paymentId,
  bookingId: 'SR-TEST1',
  amount,
  currency: 'NZD',
  language: 'en',
  returnUrl: `${sandbox.origin}/return`,
  notificationUrl: `${sandbox.origin}/notify/${notifyPath}`,
});

const refOf = (paymentId: string, providerReference: string, action: BrowserAction, amount = 12950): PaymentRef => ({
  paymentId,
  providerReference,
  amount,
  currency: 'NZD',
  action,
});

/** Waits for the sandbox's fire-and-forget webhook to reach the stand-in notification endpoint. */
async function notificationAt(path: string) {
  for (let i = 0; i < 50; i++) {
    const found = sandbox.received.find((r) => r.path === path);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no notification at ${path}`);
}

const headersOf = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));

describe('MasterCardDirect (Hosted Session) against the sandbox', () => {
  const ctx = () => contextFor('MasterCardDirect');

  async function started(notifyPath = 'mastercard') {
    const paymentId = randomUUID();
    const result = await mastercardAdapter.start(ctx(), startInput(paymentId, notifyPath));
    if (result.action.kind !== 'hostedFields') throw new Error('expected hosted fields');
    return { paymentId, result, action: result.action, ref: refOf(paymentId, result.providerReference, result.action) };
  }

  /**
   * What the browser does: session.js frames `{base}form/field` (base derived from its own src), and
   * the number frame POSTs the card as JSON to the relative URL `session/{id}`, on the sandbox origin.
   */
  async function typeCard(action: { sessionId: string; scriptUrl: string }, card: Record<string, string>) {
    const base = /^(.*?\/mastercard\/)/.exec(action.scriptUrl)![1];
    const frame = new URL(`${base}form/field?field=number&session=${encodeURIComponent(action.sessionId)}&channel=x&origin=http%3A%2F%2Fshop.test`);
    const response = await fetch(new URL(`session/${encodeURIComponent(action.sessionId)}`, frame), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(card),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const card = (number: string) => ({ number, expiryMonth: '12', expiryYear: '39', securityCode: '987' });

  it('starts a session and points the browser at the sandbox session.js and its card frames', async () => {
    const { action, ref, paymentId } = await started();
    expect(ref.providerReference).toBe(paymentId);
    expect(action.sessionId).toMatch(/^SESSION0002/);
    expect(action.scriptUrl).toBe(`${sandbox.sandboxUrl}/mastercard/form/version/100/merchant/SANDBOX/session.js`);
    const script = await fetch(action.scriptUrl);
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('window.PaymentSession');
    // It is also at the sandbox's plain path (sandbox/scripts.ts).
    expect(await (await fetch(`${sandbox.sandboxUrl}/mastercard/session.js`)).text()).toContain('updateSessionFromForm');
    const frame = await fetch(`${sandbox.sandboxUrl}/mastercard/form/field?field=securityCode&session=${action.sessionId}&channel=c&origin=http%3A%2F%2Fshop.test&label=CVV&hint=The%20CVV%20is%20the%203-digit%20number`);
    const html = await frame.text();
    expect(frame.headers.get('content-security-policy')).toContain("connect-src 'self'");
    expect(html).toContain('autocomplete="cc-csc"');
    expect(html).toContain('inputmode="numeric"');
    expect(html).toContain('aria-label="CVV"');
    expect(html).toContain('The CVV is the 3-digit number');
  });

  it('charges an approving test card once, after the card went to the sandbox, and says authorised', async () => {
    const { action, ref, paymentId } = await started('mastercard-approve');
    // Before the visitor presses Pay there is nothing to charge, and nothing is: still waiting.
    await mastercardAdapter.authorise!(ctx(), ref);
    expect((await mastercardAdapter.status(ctx(), ref)).state).toBe('waiting');

    const typed = await typeCard(action, card('5123 4500 0000 0008'));
    expect(typed.body).toMatchObject({ status: 'ok', session: { id: action.sessionId } });
    await mastercardAdapter.authorise!(ctx(), ref);
    expect(await mastercardAdapter.status(ctx(), ref)).toMatchObject({ state: 'authorised', amount: 12950, currency: 'NZD', merchantReference: paymentId });
    expect((await findSandboxPaymentByReference('mastercard', paymentId))?.charges).toBe(1);

    // The sandbox keeps the outcome and the last four digits, never the number or the security code.
    const session = await findSandboxPaymentByReference('mastercard-session', action.sessionId);
    expect(Object.keys(session!.data.card as object).sort()).toEqual(['brand', 'expiryMonth', 'expiryYear', 'last4', 'outcome']);
    expect(JSON.stringify(session!.data)).not.toContain('5123450000000008');
    expect(JSON.stringify((await findSandboxPaymentByReference('mastercard', paymentId))!.data)).not.toContain('5123450000000008');

    const webhook = await notificationAt('/notify/mastercard-approve');
    const verified = await mastercardAdapter.verifyNotification(ctx(), { method: 'POST', headers: headersOf(webhook.headers), query: {}, rawBody: webhook.body });
    expect(verified?.providerReference).toBe(paymentId);
    expect(webhook.body).not.toContain('5123450000000008');
  });

  it('declines the declining test card without a charge', async () => {
    const { action, ref, paymentId } = await started();
    expect((await typeCard(action, card('4000000000000002'))).body.status).toBe('ok');
    await mastercardAdapter.authorise!(ctx(), ref);
    expect((await mastercardAdapter.status(ctx(), ref)).state).toBe('declined');
    // A retried PAY answers the declined transaction; it does not try the card again.
    await mastercardAdapter.authorise!(ctx(), ref);
    expect((await mastercardAdapter.status(ctx(), ref)).state).toBe('declined');
    expect((await findSandboxPaymentByReference('mastercard', paymentId))?.charges).toBe(0);
  });

  it('answers fields_in_error for a number failing Luhn, a passed expiry or a short CVV, and keeps waiting', async () => {
    const { action, ref } = await started();
    const typed = await typeCard(action, { number: '4111111111111112', expiryMonth: '01', expiryYear: '20', securityCode: '12' });
    expect(typed.body).toMatchObject({ status: 'fields_in_error', errors: { cardNumber: 'invalid', expiryMonth: 'invalid', expiryYear: 'invalid', securityCode: 'invalid' } });
    expect((await typeCard(action, { number: '', expiryMonth: '', expiryYear: '', securityCode: '' })).body.errors).toEqual({
      cardNumber: 'missing',
      expiryMonth: 'missing',
      expiryYear: 'missing',
      securityCode: 'missing',
    });
    await mastercardAdapter.authorise!(ctx(), ref);
    expect((await mastercardAdapter.status(ctx(), ref)).state).toBe('waiting');
    // The visitor fixes the card: the same session now pays.
    expect((await typeCard(action, card('4111111111111111'))).body.status).toBe('ok');
    await mastercardAdapter.authorise!(ctx(), ref);
    expect((await mastercardAdapter.status(ctx(), ref)).state).toBe('authorised');
  });

  it('charges once when authorise is called 20 times at once', async () => {
    const { action, ref, paymentId } = await started();
    await typeCard(action, card('5123450000000008'));
    await Promise.all(Array.from({ length: 20 }, () => mastercardAdapter.authorise!(ctx(), ref)));
    expect((await findSandboxPaymentByReference('mastercard', paymentId))?.charges).toBe(1);
    expect((await mastercardAdapter.status(ctx(), ref)).state).toBe('authorised');
  });

  it('does not let a session pay a second order', async () => {
    const first = await started();
    await typeCard(first.action, card('5123450000000008'));
    await mastercardAdapter.authorise!(ctx(), first.ref);
    const otherId = randomUUID();
    const other = refOf(otherId, otherId, first.action);
    await mastercardAdapter.authorise!(ctx(), other);
    expect((await mastercardAdapter.status(ctx(), other)).state).toBe('waiting');
    expect(await findSandboxPaymentByReference('mastercard', otherId)).toBeNull();
  });

  it('does not count a payment of another amount as ours', async () => {
    const { action, ref } = await started();
    await typeCard(action, card('5123450000000008'));
    await mastercardAdapter.authorise!(ctx(), ref);
    expect(await mastercardAdapter.status(ctx(), { ...ref, amount: 99 })).toMatchObject({ state: 'declined', detail: { mismatch: true } });
  });

  it('refunds in full, once', async () => {
    const { action, ref, paymentId } = await started();
    await typeCard(action, card('5123450000000008'));
    await mastercardAdapter.authorise!(ctx(), ref);
    await mastercardAdapter.refund(ctx(), ref, { amount: ref.amount, reference: refundReference(ref.paymentId) });
    await mastercardAdapter.refund(ctx(), ref, { amount: ref.amount, reference: refundReference(ref.paymentId) });
    expect((await findSandboxPaymentByReference('mastercard', paymentId))?.state).toBe('REFUNDED');
  });

  it('refunds in parts, each once, never more than was captured', async () => {
    const { action, ref, paymentId } = await started();
    await typeCard(action, card('5123450000000008'));
    await mastercardAdapter.authorise!(ctx(), ref);
    const first = { amount: 1000, reference: refundReference(randomUUID()) };
    await Promise.all([mastercardAdapter.refund(ctx(), ref, first), mastercardAdapter.refund(ctx(), ref, first)]);
    const order = await findSandboxPaymentByReference('mastercard', paymentId);
    expect(order?.state).toBe('PARTIALLY_REFUNDED');
    expect(order?.data.refunds).toEqual([expect.objectContaining({ reference: first.reference, amount: 1000 })]);
    expect((await mastercardAdapter.status(ctx(), ref)).state).toBe('authorised');
    await expect(mastercardAdapter.refund(ctx(), ref, { amount: ref.amount, reference: refundReference(randomUUID()) })).rejects.toBeInstanceOf(ProviderError);
    await mastercardAdapter.refund(ctx(), ref, { amount: ref.amount - 1000, reference: refundReference(randomUUID()) });
    expect((await findSandboxPaymentByReference('mastercard', paymentId))?.state).toBe('REFUNDED');
  });

  it('rejects notifications without the right X-Notification-Secret', async () => {
    const rawBody = JSON.stringify({ order: { id: randomUUID() } });
    const input = (headers: Record<string, string>) => ({ method: 'POST', headers, query: {}, rawBody });
    expect(await mastercardAdapter.verifyNotification(ctx(), input({ 'x-notification-secret': 'not-the-secret' }))).toBeNull();
    expect(await mastercardAdapter.verifyNotification(ctx(), input({}))).toBeNull();
    expect(await mastercardAdapter.verifyNotification(ctx(), input({ 'x-notification-secret': `${ctx().secret}x` }))).toBeNull();
    expect(await mastercardAdapter.verifyNotification(ctx(), input({ 'x-notification-secret': ctx().secret }))).not.toBeNull();
  });

  it('refuses API calls with the wrong credentials, and card posts that are not same-origin JSON', async () => {
    await expect(mastercardAdapter.start({ ...ctx(), secret: 'wrong' }, startInput(randomUUID(), 'x'))).rejects.toBeInstanceOf(ProviderError);
    const { action } = await started();
    const form = await fetch(`${sandbox.sandboxUrl}/mastercard/form/session/${action.sessionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'number=5123450000000008&expiryMonth=12&expiryYear=39&securityCode=123',
    });
    expect(form.status).toBe(415);
  });
});

describe('Roller (ROLLER payment step) against the sandbox', () => {
  const ctx = () => contextFor('Roller');

  async function started(notifyPath = 'roller', paymentId: string = randomUUID()) {
    const result = await rollerAdapter.start(ctx(), startInput(paymentId, notifyPath));
    if (result.action.kind !== 'embedded') throw new Error('expected an embedded action');
    return { paymentId, result, url: result.action.url, ref: refOf(paymentId, result.providerReference, result.action) };
  }

  /** What the card form in the frame posts when the visitor presses a button. */
  async function submit(url: string, fields: Record<string, string>) {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
    return { status: response.status, html: await response.text() };
  }

  const pay = (number: string) => ({ choice: 'pay', number, expiry: '12/39', securityCode: '987', notify: 'once' });

  it('creates a draft booking and frames ROLLER Payments card form from the sandbox', async () => {
    const { url, result } = await started();
    expect(result.providerReference).toMatch(/^RB_/);
    expect(url.startsWith(`${sandbox.sandboxUrl}/roller/pay/`)).toBe(true);
    const html = await (await fetch(url)).text();
    expect(html).toContain('autocomplete="cc-number"');
    expect(html).toContain('autocomplete="cc-exp"');
    expect(html).toContain('autocomplete="cc-csc"');
    expect(html).toContain('value="cancel"');
  });

  it('pays with an approving card: the frame is told, the booking is confirmed and charged once', async () => {
    const { url, ref, paymentId, result } = await started('roller-approve');
    expect((await rollerAdapter.status(ctx(), ref)).state).toBe('waiting');
    const paid = await submit(url, pay('4111 1111 1111 1111'));
    expect(paid.html).toContain(`postMessage({"source":"roller-sandbox","status":"paid"}, '*')`);
    expect(await rollerAdapter.status(ctx(), ref)).toMatchObject({ state: 'authorised', amount: 12950, currency: 'NZD', merchantReference: paymentId });
    // A second submit (double click, replay) changes nothing.
    expect((await submit(url, pay('4111111111111111'))).html).toContain('"status":"paid"');
    const row = await findSandboxPayment('roller', result.providerReference);
    expect(row?.charges).toBe(1);
    expect(JSON.stringify(row?.data)).not.toContain('4111111111111111');

    const webhook = await notificationAt('/notify/roller-approve');
    const input = { method: 'POST', headers: headersOf(webhook.headers), query: {}, rawBody: webhook.body };
    expect((await rollerAdapter.verifyNotification(ctx(), input))?.providerReference).toBe(result.providerReference);
    // Tampered, unsigned and stale notifications are refused.
    expect(await rollerAdapter.verifyNotification(ctx(), { ...input, rawBody: webhook.body.replace('Confirmed', 'Cancelled') })).toBeNull();
    expect(await rollerAdapter.verifyNotification(ctx(), { ...input, headers: { ...input.headers, 'x-roller-signature': undefined } })).toBeNull();
    const stale = String(Math.floor(Date.now() / 1000) - 600);
    const { createHmac } = await import('node:crypto');
    const staleSignature = `sha256=${createHmac('sha256', ctx().secret).update(`${stale}.${webhook.body}`).digest('hex')}`;
    expect(
      await rollerAdapter.verifyNotification(ctx(), { ...input, headers: { ...input.headers, 'x-roller-timestamp': stale, 'x-roller-signature': staleSignature } }),
    ).toBeNull();
  });

  it('declines the declining card', async () => {
    const { url, ref, result } = await started();
    expect((await submit(url, pay('4000000000000002'))).html).toContain('"status":"declined"');
    expect((await rollerAdapter.status(ctx(), ref)).state).toBe('declined');
    expect((await findSandboxPayment('roller', result.providerReference))?.charges).toBe(0);
  });

  it('cancels when the visitor presses Cancel', async () => {
    const { url, ref } = await started();
    expect((await submit(url, { choice: 'cancel' })).html).toContain('"status":"cancelled"');
    expect((await rollerAdapter.status(ctx(), ref)).state).toBe('cancelled');
  });

  it('shows the form again for a card that fails Luhn, and keeps waiting', async () => {
    const { url, ref } = await started();
    const again = await submit(url, { ...pay('4111111111111112'), expiry: '13/39', securityCode: '1' });
    expect(again.status).toBe(422);
    expect(again.html.match(/aria-invalid="true"/g)).toHaveLength(3);
    expect(again.html).not.toContain('4111111111111112');
    expect((await rollerAdapter.status(ctx(), ref)).state).toBe('waiting');
  });

  it('returns the same booking to a retried start, and refuses the same reference for another total', async () => {
    const paymentId = randomUUID();
    const first = await started('roller', paymentId);
    const second = await started('roller', paymentId);
    expect(second.result).toEqual(first.result);
    await expect(rollerAdapter.start(ctx(), startInput(paymentId, 'roller', 100))).rejects.toBeInstanceOf(ProviderError);
  });

  it('expires a draft whose capacity hold ran out, and its form can no longer pay', async () => {
    const { url, ref, result } = await started();
    await db().execute(
      sql`update sandbox_payments set data = jsonb_set(data, '{holdExpiresAt}', to_jsonb(${new Date(Date.now() - 1000).toISOString()}::text)) where id = ${result.providerReference}`,
    );
    expect((await rollerAdapter.status(ctx(), ref)).state).toBe('expired');
    expect((await submit(url, pay('4111111111111111'))).html).toContain('"status":"expired"');
    expect((await findSandboxPayment('roller', result.providerReference))?.charges).toBe(0);
  });

  it('refunds a confirmed booking', async () => {
    const { url, ref, result } = await started();
    await submit(url, pay('5123450000000008'));
    await rollerAdapter.refund(ctx(), ref, { amount: ref.amount, reference: refundReference(ref.paymentId) });
    await rollerAdapter.refund(ctx(), ref, { amount: ref.amount, reference: refundReference(ref.paymentId) });
    expect((await findSandboxPayment('roller', result.providerReference))?.state).toBe('Refunded');
  });

  it('refunds a booking in parts, each once', async () => {
    const { url, ref, result } = await started();
    await submit(url, pay('5123450000000008'));
    const first = { amount: 500, reference: refundReference(randomUUID()) };
    await rollerAdapter.refund(ctx(), ref, first);
    await rollerAdapter.refund(ctx(), ref, first);
    const booking = await findSandboxPayment('roller', result.providerReference);
    expect(booking?.state).toBe('PartiallyRefunded');
    expect(booking?.data.refunds).toEqual([expect.objectContaining({ reference: first.reference, amount: 500 })]);
    expect((await rollerAdapter.status(ctx(), ref)).state).toBe('authorised');
    await rollerAdapter.refund(ctx(), ref, { amount: ref.amount - 500, reference: refundReference(randomUUID()) });
    expect((await findSandboxPayment('roller', result.providerReference))?.state).toBe('Refunded');
  });

  it('rate-limits each client and refuses bad credentials', async () => {
    await expect(rollerAdapter.start({ ...contextFor('Roller', { clientId: 'wrong-secret' }), secret: 'nope' }, startInput(randomUUID(), 'x'))).rejects.toBeInstanceOf(
      ProviderError,
    );
    const token = await fetch(`${sandbox.sandboxUrl}/roller/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: 'burst', client_secret: ctx().secret }),
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    const statuses = await Promise.all(
      Array.from({ length: 30 }, () => fetch(`${sandbox.sandboxUrl}/roller/bookings/RB_none`, { headers: { authorization: `Bearer ${token.access_token}` } }).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 404).length).toBeGreaterThan(0);
  });
});
