import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { addDays } from '@/lib/domain/calendar';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { addToCart } from '@/lib/server/carts/cart-service';
import { createAndCompleteOrder, type OrderOutcome } from '@/lib/server/checkout/order-service';
import { priceCheckout } from '@/lib/server/checkout/checkout-service';
import { staffExecutableSchema } from '@/lib/server/graphql/schema';
import { groupInvoicePdf, groupOfOrder, handleOverdueGroups, mailGroupInvoices, remindGroupBalances } from '@/lib/server/groups';
import { findLocaleById, invalidateLocales } from '@/lib/server/locales/locale-service';
import { renderGroupBalance, renderGroupInvoice } from '@/lib/server/mail/group-balance';
import type { GroupBalanceView, GroupInvoiceView, OrderUpdateEmailView } from '@/lib/server/mail';
import { renderOrderUpdate } from '@/lib/server/mail/order-update';
import { groupAdditionOptions, loadOrder, signBookingLink } from '@/lib/server/orders';
import { addMyGroupTickets, cancelMyTickets } from '@/lib/server/my-booking/my-booking-actions';
import { confirmChargePayment, confirmPayment, startChargePayment } from '@/lib/server/payments/payment-service';
import { closeDb, db } from '@/lib/server/platform/db/client';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { findStaffByEmail, type StaffMember } from '@/lib/server/staff';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase } from '../helpers/test-database';

/*
 * Group bookings with a deposit (lib/domain/group-booking.ts): the park's settings saved by its manager, a
 * school's 40 riders booked with a deposit paid by card (the payment sandbox), the balance a due charge
 * owed ticket by ticket and paid through its own link after its reminder, the invoice, and the overdue
 * rule (keep, release) applied through the orders' state machine. Real PostgreSQL, the real sandbox.
 */
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const NOW = new Date();
const staff: Record<'manager' | 'gate', StaffMember> = {} as never;

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
  await seedIfEmpty(database.db, sandbox.sandboxUrl);
  await seedDemoStaff(database.db);
  invalidateCatalogue();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 45);
  staff.manager = (await findStaffByEmail('manager@summit-rush.test'))!;
  staff.gate = (await findStaffByEmail('gate@summit-rush.test'))!;
});
afterAll(async () => {
  await closeDb();
  await database.drop();
  await sandbox.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute<T & Record<string, unknown>>(query)).rows;
const { execute, parse } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
async function asStaff<T = Record<string, unknown>>(member: StaffMember, query: string, variables: Record<string, unknown> = {}): Promise<ExecutionResult<T>> {
  return (await execute({ schema: staffExecutableSchema(), document: parse(query), variableValues: variables, contextValue: { staff: member, clientAddress: null } })) as ExecutionResult<T>;
}

const GROUPS = {
  groupsEnabled: true,
  groupMinPeople: '25',
  groupDepositKind: 'percent',
  groupDepositValue: '25',
  groupBalanceDaysBefore: '14',
  groupDuePolicy: 'keep',
  invoiceBusinessName: 'Summit Rush Queenstown Ltd',
  invoiceBusinessAddress: '1 Skyline Access Road, Queenstown',
  invoiceTaxNumber: '123-456-789',
  invoiceTaxLabel: 'GST',
  invoiceTaxPercent: '15',
};
const SAVE = `mutation ($groups: GroupsSettingsInput) { saveSiteSettings(localeId: "nz", groups: $groups) {
  __typename
  ... on SiteSettingsSaved { settings { groups { groupsEnabled groupMinPeople groupDepositKind groupDepositValue groupDuePolicy invoiceTaxPercent } } }
  ... on SettingsFormRefused { problems { field code } } } }`;
type SaveResult = { saveSiteSettings: { __typename: string; settings?: { groups: Record<string, unknown> }; problems?: { field: string; code: string }[] } };

async function saveGroups(values: Record<string, unknown>, member = staff.manager) {
  const result = await asStaff<SaveResult>(member, SAVE, { groups: { ...GROUPS, ...values } });
  invalidateLocales();
  return result;
}

/** The local day `days` from today in Queenstown, away from the year's end (peak days). */
const dayFromNow = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString().slice(0, 10);

const WAVE = 16;

/** A school's cart of `quantity` luge tickets on `date`; answers the placing's outcome (paid by Windcave's hosted page when it starts one). */
async function schoolBooks(date: string, options: { quantity?: number; group?: Record<string, unknown> | null; gatewayId?: string } = {}): Promise<{ outcome: OrderOutcome; token: string }> {
  const locale = (await findLocaleById('nz'))!;
  const token = randomUUID();
  const activity = (await findParkActivity('queenstown', 'luge'))!;
  // A demo session takes 16: a school goes in waves, one session after another.
  const sessions = await daySessions(activity, locale.timeZone, date, NOW);
  for (let left = options.quantity ?? 40, wave = 0; left > 0; left -= WAVE, wave++) {
    const added = await addToCart({ anonymousToken: token, localeId: 'nz', parkId: 'queenstown', activitySlug: 'luge', sessionId: sessions[wave].id, tickets: [{ variationId: 'nz-luge-five-rides', quantity: Math.min(WAVE, left) }] });
    expect(added.kind).toBe('added');
  }
  const outcome = await createAndCompleteOrder({
    anonymousToken: token,
    locale,
    origin: sandbox.origin,
    idempotencyKey: randomUUID(),
    customer: { firstName: 'Mere', lastName: 'Tane', mobilePhone: '021 555 0142', email: `teacher-${randomUUID().slice(0, 8)}@school.example` },
    code: null,
    gatewayId: options.gatewayId ?? 'nz-windcave',
    acceptTerms: true,
    group: options.group === undefined ? { organisation: 'Wakatipu High School', invoiceEmail: 'accounts@wakatipu.school.example' } : options.group,
  });
  return { outcome, token };
}

async function approveAtSandbox(url: string) {
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams({ choice: 'approve', notify: 'never' }), redirect: 'manual' });
  expect(response.status).toBe(303);
}

