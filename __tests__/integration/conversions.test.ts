import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { deleteOldConversions, sendDueConversions } from '@/lib/server/conversions';
import { invalidateLocales } from '@/lib/server/locales/locale-service';
import { saveSiteSettings } from '@/lib/server/park-settings';
import { forgetConfig } from '@/lib/server/platform/config';
import { closeDb } from '@/lib/server/platform/db/client';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { findStaffByEmail, type StaffMember } from '@/lib/server/staff';
import { placeOrder } from '../helpers/place-order';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase } from '../helpers/test-database';

/*
 * Server-side conversions against local stand-ins of GA4's Measurement Protocol and Meta's Conversions
 * API, reached over HTTP exactly as the providers are (CONVERSIONS_GA4_URL and CONVERSIONS_META_URL point
 * here). A paid booking is reported once to each, with the browser's own ids so the providers de-duplicate
 * it with the browser's event; an outage is retried with backoff, a refusal given up, a purchase past 72
 * hours dropped; the secrets' names are an owner's to set, and a site without them keeps nothing.
 */

interface Received {
  url: URL;
  body: Record<string, unknown>;
}

/** A provider stand-in: what it received, and the status it answers (200 unless told). */
async function standIn() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ url: new URL(request.url ?? '/', 'http://stand-in'), body: JSON.parse(body) });
      response.writeHead(state.status, { 'content-type': 'application/json' }).end(state.status === 200 ? '{}' : '{"error":{"message":"refused"}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { received, state, origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let ga4: Awaited<ReturnType<typeof standIn>>;
let meta: Awaited<ReturnType<typeof standIn>>;
let owner: StaffMember;
let manager: StaffMember;
const NOW = new Date();
const day = (offset: number) => new Date(NOW.getTime() + (3 + offset) * 86_400_000).toISOString().slice(0, 10);
const HOUR = 60 * 60_000;

const ANALYTICS = { googleTagManagerCode: '', googleAnalyticsCode: 'G-STANDIN1', hubspotCode: '', facebookCode: '1234567890' };
const VISIT = {
  cookie: 'theme=dark; _ga=GA1.1.987654321.1790000000; _fbp=fb.1.1790000000000.424242; _fbc=fb.1.1790000000000.AbCd',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
  attribution: { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring', hadGclid: false, hadFbclid: true, referrerHost: null, landingPath: '/things-to-do/luge', deviceClass: 'phone' },
};

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
  [ga4, meta] = await Promise.all([standIn(), standIn()]);
  process.env.CONVERSIONS_GA4_URL = `${ga4.origin}/mp/collect`;
  process.env.CONVERSIONS_META_URL = `${meta.origin}/v21.0/{pixel}/events`;
  process.env.STANDIN_GA4_SECRET = 'ga4-secret-value';
  process.env.STANDIN_META_TOKEN = 'meta-token-value';
  forgetConfig();
  await seedIfEmpty(database.db, sandbox.sandboxUrl);
  await seedDemoStaff(database.db);
  invalidateCatalogue();
  invalidateLocales();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 20);
  owner = (await findStaffByEmail('owner@summit-rush.test'))!;
  manager = (await findStaffByEmail('manager@summit-rush.test'))!;
  const saved = await saveSiteSettings(owner, { localeId: 'nz', section: 'analytics', values: { ...ANALYTICS, ga4ApiSecretEnv: 'STANDIN_GA4_SECRET', metaAccessTokenEnv: 'STANDIN_META_TOKEN' } });
  expect(saved).toMatchObject({ ok: true, problems: [] });
  invalidateLocales();
});
afterAll(async () => {
  await closeDb();
  await database.drop();
  await Promise.all([sandbox.close(), ga4.close(), meta.close()]);
});
beforeEach(() => {
  ga4.state.status = 200;
  meta.state.status = 200;
});

const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute<T & Record<string, unknown>>(query)).rows;
const conversionsOf = (orderId: string) =>
  rows<{ destination: string; account: string; attempts: number; sent_at: string | null; dropped_at: string | null; next_attempt_at: string | null; last_error: string | null }>(
    sql`select destination, account, attempts, sent_at, dropped_at, next_attempt_at, last_error from conversions where order_id = ${orderId} order by destination`,
  );
const forBooking = (received: Received[], bookingId: string) =>
  received.filter((request) => JSON.stringify(request.body).includes(bookingId));

