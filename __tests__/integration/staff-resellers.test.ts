import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { staffExecutableSchema } from '@/lib/server/graphql/schema';
import { invalidateLocales } from '@/lib/server/locales/locale-service';
import { closeDb } from '@/lib/server/platform/db/client';
import { makeReseller, resellerByKey, resellerDesk, revokeReseller, type ResellerResult } from '@/lib/server/resellers';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { addStaff, auditTrail, findStaffByEmail, type StaffMember } from '@/lib/server/staff';
import { placeOrder } from '../helpers/place-order';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The back office's resellers desk on a real PostgreSQL: an owner makes a reseller of their park and gets
 * its OCTO API key once, the list shows only the key's hint, revoking shuts the key out at once, each
 * change is audited, and nobody but the park's owners gets anywhere. And the order desk says where an
 * order was placed: the park's site, a widget's host origin, a reseller by name.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: StaffMember; // every park
let manager: StaffMember; // Queenstown
let gate: StaffMember; // Queenstown
let rotoruaOwner: StaffMember;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db, 'http://127.0.0.1:9');
  await seedDemoStaff(database.db);
  invalidateCatalogue();
  invalidateLocales();
  const added = await addStaff({ email: 'rotorua-owner@summit-rush.test', role: 'owner', parks: ['rotorua'], language: 'en' }, { label: 'command line' }, database.db);
  if (!added.ok) throw new Error(added.code);
  [owner, manager, gate, rotoruaOwner] = await Promise.all(['owner', 'manager', 'gate', 'rotorua-owner'].map(async (name) => (await findStaffByEmail(`${name}@summit-rush.test`, database.db))!));
});

afterAll(async () => {
  await closeDb();
  await database.drop();
});

const { execute, parse } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
const asStaff = async (member: StaffMember, query: string, variables: Record<string, unknown> = {}) =>
  (await execute({ schema: staffExecutableSchema(), document: parse(query), variableValues: variables, contextValue: { staff: member, clientAddress: null } })) as ExecutionResult<Record<string, Record<string, unknown>>>;

const FIELDS = 'id name keyHint commissionPercent status createdAt revokedAt';
const RESULT = `{ __typename ... on ResellerSaved { key reseller { ${FIELDS} } } ... on ResellerFormRefused { problems { field code } } }`;
const MAKE = `mutation ($parkId: ID!, $input: ResellerInput!) { makeReseller(parkId: $parkId, input: $input) ${RESULT} }`;
const REVOKE = `mutation ($id: ID!) { revokeReseller(id: $id) ${RESULT} }`;
const LIST = `query ($parkId: ID!) { resellers(parkId: $parkId) { parkId parkName resellers { ${FIELDS} } } }`;

let names = 0;
const uniqueName = (base = 'Reseller') => `${base} ${++names}`;

