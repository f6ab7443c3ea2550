import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb } from '@/lib/server/platform/db/client';
import type { GatewayType, PaymentGatewayRow } from '@/lib/server/platform/db/schema';
import { adapters } from '@/lib/server/payments/adapters/index';
import { gatewayContext } from '@/lib/server/payments/gateway-context';
import { basicAuth } from '@/lib/server/payments/provider-http';
import type { StartInput } from '@/lib/server/payments/types';
import { sandboxPayments } from '@/sandbox/schema';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase } from '../helpers/test-database';

/**
 * Issue #21: the payment sandbox cannot be turned against anyone. It notifies and sends browsers back
 * only to the shop origins it was started with (the stand-in shop here); a payment naming anything else
 * is refused when it is created, and the address it named is never contacted. The outsider is a real
 * listener on the same loopback address as the shop, on another port: what the finding reached.
 */

let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let outsider: http.Server;
let outsiderOrigin: string;
const reachedOutsider: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
  outsider = http.createServer((request, response) => {
    reachedOutsider.push(`${request.method} ${request.url}`);
    request.resume();
    response.writeHead(200).end('success');
  });
  await new Promise<void>((resolve) => outsider.listen(0, '127.0.0.1', resolve));
  outsiderOrigin = `http://127.0.0.1:${(outsider.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await closeDb();
  await database.drop();
  await sandbox.close();
  await new Promise<void>((resolve) => outsider.close(() => resolve()));
});

const gateway = (type: GatewayType): PaymentGatewayRow => ({
  id: `origins-${type}`,
  enabled: true,
  localeId: 'nz',
  type,
  texts: { en: { title: type, description: '' } },
  cardFeeBasisPoints: 0,
  settings: sandbox.settings(type),
  sortOrder: 0,
});

function start(type: GatewayType, urls: { returnUrl: string; notificationUrl: string }) {
  const ctx = gatewayContext(gateway(type));
  if (!ctx) throw new Error(`the ${type} gateway should reach the sandbox`);
  const input: StartInput = { paymentId: randomUUID(), bookingId: 'SR-ORIGIN', amount: 4200, currency: type === 'Wechat' || type === 'Alipay' ? 'HKD' : 'NZD', language: 'en', ...urls };
  return adapters[type]!.start(ctx, input);
}

const NOTIFYING: GatewayType[] = ['DPS', 'OnlinePOS', 'BlankExternal', 'BlankQRCode', 'Wechat', 'Alipay', 'MasterCardDirect', 'Roller'];
const RETURNING: GatewayType[] = ['DPS', 'OnlinePOS', 'BlankExternal'];

describe('the sandbox and the shop origins it was given (issue #21)', () => {
  it.each(NOTIFYING)('%s: a payment is accepted with the shop’s own URLs (the control)', async (type) => {
    await expect(start(type, { returnUrl: `${sandbox.origin}/checkout/return`, notificationUrl: `${sandbox.origin}/notify/${type}` })).resolves.toBeTruthy();
  });

  it.each(NOTIFYING)('%s: a notification URL on another port, scheme or host is refused at creation', async (type) => {
    const shopPort = new URL(sandbox.origin).port;
    for (const notificationUrl of [`${outsiderOrigin}/notify`, `https://127.0.0.1:${shopPort}/notify`, `http://localhost:${shopPort}/notify`, 'http://169.254.169.254/latest/meta-data']) {
      await expect(start(type, { returnUrl: `${sandbox.origin}/checkout/return`, notificationUrl }), notificationUrl).rejects.toThrow();
    }
  });

  it.each(RETURNING)('%s: a return URL outside the shop origins is refused at creation', async (type) => {
    await expect(start(type, { returnUrl: `${outsiderOrigin}/checkout/return`, notificationUrl: `${sandbox.origin}/notify/${type}` })).rejects.toThrow();
    await expect(start(type, { returnUrl: 'https://evil.example/phish', notificationUrl: `${sandbox.origin}/notify/${type}` })).rejects.toThrow();
  });

  it('answers the refusal with a 4xx that says why, and keeps no payment', async () => {
    const merchantReference = randomUUID();
    const shop = `${sandbox.origin}/checkout/return`;
    const response = await fetch(`${sandbox.sandboxUrl}/dps/api/v1/sessions`, {
      method: 'POST',
      headers: { authorization: basicAuth('sandbox', sandbox.account.secret), 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'purchase',
        amount: '42.00',
        currency: 'NZD',
        merchantReference,
        callbackUrls: { approved: shop, declined: shop, cancelled: shop },
        notificationUrl: `${outsiderOrigin}/notify`,
      }),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('shop origins');
    expect(await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantReference, merchantReference))).toEqual([]);

    const external = await fetch(`${sandbox.sandboxUrl}/external/checkouts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandbox.account.secret}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ amount: '4200', currency: 'NZD', reference: randomUUID().slice(0, 32), return_url: `${outsiderOrigin}/back` }),
    });
    expect(external.status).toBe(400);
    expect((await external.json()).error).toContain('return_url must be an http(s) URL on one of the shop origins');
  });

  it('never contacted the outsider, even after an approved payment elsewhere', async () => {
    // A payment that is decided (approve, notify twice) still notifies only the shop.
    const started = await start('DPS', { returnUrl: `${sandbox.origin}/checkout/return`, notificationUrl: `${sandbox.origin}/notify/approved` });
    if (started.action.kind !== 'redirect') throw new Error('expected a redirect');
    const decided = await fetch(started.action.url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ choice: 'approve', notify: 'twice' }),
    });
    expect(decided.status).toBe(303);
    expect(new URL(decided.headers.get('location')!).origin).toBe(sandbox.origin);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(sandbox.received.filter((r) => r.path === '/notify/approved').length).toBeGreaterThan(0);
    expect(reachedOutsider).toEqual([]);
  });
});
