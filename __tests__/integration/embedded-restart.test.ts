import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boot } from '@/lib/server/app/boot';
import { parseEnv } from '@/lib/server/platform/config';
import { connect } from '@/lib/server/platform/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@/lib/server/platform/db/embedded';
import { freePort, restartablePort } from '../helpers/free-port';

/*
 * The demo launcher's start step (boot, demo/start.ts) on an embedded PostgreSQL's data directory that the
 * server before it still holds: a restart right after a stop waits for the old server to go, and a server
 * that does not go (or another program on the port) is named in a plain message, never the "Cannot read
 * properties of undefined (reading 'message')" of a rejection with no error.
 */

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
});

async function dataDirectory(): Promise<{ dir: string; dataDir: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'embedded-restart-'));
  await chmod(dir, 0o755);
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return { dir, dataDir: path.join(dir, 'postgres') };
}

const running = (server: EmbeddedDatabase) => {
  cleanup.push(() => server.stop());
  return server;
};

describe('the demo launcher’s start on an embedded database', () => {
  it('waits for the server before it to finish shutting down, and starts on the same data', async () => {
    const { dataDir } = await dataDirectory();
    const port = await restartablePort();
    const first = await startEmbeddedPostgres({ dataDir, port });
    const { pool } = connect(first.url, 1);
    await pool.query("create table kept (note text); insert into kept values ('still here')");
    await pool.end();

    // A restart while the old server is still there: it goes a moment later (a demo's stop, still shutting down).
    const starting = startEmbeddedPostgres({ dataDir, port });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await first.stop();
    const second = running(await starting);
    const { pool: again } = connect(second.url, 1);
    const { rows } = await again.query('select note from kept');
    await again.end();
    expect(rows).toEqual([{ note: 'still here' }]);
    await second.stop();
  }, 60_000);

  it('names the lock file and its process when a running server keeps the data directory', async () => {
    const { dir, dataDir } = await dataDirectory();
    const holder = running(await startEmbeddedPostgres({ dataDir, port: await freePort() }));
    const pid = Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    expect(pid).toBeGreaterThan(0);

    const config = parseEnv({ DATA_DIR: dir, EMBEDDED_POSTGRES_PORT: String(await freePort()) });
    const started = Date.now();
    const error = await boot(config, { log: () => {}, embeddedWaitMs: 1_500 }).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain(`${dataDir} is in use`);
    expect(message).toContain('postmaster.pid');
    expect(message).toContain(`process ${pid}`);
    // Bounded: it waited, then said so.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    expect(Date.now() - started).toBeLessThan(15_000);
    await holder.stop();
  }, 60_000);

  it('names the port when another program listens on it', async () => {
    const { dir } = await dataDirectory();
    const port = await freePort();
    const other: Server = createServer();
    await new Promise<void>((resolve) => other.listen(port, '127.0.0.1', resolve));
    cleanup.push(() => new Promise<void>((resolve) => other.close(() => resolve())));

    const config = parseEnv({ DATA_DIR: dir, EMBEDDED_POSTGRES_PORT: String(port) });
    const error = await boot(config, { log: () => {}, embeddedWaitMs: 500 }).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      `Port ${port} (EMBEDDED_POSTGRES_PORT) is in use by another program, still after 1 s: stop it, or set EMBEDDED_POSTGRES_PORT to a free port.`,
    );
  }, 60_000);
});
