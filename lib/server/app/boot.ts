import path from 'node:path';
import { connect, type Database } from '../platform/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../platform/db/embedded';
import { pendingMigrations, runMigrations } from '../platform/db/migrate';
import { materialiseSessions } from '../sessions';
import { ConfigError, parseEnv, type Env } from '../platform/config';
import { log as bootLog } from '../platform/logger';

/** How far ahead sessions exist; serve.ts extends the window daily. */
export const SESSION_WINDOW_DAYS = 120;

/** Yesterday in UTC: no park's today is earlier than that. */
export const sessionWindowStart = (now = new Date()): string => new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);

export interface Booted {
  databaseUrl: string;
  embedded?: EmbeddedDatabase;
}

export interface BootOptions {
  log?: (line: string) => void;
  /** Runs after the migrations: the demo launcher seeds its operator here (demo/start.ts). */
  prepare?: (db: Database) => Promise<void>;
  /** How long to wait for an embedded server still holding the data directory or port (lib/server/platform/db/embedded.ts). */
  embeddedWaitMs?: number;
}

/** The configuration from the environment, validated once; a bad value stops the process with a message naming it. */
export function configFromEnvironment(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      bootLog('boot').fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Whether a start applies the migrations itself: the demo and development do; a production start
 * leaves that to the release step (`npm run migrate`, lib/server/app/migrate.ts), run once per
 * release before the new instances start, and refuses a database that lacks any.
 */
export const migratesOnStart = (config: Env): boolean => !config.isProduction || config.demo || !config.DATABASE_URL;

export class PendingMigrationsError extends Error {
  constructor(count: number) {
    super(`The database lacks ${count} migration(s) of this release: run \`npm run migrate\` first (the release step)`);
    this.name = 'PendingMigrationsError';
  }
}

/**
 * Everything before the web server listens: start the embedded PostgreSQL when DATABASE_URL is unset,
 * apply (or, in production, check) migrations, and create the bookable sessions. The shop seeds
 * nothing: its data is the operator's (the demo launcher brings the demo operator's). The caller
 * hands the database's address on (serve.ts opens the process's pool on it).
 */
export async function boot(config: Env, options: BootOptions = {}): Promise<Booted> {
  const log = options.log ?? ((line: string) => bootLog('boot').info(line));
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    const dataDir = path.join(config.DATA_DIR, 'postgres');
    log(`Starting embedded PostgreSQL (data in ${dataDir}, port ${config.EMBEDDED_POSTGRES_PORT})`);
    embedded = await startEmbeddedPostgres({ dataDir, port: config.EMBEDDED_POSTGRES_PORT, waitMs: options.embeddedWaitMs });
    databaseUrl = embedded.url;
  }
  const { pool, db } = connect(databaseUrl, 2);
  try {
    if (migratesOnStart(config)) await runMigrations(pool);
    else {
      const pending = await pendingMigrations(pool);
      if (pending.length) throw new PendingMigrationsError(pending.length);
    }
    await options.prepare?.(db);
    await materialiseSessions(db, sessionWindowStart(), SESSION_WINDOW_DAYS);
  } finally {
    await pool.end();
  }
  return { databaseUrl, embedded };
}