/** A school books and pays its deposit; answers the order's id. */
async function paidGroup(date: string, quantity = 40): Promise<string> {
  const { outcome } = await schoolBooks(date, { quantity });
  if (outcome.kind !== 'placed') throw new Error(`expected an order, got ${outcome.code}`);
  expect(outcome.action?.kind).toBe('redirect');
  await approveAtSandbox((outcome.action as { url: string }).url);
  expect((await confirmPayment(outcome.order.token)).outcome).toBe('PAID');
  return outcome.order.id;
}

describe('group settings (back office)', () => {
  it('are saved by the park’s manager, refused field by field when wrong, and not a gate’s', async () => {
    const saved = await saveGroups({});
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveSiteSettings.settings?.groups).toEqual({ groupsEnabled: true, groupMinPeople: '25', groupDepositKind: 'percent', groupDepositValue: '25', groupDuePolicy: 'keep', invoiceTaxPercent: '15' });
    const perPerson = await saveGroups({ groupDepositKind: 'per_person', groupDepositValue: '12.50' });
    expect(perPerson.data?.saveSiteSettings.settings?.groups).toMatchObject({ groupDepositKind: 'per_person', groupDepositValue: '12.50' });
    expect((await rows<{ group_rules: unknown }>(sql`select group_rules from parks where id = 'queenstown'`))[0].group_rules).toMatchObject({ depositKind: 'per_person', depositValue: 1250 });

    const refused = await saveGroups({ groupMinPeople: '1', groupDepositValue: '0', invoiceTaxPercent: '60' });
    expect(refused.data?.saveSiteSettings.problems).toEqual([
      { field: 'groupMinPeople', code: 'groupSize' },
      { field: 'groupDepositValue', code: 'deposit' },
      { field: 'invoiceTaxPercent', code: 'taxPercent' },
    ]);
    // Refused: nothing changed.
    expect((await rows<{ group_rules: unknown }>(sql`select group_rules from parks where id = 'queenstown'`))[0].group_rules).toMatchObject({ depositKind: 'per_person', depositValue: 1250 });
    const gate = await saveGroups({}, staff.gate);
    expect(gate.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    expect((await saveGroups({})).data?.saveSiteSettings.__typename).toBe('SiteSettingsSaved');
  });
});

