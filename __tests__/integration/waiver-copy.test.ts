import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { invalidateLocales } from '@/lib/server/locales/locale-service';
import { deliverDueMail } from '@/lib/server/mail/outbox';
import { closeMailTransport } from '@/lib/server/mail/transport';
import { closeDb } from '@/lib/server/platform/db/client';
import { deleteOldWaiverCopies, queueWaiverCopy, WAIVER_COPY_KEEP_DAYS, waiverSeal, type SealedFields } from '@/lib/server/riders';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { drawnCharactersInPdf, pdfPageTexts } from '../helpers/booking-documents';
import { placeOrder } from '../helpers/place-order';
import { startSandboxServer } from '../helpers/sandbox-server';
import { startSmtpSink } from '../helpers/smtp-sink';
import { createTestDatabase } from '../helpers/test-database';

/*
 * A signed waiver's copy to its signer, from a real database through the outbox to a real SMTP server
 * (smtp-server), parsed with mailparser as a mail client would: the subject in the signed text's language,
 * the PDF attached, its text read back through its fonts. Queued in the transaction that inserts the
 * signature, once per signature, and nothing personal in the log.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
/** A Queenstown ticket (booked on the English site) and a Hong Kong one (booked on its English site). */
const ticket = { queenstown: '', hongKong: '' };

beforeAll(async () => {
  smtp = await startSmtpSink();
  // env() is read once and cached: everything it needs must be set before the first call.
  vi.stubEnv('SMTP_URL', smtp.url);
  vi.stubEnv('MAIL_FROM', 'Summit Rush <bookings@summitrush.example>');
  vi.stubEnv('LOG_LEVEL', 'debug');
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
  await seedIfEmpty(database.db, sandbox.sandboxUrl);
  invalidateCatalogue();
  invalidateLocales();
  const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  await materialiseSessions(database.db, day, 1);
  const quiet = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    const queenstown = await placeOrder(sandbox.origin, { date: day, gatewayId: 'nz-arrival', quantity: 1 });
    const hongKong = await placeOrder(sandbox.origin, { date: day, localeId: 'hk', parkId: 'hong-kong', slug: 'harbour-zipline', variationId: 'hk-zipline-adult', gatewayId: 'hk-wechat', quantity: 1 });
    const ticketOf = async (orderId: string) =>
      (await database.db.execute<{ id: string }>(sql`select t.id from tickets t join order_items i on i.id = t.order_item_id where i.order_id = ${orderId} limit 1`)).rows[0].id;
    ticket.queenstown = await ticketOf(queenstown.orderId);
    ticket.hongKong = await ticketOf(hongKong.orderId);
    // The activities' health questions: the copy prints each answer's question in the signed language.
    const questions = JSON.stringify([
      { id: 'heart', text: { en: 'Do you have a heart condition?', zhHant: '您是否患有心臟病？' }, refusingAnswer: true },
      { id: 'pregnant', text: { en: 'Are you pregnant?', zhHant: '' }, refusingAnswer: true },
    ]);
    await database.db.execute(sql`update activities set health_questions = ${questions}::jsonb where id in (select activity_id from order_items where order_id in (${queenstown.orderId}, ${hongKong.orderId}))`);
    // The mail the bookings queued (confirmations, a reservation's request) goes now: the tests below count only their own.
    await deliverDueMail(new Date(Date.now() + 60_000), 100);
  } finally {
    quiet.mockRestore();
  }
});

afterAll(async () => {
  closeMailTransport();
  await smtp.close();
  await closeDb();
  await database.drop();
  await sandbox.close();
});

const one = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute<T & Record<string, unknown>>(query)).rows[0];

interface Signing {
  ticketId: string;
  parkId: string;
  language: 'en' | 'zh-Hant';
  title: string;
  body: string;
  rider: Record<string, unknown>;
  signerName: string;
  signerEmail: string | null;
  guardianRelationship: string | null;
  drawing: string | null;
}

