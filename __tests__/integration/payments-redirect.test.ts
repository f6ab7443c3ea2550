import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/domain/money';
import { closeDb } from '@/lib/server/platform/db/client';
import type { GatewaySettings, GatewayType, PaymentGatewayRow } from '@/lib/server/platform/db/schema';
import { dpsAdapter } from '@/lib/server/payments/adapters/dps';
import { externalAdapter } from '@/lib/server/payments/adapters/external';
import { adapters } from '@/lib/server/payments/adapters/index';
import { onlinePosAdapter } from '@/lib/server/payments/adapters/onlinepos';
import { gatewayContext } from '@/lib/server/payments/gateway-context';
import { basicAuth } from '@/lib/server/payments/provider-http';
import { ProviderError, refundReference, type GatewayContext, type NotificationInput, type PaymentAdapter, type PaymentRef, type StartInput } from '@/lib/server/payments/types';
import { sandboxPayments } from '@/sandbox/schema';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase } from '../helpers/test-database';

/**
 * The three redirect-to-hosted-page gateways against the real sandbox over HTTP: the adapter calls the
 * provider API, the test plays the visitor's browser on the hosted page, and the shop's notification
 * endpoint is the sandbox server's /notify collector.
 */

let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url, [new URL(RETURN).origin]);
});
afterAll(async () => {
  await closeDb();
  await database.drop();
  await sandbox.close();
});

interface Case {
  type: GatewayType;
  adapter: PaymentAdapter;
  /** Sandbox path segment and sandbox_payments.provider. */
  provider: string;
  settings: GatewaySettings;
  pagePath: string;
  /** The parameter that carries the provider's reference on the way back to the shop. */
  returnParam: string;
  amount: number;
  currency: string;
}

const CASES: Case[] = [
  { type: 'DPS', adapter: dpsAdapter, provider: 'dps', settings: { username: 'summit-rest' }, pagePath: 'hpp', returnParam: 'sessionId', amount: 12345, currency: 'NZD' },
  { type: 'OnlinePOS', adapter: onlinePosAdapter, provider: 'onlinepos', settings: { merchantId: 'summit' }, pagePath: 'pay', returnParam: 'paymentId', amount: 45000, currency: 'HKD' },
  { type: 'BlankExternal', adapter: externalAdapter, provider: 'external', settings: {}, pagePath: 'checkout', returnParam: 'checkout', amount: 9905, currency: 'AUD' },
];

const RETURN = 'https://nz.shop.example/checkout/return';

function context(c: Case): GatewayContext {
  const gateway: PaymentGatewayRow = {
    id: `test-${c.provider}`,
    enabled: true,
    localeId: 'nz',
    type: c.type,
    texts: { en: { title: c.type, description: '' } },
    cardFeeBasisPoints: 0,
    settings: sandbox.settings(c.type, c.settings),
    sortOrder: 0,
  };
  const ctx = gatewayContext(gateway);
  if (!ctx) throw new Error('the gateway should reach the sandbox');
  return ctx;
}

async function start(c: Case, overrides: Partial<StartInput> = {}, ctx = context(c)) {
  const paymentId = overrides.paymentId ?? randomUUID();
  const input: StartInput = {
    paymentId,
    bookingId: 'SR-7Q2K9D',
    amount: c.amount,
    currency: c.currency,
    language: 'en',
    // Our return URL already has a query: the result must be added to it, not glued on.
    returnUrl: `${RETURN}?payment=${paymentId}`,
    notificationUrl: `${sandbox.origin}/notify/${c.provider}/${paymentId}`,
    ...overrides,
  };
  const result = await c.adapter.start(ctx, input);
  if (result.action.kind !== 'redirect') throw new Error(`expected a redirect, got ${result.action.kind}`);
  const ref: PaymentRef = { paymentId, providerReference: result.providerReference, amount: input.amount, currency: input.currency };
  return { input, result, url: result.action.url, ref };
}

/** The visitor's browser pressing a button on the hosted page; the redirect is read, not followed. */
const choose = (url: string, choice: string, notify = 'once') =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ choice, notify }),
  });

function expectReturn(response: Response, input: StartInput, result: string, c: Case, providerReference: string) {
  expect(response.status).toBe(303);
  const back = new URL(response.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(RETURN);
  expect(back.searchParams.get('payment')).toBe(input.paymentId);
  expect(back.searchParams.get('result')).toBe(result);
  expect(back.searchParams.get(c.returnParam)).toBe(providerReference);
}

async function rows(c: Case, merchantReference: string) {
  return database.db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.provider, c.provider), eq(sandboxPayments.merchantReference, merchantReference)));
}

