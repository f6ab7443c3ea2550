import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkSeasonBudgets, percentile, SeasonHold, type BudgetCheck, type SeasonFigure } from '@/lib/domain/performance-budgets';
import { sql } from 'drizzle-orm';
import { addToCart } from '@/lib/server/carts/cart-service';
import { createAndCompleteOrder } from '@/lib/server/checkout/order-service';
import { findLocaleById } from '@/lib/server/locales/locale-service';
import { placesLeftSql } from '@/lib/server/sessions';
import { demoTicketSigningKey, demoTicketSigningSecret } from '../../demo/ticket-signing-secret';
import { seedDemo } from '../../demo';
import { closeDb, connect, useDatabase, type Connection } from '../../lib/server/platform/db/client';
import { startEmbeddedPostgres } from '../../lib/server/platform/db/embedded';
import { runMigrations } from '../../lib/server/platform/db/migrate';
import { generateSeason } from './generate';
import { answerSizes, hotQueries, seasonFixture, seasonOwner } from './hot-queries';
import { ensureMeasuringCode, forgetMeasuredSales, MEASURING_CODE } from './selling';

/**
 * `node --import tsx tools/season/measure.ts`: the hot queries' p95, side by side, on the demo database
 * as the bench leaves it (the demo operator and 4,000 tickets: a season at scale 0.002, made afresh in a
 * temporary embedded PostgreSQL) and on the busy year in `.data/season` (tools/season/index.ts; or
 * SEASON_DATABASE_URL), in one run, held to SEASON_BUDGETS (lib/domain/performance-budgets.ts). Each
 * query runs after three to warm up for SEASON_SAMPLE_SECONDS (3) and SEASON_RUNS times (30) at least,
 * or for SEASON_QUERY_SECONDS (20), five times at least: a p95 of 30 runs is the second slowest, and a
 * query of a few milliseconds gets hundreds in those seconds. The sale (add to cart, then createAndCompleteOrder with a 100% code: tools/season/selling.ts)
 * is started every 30 ms for SEASON_SALE_SECONDS (5), 2 tickets each: 4,000 tickets a minute, after
 * SEASON_SALE_WARMUP_SECONDS (2) of the same unmeasured. Prints a
 * table and a JSON line; exits 1 when a budget is missed.
 */
