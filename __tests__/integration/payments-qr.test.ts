import { createPrivateKey, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayType, PaymentGatewayRow } from '@/lib/server/platform/db/schema';
import { adapters } from '@/lib/server/payments/adapters';
import { alipayAdapter } from '@/lib/server/payments/adapters/alipay';
import { blankQrCodeAdapter } from '@/lib/server/payments/adapters/blank-qr-code';
import { outTradeNoOf, wechatAdapter, wechatCall } from '@/lib/server/payments/adapters/wechat';
import { gatewayContext } from '@/lib/server/payments/gateway-context';
import { aeadEncrypt, hmacSha256Hex, randomNonce, rsaSign } from '@/lib/server/payments/signing';
import { refundReference, type GatewayContext, type NotificationInput, type PaymentAdapter, type PaymentRef, type StartResult } from '@/lib/server/payments/types';
import { WECHAT_MERCHANT_SERIAL } from '@/sandbox/account';
import type { Notification } from '@/sandbox/notify';
import { qrNotification } from '@/sandbox/providers/qr';
import { wechatNotification } from '@/sandbox/providers/wechat';
import { sandboxPayments, type SandboxPaymentRow } from '@/sandbox/schema';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase } from '../helpers/test-database';

let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
});
afterAll(async () => {
  await sandbox.close();
  await database.drop();
});

const AMOUNT = 12_345;
const CURRENCY = 'HKD';

interface Case {
  type: GatewayType;
  adapter: PaymentAdapter;
  /** The sandbox's provider key and URL segment. */
  provider: string;
  /** What the sandbox stores as the merchant reference for our payment id. */
  reference: (paymentId: string) => string;
  /** Notifications that look right but must be refused, built from a genuine one. */
  forgeries: (genuine: NotificationInput, payment: SandboxPaymentRow) => [string, NotificationInput][];
  /** A request to the create endpoint whose signature does not match what is sent. */
  badCreate: (ctx: GatewayContext) => Promise<Response>;
  /** Whether the provider notifies declines too (WeChat notifies successes only). */
  notifiesDeclines: boolean;
}

const withHeader = (input: NotificationInput, name: string, value: string): NotificationInput => ({ ...input, headers: { ...input.headers, [name]: value } });
const tamper = (input: NotificationInput): NotificationInput => ({ ...input, rawBody: input.rawBody.replace(/"(\w+)"/, '"$1x"') });
const asInput = (notification: Notification): NotificationInput => ({
  method: notification.method ?? 'POST',
  headers: notification.headers ?? {},
  query: {},
  rawBody: notification.body ?? '',
  path: new URL(notification.url).pathname,
});

/** The run's test account's keys (made fresh by startSandboxServer). */
const wechatPlatformKey = () => createPrivateKey(sandbox.account.wechatPlatform.privateKey);

