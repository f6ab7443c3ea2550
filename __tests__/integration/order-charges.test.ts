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
import { executableSchema, staffExecutableSchema } from '@/lib/server/graphql/schema';
import { findLocaleById, invalidateLocales } from '@/lib/server/locales/locale-service';
import { confirmChargePayment, confirmPayment, reconcileStalePayments, startChargePayment } from '@/lib/server/payments/payment-service';
import { IllegalTransition } from '@/lib/domain/money-states';
import { moveMoneyStatus } from '@/lib/server/orders/money-transitions';
import { closeDb } from '@/lib/server/platform/db/client';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { findStaffByEmail, type StaffMember } from '@/lib/server/staff';
import { startSandboxServer } from '../helpers/sandbox-server';
import { ACTION_PROBLEM, actionAnswer, problemOf, type ActionResult } from '../helpers/staff-order-action';
import { createTestDatabase } from '../helpers/test-database';

/*
 * Issue #22, the dearer move: staff move tickets of a paid order to a dearer session; the difference
 * becomes a charge on the order (the server's amount, once per action), paid through the emailed link with
 * the order's own gateway (the payment sandbox) or taken at the desk. A charge's payment marks the charge
 * paid and never moves the order's status. A reservation's difference is added to what is due at the desk.
 */
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const NOW = new Date();
const TZ = 'Pacific/Auckland';
const staff: Record<'manager' | 'gate', StaffMember> = {} as never;

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
  await seedIfEmpty(database.db, sandbox.sandboxUrl);
  await seedDemoStaff(database.db);
  invalidateCatalogue();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 20);
  staff.manager = (await findStaffByEmail('manager@summit-rush.test'))!;
  staff.gate = (await findStaffByEmail('gate@summit-rush.test'))!;
});
afterAll(async () => {
  await closeDb();
  await database.drop();
  await sandbox.close();
});

const day = (offset: number) => new Date(NOW.getTime() + (3 + offset) * 86_400_000).toISOString().slice(0, 10);
const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute<T & Record<string, unknown>>(query)).rows;
const count = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(query))[0].n;

const { execute, parse } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
async function asStaff<T = Record<string, unknown>>(member: StaffMember, query: string, variables: Record<string, unknown> = {}): Promise<ExecutionResult<T>> {
  return (await execute({ schema: staffExecutableSchema(), document: parse(query), variableValues: variables, contextValue: { staff: member, clientAddress: null } })) as ExecutionResult<T>;
}
const codeOf = (result: ExecutionResult) => result.errors?.[0]?.extensions?.code;

/** The next local day from `from` on which `test` holds (weekend and peak-day prices differ). */
function nextDay(test: (weekday: number) => boolean, from = 3): string {
  for (let offset = from; offset < from + 14; offset++) {
    const date = day(offset - 3);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (test(weekday) && !/-12-(2[6-9]|3[01])$|-01-0[12]$/.test(date)) return date;
  }
  throw new Error('no such day');
}
const midweek = (weekday: number) => weekday >= 1 && weekday <= 4;
const saturday = (weekday: number) => weekday === 6;

interface Placed {
  orderId: string;
  bookingId: string;
  token: string;
  email: string;
}

/** A visitor books luge tickets on `date` and pays on Windcave's hosted page (the sandbox), or reserves (pay on arrival). */
async function placeOrder(date: string, options: { quantity?: number; gatewayId?: string; tickets?: { variationId: string; quantity: number }[] } = {}): Promise<Placed> {
  const { quantity = 1, gatewayId = 'nz-windcave' } = options;
  const locale = (await findLocaleById('nz'))!;
  const anonymousToken = randomUUID();
  const activity = (await findParkActivity('queenstown', 'luge'))!;
  const [session] = await daySessions(activity, locale.timeZone, date, NOW);
  const added = await addToCart({ anonymousToken, localeId: 'nz', parkId: 'queenstown', activitySlug: 'luge', sessionId: session.id, tickets: options.tickets ?? [{ variationId: 'nz-luge-five-rides', quantity }] });
  expect(added.kind).toBe('added');
  const email = `charge-${randomUUID().slice(0, 8)}@example.com`;
  const placed = await createAndCompleteOrder({
    anonymousToken,
    locale,
    origin: sandbox.origin,
    idempotencyKey: randomUUID(),
    customer: { firstName: 'Aroha', lastName: 'Ngata', mobilePhone: '021 555 0199', email },
    code: null,
    gatewayId,
    acceptTerms: true,
  });
  if (placed.kind !== 'placed') throw new Error(`expected an order, got ${placed.code}`);
  if (placed.action?.kind === 'redirect') {
    await approveAtSandbox(placed.action.url);
    expect((await confirmPayment(placed.order.token)).outcome).toBe('PAID');
  }
  return { orderId: placed.order.id, bookingId: placed.order.bookingId, token: placed.order.token, email };
}

/** The visitor presses Approve on the sandbox's hosted page (no notification: only our check counts). */
async function approveAtSandbox(url: string) {
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams({ choice: 'approve', notify: 'never' }), redirect: 'manual' });
  expect(response.status).toBe(303);
}

const codesOf = async (orderId: string) =>
  (await rows<{ code: string }>(sql`select t.code from tickets t join order_items i on i.id = t.order_item_id where i.order_id = ${orderId} order by t.code`)).map((row) => row.code);

/** The first session of the luge on a Saturday: 6490 a ticket there, 5900 midweek. */
async function saturdaySession(): Promise<string> {
  const activity = (await findParkActivity('queenstown', 'luge'))!;
  return (await daySessions(activity, TZ, nextDay(saturday), NOW))[0].id;
}