const RUNS = Number(process.env.SEASON_RUNS ?? 30);
const SALE_SECONDS = Number(process.env.SEASON_SALE_SECONDS ?? 5);
const SALE_WARMUP_SECONDS = Number(process.env.SEASON_SALE_WARMUP_SECONDS ?? 2);
const QUERY_SECONDS = Number(process.env.SEASON_QUERY_SECONDS ?? 20);
const SAMPLE_SECONDS = Number(process.env.SEASON_SAMPLE_SECONDS ?? 3);
/** Only the queries whose names (as printed) start with one of these, comma-separated: for working on one; the budgets are checked of them alone. */
const ONLY = process.env.SEASON_ONLY?.split(',').map((start) => start.trim());
const chosen = (query: string) => !ONLY || ONLY.some((start) => query.startsWith(start));
const SALE = 'add to cart, then createAndCompleteOrder at 4,000 tickets a minute';
const TICKETS_PER_SALE = 2;
const SALE_EVERY_MS = (60_000 / 4_000) * TICKETS_PER_SALE;
const DAY = 86_400_000;
const MONTH_REPORTS = new Set(["a month's sales report", "a month's journals", "a month's occupancy", "a month's gift cards"]);
/** The reads whose answer is all of the busiest session's or day's bookings, or a name's (SeasonHold.WholeAnswer). */
const WHOLE_ANSWERS = new Set(['session manifest of a busy session', 'order search by a busy day', 'order search by name']);
const heldTo = (query: string) => (WHOLE_ANSWERS.has(query) ? SeasonHold.WholeAnswer : MONTH_REPORTS.has(query) ? SeasonHold.MonthReport : SeasonHold.Share);

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** Sales arriving at 4,000 tickets a minute on the next days' sessions of the fixture's activity, each timed. */
async function paceSales(connection: Connection, activityId: string, localeId: string, parkId: string, slug: string, variationId: string): Promise<number[]> {
  const locale = (await findLocaleById(localeId))!;
  await ensureMeasuringCode(connection.pool);
  // Places left as a sale counts them (the shared resources' room too): earlier measurements' sales have
  // taken the harnesses of the next days' zipline sessions that still had room of their own.
  const { rows } = await connection.db.execute<{ id: string }>(
    sql`select s.id from sessions s where s.activity_id = ${activityId} and s.starts_at > now() + interval '1 day' and ${placesLeftSql(new Date())} >= 4 order by s.starts_at limit 400`,
  );
  const sale = async (index: number) => {
    const anonymousToken = randomUUID();
    const added = await addToCart({ anonymousToken, localeId, parkId, activitySlug: slug, sessionId: rows[index % rows.length].id, tickets: [{ variationId, quantity: TICKETS_PER_SALE }] });
    if (added.kind !== 'added') throw new Error(`The sale's cart was refused: ${JSON.stringify(added)}`);
    const placed = await createAndCompleteOrder({
      anonymousToken, locale, origin: 'https://season.test', idempotencyKey: randomUUID(), code: MEASURING_CODE, gatewayId: null, acceptTerms: true,
      customer: { firstName: 'Aroha', lastName: 'Ngata', mobilePhone: '021 555 0199', email: `buyer-${anonymousToken.slice(0, 8)}@example.com` },
    });
    if (placed.kind !== 'placed') throw new Error(`The sale was refused: ${JSON.stringify(placed)}`);
  };
  let index = 0;
  const pace = async (seconds: number) => {
    const sales: Promise<number>[] = [];
    let failure: unknown = null;
    const until = performance.now() + seconds * 1000;
    for (; performance.now() < until; index++) {
      // Settled at once, so that a refused sale fails the run after the others, not the process.
      sales.push(timed(() => sale(index)).catch((error: unknown) => ((failure ??= error), NaN)));
      await new Promise((resolve) => setTimeout(resolve, SALE_EVERY_MS));
    }
    const durations = await Promise.all(sales);
    if (failure) throw failure;
    return durations;
  };
  // Warmed up first at the same pace, as every other query is by its first runs: measured cold, the
  // demo's sales (its database made a moment before) had a p95 of 105-210 ms against 25 warm.
  await pace(SALE_WARMUP_SECONDS);
  return pace(SALE_SECONDS);
}

/** One database made ready to measure: its fixture, its owner, its queries and the size of their answers. */
async function prepare(connection: Connection, now: Date) {
  useDatabase(connection);
  // The season as generated, without an earlier measurement's sales, should one have stopped before
  // taking them back.
  await forgetMeasuredSales(connection.pool);
  const fixture = await seasonFixture(connection.pool, now);
  const owner = await seasonOwner(connection.db, [fixture.parkId]);
  const answers = await answerSizes(connection.db, fixture, owner);
  return { connection, fixture, answers, queries: hotQueries(connection.db, fixture, owner, now) };
}

/** A query's p95 (ms) on the database handed over: after three runs to warm up, timed as the header says. */
async function p95Of(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await run();
  const durations: number[] = [];
  // A query of seconds (a month's report on the season) stops after QUERY_SECONDS, five runs at least.
  const started = performance.now();
  const more = (i: number) => {
    const seconds = (performance.now() - started) / 1000;
    return i < 5 || ((i < RUNS || seconds < SAMPLE_SECONDS) && seconds < QUERY_SECONDS);
  };
  for (let i = 0; more(i); i++) durations.push(await timed(run));
  return percentile(durations, 95);
}

/**
 * Every hot query's p95 (ms) on both databases, each query on the demo's and then at once on the season's:
 * measured one database after the other, the two halves of a comparison were minutes apart, and this
 * shared machine's speed moves by more than a budget's margin in minutes (docs/performance.md, "Side by
 * side with the demo database").
 */
