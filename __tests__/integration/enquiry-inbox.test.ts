import { ApolloServer } from '@apollo/server';
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { addEnquiryNote, findEnquiry, listEnquiries, notesOf, repliesOf, replyToEnquiry, sendEnquiry, setEnquiryStatus } from '@/lib/server/enquiries';
import { staffExecutableSchema } from '@/lib/server/graphql/schema';
import { findLocaleById, type LocaleRecord } from '@/lib/server/locales';
import type { EnquiryReplyView } from '@/lib/server/mail';
import { renderEnquiryReply } from '@/lib/server/mail/enquiry-reply';
import { parseEnv, useConfig } from '@/lib/server/platform/config';
import { enquiries, enquiryReplies, outbox } from '@/lib/server/platform/db/schema';
import { addStaff, auditTrail, findStaffByEmail, type StaffContext, type StaffMember } from '@/lib/server/staff';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The back office's enquiries inbox (issue #22) on a real PostgreSQL: enquiries sent through the
 * visitors' form service, then listed, filtered, annotated and answered by the demo's staff and a few
 * accounts of other parks; the reply's mail is read from the outbox and rendered as it will be sent.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: ApolloServer<StaffContext>;
let nz: LocaleRecord;
let zhHk: LocaleRecord;
let hk: LocaleRecord;
let manager: StaffMember; // Queenstown
let gate: StaffMember; // Queenstown
let owner: StaffMember; // every park
let hkManager: StaffMember; // Hong Kong, reads the back office in Chinese
const as = (staff: StaffMember): StaffContext => ({ staff, clientAddress: null });

const preferredDate = `${new Date().getUTCFullYear() + 1}-02-20`;

/** Sends an enquiry on a locale's site as a visitor does; returns its id. */
async function enquire(locale: LocaleRecord, extra: Record<string, unknown> = {}): Promise<{ id: string; email: string }> {
  const email = `visitor-${randomUUID().slice(0, 8)}@example.com`;
  const result = await sendEnquiry({
    locale,
    origin: `http://${locale.domain}:3000`,
    clientAddress: `198.51.100.${Math.floor(Math.random() * 250) + 1}-${randomUUID().slice(0, 4)}`,
    idempotencyKey: randomUUID(),
    form: { name: 'Aroha Ngata', email, mobilePhone: '+64 21 555 0101', functionType: 'WEDDING', bookingType: 'EXCLUSIVE', guests: 80, preferredDate, message: 'Sunset ceremony for 80.', ...extra },
    honeypot: null,
    recaptchaToken: null,
  });
  expect(result).toEqual({ kind: 'sent' });
  const [row] = await database.db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.email, email));
  return { id: row.id, email };
}

async function staffMember(email: string): Promise<StaffMember> {
  const found = await findStaffByEmail(email, database.db);
  if (!found) throw new Error(`No staff ${email}`);
  return found;
}

/** A request to the back office's API as `staff`: its data, and its errors' codes. */
async function api(staff: StaffMember, query: string, variables: Record<string, unknown> = {}) {
  const response = await server.executeOperation({ query, variables }, { contextValue: as(staff) });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  const result = response.body.singleResult;
  return { data: result.data as Record<string, unknown> | null | undefined, codes: (result.errors ?? []).map((error) => error.extensions?.code) };
}

const replyRows = (enquiryId: string) => database.db.select().from(enquiryReplies).where(eq(enquiryReplies.enquiryId, enquiryId));
const replyMails = async (enquiryId: string) => {
  const rows = await replyRows(enquiryId);
  const ids = rows.flatMap((row) => (row.outboxId ? [row.outboxId] : []));
  return ids.length ? database.db.select().from(outbox).where(inArray(outbox.id, ids)) : [];
};
const statusOf = async (enquiryId: string) => (await database.db.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, enquiryId)))[0].status;

beforeAll(async () => {
  useConfig(parseEnv({ NODE_ENV: 'test', PORT: '3000', ADMIN_HOST: 'admin.localhost', LOG_LEVEL: 'silent' }));
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  await seedDemoStaff(database.db);
  for (const [email, role, parks, language] of [
    ['hk-manager@summit-rush.test', 'manager', ['hong-kong'], 'zh-Hant'],
    ['rotorua-manager@summit-rush.test', 'manager', ['rotorua'], 'en'],
  ] as const) {
    const added = await addStaff({ email, role, parks: [...parks], language, displayName: email.split('@')[0] }, { label: 'command line' }, database.db);
    if (!added.ok) throw new Error(added.code);
  }
  [manager, gate, owner, hkManager] = await Promise.all(['manager', 'gate', 'owner', 'hk-manager'].map((name) => staffMember(`${name}@summit-rush.test`)));
  nz = (await findLocaleById('nz'))!;
  zhHk = (await findLocaleById('zh-hk'))!;
  hk = (await findLocaleById('hk'))!;
  server = new ApolloServer<StaffContext>({ schema: staffExecutableSchema() });
  await server.start();
});

