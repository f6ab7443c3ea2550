import path from 'node:path';
import { demoTicketSigningKey, demoTicketSigningSecret } from '../../demo/ticket-signing-secret';
import { closeDb, connect, useDatabase, type Connection } from '../../lib/server/platform/db/client';
import { startEmbeddedPostgres } from '../../lib/server/platform/db/embedded';

/**
 * The season the tools measure: DATABASE_URL's (SEASON_DATABASE_URL's for tools/season/measure.ts), or the
 * embedded one tools/season/index.ts made under .data/season (SEASON_DATA_DIR; port SEASON_PORT, 5430),
 * handed over as the process's database, with the demo's ticket keys kept beside it (the scan signs a
 * ticket's code as the gate reads it): `work` runs on it, then it is stopped, whatever happened.
 */
export async function onSeason(work: (connection: Connection) => Promise<void>, url = process.env.DATABASE_URL): Promise<void> {
  const dataDir = path.resolve(process.env.SEASON_DATA_DIR ?? '.data/season');
  process.env.TICKET_SIGNING_SECRET ??= demoTicketSigningSecret({ DATA_DIR: dataDir });
  process.env.TICKET_SIGNING_KEY ??= demoTicketSigningKey({ DATA_DIR: dataDir });
  const embedded = url ? null : await startEmbeddedPostgres({ dataDir, port: Number(process.env.SEASON_PORT ?? 5430) });
  const connection = useDatabase(connect(url ?? embedded!.url, 8));
  try {
    await work(connection);
  } finally {
    await closeDb();
    await embedded?.stop();
  }
}

/** A tool's main: its failure printed, the exit code 1. */
export function runTool(main: () => Promise<void>): void {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
