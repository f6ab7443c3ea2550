import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@/demo';
import { boot } from '@/lib/server/app/boot';
import { parseEnv } from '@/lib/server/platform/config';
import { connect, type Database } from '@/lib/server/platform/db/client';
import { startEmbeddedPostgres } from '@/lib/server/platform/db/embedded';
import { restartablePort } from '../helpers/free-port';
import { createTestDatabase } from '../helpers/test-database';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe('start-up', () => {
  it('with DATABASE_URL set, migrates that server, seeds nothing of its own, and starts no embedded one', async () => {
    const database = await createTestDatabase();
    cleanup.push(() => database.drop());
    await database.pool.query('drop schema public cascade; create schema public; drop schema if exists drizzle cascade');
    const config = parseEnv({ DATABASE_URL: database.url });
    const booted = await boot(config, { log: () => {} });
    expect(booted.embedded).toBeUndefined();
    expect(booted.databaseUrl).toBe(database.url);
    const count = async (table: string) => (await database.pool.query(`select count(*)::int as n from ${table}`)).rows[0].n;
    expect(await count('locales')).toBe(0);

    // The demo launcher (demo/start.ts) seeds the demo operator once, its gateways paying through the sandbox.
    const demo = (sandboxUrl: string) => ({ log: () => {}, prepare: async (db: Database) => void (await seedDemo(db, sandboxUrl)) });
    await boot(config, demo('http://localhost:4999'));
    expect(await count('locales')).toBe(6);
    const baseUrl = async () => (await database.pool.query(`select settings->>'baseUrl' as url from payment_gateways where id = 'nz-windcave'`)).rows[0].url;
    expect(await baseUrl()).toBe('http://localhost:4999/dps');
    // A second start finds everything in place; a sandbox on another port gets the demo's gateways.
    await boot(config, demo('http://localhost:5999'));
    expect(await count('locales')).toBe(6);
    expect(await baseUrl()).toBe('http://localhost:5999/dps');
  });

  it('keeps the embedded database’s data across a restart', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'restart-'));
    await chmod(dir, 0o755);
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const dataDir = path.join(dir, 'pg');
    const port = await restartablePort();

    // connect(): its clients keep an error listener after the pool lets them go, so the server's goodbye
    // on stop ("terminating connection due to administrator command") is never an uncaught error.
    const first = await startEmbeddedPostgres({ dataDir, port });
    const { pool } = connect(first.url, 1);
    await pool.query("create table kept (note text); insert into kept values ('still here')");
    await pool.end();
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir, port });
    const { pool: again } = connect(second.url, 1);
    const { rows } = await again.query('select note from kept');
    await again.end();
    await second.stop();
    expect(rows).toEqual([{ note: 'still here' }]);
  });
});
