import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { DEMO_GOOGLE_ISSUER_ID, DEMO_PASS_TYPE_IDENTIFIER, demoWalletEnvironment, demoWalletSettings, DEMO_WALLET_ENV } from '@/demo/wallet-certificates';
import { invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { endpointFor } from '@/lib/server/app/routes';
import { signBookingLink } from '@/lib/server/orders';
import { closeDb } from '@/lib/server/platform/db/client';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { saveSiteSettings } from '@/lib/server/park-settings/settings-service';
import { findStaffByEmail } from '@/lib/server/staff';
import { GOOGLE_SAVE_URL } from '@/lib/server/wallet';
import { placeOrder } from '../helpers/place-order';
import { startSandboxServer } from '../helpers/sandbox-server';
import { onSite } from '../helpers/on-site';
import { createTestDatabase } from '../helpers/test-database';

/*
 * Wallet passes (lib/server/wallet) on a real PostgreSQL with the demo's test certificates: a paid booking's
 * tickets offer both wallets on My booking; the .pkpass's manifest and PKCS#7 signature hold; Google's save
 * link is a JWT the service account's public key verifies, carrying the ticket; and Apple's web service
 * registers a device, lists what changed since its tag, and after a move serves the new code under the
 * same serial, refusing a wrong token.
 */
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: http.Server;
let base: string;
let dataDir: string;
let wallet: Record<string, string>;
const NOW = new Date();
const TZ = 'Pacific/Auckland';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'wallet-test-'));
  wallet = demoWalletEnvironment({ DATA_DIR: dataDir });
  for (const [name, value] of Object.entries(wallet)) vi.stubEnv(name, value);
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
  await seedIfEmpty(database.db, sandbox.sandboxUrl);
  await seedDemoStaff(database.db);
  invalidateCatalogue();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 30);
  // The server's own endpoints, as serve.ts answers them before Next.
  server = http.createServer((req, res) => {
    const endpoint = endpointFor(req);
    if (!endpoint) {
      res.statusCode = 404;
      return void res.end();
    }
    void Promise.resolve(endpoint(req, res)).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await closeDb();
  await database.drop();
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const TICKETS = `query ($token: String!) { myBooking(token: $token) { ... on MyBooking { tickets { code qrText typedText wallet { applePassPath googlePassPath demo } } } } }`;
const OPTIONS = `query ($token: String!, $codes: [String!]!, $date: Date!) {
  myBookingMoveOptions(token: $token, ticketCodes: $codes, date: $date) { session { id } priceDifference } }`;
const MOVE = `mutation ($token: String!, $codes: [String!]!, $sessionId: ID!, $difference: Int!, $key: String!) {
  rescheduleMyTickets(token: $token, ticketCodes: $codes, sessionId: $sessionId, expectedDifference: $difference, idempotencyKey: $key) { problem } }`;

/** A weekday (Mon–Thu) at the park `offset` days ahead, clear of the demo's peak days. */
function parkWeekday(offset: number): string {
  for (let extra = 0; extra < 14; extra++) {
    const date = new Date(NOW.getTime() + (offset + extra) * 86_400_000);
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' }).formatToParts(date);
    const part = (type: string) => local.find((p) => p.type === type)!.value;
    const day = `${part('year')}-${part('month')}-${part('day')}`;
    if (day >= '2026-12-26' && day <= '2027-01-02') continue;
    if (['Mon', 'Tue', 'Wed', 'Thu'].includes(part('weekday'))) return day;
  }
  throw new Error('no such day');
}

/** The files of a zip (stored or deflated entries), read from its central directory. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

interface PassJson {
  serialNumber: string;
  passTypeIdentifier: string;
  teamIdentifier: string;
  authenticationToken: string;
  webServiceURL: string;
  organizationName: string;
  barcodes: { message: string; altText: string; format: string }[];
  eventTicket: Record<string, { key: string; value: string; label: string }[]>;
}

async function download(pathOrUrl: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${pathOrUrl}`, { headers, redirect: 'manual' });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe('wallet passes', () => {
  let booking: { token: string; orderId: string; tickets: { code: string; qrText: string; typedText: string; wallet: { applePassPath: string; googlePassPath: string; demo: boolean } }[] };
  let pass: PassJson;

  beforeAll(async () => {
    const placed = await placeOrder(sandbox.origin, { date: parkWeekday(5), quantity: 2, session: 2 }, NOW);
    const { token } = signBookingLink(placed.orderId, NOW);
    booking = { token, orderId: placed.orderId, tickets: (await onSite('nz', TICKETS, { token })).myBooking.tickets };
  });

  it('offers both wallets for each standing ticket on My booking', () => {
    expect(booking.tickets).toHaveLength(2);
    for (const ticket of booking.tickets) {
      expect(ticket.wallet.applePassPath).toMatch(/^\/wallet\/[\w.-]+\.pkpass$/);
      expect(ticket.wallet.googlePassPath).toMatch(/^\/wallet\/[\w.-]+\/google$/);
    }
  });

  it("puts each ticket's own passes in the tickets' email", async () => {
    const { rows } = await database.db.execute<{ payload: { tickets: { code: string; qrText: string; wallet?: { appleUrl?: string; googleUrl?: string } }[] } }>(
      sql`select payload from outbox where kind = 'booking-tickets' and payload->>'orderId' = ${booking.orderId}`,
    );
    expect(rows).toHaveLength(1);
    const mailed = rows[0].payload.tickets;
    expect(mailed.map((ticket) => ticket.code).sort()).toEqual(booking.tickets.map((ticket) => ticket.code).sort());
    for (const ticket of mailed) {
      expect(ticket.wallet?.googleUrl).toMatch(/\/wallet\/[\w.-]+\/google$/);
      // The link opens the pass of this ticket, not of another of the booking's.
      const { response, body } = await download(new URL(ticket.wallet!.appleUrl!).pathname);
      expect(response.status).toBe(200);
      const passJson = JSON.parse(unzip(body).get('pass.json')!.toString('utf8')) as PassJson;
      expect(passJson.barcodes[0].message).toBe(ticket.qrText);
    }
  });

  it('builds a .pkpass whose manifest hashes every file and whose signature verifies against the test WWDR', async () => {
    const [ticket] = booking.tickets;
    const { response, body } = await download(ticket.wallet.applePassPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
    const files = unzip(body);
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as Record<string, string>;
    const listed = [...files.keys()].filter((name) => name !== 'manifest.json' && name !== 'signature').sort();
    expect(Object.keys(manifest).sort()).toEqual(listed);
    expect(listed).toEqual(expect.arrayContaining(['pass.json', 'icon.png', 'icon@2x.png']));
    for (const name of listed) expect(manifest[name]).toBe(createHash('sha1').update(files.get(name)!).digest('hex'));

    // The detached PKCS#7 signature over manifest.json, checked by OpenSSL against the demo's test authority.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pkpass-'));
    try {
      writeFileSync(path.join(dir, 'manifest.json'), files.get('manifest.json')!);
      writeFileSync(path.join(dir, 'signature'), files.get('signature')!);
      writeFileSync(path.join(dir, 'wwdr.pem'), wallet[DEMO_WALLET_ENV.wwdr]);
      const verify = (content: string) =>
        execFileSync('openssl', ['smime', '-verify', '-binary', '-inform', 'DER', '-in', path.join(dir, 'signature'), '-content', content, '-CAfile', path.join(dir, 'wwdr.pem'), '-purpose', 'any', '-out', '/dev/null'], { stdio: 'pipe' });
      expect(() => verify(path.join(dir, 'manifest.json'))).not.toThrow();
      // A manifest changed by one byte does not verify.
      writeFileSync(path.join(dir, 'tampered.json'), Buffer.concat([files.get('manifest.json')!, Buffer.from(' ')]));
      expect(() => verify(path.join(dir, 'tampered.json'))).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    pass = JSON.parse(files.get('pass.json')!.toString('utf8')) as PassJson;
    const [serial] = (await database.db.execute<{ id: string }>(sql`select id from tickets where code = ${ticket.code}`)).rows;
    expect(pass).toMatchObject({ serialNumber: serial.id, passTypeIdentifier: DEMO_PASS_TYPE_IDENTIFIER, organizationName: expect.stringContaining('Summit Rush') });
    expect(pass.webServiceURL).toMatch(/\/api\/wallet\/$/);
    // The gate's own code, and the typed text under it.
    expect(pass.barcodes[0]).toMatchObject({ message: ticket.qrText, altText: ticket.typedText, format: 'PKBarcodeFormatQR' });
    const fields = Object.values(pass.eventTicket).flat();
    expect(fields.find((field) => field.key === 'activity')?.value).toMatch(/luge/i);
    // The session's time at the park, said as the park's local time.
    expect(fields.find((field) => field.key === 'time')?.value).toMatch(/\d{1,2}:\d{2}/);
    expect(fields.find((field) => field.key === 'park')?.value).toMatch(/Queenstown/);
    expect(fields.find((field) => field.key === 'address')?.value).toBeTruthy();
  });

  it("redirects to Google's save link: a JWT the service account's public key verifies, carrying the ticket", async () => {
    const [ticket] = booking.tickets;
    const { response } = await download(ticket.wallet.googlePassPath);
    expect(response.status).toBe(302);
    const location = response.headers.get('location')!;
    expect(location.startsWith(GOOGLE_SAVE_URL)).toBe(true);
    const account = JSON.parse(wallet[DEMO_WALLET_ENV.google]) as { client_email: string; private_key: string };
    const { payload, protectedHeader } = await jwtVerify(location.slice(GOOGLE_SAVE_URL.length), createPublicKey(account.private_key), { audience: 'google', issuer: account.client_email });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.typ).toBe('savetowallet');
    const claims = payload.payload as { eventTicketClasses: Record<string, unknown>[]; eventTicketObjects: Record<string, unknown>[] };
    const [object] = claims.eventTicketObjects;
    const [eventClass] = claims.eventTicketClasses;
    expect(object).toMatchObject({ classId: eventClass.id, state: 'ACTIVE', barcode: { type: 'QR_CODE', value: ticket.qrText, alternateText: ticket.typedText } });
    expect(String(object.id).startsWith(`${DEMO_GOOGLE_ISSUER_ID}.`)).toBe(true);
    expect(eventClass).toMatchObject({ eventName: { defaultValue: { language: 'en', value: expect.stringMatching(/luge/i) } }, venue: { name: { defaultValue: { value: expect.stringContaining('Queenstown') } } } });
    // The session's start, at the park's offset (New Zealand: +12:00 or +13:00).
    const start = (eventClass.dateTime as { start: string }).start;
    expect(start).toMatch(/\+1[23]:00$/);
    const [row] = (await database.db.execute<{ starts_at: Date | string }>(sql`select s.starts_at from tickets t join order_items i on i.id = t.order_item_id join sessions s on s.id = coalesce(t.session_id, i.session_id) where t.code = ${ticket.code}`)).rows;
    expect(new Date(start).getTime()).toBe(new Date(row.starts_at).getTime());
  });

  it("serves Apple's web service: register, list changes since a tag, the latest pass, a move's new code under the same serial, unregister", async () => {
    const device = 'device-0001';
    const registration = `/api/wallet/v1/devices/${device}/registrations/${DEMO_PASS_TYPE_IDENTIFIER}/${pass.serialNumber}`;
    const auth = (token: string) => ({ authorization: `ApplePass ${token}`, 'content-type': 'application/json' });
    const post = (token: string) => fetch(`${base}${registration}`, { method: 'POST', headers: auth(token), body: JSON.stringify({ pushToken: 'push-token-1' }) });

    // A wrong token is refused, saying nothing more.
    expect((await post('x'.repeat(43))).status).toBe(401);
    expect((await fetch(`${base}/api/wallet/v1/passes/${DEMO_PASS_TYPE_IDENTIFIER}/${pass.serialNumber}`, { headers: auth('wrong-token-wrong-token') })).status).toBe(401);
    expect((await post(pass.authenticationToken)).status).toBe(201);
    expect((await post(pass.authenticationToken)).status).toBe(200);

    const list = (tag?: string) => fetch(`${base}/api/wallet/v1/devices/${device}/registrations/${DEMO_PASS_TYPE_IDENTIFIER}${tag ? `?passesUpdatedSince=${tag}` : ''}`);
    const first = await list();
    expect(first.status).toBe(200);
    const { serialNumbers, lastUpdated } = (await first.json()) as { serialNumbers: string[]; lastUpdated: string };
    expect(serialNumbers).toEqual([pass.serialNumber]);
    expect((await list(lastUpdated)).status).toBe(204);

    const latest = (headers: Record<string, string> = {}) => download(`/api/wallet/v1/passes/${DEMO_PASS_TYPE_IDENTIFIER}/${pass.serialNumber}`, { ...auth(pass.authenticationToken), ...headers });
    const fetched = await latest();
    expect(fetched.response.status).toBe(200);
    const lastModified = fetched.response.headers.get('last-modified')!;
    expect((await latest({ 'if-modified-since': lastModified })).response.status).toBe(304);

    // The visitor moves both tickets to another session that day (any difference becomes a charge): new codes, the same passes.
    const [ticket] = booking.tickets;
    const options = (await onSite('nz', OPTIONS, { token: booking.token, codes: booking.tickets.map((t) => t.code), date: parkWeekday(5) })).myBookingMoveOptions as { session: { id: string }; priceDifference: number }[];
    const [target] = options;
    const moved = (await onSite('nz', MOVE, { token: booking.token, codes: booking.tickets.map((t) => t.code), sessionId: target.session.id, difference: target.priceDifference, key: `wallet-move-${booking.orderId}` })).rescheduleMyTickets;
    expect(moved.problem).toBeNull();

    const changed = await list(lastUpdated);
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { serialNumbers: string[] }).serialNumbers).toEqual([pass.serialNumber]);
    const renewed = await latest({ 'if-modified-since': lastModified });
    expect(renewed.response.status).toBe(200);
    const renewedPass = JSON.parse(unzip(renewed.body).get('pass.json')!.toString('utf8')) as PassJson;
    expect(renewedPass.serialNumber).toBe(pass.serialNumber);
    expect(renewedPass.barcodes[0].message).not.toBe(ticket.qrText);
    const [now] = (await database.db.execute<{ code: string }>(sql`select code from tickets where id = ${pass.serialNumber}`)).rows;
    expect(now.code).not.toBe(ticket.code);
    expect(renewedPass.barcodes[0].message).toContain(now.code);

    // The old email's and page's links named the old code: they open nothing now; the page's new ones do.
    expect((await download(ticket.wallet.applePassPath)).response.status).toBe(410);
    const fresh = (await onSite('nz', TICKETS, { token: booking.token })).myBooking.tickets as typeof booking.tickets;
    const freshOne = fresh.find((t) => t.code === now.code)!;
    expect((await download(freshOne.wallet.applePassPath)).response.status).toBe(200);

    // Unregistering: the device no longer hears of the pass.
    expect((await fetch(`${base}${registration}`, { method: 'DELETE', headers: auth('wrong-token-wrong-token') })).status).toBe(401);
    expect((await fetch(`${base}${registration}`, { method: 'DELETE', headers: auth(pass.authenticationToken) })).status).toBe(200);
    expect((await list()).status).toBe(204);
    expect((await fetch(`${base}/api/wallet/v1/log`, { method: 'POST', body: JSON.stringify({ logs: ['a device said something'] }) })).status).toBe(200);
  });

  it("speaks the booking's language: a booking on Hong Kong's Chinese site gets Chinese labels, titles and dates", async () => {
    const placed = await placeOrder(sandbox.origin, { localeId: 'zh-hk', parkId: 'hong-kong', slug: 'harbour-zipline', variationId: 'hk-zipline-adult', gatewayId: 'zh-hk-wechat', date: parkWeekday(6), quantity: 1 }, NOW);
    const { token } = signBookingLink(placed.orderId, NOW);
    const [ticket] = (await onSite('zh-hk', TICKETS, { token })).myBooking.tickets as typeof booking.tickets;
    const { response, body } = await download(ticket.wallet.applePassPath);
    expect(response.status).toBe(200);
    const zh = JSON.parse(unzip(body).get('pass.json')!.toString('utf8')) as PassJson;
    const fields = Object.values(zh.eventTicket).flat();
    expect(fields.find((field) => field.key === 'activity')).toMatchObject({ label: '活動', value: expect.stringMatching(/[\u4e00-\u9fff]/) });
    expect(fields.find((field) => field.key === 'park')?.label).toBe('園區');
    expect(fields.find((field) => field.key === 'date')?.value).toMatch(/年|月|日|星期/);
    expect(zh.barcodes[0]).toMatchObject({ message: ticket.qrText, altText: ticket.typedText });
  });

  it('refuses a forged pass link', async () => {
    // The signature's first character changed (whatever it was): its full six bits count.
    const [subject, expiry, signature] = booking.tickets[1].wallet.applePassPath.slice('/wallet/'.length, -'.pkpass'.length).split('.');
    const path = `/wallet/${subject}.${expiry}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}.pkpass`;
    expect((await download(path)).response.status).toBe(404);
  });
});

describe('wallet settings', () => {
  const VALUES = { ...demoWalletSettings(), applePassTypeIdentifier: 'pass.example.summitrush.tickets', appleTeamIdentifier: 'AB12CD34EF' };
  const problemsOf = (outcome: Awaited<ReturnType<typeof saveSiteSettings>>) => (outcome.ok && outcome.settings === null ? outcome.problems.map((p) => [p.field, p.code]) : []);

  it('are the owner’s: names validated as gateways’ are, managers read them, and the screen says what this server offers', async () => {
    const owner = (await findStaffByEmail('owner@summit-rush.test'))!;
    const manager = (await findStaffByEmail('manager@summit-rush.test'))!;
    const saved = await saveSiteSettings(owner, { localeId: 'nz', section: 'wallet', values: VALUES });
    expect(saved.ok && saved.settings?.wallet).toMatchObject({ ...VALUES, appleOffered: true, googleOffered: true });
    const [park] = (await database.db.execute<{ wallet_settings: unknown }>(sql`select wallet_settings from parks where id = 'queenstown'`)).rows;
    expect(park.wallet_settings).toEqual(VALUES);

    const refused = await saveSiteSettings(manager, { localeId: 'nz', section: 'wallet', values: { ...VALUES, appleKeyEnv: 'MANAGER_KEY' } });
    expect(problemsOf(refused)).toEqual([['appleKeyEnv', 'ownerOnly']]);

    const bad = await saveSiteSettings(owner, { localeId: 'nz', section: 'wallet', values: { ...VALUES, applePassTypeIdentifier: 'com.example', appleTeamIdentifier: 'short', googleIssuerId: 'abc', appleCertificateEnv: 'lower case', appleKeyEnv: 'TICKET_SIGNING_SECRET' } });
    expect(problemsOf(bad)).toEqual(
      expect.arrayContaining([
        ['applePassTypeIdentifier', 'passTypeIdentifier'],
        ['appleTeamIdentifier', 'teamIdentifier'],
        ['googleIssuerId', 'issuerId'],
        ['appleCertificateEnv', 'envName'],
        ['appleKeyEnv', 'envReserved'],
      ]),
    );
    // A variable named but not set on this server: not offered, and no pass link is made.
    const unset = await saveSiteSettings(owner, { localeId: 'nz', section: 'wallet', values: { ...VALUES, appleWwdrEnv: 'NOT_SET_ANYWHERE', googleIssuerId: '' } });
    expect(unset.ok && unset.settings?.wallet).toMatchObject({ appleOffered: false, googleOffered: false });
    // Put back as the demo has it, for nothing after this to depend on the order.
    await saveSiteSettings(owner, { localeId: 'nz', section: 'wallet', values: demoWalletSettings() });
  });
});
