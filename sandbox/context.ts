import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import * as schema from './schema';

/**
 * The running sandbox's own settings: the base URL browsers and the shop reach it at (hosted pages,
 * scan pages and links the providers' answers carry are drawn from it), and its own connection to its
 * table. Set once by startSandbox (sandbox/server.ts); one sandbox per process.
 */
interface SandboxContext {
  url: string;
  pool: Pool;
  db: NodePgDatabase<typeof schema>;
}

let context: SandboxContext | undefined;

export function openSandboxContext(url: string, databaseUrl: string): void {
  const pool = new Pool({ connectionString: databaseUrl, max: 4, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
  // A lost database connection (a restart in a test) must not crash the process: the next query reconnects.
  pool.on('error', () => {});
  context = { url: url.replace(/\/$/, ''), pool, db: drizzle(pool, { schema }) };
}

export async function closeSandboxContext(): Promise<void> {
  const closing = context;
  context = undefined;
  await closing?.pool.end();
}

function current(): SandboxContext {
  if (!context) throw new Error('The payment sandbox is not started (sandbox/server.ts startSandbox)');
  return context;
}

/** The sandbox's base URL, without a trailing slash. */
export const sandboxUrl = (): string => current().url;

export const sandboxDb = (): NodePgDatabase<typeof schema> => current().db;
