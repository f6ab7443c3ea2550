import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { execute, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { AddToCartDocument, CreateAndCompleteOrderDocument } from '@/graphql/generated/operations';
import { executableSchema } from '@/lib/server/graphql/schema';
import type { LocaleRecord } from '@/lib/server/locales/locale-repository';
import { findLocaleByDomain, invalidateLocales } from '@/lib/server/locales/locale-service';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { lockInOrder, LOCK_CLASS } from '@/lib/server/platform/db/advisory-locks';
import { parks } from '@/lib/server/platform/db/schema';
import { giveBack, guessLimits, LIMITS, takeAttempt } from '@/lib/server/platform/rate-limit';
import { createTestDatabase } from '../helpers/test-database';
import { countStatements } from '../../tools/bench/sql-statements';

/*
 * The SQL statements of a purchase as the bench books it (tools/bench/booking.ts: Queenstown, pay on
 * arrival with its emailed confirmation off and its reservations' share at 100 %, each visitor its own
 * client address and mailbox), counted in process as tools/bench/sql-statements.ts counts the availability
 * query's: every query a pg client sends while the GraphQL operation runs. Each statement is a round trip
 * and CPU on the booking path (docs/performance.md, "Booking under load").
 */

/**
 * The budgets, what the code runs now: an add was 16 statements and an order 33 before the locks of a
 * transaction were taken in one statement each (lockInOrder: the cart's and the address's; the budgets';
 * a session's resource hours with their rows), the reservations' share stopped locking the sessions the
 * sale had locked, a session's count, sale and holds went into one statement, the placed reservation
 * was no longer read back after its commit, and an add's two rate-limit points were taken in one statement;
 * then (11 and 20) a session's row and its resources' hours were locked in one statement, a share of the
 * whole session stopped counting, the order's move and its read became one, and its mail stopped asking
 * for the sessions' closures and the tickets' ids. More means a statement crept back onto the path.
 */
const ADD_STATEMENTS = 9;
const ORDER_STATEMENTS = 13;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let locale: LocaleRecord;
const NOW = new Date();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  // As the bench books (tools/bench/index.ts): each reservation reserved at once, no share refusing it.
  await database.db.update(parks).set({ reservationConfirmation: false, reservationSharePercent: 100 }).where(eq(parks.id, 'queenstown'));
  invalidateCatalogue();
  invalidateLocales();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 5);
  locale = (await findLocaleByDomain('nz.localhost'))!;
});
afterAll(() => database.drop());

/** Runs a visitor's operation through the site's own schema; its answer and the statements it sent. */
async function counted(document: DocumentNode, variables: Record<string, unknown>, token: string, visitor: number) {
  const { result, statements, unprepared } = await countStatements(() =>
    execute({
      schema: executableSchema(),
      document,
      variableValues: variables,
      contextValue: { locale, anonymousToken: token, origin: 'http://nz.localhost:3000', clientAddress: `127.1.0.${visitor}` },
    }),
  );
  if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join('; '));
  return { data: result.data as Record<string, { __typename: string; outcome?: string }>, statements, unprepared };
}

async function purchase(sessionId: string, visitor: number) {
  const token = randomUUID();
  const add = await counted(AddToCartDocument, { input: { activitySlug: 'zipline', sessionId, tickets: [{ variationId: 'nz-zipline-adult', quantity: 2 }] } }, token, visitor);
  expect(add.data.addToCart.__typename).toBe('CartUpdated');
  const customer = { firstName: 'Bench', lastName: `Visitor ${visitor}`, email: `bench@visitor${visitor}.example`, mobilePhone: '+64 21 555 0101' };
  const order = await counted(CreateAndCompleteOrderDocument, { input: { idempotencyKey: randomUUID(), customer, gatewayId: 'nz-arrival', acceptTerms: true } }, token, visitor);
  expect(order.data.createAndCompleteOrder).toMatchObject({ __typename: 'OrderPlaced', outcome: 'RESERVED' });
  return { add: add.statements, order: order.statements, unprepared: [...add.unprepared, ...order.unprepared] };
}