afterAll(async () => {
  await server.stop();
  await database.drop();
});

describe('the inbox', () => {
  it('lists a park’s enquiries newest first, pages them, filters by status and search, and counts each status', async () => {
    const first = await enquire(nz, { name: 'Mere Tapsell' });
    const second = await enquire(nz, { message: 'A conference for our whole firm' });
    const third = await enquire(nz);
    const elsewhere = await enquire(zhHk, { name: '陳大文' });

    const page = await listEnquiries(as(manager), { limit: 2 });
    expect(page.enquiries.map((enquiry) => enquiry.id)).toEqual([third.id, second.id]);
    expect(page.enquiries[0]).toMatchObject({ status: 'new', parkId: 'queenstown', parkName: 'Summit Rush Queenstown', site: 'nz.localhost', language: 'en', email: third.email, guests: 80, preferredDate, functionType: 'WEDDING' });
    expect(page.nextBefore).toMatch(/^\d{4}-.+Z_[0-9a-f-]{36}$/);
    const next = await listEnquiries(as(manager), { limit: 2, before: page.nextBefore });
    expect(next.enquiries[0].id).toBe(first.id);
    // Queenstown's manager sees nothing of Hong Kong, in the list or the counts.
    const all = await listEnquiries(as(manager), { limit: 100 });
    expect(all.enquiries.map((enquiry) => enquiry.id)).not.toContain(elsewhere.id);
    expect(all.enquiries.every((enquiry) => enquiry.parkId === 'queenstown')).toBe(true);
    expect(all.counts.all).toBe(all.enquiries.length);

    await setEnquiryStatus(as(manager), second.id, 'won');
    const won = await listEnquiries(as(manager), { status: 'won' });
    expect(won.enquiries.map((enquiry) => enquiry.id)).toEqual([second.id]);
    expect(won.counts).toMatchObject({ won: 1, new: all.counts.new - 1, all: all.counts.all });

    expect((await listEnquiries(as(manager), { search: 'whole FIRM' })).enquiries.map((enquiry) => enquiry.id)).toEqual([second.id]);
    expect((await listEnquiries(as(manager), { search: 'mere tap' })).enquiries.map((enquiry) => enquiry.id)).toEqual([first.id]);
    expect((await listEnquiries(as(manager), { search: first.email.toUpperCase() })).enquiries.map((enquiry) => enquiry.id)).toEqual([first.id]);
    // LIKE's wildcards are text: '%' finds nothing here.
    expect((await listEnquiries(as(manager), { search: '%' })).enquiries).toEqual([]);

    // The owner sees both parks; one park of theirs when asked.
    const owners = await listEnquiries(as(owner), { limit: 100 });
    expect(owners.enquiries.map((enquiry) => enquiry.id)).toEqual(expect.arrayContaining([third.id, elsewhere.id]));
    expect((await listEnquiries(as(owner), { parkId: 'hong-kong' })).enquiries.map((enquiry) => enquiry.id)).toContain(elsewhere.id);
    expect((await listEnquiries(as(owner), { parkId: 'hong-kong' })).enquiries.every((enquiry) => enquiry.parkId === 'hong-kong')).toBe(true);
  });

  it('is served by the back office’s API with counts, and refuses a gate, another park and a made-up cursor', async () => {
    const mine = await enquire(nz);
    const list = await api(manager, 'query { enquiries(status: new, limit: 5) { enquiries { id status name parkName } nextBefore counts { all new replied won lost } } }');
    expect(list.codes).toEqual([]);
    const answer = list.data!.enquiries as { enquiries: { id: string; status: string }[]; counts: Record<string, number> };
    expect(answer.enquiries[0]).toMatchObject({ id: mine.id, status: 'new', name: 'Aroha Ngata', parkName: 'Summit Rush Queenstown' });
    expect(answer.counts.all).toBe(answer.counts.new + answer.counts.replied + answer.counts.won + answer.counts.lost);

    expect((await api(gate, '{ enquiries { enquiries { id } } }')).codes).toEqual(['FORBIDDEN']);
    expect((await api(manager, '{ enquiries(parkId: "hong-kong") { enquiries { id } } }')).codes).toEqual(['FORBIDDEN']);
    expect((await api(manager, '{ enquiries(before: "yesterday") { enquiries { id } } }')).codes).toEqual(['BAD_USER_INPUT']);
    // Not a status: the schema refuses it before any resolver runs.
    const unknown = await api(manager, '{ enquiries(status: pending) { enquiries { id } } }');
    expect(unknown.data).toBeUndefined();
    expect(unknown.codes).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });
});

