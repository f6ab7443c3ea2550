import { createRequire } from 'node:module';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ExecutionResult } from 'graphql';
import jsQR from 'jsqr';
import { simpleParser, type ParsedMail } from 'mailparser';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { executableSchema } from '@/lib/server/graphql/schema';
import { findLocaleById } from '@/lib/server/locales/locale-service';
import { deliverDueMail } from '@/lib/server/mail/outbox';
import { loadOrder, signBookingLink, ticketQrText, verifyBookingLink } from '@/lib/server/orders';
import { queueConfirmation } from '@/lib/server/orders/booking-confirmation';
import { closeDb } from '@/lib/server/platform/db/client';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { placeOrder } from '../helpers/place-order';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase } from '../helpers/test-database';

/*
 * A booking's QR tickets go in a message of their own, which a group's organiser forwards to the riders:
 * it must not carry the My booking link, which can cancel the whole booking and send its money elsewhere.
 * The buyer's confirmation carries that link. Here through the real path: an order paid through the payment
 * sandbox, the outbox, the mail written to files (as /dev/mailbox reads them), then a visitor's reschedule.
 */

let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir = '';
const NOW = new Date();
const TZ = 'Pacific/Auckland';

beforeAll(async () => {
  // env() is read once and cached: mail goes to files under DATA_DIR (SMTP_URL unset), set before its first call.
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ticket-mail-'));
  vi.stubEnv('SMTP_URL', undefined);
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('LOG_LEVEL', 'silent');
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
  await seedIfEmpty(database.db, sandbox.sandboxUrl);
  invalidateCatalogue();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 30);
});
afterAll(async () => {
  await closeDb();
  await database.drop();
  await sandbox.close();
  await rm(dataDir, { recursive: true, force: true });
});

const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute<T & Record<string, unknown>>(query)).rows;
const { execute, parse } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

/** The visitors' API as a page on Queenstown's site calls it. */
async function onSite(query: string, variables: Record<string, unknown>): Promise<Record<string, ReturnType<typeof JSON.parse>>> {
  const locale = (await findLocaleById('nz'))!;
  const result = (await execute({
    schema: executableSchema(),
    document: parse(query),
    variableValues: variables,
    contextValue: { locale, anonymousToken: null, origin: `http://${locale.domain}`, clientAddress: null },
  })) as ExecutionResult<Record<string, ReturnType<typeof JSON.parse>>>;
  if (result.errors?.length) throw result.errors[0];
  return result.data!;
}

/** A weekday in the park's zone `offset` days ahead (no weekend or peak price), as YYYY-MM-DD. */
function weekday(offset: number): string {
  for (let extra = 0; extra < 14; extra++) {
    const date = new Date(NOW.getTime() + (offset + extra) * 86_400_000);
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' }).formatToParts(date);
    const part = (type: string) => parts.find((p) => p.type === type)!.value;
    const day = `${part('year')}-${part('month')}-${part('day')}`;
    if (['Mon', 'Tue', 'Wed', 'Thu'].includes(part('weekday')) && !(day >= '2026-12-26' && day <= '2027-01-02')) return day;
  }
  throw new Error('no weekday');
}

/** Sends what is due, and every message written for this booking so far, parsed as a mail client would. */
async function mailOf(bookingId: string): Promise<ParsedMail[]> {
  while ((await deliverDueMail(new Date(Date.now() + 60_000))).sent > 0);
  const folder = path.join(dataDir, 'mail');
  const parsed = await Promise.all((await readdir(folder)).sort().map(async (name) => simpleParser(await readFile(path.join(folder, name)), { keepCidLinks: true })));
  return parsed.filter((mail) => mail.subject?.includes(bookingId));
}

/** The one message whose subject starts so (two sent in one run may be written in either order). */
function titled(mails: ParsedMail[], start: string): ParsedMail {
  const found = mails.filter((mail) => mail.subject?.startsWith(start));
  expect(found, start).toHaveLength(1);
  return found[0];
}

const scanned = (mail: ParsedMail) =>
  mail.attachments
    .filter((attachment) => attachment.contentType === 'image/png')
    .map((attachment) => {
      const png = PNG.sync.read(attachment.content);
      return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
    });
const partsOf = (mail: ParsedMail) => [mail.text ?? '', mail.html || ''];
const MY_BOOKING_LINK = /https?:\/\/\S+?\/my-booking\/[\w.-]+/;
const codesOf = async (orderId: string) =>
  (await rows<{ code: string }>(sql`select t.code from tickets t join order_items i on i.id = t.order_item_id where i.order_id = ${orderId} and t.cancelled_at is null order by t.code`)).map((r) => r.code);

