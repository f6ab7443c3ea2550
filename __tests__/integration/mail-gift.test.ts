import { randomUUID } from 'node:crypto';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDb } from '@/lib/server/platform/db/client';
import { deliverDueMail, enqueueMail } from '@/lib/server/mail/outbox';
import { closeMailTransport } from '@/lib/server/mail/transport';
import type { GiftCardEmailView } from '@/lib/server/mail/types';
import { createTestDatabase } from '../helpers/test-database';

/*
 * A gift voucher's two emails through the outbox, to a real SMTP server (smtp-server) from a real database,
 * parsed with mailparser as a mail client would: the voucher to the recipient, the receipt to the sender.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: SMTPServer;
/** What arrived: the raw message and the envelope's recipients (who it was really delivered to). */
const inbox: { raw: Buffer; rcptTo: string[] }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    secure: false,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({ raw: Buffer.concat(chunks), rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  // env() is read once and cached: everything it needs must be set before the first call.
  vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`);
  vi.stubEnv('MAIL_FROM', 'Summit Rush <bookings@summitrush.example>');
  vi.stubEnv('LOG_LEVEL', 'silent');
  database = await createTestDatabase();
});

afterAll(async () => {
  closeMailTransport();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await closeDb();
  await database.drop();
});

// Rows are queued at the database's clock; a minute ahead of it they are all due.
const NOW = new Date(Date.now() + 60_000);
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const group = () => Array.from({ length: 4 }, () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)]).join('');

function giftView(overrides: Partial<GiftCardEmailView> = {}): GiftCardEmailView {
  const id = randomUUID().slice(0, 8);
  return {
    orderId: randomUUID(),
    bookingId: `SR-${id.slice(0, 4).toUpperCase()}-${id.slice(4).toUpperCase()}`,
    language: 'en',
    intlLocale: 'en-NZ',
    parkName: 'Summit Rush Queenstown',
    siteUrl: 'http://nz.localhost:3000',
    sender: { firstName: 'Aroha', lastName: 'Ngata', email: `sender-${id}@example.com` },
    recipient: { name: 'Jo Bloggs', email: `recipient-${id}@example.com` },
    message: 'Happy birthday!',
    amount: 10000,
    currency: 'NZD',
    code: [group(), group(), group(), group()].join('-'),
    cardFee: 230,
    total: 10230,
    confirmationUrl: `http://nz.localhost:3000/gift-vouchers/purchase/tok${id}?a=1&b=2`,
    ...overrides,
  };
}

/** Queues both emails as issueGiftCard does, delivers them, and returns them parsed: [voucher, receipt]. */
async function sendBoth(view: GiftCardEmailView) {
  expect(await enqueueMail(database.db, { dedupeKey: `gift-card-recipient:${view.orderId}`, kind: 'gift-card-recipient', payload: view })).toBe(true);
  expect(await enqueueMail(database.db, { dedupeKey: `gift-card-receipt:${view.orderId}`, kind: 'gift-card-receipt', payload: view })).toBe(true);
  expect(await deliverDueMail(NOW)).toEqual({ sent: 2, failed: 0, deferred: 0 });
  const to = (address: string) => inbox.filter((message) => message.rcptTo.includes(address));
  const [voucher, receipt] = [to(view.recipient.email), to(view.sender.email)];
  expect(voucher).toHaveLength(1);
  expect(receipt).toHaveLength(1);
  return {
    voucher: { ...voucher[0], mail: await simpleParser(voucher[0].raw) },
    receipt: { ...receipt[0], mail: await simpleParser(receipt[0].raw) },
  };
}

const toAddress = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.value : []);
/** The HTML as a reader sees its text: <wbr> only lets the code wrap between its groups. */
const visible = (mail: ParsedMail) => (mail.html || '').replace(/<wbr>/g, '');
const headerSection = (raw: Buffer) => raw.toString('utf8').split(/\r?\n\r?\n/)[0];