const MOVE = `mutation ($bookingId: String!, $codes: [String!]!, $sessionId: ID!, $charge: Boolean, $key: String!) {
  moveTickets(bookingId: $bookingId, ticketCodes: $codes, sessionId: $sessionId, chargeDifference: $charge, idempotencyKey: $key) {
    ${actionAnswer('status dueOnArrival actions tickets { code startsAt movedFrom } charges { id amount status linkSent paidWith }')}
  }
}`;
const TAKE_CHARGE = `mutation ($bookingId: String!, $chargeId: ID!, $method: DeskPaymentMethod!, $key: String!) {
  takeChargeAtDesk(bookingId: $bookingId, chargeId: $chargeId, method: $method, idempotencyKey: $key) {
    ${actionAnswer('status actions charges { id amount status paidWith } payments { method status amount }')}
  }
}`;
const PAY_AT_DESK = `mutation ($bookingId: String!, $method: DeskPaymentMethod!, $key: String!) {
  takePaymentAtDesk(bookingId: $bookingId, method: $method, idempotencyKey: $key) { ${actionAnswer('status dueOnArrival charges { status paidWith } payments { method amount }')} }
}`;

type Charge = { id: string; amount: number; status: string; linkSent: boolean; paidWith: string | null };
type MoveResult = ActionResult<'moveTickets', { status: string; dueOnArrival: number; actions: string[]; charges: Charge[] }>;

interface ChargeRow {
  id: string;
  amount: number;
  status: string;
  token: string;
  link_sent: boolean;
  paid_at: Date | null;
}
const chargesOf = (orderId: string) => rows<ChargeRow>(sql`select id, amount, status, token, link_sent, paid_at from order_charges where order_id = ${orderId} order by created_at`);

/** A paid midweek ticket moved to a Saturday by the manager, charging the difference. */
async function movedDearer(): Promise<Placed & { charge: ChargeRow }> {
  const placed = await placeOrder(nextDay(midweek));
  const [code] = await codesOf(placed.orderId);
  const result = await asStaff<MoveResult>(staff.manager, MOVE, { bookingId: placed.bookingId, codes: [code], sessionId: await saturdaySession(), charge: true, key: randomUUID() });
  expect(problemOf(result.data?.moveTickets)).toBeNull();
  const [charge] = await chargesOf(placed.orderId);
  return { ...placed, charge };
}

