import path from 'node:path';
import { parseArgs } from 'node:util';
import { connect } from '../../lib/server/platform/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../lib/server/platform/db/embedded';
import { runMigrations } from '../../lib/server/platform/db/migrate';
import { seedDemo } from '../../demo';
import { demoSandboxUrl } from '../../demo/sandbox-gateways';
import { generateSeason } from './generate';

/**
 * `node --import tsx tools/season/index.ts [--scale 1] [--seed 2026] [--start YYYY-MM-DD] [--days 365]`:
 * one year of the demo operator's four parks, loaded with COPY into DATABASE_URL or, without it, into a
 * the embedded PostgreSQL under .data/season (SEASON_DATA_DIR; port SEASON_PORT, 5430), stopped at the end with its data
 * kept there for whoever measures it next (the bench, a psql session). The database must hold no orders; it is migrated and seeded with
 * the demo operator first. The default start puts 275 days behind today and 90 ahead: the 90-day
 * availability a visitor sees is the season's too. docs/performance.md, "The season", has the figures.
 */
const DAY = 86_400_000;

async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '1' },
      seed: { type: 'string', default: '2026' },
      start: { type: 'string' },
      days: { type: 'string', default: '365' },
    },
  });
  const scale = Number(values.scale);
  if (!(scale > 0 && scale <= 10)) throw new Error('--scale must be a number above 0, at most 10');
  const now = new Date();
  const startDay = values.start ?? new Date(now.getTime() - 275 * DAY).toISOString().slice(0, 10);
  let embedded: EmbeddedDatabase | null = null;
  let url = process.env.DATABASE_URL;
  if (!url) {
    const port = Number(process.env.SEASON_PORT ?? 5430);
    embedded = await startEmbeddedPostgres({ dataDir: path.resolve(process.env.SEASON_DATA_DIR ?? '.data/season'), port });
    url = embedded.url;
  }
  const { pool, db } = connect(url, 2);
  try {
    const started = Date.now();
    await runMigrations(pool);
    await seedDemo(db, demoSandboxUrl());
    const result = await generateSeason(pool, { scale, seed: Number(values.seed), startDay, days: Number(values.days), now, log: (line) => console.error(`[season] ${line}`) });
    const minutes = (Date.now() - started) / 60_000;
    const { rows } = await pool.query<{ size: string }>(`select pg_size_pretty(pg_database_size(current_database())) as size`);
    console.log(`Season: scale ${scale}, seed ${values.seed}, ${values.days} days from ${startDay}, sessions of ${result.sessionCapacity} places`);
    for (const [table, count] of Object.entries(result.rows)) console.log(`  ${table.padEnd(24)} ${count.toLocaleString('en')}`);
    console.log(`Generated in ${result.generateSeconds.toFixed(0)} s, loaded in ${result.loadSeconds.toFixed(0)} s: ${minutes.toFixed(1)} min in all; database ${rows[0].size}`);
    console.log(`Database: ${url}`);
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