describe('a booking’s mail', () => {
  it('sends the QR tickets without the My booking link, and the buyer’s confirmation with it; a reschedule’s new codes likewise', async () => {
    const placed = await placeOrder(sandbox.origin, { date: weekday(4), quantity: 2, session: 1 }, NOW);
    const codes = await codesOf(placed.orderId);
    const [{ token: orderToken }] = await rows<{ token: string }>(sql`select token from orders where id = ${placed.orderId}`);

    const sent = await mailOf(placed.bookingId);
    expect(sent).toHaveLength(2);
    const confirmation = titled(sent, `Booking confirmed: ${placed.bookingId} – Summit Rush Queenstown`);
    const tickets = titled(sent, `Your tickets: ${placed.bookingId} – Summit Rush Queenstown`);
    for (const mail of [confirmation, tickets]) expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0].address : null).toBe(placed.email);

    // The tickets: one QR code per ticket, its signed code; nothing that opens the booking, no money.
    expect(scanned(tickets).sort()).toEqual(codes.map(ticketQrText).sort());
    for (const part of partsOf(tickets)) {
      expect(part).not.toMatch(MY_BOOKING_LINK);
      expect(part).not.toContain(orderToken);
      expect(part).not.toMatch(/Manage my booking|find-booking|\/booking\/|\$/);
    }

    // The confirmation: the booking's own signed My booking link, no QR code, and where the tickets went.
    expect(scanned(confirmation)).toEqual([]);
    const manage = MY_BOOKING_LINK.exec(confirmation.text ?? '')?.[0];
    expect(manage?.startsWith(`${sandbox.origin}/my-booking/`)).toBe(true);
    expect(verifyBookingLink(manage!.split('/').pop()!)?.orderId).toBe(placed.orderId);
    expect(confirmation.html).toContain(`href="${manage}"`);
    for (const part of partsOf(confirmation)) {
      expect(part).toContain(`come in a separate email, “Your tickets: ${placed.bookingId} – Summit Rush Queenstown”`);
      expect(part).toContain('Keep this email to yourself');
    }
    // And its token is nowhere in the tickets' message, raw headers included.
    const manageToken = manage!.split('/').pop()!;
    expect(tickets.headerLines.map((line) => line.line).join('\n')).not.toContain(manageToken);

    // Fulfilled again (a retried transition, late money): the outbox's keys keep one of each.
    await database.db.transaction(async (tx) => queueConfirmation(tx, (await loadOrder(tx, { id: placed.orderId }))!));
    const kinds = await rows<{ kind: string; n: number }>(sql`select kind, count(*)::int as n from outbox where payload->>'orderId' = ${placed.orderId} group by kind order by kind`);
    expect(kinds).toEqual([
      { kind: 'booking-tickets', n: 1 },
      { kind: 'order-confirmation', n: 1 },
    ]);

    // The visitor moves both tickets to another time of the same day (same price): new codes, in a
    // message of their own without the link; the change's message has the link and names that one.
    const { token } = signBookingLink(placed.orderId, NOW);
    const options = (await onSite(
      `query ($token: String!, $codes: [String!]!, $date: Date!) { myBookingMoveOptions(token: $token, ticketCodes: $codes, date: $date) { session { id } priceDifference } }`,
      { token, codes, date: weekday(4) },
    )).myBookingMoveOptions as { session: { id: string }; priceDifference: number }[];
    const target = options.find((option) => option.session.id !== placed.sessionId && option.priceDifference === 0)!;
    const moved = (await onSite(
      `mutation ($token: String!, $codes: [String!]!, $sessionId: ID!, $key: String!) {
        rescheduleMyTickets(token: $token, ticketCodes: $codes, sessionId: $sessionId, expectedDifference: 0, idempotencyKey: $key) { problem } }`,
      { token, codes, sessionId: target.session.id, key: `move-${placed.bookingId}` },
    )).rescheduleMyTickets;
    expect(moved.problem).toBeNull();
    const newCodes = await codesOf(placed.orderId);
    expect(newCodes.filter((code) => codes.includes(code))).toEqual([]);

    const all = await mailOf(placed.bookingId);
    expect(all).toHaveLength(4);
    const update = titled(all, `Booking changed: new time – ${placed.bookingId} – Summit Rush Queenstown`);
    const newTickets = titled(all, `Your new tickets: ${placed.bookingId} – Summit Rush Queenstown`);
    expect(scanned(newTickets).sort()).toEqual(newCodes.map(ticketQrText).sort());
    for (const part of partsOf(newTickets)) expect(part).not.toMatch(/my-booking|Manage my booking|find-booking|\/booking\//);
    expect(scanned(update)).toEqual([]);
    expect(update.text).toMatch(MY_BOOKING_LINK);
    expect(update.text).toContain(`in a separate email, “Your new tickets: ${placed.bookingId} – Summit Rush Queenstown”`);
  });
});
