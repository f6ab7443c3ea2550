import './environment-files';
import { connect } from '../platform/db/client';
import { runMigrations } from '../platform/db/migrate';
import { log } from '../platform/logger';
import { configFromEnvironment } from './boot';

const logger = log('migrate');

/**
 * `npm run migrate`: the release step. Applies this release's migrations to DATABASE_URL once, before
 * its instances start (a production `npm run serve` refuses a database that lacks any). Safe to run
 * again, from several places at once, and behind a transaction pooler (lib/server/platform/db/migrate.ts).
 */
async function main() {
  const config = configFromEnvironment();
  if (!config.DATABASE_URL) {
    logger.fatal('DATABASE_URL must be set: migrations run against the database the instances will use');
    process.exit(1);
  }
  const { pool } = connect(config.DATABASE_URL, 1);
  try {
    const applied = await runMigrations(pool);
    logger.info(applied ? `Applied ${applied} migration(s)` : 'The database is up to date');
  } finally {
    await pool.end();
  }
}

main().catch((error) => {
  logger.fatal({ err: error }, 'Migrating failed; the database is as it was');
  process.exit(1);
});