describe('a school books 40 riders with a deposit', () => {
  it('pays a quarter down by card, owes the rest as a charge shared by its tickets, is reminded, and pays it through the link', async () => {
    await saveGroups({});
    const visit = dayFromNow(30);
    const locale = (await findLocaleById('nz'))!;
    const orderId = await paidGroup(visit);
    const order = (await loadOrder(db(), { id: orderId }))!;
    expect(order.status).toBe('paid');
    const cost = order.subtotal - order.discount;
    const deposit = Math.round(cost / 4);
    // Windcave takes no card fee in the demo: the order's own payment is the deposit alone.
    expect(order.total).toBe(deposit + order.cardFee);
    const [payment] = await rows<{ amount: number; status: string }>(sql`select amount, status from payments where order_id = ${orderId} and charge_id is null`);
    expect(payment).toEqual({ amount: order.total, status: 'authorised' });

    const group = (await groupOfOrder(db(), orderId))!;
    expect(group).toMatchObject({ organisation: 'Wakatipu High School', people: 40, deposit, balance: cost - deposit, dueOn: addDays(visit, -14), due: cost - deposit });
    const [charge] = await rows<{ id: string; amount: number; status: string; token: string; link_sent: boolean }>(sql`select id, amount, status, token, link_sent from order_charges where order_id = ${orderId}`);
    expect(charge).toMatchObject({ amount: cost - deposit, status: 'due', link_sent: true });
    const shares = await rows<{ n: number; sum: number }>(sql`select count(*)::int as n, sum(amount)::int as sum from order_charge_tickets where charge_id = ${charge.id}`);
    expect(shares).toEqual([{ n: 40, sum: cost - deposit }]);

    // Nothing to remind of three weeks before the due day; a week before, one reminder, once.
    expect(await remindGroupBalances(new Date(`${addDays(group.dueOn, -21)}T00:00:00Z`))).toBe(0);
    const weekBefore = new Date(`${addDays(group.dueOn, -7)}T03:00:00Z`);
    expect(await remindGroupBalances(weekBefore)).toBe(1);
    expect(await remindGroupBalances(weekBefore)).toBe(0);
    const [mail] = await rows<{ payload: GroupBalanceView }>(sql`select payload from outbox where kind = 'group-balance' and payload->>'orderId' = ${orderId}`);
    expect(mail.payload).toMatchObject({ amount: cost - deposit, stage: 7, organisation: 'Wakatipu High School', payUrl: `${sandbox.origin}/pay/${charge.token}` });
    const rendered = await renderGroupBalance(mail.payload);
    expect(rendered.text).toContain(`/pay/${charge.token}`);
    expect(rendered.text).toContain('Wakatipu High School');
    expect(rendered.text).toContain('/invoice.pdf');

    // The invoice: the park's business and tax line, a PDF.
    const pdf = (await groupInvoicePdf(order, group, locale))!;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Mailed once to the invoice address, attached: no link there (the booking's own would let that mailbox change it).
    expect(await mailGroupInvoices(NOW)).toBe(1);
    expect(await mailGroupInvoices(NOW)).toBe(0);
    const [invoiceMail] = await rows<{ payload: GroupInvoiceView }>(sql`select payload from outbox where kind = 'group-invoice' and payload->>'orderId' = ${orderId}`);
    expect(invoiceMail.payload).toMatchObject({ invoiceEmail: 'accounts@wakatipu.school.example', organisation: 'Wakatipu High School', bookingId: order.bookingId });
    const invoiceRendered = await renderGroupInvoice(invoiceMail.payload);
    expect(invoiceRendered.attachments.map((file) => [file.contentType, file.content.subarray(0, 5).toString()])).toEqual([['application/pdf', '%PDF-']]);
    expect(`${invoiceRendered.text}${invoiceRendered.html}`).not.toMatch(/my-booking|\/pay\//);

    // Staff see it: on the visit's day sheet with its deposit, balance and riders, and among the groups with a balance due.
    const sheet = await asStaff<{ daySheet: { groups: { bookingId: string; organisation: string; people: number; deposit: number; balanceDue: number; dueOn: string }[] } }>(
      staff.manager,
      `query ($d: Date!) { daySheet(parkId: "queenstown", date: $d) { groups { bookingId organisation people deposit balanceDue dueOn } } }`,
      { d: visit },
    );
    expect(sheet.data?.daySheet.groups).toEqual([{ bookingId: order.bookingId, organisation: 'Wakatipu High School', people: 40, deposit: order.total, balanceDue: cost - deposit, dueOn: group.dueOn }]);
    const DUE = `{ orders(groupsWithBalanceDue: true, first: 50) { items { bookingId } } }`;
    const due = async () => (await asStaff<{ orders: { items: { bookingId: string }[] } }>(staff.manager, DUE)).data?.orders.items.map((item) => item.bookingId);
    expect(await due()).toContain(order.bookingId);

    // The organiser pays the balance through the link, by Windcave's hosted page.
    const started = await startChargePayment(charge.token, sandbox.origin);
    expect(started.outcome).toBe('NOT_PAID');
    await approveAtSandbox((started.action as { url: string }).url);
    expect((await confirmChargePayment(charge.token)).outcome).toBe('PAID');
    const after = (await groupOfOrder(db(), orderId))!;
    expect(after.due).toBe(0);
    expect(after.cost).toBe(cost + order.cardFee);
    expect(await due()).not.toContain(order.bookingId);
    // Money in, in all: the deposit and the balance, each once.
    const [taken] = await rows<{ sum: number }>(sql`select sum(amount)::int as sum from payments where order_id = ${orderId} and status = 'authorised'`);
    expect(taken.sum).toBe(cost + order.cardFee);
    // Paid: no more reminders, and nothing overdue after its due day.
    expect(await remindGroupBalances(new Date(`${group.dueOn}T03:00:00Z`))).toBe(0);
    expect(await handleOverdueGroups(new Date(`${addDays(group.dueOn, 2)}T03:00:00Z`))).toBe(0);
  });

  it('asks the organisation and invoice email, and a deposit paid online, before anything is sold', async () => {
    await saveGroups({});
    const missing = await schoolBooks(dayFromNow(31), { group: null });
    expect(missing.outcome).toMatchObject({ kind: 'problem', code: 'INVALID_DETAILS' });
    expect((missing.outcome as { fields: { field: string }[] }).fields.map((field) => field.field)).toEqual(['organisation', 'invoiceEmail']);
    const onArrival = await schoolBooks(dayFromNow(32), { gatewayId: 'nz-arrival' });
    expect(onArrival.outcome).toMatchObject({ kind: 'problem', code: 'UNSUPPORTED_PAYMENT' });
    // A smaller party is no group: it pays in full, as before.
    const small = await schoolBooks(dayFromNow(35), { quantity: 5, group: null });
    expect(small.outcome.kind).toBe('placed');
    const quote = await priceCheckout((await findLocaleById('nz'))!, { anonymousToken: small.token, clientAddress: null }, null, null);
    expect(quote.group).toBeNull();
  });

  it('pays everything at once when booked on or after the due day', async () => {
    await saveGroups({});
    const orderId = await paidGroup(dayFromNow(10), 30);
    const order = (await loadOrder(db(), { id: orderId }))!;
    expect(order.total).toBe(order.subtotal - order.discount + order.cardFee);
    expect(await rows(sql`select id from order_charges where order_id = ${orderId}`)).toEqual([]);
    expect((await groupOfOrder(db(), orderId))!.balance).toBe(0);
  });
});

describe('the organiser changes the numbers', () => {
  it('within the park’s group size: fewer riders re-price the balance through the charge machine; below it, refused', async () => {
    await saveGroups({});
    const orderId = await paidGroup(dayFromNow(36), 30);
    const order = (await loadOrder(db(), { id: orderId }))!;
    const before = (await groupOfOrder(db(), orderId))!;
    const { token } = signBookingLink(orderId);
    const ctx = { locale: (await findLocaleById('nz'))! };
    const codes = order.tickets.map((ticket) => ticket.code);
    // 30 → 24: below the group size of 25, refused, nothing changed.
    const below = await cancelMyTickets(token, ctx, codes.slice(0, 6), 'original', randomUUID());
    expect(below.problem).toBe('BELOW_GROUP_SIZE');
    expect((await groupOfOrder(db(), orderId))!.due).toBe(before.due);
    // 30 → 26: the cancelled riders' shares of the balance end, the rest is owed again as one new charge.
    const fewer = await cancelMyTickets(token, ctx, codes.slice(0, 4), 'original', randomUUID());
    expect(fewer.problem).toBeNull();
    const after = (await groupOfOrder(db(), orderId))!;
    expect(after.dueCharges).toHaveLength(1);
    expect(after.due).toBeLessThan(before.due);
    const statuses = await rows<{ status: string }>(sql`select status from order_charges where order_id = ${orderId} order by created_at`);
    expect(statuses.map((row) => row.status)).toEqual(['cancelled', 'due']);
    // What the park holds stays the standing tickets' value less what is still due: taken less given back.
    const [money] = await rows<{ taken: number; back: number }>(sql`
      select (select coalesce(sum(amount), 0) from payments where order_id = ${orderId} and status = 'authorised')::int as taken,
        (select coalesce(sum(amount), 0) from refunds where order_id = ${orderId})::int as back`);
    expect(money.taken - money.back + after.due).toBe(after.cost);
    // What is left is the group's balance still, and the mail says so (not a move's difference).
    expect((await rows<{ reason: string }>(sql`select reason from order_charges where order_id = ${orderId} and status = 'due'`))[0].reason).toBe('Group balance');
    const [update] = await rows<{ payload: OrderUpdateEmailView }>(sql`select payload from outbox where kind = 'order-update' and payload->>'orderId' = ${orderId}`);
    expect(update.payload.charge).toMatchObject({ amount: after.due, groupBalance: true });
    const told = await renderOrderUpdate(update.payload);
    expect(told.text).toContain('Your group\'s balance is now');
    expect(told.text).not.toContain('new time');
  });

  it('raises the numbers: the new tickets’ price joins the balance as one charge, once; a stale price, a full session, too large a group and the due day passed are refused, changing nothing', async () => {
    await saveGroups({});
    // 26 luge riders: a wave of 16 and one of 10 (the demo's sessions take 16), so the second has 6 places left.
    const orderId = await paidGroup(dayFromNow(37), 26);
    const locale = (await findLocaleById('nz'))!;
    const ctx = { locale };
    const { token } = signBookingLink(orderId);
    const order = (await loadOrder(db(), { id: orderId }))!;
    const second = order.lines.find((line) => line.places === 10)!;
    const before = (await groupOfOrder(db(), orderId))!;
    const source = { order, park: { id: 'queenstown', timeZone: locale.timeZone }, rules: locale.park!.groupRules! };
    const offered = await groupAdditionOptions(source);
    expect(offered.room).toBe(40 - 26);
    const option = offered.options.find((candidate) => candidate.sessionId === second.sessionId && candidate.variationId === 'nz-luge-five-rides')!;
    const add = (quantity: number, expected: number, key = randomUUID()) =>
      addMyGroupTickets(token, ctx, { sessionId: second.sessionId, variationId: 'nz-luge-five-rides', quantity }, expected, key);
    const state = async () => ({
      sold: (await rows<{ sold: number }>(sql`select sold from sessions where id = ${second.sessionId}`))[0].sold,
      tickets: (await rows<{ n: number }>(sql`select count(*)::int as n from tickets t join order_items i on i.id = t.order_item_id where i.order_id = ${orderId}`))[0].n,
      charges: await rows<{ amount: number; status: string }>(sql`select amount, status from order_charges where order_id = ${orderId} order by created_at`),
    });
    const untouched = await state();

    // Refused, nothing changed: a price other than the server's, more than the session holds, more than one booking may hold.
    expect((await add(4, option.unit * 4 - 1)).problem).toBe('PRICE_CHANGED');
    expect((await add(7, option.unit * 7)).problem).toBe('SESSION_FULL');
    expect((await add(15, option.unit * 15)).problem).toBe('GROUP_TOO_LARGE');
    expect(await state()).toEqual(untouched);

    // Four more riders: sold, ticketed, and their price added to the balance as one new charge; retried, nothing twice.
    const key = randomUUID();
    const added = await add(4, option.unit * 4, key);
    expect(added).toMatchObject({ problem: null, paysBalance: true });
    expect((await add(4, option.unit * 4, key)).problem).toBeNull();
    const now = await state();
    expect(now.sold).toBe(untouched.sold + 4);
    expect(now.tickets).toBe(untouched.tickets + 4);
    expect(now.charges).toEqual([
      { amount: before.due, status: 'cancelled' },
      { amount: before.due + option.unit * 4, status: 'due' },
    ]);
    const after = (await groupOfOrder(db(), orderId))!;
    expect(after).toMatchObject({ people: 30, due: before.due + option.unit * 4 });
    expect(added.payPath).toBe(`/pay/${after.dueCharges[0].token}`);
    const shares = await rows<{ n: number; sum: number }>(sql`select count(*)::int as n, sum(amount)::int as sum from order_charge_tickets where charge_id = ${after.dueCharges[0].id}`);
    expect(shares).toEqual([{ n: 30, sum: after.due }]);
    // What the park holds and is owed is what the riders cost, the four new ones included.
    const [money] = await rows<{ taken: number }>(sql`select coalesce(sum(amount), 0)::int as taken from payments where order_id = ${orderId} and status = 'authorised'`);
    expect(money.taken + after.due).toBe(order.subtotal - order.discount + order.cardFee + option.unit * 4);
    // The organiser is told, in the balance's words, and the new tickets come in a message of their own.
    const [update] = await rows<{ payload: OrderUpdateEmailView }>(sql`select payload from outbox where kind = 'order-update' and payload->>'orderId' = ${orderId}`);
    expect(update.payload).toMatchObject({ change: 'added', ticketsApart: true, charge: { amount: after.due, groupBalance: true } });
    expect(update.payload.tickets).toHaveLength(4);
    expect((await renderOrderUpdate(update.payload)).subject).toMatch(/^Booking changed: more people/);
    expect(await rows(sql`select id from outbox where kind = 'booking-tickets' and dedupe_key like ${`booking-tickets:${orderId}:%`}`)).toHaveLength(1);

    // The four cancelled again: their shares of the balance end, and nothing of the deposit goes back (it
    // was paid for the first 26), so the balance is what it was.
    const newCodes = update.payload.tickets.map((ticket) => ticket.code);
    const back = await cancelMyTickets(token, ctx, newCodes, 'original', randomUUID());
    expect(back.problem).toBeNull();
    expect((await groupOfOrder(db(), orderId))!).toMatchObject({ due: before.due });
    expect(await rows(sql`select id from refunds where order_id = ${orderId}`)).toEqual([]);

    // Past the balance's due day the numbers are the desk's to change.
    await database.db.execute(sql`update order_groups set due_on = current_date - 1 where order_id = ${orderId}`);
    expect((await add(1, option.unit)).problem).toBe('TOO_LATE');
    expect((await state()).sold).toBe(untouched.sold);
    // (Its due day back: the overdue runs below count every group.)
    await database.db.execute(sql`update order_groups set due_on = ${before.dueOn} where order_id = ${orderId}`);
  });
});

describe('a balance unpaid past its due day', () => {
  it('is kept under a keep policy, staff mailed once', async () => {
    await saveGroups({ groupDuePolicy: 'keep' });
    const orderId = await paidGroup(dayFromNow(33), 30);
    const group = (await groupOfOrder(db(), orderId))!;
    expect(await handleOverdueGroups(new Date(`${group.dueOn}T03:00:00Z`))).toBe(0);
    const past = new Date(`${addDays(group.dueOn, 1)}T03:00:00Z`);
    expect(await handleOverdueGroups(past)).toBeGreaterThanOrEqual(1);
    expect(await handleOverdueGroups(past)).toBe(0);
    const after = (await groupOfOrder(db(), orderId))!;
    expect(after).toMatchObject({ overdueAction: 'keep', due: group.due });
    const mails = await rows<{ payload: { staffEmail: string; action: string } }>(sql`select payload from outbox where kind = 'group-overdue' and payload->>'orderId' = ${orderId}`);
    expect(mails.map((mail) => mail.payload.staffEmail)).toContain('manager@summit-rush.test');
    expect(mails.every((mail) => mail.payload.action === 'keep')).toBe(true);
    expect((await loadOrder(db(), { id: orderId }))!.status).toBe('paid');
  });

  it('is released under a release policy: tickets cancelled, the balance’s charge cancelled, the deposit given back', async () => {
    await saveGroups({ groupDuePolicy: 'release' });
    const orderId = await paidGroup(dayFromNow(34), 30);
    const group = (await groupOfOrder(db(), orderId))!;
    const [before] = await rows<{ sold: number }>(sql`
      select sum(s.sold)::int as sold from sessions s join order_items i on i.session_id = s.id where i.order_id = ${orderId}`);
    expect(await handleOverdueGroups(new Date(`${addDays(group.dueOn, 1)}T03:00:00Z`))).toBeGreaterThanOrEqual(1);
    const order = (await loadOrder(db(), { id: orderId }))!;
    expect(order.tickets.every((ticket) => ticket.cancelledAt)).toBe(true);
    expect(order.status).toBe('refunded');
    expect(await rows(sql`select status from order_charges where order_id = ${orderId}`)).toEqual([{ status: 'cancelled' }]);
    const [released] = await rows<{ sold: number }>(sql`
      select sum(s.sold)::int as sold from sessions s join order_items i on i.session_id = s.id where i.order_id = ${orderId}`);
    expect(released.sold).toBe(before.sold - 30);
    // The deposit went back: demo Queenstown lets the visitor choose, so a gift voucher (the park keeps the money).
    const [refund] = await rows<{ amount: number; method: string }>(sql`select amount, method from refunds where order_id = ${orderId}`);
    expect(refund).toMatchObject({ amount: order.total });
    expect((await groupOfOrder(db(), orderId))!.overdueAction).toBe('release');
  });
});