async function measureBoth(demo: Connection, season: Connection, now: Date) {
  const sides = [await prepare(demo, now), await prepare(season, now)];
  const p95 = sides.map((): Record<string, number> => ({}));
  for (const query of Object.keys(sides[0].queries)) {
    if (query === 'add to cart' || !chosen(query)) continue;
    for (const [index, side] of sides.entries()) {
      useDatabase(side.connection);
      p95[index][query] = await p95Of(side.queries[query]);
    }
  }
  if (chosen(SALE)) {
    for (const [index, { connection, fixture }] of sides.entries()) {
      useDatabase(connection);
      p95[index][SALE] = percentile(await paceSales(connection, fixture.activityId, fixture.localeId, fixture.parkId, fixture.activitySlug, fixture.variationId), 95);
      await forgetMeasuredSales(connection.pool);
    }
  }
  return { demo: { p95: p95[0], answers: sides[0].answers }, season: { p95: p95[1], answers: sides[1].answers } };
}

async function main() {
  const seasonDir = path.resolve(process.env.SEASON_DATA_DIR ?? '.data/season');
  process.env.TICKET_SIGNING_SECRET ??= demoTicketSigningSecret({ DATA_DIR: seasonDir });
  process.env.TICKET_SIGNING_KEY ??= demoTicketSigningKey({ DATA_DIR: seasonDir });
  const demoDir = await mkdtemp(path.join(os.tmpdir(), 'season-demo-'));
  await chmod(demoDir, 0o755); // the server runs as the postgres user when this runs as root
  const demoServer = await startEmbeddedPostgres({ dataDir: path.join(demoDir, 'data'), port: Number(process.env.SEASON_DEMO_PORT ?? 5433), persistent: false });
  // Should the season's server not start (its data directory in use), the demo's is stopped all the same.
  const seasonServer = process.env.SEASON_DATABASE_URL
    ? null
    : await startEmbeddedPostgres({ dataDir: seasonDir, port: Number(process.env.SEASON_PORT ?? 5430) }).catch(async (error: unknown) => {
        await demoServer.stop();
        throw error;
      });
  const demo = connect(demoServer.url, 4);
  const season = connect(process.env.SEASON_DATABASE_URL ?? seasonServer!.url, 4);
  try {
    const now = new Date();
    await runMigrations(demo.pool);
    await seedDemo(demo.db, 'http://127.0.0.1:9');
    const startDay = new Date(now.getTime() - 275 * DAY).toISOString().slice(0, 10);
    await generateSeason(demo.pool, { scale: 0.002, seed: 2026, startDay, days: 365, now });
    await runMigrations(season.pool);
    // Find my booking queues a mail of the visitor's links at every run (about 30 a measurement), which no
    // mail worker sends here, and the dashboard counts unsent mail: sent, as the site's worker sends them.
    await season.pool.query(`update outbox set sent_at = now() where sent_at is null and kind = 'booking-links'`);
    const { demo: onDemo, season: onSeason } = await measureBoth(demo, season, now);
    const figures: SeasonFigure[] = Object.keys(onDemo.p95).map((query) => ({ query, demoP95Ms: onDemo.p95[query], seasonP95Ms: onSeason.p95[query], held: heldTo(query) }));
    const checks: BudgetCheck[] = checkSeasonBudgets(figures);
    const answers = Object.fromEntries(Object.keys(onDemo.answers).map((query) => [query, { demo: onDemo.answers[query], season: onSeason.answers[query] }]));
    const answered = (query: string) => (answers[query] ? `${answers[query].demo} / ${answers[query].season}` : '');
    console.log(`| query | demo p95 (ms) | season p95 (ms) | ÷ | its answer: demo / season |\n|---|---|---|---|---|`);
    for (const figure of figures) {
      console.log(`| ${figure.query} | ${figure.demoP95Ms.toFixed(1)} | ${figure.seasonP95Ms.toFixed(1)} | ${(figure.seasonP95Ms / figure.demoP95Ms).toFixed(2)} | ${answered(figure.query)} |`);
    }
    for (const check of checks.filter((one) => !one.ok)) console.log(`MISSED ${check.budget}: ${check.actual.toFixed(2)} (limit ${check.limit})`);
    console.log(JSON.stringify({ season: figures, answers, checks, load: os.loadavg() }));
    process.exitCode = checks.every((check) => check.ok) ? 0 : 1;
  } finally {
    await closeDb();
    await demo.pool.end().catch(() => undefined);
    await season.pool.end().catch(() => undefined);
    await demoServer.stop();
    await seasonServer?.stop();
    await rm(demoDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
