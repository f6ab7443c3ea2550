import path from 'node:path';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type { Pool, PoolClient } from 'pg';
import { LOCK_CLASS } from './advisory-locks';

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'lib/server/platform/db/migrations');

/** drizzle's own record of applied migrations (drizzle-orm/pg-core/dialect.js migrate): same table, same rows. */
const JOURNAL = 'drizzle.__drizzle_migrations';

const migrations = (): MigrationMeta[] => readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });

/**
 * Applies the committed migrations (`npm run migrate`, the release step; the demo and development
 * starts run it themselves). Everything happens in one transaction that first takes a
 * transaction-level advisory lock, so it is safe from several processes at once and behind a
 * transaction pooler (PgBouncer's transaction mode), where a session-level lock could be taken on one
 * server connection and released on another. It applies what drizzle's migrator would, and records it
 * in drizzle's table; a failing migration leaves the database as it was. Returns how many it applied.
 */
export async function runMigrations(pool: Pool): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [LOCK_CLASS.migration]);
    await client.query('create schema if not exists drizzle');
    await client.query(`create table if not exists ${JOURNAL} (id serial primary key, hash text not null, created_at bigint)`);
    const pending = await pendingOf(client);
    for (const migration of pending) {
      for (const statement of migration.sql) await client.query(statement);
      await client.query(`insert into ${JOURNAL} (hash, created_at) values ($1, $2)`, [migration.hash, migration.folderMillis]);
    }
    await client.query('commit');
    return pending.length;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The committed migrations this database has not applied (all of them when it has none). */
export async function pendingMigrations(pool: Pool): Promise<MigrationMeta[]> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ journal: string | null }>(`select to_regclass('${JOURNAL}')::text as journal`);
    return rows[0].journal ? await pendingOf(client) : migrations();
  } finally {
    client.release();
  }
}

async function pendingOf(client: PoolClient): Promise<MigrationMeta[]> {
  const { rows } = await client.query<{ created_at: string }>(`select created_at from ${JOURNAL} order by created_at desc limit 1`);
  const last = rows.length ? Number(rows[0].created_at) : -1;
  return migrations().filter((migration) => migration.folderMillis > last);
}
