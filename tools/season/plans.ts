import { readFileSync } from 'node:fs';
import { onSeason, runTool } from './season-database';
import { BIG_TABLES, explainHotQueries, seasonFixture, seasonOwner } from './hot-queries';

/**
 * `node --import tsx tools/season/plans.ts [--json] [--compare other.json]`: the hot queries' plans on the season in DATABASE_URL
 * (or the embedded one tools/season/index.ts made under .data/season), one line per statement: its
 * query, its plan's shape, and any sequential scan of a big table. `--json` prints the shapes alone, to
 * compare with another scale's (docs/performance.md, "Query plans"); `--compare` names a file another
 * scale's `--json` wrote, says per query whether its plans are the same there, and exits 1 if a big
 * table is read another way (whole here, by an index there, or not at all). It scans a ticket and holds places, as the
 * app would. The season's clock is now: run it on
 * the day the season was made, or the day's sessions and the month are another's.
 */
/**
 * A query's plans as compared across scales, over its statements that read a big table (the catalogue's
 * reads come and go with the read cache): their whole shapes, and how each big table is read (by an index
 * of any kind, or whole).
 */
function planOf(statements: { shape: string[] }[]): { shapes: string; access: string } {
  const reading = statements.filter((statement) => statement.shape.some((node) => BIG_TABLES.some((table) => node.endsWith(` ${table}`))));
  const access = new Set(
    reading.flatMap((statement) =>
      statement.shape.flatMap((node) => {
        const table = BIG_TABLES.find((big) => node.endsWith(` ${big}`));
        return table ? [`${node.startsWith('Seq Scan') ? 'whole' : 'by index'} ${table}`] : [];
      }),
    ),
  );
  return { shapes: reading.map((statement) => statement.shape.join(' > ')).sort().join(' | '), access: [...access].sort().join(', ') };
}

async function main() {
  const json = process.argv.includes('--json');
  await onSeason(async (connection) => {
    const now = new Date();
    const fixture = await seasonFixture(connection.pool, now);
    const owner = await seasonOwner(connection.db, [fixture.parkId]);
    const plans = await explainHotQueries(connection.pool, connection.db, fixture, owner, now);
    if (json) {
      console.log(JSON.stringify(plans.map(({ query, shape }) => ({ query, shape }))));
      return;
    }
    if (process.argv.includes('--compare')) {
      const other = JSON.parse(readFileSync(process.argv[process.argv.indexOf('--compare') + 1], 'utf8')) as { query: string; shape: string[] }[];
      let differing = 0;
      for (const query of [...new Set(plans.map((plan) => plan.query))]) {
        const here = planOf(plans.filter((plan) => plan.query === query));
        const there = planOf(other.filter((plan) => plan.query === query));
        const verdict = here.shapes === there.shapes ? 'same plans' : here.access === there.access ? 'same access to the big tables, other joins or scan kinds' : 'OTHER ACCESS';
        if (verdict === 'OTHER ACCESS') differing++;
        console.log(`${query.padEnd(36)} ${verdict}${verdict === 'same plans' ? '' : `\n  here:  ${here.access}\n  there: ${there.access}`}`);
      }
      process.exitCode = differing ? 1 : 0;
      return;
    }
    for (const plan of plans) {
      const bad = [...plan.seqScans, ...(plan.genericSeqScans ?? [])].filter((table) => (BIG_TABLES as readonly string[]).includes(table));
      console.log(`${bad.length ? 'SEQ ' : 'ok  '}${plan.query.padEnd(36)} ${plan.shape.join(' > ')}`);
    }
  });
}

runTool(main);
