import { randomInt, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { simpleParser } from 'mailparser';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDb } from '@/lib/server/platform/db/client';
import { outbox } from '@/lib/server/platform/db/schema';
import { listMail, readMail } from '@/lib/server/mail/mailbox';
import { loadMailbox } from '@/lib/server/site/loaders/mailbox';
import { deliverDueMail, enqueueMail } from '@/lib/server/mail/outbox';
import { messageIdFor } from '@/lib/server/mail/transport';
import type { OrderEmailView } from '@/lib/server/mail/types';
import { signTicketCode, verifySignedTicketCode } from '@/lib/server/orders/signed-ticket-code';
import type { PageLoadArgs } from '@/lib/server/site/page-data';
import { createTestDatabase } from '../helpers/test-database';

/*
 * Without SMTP_URL, mail is written as .eml files under DATA_DIR/mail and counts as sent; the development
 * mailbox (/dev/mailbox) lists and opens them, and opens nothing else.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir = '';
let mailDir = '';

// Rows are queued at the database's clock; a minute ahead of it they are all due.
const NOW = new Date(Date.now() + 60_000);
/** A ticket code as the store makes them (T and 11 of the ticket alphabet). */
const code = () => `T${Array.from({ length: 11 }, () => '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'[randomInt(32)]).join('')}`;
/** The tests' key (vitest.config.mts), read without env(): the view is made before beforeAll sets the environment env() caches. */
const SECRET = process.env.TICKET_SIGNING_SECRET!;
const ticket = (startsAt: string, ticketCode = code()) => ({ code: ticketCode, qrText: signTicketCode(ticketCode, SECRET), activityTitle: 'Zipline Tour', variationTitle: 'Adult', startsAt });
const FILE_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{40}\.eml$/;

function orderView(): OrderEmailView {
  const bookingId = `SR-${randomUUID().slice(0, 4).toUpperCase()}-${randomUUID().slice(0, 4).toUpperCase()}`;
  const startsAt = '2026-11-24T20:30:00.000Z';
  return {
    orderId: randomUUID(),
    bookingId,
    language: 'en',
    intlLocale: 'en-NZ',
    parkName: 'Summit Rush Queenstown',
    timeZone: 'Pacific/Auckland',
    currency: 'NZD',
    customer: { firstName: 'Aroha', lastName: 'Ngata', email: 'visitor@example.com' },
    confirmationUrl: `http://nz.localhost:3000/booking/confirmation?token=abc&booking=${bookingId}`,
    lines: [
      {
        activityTitle: 'Zipline Tour',
        startsAt,
        tickets: [{ title: 'Adult', quantity: 2, participants: 1 }],
        addOns: [],
        upgradeTitle: null,
        total: 19800,
      },
    ],
    subtotal: 19800,
    discount: 0,
    giftCard: 0,
    cardFee: 0,
    total: 19800,
    tickets: [ticket(startsAt), ticket(startsAt)],
  };
}

const files = async () => (await readdir(mailDir)).sort();
const loaderArgs = (query: Record<string, string | string[]>) => ({ ctx: { query } }) as unknown as PageLoadArgs;

function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

beforeAll(async () => {
  // env() is read once and cached: everything it needs must be set before the first call.
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'booking-mail-files-'));
  mailDir = path.join(dataDir, 'mail');
  vi.stubEnv('SMTP_URL', undefined);
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('MAIL_FROM', 'Summit Rush <bookings@summitrush.example>');
  vi.stubEnv('LOG_LEVEL', 'silent');
  database = await createTestDatabase();
});