describe('an enquiry', () => {
  it('is read with its notes, replies and audit trail; a status change and a note are audited with before and after', async () => {
    const { id } = await enquire(nz);
    expect(await setEnquiryStatus(as(manager), id, 'lost')).toMatchObject({ ok: true, enquiry: { status: 'lost' } });
    // The same status again changes nothing and writes nothing.
    await setEnquiryStatus(as(manager), id, 'lost');
    expect(await addEnquiryNote(as(manager), id, '  Called back: they chose another venue.  ')).toMatchObject({ ok: true });
    expect(await addEnquiryNote(as(owner), id, 'Offer a winter discount next year?')).toMatchObject({ ok: true });

    expect(await notesOf(id)).toEqual([
      expect.objectContaining({ text: 'Called back: they chose another venue.', byName: 'Manu Manager', byEmail: manager.email }),
      expect.objectContaining({ text: 'Offer a winter discount next year?', byName: 'Olivia Owner', byEmail: owner.email }),
    ]);
    const trail = await auditTrail(`enquiry:${id}`);
    expect(trail.map((entry) => entry.action)).toEqual(['enquiry.note', 'enquiry.note', 'enquiry.status']);
    expect(trail[2]).toMatchObject({ actor: manager.email, parkId: 'queenstown', before: { status: 'new' }, after: { status: 'lost' } });
    expect(trail[1]).toMatchObject({ actor: manager.email, before: null, after: { text: 'Called back: they chose another venue.' } });

    const { data, codes } = await api(
      manager,
      `query($id: ID!) { enquiry(id: $id) { id status receivedAt language functionType bookingType preferredDate message replySubject notes { text byName at } replies { id } auditTrail { action actor before after } } }`,
      { id },
    );
    expect(codes).toEqual([]);
    expect(data!.enquiry).toMatchObject({
      id,
      status: 'lost',
      receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      language: 'en',
      functionType: 'WEDDING',
      bookingType: 'EXCLUSIVE',
      preferredDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      message: 'Sunset ceremony for 80.',
      replySubject: 'About your enquiry – Summit Rush Queenstown',
      notes: [{ text: 'Called back: they chose another venue.', byName: 'Manu Manager' }, { text: 'Offer a winter discount next year?' }],
      replies: [],
    });
    expect((data!.enquiry as { auditTrail: { action: string; before: string }[] }).auditTrail[2]).toMatchObject({ action: 'enquiry.status', before: '{"status":"new"}' });
  });

  it('refuses bad input with translated keys, and changes nothing', async () => {
    const { id } = await enquire(nz);
    expect(await addEnquiryNote(as(manager), id, '   ')).toEqual({ ok: false, problems: [{ field: 'text', code: 'noteRequired', max: null }] });
    expect(await addEnquiryNote(as(manager), id, 'x'.repeat(2001))).toEqual({ ok: false, problems: [{ field: 'text', code: 'tooLong', max: 2000 }] });
    const refused = await replyToEnquiry(as(manager), id, { subject: 'Two\nlines', body: ' ', idempotencyKey: randomUUID() });
    expect(refused).toEqual({
      ok: false,
      problems: expect.arrayContaining([
        { field: 'subject', code: 'oneLine', max: null },
        { field: 'body', code: 'bodyRequired', max: null },
      ]),
    });
    const { data } = await api(
      manager,
      'mutation($id: ID!) { replyToEnquiry(id: $id, body: "", idempotencyKey: "k-1234567890abcdef") { __typename ... on EnquiryChanged { enquiry { id } } ... on EnquiryFormRefused { problems { field code max } } } }',
      { id },
    );
    expect(data!.replyToEnquiry).toEqual({ __typename: 'EnquiryFormRefused', problems: [{ field: 'body', code: 'bodyRequired', max: null }] });
    expect(await notesOf(id)).toEqual([]);
    expect(await replyRows(id)).toEqual([]);
    expect(await statusOf(id)).toBe('new');
    expect(await auditTrail(`enquiry:${id}`)).toEqual([]);
  });
});

