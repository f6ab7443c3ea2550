import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { addToCart } from '@/lib/server/carts/cart-service';
import { createAndCompleteOrder } from '@/lib/server/checkout/order-service';
import { priceCheckout } from '@/lib/server/checkout/checkout-service';
import { adjustCard, checkGiftCardBalance, complimentaryParks, creditOrderGiftCard, findCardForStaff, issueComplimentaryCard, restoreGiftCard, voidCard, type DeskResult } from '@/lib/server/gift-cards';
import { staffExecutableSchema } from '@/lib/server/graphql/schema';
import type { LocaleRecord } from '@/lib/server/locales/locale-repository';
import { findLocaleById } from '@/lib/server/locales/locale-service';
import type { GiftVoucherView } from '@/lib/server/mail';
import { closeDb } from '@/lib/server/platform/db/client';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { addStaff, auditTrail, findStaffByEmail, type StaffMember } from '@/lib/server/staff';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The back office's gift cards (issue #22) on a real PostgreSQL: complimentary cards, adjustments and
 * voids as ledger entries, each audited, idempotent on the screen's key, refused to the gate and to
 * another park's manager, and a void card refused at checkout.
 */
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let nz: LocaleRecord;
let manager: StaffMember; // Queenstown
let owner: StaffMember; // every park
let gate: StaffMember; // Queenstown
let rotoruaManager: StaffMember;
const NOW = new Date();

const member = async (email: string) => {
  const found = await findStaffByEmail(email, database.db);
  if (!found) throw new Error(`No staff ${email}`);
  return found;
};

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
  [manager, owner, gate, rotoruaManager] = await Promise.all(['manager', 'owner', 'gate', 'rotorua-manager'].map((name) => member(`${name}@summit-rush.test`)));
});

afterAll(async () => {
  await closeDb();
  await database.drop();
  await sandbox.close();
});

const card = (result: DeskResult) => {
  if (result.kind !== 'done') throw new Error(`Not done: ${JSON.stringify(result)}`);
  return result.card;
};

const issue = (staff: StaffMember, extra: Record<string, unknown> = {}) =>
  issueComplimentaryCard(staff, {
    parkId: 'queenstown',
    amount: 5000,
    recipientName: 'Tama Ngata',
    recipientEmail: 'tama@example.com',
    message: 'Thank you for your patience',
    language: 'en',
    idempotencyKey: randomUUID(),
    ...extra,
  } as Parameters<typeof issueComplimentaryCard>[1]);

const entriesOf = async (code: string) =>
  (
    await database.db.execute<{ reason: string; amount: number; actor: string | null; note: string | null; staff_id: string | null }>(sql`
      select t.reason, t.amount, t.actor, t.note, t.staff_id from gift_card_transactions t join gift_cards c on c.id = t.gift_card_id
      where c.code = ${code.replace(/-/g, '')} order by t.created_at, (t.reason = 'void'), t.amount desc`)
  ).rows;

const balanceOf = async (code: string) => (await entriesOf(code)).reduce((sum, entry) => sum + entry.amount, 0);

async function bookingCart(offset: number) {
  const token = randomUUID();
  const activity = (await findParkActivity('queenstown', 'zipline'))!;
  const day = new Date(NOW.getTime() + (2 + offset) * 86_400_000).toISOString().slice(0, 10);
  const session = (await daySessions(activity, 'Pacific/Auckland', day, NOW))[0];
  const added = await addToCart({ anonymousToken: token, localeId: 'nz', parkId: 'queenstown', activitySlug: 'zipline', sessionId: session.id, tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }] });
  expect(added.kind).toBe('added');
  return token;
}

const order = (token: string, code: string, gatewayId = 'nz-arrival') =>
  createAndCompleteOrder({
    anonymousToken: token,
    locale: nz,
    origin: sandbox.origin,
    idempotencyKey: randomUUID(),
    customer: { firstName: 'C', lastName: 'D', email: 'c@example.com', mobilePhone: '021 555 0101' },
    code,
    gatewayId,
    acceptTerms: true,
  });