describe('a move to a dearer session of a paid order', () => {
  it('moves the tickets at once and records one charge of the server’s difference, whatever the double clicks', async () => {
    const placed = await placeOrder(nextDay(midweek));
    const [code] = await codesOf(placed.orderId);
    const target = await saturdaySession();
    // Not said to charge it: refused, nothing done.
    const unconfirmed = await asStaff<MoveResult>(staff.manager, MOVE, { bookingId: placed.bookingId, codes: [code], sessionId: target, key: randomUUID() });
    expect(problemOf(unconfirmed.data?.moveTickets)).toBe('PRICE_DIFFERENCE_DUE');
    expect(await count(sql`select count(*)::int as n from order_actions where order_id = ${placed.orderId}`)).toBe(0);

    const key = randomUUID();
    const variables = { bookingId: placed.bookingId, codes: [code], sessionId: target, charge: true, key };
    const [first, second] = await Promise.all([asStaff<MoveResult>(staff.manager, MOVE, variables), asStaff<MoveResult>(staff.manager, MOVE, variables)]);
    const third = await asStaff<MoveResult>(staff.manager, MOVE, variables);
    expect([first, second, third].map((result) => problemOf(result.data?.moveTickets))).toEqual([null, null, null]);
    // 5900 midweek, 6490 on a Saturday: 590 more, computed by the server.
    // Owed until its money comes, whether by the link or at the desk: the gate and the day sheet count it.
    expect(third.data?.moveTickets.order).toMatchObject({ status: 'paid', dueOnArrival: 590, charges: [{ amount: 590, status: 'due', linkSent: true, paidWith: null }] });
    expect(third.data?.moveTickets.order.actions).toContain('takeChargeAtDesk');
    const charges = await chargesOf(placed.orderId);
    expect(charges).toHaveLength(1);
    expect(charges[0].token).toMatch(/^[\w-]{32}$/);
    expect(await count(sql`select count(*)::int as n from staff_audit where subject = ${`order:${placed.bookingId}`} and action = 'order.move'`)).toBe(1);
    const [audit] = await rows<{ after: { charge: { amount: number; collected: string } } }>(sql`select after from staff_audit where subject = ${`order:${placed.bookingId}`} and action = 'order.move'`);
    expect(audit.after.charge).toEqual({ amount: 590, collected: 'link' });

    // The visitor's mail, in their language, carries the link on the park's site.
    const mails = await rows<{ payload: { charge: { amount: number; payUrl: string }; language: string } }>(
      sql`select payload from outbox where payload->>'orderId' = ${placed.orderId} and kind = 'order-update'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].payload.charge).toEqual({ amount: 590, payUrl: `${sandbox.origin}/pay/${charges[0].token}` });
  });

  it('is paid through the link with the order’s own gateway: the charge is paid, the order’s status and fulfilment untouched', async () => {
    const placed = await movedDearer();
    const before = (await rows<{ status: string; paid_at: Date }>(sql`select status, paid_at from orders where id = ${placed.orderId}`))[0];
    const confirmations = await count(sql`select count(*)::int as n from outbox where payload->>'orderId' = ${placed.orderId} and kind = 'order-confirmation'`);

    // A double start makes one payment at the provider: the same payment and page are answered.
    const [a, b] = await Promise.all([startChargePayment(placed.charge.token, sandbox.origin), startChargePayment(placed.charge.token, sandbox.origin)]);
    expect([a.outcome, b.outcome]).toEqual(['NOT_PAID', 'NOT_PAID']);
    expect(a.action).toEqual(b.action);
    expect(a.action?.kind).toBe('redirect');
    const chargePayments = await rows<{ id: string; amount: number; status: string }>(sql`select id, amount, status from payments where charge_id = ${placed.charge.id}`);
    expect(chargePayments).toEqual([expect.objectContaining({ amount: 590, status: 'waiting' })]);
    // Its return comes back to the link's page.
    const sandboxRecord = (await rows<{ data: Record<string, unknown> }>(sql`select data from sandbox_payments where merchant_reference in (${chargePayments[0].id}, ${chargePayments[0].id.replace(/-/g, '')})`))[0];
    expect(JSON.stringify(sandboxRecord.data)).toContain(`/pay/${placed.charge.token}`);

    await approveAtSandbox((a.action as { url: string }).url);
    const [paid, again] = await Promise.all([confirmChargePayment(placed.charge.token), confirmChargePayment(placed.charge.token)]);
    expect([paid.outcome, again.outcome]).toEqual(['PAID', 'PAID']);
    const [charge] = await chargesOf(placed.orderId);
    expect(charge.status).toBe('paid');
    expect(charge.paid_at).not.toBeNull();
    const after = (await rows<{ status: string; paid_at: Date }>(sql`select status, paid_at from orders where id = ${placed.orderId}`))[0];
    expect(after).toEqual(before);
    expect(await count(sql`select count(*)::int as n from outbox where payload->>'orderId' = ${placed.orderId} and kind = 'order-confirmation'`)).toBe(confirmations);
    const events = await rows<{ kind: string }>(sql`select kind from payment_events where payment_id = ${chargePayments[0].id} order by created_at`);
    expect(events.map((event) => event.kind)).toContain('charge-paid');
    expect(events.map((event) => event.kind)).not.toContain('transition');

    // Reloading the page, or pressing Pay again, charges nothing more.
    const reload = await startChargePayment(placed.charge.token, sandbox.origin);
    expect(reload.outcome).toBe('PAID');
    expect(reload.action ?? null).toBeNull();
    expect(await count(sql`select count(*)::int as n from payments where charge_id = ${placed.charge.id}`)).toBe(1);
    // The order page shows it paid online, and offers no desk payment for it any more.
    const order = await asStaff<{ order: { actions: string[]; charges: Charge[] } }>(staff.manager, `query ($b: String!) { order(bookingId: $b) { actions charges { amount status paidWith } } }`, { b: placed.bookingId });
    expect(order.data?.order.charges).toEqual([{ amount: 590, status: 'paid', paidWith: 'gateway' }]);
    expect(order.data?.order.actions).not.toContain('takeChargeAtDesk');
  });

  it('is settled by the reconciler when the visitor paid and neither the return nor a notification came', async () => {
    const placed = await movedDearer();
    const started = await startChargePayment(placed.charge.token, sandbox.origin);
    await approveAtSandbox((started.action as { url: string }).url);
    expect((await chargesOf(placed.orderId))[0].status).toBe('due');
    await reconcileStalePayments(new Date(Date.now() + 5 * 60_000));
    expect((await chargesOf(placed.orderId))[0].status).toBe('paid');
    expect((await rows<{ status: string }>(sql`select status from orders where id = ${placed.orderId}`))[0].status).toBe('paid');
  });

  it('is taken at the desk by a manager, once per key; a gate may not; the link then starts nothing', async () => {
    const placed = await movedDearer();
    expect(codeOf(await asStaff(staff.gate, TAKE_CHARGE, { bookingId: placed.bookingId, chargeId: placed.charge.id, method: 'cash', key: randomUUID() }))).toBe('FORBIDDEN');
    const key = randomUUID();
    const variables = { bookingId: placed.bookingId, chargeId: placed.charge.id, method: 'card_at_desk', key };
    type Taken = ActionResult<'takeChargeAtDesk', { status: string; actions: string[]; charges: Charge[]; payments: { method: string; amount: number }[] }>;
    const [first, second] = await Promise.all([asStaff<Taken>(staff.manager, TAKE_CHARGE, variables), asStaff<Taken>(staff.manager, TAKE_CHARGE, variables)]);
    expect([problemOf(first.data?.takeChargeAtDesk), problemOf(second.data?.takeChargeAtDesk)]).toEqual([null, null]);
    const order = (await asStaff<Taken>(staff.manager, TAKE_CHARGE, variables)).data!.takeChargeAtDesk.order;
    expect(order.status).toBe('paid');
    expect(order.charges).toEqual([expect.objectContaining({ amount: 590, status: 'paid', paidWith: 'card_at_desk' })]);
    expect(order.payments.filter((payment) => payment.method === 'card_at_desk')).toEqual([{ method: 'card_at_desk', status: 'authorised', amount: 590 }]);
    expect(order.actions).not.toContain('takeChargeAtDesk');
    expect(await count(sql`select count(*)::int as n from payments where charge_id = ${placed.charge.id}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from staff_audit where subject = ${`order:${placed.bookingId}`} and action = 'order.takeChargeAtDesk'`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from outbox where payload->>'orderId' = ${placed.orderId} and payload->>'change' = 'paidAtDesk'`)).toBe(1);
    // Another key: nothing is due any more.
    expect(problemOf((await asStaff<Taken>(staff.manager, TAKE_CHARGE, { ...variables, key: randomUUID() })).data?.takeChargeAtDesk)).toBe('NOTHING_DUE');
    expect((await startChargePayment(placed.charge.token, sandbox.origin)).outcome).toBe('PAID');
    expect(await count(sql`select count(*)::int as n from payments where charge_id = ${placed.charge.id}`)).toBe(1);
  });

  it('gives back money the link took after the charge was taken at the desk (the page’s check, or the reconciler)', async () => {
    const placed = await movedDearer();
    const started = await startChargePayment(placed.charge.token, sandbox.origin);
    await approveAtSandbox((started.action as { url: string }).url);
    await asStaff(staff.manager, TAKE_CHARGE, { bookingId: placed.bookingId, chargeId: placed.charge.id, method: 'cash', key: randomUUID() });
    expect((await confirmChargePayment(placed.charge.token)).outcome).toBe('PAID');
    const payments = await rows<{ method: string; status: string }>(sql`select method, status from payments where charge_id = ${placed.charge.id} order by created_at`);
    expect(payments).toEqual([
      { method: 'gateway', status: 'refunded' },
      { method: 'cash', status: 'authorised' },
    ]);
    expect((await chargesOf(placed.orderId))[0]).toMatchObject({ status: 'paid' });
  });
});

