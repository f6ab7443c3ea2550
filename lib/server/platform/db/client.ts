import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { prepareStatements } from './prepared-statements';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

export interface Connection {
  pool: Pool;
  db: Database;
}

/**
 * A pool of `max` connections. Its statements are prepared once per connection (./prepared-statements.ts)
 * unless `preparedStatements` is false: for a transaction pooler that does not keep them per client.
 */
export function connect(connectionString: string, max: number, { preparedStatements = true }: { preparedStatements?: boolean } = {}): Connection {
  const pool = new Pool({ connectionString, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
  // A client losing its server (a restart, a failover) must not crash the process, idle in the pool or
  // checked out between two statements (pg emits 'error' on the client then, with no listener of the
  // pool's): the pool replaces it and the statement that needed it reports a typed error instead.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    if (preparedStatements) prepareStatements(client);
  });
  return { pool, db: drizzle(pool, { schema }) };
}

/*
 * The process's database, handed over once by whoever starts the process: lib/server/app/serve.ts after
 * boot, a test after cloning its database (__tests__/helpers/test-database.ts). Every server module is
 * loaded once per process (serve.ts hands the pages their loaders, lib/next/server-side.ts), so this
 * module's variable is the one pool; nothing reads the database's address from the environment here.
 */
let current: Connection | undefined;

/** Makes `connection` the process's database (and returns it). */
export function useDatabase(connection: Connection): Connection {
  current = connection;
  return connection;
}

function connection(): Connection {
  if (!current) throw new Error('No database: the process did not hand one over (lib/server/app/serve.ts calls useDatabase after boot)');
  return current;
}

/**
 * The database handed over last, if any: what a copy of its rows (./cache.ts) or a client of its pool
 * (../rate-limit.ts) belongs to. A server process has one for its whole life; a test process hands over
 * one per test file (__tests__/helpers/test-database.ts), and nothing read from one may answer for the next.
 */
export const databaseInUse = (): Connection | undefined => current;

export const db = (): Database => connection().db;
export const pool = (): Pool => connection().pool;

export async function closeDb(): Promise<void> {
  const closing = current;
  current = undefined;
  await closing?.pool.end();
}