const notificationsFor = (c: Case, paymentId: string) => sandbox.received.filter((r) => r.path.startsWith(`/notify/${c.provider}/${paymentId}`));

async function waitFor<T>(probe: () => T | undefined | false, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What our notification endpoint would hand the adapter for a request the collector received. */
function asNotification(received: { path: string; headers: Record<string, string | string[] | undefined>; body: string }): NotificationInput {
  const url = new URL(received.path, sandbox.origin);
  return {
    // The collector does not record the method; a body means the provider posted.
    method: received.body ? 'POST' : 'GET',
    headers: Object.fromEntries(Object.entries(received.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])),
    query: Object.fromEntries(url.searchParams),
    rawBody: received.body,
  };
}

describe.each(CASES)('$type', (c) => {
  it('is the registered adapter for its gateway type', () => {
    expect(adapters[c.type]).toBe(c.adapter);
  });

  it('redirects to a hosted page that shows the payment and offers approve, decline and cancel', async () => {
    const { url, input, ref } = await start(c);
    expect(url.startsWith(`${sandbox.sandboxUrl}/${c.provider}/${c.pagePath}/`)).toBe(true);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(formatMoney({ amount: c.amount, currency: c.currency }, 'en'));
    expect(html).toContain(input.paymentId);
    for (const label of ['Approve', 'Decline', 'Cancel']) expect(html).toContain(`>${label}</button>`);
    expect(html).toContain('name="notify"');
    expect(await c.adapter.status(context(c), ref)).toMatchObject({ state: 'waiting' });
  });

  it('approves: back to the approved URL, then authorised with our amount, currency and reference', async () => {
    const { url, input, ref, result } = await start(c);
    expectReturn(await choose(url, 'approve'), input, 'approved', c, result.providerReference);
    const status = await c.adapter.status(context(c), ref);
    expect(status).toMatchObject({ state: 'authorised', amount: c.amount, currency: c.currency, merchantReference: input.paymentId });
    const [row] = await rows(c, input.paymentId);
    expect(row).toMatchObject({ state: 'approved', charges: 1 });

    // The page, opened again, shows the outcome rather than buttons.
    const again = await (await fetch(url)).text();
    expect(again).toContain('This payment was approved.');
    expect(again).not.toContain('>Approve</button>');
  });

  it.each([
    ['decline', 'declined', 'declined'],
    ['cancel', 'cancelled', 'cancelled'],
  ] as const)('%s: back to the %s URL, and the status says %s', async (choice, result, state) => {
    const started = await start(c);
    expectReturn(await choose(started.url, choice), started.input, result, c, started.result.providerReference);
    expect(await c.adapter.status(context(c), started.ref)).toMatchObject({ state });
    const [row] = await rows(c, started.input.paymentId);
    expect(row.charges).toBe(0);
  });

  it('returns the same session to a retried start, and charges once however often the visitor clicks', async () => {
    const first = await start(c);
    const second = await start(c, { paymentId: first.input.paymentId });
    expect(second.result).toEqual(first.result);
    expect(await rows(c, first.input.paymentId)).toHaveLength(1);

    expectReturn(await choose(first.url, 'approve'), first.input, 'approved', c, first.result.providerReference);
    // A double click, and a change of mind after the fact: nothing is decided twice.
    expectReturn(await choose(first.url, 'approve'), first.input, 'approved', c, first.result.providerReference);
    expectReturn(await choose(first.url, 'decline'), first.input, 'approved', c, first.result.providerReference);
    const again = await start(c, { paymentId: first.input.paymentId });
    expect(again.result).toEqual(first.result);
    const all = await rows(c, first.input.paymentId);
    expect(all).toHaveLength(1);
    expect(all[0].charges).toBe(1);
    expect(await c.adapter.status(context(c), first.ref)).toMatchObject({ state: 'authorised' });
  });

  it('refuses a retried start that reuses the payment id for another amount', async () => {
    const first = await start(c);
    await expect(start(c, { paymentId: first.input.paymentId, amount: c.amount + 100 })).rejects.toBeInstanceOf(ProviderError);
  });

  it('notifies once, or twice, and the notification names the payment (unsigned: only a hint to ask)', async () => {
    const once = await start(c);
    const twice = await start(c);
    await choose(once.url, 'approve', 'once');
    await choose(twice.url, 'decline', 'twice');
    await waitFor(() => notificationsFor(c, twice.input.paymentId).length === 2);
    await pause(300);
    expect(notificationsFor(c, once.input.paymentId)).toHaveLength(1);
    expect(notificationsFor(c, twice.input.paymentId)).toHaveLength(2);

    for (const { started, received } of [
      { started: once, received: notificationsFor(c, once.input.paymentId)[0] },
      { started: twice, received: notificationsFor(c, twice.input.paymentId)[1] },
    ]) {
      const verified = await c.adapter.verifyNotification(context(c), asNotification(received));
      expect(verified?.providerReference).toBe(started.result.providerReference);
      expect(verified?.signed).toBe(false);
      expect(verified?.reply.status).toBeGreaterThanOrEqual(200);
      expect(verified?.reply.status).toBeLessThan(300);
    }
    // Only the status check decides: the once-notified payment is paid, the other is not.
    expect(await c.adapter.status(context(c), once.ref)).toMatchObject({ state: 'authorised' });
    expect(await c.adapter.status(context(c), twice.ref)).toMatchObject({ state: 'declined' });
  });

  it('sends a late notification after the browser is back, and none when told never', async () => {
    const late = await start(c);
    const never = await start(c);
    await choose(late.url, 'approve', 'late');
    await choose(never.url, 'approve', 'never');
    await pause(300);
    expect(notificationsFor(c, late.input.paymentId)).toHaveLength(0);
    // Without any notification the status check still finds the payment paid.
    expect(await c.adapter.status(context(c), late.ref)).toMatchObject({ state: 'authorised' });
    await waitFor(() => notificationsFor(c, late.input.paymentId).length === 1, 6_000);
    expect(notificationsFor(c, never.input.paymentId)).toHaveLength(0);
    expect(await c.adapter.status(context(c), never.ref)).toMatchObject({ state: 'authorised' });
  });

  it('rejects forged and malformed notifications', async () => {
    const { url, input } = await start(c);
    await choose(url, 'approve');
    const real = asNotification(await waitFor(() => notificationsFor(c, input.paymentId)[0]));
    const forge = (reference: string): NotificationInput => {
      const swap = (value: string) => value.replace(/[A-Za-z]+_[0-9a-f]{24}/g, reference);
      return { ...real, query: Object.fromEntries(Object.entries(real.query).map(([k, v]) => [k, v && swap(v)])), rawBody: swap(real.rawBody) };
    };
    // A well-formed reference is only a claim: handleNotification refuses one that is not our payment
    // (payments-orders.test.ts), and asks the provider about one that is.
    expect(await c.adapter.verifyNotification(context(c), forge(`${c.provider}_${'0'.repeat(24)}`))).toMatchObject({ signed: false });
    // An id that would walk the provider's paths is refused without asking.
    expect(await c.adapter.verifyNotification(context(c), forge('../../v1/sessions'))).toBeNull();
    expect(await c.adapter.verifyNotification(context(c), { method: 'POST', headers: {}, query: {}, rawBody: '' })).toBeNull();
    expect(await c.adapter.verifyNotification(context(c), { method: 'POST', headers: {}, query: {}, rawBody: '{not json' })).toBeNull();
  });

  it('throws a ProviderError when the provider rejects our credentials', async () => {
    const wrong = { ...context(c), secret: 'not-the-key' };
    await expect(start(c, {}, wrong)).rejects.toBeInstanceOf(ProviderError);
    const { ref } = await start(c);
    await expect(c.adapter.status(wrong, ref)).rejects.toBeInstanceOf(ProviderError);
  });

  it('does not count a payment as authorised when amount, currency or reference differ from ours', async () => {
    const { url, ref } = await start(c);
    await choose(url, 'approve');
    const ctx = context(c);
    const amount = await c.adapter.status(ctx, { ...ref, amount: ref.amount + 1 });
    expect(amount).toMatchObject({ state: 'declined', detail: { mismatch: { amount: { expected: ref.amount + 1, actual: ref.amount } } } });
    const currency = await c.adapter.status(ctx, { ...ref, currency: 'USD' });
    expect(currency).toMatchObject({ state: 'declined', detail: { mismatch: { currency: { expected: 'USD', actual: c.currency } } } });
    const reference = await c.adapter.status(ctx, { ...ref, paymentId: randomUUID() });
    expect(reference.state).toBe('declined');
    expect(reference.detail).toHaveProperty('mismatch.merchantReference');
    expect(await c.adapter.status(ctx, ref)).toMatchObject({ state: 'authorised' });
  });

  it('expires a session left undecided for 30 minutes, and its page can no longer approve it', async () => {
    const { url, input, ref } = await start(c);
    await database.db
      .update(sandboxPayments)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(and(eq(sandboxPayments.provider, c.provider), eq(sandboxPayments.merchantReference, input.paymentId)));
    expect(await c.adapter.status(context(c), ref)).toMatchObject({ state: 'expired' });
    expect(await (await fetch(url)).text()).toContain('This payment session has expired.');
    expectReturn(await choose(url, 'approve'), input, 'cancelled', c, ref.providerReference);
    const [row] = await rows(c, input.paymentId);
    expect(row).toMatchObject({ state: 'expired', charges: 0 });
  });

  it('refunds an authorised payment once, and refuses to refund one that was not paid', async () => {
    const paid = await start(c);
    await choose(paid.url, 'approve');
    await c.adapter.refund(context(c), paid.ref, { amount: paid.ref.amount, reference: refundReference(paid.ref.paymentId) });
    expect((await rows(c, paid.input.paymentId))[0].state).toBe('refunded');
    // A retried refund finds the money already back and asks for nothing more.
    await c.adapter.refund(context(c), paid.ref, { amount: paid.ref.amount, reference: refundReference(paid.ref.paymentId) });
    expect((await rows(c, paid.input.paymentId))[0]).toMatchObject({ state: 'refunded', charges: 1 });

    const declined = await start(c);
    await choose(declined.url, 'decline');
    await expect(c.adapter.refund(context(c), declined.ref, { amount: declined.ref.amount, reference: refundReference(declined.ref.paymentId) })).rejects.toBeInstanceOf(ProviderError);
  });

  it('refunds part of a payment, then the rest, each once however often asked, and never more than it took', async () => {
    const paid = await start(c);
    await choose(paid.url, 'approve');
    const part = Math.floor(paid.ref.amount / 4);
    const first = { amount: part, reference: refundReference(randomUUID()) };
    await Promise.all([c.adapter.refund(context(c), paid.ref, first), c.adapter.refund(context(c), paid.ref, first)]);
    await c.adapter.refund(context(c), paid.ref, first);
    let [row] = await rows(c, paid.input.paymentId);
    expect(row.state).toBe('partially_refunded');
    expect(row.data.refunds).toEqual([expect.objectContaining({ reference: first.reference, amount: part })]);
    // Still paid: the refund is ours to record, the payment's outcome is unchanged.
    expect((await c.adapter.status(context(c), paid.ref)).state).toBe('authorised');
    await expect(c.adapter.refund(context(c), paid.ref, { amount: paid.ref.amount, reference: refundReference(randomUUID()) })).rejects.toBeInstanceOf(ProviderError);
    await c.adapter.refund(context(c), paid.ref, { amount: paid.ref.amount - part, reference: refundReference(randomUUID()) });
    [row] = await rows(c, paid.input.paymentId);
    expect(row.state).toBe('refunded');
    expect((row.data.refunds as { amount: number }[]).map((refund) => refund.amount)).toEqual([part, paid.ref.amount - part]);
  });

  it('handles a currency without minor digits', async () => {
    const { url, ref } = await start(c, { amount: 1500, currency: 'JPY' });
    await choose(url, 'approve');
    expect(await c.adapter.status(context(c), ref)).toMatchObject({ state: 'authorised', amount: 1500, currency: 'JPY' });
  });
});

