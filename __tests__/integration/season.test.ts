import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@/demo';
import { MIGRATION_LOCK_TIMEOUT_MS, MIGRATIONS_FOLDER, runMigrations } from '@/lib/server/platform/db/migrate';
import { generateSeason } from '@/tools/season/generate';
import { forgetMeasuredSales, MEASURING_CODE, sellWhile } from '@/tools/season/selling';
import { BIG_TABLES, explainHotQueries, seasonFixture, seasonOwner, type StatementPlan } from '@/tools/season/hot-queries';
import { createTestDatabase } from '../helpers/test-database';

/*
 * A generated season (tools/season): its rows agree with each other; the hot queries' plans on it read
 * none of orders, tickets, holds or check-ins by a sequential scan; and a migration on it keeps selling. The season here is a small one, 2% of the year's tickets over the
 * full 365 days of sessions: docs/performance.md ("Query plans") says how its plans were checked to be
 * the full year's.
 */
export const PLAN_TEST_SCALE = 0.02;

const DAY = 86_400_000;
const now = new Date();
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let plans: StatementPlan[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, 'http://127.0.0.1:9');
  const startDay = new Date(now.getTime() - 275 * DAY).toISOString().slice(0, 10);
  await generateSeason(database.pool, { scale: PLAN_TEST_SCALE, seed: 2026, startDay, days: 365, now });
  const fixture = await seasonFixture(database.pool, now);
  const owner = await seasonOwner(database.db, [fixture.parkId]);
  plans = await explainHotQueries(database.pool, database.db, fixture, owner, now);
}, 240_000);

afterAll(async () => {
  await database?.drop();
});

const count = async (text: string) => Number((await database.pool.query<{ n: string }>(text)).rows[0].n);

/** Sessions whose `sold` is not the places of their standing tickets of orders whose places are sold. */
const SOLD_NOT_STANDING = `with standing as (
  select coalesce(t.session_id, i.session_id) as session_id, sum(v.participants) as places
  from tickets t join order_items i on i.id = t.order_item_id join orders o on o.id = i.order_id join variations v on v.id = t.variation_id
  where o.places_sold and t.cancelled_at is null group by 1)
  select count(*) as n from sessions s left join standing on standing.session_id = s.id where s.sold <> coalesce(standing.places, 0)`;

describe('the generated season', () => {
  it('is one the app could have written: sold places, totals and gift card balances agree', async () => {
    expect(await count(SOLD_NOT_STANDING)).toBe(0);
    expect(await count(`select count(*) as n from orders where total <> greatest(0, subtotal - discount) - gift_card_amount + card_fee`)).toBe(0);
    expect(await count(`select count(*) as n from orders o where kind = 'booking' and subtotal <> (select sum(total) from order_items i where i.order_id = o.id)`)).toBe(0);
    expect(await count(`select count(*) as n from (select gift_card_id from gift_card_transactions group by 1 having sum(amount) < 0) below`)).toBe(0);
    expect(await count(`select count(*) as n from tickets`)).toBeGreaterThan(30_000);
  });
});