const done = (result: ResellerResult) => {
  if (result.kind !== 'done') throw new Error(`Not done: ${JSON.stringify(result)}`);
  return result;
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const count = async () => Number((await database.db.execute<{ n: number }>(sql`select count(*)::int as n from resellers`)).rows[0].n);
const auditCount = async () => Number((await database.db.execute<{ n: number }>(sql`select count(*)::int as n from staff_audit where action like 'reseller.%'`)).rows[0].n);

describe('making a reseller', () => {
  it('answers its key once, which the OCTO API’s look-up then finds; the audit keeps neither key nor hash', async () => {
    const name = uniqueName('Klook');
    const answer = await asStaff(owner, MAKE, { parkId: 'queenstown', input: { name: `  ${name} `, commissionPercent: 15 } });
    expect(answer.errors).toBeUndefined();
    const made = answer.data!.makeReseller as { __typename: string; key: string; reseller: Record<string, unknown> };
    expect(made.__typename).toBe('ResellerSaved');
    expect(made.key).toMatch(/^sr_octo_[A-Za-z0-9_-]{43}$/);
    expect(made.reseller).toMatchObject({ name, keyHint: made.key.slice(-4), commissionPercent: 15, status: 'active', revokedAt: null });
    expect(new Date(made.reseller.createdAt as string).toISOString()).toBe(made.reseller.createdAt);

    expect(await resellerByKey(made.key)).toEqual({ id: made.reseller.id, parkId: 'queenstown', name, commissionPercent: 15 });
    expect(await resellerByKey(`${made.key.slice(0, -1)}x`)).toBeNull();

    const trail = await auditTrail(`reseller:${made.reseller.id}`);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ actor: owner.email, action: 'reseller.create', parkId: 'queenstown', before: null, after: { name, commissionPercent: 15, keyHint: made.key.slice(-4), revokedAt: null } });
    expect(JSON.stringify(trail)).not.toContain(made.key);
    expect(JSON.stringify(trail)).not.toContain(sha256(made.key));
  });

  it('lists the park’s resellers newest first with the key’s hint, never the key or its hash', async () => {
    const first = done(await makeReseller(owner, 'queenstown', { name: uniqueName(), commissionPercent: 0 }));
    const second = done(await makeReseller(owner, 'queenstown', { name: uniqueName(), commissionPercent: 100 }));
    const answer = await asStaff(owner, LIST, { parkId: 'queenstown' });
    expect(answer.errors).toBeUndefined();
    const desk = answer.data!.resellers as { parkId: string; parkName: string; resellers: Record<string, unknown>[] };
    expect(desk).toMatchObject({ parkId: 'queenstown', parkName: 'Summit Rush Queenstown' });
    expect(desk.resellers.slice(0, 2).map((reseller) => reseller.id)).toEqual([second.reseller.id, first.reseller.id]);
    expect(desk.resellers[0]).toMatchObject({ keyHint: second.key!.slice(-4), commissionPercent: 100, status: 'active' });
    const listed = JSON.stringify(desk);
    for (const key of [first.key!, second.key!]) {
      expect(listed).not.toContain(key);
      expect(listed).not.toContain(sha256(key));
    }
    // Nothing in the staff API could carry them: a reseller's type has no such field.
    const fields = await asStaff(owner, `{ __type(name: "StaffReseller") { fields { name } } }`);
    expect((fields.data!.__type as unknown as { fields: { name: string }[] }).fields.map((field) => field.name).sort()).toEqual(['commissionPercent', 'createdAt', 'id', 'keyHint', 'name', 'revokedAt', 'status']);
    // Another park's list does not show them.
    expect((await resellerDesk(owner, 'gold-coast'))!.resellers.map((reseller) => reseller.id)).not.toContain(first.reseller.id);
  });

  it('refuses an empty name and a commission of 101 as typed problems, changing nothing', async () => {
    const [before, audits] = [await count(), await auditCount()];
    const answer = await asStaff(owner, MAKE, { parkId: 'queenstown', input: { name: '   ', commissionPercent: 101 } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.makeReseller).toEqual({
      __typename: 'ResellerFormRefused',
      problems: [
        { field: 'name', code: 'nameRequired' },
        { field: 'commissionPercent', code: 'commission' },
      ],
    });
    expect(await makeReseller(owner, 'queenstown', { name: 'n'.repeat(81), commissionPercent: -1 })).toEqual({
      kind: 'problems',
      problems: [
        { field: 'name', code: 'nameTooLong' },
        { field: 'commissionPercent', code: 'commission' },
      ],
    });
    // A commission that is no whole number never reaches the desk: refused before any resolver runs (the
    // served API calls it BAD_USER_INPUT).
    const fraction = await asStaff(owner, MAKE, { parkId: 'queenstown', input: { name: uniqueName(), commissionPercent: 12.5 } });
    expect(fraction.errors?.[0].message).toContain('Int');
    expect(fraction.data).toBeUndefined();
    expect([await count(), await auditCount()]).toEqual([before, audits]);
  });

  it('refuses the name of another active reseller of the park (any case), so a retried make makes one; a revoked one’s name is free', async () => {
    const name = uniqueName('Viator');
    const [a, b] = await Promise.all([makeReseller(owner, 'queenstown', { name, commissionPercent: 20 }), makeReseller(owner, 'queenstown', { name, commissionPercent: 20 })]);
    expect([a.kind, b.kind].sort()).toEqual(['done', 'problems']);
    const first = done(a.kind === 'done' ? a : b);
    expect(await makeReseller(owner, 'queenstown', { name: name.toUpperCase(), commissionPercent: 20 })).toEqual({ kind: 'problems', problems: [{ field: 'name', code: 'nameTaken' }] });
    // Another park may have its own reseller of that name.
    expect((await makeReseller(owner, 'gold-coast', { name, commissionPercent: 20 })).kind).toBe('done');
    done(await revokeReseller(owner, first.reseller.id));
    expect((await makeReseller(owner, 'queenstown', { name, commissionPercent: 25 })).kind).toBe('done');
  });
});

