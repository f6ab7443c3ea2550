import { ApolloServer } from '@apollo/server';
import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { print } from 'graphql';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GetEnquiryFormDocument, SendEnquiryDocument, type GetEnquiryFormQuery, type SendEnquiryMutation } from '@/graphql/generated/operations';
import { closeDb } from '@/lib/server/platform/db/client';
import { seedIfEmpty } from '@/demo';
import { enquiries, outbox } from '@/lib/server/platform/db/schema';
import type { GraphQLContext } from '@/lib/server/locales/request-context';
import { executableSchema } from '@/lib/server/graphql/schema';
import { deliverDueMail, enqueueMail } from '@/lib/server/mail/outbox';
import { closeMailTransport } from '@/lib/server/mail/transport';
import type { LocaleRecord } from '@/lib/server/locales/locale-repository';
import { sendEnquiry } from '@/lib/server/enquiries/enquiry-service';
import { findLocaleById } from '@/lib/server/locales/locale-service';
import { createTestDatabase } from '../helpers/test-database';

/*
 * Venue-hire enquiries (issue #7) against a real database and a real SMTP server: what is stored, what
 * the events team and the visitor receive (parsed with mailparser, envelopes as the server saw them), and
 * that bots, floods and a mail outage change nothing a visitor would regret.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: ApolloServer<GraphQLContext>;
let smtp: SMTPServer | undefined;
let port = 0;
let nz: LocaleRecord;
let zhHk: LocaleRecord;
let global: LocaleRecord;
const inbox: { raw: Buffer; rcptTo: string[] }[] = [];

async function startSmtp(listenPort: number): Promise<number> {
  const started = new SMTPServer({
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
    started.server.once('error', reject);
    started.listen(listenPort, '127.0.0.1', () => resolve());
  });
  smtp = started;
  return (started.server.address() as { port: number }).port;
}

async function stopSmtp(): Promise<void> {
  const running = smtp;
  smtp = undefined;
  if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
}

type Received = ParsedMail & { rcptTo: string[] };

/** Every received message to or about a visitor's address (each test uses its own). */
async function mailsAbout(visitor: string): Promise<Received[]> {
  const parsed = await Promise.all(inbox.map(async ({ raw, rcptTo }) => Object.assign(await simpleParser(raw), { rcptTo })));
  return parsed.filter((mail) => mail.rcptTo.includes(visitor) || `${mail.text ?? ''}`.includes(visitor));
}

const to = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.value.map((entry) => entry.address) : []);

// Rows are queued at the database's clock; a minute ahead of it they are all due.
const NOW = new Date(Date.now() + 60_000);
const address = () => `visitor-${randomUUID().slice(0, 8)}@example.com`;
const clientAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}-${randomUUID().slice(0, 4)}`;

const form = (extra: Record<string, unknown> = {}) => ({
  name: 'Aroha Ngata',
  email: address(),
  mobilePhone: '+64 21 555 0101',
  functionType: 'WEDDING' as const,
  bookingType: 'EXCLUSIVE' as const,
  guests: 80,
  preferredDate: `${new Date().getUTCFullYear() + 1}-02-20`,
  message: 'Ceremony at sunset, then dinner for 80.',
  ...extra,
});

const send = (locale: LocaleRecord, values: Record<string, unknown>, extra: { clientAddress?: string; honeypot?: string; idempotencyKey?: string } = {}) =>
  sendEnquiry({
    locale,
    origin: `http://${locale.domain}:3000`,
    clientAddress: extra.clientAddress ?? clientAddress(),
    idempotencyKey: extra.idempotencyKey ?? randomUUID(),
    form: values,
    honeypot: extra.honeypot ?? null,
    recaptchaToken: null,
  });

async function graphql<T>(document: Parameters<typeof print>[0], variables: Record<string, unknown>, locale: LocaleRecord, from = clientAddress()) {
  const response = await server.executeOperation<T>(
    { query: print(document), variables },
    { contextValue: { locale, anonymousToken: null, origin: `http://${locale.domain}:3000`, clientAddress: from } },
  );
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  expect(response.body.singleResult.errors).toBeUndefined();
  return response.body.singleResult.data!;
}