describe('server-side conversions', () => {
  it('reports a paid booking to GA4 and Meta once each, with the browser’s ids, the campaign and the secrets in the query', async () => {
    const placed = await placeOrder(sandbox.origin, { date: day(0), ...VISIT });
    const [order] = await rows<{ total: number }>(sql`select total from orders where id = ${placed.orderId}`);
    await sendDueConversions();
    await sendDueConversions();

    const [toGa4] = forBooking(ga4.received, placed.bookingId);
    expect(forBooking(ga4.received, placed.bookingId)).toHaveLength(1);
    expect(toGa4.url.pathname).toBe('/mp/collect');
    expect(Object.fromEntries(toGa4.url.searchParams)).toEqual({ measurement_id: 'G-STANDIN1', api_secret: 'ga4-secret-value' });
    expect(toGa4.body).toMatchObject({
      // The browser's own client id, from its _ga cookie: GA4 de-duplicates a transaction id per client.
      client_id: '987654321.1790000000',
      events: [
        {
          name: 'purchase',
          params: {
            transaction_id: placed.bookingId,
            value: order.total / 100,
            currency: 'NZD',
            items: [{ item_id: 'nz-luge-five-rides', quantity: 3 }],
            campaign_source: 'newsletter',
            campaign_medium: 'email',
            campaign_name: 'spring',
          },
        },
      ],
    });

    const [toMeta] = forBooking(meta.received, placed.bookingId);
    expect(forBooking(meta.received, placed.bookingId)).toHaveLength(1);
    expect(toMeta.url.pathname).toBe('/v21.0/1234567890/events');
    expect(toMeta.url.searchParams.get('access_token')).toBe('meta-token-value');
    const [event] = toMeta.body.data as Record<string, unknown>[];
    expect(event).toMatchObject({
      event_name: 'Purchase',
      // The pixel's eventID for the browser's Purchase: Meta keeps one of the two.
      event_id: placed.bookingId,
      action_source: 'website',
      event_source_url: `${sandbox.origin}/things-to-do/luge`,
      user_data: {
        em: [createHash('sha256').update(placed.email.toLowerCase()).digest('hex')],
        client_user_agent: VISIT.userAgent,
        fbp: 'fb.1.1790000000000.424242',
        fbc: 'fb.1.1790000000000.AbCd',
      },
      custom_data: { value: order.total / 100, currency: 'NZD', order_id: placed.bookingId, campaign_source: 'newsletter' },
    });
    // The address itself never leaves: only its hash.
    expect(JSON.stringify(toMeta.body)).not.toContain(placed.email);
    expect((await conversionsOf(placed.orderId)).map((row) => [row.destination, row.account, row.attempts, row.sent_at !== null])).toEqual([
      ['ga4', 'G-STANDIN1', 1, true],
      ['meta', '1234567890', 1, true],
    ]);
  });

  it('gives a browser without a _ga cookie a client id of its booking, the same on every try', async () => {
    const placed = await placeOrder(sandbox.origin, { date: day(1) });
    ga4.state.status = 503;
    await sendDueConversions();
    ga4.state.status = 200;
    await sendDueConversions(new Date(Date.now() + HOUR));
    const sent = forBooking(ga4.received, placed.bookingId).map((request) => request.body.client_id);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^\d+\.\d+$/);
    expect(sent[1]).toBe(sent[0]);
    // No user agent or browser id was sent, so none is reported; the hashed address still joins it.
    const [event] = forBooking(meta.received, placed.bookingId)[0].body.data as { user_data: Record<string, unknown> }[];
    expect(Object.keys(event.user_data)).toEqual(['em']);
  });

  it('retries an outage with backoff, gives up a refusal, and never sends twice', async () => {
    const placed = await placeOrder(sandbox.origin, { date: day(2), ...VISIT });
    ga4.state.status = 503;
    meta.state.status = 400;
    const first = await sendDueConversions();
    expect(first).toMatchObject({ sent: 0, failed: 1, dropped: 1 });
    const [ga4Row, metaRow] = await conversionsOf(placed.orderId);
    expect(ga4Row).toMatchObject({ attempts: 1, sent_at: null, dropped_at: null, last_error: expect.stringContaining('503') });
    // The first retry waits 30 s (lib/domain/backoff.ts): asked again at once, nothing goes.
    expect(new Date(ga4Row.next_attempt_at!).getTime()).toBeGreaterThan(Date.now() + 25_000);
    expect(metaRow).toMatchObject({ attempts: 1, sent_at: null, dropped_at: expect.anything(), last_error: expect.stringContaining('400') });

    ga4.state.status = 200;
    meta.state.status = 200;
    await sendDueConversions();
    expect(forBooking(ga4.received, placed.bookingId)).toHaveLength(1);
    await sendDueConversions(new Date(Date.now() + 60_000));
    expect(forBooking(ga4.received, placed.bookingId)).toHaveLength(2);
    await sendDueConversions(new Date(Date.now() + 2 * HOUR));
    expect(forBooking(ga4.received, placed.bookingId)).toHaveLength(2);
    // The refused one is not asked again, whatever the provider now says.
    expect(forBooking(meta.received, placed.bookingId)).toHaveLength(1);
    expect((await conversionsOf(placed.orderId))[0]).toMatchObject({ attempts: 2, sent_at: expect.anything() });
  });

  it('drops a purchase the providers would no longer count (72 hours), and deletes rows a month after', async () => {
    const placed = await placeOrder(sandbox.origin, { date: day(3), ...VISIT });
    const run = await sendDueConversions(new Date(Date.now() + 73 * HOUR));
    expect(run.dropped).toBeGreaterThanOrEqual(2);
    expect(forBooking(ga4.received, placed.bookingId)).toHaveLength(0);
    expect(forBooking(meta.received, placed.bookingId)).toHaveLength(0);
    expect((await conversionsOf(placed.orderId)).every((row) => row.dropped_at && row.last_error === 'too old to count')).toBe(true);
    expect(await deleteOldConversions(new Date(Date.now() + 34 * 24 * HOUR))).toBeGreaterThanOrEqual(2);
    expect(await conversionsOf(placed.orderId)).toEqual([]);
  });

  it('keeps nothing for a site whose owner named no secret', async () => {
    await saveSiteSettings(owner, { localeId: 'nz', section: 'analytics', values: { ...ANALYTICS, ga4ApiSecretEnv: '', metaAccessTokenEnv: '' } });
    invalidateLocales();
    const unconfigured = await placeOrder(sandbox.origin, { date: day(5), ...VISIT });
    expect(await conversionsOf(unconfigured.orderId)).toEqual([]);
    await saveSiteSettings(owner, { localeId: 'nz', section: 'analytics', values: { ...ANALYTICS, ga4ApiSecretEnv: 'STANDIN_GA4_SECRET', metaAccessTokenEnv: 'STANDIN_META_TOKEN' } });
    invalidateLocales();
  });
});