describe('a complimentary card', () => {
  it('is an opening credit naming the staff member, its email in the recipient’s language, and an audit entry', async () => {
    const issued = card(await issue(manager));
    expect(issued).toMatchObject({ parkId: 'queenstown', currency: 'NZD', value: 5000, balance: 5000, voided: false, origin: 'complimentary', recipient: { name: 'Tama Ngata', email: 'tama@example.com', language: 'en' } });
    expect(issued.code).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    expect(await entriesOf(issued.code)).toEqual([{ reason: 'complimentary', amount: 5000, actor: manager.email, note: null, staff_id: manager.id }]);
    expect(issued.entries).toMatchObject([{ kind: 'complimentary', amount: 5000, balanceAfter: 5000, actor: manager.email }]);

    const { rows } = await database.db.execute<{ kind: string; payload: GiftVoucherView }>(sql`select kind, payload from outbox where dedupe_key = ${`gift-card-complimentary:${issued.id}`}`);
    expect(rows).toHaveLength(1);
    expect(rows[0].kind).toBe('gift-card-recipient');
    expect(rows[0].payload).toMatchObject({ complimentary: true, code: issued.code, amount: 5000, currency: 'NZD', language: 'en', parkName: 'Summit Rush Queenstown', recipient: { email: 'tama@example.com' } });
    expect(rows[0].payload.siteUrl).toMatch(/^https?:\/\/nz\.localhost/);

    const [audit] = await auditTrail(`giftCard:${issued.code}`);
    expect(audit).toMatchObject({ actor: manager.email, action: 'giftCard.issueComplimentary', parkId: 'queenstown', before: null, after: { amount: 5000, balance: 5000, currency: 'NZD', recipientEmail: 'tama@example.com' } });
  });

  it('is emailed in Chinese from the park’s Chinese site when asked', async () => {
    const issued = card(await issueComplimentaryCard(owner, { parkId: 'hong-kong', amount: 100000, recipientName: '小美', recipientEmail: 'mei@example.com', message: null, language: 'zh-Hant', idempotencyKey: randomUUID() }));
    expect(issued).toMatchObject({ currency: 'HKD', balance: 100000 });
    const { rows } = await database.db.execute<{ payload: GiftVoucherView }>(sql`select payload from outbox where dedupe_key = ${`gift-card-complimentary:${issued.id}`}`);
    expect(rows[0].payload).toMatchObject({ language: 'zh-Hant', parkName: '峰躍探險樂園 香港', message: null });
    expect(rows[0].payload.siteUrl).toMatch(/^https?:\/\/zh\.hk\.localhost/);
  });

  it('takes a positive, bounded, whole amount of minor units and a recipient, checked on the server', async () => {
    const problems = async (extra: Record<string, unknown>) => {
      const result = await issue(manager, extra);
      return result.kind === 'problems' ? result.problems : result.kind;
    };
    expect(await problems({ amount: 0 })).toEqual([{ field: 'amount', code: 'amount' }]);
    expect(await problems({ amount: -500 })).toEqual([{ field: 'amount', code: 'amount' }]);
    expect(await problems({ amount: 12.5 })).toEqual([{ field: 'amount', code: 'amount' }]);
    expect(await problems({ amount: nz.giftMaxAmount + 1 })).toEqual([{ field: 'amount', code: 'tooLarge' }]);
    expect(await problems({ recipientEmail: 'a@b.c, d@e.f', recipientName: 'Line\nbreak' })).toEqual([
      { field: 'recipientName', code: 'oneLine' },
      { field: 'recipientEmail', code: 'email' },
    ]);
    expect(await problems({ idempotencyKey: 'x' })).toEqual([{ field: 'form', code: 'key' }]);
    expect(await problems({ amount: nz.giftMaxAmount })).toBe('done');
  });

  it('is issued once for one key, however often or however at once it is asked', async () => {
    const idempotencyKey = randomUUID();
    const first = card(await issue(manager, { idempotencyKey }));
    const again = card(await issue(manager, { idempotencyKey }));
    expect(again.id).toBe(first.id);
    const key = randomUUID();
    const both = await Promise.all([issue(manager, { idempotencyKey: key }), issue(manager, { idempotencyKey: key })]);
    expect(card(both[0]).id).toBe(card(both[1]).id);
    const { rows } = await database.db.execute<{ cards: number; mails: number; audits: number }>(sql`
      select (select count(*) from gift_card_transactions where idempotency_key in (${idempotencyKey}, ${key}))::int as cards,
             (select count(*) from outbox where dedupe_key in (${`gift-card-complimentary:${first.id}`}, ${`gift-card-complimentary:${card(both[0]).id}`}))::int as mails,
             (select count(*) from staff_audit where subject in (${`giftCard:${first.code}`}, ${`giftCard:${card(both[0]).code}`}))::int as audits`);
    expect(rows[0]).toEqual({ cards: 2, mails: 2, audits: 2 });
  });
});