describe('a purchase on the booking path', () => {
  it(`adds to the cart in ${ADD_STATEMENTS} statements and places a pay-on-arrival order in ${ORDER_STATEMENTS}`, async () => {
    const activity = (await findParkActivity('queenstown', 'zipline'))!;
    const day = new Date(NOW.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const [session] = await daySessions(activity, 'Pacific/Auckland', day, NOW);
    // The first visitor fills the instance's caches (the payment gateways), as the bench's warm-up does.
    await purchase(session.id, 1);
    const counts = await purchase(session.id, 2);
    // Every one prepared, so parsed and planned once per connection: a text that is not (it returns `*`, or
    // runs past the connection's budget of texts) is planned again at every sale.
    expect(counts).toEqual({ add: ADD_STATEMENTS, order: ORDER_STATEMENTS, unprepared: [] });
  });
});

describe('the ids a sale makes', () => {
  it('are time-ordered (UUID version 7), from the database and from the app alike, each newer one greater', async () => {
    const activity = (await findParkActivity('queenstown', 'zipline'))!;
    const day = new Date(NOW.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const [session] = await daySessions(activity, 'Pacific/Auckland', day, NOW);
    await purchase(session.id, 3);
    await purchase(session.id, 4);
    // Each row's id beside the time it was made: the order's and its tickets' by the database's default,
    // the lines' by the app (lib/server/orders/order-store.ts insertOrderLines).
    const { rows } = await database.db.execute<{ visitor: string; kind: string; id: string; ms: string; made: string }>(sql`
      select o.customer->>'email' as visitor, r.kind, r.id::text as id, ('x' || lpad(replace(left(r.id::text, 13), '-', ''), 16, '0'))::bit(64)::bigint::text as ms,
        (extract(epoch from o.created_at) * 1000)::bigint::text as made
      from orders o join order_items i on i.order_id = o.id join tickets t on t.order_item_id = i.id
      cross join lateral (values ('order', o.id), ('line', i.id), ('ticket', t.id)) as r(kind, id)
      where o.customer->>'email' in ('bench@visitor3.example', 'bench@visitor4.example')
      order by o.created_at, r.kind`);
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['order', 'line', 'ticket']));
    for (const row of rows) {
      expect(row.id[14]).toBe('7');
      // Its first 48 bits are the milliseconds it was made at (the order's transaction began a moment before).
      expect(Math.abs(Number(row.ms) - Number(row.made))).toBeLessThan(5_000);
    }
    const orderOf = (visitor: number) => rows.find((row) => row.kind === 'order' && row.visitor === `bench@visitor${visitor}.example`)!.id;
    expect(orderOf(4) > orderOf(3)).toBe(true);
  });
});

describe('lockInOrder', () => {
  it('takes the groups one after another in one statement: waiting on a later lock, it holds the earlier ones', async () => {
    const blocker = await database.pool.connect();
    try {
      await blocker.query('begin');
      await blocker.query('select pg_advisory_xact_lock($1, hashtext($2))', [LOCK_CLASS.budgetMailbox, 'held@example.com']);
      const taking = database.db.transaction((tx) =>
        lockInOrder(tx, [
          { kind: 'cart', keys: ['cart'] },
          { kind: 'budgetAddress', keys: ['a', 'b', 'c', 'a'] },
          { kind: 'budgetMailbox', keys: ['held@example.com'] },
        ]),
      );
      // The statement waits on the mailbox the blocker holds, its last group, holding every lock before it.
      // Only this test's database: the suite's other files take advisory locks of the same classes at once.
      const THIS_DATABASE = sql`(select oid from pg_database where datname = current_database())`;
      type Lock = { pid: number; classid: number; granted: boolean };
      let locks: Lock[] = [];
      for (let tries = 0; tries < 100 && !locks.some((lock) => !lock.granted); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        locks = (
          await database.db.execute<Lock>(sql`
            select pid, classid::int as classid, granted from pg_locks
            where locktype = 'advisory' and database = ${THIS_DATABASE}
              and pid in (select pid from pg_locks where locktype = 'advisory' and not granted and database = ${THIS_DATABASE})`)
        ).rows;
      }
      expect(locks.filter((lock) => lock.granted).map((lock) => lock.classid).sort()).toEqual(
        [LOCK_CLASS.cart, LOCK_CLASS.budgetAddress, LOCK_CLASS.budgetAddress, LOCK_CLASS.budgetAddress].sort(),
      );
      expect(locks.filter((lock) => !lock.granted).map((lock) => lock.classid)).toEqual([LOCK_CLASS.budgetMailbox]);
      await blocker.query('commit');
      await taking;
    } finally {
      blocker.release();
    }
  });
});

describe('consumeLimits in one statement', () => {
  it('takes each key’s point as the library does, and none past the first refusal', async () => {
    const token = randomUUID();
    const address = `127.9.${Math.floor(Math.random() * 250)}.1`;
    const checks = guessLimits({ anonymousToken: token, clientAddress: address });
    for (let attempt = 0; attempt < LIMITS.codeByToken.points; attempt++) expect(await takeAttempt(checks)).toEqual({ allowed: true });
    const refused = await takeAttempt(checks);
    expect(refused).toMatchObject({ allowed: false });
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(LIMITS.codeByToken.duration - 60);
    const points = async (key: string) => (await database.db.execute<{ points: number }>(sql`select points from rate_limits where key = ${key}`)).rows[0]?.points;
    // The token's refusal took no point from the address its visitor shares.
    expect(await points(`codeByToken:${token}`)).toBe(LIMITS.codeByToken.points + 1);
    expect(await points(`codeByAddress:${address}`)).toBe(LIMITS.codeByToken.points);
    // The library's own reward reads the same rows.
    await giveBack(checks);
    expect(await points(`codeByAddress:${address}`)).toBe(LIMITS.codeByToken.points - 1);
  });
});