describe('a reply', () => {
  it('is queued in the outbox in the enquirer’s language: a Chinese enquiry gets a Chinese mail, its body escaped; new becomes replied', async () => {
    const { id, email } = await enquire(zhHk, { name: '陳大文', guests: 30 });
    const body = '陳先生您好，\n多謝查詢。<b>婚禮</b> & <script>alert(1)</script>';
    const result = await replyToEnquiry(as(hkManager), id, { body, idempotencyKey: randomUUID() });
    expect(result).toMatchObject({ ok: true, enquiry: { status: 'replied' } });
    expect(await statusOf(id)).toBe('replied');

    const [reply] = await repliesOf(id);
    expect(reply).toMatchObject({ subject: '關於您的查詢 – 峰躍探險樂園 香港', body: body.trim(), byEmail: hkManager.email, sentAt: null });
    const [mail] = await replyMails(id);
    expect(mail).toMatchObject({ kind: 'enquiry-reply', sentAt: null });
    const view = mail.payload as unknown as EnquiryReplyView;
    expect(view).toMatchObject({ language: 'zh-Hant', email, name: '陳大文', parkName: '峰躍探險樂園 香港', inbox: 'events.hongkong@summitrush.example', siteUrl: 'http://zh.hk.localhost:3000' });

    const rendered = await renderEnquiryReply(view);
    expect(rendered.subject).toBe('關於您的查詢 – 峰躍探險樂園 香港');
    expect(rendered.senderName).toBe('峰躍探險樂園 香港');
    expect(rendered.replyTo).toEqual({ name: '峰躍探險樂園 香港', address: 'events.hongkong@summitrush.example' });
    expect(rendered.html).toContain('<html lang="zh-Hant">');
    expect(rendered.html).toContain('陳大文，您好：');
    expect(rendered.html).toContain('峰躍探險樂園 香港活動團隊');
    expect(rendered.html).toContain('賓客人數');
    expect(rendered.html).toContain('多謝查詢。&#60;b&#62;婚禮&#60;/b&#62; &#38; &#60;script&#62;alert(1)&#60;/script&#62;');
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.text).toContain(body.trim());
    for (const part of [rendered.subject, rendered.text, rendered.html]) {
      expect(part).not.toContain('Summit Rush');
      expect(part).not.toContain('你');
    }
    // The enquirer's own message is not repeated to whatever address was typed.
    expect(rendered.text).not.toContain('Sunset ceremony');

    const [entry] = await auditTrail(`enquiry:${id}`);
    expect(entry).toMatchObject({ action: 'enquiry.reply', actor: hkManager.email, parkId: 'hong-kong', before: { status: 'new' }, after: { status: 'replied', replyId: reply.id, to: email, language: 'zh-Hant' } });
  });

  it('is in English for an English enquiry, with the staff member’s subject; a won enquiry stays won', async () => {
    const { id } = await enquire(hk);
    await setEnquiryStatus(as(owner), id, 'won');
    expect(await replyToEnquiry(as(owner), id, { subject: 'Your wedding on 20 February', body: 'Hi Aroha,\nthe date is yours.', idempotencyKey: randomUUID() })).toMatchObject({ ok: true, enquiry: { status: 'won' } });
    const [mail] = await replyMails(id);
    const rendered = await renderEnquiryReply(mail.payload as unknown as EnquiryReplyView);
    expect(rendered.subject).toBe('Your wedding on 20 February');
    expect(rendered.text).toContain('Hi Aroha Ngata,\n\nHi Aroha,\nthe date is yours.');
    expect(rendered.text).toContain('Olivia Owner, for the Summit Rush Hong Kong events team');
    expect(rendered.html).toContain('<html lang="en">');
  });

  it('is sent once for one key: the same key again, or two requests at once, store and mail one reply', async () => {
    const { id } = await enquire(nz);
    const key = randomUUID();
    const request = { body: 'Thanks, we have the date free.', idempotencyKey: key };
    expect(await replyToEnquiry(as(manager), id, request)).toMatchObject({ ok: true });
    expect(await replyToEnquiry(as(manager), id, request)).toMatchObject({ ok: true, enquiry: { status: 'replied' } });
    expect(await replyRows(id)).toHaveLength(1);
    expect(await replyMails(id)).toHaveLength(1);

    const other = await enquire(nz);
    const together = { body: 'A double click.', idempotencyKey: randomUUID() };
    const answers = await Promise.all([replyToEnquiry(as(manager), other.id, together), replyToEnquiry(as(manager), other.id, together), replyToEnquiry(as(owner), other.id, together)]);
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(await replyRows(other.id)).toHaveLength(1);
    expect(await replyMails(other.id)).toHaveLength(1);
    expect((await auditTrail(`enquiry:${other.id}`)).filter((entry) => entry.action === 'enquiry.reply')).toHaveLength(1);

    // A key is one reply's: used again for another enquiry, it is refused and sends nothing.
    await expect(replyToEnquiry(as(manager), other.id, request)).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await replyRows(other.id)).toHaveLength(1);
  });

  it('goes through the API with its key, and a double click sends one', async () => {
    const { id } = await enquire(nz);
    const mutation =
      'mutation($id: ID!, $key: String!) { replyToEnquiry(id: $id, subject: "", body: "See you then.", idempotencyKey: $key) { __typename ... on EnquiryChanged { enquiry { status replies { subject body byName sentAt } } } ... on EnquiryFormRefused { problems { field } } } }';
    const key = randomUUID();
    const [a, b] = await Promise.all([api(manager, mutation, { id, key }), api(manager, mutation, { id, key })]);
    expect(a.codes).toEqual([]);
    expect(b.data).toEqual(a.data);
    expect(a.data!.replyToEnquiry).toEqual({
      __typename: 'EnquiryChanged',
      enquiry: { status: 'replied', replies: [{ subject: 'About your enquiry – Summit Rush Queenstown', body: 'See you then.', byName: 'Manu Manager', sentAt: null }] },
    });
    expect(await replyMails(id)).toHaveLength(1);
  });
});