describe('cancelling tickets of an order with a charge due', () => {
  const CANCEL = `mutation ($bookingId: String!, $codes: [String!]!, $key: String!) {
    cancelTickets(bookingId: $bookingId, ticketCodes: $codes, refundTo: original, reason: "Asked to", idempotencyKey: $key) { ${ACTION_PROBLEM} }
  }`;

  it('keeps the charge while a ticket its move moved stands, and cancels it once none does', async () => {
    const placed = await placeOrder(nextDay(midweek), { quantity: 3 });
    // The third ticket stands throughout: the charge ends with its own tickets, not with the order.
    const [moved, other] = await codesOf(placed.orderId);
    const move = await asStaff<MoveResult>(staff.manager, MOVE, { bookingId: placed.bookingId, codes: [moved], sessionId: await saturdaySession(), charge: true, key: randomUUID() });
    expect(problemOf(move.data?.moveTickets)).toBeNull();
    const cancel = async (code: string) =>
      expect(problemOf((await asStaff<ActionResult<'cancelTickets'>>(staff.manager, CANCEL, { bookingId: placed.bookingId, codes: [code], key: randomUUID() })).data?.cancelTickets)).toBeNull();
    await cancel(other);
    expect((await chargesOf(placed.orderId)).map((charge) => charge.status)).toEqual(['due']);
    await cancel(moved);
    expect((await chargesOf(placed.orderId)).map((charge) => charge.status)).toEqual(['cancelled']);
  });

  it('offsets a charge still due with a cheaper move before giving anything back, and owes what is left for the tickets left behind', async () => {
    const placed = await placeOrder(nextDay(midweek), { quantity: 2 });
    const codes = await codesOf(placed.orderId);
    const weekday = (await rows<{ session_id: string }>(sql`select session_id from order_items where order_id = ${placed.orderId}`))[0].session_id;
    await asStaff<MoveResult>(staff.manager, MOVE, { bookingId: placed.bookingId, codes, sessionId: await saturdaySession(), charge: true, key: randomUUID() });
    expect((await chargesOf(placed.orderId)).map((c) => [c.amount, c.status])).toEqual([[1180, 'due']]);
    // One of the two comes back to the weekday: its 590 is offset against the 1180 never paid.
    const back = await asStaff<MoveResult>(staff.manager, MOVE, { bookingId: placed.bookingId, codes: [codes[0]], sessionId: weekday, key: randomUUID() });
    expect(problemOf(back.data?.moveTickets)).toBeNull();
    expect(back.data?.moveTickets.order.dueOnArrival).toBe(590);
    expect((await chargesOf(placed.orderId)).map((c) => [c.amount, c.status])).toEqual([
      [1180, 'cancelled'],
      [590, 'due'],
    ]);
    expect(await rows(sql`select id from refunds where order_id = ${placed.orderId}`)).toEqual([]);
    // The 590 left is owed for the ticket still on the Saturday: cancelling the one moved back keeps it.
    const cancel = async (code: string) =>
      expect(problemOf((await asStaff<ActionResult<'cancelTickets'>>(staff.manager, CANCEL, { bookingId: placed.bookingId, codes: [code], key: randomUUID() })).data?.cancelTickets)).toBeNull();
    await cancel(codes[0]);
    expect((await chargesOf(placed.orderId)).map((c) => c.status)).toEqual(['cancelled', 'due']);
    await cancel(codes[1]);
    const ended = await chargesOf(placed.orderId);
    expect(ended.map((c) => c.status)).toEqual(['cancelled', 'cancelled']);
    // The machine's table has no way back from cancelled: a write that tries is refused, and writes nothing.
    await expect(moveMoneyStatus(database.db, 'charge', ended[0].id, 'paid', { paid_with: 'cash' })).rejects.toBeInstanceOf(IllegalTransition);
    expect(await moveMoneyStatus(database.db, 'charge', ended[0].id, 'cancelled')).toBe(false);
    expect((await chargesOf(placed.orderId)).map((c) => c.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('offsets the moving ticket’s own charge first, not a newer one of another ticket (the money model’s minimal sequence)', async () => {
    const placed = await placeOrder(nextDay(midweek), { quantity: 2 });
    const [first, second] = await codesOf(placed.orderId);
    const weekday = (await rows<{ session_id: string }>(sql`select session_id from order_items where order_id = ${placed.orderId}`))[0].session_id;
    const saturday = await saturdaySession();
    const move = (codes: string[], sessionId: string) =>
      asStaff<MoveResult>(staff.manager, MOVE, { bookingId: placed.bookingId, codes, sessionId, charge: true, key: randomUUID() }).then((r) => expect(problemOf(r.data?.moveTickets)).toBeNull());
    await move([second], saturday);
    await move([first], saturday);
    await move([second], weekday);
    // The second ticket's charge is the one cancelled; the first's stays due while it stands on the Saturday.
    expect((await chargesOf(placed.orderId)).map((c) => c.status)).toEqual(['cancelled', 'due']);
    const cancel = await asStaff<ActionResult<'cancelTickets'>>(staff.manager, CANCEL, { bookingId: placed.bookingId, codes: [first], key: randomUUID() });
    expect(problemOf(cancel.data?.cancelTickets)).toBeNull();
    expect((await chargesOf(placed.orderId)).map((c) => c.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('gives a paid charge back whole through the payment that took it once its ticket is cancelled, quoted first, once per key', async () => {
    const placed = await placeOrder(nextDay(midweek), { quantity: 2 });
    const [moved, other] = await codesOf(placed.orderId);
    await asStaff<MoveResult>(staff.manager, MOVE, { bookingId: placed.bookingId, codes: [moved], sessionId: await saturdaySession(), charge: true, key: randomUUID() });
    const [charge] = await chargesOf(placed.orderId);
    const started = await startChargePayment(charge.token, sandbox.origin);
    await approveAtSandbox((started.action as { url: string }).url);
    expect((await confirmChargePayment(charge.token)).outcome).toBe('PAID');
    const QUOTE = 'query ($bookingId: String!, $codes: [String!]!) { refundQuote(bookingId: $bookingId, ticketCodes: $codes) { chargeRefund } }';
    const quote = async (code: string) => (await asStaff<{ refundQuote: { chargeRefund: number } }>(staff.manager, QUOTE, { bookingId: placed.bookingId, codes: [code] })).data?.refundQuote.chargeRefund;
    expect(await quote(other)).toBe(0);
    expect(await quote(moved)).toBe(590);

    const key = randomUUID();
    const cancelMoved = () => asStaff<ActionResult<'cancelTickets'>>(staff.manager, CANCEL, { bookingId: placed.bookingId, codes: [moved], key });
    const [first, second] = await Promise.all([cancelMoved(), cancelMoved()]);
    expect([first.errors, second.errors]).toEqual([undefined, undefined]);
    expect([problemOf(first.data?.cancelTickets), problemOf(second.data?.cancelTickets)]).toEqual([null, null]);
    expect((await chargesOf(placed.orderId)).map((c) => c.status)).toEqual(['refunded']);
    const chargeRefunds = await rows<{ amount: number; status: string; method: string }>(sql`
      select r.amount, r.status, r.method from refunds r join payments p on p.id = r.payment_id where p.charge_id = ${charge.id}`);
    expect(chargeRefunds).toEqual([{ amount: 590, status: 'succeeded', method: 'gateway' }]);
    const atSandbox = await rows<{ refunds: { amount: number }[] }>(sql`
      select s.data->'refunds' as refunds from sandbox_payments s join payments p on s.merchant_reference in (p.id::text, replace(p.id::text, '-', ''))
      where p.charge_id = ${charge.id}`);
    expect(atSandbox[0].refunds.map((refund) => refund.amount)).toEqual([590]);
    const mails = await rows<{ payload: { chargeRefunded?: number } }>(sql`
      select payload from outbox where payload->>'orderId' = ${placed.orderId} and kind = 'order-update' and payload->>'change' = 'cancelled'`);
    expect(mails.map((mail) => mail.payload.chargeRefunded)).toEqual([590]);
  });
});

/**
 * What the park holds for an order (collected, less what went back: refund rows, gift cards included, and a
 * charge's payment given back whole because its charge was no longer owed), and what is still due.
 */
async function held(orderId: string): Promise<{ held: number; due: number }> {
  const [money] = await rows<{ collected: number; refunded: number; returned: number; due: number }>(sql`
    select
      coalesce((select sum(amount) from payments where order_id = ${orderId} and status in ('authorised', 'refund_requested', 'refunded')), 0)::int as collected,
      coalesce((select sum(amount) from refunds where order_id = ${orderId} and status <> 'failed'), 0)::int as refunded,
      coalesce((select sum(p.amount) from payments p where p.order_id = ${orderId} and p.status in ('refund_requested', 'refunded')
        and exists (select 1 from payment_events e where e.payment_id = p.id and e.kind = 'charge-not-due')), 0)::int as returned,
      coalesce((select sum(amount) from order_charges where order_id = ${orderId} and status = 'due'), 0)::int as due`);
  return { held: money.collected - money.refunded - money.returned, due: money.due };
}

describe('cancelling some of the tickets a charge is owed for', () => {
  const CANCEL = `mutation ($bookingId: String!, $codes: [String!]!, $key: String!) {
    cancelTickets(bookingId: $bookingId, ticketCodes: $codes, refundTo: original, reason: "Asked to", idempotencyKey: $key) { ${actionAnswer('dueOnArrival')} }
  }`;
  const QUOTE = 'query ($bookingId: String!, $codes: [String!]!) { refundQuote(bookingId: $bookingId, ticketCodes: $codes) { amount chargeRefund } }';
  // 5900 an adult and 3900 a child midweek; 6490 and 4290 on a Saturday: 590 and 390 more.
  const ADULT = { midweek: 5900, difference: 590 };
  const CHILD = { midweek: 3900, difference: 390 };

  /** A paid booking of a child and an adult midweek, both moved to a Saturday by the desk: one charge of 980. */
  async function bothMovedDearer() {
    const placed = await placeOrder(nextDay(midweek), {
      tickets: [
        { variationId: 'nz-luge-five-rides', quantity: 1 },
        { variationId: 'nz-luge-child-five-rides', quantity: 1 },
      ],
    });
    const tickets = await rows<{ code: string; variation_id: string }>(sql`
      select t.code, t.variation_id from tickets t join order_items i on i.id = t.order_item_id where i.order_id = ${placed.orderId}`);
    const adult = tickets.find((t) => t.variation_id === 'nz-luge-five-rides')!.code;
    const child = tickets.find((t) => t.variation_id === 'nz-luge-child-five-rides')!.code;
    const total = (await rows<{ total: number }>(sql`select total from orders where id = ${placed.orderId}`))[0].total;
    // The card fee too: each ticket is worth its share of all of it (lib/domain/order-refund.ts).
    expect(total).toBe(Math.round((ADULT.midweek + CHILD.midweek) * 1.02));
    const adultWorth = Math.floor((total * ADULT.midweek) / (ADULT.midweek + CHILD.midweek));
    const worth = { adult: adultWorth, child: total - adultWorth };
    const move = await asStaff<MoveResult>(staff.manager, MOVE, { bookingId: placed.bookingId, codes: [adult, child], sessionId: await saturdaySession(), charge: true, key: randomUUID() });
    expect(problemOf(move.data?.moveTickets)).toBeNull();
    const [charge] = await chargesOf(placed.orderId);
    expect(charge).toMatchObject({ amount: ADULT.difference + CHILD.difference, status: 'due' });
    expect(await held(placed.orderId)).toEqual({ held: total, due: 980 });
    return { ...placed, adult, child, total, worth, charge };
  }
  const cancel = async (bookingId: string, code: string) => {
    const result = await asStaff<ActionResult<'cancelTickets', { dueOnArrival: number }>>(staff.manager, CANCEL, { bookingId, codes: [code], key: randomUUID() });
    expect(result.errors).toBeUndefined();
    expect(problemOf(result.data?.cancelTickets)).toBeNull();
    return result.data!.cancelTickets.order;
  };
  const quote = async (bookingId: string, code: string) =>
    (await asStaff<{ refundQuote: { amount: number; chargeRefund: number } }>(staff.manager, QUOTE, { bookingId, codes: [code] })).data!.refundQuote;
  /** Refund rows of the charge's payments (the link's, or the desk's), oldest first. */
  const chargeRefunds = (chargeId: string) =>
    rows<{ amount: number; method: string }>(sql`select r.amount, r.method from refunds r join payments p on p.id = r.payment_id where p.charge_id = ${chargeId} order by r.created_at`);

  it('still due: the adult’s share is owed no more, the child’s 390 is owed again under a new link; then nothing', async () => {
    const placed = await bothMovedDearer();
    // The visitor opened the 980 link and is paying it when the desk cancels the adult.
    const started = await startChargePayment(placed.charge.token, sandbox.origin);
    expect(started.outcome).toBe('NOT_PAID');
    expect(await quote(placed.bookingId, placed.adult)).toEqual({ amount: placed.worth.adult, chargeRefund: 0 });

    const order = await cancel(placed.bookingId, placed.adult);
    expect(order.dueOnArrival).toBe(CHILD.difference);
    const [old, left] = await chargesOf(placed.orderId);
    expect([old.status, left?.amount, left?.status, left?.link_sent]).toEqual(['cancelled', CHILD.difference, 'due', true]);
    expect(left.token).not.toBe(old.token);
    // Held: the child's worth; it is worth that and its 390 move, less the 390 still due.
    expect(await held(placed.orderId)).toEqual({ held: placed.worth.child, due: CHILD.difference });
    const [mail] = await rows<{ payload: { charge?: { amount: number; payUrl: string } } }>(sql`
      select payload from outbox where payload->>'orderId' = ${placed.orderId} and kind = 'order-update' and payload->>'change' = 'cancelled'`);
    expect(mail.payload.charge).toEqual({ amount: CHILD.difference, payUrl: `${sandbox.origin}/pay/${left.token}` });

    // The 980 the visitor then approved is given back whole: that charge is cancelled.
    await approveAtSandbox((started.action as { url: string }).url);
    expect((await confirmChargePayment(placed.charge.token)).outcome).toBe('CANCELLED');
    expect(await rows(sql`select amount, status from payments where charge_id = ${placed.charge.id}`)).toEqual([{ amount: 980, status: 'refunded' }]);
    expect(await held(placed.orderId)).toEqual({ held: placed.worth.child, due: CHILD.difference });

    // The child cancelled too: nothing is owed, all the order's money went back.
    expect(await quote(placed.bookingId, placed.child)).toEqual({ amount: placed.worth.child, chargeRefund: 0 });
    expect((await cancel(placed.bookingId, placed.child)).dueOnArrival).toBe(0);
    expect((await chargesOf(placed.orderId)).map((c) => [c.amount, c.status])).toEqual([
      [980, 'cancelled'],
      [390, 'cancelled'],
    ]);
    expect(await held(placed.orderId)).toEqual({ held: 0, due: 0 });
  });

  it('paid through its link: the adult’s 590 goes back to that payment with the adult’s ticket, the child’s 390 with the child’s', async () => {
    const placed = await bothMovedDearer();
    const started = await startChargePayment(placed.charge.token, sandbox.origin);
    await approveAtSandbox((started.action as { url: string }).url);
    expect((await confirmChargePayment(placed.charge.token)).outcome).toBe('PAID');
    expect(await held(placed.orderId)).toEqual({ held: placed.total + 980, due: 0 });

    expect(await quote(placed.bookingId, placed.adult)).toEqual({ amount: placed.worth.adult, chargeRefund: ADULT.difference });
    await cancel(placed.bookingId, placed.adult);
    expect((await chargesOf(placed.orderId)).map((c) => c.status)).toEqual(['paid']);
    expect(await chargeRefunds(placed.charge.id)).toEqual([{ amount: ADULT.difference, method: 'gateway' }]);
    expect(await held(placed.orderId)).toEqual({ held: placed.worth.child + CHILD.difference, due: 0 });

    expect(await quote(placed.bookingId, placed.child)).toEqual({ amount: placed.worth.child, chargeRefund: CHILD.difference });
    await cancel(placed.bookingId, placed.child);
    expect((await chargesOf(placed.orderId)).map((c) => c.status)).toEqual(['refunded']);
    // Never more than the charge took, in all: 590 + 390 of its 980, at the provider too.
    expect(await chargeRefunds(placed.charge.id)).toEqual([
      { amount: ADULT.difference, method: 'gateway' },
      { amount: CHILD.difference, method: 'gateway' },
    ]);
    const atSandbox = await rows<{ refunds: { amount: number }[] }>(sql`
      select s.data->'refunds' as refunds from sandbox_payments s join payments p on s.merchant_reference in (p.id::text, replace(p.id::text, '-', ''))
      where p.charge_id = ${placed.charge.id}`);
    expect(atSandbox[0].refunds.map((refund) => refund.amount)).toEqual([ADULT.difference, CHILD.difference]);
    expect(await rows(sql`select status from payments where charge_id = ${placed.charge.id}`)).toEqual([{ status: 'refunded' }]);
    expect(await held(placed.orderId)).toEqual({ held: 0, due: 0 });
  });

  it('paid at the desk: each share is handed back at the desk with its ticket', async () => {
    const placed = await bothMovedDearer();
    const taken = await asStaff<ActionResult<'takeChargeAtDesk'>>(staff.manager, TAKE_CHARGE, { bookingId: placed.bookingId, chargeId: placed.charge.id, method: 'cash', key: randomUUID() });
    expect(problemOf(taken.data?.takeChargeAtDesk)).toBeNull();

    await cancel(placed.bookingId, placed.adult);
    expect(await chargeRefunds(placed.charge.id)).toEqual([{ amount: ADULT.difference, method: 'desk' }]);
    expect(await held(placed.orderId)).toEqual({ held: placed.worth.child + CHILD.difference, due: 0 });
    await cancel(placed.bookingId, placed.child);
    expect((await chargesOf(placed.orderId)).map((c) => c.status)).toEqual(['refunded']);
    expect(await chargeRefunds(placed.charge.id)).toEqual([
      { amount: ADULT.difference, method: 'desk' },
      { amount: CHILD.difference, method: 'desk' },
    ]);
    expect(await held(placed.orderId)).toEqual({ held: 0, due: 0 });
  });
});

describe('cancelling a ticket after a cheaper move of several', () => {
  it('counts the move’s refund against the ticket whose own saving it was (the money model’s minimal sequence)', async () => {
    const placed = await placeOrder(nextDay(saturday), { quantity: 2 });
    const total = (await rows<{ total: number }>(sql`select total from orders where id = ${placed.orderId}`))[0].total;
    const [first, second] = await codesOf(placed.orderId);
    const activity = (await findParkActivity('queenstown', 'luge'))!;
    const weekday = await daySessions(activity, TZ, nextDay(midweek), NOW);
    const move = async (codes: string[], sessionId: string) =>
      expect(problemOf((await asStaff<MoveResult>(staff.manager, MOVE, { bookingId: placed.bookingId, codes, sessionId, key: randomUUID() })).data?.moveTickets)).toBeNull();
    await move([first], weekday[0].id);
    // The first moves again at no difference; the second comes off the Saturday: this 590 is the second's.
    await move([first, second], weekday[1].id);
    expect((await rows<{ amount: number }>(sql`select amount from refunds where order_id = ${placed.orderId} order by created_at`)).map((r) => r.amount)).toEqual([590, 590]);
    const cancelled = await asStaff<ActionResult<'cancelTickets'>>(
      staff.manager,
      `mutation ($b: String!, $c: [String!]!, $k: String!) { cancelTickets(bookingId: $b, ticketCodes: $c, refundTo: original, reason: "Asked to", idempotencyKey: $k) { ${ACTION_PROBLEM} } }`,
      { b: placed.bookingId, c: [first], k: randomUUID() },
    );
    expect(problemOf(cancelled.data?.cancelTickets)).toBeNull();
    // The first's worth less its own 590: the second stands, worth its half less its own 590.
    const [last] = await rows<{ amount: number }>(sql`select amount from refunds where order_id = ${placed.orderId} order by created_at desc limit 1`);
    expect(last.amount).toBe(total / 2 - 590);
    expect(await held(placed.orderId)).toEqual({ held: total / 2 - 590, due: 0 });
  });

  it('gives back with a ticket what another ticket’s saving paid of its difference, and no more with that one', async () => {
    const placed = await placeOrder(nextDay(saturday), { quantity: 2 });
    const total = (await rows<{ total: number }>(sql`select total from orders where id = ${placed.orderId}`))[0].total;
    const [first, second] = await codesOf(placed.orderId);
    const activity = (await findParkActivity('queenstown', 'luge'))!;
    const [weekday] = await daySessions(activity, TZ, nextDay(midweek), NOW);
    const move = async (codes: string[], sessionId: string) =>
      expect(problemOf((await asStaff<MoveResult>(staff.manager, MOVE, { bookingId: placed.bookingId, codes, sessionId, charge: true, key: randomUUID() })).data?.moveTickets)).toBeNull();
    const cancel = async (code: string) => {
      const cancelled = await asStaff<ActionResult<'cancelTickets'>>(
        staff.manager,
        `mutation ($b: String!, $c: [String!]!, $k: String!) { cancelTickets(bookingId: $b, ticketCodes: $c, refundTo: original, reason: "Asked to", idempotencyKey: $k) { ${ACTION_PROBLEM} } }`,
        { b: placed.bookingId, c: [code], k: randomUUID() },
      );
      expect(problemOf(cancelled.data?.cancelTickets)).toBeNull();
    };
    // The second to a weekday (590 back) and back to the Saturday (590 due); then the first to a weekday:
    // its 590 saving pays the second's 590, nothing goes back.
    await move([second], weekday.id);
    await move([second], await saturdaySession());
    await move([first], weekday.id);
    expect((await chargesOf(placed.orderId)).map((c) => [c.amount, c.status])).toEqual([[590, 'cancelled']]);
    expect(await held(placed.orderId)).toEqual({ held: total - 590, due: 0 });
    // The second (on the Saturday, its difference paid): its whole worth back.
    await cancel(second);
    expect(await held(placed.orderId)).toEqual({ held: total / 2 - 590, due: 0 });
    // The first (on the weekday): what is left.
    await cancel(first);
    expect(await held(placed.orderId)).toEqual({ held: 0, due: 0 });
  });
});

describe('the payment link’s page (the visitor API)', () => {
  const GET_CHARGE = 'query ($token: String!) { getCharge(token: $token) { status bookingId amount { amount currency } } }';
  const START = 'mutation ($token: String!) { startChargePayment(token: $token) { outcome charge { status } } }';
  const asSite = async (localeId: string, query: string, token: string) => {
    const locale = (await findLocaleById(localeId))!;
    return (await execute({
      schema: executableSchema(),
      document: parse(query),
      variableValues: { token },
      contextValue: { locale, anonymousToken: null, origin: `http://${locale.domain}:3000`, clientAddress: null },
    })) as ExecutionResult<Record<string, { status?: string; outcome?: string; charge?: unknown } | null>>;
  };

  it('answers on the booking’s own site only: another park’s site sees no charge and can start no payment', async () => {
    const placed = await movedDearer();
    const own = await asSite('nz', GET_CHARGE, placed.charge.token);
    expect(own.data?.getCharge).toMatchObject({ status: 'due', bookingId: placed.bookingId, amount: { amount: 590 } });
    const other = (await rows<{ id: string }>(sql`select id from locales where park_id <> 'queenstown' order by id limit 1`))[0].id;
    expect((await asSite(other, GET_CHARGE, placed.charge.token)).data?.getCharge).toBeNull();
    expect((await asSite(other, START, placed.charge.token)).data?.startChargePayment).toEqual({ outcome: 'UNKNOWN', charge: null });
    expect(await rows(sql`select id from payments where charge_id = ${placed.charge.id}`)).toEqual([]);
    expect((await asSite('nz', GET_CHARGE, 'no-such-token')).data?.getCharge).toBeNull();
  });
});

describe('a move to a dearer session of a reservation', () => {
  beforeAll(async () => {
    await database.db.execute(sql`update parks set reservation_confirmation = false where id = 'queenstown'`);
    invalidateLocales();
  });
  afterAll(async () => {
    await database.db.execute(sql`update parks set reservation_confirmation = true where id = 'queenstown'`);
    invalidateLocales();
  });

  it('adds the difference to what is due at the desk (no link), and the desk payment takes it all', async () => {
    const placed = await placeOrder(nextDay(midweek), { quantity: 2, gatewayId: 'nz-arrival' });
    const total = (await rows<{ total: number; status: string }>(sql`select total, status from orders where id = ${placed.orderId}`))[0];
    expect(total.status).toBe('reserved');
    const [code] = await codesOf(placed.orderId);
    const moved = await asStaff<MoveResult>(staff.manager, MOVE, { bookingId: placed.bookingId, codes: [code], sessionId: await saturdaySession(), charge: true, key: randomUUID() });
    expect(moved.data?.moveTickets.order).toMatchObject({ status: 'reserved', dueOnArrival: total.total + 590, charges: [{ amount: 590, status: 'due', linkSent: false }] });
    // Paid with the reservation at the desk: not offered on its own.
    expect(moved.data?.moveTickets.order.actions).not.toContain('takeChargeAtDesk');
    const [mail] = await rows<{ payload: { charge: { amount: number; payUrl: string | null } } }>(
      sql`select payload from outbox where payload->>'orderId' = ${placed.orderId} and kind = 'order-update'`,
    );
    expect(mail.payload.charge).toEqual({ amount: 590, payUrl: null });
    const [charge] = await chargesOf(placed.orderId);
    expect((await startChargePayment(charge.token, sandbox.origin)).outcome).toBe('ERROR');
    expect(await count(sql`select count(*)::int as n from payments where charge_id = ${charge.id}`)).toBe(0);

    const paid = await asStaff<ActionResult<'takePaymentAtDesk', { status: string; dueOnArrival: number; charges: { status: string; paidWith: string }[]; payments: { method: string; amount: number }[] }>>(
      staff.manager,
      PAY_AT_DESK,
      { bookingId: placed.bookingId, method: 'cash', key: randomUUID() },
    );
    expect(paid.data?.takePaymentAtDesk).toMatchObject({
      __typename: 'StaffOrderActionDone',
      order: { status: 'paid', dueOnArrival: 0, charges: [{ status: 'paid', paidWith: 'cash' }], payments: [{ method: 'cash', amount: total.total + 590 }] },
    });
  });

  it('owes at the desk only the standing tickets’ shares once some of a move’s tickets are cancelled', async () => {
    const placed = await placeOrder(nextDay(midweek), { quantity: 2, gatewayId: 'nz-arrival' });
    const total = (await rows<{ total: number }>(sql`select total from orders where id = ${placed.orderId}`))[0].total;
    const codes = await codesOf(placed.orderId);
    await asStaff<MoveResult>(staff.manager, MOVE, { bookingId: placed.bookingId, codes, sessionId: await saturdaySession(), charge: true, key: randomUUID() });
    const cancelled = await asStaff<ActionResult<'cancelTickets', { dueOnArrival: number }>>(
      staff.manager,
      `mutation ($b: String!, $c: [String!]!, $k: String!) { cancelTickets(bookingId: $b, ticketCodes: $c, refundTo: original, reason: "Asked to", idempotencyKey: $k) { ${actionAnswer('dueOnArrival')} } }`,
      { b: placed.bookingId, c: [codes[0]], k: randomUUID() },
    );
    // Half the reservation and the other ticket's 590: the cancelled one's share of the 1180 is owed no more.
    expect(cancelled.data?.cancelTickets).toEqual({ __typename: 'StaffOrderActionDone', order: { dueOnArrival: total - Math.floor(total / 2) + 590 } });
    expect((await chargesOf(placed.orderId)).map((c) => [c.amount, c.status, c.link_sent])).toEqual([
      [1180, 'cancelled', false],
      [590, 'due', false],
    ]);
    const staffOrder = await asStaff<{ order: { dueOnArrival: number } }>(staff.manager, `query ($b: String!) { order(bookingId: $b) { dueOnArrival } }`, { b: placed.bookingId });
    expect(staffOrder.data?.order.dueOnArrival).toBe(total - Math.floor(total / 2) + 590);
  });
});