/** A waiver text, a rider and a signature, inserted in one transaction that also queues the copy, as the signing command does. */
async function sign(signing: Signing): Promise<{ signatureId: string; seal: string; queued: boolean }> {
  const waiverId = `waiver-${randomUUID().slice(0, 8)}`;
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`insert into waivers (id, park_id, name) values (${waiverId}, ${signing.parkId}, 'Release')`);
    const text = (await tx.execute<{ id: string }>(sql`
      insert into waiver_texts (waiver_id, language, version, title, body, created_by)
      values (${waiverId}, ${signing.language}, 2, ${signing.title}, ${signing.body}, 'seed') returning id`)).rows[0];
    const rider = (await tx.execute<{ id: string }>(sql`
      insert into riders (ticket_id, seat, name, date_of_birth) values (${signing.ticketId}, 0, ${signing.rider.name as string}, ${signing.rider.dateOfBirth as string})
      on conflict (ticket_id, seat) do update set name = excluded.name returning id`)).rows[0];
    const fields: SealedFields = {
      waiverTextId: text.id,
      waiverBody: signing.body,
      rider: signing.rider,
      signerName: signing.signerName,
      signerEmail: signing.signerEmail,
      guardianRelationship: signing.guardianRelationship,
      drawing: signing.drawing,
      signedAt: new Date('2026-06-01T09:00:07Z'),
      clientAddress: '203.0.113.9',
      userAgent: 'Chromium',
    };
    const seal = waiverSeal(fields);
    const signature = (await tx.execute<{ id: string }>(sql`
      insert into waiver_signatures (rider_id, waiver_text_id, rider, signer_name, signer_email, guardian_relationship, drawing, signed_at, client_address, user_agent, seal)
      values (${rider.id}, ${text.id}, ${JSON.stringify(fields.rider)}::jsonb, ${fields.signerName}, ${fields.signerEmail}, ${fields.guardianRelationship}, ${fields.drawing},
        ${fields.signedAt.toISOString()}, ${fields.clientAddress}, ${fields.userAgent}, ${seal})
      returning id`)).rows[0];
    return { signatureId: signature.id, seal, queued: await queueWaiverCopy(tx, signature.id) };
  });
}

/** Sends what is due, capturing the log meanwhile, and answers the messages that reached `address`, parsed. */
async function deliverTo(address: string): Promise<{ mails: ParsedMail[]; log: string }> {
  const lines: string[] = [];
  const capture = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await deliverDueMail(new Date(Date.now() + 60_000), 100);
  } finally {
    capture.mockRestore();
  }
  const mails = await Promise.all(smtp.inbox.filter((message) => message.rcptTo.includes(address)).map((message) => simpleParser(message.raw)));
  return { mails, log: lines.join('') };
}

const pdfOf = (mail: ParsedMail) => {
  const pdfs = mail.attachments.filter((attachment) => attachment.contentType === 'application/pdf');
  expect(pdfs).toHaveLength(1);
  // A file to open or save, not an image the HTML shows.
  expect(pdfs[0].contentDisposition).toBe('attachment');
  expect(pdfs[0].filename).toMatch(/^signed-waiver-[0-9a-f]{12}\.pdf$/);
  return pdfs[0].content;
};
const textOf = async (pdf: Buffer) => (await pdfPageTexts(pdf)).join('\n').replace(/\s+/g, ' ');