/** Delivers everything due, batch after batch (a batch is 20 rows). */
async function deliverAll(now = NOW) {
  const total = { sent: 0, failed: 0 };
  for (;;) {
    const result = await deliverDueMail(now);
    total.sent += result.sent;
    total.failed += result.failed;
    if (result.sent + result.failed + result.deferred === 0 || result.failed) return total;
  }
}

const storedFor = (email: string) => database.db.select().from(enquiries).where(eq(enquiries.email, email));

async function outboxFor(enquiryId: string) {
  return database.db.select().from(outbox).where(like(outbox.dedupeKey, `enquiry-%:${enquiryId}`));
}

beforeAll(async () => {
  port = await startSmtp(0);
  // env() is read once and cached: everything it needs must be set before the first call.
  vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${port}`);
  vi.stubEnv('MAIL_FROM', 'Summit Rush <bookings@summitrush.example>');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('RECAPTCHA_SITE_KEY', undefined);
  vi.stubEnv('RECAPTCHA_SECRET_KEY', undefined);
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  nz = (await findLocaleById('nz'))!;
  zhHk = (await findLocaleById('zh-hk'))!;
  global = (await findLocaleById('global'))!;
  server = new ApolloServer<GraphQLContext>({ schema: executableSchema() });
  await server.start();
});

afterAll(async () => {
  await server.stop();
  closeMailTransport();
  await stopSmtp();
  await closeDb();
  await database.drop();
});

describe('sending an enquiry', () => {
  it('stores it and mails the events team and the visitor; the message arrives as text, never markup', async () => {
    const values = form({ message: 'Hello <b>team</b> & <script>alert("x")</script>\n<img src=x onerror=alert(1)>' });
    const data = await graphql<SendEnquiryMutation>(SendEnquiryDocument, { input: { ...values, idempotencyKey: randomUUID() } }, nz);
    expect(data.sendEnquiry).toEqual({ __typename: 'EnquirySent', received: true });

    const [stored] = await storedFor(values.email);
    expect(stored).toMatchObject({ localeId: 'nz', name: 'Aroha Ngata', functionType: 'WEDDING', bookingType: 'EXCLUSIVE', guests: 80, language: 'en', recaptchaScore: null });
    expect(stored.message).toBe(values.message);
    expect((await outboxFor(stored.id)).map((row) => row.kind).sort()).toEqual(['enquiry-acknowledgement', 'enquiry-notification']);

    expect(await deliverDueMail(NOW)).toMatchObject({ sent: 2, failed: 0 });
    const mails = await mailsAbout(values.email);
    expect(mails).toHaveLength(2);
    const notification = mails.find((mail) => to(mail).includes('events.queenstown@summitrush.example'))!;
    const acknowledgement = mails.find((mail) => to(mail).includes(values.email))!;

    expect(notification.rcptTo).toEqual(['events.queenstown@summitrush.example']);
    expect(notification.subject).toMatch(/^Venue hire enquiry: Wedding, 80 guests, .* – Aroha Ngata$/);
    expect(notification.replyTo?.value).toEqual([{ name: 'Aroha Ngata', address: values.email }]);
    const html = notification.html || '';
    expect(html).not.toContain('<b>team');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Hello &#60;b&#62;team&#60;/b&#62; &#38; &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;<br>&#60;img src=x onerror=alert(1)&#62;');
    expect(notification.text).toContain(values.message);
    for (const part of [html, notification.text ?? '']) {
      for (const expected of ['Exclusive (including after hours)', '+64 21 555 0101', values.email, 'Summit Rush Queenstown']) expect(part).toContain(expected);
    }

    expect(acknowledgement.rcptTo).toEqual([values.email]);
    expect(acknowledgement.subject).toBe('We have received your enquiry – Summit Rush Queenstown');
    expect(acknowledgement.text).toContain('We have received your message and will get back to you shortly.');
    expect(acknowledgement.html).not.toContain('<script');
    expect(acknowledgement.from?.value[0].address).toBe('bookings@summitrush.example');
  });

  it("acknowledges in the locale's language: Traditional Chinese on the Chinese Hong Kong site", async () => {
    const values = form({ name: '陳大文', functionType: 'PARTY', bookingType: 'DAY_TRADE', guests: 30 });
    expect(await send(zhHk, values)).toEqual({ kind: 'sent' });
    await deliverAll();
    const mails = await mailsAbout(values.email);
    const acknowledgement = mails.find((mail) => to(mail).includes(values.email))!;
    const notification = mails.find((mail) => to(mail).includes('events.hongkong@summitrush.example'))!;
    expect(acknowledgement.subject).toBe('我們已收到您的查詢 – 峰躍探險樂園 香港');
    for (const part of [acknowledgement.html || '', acknowledgement.text ?? '']) {
      expect(part).toContain('我們已收到您的訊息，並會盡快回覆。');
      expect(part).toContain('派對');
      expect(part).toContain('日間租用（營業時間內）');
    }
    expect(notification.subject).toMatch(/^場地租用查詢：派對，30 位賓客，.* – 陳大文$/);
    expect((await storedFor(values.email))[0].language).toBe('zh-Hant');
  });

  it('takes a resubmitted form once: one enquiry, two emails', async () => {
    const values = form();
    const idempotencyKey = randomUUID();
    expect(await send(nz, values, { idempotencyKey })).toEqual({ kind: 'sent' });
    expect(await send(nz, values, { idempotencyKey })).toEqual({ kind: 'sent' });
    const rows = await storedFor(values.email);
    expect(rows).toHaveLength(1);
    expect(await outboxFor(rows[0].id)).toHaveLength(2);
  });

  it('refuses invalid details with field problems, storing nothing', async () => {
    const values = form({ email: 'not-an-address', guests: 0, name: 'Eve\r\nBcc: victim@example.com' });
    const data = await graphql<SendEnquiryMutation>(SendEnquiryDocument, { input: { ...values, idempotencyKey: randomUUID() } }, nz);
    expect(data.sendEnquiry).toMatchObject({ __typename: 'EnquiryProblem', code: 'INVALID_DETAILS' });
    const fields = data.sendEnquiry.__typename === 'EnquiryProblem' ? data.sendEnquiry.fields : [];
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'email', code: 'invalidEmail' },
        { field: 'guests', code: 'guestsRange' },
        { field: 'name', code: 'oneLine' },
      ]),
    );
    expect(await storedFor(values.email)).toHaveLength(0);
    // A date before the park's today is refused by the server as by the form.
    expect(await send(nz, form({ preferredDate: '2001-01-01' }))).toMatchObject({ kind: 'problem', code: 'INVALID_DETAILS', fields: [{ field: 'preferredDate', message: { key: 'enquiry.datePast' } }] });
  });

  it('offers the form only where the locale has a venue-hire inbox', async () => {
    expect((await graphql<GetEnquiryFormQuery>(GetEnquiryFormDocument, {}, nz)).getEnquiryForm).toEqual({ recaptchaSiteKey: null, messageMaxLength: 2000, maxGuests: 5000 });
    expect((await graphql<GetEnquiryFormQuery>(GetEnquiryFormDocument, {}, global)).getEnquiryForm).toBeNull();
    expect(await send(global, form())).toEqual({ kind: 'problem', code: 'NOT_ACCEPTED' });
  });
});

describe('spam and abuse', () => {
  it('tells a bot that filled in the honeypot it succeeded, and stores and mails nothing', async () => {
    const values = form();
    const data = await graphql<SendEnquiryMutation>(SendEnquiryDocument, { input: { ...values, idempotencyKey: randomUUID(), website: 'http://spam.example' } }, nz);
    expect(data.sendEnquiry).toEqual({ __typename: 'EnquirySent', received: true });
    expect(await storedFor(values.email)).toHaveLength(0);
    const { rows } = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from outbox where payload->>'email' = ${values.email}`);
    expect(rows[0].n).toBe(0);
  });

  it('limits enquiries per client address (10 an hour), not per visitor everywhere', async () => {
    const from = clientAddress();
    for (let i = 0; i < 10; i += 1) expect(await send(nz, form(), { clientAddress: from }), `enquiry ${i + 1}`).toEqual({ kind: 'sent' });
    const refused = form();
    const result = await send(nz, refused, { clientAddress: from });
    expect(result).toMatchObject({ kind: 'problem', code: 'RATE_LIMITED' });
    expect(result.kind === 'problem' && result.retryAfterSeconds).toBeGreaterThan(3000);
    expect(await storedFor(refused.email)).toHaveLength(0);
    // Through GraphQL the same, with the wait for the message.
    const data = await graphql<SendEnquiryMutation>(SendEnquiryDocument, { input: { ...form(), idempotencyKey: randomUUID() } }, nz, from);
    expect(data.sendEnquiry).toMatchObject({ __typename: 'EnquiryProblem', code: 'RATE_LIMITED', fields: [] });
    // Another address is not affected.
    expect(await send(nz, form(), { clientAddress: clientAddress() })).toEqual({ kind: 'sent' });
  });

  it('cannot add a recipient or a header through the name, even one that reached the outbox', async () => {
    // The form refuses line breaks; this row skips the form to prove the mail layer holds on its own.
    const victim = `victim-${randomUUID().slice(0, 8)}@example.com`;
    const visitor = address();
    const enquiryId = randomUUID();
    const payload = {
      enquiryId,
      language: 'en' as const,
      intlLocale: 'en-NZ',
      parkName: 'Summit Rush Queenstown',
      timeZone: 'Pacific/Auckland',
      siteUrl: 'http://nz.localhost:3000',
      inbox: 'events.queenstown@summitrush.example',
      receivedAt: new Date().toISOString(),
      name: `Eve\r\nBcc: ${victim}\r\nX-Injected: yes`,
      email: visitor,
      mobilePhone: '021 555 0101',
      functionType: 'OTHER' as const,
      bookingType: 'DAY_TRADE' as const,
      guests: 5,
      preferredDate: '2030-01-01',
      message: `Hello\r\n.\r\nRCPT TO:<${victim}>`,
    };
    await enqueueMail(database.db, { dedupeKey: `enquiry-notification:${enquiryId}`, kind: 'enquiry-notification', payload });
    await enqueueMail(database.db, { dedupeKey: `enquiry-acknowledgement:${enquiryId}`, kind: 'enquiry-acknowledgement', payload });
    expect(await deliverAll()).toMatchObject({ failed: 0 });
    const mails = await mailsAbout(visitor);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.rcptTo).not.toContain(victim);
      expect(mail.headers.has('bcc')).toBe(false);
      expect(mail.headers.has('x-injected')).toBe(false);
    }
    expect(mails.flatMap((mail) => mail.rcptTo).sort()).toEqual(['events.queenstown@summitrush.example', visitor].sort());
    expect(inbox.some(({ rcptTo }) => rcptTo.includes(victim))).toBe(false);
  });
});

describe('when the mail server is down', () => {
  it('keeps the enquiry and both emails, and sends them once it is back', async () => {
    await stopSmtp();
    const values = form();
    expect(await send(nz, values)).toEqual({ kind: 'sent' });
    const [stored] = await storedFor(values.email);
    expect(stored).toBeDefined();

    expect(await deliverDueMail(NOW)).toMatchObject({ sent: 0 });
    const waiting = await outboxFor(stored.id);
    expect(waiting).toHaveLength(2);
    expect(waiting.every((row) => row.sentAt === null)).toBe(true);
    expect(await mailsAbout(values.email)).toHaveLength(0);

    await startSmtp(port);
    // The batch waits out the first failure's backoff together, then goes.
    expect(await deliverAll(new Date(NOW.getTime() + 31_000))).toMatchObject({ failed: 0 });
    const mails = await mailsAbout(values.email);
    expect(mails.map((mail) => to(mail)[0]).sort()).toEqual(['events.queenstown@summitrush.example', values.email].sort());
    expect((await outboxFor(stored.id)).every((row) => row.sentAt !== null)).toBe(true);
  });
});
