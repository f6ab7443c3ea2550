import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { ExecutionResult } from 'graphql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { staffExecutableSchema } from '@/lib/server/graphql/schema';
import { loadOrder } from '@/lib/server/orders';
import { closeDb } from '@/lib/server/platform/db/client';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { findStaffByEmail, type StaffMember } from '@/lib/server/staff';
import { placeOrder } from '../helpers/place-order';
import { startSandboxServer } from '../helpers/sandbox-server';
import { actionAnswer, problemOf, type ActionAnswer } from '../helpers/staff-order-action';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The order as its aggregate (lib/server/orders/commands/order-command.ts `once`): a desk action locks and
 * loads its order once, decides, persists, and answers with the order as it left it (orderAfter,
 * lib/server/orders/order-after.ts), which must be the order a fresh read finds.
 */
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const NOW = new Date();
const TZ = 'Pacific/Auckland';
let manager: StaffMember;

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
  await seedIfEmpty(database.db, sandbox.sandboxUrl);
  await seedDemoStaff(database.db);
  invalidateCatalogue();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 20);
  manager = (await findStaffByEmail('manager@summit-rush.test'))!;
});
afterAll(async () => {
  await closeDb();
  await database.drop();
  await sandbox.close();
});

const { execute, parse } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
const ORDER_FIELDS = 'status dueOnArrival tickets { code startsAt movedFrom cancelledAt } charges { amount status }';
async function asManager<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = (await execute({ schema: staffExecutableSchema(), document: parse(query), variableValues: variables, contextValue: { staff: manager, clientAddress: null } })) as ExecutionResult<T>;
  if (result.errors?.length) throw result.errors[0];
  return result.data!;
}
const CANCEL = `mutation ($bookingId: String!, $codes: [String!]!, $key: String!) {
  cancelTickets(bookingId: $bookingId, ticketCodes: $codes, refundTo: original, reason: "Asked to", idempotencyKey: $key) { ${actionAnswer(ORDER_FIELDS)} } }`;
const MOVE = `mutation ($bookingId: String!, $codes: [String!]!, $sessionId: ID!, $key: String!) {
  moveTickets(bookingId: $bookingId, ticketCodes: $codes, sessionId: $sessionId, chargeDifference: true, idempotencyKey: $key) { ${actionAnswer(ORDER_FIELDS)} } }`;
const ORDER = `query ($bookingId: String!) { order(bookingId: $bookingId) { ${ORDER_FIELDS} } }`;

/** Statements that load a whole order (loadOrder's, the only one that selects due_on_arrival with charges_due). */
function countOrderLoads() {
  const query = pg.Client.prototype.query;
  let loads = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text;
    if (text?.includes('as charges_due')) loads++;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return {
    stop: () => {
      pg.Client.prototype.query = query;
      return loads;
    },
  };
}

type Answer = ActionAnswer<{ status: string; dueOnArrival: number; tickets: { code: string }[] }>;
const sorted = <T extends { code: string }>(tickets: T[]) => [...tickets].sort((a, b) => a.code.localeCompare(b.code));

describe('an action on an order', () => {
  it('loads the order once, a staff cancellation with a refund included', async () => {
    const placed = await placeOrder(sandbox.origin, { date: new Date(NOW.getTime() + 4 * 86_400_000).toISOString().slice(0, 10), quantity: 3 }, NOW);
    const order = (await loadOrder(database.db, { id: placed.orderId }))!;
    const counting = countOrderLoads();
    const answer = (await asManager<{ cancelTickets: Answer }>(CANCEL, { bookingId: placed.bookingId, codes: [order.tickets[0].code], key: randomUUID() })).cancelTickets;
    const loads = counting.stop();
    expect(problemOf(answer)).toBeNull();
    expect(answer.order.status).toBe('partially_cancelled');
    expect(loads).toBe(1);
    expect(await database.db.execute(sql`select amount from refunds where order_id = ${placed.orderId}`).then((r) => r.rows.length)).toBe(1);
  });

  it('answers with the order a fresh read finds, through moves dearer and back, partly offset charges and cancellations', async () => {
    const activity = (await findParkActivity('queenstown', 'luge'))!;
    let weekday = '';
    let saturday = '';
    for (let offset = 3; offset < 17 && (!weekday || !saturday); offset++) {
      const day = new Date(NOW.getTime() + offset * 86_400_000);
      const local = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(day);
      const date = `${local.find((p) => p.type === 'year')!.value}-${local.find((p) => p.type === 'month')!.value}-${local.find((p) => p.type === 'day')!.value}`;
      const name = local.find((p) => p.type === 'weekday')!.value;
      if (date >= '2026-12-26' && date <= '2027-01-02') continue;
      if (!weekday && ['Mon', 'Tue', 'Wed', 'Thu'].includes(name)) weekday = date;
      if (!saturday && name === 'Sat') saturday = date;
    }
    for (const gatewayId of ['nz-windcave', 'nz-arrival']) {
      const placed = await placeOrder(sandbox.origin, { date: weekday, quantity: 3, gatewayId, session: gatewayId === 'nz-arrival' ? 1 : 0 }, NOW);
      const bought = (await loadOrder(database.db, { id: placed.orderId }))!;
      if (bought.status === 'awaiting_confirmation') {
        await database.db.execute(sql`update orders set status = 'reserved' where id = ${placed.orderId}`);
      }
      const codes = bought.tickets.map((ticket) => ticket.code);
      const [dear] = await daySessions(activity, TZ, saturday, NOW);
      const steps: [string, Record<string, unknown>][] = [
        [MOVE, { codes: codes.slice(0, 2), sessionId: dear.id }],
        [MOVE, { codes: codes.slice(0, 1), sessionId: placed.sessionId }],
        [CANCEL, { codes: codes.slice(2) }],
        [CANCEL, { codes: codes.slice(1, 2) }],
      ];
      for (const [mutation, variables] of steps) {
        const data = await asManager<Record<string, Answer>>(mutation, { bookingId: placed.bookingId, key: randomUUID(), ...variables });
        const answer = Object.values(data)[0];
        expect(problemOf(answer)).toBeNull();
        const fresh = (await asManager<{ order: Answer['order'] }>(ORDER, { bookingId: placed.bookingId })).order;
        expect({ ...answer.order, tickets: sorted(answer.order.tickets) }).toEqual({ ...fresh, tickets: sorted(fresh.tickets) });
      }
    }
  });
});
