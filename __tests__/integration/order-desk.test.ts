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
import { staffExecutableSchema } from '@/lib/server/graphql/schema';
import type { LocaleRecord } from '@/lib/server/locales/locale-repository';
import { findLocaleById } from '@/lib/server/locales/locale-service';
import { confirmPayment } from '@/lib/server/payments/payment-service';
import { closeDb } from '@/lib/server/platform/db/client';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { addStaff, findStaffByEmail, type StaffMember } from '@/lib/server/staff';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The back office's order desk (issue #22) through its GraphQL API, on a real PostgreSQL with orders
 * paid through the payment sandbox: finding orders, reading one, and the park and role rules.
 */
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let nz: LocaleRecord;
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
  nz = (await findLocaleById('nz'))!;
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

interface Placed {
  orderId: string;
  bookingId: string;
  email: string;
  sessionId: string;
}

/** A visitor books `quantity` luge tickets on a day and pays on Windcave's hosted page (the sandbox). */
async function paidOrder(offset: number, quantity = 3, customer: Partial<{ firstName: string; lastName: string; email: string; mobilePhone: string }> = {}): Promise<Placed> {
  const token = randomUUID();
  const activity = (await findParkActivity('queenstown', 'luge'))!;
  const session = (await daySessions(activity, TZ, day(offset), NOW))[0];
  const added = await addToCart({ anonymousToken: token, localeId: 'nz', parkId: 'queenstown', activitySlug: 'luge', sessionId: session.id, tickets: [{ variationId: 'nz-luge-five-rides', quantity }] });
  expect(added.kind).toBe('added');
  const email = customer.email ?? `visitor-${randomUUID().slice(0, 8)}@example.com`;
  const placed = await createAndCompleteOrder({
    anonymousToken: token,
    locale: nz,
    origin: sandbox.origin,
    idempotencyKey: randomUUID(),
    customer: { firstName: 'Aroha', lastName: 'Ngata', mobilePhone: '021 555 0199', ...customer, email },
    code: null,
    gatewayId: 'nz-windcave',
    acceptTerms: true,
  });
  if (placed.kind !== 'placed' || placed.action?.kind !== 'redirect') throw new Error('expected a redirect');
  const response = await fetch(placed.action.url, { method: 'POST', body: new URLSearchParams({ choice: 'approve', notify: 'never' }), redirect: 'manual' });
  expect(response.status).toBe(303);
  expect((await confirmPayment(placed.order.token)).outcome).toBe('PAID');
  return { orderId: placed.order.id, bookingId: placed.order.bookingId, email, sessionId: session.id };
}

const SEARCH = `query ($search: String, $date: String, $parkId: ID, $after: String, $first: Int) {
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
    expect(await find({ search: first.email.toUpperCase() })).toEqual([first.bookingId]);
    expect(await find({ search: 'tawhiri' })).toEqual([first.bookingId]);
    expect(await find({ search: '0271234567'.slice(-7) })).toEqual([first.bookingId]);
    expect(await find({ date: day(1), search: second.email })).toEqual([second.bookingId]);
    expect(await find({ date: day(1), search: first.email })).toEqual([]);
    // Wildcards are what they are, not patterns.
    expect(await find({ search: '%' })).toEqual([]);
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
    expect(order.mails.map((mail) => mail.kind)).toEqual(['order-confirmation']);
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
