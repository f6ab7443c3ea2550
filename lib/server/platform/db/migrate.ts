import path from 'node:path';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type { Pool, PoolClient } from 'pg';
import { LOCK_CLASS } from './advisory-locks';

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'lib/server/platform/db/migrations');

/** drizzle's own record of applied migrations (drizzle-orm/pg-core/dialect.js migrate): same table, same rows. */
const JOURNAL = 'drizzle.__drizzle_migrations';

const migrations = (folder: string): MigrationMeta[] => readMigrationFiles({ migrationsFolder: folder });

/**
 * How long a migration's statement may wait for a table's lock before it gives up and tries again: a
 * statement queued for a lock holds up every sale queued behind it (an ALTER TABLE waiting on a long
 * report blocks each order's insert after it), so none waits longer than this (docs/performance.md,
 * "Migrations while selling").
 */
export const MIGRATION_LOCK_TIMEOUT_MS = 1_000;
const LOCK_ATTEMPTS = 20;
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * A migration that builds an index CONCURRENTLY, which PostgreSQL refuses inside a transaction block: it
 * reads and writes go on meanwhile, which a large table's index needs (docs/performance.md). Such a
 * migration holds nothing else: its statements say `create index concurrently if not exists` or `drop
 * index concurrently if exists`, and an `analyze` gives a new index on an expression its statistics.
 */
export const isConcurrentMigration = (migration: MigrationMeta): boolean => migration.sql.some((statement) => /\bconcurrently\b/i.test(statement));

/**
 * Applies the committed migrations (`npm run migrate`, the release step; the demo and development
 * starts run it themselves). The migrations up to the next concurrent one happen in one transaction that
 * first takes a transaction-level advisory lock, so it is safe from several processes at once and behind
 * a transaction pooler (PgBouncer's transaction mode), where a session-level lock could be taken on one
 * server connection and released on another. Its statements wait at most MIGRATION_LOCK_TIMEOUT_MS for a
 * lock, then the transaction is tried again. A concurrent migration runs outside a transaction, statement
 * by statement, and is recorded after (applyConcurrently). It applies what drizzle's migrator would, and
 * records it in drizzle's table; a failing migration leaves the database as it was (a concurrent index
 * left invalid by a failure is dropped and built again on the next run). Returns how many it applied.
 */
export async function runMigrations(pool: Pool, folder = MIGRATIONS_FOLDER): Promise<number> {
  let applied = 0;
  for (;;) {
    const step = await retriedOnLockTimeout(() => applyInTransaction(pool, folder));
    applied += step.applied;
    if (!step.concurrent) return applied;
    await applyConcurrently(pool, step.concurrent);
    applied++;
  }
}

async function retriedOnLockTimeout<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if ((error as { code?: string }).code !== LOCK_NOT_AVAILABLE || tries >= LOCK_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 250 * tries)));
    }
  }
}

/** The pending migrations up to the first concurrent one, in one transaction; returns that concurrent one, if any. */
async function applyInTransaction(pool: Pool, folder: string): Promise<{ applied: number; concurrent: MigrationMeta | null }> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [LOCK_CLASS.migration]);
    await client.query(`set local lock_timeout = ${MIGRATION_LOCK_TIMEOUT_MS}`);
    await client.query('create schema if not exists drizzle');
    await client.query(`create table if not exists ${JOURNAL} (id serial primary key, hash text not null, created_at bigint)`);
    const pending = await pendingOf(client, folder);
    let applied = 0;
    for (const migration of pending) {
      if (isConcurrentMigration(migration)) {
        await client.query('commit');
        return { applied, concurrent: migration };
      }
      for (const statement of migration.sql) await client.query(statement);
      await record(client, migration);
      applied++;
    }
    await client.query('commit');
    return { applied, concurrent: null };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const record = (client: PoolClient, migration: MigrationMeta) =>
  client.query(`insert into ${JOURNAL} (hash, created_at) select $1, $2 where not exists (select 1 from ${JOURNAL} where created_at = $2)`, [migration.hash, migration.folderMillis]);

/**
 * A concurrent migration: each statement on its own (no transaction block), an index a failed run left
 * invalid dropped first, then the migration recorded under the advisory lock (once, however many ran it).
 */
async function applyConcurrently(pool: Pool, migration: MigrationMeta): Promise<void> {
  const client = await pool.connect();
  try {
    for (const statement of migration.sql) {
      const index = statement.match(/create\s+(?:unique\s+)?index\s+concurrently\s+if\s+not\s+exists\s+"?([a-z0-9_]+)"?/i)?.[1];
      if (index) {
        const { rows } = await client.query(`select 1 from pg_index x join pg_class c on c.oid = x.indexrelid where c.relname = $1 and not x.indisvalid`, [index]);
        if (rows.length) await client.query(`drop index concurrently if exists "${index}"`);
      }
      await client.query(statement);
    }
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [LOCK_CLASS.migration]);
    await record(client, migration);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The committed migrations this database has not applied (all of them when it has none). */
export async function pendingMigrations(pool: Pool, folder = MIGRATIONS_FOLDER): Promise<MigrationMeta[]> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ journal: string | null }>(`select to_regclass('${JOURNAL}')::text as journal`);
    return rows[0].journal ? await pendingOf(client, folder) : migrations(folder);
  } finally {
    client.release();
  }
}

async function pendingOf(client: PoolClient, folder: string): Promise<MigrationMeta[]> {
  const { rows } = await client.query<{ created_at: string }>(`select created_at from ${JOURNAL} order by created_at desc limit 1`);
  const last = rows.length ? Number(rows[0].created_at) : -1;
  return migrations(folder).filter((migration) => migration.folderMillis > last);
}