describe('an adjustment', () => {
  it('is one entry with its reason, never takes the balance below zero, and is audited before and after', async () => {
    const issued = card(await issue(manager, { amount: 3000 }));
    const credited = card(await adjustCard(manager, { code: issued.code, amount: 1500, reason: 'Goodwill for a late session', idempotencyKey: randomUUID() }));
    expect(credited.balance).toBe(4500);
    const debited = card(await adjustCard(manager, { code: issued.code.toLowerCase().replace(/-/g, ' '), amount: -4000, reason: 'Typed the wrong amount', idempotencyKey: randomUUID() }));
    expect(debited.balance).toBe(500);
    const below = await adjustCard(manager, { code: issued.code, amount: -501, reason: 'Too much', idempotencyKey: randomUUID() });
    expect(below).toEqual({ kind: 'problems', problems: [{ field: 'amount', code: 'belowZero' }] });
    expect(await adjustCard(manager, { code: issued.code, amount: 100, reason: '  ', idempotencyKey: randomUUID() })).toEqual({
      kind: 'problems',
      problems: [{ field: 'reason', code: 'reasonRequired' }],
    });
    expect(await adjustCard(manager, { code: issued.code, amount: 0, reason: 'Nothing', idempotencyKey: randomUUID() })).toMatchObject({ kind: 'problems' });
    expect((await adjustCard(manager, { code: issued.code, amount: 500_001, reason: 'Far too much', idempotencyKey: randomUUID() })).kind).toBe('problems');

    expect(await entriesOf(issued.code)).toEqual([
      { reason: 'complimentary', amount: 3000, actor: manager.email, note: null, staff_id: manager.id },
      { reason: 'adjustment', amount: 1500, actor: manager.email, note: 'Goodwill for a late session', staff_id: manager.id },
      { reason: 'adjustment', amount: -4000, actor: manager.email, note: 'Typed the wrong amount', staff_id: manager.id },
    ]);
    expect(debited.entries.map((entry) => entry.balanceAfter)).toEqual([3000, 4500, 500]);
    const trail = await auditTrail(`giftCard:${issued.code}`);
    expect(trail.filter((entry) => entry.action === 'giftCard.adjust').map((entry) => [entry.before, entry.after])).toEqual(
      expect.arrayContaining([
        [{ balance: 3000, currency: 'NZD' }, { balance: 4500, currency: 'NZD', amount: 1500, reason: 'Goodwill for a late session' }],
        [{ balance: 4500, currency: 'NZD' }, { balance: 500, currency: 'NZD', amount: -4000, reason: 'Typed the wrong amount' }],
      ]),
    );
  });

  it('is written once for one key: twice in a row, or two at once', async () => {
    const issued = card(await issue(manager, { amount: 1000 }));
    const idempotencyKey = randomUUID();
    const input = { code: issued.code, amount: -300, reason: 'Double click', idempotencyKey };
    expect(card(await adjustCard(manager, input)).balance).toBe(700);
    expect(card(await adjustCard(manager, input)).balance).toBe(700);
    const racing = { ...input, idempotencyKey: randomUUID() };
    const both = await Promise.all([adjustCard(manager, racing), adjustCard(manager, racing)]);
    expect(both.map((result) => card(result).balance)).toEqual([400, 400]);
    expect((await entriesOf(issued.code)).filter((entry) => entry.reason === 'adjustment')).toHaveLength(2);
    // The same key for another action, or another card, is refused rather than replayed.
    expect(await voidCard(manager, { code: issued.code, reason: 'Reused key', idempotencyKey })).toEqual({ kind: 'problems', problems: [{ field: 'form', code: 'key' }] });
  });

  it('never takes a card below zero, whatever arrives at once', async () => {
    const issued = card(await issue(manager, { amount: 1000 }));
    const results = await Promise.all(Array.from({ length: 6 }, () => adjustCard(manager, { code: issued.code, amount: -300, reason: 'Spent at the café', idempotencyKey: randomUUID() })));
    expect(results.filter((result) => result.kind === 'done')).toHaveLength(3);
    expect(results.filter((result) => result.kind === 'problems')).toHaveLength(3);
    expect(await balanceOf(issued.code)).toBe(100);
  });
});

