import { randomInt, randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import jsQR from 'jsqr';
import { simpleParser, type ParsedMail } from 'mailparser';
import { PNG } from 'pngjs';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDb } from '@/lib/server/platform/db/client';
import { outbox } from '@/lib/server/platform/db/schema';
import { deliverDueMail, enqueueMail, startMailWorker } from '@/lib/server/mail/outbox';
import { closeMailTransport, messageIdFor } from '@/lib/server/mail/transport';
import type { OrderEmailView } from '@/lib/server/mail/types';
import { ticketQrText, verifyScannedTicket } from '@/lib/server/orders/ticket-qr-text';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The outbox against a real SMTP server (smtp-server) and a real database: what arrives is parsed with
 * mailparser and its QR codes are decoded from the PNGs, as a phone at the park gate would.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: SMTPServer | undefined;
let port = 0;
const inbox: Buffer[] = [];

async function startSmtp(listenPort: number): Promise<number> {
  const server = new SMTPServer({
    authOptional: true,
    secure: false,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Pooled client connections stay open; do not wait 30 s for them when a test stops the server.
    closeTimeout: 100,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', () => resolve());
  });
  smtp = server;
  return (server.server.address() as { port: number }).port;
}

async function stopSmtp(): Promise<void> {
  const server = smtp;
  smtp = undefined;
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Every received message about one booking, parsed. */
async function messagesFor(bookingId: string): Promise<ParsedMail[]> {
  // keepCidLinks: the HTML as sent, with its cid: references (mailparser would inline them as data: URIs).
  const parsed = await Promise.all(inbox.map((raw) => simpleParser(raw, { keepCidLinks: true })));
  return parsed.filter((mail) => mail.subject?.includes(bookingId));
}

function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

/** The ticket code a QR code's text carries, if the park's key signed it (what the gate checks first). */
async function verifiedCode(text: string | null): Promise<string | null> {
  const verified = text === null ? null : await verifyScannedTicket(text);
  return verified?.ok ? verified.code : null;
}

// Rows are queued at the database's clock; a minute ahead of it they are all due.
const NOW = new Date(Date.now() + 60_000);
/** A ticket code as the store makes them (T and 11 of the ticket alphabet). */
const code = () => `T${Array.from({ length: 11 }, () => '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'[randomInt(32)]).join('')}`;
/** A ticket as the confirmation's view holds it: its code, and its QR text signed under the tests' key. */
const ticket = (activityTitle: string, variationTitle: string, startsAt: string, ticketCode = code()) => ({
  code: ticketCode,
  qrText: ticketQrText(ticketCode),
  activityTitle,
  variationTitle,
  startsAt,
});

function orderView(overrides: Partial<OrderEmailView> = {}): OrderEmailView {
  const bookingId = `SR-${randomUUID().slice(0, 4).toUpperCase()}-${randomUUID().slice(0, 4).toUpperCase()}`;
  const startsAt = '2026-11-24T20:30:00.000Z'; // 9:30 am on 25 November in Queenstown (NZDT)
  return {
    orderId: randomUUID(),
    bookingId,
    language: 'en',
    intlLocale: 'en-NZ',
    parkName: 'Summit Rush Queenstown',
    timeZone: 'Pacific/Auckland',
    currency: 'NZD',
    customer: { firstName: '<script>alert(1)</script>', lastName: 'O’Brien & <b>Co</b>', email: 'visitor@example.com' },
    confirmationUrl: `http://nz.localhost:3000/booking/confirmation?token=abc&booking=${bookingId}`,
    lines: [
      {
        activityTitle: 'Zipline <Tour> & more',
        startsAt,
        tickets: [
          { title: 'Adult', quantity: 1, participants: 1 },
          { title: 'Family pass', quantity: 1, participants: 4 },
        ],
        addOns: [{ title: 'Media pack', quantity: 1 }],
        upgradeTitle: 'Zipline + Treetop combo',
        total: 30900,
      },
    ],
    subtotal: 30900,
    discount: 3000,
    giftCard: 5000,
    cardFee: 573,
    total: 23473,
    tickets: [ticket('Zipline <Tour> & more', 'Adult', startsAt), ticket('Zipline <Tour> & more', 'Family pass', startsAt)],
    ...overrides,
  };
}

async function row(dedupeKey: string) {
  const [found] = await database.db.select().from(outbox).where(eq(outbox.dedupeKey, dedupeKey));
  return found;
}

beforeAll(async () => {
  port = await startSmtp(0);
  // env() is read once and cached: everything it needs must be set before the first call.
  vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${port}`);
  vi.stubEnv('MAIL_FROM', 'Summit Rush <bookings@summitrush.example>');
  vi.stubEnv('LOG_LEVEL', 'silent');
  database = await createTestDatabase();
});

afterAll(async () => {
  closeMailTransport();
  await stopSmtp();
  await closeDb();
  await database.drop();
});

describe('booking confirmation email', () => {
  it('arrives once, in English, with the booking, the prices and one decodable QR code per ticket', async () => {
    const view = orderView();
    const dedupeKey = `order-confirmation:${view.orderId}`;
    expect(await enqueueMail(database.db, { dedupeKey, kind: 'order-confirmation', payload: view })).toBe(true);

    expect(await deliverDueMail(NOW)).toEqual({ sent: 1, failed: 0, deferred: 0 });
    expect(await deliverDueMail(NOW)).toEqual({ sent: 0, failed: 0, deferred: 0 });

    const messages = await messagesFor(view.bookingId);
    expect(messages).toHaveLength(1);
    const [mail] = messages;
    expect(mail.subject).toBe(`Booking confirmed: ${view.bookingId} – Summit Rush Queenstown`);
    expect(mail.messageId).toBe(messageIdFor(dedupeKey));
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0].address : null).toBe('visitor@example.com');
    expect(mail.from?.value[0].address).toBe('bookings@summitrush.example');
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');

    const html = mail.html || '';
    const text = mail.text || '';
    expect(html).toContain('<html');
    expect(text.length).toBeGreaterThan(200);

    // Whatever the visitor or the catalogue typed is text, never markup.
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<Tour>');
    expect(html).not.toContain('<b>Co</b>');
    expect(html).toContain('Hi &#60;script&#62;alert(1)&#60;/script&#62;,');
    expect(html).toContain('Zipline &#60;Tour&#62; &#38; more');
    expect(html).toContain('token=abc&#38;booking=');
    expect(text).toContain('Hi <script>alert(1)</script>,');

    for (const part of [html, text]) {
      expect(part).toContain('You’re all booked');
      expect(part).toContain(view.bookingId);
      expect(part).toContain('Wednesday, 25 November 2026');
      expect(part).toContain('9:30 am (local time at Summit Rush Queenstown)');
      expect(part).toContain('Each ticket includes 4 people');
      expect(part).not.toContain('Each ticket includes 1 ');
      expect(part).toContain('1 × Media pack');
      expect(part).toContain('Zipline + Treetop combo');
      expect(part).toContain('$309');
      expect(part).toContain('-$30');
      expect(part).toContain('-$50');
      expect(part).toContain('Card fee');
      expect(part).toContain('$5.73');
      expect(part).toContain('$234.73');
      // The text under each QR code is the signed one, to be typed at the gate when a camera cannot read it.
      for (const { qrText } of view.tickets) expect(part).toContain(qrText);
    }
    expect(text).toContain(`View your booking online: ${view.confirmationUrl}`);

    // Two inline PNGs, referenced from the HTML by Content-ID, whose QR codes are the tickets' signed
    // codes: each verifies under the shop's key and carries its ticket's code.
    const images = mail.attachments.filter((attachment) => attachment.contentType === 'image/png');
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image.contentDisposition).toBe('inline');
      expect(html).toContain(`src="cid:${image.cid}"`);
    }
    const scanned = images.map((image) => decodeQr(image.content));
    expect(scanned.sort()).toEqual(view.tickets.map((ticket) => ticket.qrText).sort());
    expect((await Promise.all(scanned.map(verifiedCode))).sort()).toEqual(view.tickets.map((ticket) => ticket.code).sort());
    // A bare code is not what the QR codes carry: the gate would refuse it.
    expect(scanned).not.toContain(view.tickets[0].code);

    const stored = await row(dedupeKey);
    expect(stored.sentAt).toEqual(NOW);
    expect(stored.attempts).toBe(1);
  });

  it('speaks Traditional Chinese, with times in the park’s zone and no card fee line when there is none', async () => {
    const startsAt = '2026-11-25T02:00:00.000Z'; // 10:00 in Hong Kong, 02:00 UTC
    const view = orderView({
      language: 'zh-Hant',
      intlLocale: 'zh-Hant-HK',
      parkName: '峰躍探險樂園（香港）',
      timeZone: 'Asia/Hong_Kong',
      currency: 'HKD',
      customer: { firstName: '小明', lastName: '陳', email: 'chan@example.com' },
      lines: [{ activityTitle: '高空滑索', startsAt, tickets: [{ title: '成人', quantity: 2, participants: 1 }], addOns: [], upgradeTitle: null, total: 76000 }],
      subtotal: 76000,
      discount: 0,
      giftCard: 0,
      cardFee: 0,
      total: 76000,
      tickets: [ticket('高空滑索', '成人', startsAt), ticket('高空滑索', '成人', startsAt)],
    });
    await enqueueMail(database.db, { dedupeKey: `order-confirmation:${view.orderId}`, kind: 'order-confirmation', payload: view });
    expect(await deliverDueMail(NOW)).toMatchObject({ sent: 1, failed: 0 });

    const [mail] = await messagesFor(view.bookingId);
    expect(mail.subject).toBe(`預訂確認：${view.bookingId} – 峰躍探險樂園（香港）`);
    for (const part of [mail.html || '', mail.text || '']) {
      expect(part).toContain('預訂成功');
      expect(part).toContain('預訂編號');
      expect(part).toContain('2026年11月25日星期三');
      expect(part).toContain('上午10:00（峰躍探險樂園（香港）當地時間）');
      expect(part).toContain('成人 × 2');
      expect(part).toContain('$760');
      expect(part).not.toContain('信用卡手續費');
      expect(part).not.toContain('折扣');
      expect(part).not.toContain('每張門票包括');
    }
    expect(mail.html).toContain('<html lang="zh-Hant">');
    const images = mail.attachments.filter((attachment) => attachment.contentType === 'image/png');
    expect((await Promise.all(images.map((image) => verifiedCode(decodeQr(image.content))))).sort()).toEqual(view.tickets.map((ticket) => ticket.code).sort());
  });

  it('encodes the bare code of a message queued before tickets were signed (no qrText), rather than failing', async () => {
    const startsAt = '2026-11-24T20:30:00.000Z';
    const legacy = { code: code(), activityTitle: 'Zipline', variationTitle: 'Adult', startsAt };
    const view = orderView({ tickets: [legacy] });
    await enqueueMail(database.db, { dedupeKey: `order-confirmation:${view.orderId}`, kind: 'order-confirmation', payload: view });
    expect(await deliverDueMail(NOW)).toMatchObject({ sent: 1, failed: 0 });
    const [mail] = await messagesFor(view.bookingId);
    const images = mail.attachments.filter((attachment) => attachment.contentType === 'image/png');
    expect(images.map((image) => decodeQr(image.content))).toEqual([legacy.code]);
    expect(mail.text).toContain(legacy.code);
  });
});

describe('outbox delivery', () => {
  it('keeps mail through an SMTP outage and sends it once the server is back, after the backoff', async () => {
    await stopSmtp();
    const view = orderView();
    const dedupeKey = `order-confirmation:${view.orderId}`;
    await enqueueMail(database.db, { dedupeKey, kind: 'order-confirmation', payload: view });

    expect(await deliverDueMail(NOW)).toMatchObject({ sent: 0, failed: 1 });
    const failed = await row(dedupeKey);
    expect(failed.sentAt).toBeNull();
    expect(failed.attempts).toBe(1);
    expect(failed.nextAttemptAt).toEqual(new Date(NOW.getTime() + 30_000));
    expect(failed.lastError).toBeTruthy();
    expect(failed.lastError!.length).toBeLessThanOrEqual(300);
    expect(failed.lastError).not.toContain(view.bookingId);

    await startSmtp(port);
    // Not due yet: the backoff holds even though the server is back.
    expect(await deliverDueMail(new Date(NOW.getTime() + 10_000))).toMatchObject({ sent: 0, failed: 0 });
    expect(await messagesFor(view.bookingId)).toHaveLength(0);

    const later = new Date(NOW.getTime() + 31_000);
    expect(await deliverDueMail(later)).toMatchObject({ sent: 1, failed: 0 });
    expect(await deliverDueMail(new Date(later.getTime() + 3_600_000))).toMatchObject({ sent: 0, failed: 0 });
    expect(await messagesFor(view.bookingId)).toHaveLength(1);
    const sent = await row(dedupeKey);
    expect(sent.sentAt).toEqual(later);
    expect(sent.attempts).toBe(2);
  });

  it('backs off further after each failure', async () => {
    await stopSmtp();
    const view = orderView();
    const dedupeKey = `order-confirmation:${view.orderId}`;
    await enqueueMail(database.db, { dedupeKey, kind: 'order-confirmation', payload: view });
    let now = NOW;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await deliverDueMail(now)).toMatchObject({ failed: 1 });
      const next = (await row(dedupeKey)).nextAttemptAt;
      waits.push((next.getTime() - now.getTime()) / 1000);
      now = next;
    }
    expect(waits).toEqual([30, 60, 120]);
    await startSmtp(port);
    expect(await deliverDueMail(now)).toMatchObject({ sent: 1 });
    expect(await messagesFor(view.bookingId)).toHaveLength(1);
  });

  it('does not try the rest of a batch once the server is unreachable; they wait as long as the first', async () => {
    await stopSmtp();
    const views = Array.from({ length: 3 }, () => orderView());
    for (const view of views) await enqueueMail(database.db, { dedupeKey: `down:${view.orderId}`, kind: 'order-confirmation', payload: view });
    expect(await deliverDueMail(NOW)).toEqual({ sent: 0, failed: 1, deferred: 2 });
    const rows = await database.db.select().from(outbox).where(like(outbox.dedupeKey, 'down:%'));
    expect(rows.map((stored) => stored.attempts).sort()).toEqual([0, 0, 1]);
    expect(rows.every((stored) => stored.nextAttemptAt.getTime() === NOW.getTime() + 30_000)).toBe(true);
    expect(rows.find((stored) => stored.attempts === 1)?.lastError).toMatch(/^E[A-Z]+ /);
    await startSmtp(port);
    expect(await deliverDueMail(new Date(NOW.getTime() + 30_000))).toMatchObject({ sent: 3, failed: 0 });
    for (const view of views) expect(await messagesFor(view.bookingId)).toHaveLength(1);
  });

  it('keeps one message per dedupe key however often it is queued', async () => {
    const view = orderView();
    const dedupeKey = `order-confirmation:${view.orderId}`;
    expect(await enqueueMail(database.db, { dedupeKey, kind: 'order-confirmation', payload: view })).toBe(true);
    // Queued again inside a transaction, as the order service does, with a different payload: the first stands.
    const again = await database.db.transaction((tx) =>
      enqueueMail(tx, { dedupeKey, kind: 'order-confirmation', payload: { ...view, parkName: 'Someone else' } }),
    );
    expect(again).toBe(false);
    expect(await database.db.select().from(outbox).where(eq(outbox.dedupeKey, dedupeKey))).toHaveLength(1);

    expect(await deliverDueMail(NOW)).toMatchObject({ sent: 1 });
    // And after it was sent, too.
    expect(await enqueueMail(database.db, { dedupeKey, kind: 'order-confirmation', payload: view })).toBe(false);
    expect(await deliverDueMail(NOW)).toMatchObject({ sent: 0 });
    const messages = await messagesFor(view.bookingId);
    expect(messages).toHaveLength(1);
    expect(messages[0].subject).toContain('Summit Rush Queenstown');
  });

  it('sends each row once when several workers deliver at the same time', async () => {
    const views = Array.from({ length: 6 }, () => orderView());
    for (const view of views) {
      await enqueueMail(database.db, { dedupeKey: `concurrent:${view.orderId}`, kind: 'order-confirmation', payload: view });
    }
    const results = await Promise.all([deliverDueMail(NOW, 4), deliverDueMail(NOW, 4), deliverDueMail(NOW, 4)]);
    const more = await deliverDueMail(NOW, 4);
    expect(results.reduce((sum, result) => sum + result.sent, more.sent)).toBe(6);
    expect(results.every((result) => result.failed === 0)).toBe(true);
    for (const view of views) expect(await messagesFor(view.bookingId)).toHaveLength(1);
    const rows = await database.db.select().from(outbox).where(like(outbox.dedupeKey, 'concurrent:%'));
    expect(rows.every((stored) => stored.sentAt !== null && stored.attempts === 1)).toBe(true);
  });

  it('retries a row of an unknown kind rather than dropping it, without stopping the others', async () => {
    const view = orderView();
    await database.db.insert(outbox).values({ dedupeKey: `unknown:${view.orderId}`, kind: 'postcard', payload: {}, nextAttemptAt: NOW });
    await enqueueMail(database.db, { dedupeKey: `order-confirmation:${view.orderId}`, kind: 'order-confirmation', payload: view });
    expect(await deliverDueMail(NOW)).toEqual({ sent: 1, failed: 1, deferred: 0 });
    const unknown = await row(`unknown:${view.orderId}`);
    expect(unknown).toMatchObject({ sentAt: null, attempts: 1, lastError: 'No renderer for mail kind "postcard"' });
    // Park it far away so that it stays out of later deliveries in this file.
    await database.db.update(outbox).set({ nextAttemptAt: new Date('2100-01-01T00:00:00Z') }).where(eq(outbox.id, unknown.id));
  });

  it('runs as a background worker that delivers what is queued and stops cleanly', async () => {
    const view = orderView();
    await enqueueMail(database.db, { dedupeKey: `order-confirmation:${view.orderId}`, kind: 'order-confirmation', payload: view });
    const stop = startMailWorker({ intervalMs: 20 });
    try {
      const deadline = Date.now() + 10_000;
      while ((await messagesFor(view.bookingId)).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    } finally {
      await stop();
    }
    expect(await messagesFor(view.bookingId)).toHaveLength(1);
  });
});
