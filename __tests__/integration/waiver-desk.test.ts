import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { invalidateLocales } from '@/lib/server/locales/locale-service';
import { closeDb } from '@/lib/server/platform/db/client';
import { deleteExpiredSignatures, signatureView, waiverSeal, type SealedFields } from '@/lib/server/riders';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { addStaff, createSignInLink, findStaffByEmail, signInWithLink, type StaffMember } from '@/lib/server/staff';
import { startAdminHttp, type AdminHttp } from '../helpers/admin-http';
import { placeOrder, type Placed } from '../helpers/place-order';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The back office's waiver desk on a real PostgreSQL: a manager's new text is a new version (n+1), the old
 * one unchanged, a retried save writes nothing twice, bad input changes nothing; the gate reads but never
 * writes, and another park's manager is refused everything, a signature of the park included; a signature's
 * seal is recomputed over its stored fields; the retention worker deletes only signatures past their park's
 * years, audits each run without anyone's personal data, and nothing else can delete one.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let http: AdminHttp;
let placed: Placed;
let ticketId: string;
let rotoruaManager: StaffMember;

const WAIVER = 'queenstown-release';

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db, 'http://127.0.0.1:9');
  await seedDemoStaff(database.db);
  invalidateCatalogue();
  invalidateLocales();
  const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  await materialiseSessions(database.db, day, 1);
  // A pay-on-arrival booking at Queenstown: its tickets exist unpaid, and no provider is asked.
  placed = await placeOrder('http://127.0.0.1:9', { date: day, gatewayId: 'nz-arrival', quantity: 3 });
  ticketId = (await one<{ id: string }>(sql`select t.id from tickets t join order_items i on i.id = t.order_item_id where i.order_id = ${placed.orderId} limit 1`)).id;
  const added = await addStaff({ email: 'rotorua-manager@summit-rush.test', role: 'manager', parks: ['rotorua'], language: 'en' }, { label: 'command line' }, database.db);
  if (!added.ok) throw new Error(added.code);
  rotoruaManager = (await findStaffByEmail('rotorua-manager@summit-rush.test', database.db))!;
  http = await startAdminHttp();
});

afterAll(async () => {
  await http?.close();
  await closeDb();
  await database.drop();
});

const one = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute<T & Record<string, unknown>>(query)).rows[0];
const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute<T & Record<string, unknown>>(query)).rows;

async function cookieFor(email: string): Promise<string> {
  const link = await createSignInLink(email, { label: 'command line' });
  if (!link.ok) throw new Error(link.code);
  const session = await signInWithLink(link.token, null);
  if (!session.ok) throw new Error('sign-in refused');
  return `sr_staff=${session.token}`;
}

const SAVE = `mutation($waiverId: ID!, $language: Language!, $basedOnVersion: Int!, $title: String!, $body: String!) {
  saveWaiverText(waiverId: $waiverId, language: $language, basedOnVersion: $basedOnVersion, title: $title, body: $body) {
    __typename
    ... on WaiverTextSaved { unchanged version { id version title body createdBy } }
    ... on WaiverRefused { problem }
  }
}`;
const CREATE = `mutation($parkId: ID!, $name: String!) { createWaiver(parkId: $parkId, name: $name) { __typename ... on WaiverCreated { waiver { id name } } ... on WaiverRefused { problem } } }`;
const DESK = `query($parkId: ID!) { waiverDesk(parkId: $parkId) { mayEdit retentionYears waivers { id name texts { language versions { version title } } } } }`;
const SIGNATURE = `query($id: ID!) { waiverSignature(id: $id) { id bookingId sealVerified signerName rider { name dateOfBirth answers { questionId answer } } text { version title } language } }`;
const LIST = `query($parkId: ID!, $search: String) { waiverSignatures(parkId: $parkId, search: $search) { id riderName bookingId version } }`;

const versions = (language: string) =>
  rows<{ id: string; version: number; title: string; body: string }>(sql`select id, version, title, body from waiver_texts where waiver_id = ${WAIVER} and language = ${language} order by version`);
