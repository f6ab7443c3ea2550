import { readFileSync } from 'node:fs';
import path from 'node:path';
import { closeDb, connect, useDatabase } from '../../lib/server/platform/db/client';
import { startEmbeddedPostgres } from '../../lib/server/platform/db/embedded';
import { demoTicketSigningKey, demoTicketSigningSecret } from '../../demo/ticket-signing-secret';
import { BIG_TABLES, explainHotQueries, seasonFixture, seasonOwner } from './hot-queries';

/**
 * `node --import tsx tools/season/plans.ts [--json] [--compare other.json]`: the hot queries' plans on the season in DATABASE_URL
 * (or the embedded one tools/season/index.ts made under .data/season), one line per statement: its
 * query, its plan's shape, and any sequential scan of a big table. `--json` prints the shapes alone, to
 * compare with another scale's (docs/performance.md, "Query plans"); `--compare` names a file another
 * scale's `--json` wrote, prints each statement whose shape differs, and exits 1 if any does. It scans a ticket and holds places, as the
 * app would. The season's clock is now: run it on
 * the day the season was made, or the day's sessions and the month are another's.
 */
async function main() {
  const json = process.argv.includes('--json');
  // The scan signs a ticket's code as the gate reads it: with the demo's keys, kept beside the season's data.
  const dataDir = path.resolve(process.env.SEASON_DATA_DIR ?? '.data/season');
  process.env.TICKET_SIGNING_SECRET ??= demoTicketSigningSecret({ DATA_DIR: dataDir });
  process.env.TICKET_SIGNING_KEY ??= demoTicketSigningKey({ DATA_DIR: dataDir });
  const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres({ dataDir, port: Number(process.env.SEASON_PORT ?? 5430) });
  const connection = useDatabase(connect(process.env.DATABASE_URL ?? embedded!.url, 4));
  try {
    const now = new Date();
    const fixture = await seasonFixture(connection.pool, now);
    const owner = await seasonOwner(connection.db, [fixture.parkId]);
    const plans = await explainHotQueries(connection.pool, connection.db, fixture, owner, now);
    if (json) {
      console.log(JSON.stringify(plans.map(({ query, shape }) => ({ query, shape }))));
      return;
    }
    const compareWith = process.argv[process.argv.indexOf('--compare') + 1];
    if (process.argv.includes('--compare')) {
      const other = JSON.parse(readFileSync(compareWith, 'utf8')) as { query: string; shape: string[] }[];
      const differing = plans.filter((plan, index) => other[index]?.query !== plan.query || other[index].shape.join(' > ') !== plan.shape.join(' > '));
      for (const plan of differing) {
        const index = plans.indexOf(plan);
        console.log(`${plan.query} (statement ${index}):\n  here:  ${plan.shape.join(' > ')}\n  there: ${other[index]?.shape.join(' > ')}`);
      }
      console.log(`${plans.length - differing.length} of ${plans.length} statements planned alike`);
      process.exitCode = differing.length ? 1 : 0;
      return;
    }
    for (const plan of plans) {
      const bad = plan.seqScans.filter((table) => (BIG_TABLES as readonly string[]).includes(table));
      console.log(`${bad.length ? 'SEQ ' : 'ok  '}${plan.query.padEnd(36)} ${plan.shape.join(' > ')}`);
    }
  } finally {
    await closeDb();
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