describe('the hot queries on a season', () => {
  it('were each run, and each sent statements', () => {
    const queries = new Set(plans.map((plan) => plan.query));
    expect([...queries]).toHaveLength(17);
  });

  it('read none of the big tables by a sequential scan, planned for their values or kept generic', () => {
    const big = (tables: string[] | null) => (tables ?? []).filter((table) => (BIG_TABLES as readonly string[]).includes(table));
    const bad = plans.flatMap((plan) =>
      (
        [
          ['', plan.seqScans],
          [' (generic plan)', plan.genericSeqScans],
        ] as const
      ).flatMap(([kind, scans]) => (big(scans).length ? [`${plan.query}${kind}: Seq Scan on ${big(scans).join(', ')} in ${plan.text.slice(0, 300)}`] : [])),
    );
    expect(bad).toEqual([]);
    // The statements the app prepares were planned generic too: most of them.
    expect(plans.filter((plan) => plan.genericSeqScans !== null).length).toBeGreaterThan(plans.length / 2);
  });

  it("search the orders' and the audit's text indexes without a pending list of every row since the last vacuum", async () => {
    const { rows } = await database.pool.query<{ relname: string; reloptions: string[] | null }>(
      `select c.relname, c.reloptions from pg_class c join pg_index x on x.indexrelid = c.oid join pg_am am on am.oid = c.relam
       where x.indrelid in ('orders'::regclass, 'staff_audit'::regclass) and am.amname = 'gin' order by c.relname`,
    );
    expect(rows.map((row) => row.relname)).toEqual([
      'orders_booking_id_trgm',
      'orders_customer_email_trgm',
      'orders_customer_name_words',
      'orders_customer_phone_trgm',
      'staff_audit_actor_trgm',
      'staff_audit_subject_trgm',
    ]);
    for (const row of rows) expect(row.reloptions, row.relname).toContain('fastupdate=off');
  });
});

/**
 * The release step's migrations on a season while visitors buy: a column added to orders (a transaction,
 * which needs orders' lock for a moment) and an index on it built concurrently (no transaction). A
 * report's transaction reads orders all along the first second, so the ALTER TABLE waits for it: it gives
 * up after MIGRATION_LOCK_TIMEOUT_MS and is tried again, instead of holding every sale queued behind it.
 */
describe('a migration on a season', () => {
  const SALE_BUDGET_MS = 1_000 + MIGRATION_LOCK_TIMEOUT_MS;
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'season-migrations-'));
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number; when: number; tag: string; version: string; breakpoints: boolean }[] };
    const last = journal.entries[journal.entries.length - 1];
    const probes = [
      ['9998_probe_column', `ALTER TABLE "orders" ADD COLUMN "season_probe" text DEFAULT 'probe';`],
      ['9999_probe_index', `CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_season_probe" ON "orders" USING btree ("season_probe");`],
    ];
    for (const [index, [tag, text]] of probes.entries()) {
      await writeFile(path.join(folder, `${tag}.sql`), text);
      journal.entries.push({ idx: last.idx + 1 + index, version: last.version, when: last.when + 1 + index, tag, breakpoints: true });
    }
    await writeFile(journalFile, JSON.stringify(journal));
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('never holds a sale up for more than its lock timeout', async () => {
    // The report: orders read in a transaction kept open 1.5 s, as a long export's would be.
    const report = await database.pool.connect();
    await report.query('begin');
    await report.query('select count(*) from orders');
    const migrating = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const applying = runMigrations(database.pool, folder);
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      await report.query('commit');
      report.release();
      return applying;
    })();
    const { durations, refused } = await sellWhile(database.pool, migrating);
    expect(await migrating).toBe(2);

    const { rows } = await database.pool.query<{ valid: boolean }>(`select x.indisvalid as valid from pg_index x join pg_class c on c.oid = x.indexrelid where c.relname = 'orders_season_probe'`);
    expect(rows).toEqual([{ valid: true }]);
    expect(refused).toEqual([]);
    // Sales ran all through the migration (one after another: a handful on a loaded machine, a dozen on a
    // quiet one); the bound that matters is the next line's.
    expect(durations.length).toBeGreaterThan(2);
    expect(Math.max(...durations)).toBeLessThan(SALE_BUDGET_MS);

    // The sales are taken back out, as the measurements take theirs: the season as it was generated.
    const measuring = `select count(*) as n from orders o join promo_codes p on p.id = o.promo_code_id where p.code = '${MEASURING_CODE}'`;
    expect(await count(measuring)).toBe(durations.length);
    expect(await forgetMeasuredSales(database.pool)).toBe(durations.length);
    expect(await count(measuring)).toBe(0);
    expect(await count(SOLD_NOT_STANDING)).toBe(0);
  }, 60_000);
});
