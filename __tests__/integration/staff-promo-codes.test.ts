import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { addToCart } from '@/lib/server/carts/cart-service';
import { priceCheckout } from '@/lib/server/checkout/checkout-service';
import { createAndCompleteOrder } from '@/lib/server/checkout/order-service';
import type { LocaleRecord } from '@/lib/server/locales/locale-repository';
import { findLocaleById } from '@/lib/server/locales/locale-service';
import { staffExecutableSchema } from '@/lib/server/graphql/schema';
import { closeDb } from '@/lib/server/platform/db/client';
import { createPromo, disablePromo, promoDesk, updatePromo, type PromoCodeInput, type PromoResult } from '@/lib/server/promo-codes';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { addStaff, auditTrail, findStaffByEmail, type StaffMember } from '@/lib/server/staff';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The back office's promo codes (issue #22) on a real PostgreSQL: created, changed and disabled with
 * their rules checked on the server, their uses counted by checkout, each change audited, and refused to
 * the gate and to another park's manager.
 */
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let nz: LocaleRecord;
let manager: StaffMember; // Queenstown
let owner: StaffMember;
let gate: StaffMember;
let rotoruaManager: StaffMember;
const NOW = new Date();

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
  await seedIfEmpty(database.db, sandbox.sandboxUrl);
  await seedDemoStaff(database.db);
  invalidateCatalogue();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 12);
  nz = (await findLocaleById('nz'))!;
  const added = await addStaff({ email: 'rotorua-manager@summit-rush.test', role: 'manager', parks: ['rotorua'], language: 'en', displayName: 'Rangi' }, { label: 'command line' }, database.db);
  if (!added.ok) throw new Error(added.code);
  [manager, owner, gate, rotoruaManager] = await Promise.all(
    ['manager', 'owner', 'gate', 'rotorua-manager'].map(async (name) => (await findStaffByEmail(`${name}@summit-rush.test`, database.db))!),
  );
});

afterAll(async () => {
  await closeDb();
  await database.drop();
  await sandbox.close();
});

const input = (extra: Partial<PromoCodeInput> = {}): PromoCodeInput => ({ code: `T${randomUUID().slice(0, 8).replace(/-/g, '')}`.toUpperCase(), kind: 'percent', value: 15, validFrom: null, validUntil: null, maxUses: null, activityIds: [], ...extra });

const done = (result: PromoResult) => {
  if (result.kind !== 'done') throw new Error(`Not done: ${JSON.stringify(result)}`);
  return result.promoCode;
};

const problems = (result: PromoResult) => (result.kind === 'problems' ? result.problems : result.kind);

async function cartWith(slug: string, variationId: string, offset = 2) {
  const token = randomUUID();
  const activity = (await findParkActivity('queenstown', slug))!;
  const day = new Date(NOW.getTime() + (2 + offset) * 86_400_000).toISOString().slice(0, 10);
  const session = (await daySessions(activity, 'Pacific/Auckland', day, NOW))[0];
  const added = await addToCart({ anonymousToken: token, localeId: 'nz', parkId: 'queenstown', activitySlug: slug, sessionId: session.id, tickets: [{ variationId, quantity: 1 }] });
  expect(added.kind).toBe('added');
  return token;
}

const order = (token: string, code: string) =>
  createAndCompleteOrder({
    anonymousToken: token,
    locale: nz,
    origin: sandbox.origin,
    idempotencyKey: randomUUID(),
    customer: { firstName: 'C', lastName: 'D', email: 'c@example.com', mobilePhone: '021 555 0101' },
    code,
    gatewayId: 'nz-arrival',
    acceptTerms: true,
  });

const { execute, parse } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
const asStaff = async (member: StaffMember, query: string, variables: Record<string, unknown> = {}) =>
  (await execute({ schema: staffExecutableSchema(), document: parse(query), variableValues: variables, contextValue: { staff: member, clientAddress: null } })) as ExecutionResult<Record<string, unknown>>;
const RESULT = `{ __typename ... on PromoCodeSaved { promoCode { code kind value validFrom validUntil status disabledAt createdAt } } ... on PromoCodeFormRefused { problems { field code } } }`;

