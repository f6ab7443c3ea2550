import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { scanTicket } from '@/lib/server/check-in';
import { staffExecutableSchema } from '@/lib/server/graphql/schema';
import { ticketQrText } from '@/lib/server/orders';
import { closeDb, db, type Database } from '@/lib/server/platform/db/client';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { findStaffByEmail, type StaffMember } from '@/lib/server/staff';
import { placeOrder, type Placed } from '../helpers/place-order';
import { readyRiders } from '../helpers/riders';
import { startSandboxServer } from '../helpers/sandbox-server';
import { ACTION_PROBLEM, problemOf } from '../helpers/staff-order-action';
import { createTestDatabase } from '../helpers/test-database';

/*
 * A gate's scan and the desk's cancellation of the same ticket (lib/server/orders/commands/order-command.ts
 * chosenTickets): the cancellation locks the tickets as the scan does and reads their check-ins on its own
 * transaction's connection, so whichever comes second sees the first. A ticket is never both admitted and
 * cancelled with its money given back.
 */
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const NOW = new Date();
let gate: StaffMember;
let manager: StaffMember;

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
  await seedIfEmpty(database.db, sandbox.sandboxUrl);
  await seedDemoStaff(database.db);
  invalidateCatalogue();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 20);
  gate = (await findStaffByEmail('gate@summit-rush.test'))!;
  manager = (await findStaffByEmail('manager@summit-rush.test'))!;
});
afterAll(async () => {
  await closeDb();
  await database.drop();
  await sandbox.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute<T & Record<string, unknown>>(query)).rows;
const { execute, parse } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
const CANCEL = parse(`mutation ($bookingId: String!, $codes: [String!]!, $key: String!) {
  cancelTickets(bookingId: $bookingId, ticketCodes: $codes, refundTo: original, reason: "Asked at the desk", idempotencyKey: $key) { ${ACTION_PROBLEM} } }`);

async function cancelAtDesk(bookingId: string, code: string): Promise<string | null> {
  const result = (await execute({
    schema: staffExecutableSchema(),
    document: CANCEL,
    variableValues: { bookingId, codes: [code], key: randomUUID() },
    contextValue: { staff: manager, clientAddress: null },
  })) as ExecutionResult<{ cancelTickets: { __typename: string; problem?: string } }>;
  if (result.errors?.length) throw result.errors[0];
  return problemOf(result.data!.cancelTickets)!;
}

const day = (offset: number) => new Date(NOW.getTime() + (3 + offset) * 86_400_000).toISOString().slice(0, 10);

async function ticketsOf(orderId: string): Promise<string[]> {
  return (await rows<{ code: string }>(sql`select t.code from tickets t join order_items i on i.id = t.order_item_id where i.order_id = ${orderId} order by t.code`)).map((row) => row.code);
}

/** Each ticket of these orders: admitted (an active check-in), cancelled, and what was refunded for its order. */
async function outcomes(orderIds: string[]) {
  return rows<{ code: string; admitted: boolean; cancelled: boolean }>(sql`
    select t.code, exists (select 1 from ticket_check_ins c where c.ticket_id = t.id and c.undone_at is null) as admitted, t.cancelled_at is not null as cancelled
    from tickets t join order_items i on i.id = t.order_item_id where i.order_id in ${orderIds}`);
}

describe('a scan and a cancellation of one ticket', () => {
  it('held open at the gate: the cancellation waits for it, then sees the check-in and refuses, giving nothing back', async () => {
    const placed = await placeOrder(sandbox.origin, { date: day(0), quantity: 1 }, NOW);
    await readyRiders(database.db, placed.orderId);
    const [code] = await ticketsOf(placed.orderId);
    // The gate's own transaction, held after it admitted the ticket and before it commits.
    let admitted!: () => void;
    const scanned = new Promise<void>((resolve) => (admitted = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = {
      transaction: (work: (tx: unknown) => Promise<unknown>) =>
        db().transaction(async (tx) => {
          const answer = await work(tx);
          admitted();
          await held;
          return answer;
        }),
    } as unknown as Database;
    const scan = scanTicket(gate, { text: ticketQrText(code), parkId: 'queenstown', people: 1 }, { now: placed.startsAt, database: holding });
    await scanned;
    const cancel = cancelAtDesk(placed.bookingId, code);
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    expect((await scan).verdict).toBe('valid');
    expect(await cancel).toBe('TICKET_CHECKED_IN');
    expect(await outcomes([placed.orderId])).toEqual([{ code, admitted: true, cancelled: false }]);
    expect(await rows(sql`select id from refunds where order_id = ${placed.orderId}`)).toEqual([]);
  });

  it('raced 100 times: each ticket is admitted or cancelled and refunded, never both', async () => {
    const orders: Placed[] = [];
    for (let index = 0; index < 10; index++) orders.push(await placeOrder(sandbox.origin, { date: day(1 + (index % 5)), quantity: 10, session: Math.floor(index / 5) }, NOW));
    for (const order of orders) await readyRiders(database.db, order.orderId);
    const answers = { valid: 0, cancelled: 0 };
    for (const order of orders) {
      for (const code of await ticketsOf(order.orderId)) {
        const [scan, problem] = await Promise.all([
          scanTicket(gate, { text: ticketQrText(code), parkId: 'queenstown', people: 1 }, { now: order.startsAt }),
          cancelAtDesk(order.bookingId, code),
        ]);
        // Exactly one of the two wins: the scan admits and the cancellation is refused, or the other way round.
        if (scan.verdict === 'valid') {
          answers.valid++;
          expect(problem).toBe('TICKET_CHECKED_IN');
        } else {
          answers.cancelled++;
          expect(scan.verdict).toBe('cancelled');
          expect(problem).toBeNull();
        }
      }
    }
    expect(answers.valid + answers.cancelled).toBe(100);
    const ids = orders.map((order) => order.orderId);
    const tickets = await outcomes(ids);
    expect(tickets).toHaveLength(100);
    expect(tickets.filter((ticket) => ticket.admitted && ticket.cancelled)).toEqual([]);
    expect(tickets.filter((ticket) => ticket.cancelled)).toHaveLength(answers.cancelled);
    // Money went back for cancelled tickets only: no refund row of an order all of whose tickets were admitted.
    const refundsPerOrder = await rows<{ order_id: string; n: number }>(sql`select order_id, count(*)::int as n from refunds where order_id in ${ids} group by order_id`);
    for (const { order_id: orderId, n } of refundsPerOrder) {
      const own = await outcomes([orderId]);
      expect(n).toBeLessThanOrEqual(own.filter((ticket) => ticket.cancelled).length);
    }
  });
});