const cases: Case[] = [
  {
    type: 'Wechat',
    adapter: wechatAdapter,
    provider: 'wechat',
    reference: outTradeNoOf,
    notifiesDeclines: false,
    forgeries: (genuine, payment) => {
      const timestamp = genuine.headers['wechatpay-timestamp']!;
      const nonce = genuine.headers['wechatpay-nonce']!;
      // A real RSA signature over the right message, by a key that is not the platform's.
      const wrongKey = rsaSign(`${timestamp}\n${nonce}\n${genuine.rawBody}\n`, createPrivateKey(sandbox.account.wechatMerchant.privateKey));
      // Correctly signed envelope, but the resource was not encrypted with our APIv3 key.
      const resource = { algorithm: 'AEAD_AES_256_GCM', associated_data: 'transaction', nonce: 'ABCDEF123456', original_type: 'transaction' };
      const ciphertext = aeadEncrypt(Buffer.alloc(32, 7), resource.nonce, 'transaction', JSON.stringify({ out_trade_no: payment.merchantReference, mchid: '1900000109' }));
      const foreignBody = JSON.stringify({ id: randomUUID(), event_type: 'TRANSACTION.SUCCESS', resource: { ...resource, ciphertext } });
      const foreign: NotificationInput = {
        ...genuine,
        rawBody: foreignBody,
        headers: { ...genuine.headers, 'wechatpay-signature': rsaSign(`${timestamp}\n${nonce}\n${foreignBody}\n`, wechatPlatformKey()) },
      };
      return [
        ['signed with the wrong key', withHeader(genuine, 'wechatpay-signature', wrongKey)],
        ['tampered body', tamper(genuine)],
        ['stale timestamp (correctly signed 6 minutes ago)', asInput(wechatNotification(payment, new Date(Date.now() - 6 * 60_000)))],
        ['resource encrypted with another key', foreign],
        ['no signature', withHeader(genuine, 'wechatpay-signature', '')],
      ];
    },
    badCreate: async (ctx) => {
      const path = '/v3/global/transactions/native';
      const signed = JSON.stringify({ mchid: '1900000109', amount: { total: 1, currency: CURRENCY } });
      const sent = JSON.stringify({ mchid: '1900000109', amount: { total: 100_000, currency: CURRENCY } });
      const timestamp = Math.floor(Date.now() / 1000).toString();
      const nonce = randomNonce();
      const signature = rsaSign(`POST\n${path}\n${timestamp}\n${nonce}\n${signed}\n`, createPrivateKey(sandbox.account.wechatMerchant.privateKey));
      return fetch(`${ctx.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `WECHATPAY2-SHA256-RSA2048 mchid="1900000109",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${WECHAT_MERCHANT_SERIAL}"`,
        },
        body: sent,
      });
    },
  },
  {
    type: 'Alipay',
    adapter: alipayAdapter,
    provider: 'alipay',
    reference: (paymentId) => paymentId,
    notifiesDeclines: true,
    forgeries: (genuine) => {
      const wrongKey = rsaSign(
        `POST ${genuine.path}\n${genuine.headers['client-id']}.${genuine.headers['request-time']}.${genuine.rawBody}`,
        createPrivateKey(sandbox.account.antomMerchant.privateKey),
      );
      return [
        ['signed with the wrong key', withHeader(genuine, 'signature', `algorithm=RSA256,keyVersion=1,signature=${encodeURIComponent(wrongKey)}`)],
        ['tampered body', tamper(genuine)],
        ['posted to another path than the one signed', { ...genuine, path: '/notify/elsewhere' }],
        ['no path to check the signature against', { ...genuine, path: undefined }],
        ['another client id', withHeader(genuine, 'client-id', 'SOMEONE_ELSE')],
        ['another request time', withHeader(genuine, 'request-time', String(Number(genuine.headers['request-time']) + 1))],
      ];
    },
    badCreate: async (ctx) => {
      const path = '/ams/api/v1/payments/pay';
      const time = Date.now().toString();
      const signed = JSON.stringify({ paymentRequestId: 'x', paymentAmount: { currency: CURRENCY, value: '1' } });
      const sent = JSON.stringify({ paymentRequestId: 'x', paymentAmount: { currency: CURRENCY, value: '100000' } });
      const signature = rsaSign(`POST ${path}\nSANDBOX_5X00000000000000.${time}.${signed}`, createPrivateKey(sandbox.account.antomMerchant.privateKey));
      return fetch(`${ctx.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=UTF-8',
          'client-id': 'SANDBOX_5X00000000000000',
          'request-time': time,
          signature: `algorithm=RSA256,keyVersion=1,signature=${encodeURIComponent(signature)}`,
        },
        body: sent,
      });
    },
  },
  {
    type: 'BlankQRCode',
    adapter: blankQrCodeAdapter,
    provider: 'qr',
    reference: (paymentId) => paymentId,
    notifiesDeclines: true,
    forgeries: (genuine, payment) => [
      ['signed with another secret', withHeader(genuine, 'x-qr-signature', `sha256=${hmacSha256Hex('not-the-secret', genuine.rawBody)}`)],
      ['tampered body', tamper(genuine)],
      ['stale (correctly signed 6 minutes ago)', asInput(qrNotification(payment, new Date(Date.now() - 6 * 60_000)))],
      ['no signature', withHeader(genuine, 'x-qr-signature', '')],
    ],
    badCreate: (ctx) =>
      fetch(`${ctx.baseUrl}/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer wrong-secret' },
        body: JSON.stringify({ reference: randomUUID(), amount: 1, currency: CURRENCY }),
      }),
  },
];