describe('a void', () => {
  it('takes the balance to zero through an entry; the card is then refused at checkout, by the balance check and for adjustments', async () => {
    const issued = card(await issue(manager, { amount: 4000 }));
    // Before the void, the card pays at checkout.
    const before = await priceCheckout(nz, { anonymousToken: await bookingCart(0), clientAddress: '10.1.1.1' }, issued.code, null);
    expect(before.code).toMatchObject({ status: 'APPLIED', kind: 'GIFT_CARD' });

    const voided = card(await voidCard(manager, { code: issued.code, reason: 'Reported stolen', idempotencyKey: randomUUID() }));
    expect(voided).toMatchObject({ balance: 0, voided: true });
    expect((await entriesOf(issued.code)).at(-1)).toEqual({ reason: 'void', amount: -4000, actor: manager.email, note: 'Reported stolen', staff_id: manager.id });
    const [audit] = await auditTrail(`giftCard:${issued.code}`);
    expect(audit).toMatchObject({ action: 'giftCard.void', before: { balance: 4000, voided: false }, after: { balance: 0, voided: true, reason: 'Reported stolen' } });

    const token = await bookingCart(1);
    const quoted = await priceCheckout(nz, { anonymousToken: token, clientAddress: '10.1.1.2' }, issued.code, null);
    expect(quoted.code).toMatchObject({ status: 'INVALID' });
    expect(quoted.giftCard).toBe(0);
    const placed = await order(token, issued.code);
    expect(placed).toMatchObject({ kind: 'problem', code: 'INVALID_CODE' });
    expect(await checkGiftCardBalance(nz, issued.code, { anonymousToken: randomUUID(), clientAddress: '10.1.1.3' })).toEqual({ kind: 'problem', code: 'VOIDED' });
    expect(await adjustCard(manager, { code: issued.code, amount: 500, reason: 'Too late', idempotencyKey: randomUUID() })).toEqual({ kind: 'problems', problems: [{ field: 'form', code: 'voided' }] });
    expect(await voidCard(manager, { code: issued.code, reason: 'Again', idempotencyKey: randomUUID() })).toEqual({ kind: 'problems', problems: [{ field: 'form', code: 'voided' }] });
    expect(await balanceOf(issued.code)).toBe(0);
  });

  it('needs a reason, and is written once for one key', async () => {
    const issued = card(await issue(manager, { amount: 800 }));
    expect(await voidCard(manager, { code: issued.code, reason: '', idempotencyKey: randomUUID() })).toEqual({ kind: 'problems', problems: [{ field: 'reason', code: 'reasonRequired' }] });
    const input = { code: issued.code, reason: 'Duplicate card', idempotencyKey: randomUUID() };
    const both = await Promise.all([voidCard(manager, input), voidCard(manager, input)]);
    expect(both.map((result) => card(result).voided)).toEqual([true, true]);
    expect(card(await voidCard(manager, input)).balance).toBe(0);
    expect((await entriesOf(issued.code)).filter((entry) => entry.reason === 'void')).toHaveLength(1);
  });

  it('keeps what an unpaid order gives back after it: a reversal, then the void’s entry, and still zero', async () => {
    // Less than a ticket: the order takes all of it and waits for the rest by card.
    const issued = card(await issue(manager, { amount: 1000 }));
    const placed = await order(await bookingCart(2), issued.code, 'nz-windcave');
    if (placed.kind !== 'placed') throw new Error(placed.kind);
    expect(placed.order.giftCardAmount).toBe(1000);
    expect(await balanceOf(issued.code)).toBe(0);
    card(await voidCard(manager, { code: issued.code, reason: 'Lost', idempotencyKey: randomUUID() }));
    await database.db.transaction((tx) => restoreGiftCard(tx, placed.order.id));
    const entries = await entriesOf(issued.code);
    expect(entries.map((entry) => entry.reason)).toEqual(['complimentary', 'redemption', 'void', 'reversal', 'void']);
    expect(entries.at(-1)).toMatchObject({ amount: -1000, actor: manager.email, note: 'Lost' });
    expect(await balanceOf(issued.code)).toBe(0);
    const read = (await findCardForStaff(manager, issued.code))!;
    expect(read.entries.every((entry) => entry.balanceAfter >= 0)).toBe(true);
    expect(read.orders).toEqual([expect.objectContaining({ bookingId: placed.order.bookingId, amount: 0 })]);
  });

  it('keeps a desk refund onto the order’s own card: the credit, then the void’s entry, and still zero', async () => {
    const issued = card(await issue(manager, { amount: 1000 }));
    const placed = await order(await bookingCart(3), issued.code, 'nz-windcave');
    if (placed.kind !== 'placed') throw new Error(placed.kind);
    card(await voidCard(manager, { code: issued.code, reason: 'Reported stolen', idempotencyKey: randomUUID() }));
    await database.db.transaction((tx) => creditOrderGiftCard(tx, placed.order.id, 600));
    const entries = await entriesOf(issued.code);
    expect(entries.map((entry) => entry.reason)).toEqual(['complimentary', 'redemption', 'void', 'refund', 'void']);
    expect(entries.slice(-2)).toMatchObject([{ amount: 600 }, { amount: -600, actor: manager.email, note: 'Reported stolen' }]);
    expect(await balanceOf(issued.code)).toBe(0);
  });
});