describe('sandbox provider APIs', () => {
  it('answer 401 without the sandbox credential, and 404 for unknown hosted pages', async () => {
    for (const path of ['dps/api/v1/sessions', 'onlinepos/v2/payments', 'external/checkouts']) {
      expect((await fetch(`${sandbox.sandboxUrl}/${path}`, { method: 'POST', body: '{}' })).status).toBe(401);
    }
    expect((await fetch(`${sandbox.sandboxUrl}/dps/hpp/dps_nope`)).status).toBe(404);
  });

  it('DPS refuses amounts that are not decimal strings in the currency', async () => {
    const headers = { authorization: basicAuth('sandbox', sandbox.account.secret), 'content-type': 'application/json' };
    const body = {
      type: 'purchase',
      currency: 'NZD',
      merchantReference: randomUUID(),
      callbackUrls: { approved: RETURN, declined: RETURN, cancelled: RETURN },
    };
    for (const amount of [123.45, '123.456', '-1.00']) {
      const answer = await fetch(`${sandbox.sandboxUrl}/dps/api/v1/sessions`, { method: 'POST', headers, body: JSON.stringify({ ...body, amount }) });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ errors: [{ target: 'amount' }] });
    }
  });

  it('DPS accepts its notification by GET query or form body too', async () => {
    const c = CASES[0];
    const { ref } = await start(c);
    const ctx = context(c);
    const byQuery = await c.adapter.verifyNotification(ctx, { method: 'GET', headers: {}, query: { sessionId: ref.providerReference }, rawBody: '' });
    expect(byQuery?.providerReference).toBe(ref.providerReference);
    const byForm = await c.adapter.verifyNotification(ctx, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      query: {},
      rawBody: `sessionId=${ref.providerReference}`,
    });
    expect(byForm?.providerReference).toBe(ref.providerReference);
  });
});