afterAll(async () => {
  await closeDb();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const view = orderView();
const dedupeKey = `order-confirmation:${view.orderId}`;

describe('mail written to files (SMTP_URL unset)', () => {
  it('writes a booking confirmation as one .eml file, and counts it as sent', async () => {
    expect(await enqueueMail(database.db, { dedupeKey, kind: 'order-confirmation', payload: view })).toBe(true);
    expect(await deliverDueMail(NOW)).toEqual({ sent: 1, failed: 0, deferred: 0 });
    expect(await deliverDueMail(NOW)).toEqual({ sent: 0, failed: 0, deferred: 0 });

    const names = await files();
    expect(names).toHaveLength(1); // and no temporary file left behind
    expect(names[0]).toMatch(FILE_NAME);
    const file = path.join(mailDir, names[0]);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const mail = await simpleParser(await readFile(file), { keepCidLinks: true });
    expect(mail.subject).toBe(`Booking confirmed: ${view.bookingId} – Summit Rush Queenstown`);
    expect(mail.messageId).toBe(messageIdFor(dedupeKey));
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0].address : null).toBe('visitor@example.com');
    expect(mail.from?.value[0].address).toBe('bookings@summitrush.example');
    expect(mail.text).toContain(view.bookingId);
    const images = mail.attachments.filter((attachment) => attachment.contentType === 'image/png');
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image.contentDisposition).toBe('inline');
      expect(mail.html).toContain(`src="cid:${image.cid}"`);
    }
    // Each QR code is its ticket's signed code, which verifies under the shop's key.
    const scanned = images.map((image) => decodeQr(image.content) ?? '');
    expect(scanned.sort()).toEqual(view.tickets.map((ticket) => ticket.qrText).sort());
    expect(scanned.map((text) => verifySignedTicketCode(text, SECRET)).map((verified) => (verified.ok ? verified.code : null)).sort()).toEqual(
      view.tickets.map((ticket) => ticket.code).sort(),
    );

    const [stored] = await database.db.select().from(outbox).where(eq(outbox.dedupeKey, dedupeKey));
    expect(stored).toMatchObject({ sentAt: NOW, attempts: 1, lastError: null });
  });

  it('is listed by the mailbox, and opens with its images inline for the sandboxed frame', async () => {
    const [name] = await files();
    const { total, entries } = await listMail();
    expect(total).toBe(1);
    expect(entries).toEqual([{ name, subject: expect.stringContaining(view.bookingId), to: expect.stringContaining('visitor@example.com'), date: expect.any(String) }]);
    expect(Math.abs(new Date(entries[0].date!).getTime() - Date.now())).toBeLessThan(60_000);

    const message = await readMail(name);
    expect(message).toMatchObject({ name, subject: entries[0].subject, from: expect.stringContaining('bookings@summitrush.example') });
    expect(message!.html).not.toContain('cid:');
    expect(message!.html!.match(/src="data:image\/png;base64,[A-Za-z0-9+/=]+"/g)).toHaveLength(2);
    expect(message!.text).toContain(view.bookingId);
    expect(message!.attachments).toHaveLength(2);
    expect(message!.attachments.every((attachment) => attachment.inline && attachment.contentType === 'image/png')).toBe(true);

    // The page opens the newest message when none is named, and the named one otherwise.
    const page = await loadMailbox(loaderArgs({}));
    expect(page).toMatchObject({ directory: mailDir, total: 1, entries, message: { name } });
    expect(await loadMailbox(loaderArgs({ name }))).toMatchObject({ message: { name } });
  });

  it('opens only messages the folder lists: no other file, no path outside it', async () => {
    await writeFile(path.join(dataDir, 'secret.eml'), 'Subject: secret\r\n\r\nnot for the mailbox\r\n');
    await writeFile(path.join(mailDir, 'notes.txt'), 'not a message');
    await writeFile(path.join(mailDir, `.half-written.eml.${randomUUID()}.tmp`), 'Subject: half');

    for (const name of ['../secret.eml', '..%2Fsecret.eml', `${dataDir}/secret.eml`, 'notes.txt', 'missing.eml', '']) {
      expect(await readMail(name)).toBeNull();
      expect(await loadMailbox(loaderArgs({ name }))).toEqual({ notFound: true });
    }
    expect(await loadMailbox(loaderArgs({ name: [(await files()).find((name) => name.endsWith('.eml'))!, '../secret.eml'] }))).toEqual({ notFound: true });
    // Neither the stray file nor the temporary one is a message.
    expect((await listMail()).entries).toHaveLength(1);
  });

  it('keeps the mail when the folder cannot be written, and writes it once it can', async () => {
    // A file where the folder should be: writing fails as it would on a read-only or full disk.
    const aside = `${mailDir}-aside`;
    await rename(mailDir, aside);
    await writeFile(mailDir, 'in the way');
    const other = orderView();
    const otherKey = `order-confirmation:${other.orderId}`;
    await enqueueMail(database.db, { dedupeKey: otherKey, kind: 'order-confirmation', payload: other });
    try {
      expect(await deliverDueMail(NOW)).toMatchObject({ sent: 0, failed: 1 });
      const [failed] = await database.db.select().from(outbox).where(eq(outbox.dedupeKey, otherKey));
      expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
      expect(failed.lastError).toMatch(/^E[A-Z]+ /);
    } finally {
      await rm(mailDir);
      await rename(aside, mailDir);
    }
    expect(await deliverDueMail(new Date(NOW.getTime() + 30_000))).toMatchObject({ sent: 1, failed: 0 });
    const { entries } = await listMail();
    expect(entries).toHaveLength(2);
    expect(entries[0].subject).toContain(other.bookingId); // newest first
  });

  it('pages through every message, newest first, and finds them by recipient', async () => {
    const before = await files();
    // 110 older messages: 2020-01-01 00:00:00 onwards, one a second, every tenth to the same organiser.
    for (let i = 0; i < 110; i++) {
      const at = new Date(Date.UTC(2020, 0, 1, 0, 0, i));
      const name = `${at.toISOString().replace(/:/g, '-')}-${String(i).padStart(40, '0')}.eml`;
      const to = i % 10 === 0 ? `Group Organiser <organiser+${i}@Catchall.example>` : `rider${i}@example.com`;
      await writeFile(path.join(mailDir, name), `From: bookings@summitrush.example\r\nTo: ${to}\r\nSubject: Old ${i}\r\nDate: ${at.toUTCString()}\r\n\r\nbody\r\n`);
    }
    const total = before.filter((name) => FILE_NAME.test(name)).length + 110;

    const first = await listMail();
    expect(first).toMatchObject({ total, matching: total, page: 1, pages: 3 });
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0].subject).not.toMatch(/^Old/);
    const last = await listMail({ page: 3 });
    expect(last.entries.map((entry) => entry.subject).at(-1)).toBe('Old 0');
    expect(last.entries).toHaveLength(total - 100);
    // Every message is on exactly one page.
    const all = [...first.entries, ...(await listMail({ page: 2 })).entries, ...last.entries].map((entry) => entry.name);
    expect(new Set(all).size).toBe(total);
    // A page past the last is the last.
    expect(await listMail({ page: 99 })).toMatchObject({ page: 3, entries: last.entries });

    // By recipient, any case, however old.
    const found = await listMail({ to: 'ORGANISER' });
    expect(found).toMatchObject({ total, matching: 11, page: 1, pages: 1 });
    expect(found.entries.map((entry) => entry.subject)).toEqual([100, 90, 80, 70, 60, 50, 40, 30, 20, 10, 0].map((i) => `Old ${i}`));
    expect((await listMail({ to: 'visitor@example.com' })).matching).toBe(2);
    expect((await listMail({ to: 'nobody@nowhere.example' })).entries).toEqual([]);

    // The page keeps the search and the page; bad parameters are a 404, never an error.
    expect(await loadMailbox(loaderArgs({ page: '2' }))).toMatchObject({ page: 2, pages: 3, to: '', message: { name: all[50] } });
    expect(await loadMailbox(loaderArgs({ to: 'organiser', page: '1' }))).toMatchObject({ matching: 11, to: 'organiser', message: { subject: 'Old 100' } });
    const bad: Record<string, string | string[]>[] = [{ page: '0' }, { page: 'two' }, { page: ['1', '2'] }, { to: ['a', 'b'] }, { to: 'x'.repeat(201) }, { page: '-1' }];
    for (const query of bad) {
      expect(await loadMailbox(loaderArgs(query))).toEqual({ notFound: true });
    }
  });
});