describe('refusals', () => {
  it('a gate is refused every read and change; another park’s manager too, the same as for an enquiry that does not exist; nothing changes', async () => {
    const { id } = await enquire(nz);
    const other = await enquire(zhHk);
    const before = await database.db.execute<{ count: number }>(sql`select count(*)::int as count from staff_audit`);

    for (const [staff, enquiryId] of [
      [gate, id],
      [hkManager, id],
      [manager, other.id],
      [manager, randomUUID()],
      [manager, 'not-an-id'],
    ] as const) {
      await expect(findEnquiry(as(staff), enquiryId)).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      await expect(setEnquiryStatus(as(staff), enquiryId, 'won')).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      await expect(addEnquiryNote(as(staff), enquiryId, 'A note')).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      await expect(replyToEnquiry(as(staff), enquiryId, { body: 'Hello', idempotencyKey: randomUUID() })).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    }
    // Refused before the input is looked at: bad input from another park says nothing either.
    await expect(addEnquiryNote(as(hkManager), id, '')).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    await expect(listEnquiries(as(gate))).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });

    const answers = await Promise.all([
      api(gate, 'query($id: ID!) { enquiry(id: $id) { id name } }', { id }),
      api(hkManager, 'query($id: ID!) { enquiry(id: $id) { id name } }', { id }),
      api(hkManager, 'query($id: ID!) { enquiry(id: $id) { id name } }', { id: randomUUID() }),
      api(hkManager, 'mutation($id: ID!) { setEnquiryStatus(id: $id, status: won) { __typename } }', { id }),
      api(hkManager, 'mutation($id: ID!) { addEnquiryNote(id: $id, text: "x") { __typename } }', { id }),
      api(hkManager, 'mutation($id: ID!) { replyToEnquiry(id: $id, body: "x", idempotencyKey: "abcdefgh-1234567890") { __typename } }', { id }),
    ]);
    for (const answer of answers) {
      expect(answer.codes).toEqual(['FORBIDDEN']);
      expect(answer.data).toBeNull();
    }

    expect(await statusOf(id)).toBe('new');
    expect(await notesOf(id)).toEqual([]);
    expect(await replyRows(id)).toEqual([]);
    const after = await database.db.execute<{ count: number }>(sql`select count(*)::int as count from staff_audit`);
    expect(after.rows[0].count).toBe(before.rows[0].count);
  });
});