const auditCount = (action: string) => one<{ n: number }>(sql`select count(*)::int as n from staff_audit where action = ${action}`).then((row) => row.n);

let seat = 0;

/** A signed waiver of one of the booking's riders, as the signing page writes it; `tamper` changes a field after sealing. */
async function sign(options: { signedAt?: Date; name?: string; tamper?: Partial<SealedFields> } = {}) {
  const text = await one<{ id: string; body: string }>(sql`select id, body from waiver_texts where waiver_id = ${WAIVER} and language = 'en' order by version desc limit 1`);
  const name = options.name ?? 'Aroha Ngata';
  const rider = await one<{ id: string }>(sql`
    insert into riders (ticket_id, seat, name, date_of_birth) values (${ticketId}, ${seat++ % 3}, ${name}, '2010-05-01')
    on conflict (ticket_id, seat) do update set name = excluded.name returning id`);
  const fields: SealedFields = {
    waiverTextId: text.id,
    waiverBody: text.body,
    rider: { name, dateOfBirth: '2010-05-01', heightCm: 150, weightKg: 45, answers: { 'heart-back-pregnancy': false } },
    signerName: 'Mere Ngata',
    signerEmail: 'mere@example.com',
    guardianRelationship: 'mother',
    drawing: 'M10 10 L40 30',
    signedAt: options.signedAt ?? new Date(Date.now() - 86_400_000),
    clientAddress: '203.0.113.9',
    userAgent: 'Chromium',
  };
  const stored = { ...fields, ...options.tamper };
  const signature = await one<{ id: string }>(sql`
    insert into waiver_signatures (rider_id, waiver_text_id, rider, signer_name, signer_email, guardian_relationship, drawing, signed_at, client_address, user_agent, seal)
    values (${rider.id}, ${stored.waiverTextId}, ${JSON.stringify(stored.rider)}::jsonb, ${stored.signerName}, ${stored.signerEmail}, ${stored.guardianRelationship}, ${stored.drawing},
            ${stored.signedAt.toISOString()}, ${stored.clientAddress}, ${stored.userAgent}, ${waiverSeal(fields)})
    returning id`);
  return signature.id;
}

