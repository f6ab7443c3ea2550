import path from 'node:path';
import { connect } from '../platform/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../platform/db/embedded';
import { runMigrations } from '../platform/db/migrate';
import { seedIfEmpty, seedPaymentsIfMissing } from '../../../demo';
import { materialiseSessions } from '../sessions';
import { ConfigError, parseEnv, type Env } from '../platform/config';
import { log as bootLog } from '../platform/logger';

/** How far ahead sessions exist; serve.ts extends the window daily. */
export const SESSION_WINDOW_DAYS = 120;

/** Yesterday in UTC: no park's today is earlier than that. */
export const sessionWindowStart = (now = new Date()): string => new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);

export interface Booted {
  env: Env;
  databaseUrl: string;
  embedded?: EmbeddedDatabase;
}

/**
 * Everything before the web server listens: validate configuration, start the embedded PostgreSQL when
 * DATABASE_URL is unset, apply migrations, seed the demo operator into an empty database.
 */
export async function boot(log: (line: string) => void = (line) => bootLog('boot').info(line)): Promise<Booted> {
  let config: Env;
  try {
    config = parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      bootLog('boot').fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    const dataDir = path.join(config.DATA_DIR, 'postgres');
    log(`Starting embedded PostgreSQL (data in ${dataDir}, port ${config.EMBEDDED_POSTGRES_PORT})`);
    embedded = await startEmbeddedPostgres({ dataDir, port: config.EMBEDDED_POSTGRES_PORT });
    databaseUrl = embedded.url;
    // The app's own modules read the database from the environment, like any deployment.
    process.env.DATABASE_URL = databaseUrl;
    // The embedded database is the local demo: it pays through the local sandbox unless told otherwise.
    process.env.PAYMENT_SANDBOX ||= 'on';
  }
  const { pool, db } = connect(databaseUrl, 2);
  try {
    await runMigrations(pool);
    if (await seedIfEmpty(db)) log('Seeded the demo operator');
    else if (await seedPaymentsIfMissing(db)) log('Seeded the demo payment methods');
    await materialiseSessions(db, sessionWindowStart(), SESSION_WINDOW_DAYS);
  } finally {
    await pool.end();
  }
  return { env: config, databaseUrl, embedded };
}