describe('who may', () => {
  it('reads a card with its ledger and the orders that spent it, in the member’s own parks only', async () => {
    const issued = card(await issue(manager, { amount: 50000 }));
    const placed = await order(await bookingCart(3), issued.code);
    if (placed.kind !== 'placed') throw new Error(placed.kind);
    const read = (await findCardForStaff(manager, issued.code.replace(/-/g, '').toLowerCase()))!;
    expect(read.orders).toEqual([expect.objectContaining({ bookingId: placed.order.bookingId, amount: placed.order.giftCardAmount, currency: 'NZD' })]);
    expect(read.entries.map((entry) => [entry.kind, entry.bookingId])).toEqual([
      ['complimentary', null],
      ['redemption', placed.order.bookingId],
    ]);
    expect(await findCardForStaff(owner, issued.code)).not.toBeNull();
    // Another park's manager, and the gate, learn nothing: the same answer as for a code that does not exist.
    expect(await findCardForStaff(rotoruaManager, issued.code)).toBeNull();
    expect(await findCardForStaff(gate, issued.code)).toBeNull();
    expect(await findCardForStaff(manager, 'NOPE-NOPE-NOPE-NOPE')).toBeNull();
    expect(await complimentaryParks(gate)).toEqual([]);
    expect(await complimentaryParks(manager)).toEqual([{ parkId: 'queenstown', name: 'Summit Rush Queenstown', currency: 'NZD', maxAmount: nz.giftMaxAmount }]);
  });

  it('refuses the gate and another park’s manager every change, writing nothing', async () => {
    const issued = card(await issue(manager, { amount: 2000 }));
    const forbidden = { kind: 'forbidden' };
    for (const staff of [gate, rotoruaManager]) {
      expect(await adjustCard(staff, { code: issued.code, amount: 100, reason: 'No', idempotencyKey: randomUUID() })).toEqual(forbidden);
      expect(await adjustCard(staff, { code: 'AAAA-BBBB-CCCC-DDDD', amount: 100, reason: 'No', idempotencyKey: randomUUID() })).toEqual(forbidden);
      expect(await voidCard(staff, { code: issued.code, reason: 'No', idempotencyKey: randomUUID() })).toEqual(forbidden);
      expect(await issue(staff)).toEqual(forbidden);
    }
    // A manager names a park that is not theirs for a complimentary card.
    expect(await issue(manager, { parkId: 'rotorua' })).toEqual(forbidden);
    expect(await entriesOf(issued.code)).toHaveLength(1);
    expect((await auditTrail(`giftCard:${issued.code}`)).map((entry) => entry.action)).toEqual(['giftCard.issueComplimentary']);
  });
});