describe('the waiver desk', () => {
  it('writes a new text as version n+1 and never changes a version; the same text again writes nothing', async () => {
    const cookie = await cookieFor('manager@summit-rush.test');
    const [first] = await versions('en');
    expect(first.version).toBe(1);
    const saved = await http.graphql(cookie, SAVE, { waiverId: WAIVER, language: 'en', basedOnVersion: 1, title: '  Release, 2027  ', body: 'Ride at your own risk.\r\n\r\nFollow the guides.' });
    expect(saved.data?.saveWaiverText).toMatchObject({ __typename: 'WaiverTextSaved', unchanged: false, version: { version: 2, title: 'Release, 2027', body: 'Ride at your own risk.\n\nFollow the guides.', createdBy: 'manager@summit-rush.test' } });
    // Version 1 is exactly as it was: the same row, the same words.
    expect((await versions('en'))[0]).toEqual(first);
    // A retried save (the same text, whatever version the form thought it was on) writes no second version.
    const again = await http.graphql(cookie, SAVE, { waiverId: WAIVER, language: 'en', basedOnVersion: 1, title: 'Release, 2027', body: 'Ride at your own risk.\n\nFollow the guides.' });
    expect(again.data?.saveWaiverText).toMatchObject({ __typename: 'WaiverTextSaved', unchanged: true, version: { version: 2 } });
    expect((await versions('en')).map((row) => row.version)).toEqual([1, 2]);
    expect(await auditCount('waiver.text')).toBe(1);
    // A form still on version 1 with another text is stale: it would overwrite version 2 unseen.
    const stale = await http.graphql(cookie, SAVE, { waiverId: WAIVER, language: 'en', basedOnVersion: 1, title: 'Older form', body: 'Other words.' });
    expect(stale.data?.saveWaiverText).toEqual({ __typename: 'WaiverRefused', problem: 'stale' });
    // Chinese has versions of its own.
    const zh = await http.graphql(cookie, SAVE, { waiverId: WAIVER, language: 'zh-Hant', basedOnVersion: 1, title: '免責聲明 2027', body: '風險自負。' });
    expect(zh.data?.saveWaiverText).toMatchObject({ __typename: 'WaiverTextSaved', version: { version: 2, title: '免責聲明 2027' } });
    const desk = await http.graphql(cookie, DESK, { parkId: 'queenstown' });
    expect(desk.data?.waiverDesk).toMatchObject({
      mayEdit: true,
      retentionYears: 7,
      waivers: [{ id: WAIVER, texts: [{ language: 'en', versions: [{ version: 2 }, { version: 1 }] }, { language: 'zh-Hant', versions: [{ version: 2, title: '免責聲明 2027' }, { version: 1 }] }] }],
    });
  });

  it('refuses bad input with its problem and changes nothing', async () => {
    const cookie = await cookieFor('manager@summit-rush.test');
    const before = await versions('en');
    const audited = await auditCount('waiver.text');
    const problem = async (title: string, body: string) => (await http.graphql(cookie, SAVE, { waiverId: WAIVER, language: 'en', basedOnVersion: before.length, title, body })).data?.saveWaiverText;
    expect(await problem('   ', 'Words.')).toEqual({ __typename: 'WaiverRefused', problem: 'titleRequired' });
    expect(await problem('Title', ' \n ')).toEqual({ __typename: 'WaiverRefused', problem: 'bodyRequired' });
    expect(await problem('T'.repeat(201), 'Words.')).toEqual({ __typename: 'WaiverRefused', problem: 'titleTooLong' });
    expect(await problem('Title', 'w'.repeat(20_001))).toEqual({ __typename: 'WaiverRefused', problem: 'bodyTooLong' });
    expect(await versions('en')).toEqual(before);
    expect(await auditCount('waiver.text')).toBe(audited);
    // A waiver's name: required, short, and the park's only one of that name (so a retried create makes none).
    expect((await http.graphql(cookie, CREATE, { parkId: 'queenstown', name: ' ' })).data?.createWaiver).toEqual({ __typename: 'WaiverRefused', problem: 'nameRequired' });
    expect((await http.graphql(cookie, CREATE, { parkId: 'queenstown', name: 'n'.repeat(81) })).data?.createWaiver).toEqual({ __typename: 'WaiverRefused', problem: 'nameTooLong' });
    const created = await http.graphql(cookie, CREATE, { parkId: 'queenstown', name: 'Canyon swing release' });
    expect(created.data?.createWaiver).toMatchObject({ __typename: 'WaiverCreated', waiver: { name: 'Canyon swing release' } });
    expect((await http.graphql(cookie, CREATE, { parkId: 'queenstown', name: 'canyon swing RELEASE' })).data?.createWaiver).toEqual({ __typename: 'WaiverRefused', problem: 'nameTaken' });
    expect((await one<{ n: number }>(sql`select count(*)::int as n from waivers where park_id = 'queenstown'`)).n).toBe(2);
    expect(await auditCount('waiver.create')).toBe(1);
    // A new waiver's first text is version 1.
    const waiverId = (created.data?.createWaiver as { waiver: { id: string } }).waiver.id;
    const first = await http.graphql(cookie, SAVE, { waiverId, language: 'zh-Hant', basedOnVersion: 0, title: '鞦韆免責聲明', body: '風險自負。' });
    expect(first.data?.saveWaiverText).toMatchObject({ __typename: 'WaiverTextSaved', version: { version: 1 } });
  });

  it("refuses the gate any change and another park's manager everything, whatever the API is asked", async () => {
    const signatureId = await sign();
    const gate = await cookieFor('gate@summit-rush.test');
    const rotorua = await cookieFor('rotorua-manager@summit-rush.test');
    const before = await rows(sql`select id from waiver_texts order by id`);
    const code = (reply: { errors?: { extensions?: { code?: string } }[] }) => reply.errors?.[0]?.extensions?.code;
    for (const cookie of [gate, rotorua]) {
      expect(code(await http.graphql(cookie, SAVE, { waiverId: WAIVER, language: 'en', basedOnVersion: 2, title: 'Mine', body: 'Mine.' }))).toBe('FORBIDDEN');
      expect(code(await http.graphql(cookie, CREATE, { parkId: 'queenstown', name: 'Mine' }))).toBe('FORBIDDEN');
    }
    // The gate reads the park's waivers and signatures, and is told it may not edit.
    expect((await http.graphql(gate, DESK, { parkId: 'queenstown' })).data?.waiverDesk).toMatchObject({ mayEdit: false });
    expect((await http.graphql(gate, SIGNATURE, { id: signatureId })).data?.waiverSignature).toMatchObject({ id: signatureId });
    // Another park's manager: not the desk, not the list, not one signature, the same as one that does not exist.
    expect(code(await http.graphql(rotorua, DESK, { parkId: 'queenstown' }))).toBe('FORBIDDEN');
    expect(code(await http.graphql(rotorua, LIST, { parkId: 'queenstown' }))).toBe('FORBIDDEN');
    expect(code(await http.graphql(rotorua, SIGNATURE, { id: signatureId }))).toBe('FORBIDDEN');
    expect(code(await http.graphql(rotorua, SIGNATURE, { id: '00000000-0000-4000-8000-000000000000' }))).toBe('FORBIDDEN');
    expect(code(await http.graphql(rotorua, SIGNATURE, { id: 'not-a-uuid' }))).toBe('FORBIDDEN');
    expect(await signatureView(rotoruaManager, signatureId)).toBeNull();
    // Its own park's list holds none of Queenstown's.
    expect((await http.graphql(rotorua, LIST, { parkId: 'rotorua' })).data?.waiverSignatures).toEqual([]);
    expect(await rows(sql`select id from waiver_texts order by id`)).toEqual(before);
  });
});

