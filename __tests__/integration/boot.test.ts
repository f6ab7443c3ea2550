import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { boot } from '@/lib/server/app/boot';
import { startEmbeddedPostgres } from '@/lib/server/platform/db/embedded';
import { createTestDatabase } from '../helpers/test-database';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe('start-up', () => {
  it('with DATABASE_URL set, migrates and seeds that server and starts no embedded one', async () => {
    const database = await createTestDatabase();
    cleanup.push(() => database.drop());
    await database.pool.query('drop schema public cascade; create schema public; drop schema if exists drizzle cascade');
    const booted = await boot(() => {});
    expect(booted.embedded).toBeUndefined();
    expect(booted.databaseUrl).toBe(database.url);
    const { rows } = await database.pool.query('select count(*)::int as n from locales');
    expect(rows[0].n).toBe(6);
    // A second start finds everything in place and changes nothing.
    await boot(() => {});
    expect((await database.pool.query('select count(*)::int as n from locales')).rows[0].n).toBe(6);
  });

  it('keeps the embedded database’s data across a restart', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'restart-'));
    await chmod(dir, 0o755);
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const dataDir = path.join(dir, 'pg');
    const port = 20_000 + Math.floor(Math.random() * 20_000);

    const first = await startEmbeddedPostgres({ dataDir, port });
    const pool = new Pool({ connectionString: first.url, max: 1 });
    await pool.query("create table kept (note text); insert into kept values ('still here')");
    await pool.end();
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir, port });
    const again = new Pool({ connectionString: second.url, max: 1 });
    const { rows } = await again.query('select note from kept');
    await again.end();
    await second.stop();
    expect(rows).toEqual([{ note: 'still here' }]);
  });
});