describe('through the staff API', () => {
  const { execute, parse } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
  const asStaff = async (member: StaffMember, query: string, variables: Record<string, unknown>) =>
    (await execute({ schema: staffExecutableSchema(), document: parse(query), variableValues: variables, contextValue: { staff: member, clientAddress: null } })) as ExecutionResult<Record<string, unknown>>;
  const RESULT = `{ __typename ... on GiftCardActionDone { card { code currency createdAt origin recipient { language } entries { at kind amount } balance } } ... on GiftCardFormRefused { problems { field code } } }`;
  const ISSUE = `mutation ($input: IssueComplimentaryGiftCardInput!) { issueComplimentaryGiftCard(input: $input) ${RESULT} }`;
  const ADJUST = `mutation ($input: AdjustGiftCardInput!) { adjustGiftCard(input: $input) ${RESULT} }`;
  const VOID = `mutation ($input: VoidGiftCardInput!) { voidGiftCard(input: $input) ${RESULT} }`;
  const complimentary = (extra: Record<string, unknown> = {}) => ({ parkId: 'queenstown', amount: 1500, recipientName: 'Tama', recipientEmail: 'tama@example.com', language: 'zh-Hant', idempotencyKey: randomUUID(), ...extra });

  it('answers the card done, its origin, entries, language, currency and instants typed; or the form’s problems', async () => {
    const issued = await asStaff(manager, ISSUE, { input: complimentary() });
    expect(issued.errors).toBeUndefined();
    const answer = issued.data!.issueComplimentaryGiftCard as { __typename: string; card: { code: string } };
    expect(answer).toEqual({
      __typename: 'GiftCardActionDone',
      card: {
        code: expect.any(String),
        currency: 'NZD',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/),
        origin: 'complimentary',
        recipient: { language: 'zh-Hant' },
        entries: [{ at: expect.stringMatching(/Z$/), kind: 'complimentary', amount: 1500 }],
        balance: 1500,
      },
    });
    const code = answer.card.code;
    const below = await asStaff(manager, ADJUST, { input: { code, amount: -2000, reason: 'Typo', idempotencyKey: randomUUID() } });
    expect(below.data!.adjustGiftCard).toEqual({ __typename: 'GiftCardFormRefused', problems: [{ field: 'amount', code: 'belowZero' }] });
    const voided = await asStaff(manager, VOID, { input: { code, reason: 'Sent twice', idempotencyKey: randomUUID() } });
    expect(voided.data!.voidGiftCard).toMatchObject({ __typename: 'GiftCardActionDone', card: { balance: 0, entries: [{ kind: 'complimentary' }, { kind: 'void', amount: -1500 }] } });
    const again = await asStaff(manager, VOID, { input: { code, reason: 'Sent twice', idempotencyKey: randomUUID() } });
    expect(again.data!.voidGiftCard).toEqual({ __typename: 'GiftCardFormRefused', problems: [{ field: 'form', code: 'voided' }] });
  });

  it('refuses a language that is none as bad input, issuing nothing; another park’s card is FORBIDDEN', async () => {
    const key = randomUUID();
    const unknown = await asStaff(manager, ISSUE, { input: complimentary({ language: 'fr', idempotencyKey: key }) });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await database.db.execute(sql`select id from gift_card_transactions where idempotency_key = ${key}`)).rows).toEqual([]);
    const issued = card(await issue(manager, { amount: 700 }));
    const refused = await asStaff(rotoruaManager, ADJUST, { input: { code: issued.code, amount: 100, reason: 'No', idempotencyKey: randomUUID() } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.data).toBeNull();
  });
});
