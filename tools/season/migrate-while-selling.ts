import { readMigrationFiles } from 'drizzle-orm/migrator';
import { isConcurrentMigration, MIGRATIONS_FOLDER, runMigrations } from '../../lib/server/platform/db/migrate';
import { onSeason, runTool } from './season-database';
import { forgetMeasuredSales, sellWhile } from './selling';

/**
 * `node --import tsx tools/season/migrate-while-selling.ts`: the last committed migration, undone and
 * applied again on the season (DATABASE_URL, or the embedded one under .data/season) while visitors buy
 * (./selling.ts), and how long the sales took meanwhile (docs/performance.md, "Migrations while selling").
 * Undoing drops the indexes a concurrent migration builds and forgets it in drizzle's journal.
 */
async function main() {
  await onSeason(async ({ pool }) => {
    const last = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).at(-1)!;
    if (!isConcurrentMigration(last)) throw new Error('The last migration builds no index concurrently: nothing to undo and measure');
    for (const statement of last.sql) {
      const index = statement.match(/index\s+concurrently\s+if\s+not\s+exists\s+"?([a-z0-9_]+)"?/i)?.[1];
      if (index) await pool.query(`drop index if exists "${index}"`);
    }
    await pool.query('delete from drizzle.__drizzle_migrations where created_at = $1', [last.folderMillis]);
    const { rows } = await pool.query<{ n: string }>('select count(*) as n from orders');
    const started = performance.now();
    let seconds = 0;
    const migrating = runMigrations(pool).then((applied) => {
      seconds = (performance.now() - started) / 1000;
      return applied;
    });
    const { durations, refused } = await sellWhile(pool, migrating);
    const applied = await migrating;
    await forgetMeasuredSales(pool);
    const sorted = [...durations].sort((a, b) => a - b);
    const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))].toFixed(0);
    console.log(`Applied ${applied} migration(s) on ${Number(rows[0].n).toLocaleString('en')} orders in ${seconds.toFixed(1)} s`);
    if (refused.length) console.log(`Refused: ${[...new Set(refused)].slice(0, 3).join('; ')}`);
    console.log(`Meanwhile ${durations.length} sales (${refused.length} refused): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, longest ${sorted.at(-1)!.toFixed(0)} ms`);
  });
}

runTool(main);
