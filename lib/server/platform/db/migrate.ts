import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Pool } from 'pg';

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'lib/server/platform/db/migrations');

// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK = 724_001;

/**
 * Applies the committed migrations. Safe on every start and from several instances at once: a
 * session-level advisory lock, held on one dedicated connection, serialises them, and drizzle skips
 * the migrations already recorded.
 */
export async function runMigrations(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