const gatewayRow = (type: GatewayType): PaymentGatewayRow => ({
  id: `test-${type}`,
  enabled: true,
  localeId: 'hk',
  type,
  texts: { en: { title: type, description: '' } },
  cardFeeBasisPoints: 0,
  settings: sandbox.settings(type),
  sortOrder: 0,
});

async function waitFor<T>(probe: () => T | undefined | false, what: string, timeoutMs = 8_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const received = (c: Case, paymentId: string) => sandbox.received.filter((r) => r.path === `/notify/${c.provider}/${paymentId}`);

const inputOf = (r: (typeof sandbox.received)[number]): NotificationInput => ({
  method: 'POST',
  headers: Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])),
  query: {},
  rawBody: r.body,
  path: r.path,
});

describe.each(cases)('$type QR payments', (c) => {
  let ctx: GatewayContext;

  beforeAll(() => {
    ctx = gatewayContext(gatewayRow(c.type))!;
  });

  async function start(paymentId = randomUUID(), amount = AMOUNT): Promise<{ ref: PaymentRef; result: StartResult }> {
    const result = await c.adapter.start(ctx, {
      paymentId,
      bookingId: `SR-${paymentId.slice(0, 6).toUpperCase()}`,
      amount,
      currency: CURRENCY,
      language: 'en',
      returnUrl: `${sandbox.origin}/return`,
      notificationUrl: `${sandbox.origin}/notify/${c.provider}/${paymentId}`,
    });
    return { ref: { paymentId, providerReference: result.providerReference, amount, currency: CURRENCY }, result };
  }

  const qrContent = (result: StartResult) => {
    if (result.action.kind !== 'qr') throw new Error(`expected a QR action, got ${result.action.kind}`);
    return result.action.content;
  };

  /** The phone: posts a choice to the scan page as its form would. */
  const choose = async (result: StartResult, choice: 'confirm' | 'reject' | 'expire', notify = 'never') => {
    const response = await fetch(qrContent(result), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ choice, notify }).toString(),
    });
    expect(response.status).toBe(200);
    return response.text();
  };

  const rows = (paymentId: string) =>
    database.db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.provider, c.provider), eq(sandboxPayments.merchantReference, c.reference(paymentId))));

  it('is registered as the adapter of its gateway type', () => {
    expect(adapters[c.type]).toBe(c.adapter);
  });

  it('starts with a QR code that opens the sandbox scan page, valid for about 15 minutes', async () => {
    const { result } = await start();
    expect(result.action.kind).toBe('qr');
    expect(qrContent(result)).toMatch(new RegExp(`^${sandbox.sandboxUrl}/${c.provider}/scan/[\\w-]+$`));
    if (result.action.kind !== 'qr') return;
    const minutes = (Date.parse(result.action.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15.1);
  });

  it('reads as waiting before the visitor pays, also once the code is scanned', async () => {
    const { ref, result } = await start();
    expect(await c.adapter.status(ctx, ref)).toMatchObject({ state: 'waiting', amount: AMOUNT, currency: CURRENCY, merchantReference: ref.paymentId });
    const page = await fetch(qrContent(result));
    const html = await page.text();
    expect(html).toContain('$123.45');
    expect(html).toContain('value="confirm"');
    expect(html).toContain('value="reject"');
    expect(html).toContain('value="expire"');
    expect(html).toContain('name="notify"');
    const scanned = await c.adapter.status(ctx, ref);
    expect(scanned.state).toBe('waiting');
    if (c.type === 'Wechat') expect(scanned.detail).toMatchObject({ tradeState: 'USERPAYING' });
  });

  it('is authorised with our amount, currency and reference after Confirm, charged once however often it is clicked', async () => {
    const { ref, result } = await start();
    expect(await choose(result, 'confirm')).toContain('Payment confirmed.');
    expect(await c.adapter.status(ctx, ref)).toMatchObject({ state: 'authorised', amount: AMOUNT, currency: CURRENCY, merchantReference: ref.paymentId });
    expect(await choose(result, 'confirm')).toContain('Nothing changed');
    expect(await choose(result, 'reject')).toContain('Nothing changed');
    const [row] = await rows(ref.paymentId);
    expect(row.charges).toBe(1);
    expect((await c.adapter.status(ctx, ref)).state).toBe('authorised');
  });

  it('is declined after Reject, and expired after Let expire', async () => {
    const rejected = await start();
    await choose(rejected.result, 'reject');
    expect(await c.adapter.status(ctx, rejected.ref)).toMatchObject({ state: 'declined', merchantReference: rejected.ref.paymentId });
    const expired = await start();
    await choose(expired.result, 'expire');
    expect((await c.adapter.status(ctx, expired.ref)).state).toBe('expired');
    expect((await rows(rejected.ref.paymentId))[0].charges + (await rows(expired.ref.paymentId))[0].charges).toBe(0);
  });

  it('expires a code nobody paid within 15 minutes, and then refuses Confirm', async () => {
    const { ref, result } = await start();
    await database.db
      .update(sandboxPayments)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(and(eq(sandboxPayments.provider, c.provider), eq(sandboxPayments.merchantReference, c.reference(ref.paymentId))));
    expect((await c.adapter.status(ctx, ref)).state).toBe('expired');
    expect(await choose(result, 'confirm')).toContain('Nothing changed');
    expect((await rows(ref.paymentId))[0].charges).toBe(0);
  });

  it('answers a retried start with the same provider payment and keeps one row', async () => {
    const paymentId = randomUUID();
    const first = await start(paymentId);
    const again = await start(paymentId);
    expect(again.result.providerReference).toBe(first.result.providerReference);
    expect(qrContent(again.result)).toBe(qrContent(first.result));
    expect(await rows(paymentId)).toHaveLength(1);
  });

  it('refuses a reused payment id with another amount', async () => {
    const paymentId = randomUUID();
    await start(paymentId);
    await expect(start(paymentId, AMOUNT + 1)).rejects.toThrow();
    const all = await rows(paymentId);
    expect(all).toHaveLength(1);
    expect(all[0].amount).toBe(AMOUNT);
  });

  it('answers 401 to a request whose signature does not cover what was sent', async () => {
    const response = await c.badCreate(ctx);
    expect(response.status).toBe(401);
  });

  it('notifies the notification URL after Confirm; the notification verifies, and forgeries do not', async () => {
    const { ref, result } = await start();
    await choose(result, 'confirm', 'once');
    const [notification] = await waitFor(() => received(c, ref.paymentId).length > 0 && received(c, ref.paymentId), 'the notification');
    const genuine = inputOf(notification);
    const verified = await c.adapter.verifyNotification(ctx, genuine);
    expect(verified?.providerReference).toBe(result.providerReference);
    expect(verified?.reply.status).toBe(200);
    if (c.type === 'Alipay') expect(JSON.parse(verified!.reply.body)).toEqual({ result: { resultCode: 'SUCCESS', resultStatus: 'S', resultMessage: 'success' } });
    const [row] = await rows(ref.paymentId);
    for (const [why, forged] of c.forgeries(genuine, row)) {
      expect(await c.adapter.verifyNotification(ctx, forged), why).toBeNull();
    }
  });

  it("delivers 'twice' twice, both verifying to the same payment", async () => {
    const { ref, result } = await start();
    await choose(result, 'confirm', 'twice');
    const both = await waitFor(() => received(c, ref.paymentId).length >= 2 && received(c, ref.paymentId), 'two notifications');
    expect(both).toHaveLength(2);
    for (const notification of both) {
      expect((await c.adapter.verifyNotification(ctx, inputOf(notification)))?.providerReference).toBe(result.providerReference);
    }
  });

  it(`${c.notifiesDeclines ? 'notifies' : 'does not notify'} a Reject`, async () => {
    const { ref, result } = await start();
    await choose(result, 'reject', 'once');
    if (c.notifiesDeclines) {
      const [notification] = await waitFor(() => received(c, ref.paymentId).length > 0 && received(c, ref.paymentId), 'the notification');
      expect((await c.adapter.verifyNotification(ctx, inputOf(notification)))?.providerReference).toBe(result.providerReference);
    } else {
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(received(c, ref.paymentId)).toHaveLength(0);
    }
  });

  it('refunds a paid payment once, however often asked', async () => {
    const { ref, result } = await start();
    await choose(result, 'confirm');
    await c.adapter.refund(ctx, ref, { amount: ref.amount, reference: refundReference(ref.paymentId) });
    await c.adapter.refund(ctx, ref, { amount: ref.amount, reference: refundReference(ref.paymentId) });
    const [row] = await rows(ref.paymentId);
    expect(row.charges).toBe(1);
    // One refund of the whole amount, however often asked.
    expect(row.data.refunds).toEqual([expect.objectContaining({ reference: refundReference(ref.paymentId), amount: ref.amount })]);
    expect((await c.adapter.status(ctx, ref)).state).toBe('authorised');
  });

  it('refunds part of a payment, then the rest, each once however often asked, and never more than it took', async () => {
    const { ref, result } = await start();
    await choose(result, 'confirm');
    const part = Math.floor(ref.amount / 3);
    const first = { amount: part, reference: refundReference(randomUUID()) };
    const second = { amount: ref.amount - part, reference: refundReference(randomUUID()) };
    await Promise.all([c.adapter.refund(ctx, ref, first), c.adapter.refund(ctx, ref, first)]);
    await c.adapter.refund(ctx, ref, first);
    expect(((await rows(ref.paymentId))[0].data.refunds as unknown[]).length).toBe(1);
    await expect(c.adapter.refund(ctx, ref, { amount: ref.amount, reference: refundReference(randomUUID()) })).rejects.toThrow();
    await c.adapter.refund(ctx, ref, second);
    const [row] = await rows(ref.paymentId);
    expect((row.data.refunds as { amount: number }[]).map((refund) => refund.amount)).toEqual([part, ref.amount - part]);
    expect((await c.adapter.status(ctx, ref)).state).toBe('authorised');
  });
});

describe('WeChat Pay specifics', () => {
  it('closes an unpaid order by out_trade_no, which then reads as expired', async () => {
    const ctx = gatewayContext(gatewayRow('Wechat'))!;
    const paymentId = randomUUID();
    const result = await wechatAdapter.start(ctx, {
      paymentId,
      bookingId: 'SR-CLOSE',
      amount: AMOUNT,
      currency: CURRENCY,
      language: 'en',
      returnUrl: `${sandbox.origin}/return`,
      notificationUrl: `${sandbox.origin}/notify/wechat/${paymentId}`,
    });
    const closed = await wechatCall(ctx, 'POST', `/v3/global/transactions/out-trade-no/${result.providerReference}/close`, { mchid: '1900000109' });
    expect(closed.status).toBe(204);
    expect((await wechatAdapter.status(ctx, { paymentId, providerReference: result.providerReference, amount: AMOUNT, currency: CURRENCY })).state).toBe('expired');
  });
});