describe('gift voucher emails', () => {
  it('send the voucher with its code to the recipient and a receipt without it to the sender, in English', async () => {
    const view = giftView();
    const { voucher, receipt } = await sendBoth(view);

    // The voucher: to the recipient only.
    expect(voucher.rcptTo).toEqual([view.recipient.email]);
    expect(toAddress(voucher.mail)).toEqual([{ name: 'Jo Bloggs', address: view.recipient.email }]);
    expect(voucher.mail.subject).toBe('Aroha Ngata sent you a Summit Rush Queenstown gift voucher');
    expect(voucher.mail.html).toContain('<html lang="en">');
    for (const part of [visible(voucher.mail), voucher.mail.text || '']) {
      expect(part).toContain(view.code);
      expect(part).toContain('Summit Rush Queenstown');
      expect(part).toContain('$100');
      expect(part).toContain('From Aroha Ngata');
      expect(part).toContain('To Jo Bloggs');
      expect(part).toContain('Happy birthday!');
      expect(part).toContain('Enter the code as a voucher code at checkout on');
      expect(part).toContain('several bookings');
      expect(part).not.toContain('$102.30');
    }
    expect(voucher.mail.html).toContain('<a href="http://nz.localhost:3000"');
    expect(voucher.mail.text).toContain('Enter the code as a voucher code at checkout on http://nz.localhost:3000.');

    // The receipt: to the sender, with what was paid and where the voucher went, but not the code.
    expect(receipt.rcptTo).toEqual([view.sender.email]);
    expect(toAddress(receipt.mail)).toEqual([{ name: 'Aroha Ngata', address: view.sender.email }]);
    expect(receipt.mail.subject).toBe(`Gift voucher receipt: ${view.bookingId} – Summit Rush Queenstown`);
    for (const part of [receipt.mail.html || '', receipt.mail.text || '']) {
      expect(part).toContain(view.bookingId);
      expect(part).toContain('Purchase reference');
      expect(part).toContain('Voucher value');
      expect(part).toContain('$100');
      expect(part).toContain('Card fee');
      expect(part).toContain('$2.30');
      expect(part).toContain('Total paid');
      expect(part).toContain('$102.30');
      expect(part).toContain('Jo Bloggs');
      expect(part).toContain(view.recipient.email);
      expect(part).toContain('Happy birthday!');
      expect(part).toContain('emailed it to Jo Bloggs only');
      expect(part).not.toContain(view.code);
      expect(part).not.toContain(view.code.replace(/-/g, ''));
      expect(part).not.toContain(view.code.split('-').slice(0, 2).join('-'));
    }
    expect(receipt.mail.html).toContain(`href="${view.confirmationUrl.replace('&', '&#38;')}"`);
    expect(receipt.mail.text).toContain(`View your purchase online: ${view.confirmationUrl}`);
  });

  it('speak Traditional Chinese, without a card fee line or a message when there is none', async () => {
    const view = giftView({
      language: 'zh-Hant',
      intlLocale: 'zh-Hant-HK',
      parkName: '峰躍探險樂園（香港）',
      siteUrl: 'http://hk.localhost:3000',
      sender: { firstName: '小明', lastName: '陳', email: `chan-${randomUUID().slice(0, 8)}@example.com` },
      recipient: { name: '李嘉欣', email: `lee-${randomUUID().slice(0, 8)}@example.com` },
      message: null,
      amount: 50000,
      currency: 'HKD',
      cardFee: 0,
      total: 50000,
    });
    const { voucher, receipt } = await sendBoth(view);

    expect(voucher.mail.subject).toBe('陳小明送您一張峰躍探險樂園（香港）禮券');
    expect(voucher.mail.html).toContain('<html lang="zh-Hant">');
    for (const part of [visible(voucher.mail), voucher.mail.text || '']) {
      expect(part).toContain('您收到一張禮券');
      expect(part).toContain(view.code);
      expect(part).toContain('$500');
      expect(part).toContain('來自 陳小明');
      expect(part).toContain('禮品卡編號');
      expect(part).toContain('「禮券或優惠碼」');
      expect(part).toContain('分多次預訂使用');
      expect(part).not.toContain('的留言');
    }

    expect(receipt.mail.subject).toBe(`禮券收據：${view.bookingId} – 峰躍探險樂園（香港）`);
    for (const part of [receipt.mail.html || '', receipt.mail.text || '']) {
      expect(part).toContain('購買編號');
      expect(part).toContain('禮券面值');
      expect(part).toContain('付款總額');
      expect(part).toContain('$500');
      expect(part).toContain('李嘉欣');
      expect(part).not.toContain('信用卡手續費');
      expect(part).not.toContain('您的留言');
      expect(part).not.toContain(view.code);
    }
  });

  it('show the message as text with its line breaks, never as markup', async () => {
    const view = giftView({ message: '<script>alert(1)</script>\nSee you at the top & enjoy' });
    const { voucher, receipt } = await sendBoth(view);
    for (const mail of [voucher.mail, receipt.mail]) {
      const html = mail.html || '';
      expect(html).not.toContain('<script');
      expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;<br>See you at the top &#38; enjoy');
      expect(mail.text).toContain('<script>alert(1)</script>\nSee you at the top & enjoy');
    }
  });

  it('keep names with line breaks out of the headers, and never link a non-web address', async () => {
    const view = giftView({
      sender: { firstName: 'Eve\r\nBcc: evil@attacker.example', lastName: '<b>Mallory</b>\nX-Evil: 1', email: `eve-${randomUUID().slice(0, 8)}@example.com` },
      recipient: { name: 'Jo\r\nBcc: evil2@attacker.example\r\n', email: `jo-${randomUUID().slice(0, 8)}@example.com` },
      parkName: 'Summit\r\nBcc: evil3@attacker.example',
      siteUrl: 'javascript:alert(1)',
      confirmationUrl: 'javascript:alert(2)',
    });
    const { voucher, receipt } = await sendBoth(view);

    // Delivered to the named addresses only, with no header a name could have added.
    expect(voucher.rcptTo).toEqual([view.recipient.email]);
    expect(receipt.rcptTo).toEqual([view.sender.email]);
    for (const { mail, raw } of [voucher, receipt]) {
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.headers.has('bcc')).toBe(false);
      expect(mail.headers.has('x-evil')).toBe(false);
      expect(headerSection(raw)).not.toMatch(/^(bcc|x-evil):/im);
      const [to] = toAddress(mail);
      expect(toAddress(mail)).toHaveLength(1);
      expect(to.name).not.toMatch(/[\r\n]/);
      expect(mail.html).not.toContain('<b>Mallory');
      expect(mail.html).not.toContain('href="javascript:');
    }
    expect(voucher.mail.subject).toBe('Eve Bcc: evil@attacker.example <b>Mallory</b> X-Evil: 1 sent you a Summit Bcc: evil3@attacker.example gift voucher');
    expect(toAddress(voucher.mail)[0]).toEqual({ name: 'Jo Bcc: evil2@attacker.example', address: view.recipient.email });
    expect(toAddress(receipt.mail)[0].address).toBe(view.sender.email);
    expect(receipt.mail.text).not.toContain('javascript:alert(2)');
  });
});
