import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { env } from '../config';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

interface Connection {
  pool: Pool;
  db: Database;
}

// One pool per process, kept on globalThis so that dev-mode module reloads do not leak connections.
const holder = globalThis as typeof globalThis & { __dbConnection?: Connection };

export function connect(connectionString: string, max = env().DATABASE_POOL_SIZE): Connection {
  const pool = new Pool({ connectionString, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
  // A client losing its server (a restart, a failover) must not crash the process, idle in the pool or
  // checked out between two statements (pg emits 'error' on the client then, with no listener of the
  // pool's): the pool replaces it and the statement that needed it reports a typed error instead.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return { pool, db: drizzle(pool, { schema }) };
}

function connection(): Connection {
  if (!holder.__dbConnection) {
    const url = env().DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set: start the app through `npm start` / `npm run dev`, which start the embedded PostgreSQL');
    holder.__dbConnection = connect(url);
  }
  return holder.__dbConnection;
}

export const db = (): Database => connection().db;
export const pool = (): Pool => connection().pool;

export async function closeDb(): Promise<void> {
  const current = holder.__dbConnection;
  holder.__dbConnection = undefined;
  await current?.pool.end();
}