describe('the secrets’ names', () => {
  const problemsOf = (outcome: Awaited<ReturnType<typeof saveSiteSettings>>) => (outcome.ok && outcome.settings === null ? outcome.problems.map((p) => [p.field, p.code]) : []);

  it('are an owner’s: a manager cannot change them, and a manager’s save without them keeps them', async () => {
    const refused = await saveSiteSettings(manager, { localeId: 'nz', section: 'analytics', values: { ...ANALYTICS, ga4ApiSecretEnv: 'MANAGER_SECRET', metaAccessTokenEnv: 'STANDIN_META_TOKEN' } });
    expect(problemsOf(refused)).toEqual([['ga4ApiSecretEnv', 'ownerOnly']]);
    const kept = await saveSiteSettings(manager, { localeId: 'nz', section: 'analytics', values: { ...ANALYTICS, hubspotCode: '4123456' } });
    expect(kept.ok && kept.settings?.analytics).toMatchObject({ hubspotCode: ['4123456'], ga4ApiSecretEnv: 'STANDIN_GA4_SECRET', metaAccessTokenEnv: 'STANDIN_META_TOKEN' });
  });

  it('must be environment variables’ names, and never the site’s own configuration', async () => {
    const bad = await saveSiteSettings(owner, { localeId: 'nz', section: 'analytics', values: { ...ANALYTICS, ga4ApiSecretEnv: 'lower case', metaAccessTokenEnv: 'DATABASE_URL' } });
    expect(problemsOf(bad)).toEqual([
      ['ga4ApiSecretEnv', 'envName'],
      ['metaAccessTokenEnv', 'envReserved'],
    ]);
    const [nz] = await rows<{ ga4_api_secret_env: string }>(sql`select ga4_api_secret_env from locales where id = 'nz'`);
    expect(nz.ga4_api_secret_env).toBe('STANDIN_GA4_SECRET');
  });
});