describe('creating a promo code', () => {
  it('stores its rules in the park’s days, lists it with its uses, and audits it', async () => {
    const created = done(await createPromo(manager, 'queenstown', input({ code: ' spring 25 ', kind: 'fixed', value: 2500, validFrom: '2030-03-01', validUntil: '2030-03-31', maxUses: 40, activityIds: ['nz-zipline'] })));
    expect(created).toMatchObject({ code: 'SPRING25', kind: 'fixed', value: 2500, validFrom: '2030-03-01', validUntil: '2030-03-31', maxUses: 40, uses: 0, activityIds: ['nz-zipline'], status: 'scheduled', disabledAt: null });
    // Midnight at the park (NZDT, +13:00) on the first day, and midnight after the last.
    const { rows } = await database.db.execute<{ valid_from: Date; valid_until: Date }>(sql`select valid_from, valid_until from promo_codes where id = ${created.id}`);
    expect(new Date(rows[0].valid_from).toISOString()).toBe('2030-02-28T11:00:00.000Z');
    expect(new Date(rows[0].valid_until).toISOString()).toBe('2030-03-31T11:00:00.000Z');
    const desk = (await promoDesk(manager, 'queenstown'))!;
    expect(desk).toMatchObject({ parkId: 'queenstown', parkName: 'Summit Rush Queenstown', currency: 'NZD', timeZone: 'Pacific/Auckland' });
    expect(desk.codes[0]).toMatchObject({ id: created.id, code: 'SPRING25' });
    expect(desk.codes.find((code) => code.code === 'EXPIRED')).toMatchObject({ status: 'expired', validUntil: '2024-01-01' });
    expect(desk.activities).toContainEqual({ id: 'nz-zipline', title: 'Summit Zipline' });
    const [audit] = await auditTrail('promoCode:queenstown/SPRING25');
    expect(audit).toMatchObject({ actor: manager.email, action: 'promoCode.create', parkId: 'queenstown', before: null, after: { code: 'SPRING25', kind: 'fixed', value: 2500, maxUses: 40, activityIds: ['nz-zipline'], disabled: false } });
  });

  it('checks the code, the value, the dates, the limit and the activities', async () => {
    const create = async (extra: Partial<PromoCodeInput>) => problems(await createPromo(manager, 'queenstown', input(extra)));
    expect(await create({ code: 'AB' })).toEqual([{ field: 'code', code: 'codeFormat' }]);
    expect(await create({ code: 'SUMMER-10' })).toEqual([{ field: 'code', code: 'codeFormat' }]);
    expect(await create({ code: 'summer10' })).toEqual([{ field: 'code', code: 'codeTaken' }]);
    // A gift card's code of the park is taken too: checkout would find the promo code first.
    expect(await create({ code: 'GIFTDEMO50NZ' })).toEqual([{ field: 'code', code: 'codeTaken' }]);
    expect(await create({ value: 0 })).toEqual([{ field: 'value', code: 'percent' }]);
    expect(await create({ value: 101 })).toEqual([{ field: 'value', code: 'percent' }]);
    expect(await create({ kind: 'fixed', value: 0 })).toEqual([{ field: 'value', code: 'amount' }]);
    // The API's PromoCodeKind refuses it first; the service checks it again.
    expect(await create({ kind: 'free' as never })).toEqual([{ field: 'kind', code: 'kind' }]);
    expect(await create({ validFrom: '2030-04-02', validUntil: '2030-04-01' })).toEqual([{ field: 'validUntil', code: 'order' }]);
    expect(await create({ validFrom: '2030-02-30' })).toEqual([{ field: 'validFrom', code: 'day' }]);
    expect(await create({ maxUses: 0 })).toEqual([{ field: 'maxUses', code: 'maxUses' }]);
    expect(await create({ activityIds: ['ro-redwood-zipline'] })).toEqual([{ field: 'activityIds', code: 'activities' }]);
    expect(await create({ value: 100, validFrom: '2030-04-01', validUntil: '2030-04-01', maxUses: 1 })).toEqual('done');
    // The same text at another park is another code.
    expect((await createPromo(owner, 'rotorua', input({ code: 'QTOWNONLY' }))).kind).toBe('done');
    expect((await createPromo(manager, 'queenstown', input({ code: 'QTOWNONLY' }))).kind).toBe('done');
  });

  it('creates one of two identical codes made at once', async () => {
    const same = input();
    const results = await Promise.all([createPromo(manager, 'queenstown', same), createPromo(manager, 'queenstown', same)]);
    expect(results.map((result) => result.kind).sort()).toEqual(['done', 'problems']);
    expect(results.find((result) => result.kind === 'problems')).toEqual({ kind: 'problems', problems: [{ field: 'code', code: 'codeTaken' }] });
  });
});

