import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { invalidateLocales } from '@/lib/server/locales/locale-service';
import { closeDb } from '@/lib/server/platform/db/client';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { placeOrder } from '../helpers/place-order';
import { waiverSeal, type SealedFields } from '@/lib/server/riders';
import { createTestDatabase } from '../helpers/test-database';

/*
 * A signed waiver is a legal record (migration 0019): its row and the text version it names are never
 * changed, a correction is a new signature beside the old one, and its seal covers every field, so a
 * change anywhere shows.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let ticketId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db, 'http://127.0.0.1:9');
  invalidateCatalogue();
  invalidateLocales();
  const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  await materialiseSessions(database.db, day, 1);
  // A pay-on-arrival booking: its tickets exist unpaid, and no provider is asked.
  const placed = await placeOrder('http://127.0.0.1:9', { date: day, gatewayId: 'nz-arrival', quantity: 1 });
  ticketId = (await one<{ id: string }>(sql`select t.id from tickets t join order_items i on i.id = t.order_item_id where i.order_id = ${placed.orderId}`)).id;
});
afterAll(async () => {
  await closeDb();
  await database.drop();
});

const one = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute<T & Record<string, unknown>>(query)).rows[0];

async function signedWaiver() {
  await database.db.execute(sql`insert into waivers (id, park_id, name) values ('zipline', 'queenstown', 'Zipline release') on conflict do nothing`);
  const text = await one<{ id: string; body: string }>(sql`
    insert into waiver_texts (waiver_id, language, version, title, body, created_by)
    values ('zipline', 'en', coalesce((select max(version) from waiver_texts where waiver_id = 'zipline' and language = 'en'), 0) + 1, 'Release', 'I ride at my own risk.', 'seed')
    returning id, body`);
  const rider = await one<{ id: string }>(sql`
    insert into riders (ticket_id, seat, name, date_of_birth) values (${ticketId}, 0, 'Aroha Ngata', '2010-05-01')
    on conflict (ticket_id, seat) do update set name = excluded.name returning id`);
  const fields: SealedFields = {
    waiverTextId: text.id,
    waiverBody: text.body,
    rider: { name: 'Aroha Ngata', dateOfBirth: '2010-05-01', answers: { heart: false } },
    signerName: 'Mere Ngata',
    signerEmail: 'mere@example.com',
    guardianRelationship: 'mother',
    drawing: null,
    signedAt: new Date('2026-06-01T09:00:00Z'),
    clientAddress: '203.0.113.9',
    userAgent: 'Chromium',
  };
  const signature = await one<{ id: string }>(sql`
    insert into waiver_signatures (rider_id, waiver_text_id, rider, signer_name, guardian_relationship, signed_at, client_address, user_agent, seal)
    values (${rider.id}, ${text.id}, ${JSON.stringify(fields.rider)}::jsonb, ${fields.signerName}, ${fields.guardianRelationship}, ${fields.signedAt.toISOString()}, ${fields.clientAddress}, ${fields.userAgent}, ${waiverSeal(fields)})
    returning id`);
  return { fields, signatureId: signature.id, textId: text.id, riderId: rider.id };
}

describe('a signed waiver', () => {
  it('is never changed, nor is the text version it names', async () => {
    const { signatureId, textId } = await signedWaiver();
    // PostgreSQL's own refusal (Drizzle wraps it: its cause).
    const refusal = (query: ReturnType<typeof sql>) => database.db.execute(query).then(() => 'changed', (error: { cause?: Error }) => error.cause?.message);
    expect(await refusal(sql`update waiver_signatures set signer_name = 'Someone else' where id = ${signatureId}`)).toBe('waiver_signatures rows are never changed');
    expect(await refusal(sql`update waiver_texts set body = 'Nothing applies.' where id = ${textId}`)).toBe('waiver_texts rows are never changed');
    const kept = await one<{ signer_name: string }>(sql`select signer_name from waiver_signatures where id = ${signatureId}`);
    expect(kept.signer_name).toBe('Mere Ngata');
  });

  it('is corrected by a new signature beside it; a new text is a new version', async () => {
    const first = await signedWaiver();
    const second = await signedWaiver();
    expect(second.textId).not.toBe(first.textId);
    const versions = await database.db.execute<{ version: number }>(sql`select version from waiver_texts where waiver_id = 'zipline' and language = 'en' order by version`);
    expect(versions.rows.map((row) => row.version)).toEqual([1, 2, 3]);
    const signatures = await database.db.execute(sql`select id from waiver_signatures where rider_id = ${second.riderId}`);
    expect(signatures.rows.length).toBe(3);
    // The same version twice is refused.
    await expect(database.db.execute(sql`insert into waiver_texts (waiver_id, language, version, title, body, created_by) values ('zipline', 'en', 1, 'x', 'y', 'seed')`)).rejects.toThrow();
  });

  it('is sealed over every field: a change to any one of them breaks the seal', async () => {
    const { fields } = await signedWaiver();
    const seal = waiverSeal(fields);
    expect(seal).toMatch(/^[0-9a-f]{64}$/);
    // The order fields were given in does not matter.
    expect(waiverSeal({ ...fields, rider: { answers: { heart: false }, dateOfBirth: '2010-05-01', name: 'Aroha Ngata' } })).toBe(seal);
    const changes: Partial<SealedFields>[] = [
      { waiverTextId: '00000000-0000-0000-0000-000000000000' },
      { waiverBody: 'I ride at my own risk!' },
      { rider: { ...fields.rider, answers: { heart: true } } },
      { rider: { ...fields.rider, dateOfBirth: '2010-05-02' } },
      { signerName: 'Mere  Ngata' },
      { signerEmail: 'mere@example.org' },
      { guardianRelationship: null },
      { drawing: 'M0 0 L1 1' },
      { signedAt: new Date(fields.signedAt.getTime() + 1) },
      { clientAddress: '203.0.113.10' },
      { userAgent: 'Firefox' },
    ];
    for (const change of changes) expect(waiverSeal({ ...fields, ...change }), JSON.stringify(change)).not.toBe(seal);
  });
});