describe('the signer’s copy of a signed waiver', () => {
  it('goes once to the signer, in English, with the PDF of the record as signed; nothing personal is logged', async () => {
    const email = `mere-${randomUUID().slice(0, 8)}@example.com`;
    const body = 'I understand that ziplining has risks.\nI ride at my own risk and follow the guides.';
    const signing: Signing = {
      ticketId: ticket.queenstown,
      parkId: 'queenstown',
      language: 'en',
      title: 'Luge release',
      body,
      // `retired` is a question the activity no longer asks: printed by its id.
      rider: { name: 'Aroha Ngata', dateOfBirth: '2014-05-01', heightCm: 142, weightKg: null, answers: { heart: false, retired: true, pregnant: false } },
      signerName: 'Mere Ngata',
      signerEmail: email,
      guardianRelationship: 'mother',
      drawing: 'M 10 60 C 20 10, 40 10, 45 50 S 70 90, 80 40',
    };
    const first = await sign(signing);
    expect(first.queued).toBe(true);
    // A retried call, in another transaction: nothing more is queued.
    expect(await database.db.transaction((tx) => queueWaiverCopy(tx, first.signatureId))).toBe(false);
    const queued = await one<{ count: number }>(sql`select count(*)::int as count from outbox where dedupe_key = ${`waiver-copy:${first.signatureId}`}`);
    expect(queued.count).toBe(1);

    const { mails, log } = await deliverTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const activityTitle = (await one<{ title: string }>(sql`select texts->'en'->>'title' as title from activities where park_id = 'queenstown' and slug = 'luge'`)).title;
    expect(mail.subject).toBe(`Your signed waiver for Aroha Ngata — ${activityTitle}`);
    expect(mail.from?.value).toEqual([{ name: 'Summit Rush Queenstown', address: 'bookings@summitrush.example' }]);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('Hi Mere Ngata,');
    expect(mail.text).toContain(`Here is a copy of the waiver you signed for Aroha Ngata (${activityTitle})`);

    const pdf = pdfOf(mail);
    const text = await textOf(pdf);
    for (const part of [
      'Summit Rush Queenstown',
      'Luge release',
      'Version 2 · English',
      'I understand that ziplining has risks.',
      'I ride at my own risk and follow the guides.',
      'Aroha Ngata',
      '1 May 2014',
      '142 cm',
      'Do you have a heart condition?',
      'Are you pregnant?',
      'retired',
      'Mere Ngata',
      'mother',
      // 09:00:07 UTC on 1 June is 21:00:07 in Queenstown (NZST).
      'Monday, 1 June 2026',
      '203.0.113.9',
      first.seal,
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toMatch(/9:00:07\s?pm \(local time at Summit Rush Queenstown\)/);
    // The questions in the activity's order, then the one it no longer asks.
    expect(text.indexOf('Do you have a heart condition?')).toBeLessThan(text.indexOf('Are you pregnant?'));
    expect(text.indexOf('Are you pregnant?')).toBeLessThan(text.indexOf('retired'));
    expect(text).not.toContain('Weight');

    // The log says what was sent, never whose: no name, date of birth or address.
    expect(log).toContain('waiver-copy');
    for (const personal of ['Aroha', 'Ngata', '2014-05-01', email]) expect(log).not.toContain(personal);

    // Delivered once, however often the worker runs.
    expect((await deliverTo(email)).mails).toHaveLength(1);
  });

  it('goes in Traditional Chinese for a Chinese text, naming the park as its Chinese site does, its Chinese drawn by the PDF’s font', async () => {
    const email = `chan-${randomUUID().slice(0, 8)}@example.com`;
    const signing: Signing = {
      ticketId: ticket.hongKong,
      parkId: 'hong-kong',
      language: 'zh-Hant',
      title: '高空滑索免責聲明',
      body: '本人明白高空滑索涉及風險，並自願參與。',
      rider: { name: '陳小明', dateOfBirth: '2012-11-30', answers: { heart: false, pregnant: false } },
      signerName: '陳大文',
      signerEmail: email,
      guardianRelationship: '父親',
      drawing: null,
    };
    const { seal } = await sign(signing);
    const { mails } = await deliverTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const activityTitle = (await one<{ title: string }>(sql`select texts->'zh-Hant'->>'title' as title from activities where park_id = 'hong-kong' and slug = 'harbour-zipline'`)).title;
    expect(activityTitle).toMatch(/\p{Script=Han}/u);
    expect(mail.subject).toBe(`您為陳小明簽署的免責聲明 — ${activityTitle}`);
    expect(mail.html).toContain('<html lang="zh-Hant">');
    expect(mail.from?.value[0].name).toBe('峰躍探險樂園 香港');

    const pdf = pdfOf(mail);
    const text = await textOf(pdf);
    for (const part of ['峰躍探險樂園 香港', '高空滑索免責聲明', '第 2 版 · 繁體中文', '本人明白高空滑索涉及風險，並自願參與。', '陳小明', '2012年11月30日', '您是否患有心臟病？', '陳大文', '父親', seal]) {
      expect(text).toContain(part);
    }
    // The question the park wrote no Chinese for is asked in English.
    expect(text).toContain('Are you pregnant?');
    // 09:00:07 UTC is 17:00:07 in Hong Kong.
    expect(text).toMatch(/下午5:00:07（峰躍探險樂園 香港當地時間）/);
    const drawn = await drawnCharactersInPdf(pdf);
    for (const character of '峰躍探險樂園高空滑索免責聲明陳小明大文父親') expect(drawn.has(character), character).toBe(true);
  });

  it('is not sent when the signer gave no address (a kiosk signature)', async () => {
    const { signatureId, queued } = await sign({
      ticketId: ticket.queenstown,
      parkId: 'queenstown',
      language: 'en',
      title: 'Luge release',
      body: 'I ride at my own risk.',
      rider: { name: 'Aroha Ngata', dateOfBirth: '2014-05-01', answers: {} },
      signerName: 'Aroha Ngata',
      signerEmail: null,
      guardianRelationship: null,
      drawing: null,
    });
    expect(queued).toBe(false);
    expect((await one<{ count: number }>(sql`select count(*)::int as count from outbox where dedupe_key = ${`waiver-copy:${signatureId}`}`)).count).toBe(0);
  });

  it('is deleted from the outbox a month after it was queued, with the PDF in it', async () => {
    const { signatureId } = await sign({
      ticketId: ticket.queenstown,
      parkId: 'queenstown',
      language: 'en',
      title: 'Luge release',
      body: 'I ride at my own risk.',
      rider: { name: 'Aroha Ngata', dateOfBirth: '2014-05-01', answers: {} },
      signerName: 'Mere Ngata',
      signerEmail: 'mere@example.com',
      guardianRelationship: 'mother',
      drawing: null,
    });
    const copies = async () => (await one<{ count: number }>(sql`select count(*)::int as count from outbox where dedupe_key = ${`waiver-copy:${signatureId}`}`)).count;
    await deleteOldWaiverCopies(new Date(Date.now() + (WAIVER_COPY_KEEP_DAYS - 1) * 86_400_000));
    expect(await copies()).toBe(1);
    await deleteOldWaiverCopies(new Date(Date.now() + (WAIVER_COPY_KEEP_DAYS + 1) * 86_400_000));
    expect(await copies()).toBe(0);
  });
});