describe('a promo code in use', () => {
  it('counts its uses at checkout, covers only its activities, and its limit cannot go below its uses', async () => {
    const created = done(await createPromo(manager, 'queenstown', input({ code: 'ZIPONLY', value: 50, maxUses: 2, activityIds: ['nz-zipline'] })));
    const placed = await order(await cartWith('zipline', 'nz-zipline-adult'), 'zip only');
    expect(placed.kind).toBe('placed');
    expect(placed.kind === 'placed' && placed.order.discount).toBeGreaterThan(0);
    expect((await promoDesk(manager, 'queenstown'))!.codes.find((code) => code.id === created.id)).toMatchObject({ uses: 1, maxUses: 2, status: 'active' });

    expect(problems(await updatePromo(manager, created.id, input({ code: 'ZIPONLY', value: 50, maxUses: 1, activityIds: ['nz-zipline'] })))).toBe('done');
    expect((await promoDesk(manager, 'queenstown'))!.codes.find((code) => code.id === created.id)).toMatchObject({ uses: 1, maxUses: 1, status: 'usedUp' });
    expect(problems(await updatePromo(manager, created.id, input({ code: 'ZIPONLY', value: 50, maxUses: 0, activityIds: ['nz-zipline'] })))).toEqual([{ field: 'maxUses', code: 'maxUses' }]);
    await database.db.execute(sql`update promo_codes set max_uses = null, uses = 3 where id = ${created.id}`);
    expect(problems(await updatePromo(manager, created.id, input({ code: 'ZIPONLY', value: 50, maxUses: 2, activityIds: ['nz-zipline'] })))).toEqual([{ field: 'maxUses', code: 'belowUses' }]);
  });

  it('applies only to the activities it covers', async () => {
    const activities = (await promoDesk(manager, 'queenstown'))!.activities.map((activity) => activity.id);
    const notZipline = activities.find((id) => id !== 'nz-zipline' && id.startsWith('nz-'))!;
    done(await createPromo(manager, 'queenstown', input({ code: 'ONEACTIVITY', activityIds: [notZipline] })));
    const quoted = await priceCheckout(nz, { anonymousToken: await cartWith('zipline', 'nz-zipline-adult', 3), clientAddress: '10.2.2.2' }, 'ONEACTIVITY', null);
    expect(quoted.code).toMatchObject({ status: 'INVALID', reason: 'NOT_APPLICABLE' });
  });

  it('changes its rules with before and after in the audit trail; a change to a taken code is refused', async () => {
    const created = done(await createPromo(manager, 'queenstown', input({ code: 'EDITME' })));
    const changed = done(await updatePromo(manager, created.id, input({ code: 'EDITED', kind: 'fixed', value: 1000, validUntil: '2031-01-31' })));
    expect(changed).toMatchObject({ id: created.id, code: 'EDITED', kind: 'fixed', value: 1000, validFrom: null, validUntil: '2031-01-31' });
    const [audit] = await auditTrail('promoCode:queenstown/EDITME');
    expect(audit).toMatchObject({ action: 'promoCode.update', before: { code: 'EDITME', kind: 'percent', value: 15 }, after: { code: 'EDITED', kind: 'fixed', value: 1000, validUntil: '2031-01-31' } });
    expect(problems(await updatePromo(manager, created.id, input({ code: 'SUMMER10' })))).toEqual([{ field: 'code', code: 'codeTaken' }]);
    expect(problems(await updatePromo(manager, created.id, input({ code: 'EDITED', value: 20 })))).toBe('done');
  });

  it('is no code at all at checkout once disabled; disabling again changes nothing, and it is no longer changed', async () => {
    const created = done(await createPromo(manager, 'queenstown', input({ code: 'SWITCHOFF' })));
    const token = await cartWith('zipline', 'nz-zipline-adult', 4);
    expect((await priceCheckout(nz, { anonymousToken: token, clientAddress: '10.3.3.3' }, 'SWITCHOFF', null)).code).toMatchObject({ status: 'APPLIED', kind: 'PROMO' });
    const disabled = done(await disablePromo(manager, created.id));
    expect(disabled.status).toBe('disabled');
    expect(disabled.disabledAt).toBeInstanceOf(Date);
    expect((await priceCheckout(nz, { anonymousToken: token, clientAddress: '10.3.3.4' }, 'SWITCHOFF', null)).code).toMatchObject({ status: 'INVALID', reason: null });
    expect(await order(token, 'SWITCHOFF')).toMatchObject({ kind: 'problem', code: 'INVALID_CODE' });
    expect(done(await disablePromo(manager, created.id)).disabledAt).toEqual(disabled.disabledAt);
    expect(problems(await updatePromo(manager, created.id, input({ code: 'SWITCHOFF' })))).toEqual([{ field: 'form', code: 'disabled' }]);
    expect((await auditTrail('promoCode:queenstown/SWITCHOFF')).map((entry) => entry.action)).toEqual(['promoCode.disable', 'promoCode.create']);
    // Its text stays its own: no new code of the park may take it.
    expect(problems(await createPromo(manager, 'queenstown', input({ code: 'SWITCHOFF' })))).toEqual([{ field: 'code', code: 'codeTaken' }]);
  });
});