describe('a signed waiver in the back office', () => {
  it('shows the text version and the rider exactly as signed, and checks the seal over the stored fields', async () => {
    const cookie = await cookieFor('manager@summit-rush.test');
    const signatureId = await sign({ name: 'Tama Ngata' });
    const view = await http.graphql(cookie, SIGNATURE, { id: signatureId });
    expect(view.data?.waiverSignature).toMatchObject({
      bookingId: placed.bookingId,
      sealVerified: true,
      signerName: 'Mere Ngata',
      rider: { name: 'Tama Ngata', dateOfBirth: '2010-05-01', answers: [{ questionId: 'heart-back-pregnancy', answer: false }] },
      language: 'en',
    });
    // A row whose stored fields are not those it was sealed over (a change made behind the trigger's back).
    for (const tamper of [{ signerName: 'Someone Else' }, { rider: { name: 'Tama Ngata', dateOfBirth: '2012-05-01' } }, { clientAddress: '198.51.100.1' }]) {
      const tampered = await sign({ name: 'Tama Ngata', tamper });
      expect((await http.graphql(cookie, SIGNATURE, { id: tampered })).data?.waiverSignature, JSON.stringify(tamper)).toMatchObject({ sealVerified: false });
    }
  });

  it('lists the park’s signatures newest first, found by booking ID or rider name', async () => {
    const cookie = await cookieFor('gate@summit-rush.test');
    const newest = await sign({ name: 'Wiremu Listed', signedAt: new Date(Date.now() - 1000) });
    const list = (await http.graphql(cookie, LIST, { parkId: 'queenstown' })).data?.waiverSignatures as { id: string; riderName: string; bookingId: string }[];
    expect(list[0]).toMatchObject({ id: newest, riderName: 'Wiremu Listed', bookingId: placed.bookingId });
    const byName = (await http.graphql(cookie, LIST, { parkId: 'queenstown', search: 'wiremu' })).data?.waiverSignatures as { id: string }[];
    expect(byName.map((row) => row.id)).toEqual([newest]);
    // By the words of the name, in any order, the last one as far as it is typed (lib/domain/name-words.ts).
    const byWords = (await http.graphql(cookie, LIST, { parkId: 'queenstown', search: 'listed wir' })).data?.waiverSignatures as { id: string }[];
    expect(byWords.map((row) => row.id)).toEqual([newest]);
    const byBooking = (await http.graphql(cookie, LIST, { parkId: 'queenstown', search: placed.bookingId.toLowerCase() })).data?.waiverSignatures as unknown[];
    expect(byBooking.length).toBe(list.length);
    // Punctuation alone is no word, and finds nothing.
    expect((await http.graphql(cookie, LIST, { parkId: 'queenstown', search: '%' })).data?.waiverSignatures).toEqual([]);
  });
});

