import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { staffExecutableSchema } from '@/lib/server/graphql/schema';
import { invalidateLocales } from '@/lib/server/locales/locale-service';
import { nameQuery, nameWords } from '@/lib/domain/name-words';
import { closeDb } from '@/lib/server/platform/db/client';
import { customerNameWords } from '@/lib/server/platform/db/schema';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { addStaff, findStaffByEmail, type StaffMember } from '@/lib/server/staff';
import { placeOrder as placeTestOrder, type Booking, type Placed } from '../helpers/place-order';
import { actionAnswer, problemOf, type ActionResult } from '../helpers/staff-order-action';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The back office's order desk (issue #22) through its GraphQL API, on a real PostgreSQL with orders
 * paid through the payment sandbox: finding orders, reading one, and the park and role rules.
 */
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const NOW = new Date();
const TZ = 'Pacific/Auckland';

const staff: Record<'owner' | 'manager' | 'gate' | 'hongKong', StaffMember> = {} as never;

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
  await seedIfEmpty(database.db, sandbox.sandboxUrl);
  await seedDemoStaff(database.db);
  const added = await addStaff({ email: 'hk-manager@summit-rush.test', role: 'manager', parks: ['hong-kong'] }, { label: 'command line' }, database.db);
  if (!added.ok) throw new Error(added.code);
  invalidateCatalogue();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 20);
  staff.owner = (await findStaffByEmail('owner@summit-rush.test'))!;
  staff.manager = (await findStaffByEmail('manager@summit-rush.test'))!;
  staff.gate = (await findStaffByEmail('gate@summit-rush.test'))!;
  staff.hongKong = (await findStaffByEmail('hk-manager@summit-rush.test'))!;
});
afterAll(async () => {
  await closeDb();
  await database.drop();
  await sandbox.close();
});

const day = (offset: number) => new Date(NOW.getTime() + (3 + offset) * 86_400_000).toISOString().slice(0, 10);
const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute<T & Record<string, unknown>>(query)).rows;

// The schema is built by @graphql-tools with graphql's CommonJS build; executing it needs the same copy.
const { execute, parse } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

/** The back office's API as a signed-in member calls it (the schema, its resolvers, their context). */
async function asStaff<T = Record<string, unknown>>(member: StaffMember, query: string, variables: Record<string, unknown> = {}): Promise<ExecutionResult<T>> {
  return (await execute({ schema: staffExecutableSchema(), document: parse(query), variableValues: variables, contextValue: { staff: member, clientAddress: null } })) as ExecutionResult<T>;
}

const codeOf = (result: ExecutionResult) => result.errors?.[0]?.extensions?.code;

/** A paid booking `offset` days ahead (as the desk's tests book them), through the shared helper. */
const placeOrder = (offset: number, booking: Omit<Booking, 'date'> & { date?: string } = {}): Promise<Placed> =>
  placeTestOrder(sandbox.origin, { ...booking, date: booking.date ?? day(offset) }, NOW);

/** A visitor books `quantity` luge tickets on a day and pays on Windcave's hosted page (the sandbox). */
const paidOrder = (offset: number, quantity = 3, customer: Booking['customer'] = {}) => placeOrder(offset, { quantity, customer });

const SEARCH = `query ($search: String, $date: Date, $parkId: ID, $after: String, $first: Int) {
  orders(search: $search, date: $date, parkId: $parkId, after: $after, first: $first) { nextCursor items { bookingId status name email phone tickets total currency firstSessionAt parkName } }
}`;

const ORDER = `query ($bookingId: String!) {
  order(bookingId: $bookingId) {
    bookingId status actions total dueOnArrival refunded park { id name }
    customer { firstName lastName email phone }
    lines { activityTitle startsAt total tickets { title quantity } }
    tickets { code variationTitle startsAt movedFrom cancelledAt checkIns { at by } }
    payments { method gateway status amount providerReference events { kind detail } }
    refunds { amount method status }
    mails { kind sentAt }
    auditTrail { action actor before after }
  }
}`;

type SearchResult = { orders: { nextCursor: string | null; items: { bookingId: string; status: string; tickets: number; email: string; parkName: string }[] } };
type OrderResult = {
  order: {
    status: string;
    actions: string[];
    total: number;
    tickets: { code: string; startsAt: string; cancelledAt: string | null; checkIns: unknown[] }[];
    payments: { method: string; gateway: string; status: string; amount: number; events: { kind: string; detail: string }[] }[];
    mails: { kind: string }[];
    lines: { tickets: { quantity: number }[] }[];
    auditTrail: { action: string }[];
    park: { id: string };
  };
};