describe('who may', () => {
  it('refuses the gate and another park’s manager, for a park or a code they do not manage, writing nothing', async () => {
    const created = done(await createPromo(manager, 'queenstown', input({ code: 'NOTYOURS' })));
    for (const staff of [gate, rotoruaManager]) {
      expect(await promoDesk(staff, 'queenstown')).toBeNull();
      expect(await createPromo(staff, 'queenstown', input())).toEqual({ kind: 'forbidden' });
      expect(await updatePromo(staff, created.id, input({ code: 'STOLEN' }))).toEqual({ kind: 'forbidden' });
      expect(await disablePromo(staff, created.id)).toEqual({ kind: 'forbidden' });
      // A code that does not exist gets the same answer.
      expect(await disablePromo(staff, randomUUID())).toEqual({ kind: 'forbidden' });
    }
    expect(await promoDesk(rotoruaManager, 'rotorua')).not.toBeNull();
    expect(await promoDesk(manager, 'rotorua')).toBeNull();
    expect((await promoDesk(manager, 'queenstown'))!.codes.find((code) => code.id === created.id)).toMatchObject({ code: 'NOTYOURS', status: 'active' });
    expect((await auditTrail('promoCode:queenstown/NOTYOURS')).map((entry) => entry.action)).toEqual(['promoCode.create']);
  });
});

describe('through the staff API', () => {
  const CREATE = `mutation ($parkId: ID!, $input: PromoCodeInput!) { createPromoCode(parkId: $parkId, input: $input) ${RESULT} }`;

  it('answers the code saved, its kind and status typed and its days and instants as Date and DateTime, or the form’s problems', async () => {
    const code = input().code;
    const saved = await asStaff(manager, CREATE, { parkId: 'queenstown', input: { ...input({ code, kind: 'fixed', value: 500 }), validFrom: '2030-05-01', validUntil: '2030-05-31' } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.createPromoCode).toEqual({
      __typename: 'PromoCodeSaved',
      promoCode: { code, kind: 'fixed', value: 500, validFrom: '2030-05-01', validUntil: '2030-05-31', status: 'scheduled', disabledAt: null, createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/) },
    });
    const refused = await asStaff(manager, CREATE, { parkId: 'queenstown', input: input({ code }) });
    expect(refused.data!.createPromoCode).toEqual({ __typename: 'PromoCodeFormRefused', problems: [{ field: 'code', code: 'codeTaken' }] });
    const disabled = await asStaff(manager, `mutation ($id: ID!) { disablePromoCode(id: $id) ${RESULT} }`, { id: (await promoDesk(manager, 'queenstown'))!.codes.find((candidate) => candidate.code === code)!.id });
    expect(disabled.data!.disablePromoCode).toMatchObject({ __typename: 'PromoCodeSaved', promoCode: { code, status: 'disabled', disabledAt: expect.stringMatching(/Z$/) } });
  });

  it('refuses a day that is none, or a kind that is none, as bad input, creating nothing', async () => {
    const code = input().code;
    for (const extra of [{ validFrom: '2030-02-30' }, { validUntil: '31/03/2030' }]) {
      const answer = await asStaff(manager, CREATE, { parkId: 'queenstown', input: { ...input({ code }), ...extra } });
      expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(extra)).toBe('BAD_USER_INPUT');
    }
    // Not a value of the enum: refused before any resolver runs (the served API calls it BAD_USER_INPUT).
    const kind = await asStaff(manager, CREATE, { parkId: 'queenstown', input: { ...input({ code }), kind: 'free' } });
    expect(kind.errors?.[0]?.message).toContain('PromoCodeKind');
    expect(kind.data).toBeUndefined();
    expect((await promoDesk(manager, 'queenstown'))!.codes.map((candidate) => candidate.code)).not.toContain(code);
  });
});