describe('the retention of signed waivers', () => {
  it('deletes only signatures past their park’s years, audits each run without personal data, and nothing else can delete one', async () => {
    const year = 365.25 * 86_400_000;
    const old = await sign({ name: 'Old Rider', signedAt: new Date(Date.now() - 8 * year) });
    const older = await sign({ name: 'Older Rider', signedAt: new Date(Date.now() - 9 * year) });
    const kept = await sign({ name: 'Kept Rider', signedAt: new Date(Date.now() - 6 * year) });
    // Nothing but the retention deletes a signature: not a direct delete within the years, not its order's deletion.
    const refusal = (query: ReturnType<typeof sql>) => database.db.execute(query).then(() => 'deleted', (error: { cause?: Error }) => error.cause?.message);
    expect(await refusal(sql`delete from waiver_signatures where id = ${kept}`)).toBe("waiver_signatures rows are kept for their park's retention");
    expect(await refusal(sql`delete from orders where id = ${placed.orderId}`)).toMatch(/foreign key/);
    const total = (await one<{ n: number }>(sql`select count(*)::int as n from waiver_signatures`)).n;

    // Two instances at once: each park's run holds its lock, so the two delete and audit the two once.
    const runs = await Promise.all([deleteExpiredSignatures(database.db), deleteExpiredSignatures(database.db)]);
    expect(runs.flat()).toEqual([{ parkId: 'queenstown', deleted: 2 }]);
    const left = await rows<{ id: string }>(sql`select id from waiver_signatures`);
    expect(left.length).toBe(total - 2);
    expect(left.map((row) => row.id)).toContain(kept);
    expect(left.map((row) => row.id)).not.toContain(old);
    const audit = await rows<{ actor: string; subject: string; park_id: string; after: { deleted: number; retentionYears: number; signatures: string[] } }>(
      sql`select actor, subject, park_id, after from staff_audit where action = 'waiver.retentionDelete'`,
    );
    expect(audit).toEqual([{ actor: 'worker', subject: 'waivers:queenstown', park_id: 'queenstown', after: expect.objectContaining({ deleted: 2, retentionYears: 7 }) }]);
    expect([...audit[0].after.signatures].sort()).toEqual([old, older].sort());
    expect(JSON.stringify(audit)).not.toMatch(/Rider|Ngata|mere@example\.com|2010-05-01|203\.0\.113/);

    // A shorter retention takes the 6-year-old one too; a run with nothing to delete audits nothing.
    await database.db.execute(sql`update parks set waiver_retention_years = 5 where id = 'queenstown'`);
    expect(await deleteExpiredSignatures(database.db)).toEqual([{ parkId: 'queenstown', deleted: 1 }]);
    expect(await deleteExpiredSignatures(database.db)).toEqual([]);
    expect(await auditCount('waiver.retentionDelete')).toBe(2);
    await database.db.execute(sql`update parks set waiver_retention_years = 7 where id = 'queenstown'`);
  });
});