describe('finding orders', () => {
  let first: Placed;
  let second: Placed;

  beforeAll(async () => {
    first = await paidOrder(0, 3, { firstName: 'Wiremu', lastName: 'Tawhiri', mobilePhone: '+64 27 123 4567' });
    second = await paidOrder(1, 1);
  });

  it('by booking ID (as typed or read out), email, part of a name, phone digits and the day of the visit', async () => {
    const find = async (variables: Record<string, unknown>) => ((await asStaff<SearchResult>(staff.manager, SEARCH, variables)).data?.orders.items ?? []).map((item) => item.bookingId);
    expect(await find({ search: first.bookingId })).toEqual([first.bookingId]);
    expect(await find({ search: first.bookingId.toLowerCase().replace(/-/g, ' ') })).toContain(first.bookingId);
    // Part of one: a group of its characters as read out.
    expect(await find({ search: first.bookingId.slice(3, 7).toLowerCase() })).toContain(first.bookingId);
    expect(await find({ search: first.email.toUpperCase() })).toEqual([first.bookingId]);
    expect(await find({ search: 'tawhiri' })).toEqual([first.bookingId]);
    // A whole name, as staff type one a caller gives: looked for in names, not addresses.
    expect(await find({ search: ' wiremu tawhiri ' })).toEqual([first.bookingId]);
    expect(await find({ search: '0271234567'.slice(-7) })).toEqual([first.bookingId]);
    expect(await find({ date: day(1), search: second.email })).toEqual([second.bookingId]);
    expect(await find({ date: day(1), search: first.email })).toEqual([]);
    // Wildcards are what they are, not patterns.
    expect(await find({ search: '%' })).toEqual([]);
  });

  it('by the words of a name, in any order, the last one as far as it is typed, and each Chinese character a word', async () => {
    const find = async (search: string) => ((await asStaff<SearchResult>(staff.manager, SEARCH, { search })).data?.orders.items ?? []).map((item) => item.bookingId);
    const chinese = await paidOrder(2, 1, { firstName: '大文', lastName: '陳' });
    const hyphened = await paidOrder(2, 1, { firstName: 'Mere-Ana', lastName: 'O’Brien' });
    // Eight letters from SR are a name, not a booking ID without its dashes.
    const srikanth = await paidOrder(2, 1, { firstName: 'Srikanth', lastName: 'Rao' });
    expect(await find('srikanth')).toEqual([srikanth.bookingId]);
    expect(await find('Tawhiri Wiremu')).toEqual([first.bookingId]);
    expect(await find('wiremu taw')).toEqual([first.bookingId]);
    // A start of two letters is a word of two letters: a start so short is in too many names.
    expect(await find('wiremu ta')).toEqual([]);
    expect(await find('WIREMU, Tawhiri.')).toEqual([first.bookingId]);
    // A word's middle or end is not a word's start.
    expect(await find('iremu')).toEqual([]);
    expect(await find('wire tawhiri')).toEqual([]);
    for (const typed of ['陳大文', '大文', '陳 大', '大文陳']) expect(await find(typed)).toEqual([chinese.bookingId]);
    expect(await find('文大x')).toEqual([]);
    for (const typed of ['ana brien', "mere o'brien", 'O’Bri', 'mere-ana']) expect(await find(typed), typed).toEqual([hyphened.bookingId]);
  });

  it('a name of several words finds those with its words whole; its last is read as a start only when no one has them', async () => {
    const find = async (search: string) => ((await asStaff<SearchResult>(staff.manager, SEARCH, { search })).data?.orders.items ?? []).map((item) => item.bookingId).sort();
    const brown = await paidOrder(2, 1, { firstName: 'Hemi', lastName: 'Brownlee' });
    const browning = await paidOrder(2, 1, { firstName: 'Hemi', lastName: 'Browning' });
    const both = [brown.bookingId, browning.bookingId].sort();
    expect(await find('hemi brown')).toEqual(both);
    expect(await find('hemi browning')).toEqual([browning.bookingId]);
    expect(await find('Browning')).toEqual([browning.bookingId]);
    // One word is read as a start too, as typed so far.
    expect(await find('brown')).toEqual(both);
    expect(await find('hemi browni')).toEqual([browning.bookingId]);
    // Another park's Hemi Brown does not hide this park's Brownlee and Browning from its manager.
    await placeOrder(7, { quantity: 1, localeId: 'hk', parkId: 'hong-kong', slug: 'harbour-zipline', variationId: 'hk-zipline-adult', gatewayId: 'hk-wechat', customer: { firstName: 'Hemi', lastName: 'Brown' } });
    expect(await find('hemi brown')).toEqual(both);
    const sameName = await paidOrder(2, 1, { firstName: 'Hemi', lastName: 'Brown' });
    expect(await find('hemi brown')).toEqual([sameName.bookingId]);
    expect(await find('brown')).toEqual([...both, sameName.bookingId].sort());
  });

  it('splits a name into words as the index’s parser does, whatever the name holds', async () => {
    const names = ['Wiremu Tawhiri', '大文 陳', 'Mere-Ana O’Brien', "D'Arcy St.John", 'Nguyễn Văn An', 'Zoë José', '김민준 Kim', 'Ka Yan Chan', 'a/b x_y 3rd', 'Ｔａｎｅ、山田太郎', 'Ātaahua Ngā-Puhi'];
    for (const name of names) {
      const [firstName, ...rest] = name.split(' ');
      const { rows } = await database.db.execute<{ words: string[] }>(
        sql`select tsvector_to_array(${customerNameWords(sql`${JSON.stringify({ firstName, lastName: rest.join(' ') })}::jsonb`)}) as words`,
      );
      // tsvector_to_array lists each word once, in the index's order.
      const typed = [...new Set(nameWords(name).map((word) => word.toLowerCase()))].sort();
      expect([...rows[0].words].sort(), name).toEqual(typed);
    }
    expect(nameQuery('  Liam  Stan ')).toBe("'Liam' & 'Stan':*");
    expect(nameQuery('Liam St')).toBe("'Liam' & 'St'");
    expect(nameQuery("' & ! :* |")).toBeNull();
  });

  it('newest first, a page at a time', async () => {
    const page1 = (await asStaff<SearchResult>(staff.manager, SEARCH, { first: 1 })).data!.orders;
    expect(page1.items).toHaveLength(1);
    expect(page1.nextCursor).toBeTruthy();
    const page2 = (await asStaff<SearchResult>(staff.manager, SEARCH, { first: 1, after: page1.nextCursor })).data!.orders;
    expect(page2.items).toHaveLength(1);
    expect(page2.items[0].bookingId).not.toBe(page1.items[0].bookingId);
  });

  it('only in the member’s own parks: another park’s manager finds nothing and may not name this park', async () => {
    const found = await asStaff<SearchResult>(staff.hongKong, SEARCH, { search: first.email });
    expect(found.data?.orders.items).toEqual([]);
    expect(codeOf(await asStaff(staff.hongKong, SEARCH, { parkId: 'queenstown' }))).toBe('FORBIDDEN');
    // The gate of the park looks orders up too.
    expect((await asStaff<SearchResult>(staff.gate, SEARCH, { search: first.bookingId })).data?.orders.items).toHaveLength(1);
  });

  it('refuses an impossible day as the member’s typing, not a server error', async () => {
    expect(codeOf(await asStaff(staff.manager, SEARCH, { date: '2026-02-31' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await asStaff(staff.manager, SEARCH, { date: '2026-13-01' }))).toBe('BAD_USER_INPUT');
  });
});

describe('an order’s page', () => {
  let placed: Placed;
  beforeAll(async () => {
    placed = await paidOrder(2, 3);
  });

  it('shows its lines, tickets with their check-ins, payments with each provider exchange, mail and history', async () => {
    const result = await asStaff<OrderResult>(staff.manager, ORDER, { bookingId: placed.bookingId });
    expect(result.errors).toBeUndefined();
    const order = result.data!.order;
    expect(order.status).toBe('paid');
    expect(order.park.id).toBe('queenstown');
    expect(order.lines[0].tickets[0].quantity).toBe(3);
    expect(order.tickets).toHaveLength(3);
    expect(order.tickets.every((ticket) => ticket.cancelledAt === null && ticket.checkIns.length === 0)).toBe(true);
    expect(order.payments).toHaveLength(1);
    expect(order.payments[0]).toMatchObject({ method: 'gateway', gateway: 'DPS', status: 'authorised', amount: order.total });
    expect(order.payments[0].events.map((event) => event.kind)).toContain('transition');
    expect(order.mails.map((mail) => mail.kind).sort()).toEqual(['booking_tickets', 'order_confirmation']);
    expect(order.auditTrail).toEqual([]);
    expect(order.actions.sort()).toEqual(['cancel', 'move', 'resendConfirmation']);
  });

  it('lets a gate read it and do nothing to it', async () => {
    const result = await asStaff<OrderResult>(staff.gate, ORDER, { bookingId: placed.bookingId });
    expect(result.data?.order.actions).toEqual([]);
  });

  it('refuses another park’s manager exactly as it refuses a booking ID that does not exist', async () => {
    const other = await asStaff(staff.hongKong, ORDER, { bookingId: placed.bookingId });
    const missing = await asStaff(staff.hongKong, ORDER, { bookingId: 'SR-NONE-NONE' });
    expect(codeOf(other)).toBe('FORBIDDEN');
    expect(other.data).toBeNull();
    expect(other.errors?.map((error) => error.message)).toEqual(missing.errors?.map((error) => error.message));
    expect(codeOf(missing)).toBe('FORBIDDEN');
    // The owner of every park reads it.
    expect((await asStaff<OrderResult>(staff.owner, ORDER, { bookingId: placed.bookingId })).data?.order.tickets).toHaveLength(3);
  });

  it('finds the order’s park from its locale, whatever the request says', async () => {
    expect((await rows<{ park_id: string }>(sql`select l.park_id from orders o join locales l on l.id = o.locale_id where o.id = ${placed.orderId}`))[0].park_id).toBe('queenstown');
  });
});

const RESEND = `mutation ($bookingId: String!, $key: String!) { resendConfirmation(bookingId: $bookingId, idempotencyKey: $key) { ${actionAnswer('status')} } }`;
const PAY_AT_DESK = `mutation ($bookingId: String!, $method: DeskPaymentMethod!, $key: String!) {
  takePaymentAtDesk(bookingId: $bookingId, method: $method, idempotencyKey: $key) { ${actionAnswer('status dueOnArrival payments { method status amount }')} }
}`;
const CANCEL = `mutation ($bookingId: String!, $codes: [String!]!, $refundTo: RefundTo!, $reason: String!, $key: String!) {
  cancelTickets(bookingId: $bookingId, ticketCodes: $codes, refundTo: $refundTo, reason: $reason, idempotencyKey: $key) {
    ${actionAnswer('status refunded dueOnArrival refunds { amount method status giftCardCode } tickets { code cancelledAt }')}
  }
}`;
const QUOTE = `query ($bookingId: String!, $codes: [String!]!) { refundQuote(bookingId: $bookingId, ticketCodes: $codes) { amount giftCard toOriginalPayment } }`;
const MOVE = `mutation ($bookingId: String!, $codes: [String!]!, $sessionId: ID!, $key: String!) {
  moveTickets(bookingId: $bookingId, ticketCodes: $codes, sessionId: $sessionId, idempotencyKey: $key) { ${actionAnswer('status tickets { code startsAt movedFrom } refunds { amount method status }')} }
}`;
const OPTIONS = `query ($bookingId: String!, $codes: [String!]!, $date: Date!) { moveOptions(bookingId: $bookingId, ticketCodes: $codes, date: $date) { sessionId startsAt remaining priceDifference } }`;

const codesOf = async (orderId: string) =>
  (await rows<{ code: string }>(sql`select t.code from tickets t join order_items i on i.id = t.order_item_id where i.order_id = ${orderId} order by t.code`)).map((row) => row.code);
const soldAt = async (sessionId: string) => (await rows<{ sold: number }>(sql`select sold from sessions where id = ${sessionId}`))[0].sold;
const count = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(query))[0].n;
const sandboxRefunds = async (orderId: string) =>
  (await rows<{ refunds: { reference: string; amount: number }[] | null }>(sql`
    select s.data->'refunds' as refunds from sandbox_payments s
    join payments p on s.merchant_reference in (p.id::text, replace(p.id::text, '-', ''))
    where p.order_id = ${orderId} and p.method = 'gateway'`))[0]?.refunds ?? [];

describe('resending the confirmation', () => {
  it('queues it once per action, in the visitor’s language, and audits it', async () => {
    const placed = await paidOrder(3, 1);
    const key = randomUUID();
    const results = await Promise.all([asStaff<ActionResult<'resendConfirmation'>>(staff.manager, RESEND, { bookingId: placed.bookingId, key }), asStaff(staff.manager, RESEND, { bookingId: placed.bookingId, key })]);
    expect(results.map((result) => result.errors)).toEqual([undefined, undefined]);
    await asStaff(staff.manager, RESEND, { bookingId: placed.bookingId, key });
    expect(await count(sql`select count(*)::int as n from outbox where payload->>'orderId' = ${placed.orderId} and kind = 'order-confirmation'`)).toBe(2);
    // Its tickets go again with it, in their own message.
    expect(await count(sql`select count(*)::int as n from outbox where payload->>'orderId' = ${placed.orderId} and kind = 'booking-tickets'`)).toBe(2);
    expect(await count(sql`select count(*)::int as n from order_actions where idempotency_key = ${key}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from staff_audit where subject = ${`order:${placed.bookingId}`} and action = 'order.resendConfirmation'`)).toBe(1);
    // The owner's audit screen reads it in the order's money and on its park's clock; a staff account's entries on UTC.
    const trail = await asStaff<{ auditEntries: { action: string; subject: string; currency: string | null; timeZone: string }[] }>(staff.owner, '{ auditEntries(limit: 100) { action subject currency timeZone } }');
    expect(trail.data?.auditEntries.find((entry) => entry.subject === `order:${placed.bookingId}`)).toEqual({ action: 'order.resendConfirmation', subject: `order:${placed.bookingId}`, currency: 'NZD', timeZone: TZ });
    expect(trail.data?.auditEntries.find((entry) => entry.subject.startsWith('staff:'))).toMatchObject({ currency: null, timeZone: 'UTC' });
    // Another key is another resend.
    await asStaff(staff.manager, RESEND, { bookingId: placed.bookingId, key: randomUUID() });
    expect(await count(sql`select count(*)::int as n from outbox where payload->>'orderId' = ${placed.orderId} and kind = 'order-confirmation'`)).toBe(3);
  });

  it('is refused to a gate and to another park’s manager, and a key used for another order', async () => {
    const placed = await paidOrder(3, 1);
    expect(codeOf(await asStaff(staff.gate, RESEND, { bookingId: placed.bookingId, key: randomUUID() }))).toBe('FORBIDDEN');
    expect(codeOf(await asStaff(staff.hongKong, RESEND, { bookingId: placed.bookingId, key: randomUUID() }))).toBe('FORBIDDEN');
    const key = randomUUID();
    await asStaff(staff.manager, RESEND, { bookingId: placed.bookingId, key });
    const other = await paidOrder(3, 1);
    expect(problemOf((await asStaff<ActionResult<'resendConfirmation'>>(staff.manager, RESEND, { bookingId: other.bookingId, key })).data?.resendConfirmation)).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('taking a reservation’s payment at the desk', () => {
  let reservation: Placed;
  beforeAll(async () => {
    // Queenstown keeps pay-on-arrival reservations without an emailed confirmation, for these tests.
    await database.db.execute(sql`update parks set reservation_confirmation = false where id = 'queenstown'`);
    invalidateLocales();
    reservation = await placeOrder(4, { quantity: 2, gatewayId: 'nz-arrival' });
  });
  afterAll(async () => {
    await database.db.execute(sql`update parks set reservation_confirmation = true where id = 'queenstown'`);
    invalidateLocales();
  });

  it('records a desk payment of what is due, pays the order through the transition table, mails a receipt, once', async () => {
    const before = (await rows<{ total: number; status: string }>(sql`select total, status from orders where id = ${reservation.orderId}`))[0];
    expect(before.status).toBe('reserved');
    expect(codeOf(await asStaff(staff.gate, PAY_AT_DESK, { bookingId: reservation.bookingId, method: 'cash', key: randomUUID() }))).toBe('FORBIDDEN');
    const key = randomUUID();
    const [first, second] = await Promise.all([
      asStaff<ActionResult<'takePaymentAtDesk'>>(staff.manager, PAY_AT_DESK, { bookingId: reservation.bookingId, method: 'cash', key }),
      asStaff<ActionResult<'takePaymentAtDesk'>>(staff.manager, PAY_AT_DESK, { bookingId: reservation.bookingId, method: 'cash', key }),
    ]);
    expect(first.data?.takePaymentAtDesk).toMatchObject({ __typename: 'StaffOrderActionDone', order: { status: 'paid', dueOnArrival: 0, payments: [{ method: 'cash', status: 'authorised', amount: before.total }] } });
    expect(problemOf(second.data?.takePaymentAtDesk)).toBeNull();
    expect(await count(sql`select count(*)::int as n from payments where order_id = ${reservation.orderId}`)).toBe(1);
    expect((await rows<{ paid_at: Date | null }>(sql`select paid_at from orders where id = ${reservation.orderId}`))[0].paid_at).not.toBeNull();
    expect(await count(sql`select count(*)::int as n from outbox where payload->>'orderId' = ${reservation.orderId} and kind = 'order-update' and payload->>'change' = 'paidAtDesk'`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from staff_audit where subject = ${`order:${reservation.bookingId}`} and action = 'order.takePaymentAtDesk'`)).toBe(1);
    // Paid now: nothing more is due.
    const again = await asStaff<ActionResult<'takePaymentAtDesk'>>(staff.manager, PAY_AT_DESK, { bookingId: reservation.bookingId, method: 'card_at_desk', key: randomUUID() });
    expect(problemOf(again.data?.takePaymentAtDesk)).toBe('NOT_ALLOWED_IN_STATUS');
  });

  it('refuses a method other than cash or a card at the desk before it reads anything (DeskPaymentMethod)', async () => {
    const result = await asStaff(staff.manager, PAY_AT_DESK, { bookingId: reservation.bookingId, method: 'gateway', key: randomUUID() });
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0].message).toMatch(/DeskPaymentMethod/);
  });

  it('takes what is left due after tickets were cancelled, and a desk payment is refunded at the desk', async () => {
    const booked = await placeOrder(5, { quantity: 2, gatewayId: 'nz-arrival' });
    const total = (await rows<{ total: number }>(sql`select total from orders where id = ${booked.orderId}`))[0].total;
    const [code] = await codesOf(booked.orderId);
    const cancelled = await asStaff<ActionResult<'cancelTickets'>>(staff.manager, CANCEL, { bookingId: booked.bookingId, codes: [code], refundTo: 'original', reason: 'One fewer', key: randomUUID() });
    expect(cancelled.data?.cancelTickets).toMatchObject({ __typename: 'StaffOrderActionDone', order: { status: 'reserved', refunds: [], dueOnArrival: total - Math.floor(total / 2) } });
    const paid = await asStaff<ActionResult<'takePaymentAtDesk'>>(staff.manager, PAY_AT_DESK, { bookingId: booked.bookingId, method: 'card_at_desk', key: randomUUID() });
    expect(paid.data?.takePaymentAtDesk.order).toMatchObject({ status: 'paid', payments: [{ method: 'card_at_desk', amount: total - Math.floor(total / 2) }] });
    const [, other] = await codesOf(booked.orderId);
    const refunded = await asStaff<ActionResult<'cancelTickets'>>(staff.manager, CANCEL, { bookingId: booked.bookingId, codes: [other], refundTo: 'original', reason: 'Changed plans', key: randomUUID() });
    expect(refunded.data?.cancelTickets.order).toMatchObject({ status: 'refunded', refunds: [{ method: 'desk', status: 'succeeded', amount: total - Math.floor(total / 2) }] });
  });

  it('cancels a whole reservation: its places go back, nothing goes into the visitor’s cart', async () => {
    const booked = await placeOrder(6, { quantity: 2, gatewayId: 'nz-arrival' });
    const sold = await soldAt(booked.sessionId);
    const result = await asStaff<ActionResult<'cancelTickets'>>(staff.manager, CANCEL, { bookingId: booked.bookingId, codes: await codesOf(booked.orderId), refundTo: 'original', reason: 'Not coming', key: randomUUID() });
    expect(result.data?.cancelTickets.order).toMatchObject({ status: 'cancelled', refunds: [] });
    expect(await soldAt(booked.sessionId)).toBe(sold - 2);
    expect(await count(sql`select count(*)::int as n from cart_items i join carts c on c.id = i.cart_id join orders o on o.anonymous_token = c.anonymous_token where o.id = ${booked.orderId}`)).toBe(0);
    expect((await rows<{ places_sold: boolean }>(sql`select places_sold from orders where id = ${booked.orderId}`))[0].places_sold).toBe(false);
  });
});

describe('cancelling tickets with a refund', () => {
  it('gives back the chosen tickets’ share through the order’s own gateway (Windcave, the sandbox), once however often asked', async () => {
    const placed = await paidOrder(7, 3);
    const order = (await rows<{ total: number }>(sql`select total from orders where id = ${placed.orderId}`))[0];
    const codes = await codesOf(placed.orderId);
    const sold = await soldAt(placed.sessionId);
    const quote = (await asStaff<{ refundQuote: { amount: number; giftCard: number; toOriginalPayment: boolean } }>(staff.manager, QUOTE, { bookingId: placed.bookingId, codes: codes.slice(0, 2) })).data!.refundQuote;
    // Computed on the server from the tickets: two of three equal tickets are two thirds of what was paid.
    expect(quote).toEqual({ amount: Math.floor((order.total * 2) / 3), giftCard: 0, toOriginalPayment: true });
    expect(codeOf(await asStaff(staff.gate, QUOTE, { bookingId: placed.bookingId, codes }))).toBe('FORBIDDEN');
    expect(codeOf(await asStaff(staff.gate, CANCEL, { bookingId: placed.bookingId, codes, refundTo: 'original', reason: 'x', key: randomUUID() }))).toBe('FORBIDDEN');
    expect(codeOf(await asStaff(staff.hongKong, CANCEL, { bookingId: placed.bookingId, codes, refundTo: 'original', reason: 'x', key: randomUUID() }))).toBe('FORBIDDEN');

    const key = randomUUID();
    const variables = { bookingId: placed.bookingId, codes: codes.slice(0, 2), refundTo: 'original', reason: 'Rained off', key };
    const [first, second] = await Promise.all([asStaff<ActionResult<'cancelTickets'>>(staff.manager, CANCEL, variables), asStaff<ActionResult<'cancelTickets'>>(staff.manager, CANCEL, variables)]);
    expect([problemOf(first.data?.cancelTickets), problemOf(second.data?.cancelTickets)]).toEqual([null, null]);
    const third = await asStaff<ActionResult<'cancelTickets'>>(staff.manager, CANCEL, variables);
    expect(third.data?.cancelTickets.order).toMatchObject({ status: 'partially_cancelled', refunds: [{ amount: quote.amount, method: 'gateway', status: 'succeeded' }] });
    expect(await count(sql`select count(*)::int as n from refunds where order_id = ${placed.orderId}`)).toBe(1);
    expect(await sandboxRefunds(placed.orderId)).toEqual([expect.objectContaining({ amount: quote.amount })]);
    expect(await soldAt(placed.sessionId)).toBe(sold - 2);
    expect(await count(sql`select count(*)::int as n from outbox where payload->>'orderId' = ${placed.orderId} and kind = 'order-update' and payload->>'change' = 'cancelled'`)).toBe(1);
    const [audit] = await rows<{ before: { status: string }; after: { status: string; cancelled: string[] } }>(
      sql`select before, after from staff_audit where subject = ${`order:${placed.bookingId}`} and action = 'order.cancel'`,
    );
    expect(audit.before.status).toBe('paid');
    expect(audit.after).toMatchObject({ status: 'partially_cancelled', cancelled: codes.slice(0, 2) });
    // The provider's exchange is on the payment's log.
    expect((await rows<{ kind: string }>(sql`select e.kind from payment_events e join payments p on p.id = e.payment_id where p.order_id = ${placed.orderId} order by e.created_at`)).map((e) => e.kind)).toEqual(
      expect.arrayContaining(['refund-recorded', 'refund-requested', 'refunded']),
    );

    // A cancelled ticket cannot be cancelled again.
    const again = await asStaff<ActionResult<'cancelTickets'>>(staff.manager, CANCEL, { ...variables, key: randomUUID() });
    expect(problemOf(again.data?.cancelTickets)).toBe('UNKNOWN_TICKET');

    // The last one as a gift card: the order is refunded, exactly what it collected in all.
    const last = await asStaff<ActionResult<'cancelTickets'>>(staff.manager, CANCEL, { bookingId: placed.bookingId, codes: [codes[2]], refundTo: 'gift_card', reason: 'Rained off', key: randomUUID() });
    const refunds = last.data!.cancelTickets.order.refunds as { amount: number; method: string; giftCardCode: string | null }[];
    expect(last.data?.cancelTickets.order.status).toBe('refunded');
    expect(refunds[1]).toMatchObject({ method: 'gift_card', amount: order.total - quote.amount });
    expect(refunds[0].amount + refunds[1].amount).toBe(order.total);
    const [card] = await rows<{ balance: number; value: number }>(sql`
      select c.value, (select sum(amount) from gift_card_transactions where gift_card_id = c.id)::int as balance
      from gift_cards c where c.code = ${refunds[1].giftCardCode!.replace(/-/g, '')}`);
    expect(card).toEqual({ value: order.total - quote.amount, balance: order.total - quote.amount });
    expect(await sandboxRefunds(placed.orderId)).toHaveLength(1);
  });

  it('through a QR wallet’s adapter too (WeChat Pay, the sandbox): a partial refund it records', async () => {
    const placed = await placeOrder(7, { quantity: 2, localeId: 'hk', parkId: 'hong-kong', slug: 'harbour-zipline', variationId: 'hk-zipline-adult', gatewayId: 'hk-wechat' });
    const [code] = await codesOf(placed.orderId);
    expect(codeOf(await asStaff(staff.manager, CANCEL, { bookingId: placed.bookingId, codes: [code], refundTo: 'original', reason: 'x', key: randomUUID() }))).toBe('FORBIDDEN');
    const result = await asStaff<ActionResult<'cancelTickets'>>(staff.owner, CANCEL, { bookingId: placed.bookingId, codes: [code], refundTo: 'original', reason: 'Unwell', key: randomUUID() });
    const total = (await rows<{ total: number }>(sql`select total from orders where id = ${placed.orderId}`))[0].total;
    expect(result.data?.cancelTickets.order).toMatchObject({ status: 'partially_cancelled', refunds: [{ method: 'gateway', status: 'succeeded', amount: Math.floor(total / 2) }] });
    expect(await sandboxRefunds(placed.orderId)).toEqual([expect.objectContaining({ amount: Math.floor(total / 2) })]);
  });

  it('keeps a refund the provider could not take pending, and the reconciler asks again under the same reference', async () => {
    const placed = await paidOrder(8, 2);
    const [code] = await codesOf(placed.orderId);
    sandbox.failing.add('dps/api/v1/transactions');
    try {
      const result = await asStaff<ActionResult<'cancelTickets'>>(staff.manager, CANCEL, { bookingId: placed.bookingId, codes: [code], refundTo: 'original', reason: 'Sick', key: randomUUID() });
      expect(result.data?.cancelTickets.order).toMatchObject({ status: 'partially_cancelled', refunds: [{ status: 'pending' }] });
    } finally {
      sandbox.failing.delete('dps/api/v1/transactions');
    }
    const { reconcileStalePayments } = await import('@/lib/server/payments/payment-service');
    await reconcileStalePayments(new Date(Date.now() + 5 * 60_000));
    expect((await rows<{ status: string }>(sql`select status from refunds where order_id = ${placed.orderId}`))[0].status).toBe('succeeded');
    expect(await sandboxRefunds(placed.orderId)).toHaveLength(1);
  });
});

/** The next local day from `from` on which `test` holds (the demo's weekend and peak-day prices differ). */
function nextDay(test: (weekday: number, date: string) => boolean, from = 3): string {
  for (let offset = from; offset < from + 14; offset++) {
    const date = day(offset - 3);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (test(weekday, date) && !/-12-(2[6-9]|3[01])$|-01-0[12]$/.test(date)) return date;
  }
  throw new Error('no such day');
}

describe('moving tickets', () => {
  const midweek = (weekday: number) => weekday >= 1 && weekday <= 4;

  it('to another session of the same activity at the same price: places move under the sale’s locks, once', async () => {
    const date = nextDay(midweek, 4);
    const placed = await placeOrder(0, { quantity: 3, date });
    const [code] = await codesOf(placed.orderId);
    const options = (await asStaff<{ moveOptions: { sessionId: string; startsAt: string; remaining: number; priceDifference: number }[] }>(staff.manager, OPTIONS, { bookingId: placed.bookingId, codes: [code], date })).data!.moveOptions;
    const target = options.find((option) => option.sessionId !== placed.sessionId)!;
    expect(target.priceDifference).toBe(0);
    const [from, to] = [await soldAt(placed.sessionId), await soldAt(target.sessionId)];
    expect(codeOf(await asStaff(staff.gate, MOVE, { bookingId: placed.bookingId, codes: [code], sessionId: target.sessionId, key: randomUUID() }))).toBe('FORBIDDEN');
    const key = randomUUID();
    const variables = { bookingId: placed.bookingId, codes: [code], sessionId: target.sessionId, key };
    const results = await Promise.all([asStaff<ActionResult<'moveTickets'>>(staff.manager, MOVE, variables), asStaff<ActionResult<'moveTickets'>>(staff.manager, MOVE, variables)]);
    expect(results.map((result) => problemOf(result.data?.moveTickets))).toEqual([null, null]);
    expect([await soldAt(placed.sessionId), await soldAt(target.sessionId)]).toEqual([from - 1, to + 1]);
    const moved = (results[0].data!.moveTickets.order.tickets as { code: string; startsAt: string; movedFrom: string | null }[]).find((ticket) => ticket.code === code)!;
    expect(moved.startsAt).toBe(target.startsAt);
    expect(moved.movedFrom).not.toBeNull();
    // A day that is not on the calendar is the member's typing, answered as such.
    expect(codeOf(await asStaff(staff.manager, OPTIONS, { bookingId: placed.bookingId, codes: [code], date: '2026-02-31' }))).toBe('BAD_USER_INPUT');
    expect(await count(sql`select count(*)::int as n from outbox where payload->>'orderId' = ${placed.orderId} and kind = 'order-update' and payload->>'change' = 'moved'`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from staff_audit where subject = ${`order:${placed.bookingId}`} and action = 'order.move'`)).toBe(1);
  });

  it('to another day: the order is found by the day its ticket now stands at, not the one it left', async () => {
    const find = async (date: string) => ((await asStaff<SearchResult>(staff.manager, SEARCH, { date, first: 50 })).data?.orders.items ?? []).map((item) => item.bookingId);
    const from = nextDay(midweek, 6);
    const to = nextDay((weekday, date) => midweek(weekday) && date > from, 6);
    const placed = await placeOrder(0, { quantity: 1, date: from });
    const [code] = await codesOf(placed.orderId);
    expect(await find(from)).toContain(placed.bookingId);
    const options = (await asStaff<{ moveOptions: { sessionId: string; priceDifference: number }[] }>(staff.manager, OPTIONS, { bookingId: placed.bookingId, codes: [code], date: to })).data!.moveOptions;
    const target = options.find((option) => option.priceDifference === 0)!;
    expect(problemOf((await asStaff<ActionResult<'moveTickets'>>(staff.manager, MOVE, { bookingId: placed.bookingId, codes: [code], sessionId: target.sessionId, key: randomUUID() })).data?.moveTickets)).toBeNull();
    expect(await find(to)).toContain(placed.bookingId);
    expect(await find(from)).not.toContain(placed.bookingId);
  });

  it('is refused by a full session, changing nothing', async () => {
    const date = nextDay(midweek, 5);
    const placed = await placeOrder(0, { quantity: 2, date });
    const [code] = await codesOf(placed.orderId);
    const activity = (await findParkActivity('queenstown', 'luge'))!;
    const target = (await daySessions(activity, TZ, date, NOW)).find((session) => session.id !== placed.sessionId)!;
    await database.db.execute(sql`update sessions set sold = capacity where id = ${target.id}`);
    const sold = await soldAt(placed.sessionId);
    const result = await asStaff<ActionResult<'moveTickets'>>(staff.manager, MOVE, { bookingId: placed.bookingId, codes: [code], sessionId: target.id, key: randomUUID() });
    expect(problemOf(result.data?.moveTickets)).toBe('SESSION_FULL');
    expect(await soldAt(placed.sessionId)).toBe(sold);
    expect(await count(sql`select count(*)::int as n from order_actions where order_id = ${placed.orderId}`)).toBe(0);
  });

  it('to a dearer day is refused for now; to a cheaper one gives the difference back through the gateway', async () => {
    const weekday = nextDay(midweek, 3);
    const saturday = nextDay((weekday) => weekday === 6, 3);
    const cheap = await placeOrder(0, { quantity: 1, date: weekday });
    const activity = (await findParkActivity('queenstown', 'luge'))!;
    const [dear] = await daySessions(activity, TZ, saturday, NOW);
    const [cheapCode] = await codesOf(cheap.orderId);
    const refused = await asStaff<ActionResult<'moveTickets'>>(staff.manager, MOVE, { bookingId: cheap.bookingId, codes: [cheapCode], sessionId: dear.id, key: randomUUID() });
    expect(problemOf(refused.data?.moveTickets)).toBe('PRICE_DIFFERENCE_DUE');

    const weekend = await placeOrder(0, { quantity: 1, date: saturday, session: 1 });
    const [code] = await codesOf(weekend.orderId);
    const [target] = await daySessions(activity, TZ, weekday, NOW);
    const result = await asStaff<ActionResult<'moveTickets'>>(staff.manager, MOVE, { bookingId: weekend.bookingId, codes: [code], sessionId: target.id, key: randomUUID() });
    // 5900 on a weekday, 6490 on a weekend: 590 goes back.
    expect(result.data?.moveTickets).toMatchObject({ __typename: 'StaffOrderActionDone', order: { status: 'paid', refunds: [{ amount: 590, method: 'gateway', status: 'succeeded' }] } });
    expect(await sandboxRefunds(weekend.orderId)).toEqual([expect.objectContaining({ amount: 590 })]);
  });
});

describe('a checked-in ticket on the order page', () => {
  const CHECK_INS = `query ($bookingId: String!) { order(bookingId: $bookingId) { tickets { code checkIns { id at by undoableUntil mayUndo } } } }`;
  const UNDO = `mutation ($id: ID!) { undoCheckIn(checkInId: $id) { __typename ... on UndoCheckInRefused { problem } } }`;
  type CheckIns = { order: { tickets: { code: string; checkIns: { id: string; at: string; by: string; undoableUntil: string; mayUndo: boolean }[] }[] } };

  /** A gate's check-in of a ticket `minutesAgo` (the row a scan writes, lib/server/check-in/check-in-repository.ts). */
  const checkIn = async (code: string, minutesAgo: number) =>
    (
      await rows<{ id: string }>(sql`
        insert into ticket_check_ins (ticket_id, session_id, people, at, staff_id, actor)
        select t.id, coalesce(t.session_id, i.session_id), 1, now() - make_interval(mins => ${minutesAgo}), ${staff.gate.id}, ${staff.gate.email}
        from tickets t join order_items i on i.id = t.order_item_id where t.code = ${code}
        returning id`)
    )[0].id;
  const checkInsOf = async (member: StaffMember, bookingId: string, code: string) =>
    (await asStaff<CheckIns>(member, CHECK_INS, { bookingId })).data!.order.tickets.find((ticket) => ticket.code === code)!.checkIns;

  it('offers its undo within the gate’s two minutes; undone (the gate’s own mutation), it can be cancelled', async () => {
    const placed = await paidOrder(5, 2);
    const [code] = await codesOf(placed.orderId);
    const id = await checkIn(code, 0);
    const [shown] = await checkInsOf(staff.manager, placed.bookingId, code);
    expect(shown).toMatchObject({ id, by: staff.gate.email, mayUndo: true });
    expect(new Date(shown.undoableUntil).getTime() - new Date(shown.at).getTime()).toBe(2 * 60_000);
    // Another park's manager is told nothing of the order and may not undo its check-in.
    expect(codeOf(await asStaff(staff.hongKong, CHECK_INS, { bookingId: placed.bookingId }))).toBe('FORBIDDEN');
    expect((await asStaff<{ undoCheckIn: { problem: string } }>(staff.hongKong, UNDO, { id })).data?.undoCheckIn.problem).toBe('notAllowed');

    const cancel = (key: string) => asStaff<ActionResult<'cancelTickets'>>(staff.manager, CANCEL, { bookingId: placed.bookingId, codes: [code], refundTo: 'original', reason: 'Went home', key });
    expect(problemOf((await cancel(randomUUID())).data?.cancelTickets)).toBe('TICKET_CHECKED_IN');
    expect((await asStaff<{ undoCheckIn: { __typename: string } }>(staff.manager, UNDO, { id })).data?.undoCheckIn.__typename).toBe('CheckInUndone');
    expect(await checkInsOf(staff.manager, placed.bookingId, code)).toEqual([]);
    expect(problemOf((await cancel(randomUUID())).data?.cancelTickets)).toBeNull();
  });

  it('does not offer it once the two minutes are over, and the undo is refused then', async () => {
    const placed = await paidOrder(6, 1);
    const [code] = await codesOf(placed.orderId);
    const id = await checkIn(code, 3);
    expect(await checkInsOf(staff.manager, placed.bookingId, code)).toEqual([expect.objectContaining({ id, mayUndo: false })]);
    expect(await checkInsOf(staff.owner, placed.bookingId, code)).toEqual([expect.objectContaining({ id, mayUndo: false })]);
    expect((await asStaff<{ undoCheckIn: { problem: string } }>(staff.manager, UNDO, { id })).data?.undoCheckIn.problem).toBe('tooLate');
  });
});