describe('revoking a reseller', () => {
  it('shuts its key out at once, once: a second revoke changes and audits nothing', async () => {
    const made = done(await makeReseller(owner, 'queenstown', { name: uniqueName(), commissionPercent: 10 }));
    const answer = await asStaff(owner, REVOKE, { id: made.reseller.id });
    expect(answer.errors).toBeUndefined();
    const revoked = answer.data!.revokeReseller as { __typename: string; key: string | null; reseller: Record<string, unknown> };
    expect(revoked).toMatchObject({ __typename: 'ResellerSaved', key: null, reseller: { id: made.reseller.id, status: 'revoked' } });
    expect(revoked.reseller.revokedAt).toEqual(expect.any(String));
    expect(await resellerByKey(made.key!)).toBeNull();

    const again = await asStaff(owner, REVOKE, { id: made.reseller.id });
    expect(again.data!.revokeReseller).toEqual(revoked);
    const trail = await auditTrail(`reseller:${made.reseller.id}`);
    expect(trail.map((entry) => entry.action)).toEqual(['reseller.revoke', 'reseller.create']);
    expect(trail[0]).toMatchObject({ actor: owner.email, parkId: 'queenstown', before: { revokedAt: null }, after: { revokedAt: revoked.reseller.revokedAt } });
    // Still listed, as revoked.
    expect((await resellerDesk(owner, 'queenstown'))!.resellers.find((reseller) => reseller.id === made.reseller.id)).toMatchObject({ status: 'revoked' });
  });
});

describe('who may', () => {
  it('refuses a manager, the gate and another park’s owner, for a park or a reseller, changing nothing', async () => {
    const made = done(await makeReseller(owner, 'queenstown', { name: uniqueName(), commissionPercent: 10 }));
    const [before, audits] = [await count(), await auditCount()];
    for (const member of [manager, gate, rotoruaOwner]) {
      for (const [query, variables] of [
        [LIST, { parkId: 'queenstown' }],
        [MAKE, { parkId: 'queenstown', input: { name: uniqueName(), commissionPercent: 10 } }],
        [REVOKE, { id: made.reseller.id }],
      ] as const) {
        const answer = await asStaff(member, query, variables);
        expect(answer.errors?.map((error) => error.extensions?.code), `${member.email}: ${query}`).toEqual(['FORBIDDEN']);
        expect(answer.data).toBeNull();
      }
    }
    // Refused before the input is looked at: a bad form answers the same.
    expect(await makeReseller(manager, 'queenstown', { name: '', commissionPercent: 500 })).toEqual({ kind: 'forbidden' });
    // A reseller that does not exist, or an id that is none, is refused as another park's is.
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await asStaff(owner, REVOKE, { id })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await asStaff(owner, LIST, { parkId: 'no-such-park' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await resellerByKey(made.key!)).not.toBeNull();
    expect([await count(), await auditCount()]).toEqual([before, audits]);
    // Its own park's owner may.
    expect((await makeReseller(rotoruaOwner, 'rotorua', { name: uniqueName(), commissionPercent: 5 })).kind).toBe('done');
  });

  it('lists Resellers among an owner’s actions only', async () => {
    const me = async (member: StaffMember) => ((await asStaff(member, '{ me { actions } }')).data!.me as { actions: string[] }).actions;
    expect(await me(owner)).toContain('manageResellers');
    expect(await me(manager)).not.toContain('manageResellers');
    expect(await me(gate)).not.toContain('manageResellers');
  });
});

describe('where an order was placed, on the order desk', () => {
  it('says the park’s site, a widget’s origin, or a reseller by name, on the order and in the search', async () => {
    const day = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
    await materialiseSessions(database.db, day, 1);
    const reseller = done(await makeReseller(owner, 'queenstown', { name: uniqueName('Klook'), commissionPercent: 15 }));
    const placed = await Promise.all([0, 1, 2, 3].map(() => placeOrder('http://127.0.0.1:9', { date: day, gatewayId: 'nz-arrival', quantity: 1 })));
    // As the widget and the OCTO API will place them (lib/domain/order-channel.ts): the channel and its source.
    const sources = [
      ['site', null],
      ['widget', 'https://www.queenstown-lodge.example'],
      ['reseller', reseller.reseller.id],
      ['reseller', '00000000-0000-4000-8000-000000000000'],
    ] as const;
    for (const [index, [channel, source]] of sources.entries()) {
      await database.db.execute(sql`update orders set channel = ${channel}, channel_source = ${source} where id = ${placed[index].orderId}`);
    }
    const expected = [
      { channel: 'site', channelSource: null },
      { channel: 'widget', channelSource: 'https://www.queenstown-lodge.example' },
      { channel: 'reseller', channelSource: reseller.reseller.name },
      { channel: 'reseller', channelSource: null },
    ];
    for (const [index, order] of placed.entries()) {
      const answer = await asStaff(manager, `query ($id: String!) { order(bookingId: $id) { channel channelSource } }`, { id: order.bookingId });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.order, order.bookingId).toEqual(expected[index]);
      const found = await asStaff(manager, `query ($q: String!) { orders(search: $q) { items { bookingId channel channelSource } } }`, { q: order.bookingId });
      expect(found.data!.orders.items, order.bookingId).toEqual([{ bookingId: order.bookingId, ...expected[index] }]);
    }
  });
});
