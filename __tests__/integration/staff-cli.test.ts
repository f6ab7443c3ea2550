import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { connect } from '@/lib/server/platform/db/client';
import { startEmbeddedPostgres } from '@/lib/server/platform/db/embedded';
import { runMigrations } from '@/lib/server/platform/db/migrate';
import { auditTrail, findStaffByEmail, sessionStaff, signInWithLink } from '@/lib/server/staff';
import { createTestDatabase } from '../helpers/test-database';
import { freePort } from '../helpers/free-port';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** `npm run staff -- …` as an operator runs it: its exit code, standard output and standard error. */
function staffCommand(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const whole: NodeJS.ProcessEnv = { NODE_ENV: 'development', PATH: process.env.PATH ?? '', TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.json'), LOG_LEVEL: 'silent', ...env };
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), path.join(ROOT, 'lib/server/app/staff.ts'), ...args], { cwd: ROOT, env: whole, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const LINK = /^http:\/\/admin\.localhost:3000\/sign-in\/link\/([A-Za-z0-9_-]{43})\n$/;

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
});

afterAll(async () => {
  await database.drop();
});

// Each test starts the command cold, up to five times (a node process compiling the server with tsx,
// 3–4 s each on a loaded 2-core machine): it measures the command, not the code under test.
describe('npm run staff (issue #22)', { timeout: 60_000 }, () => {
  it('adds an account on DATABASE_URL, audited as the command line’s, and refuses a second one or an unknown park by name', async () => {
    const env = { DATABASE_URL: database.url, NODE_ENV: 'development' };
    const added = await staffCommand(['add', 'Tama@Summit-Rush.test', '--role', 'manager', '--park', 'queenstown', '--park', 'hong-kong', '--name', 'Tama'], env);
    expect([added.code, added.stderr]).toEqual([0, '']);
    expect(added.stdout).toContain('Added tama@summit-rush.test (manager; hong-kong, queenstown)');
    expect(await findStaffByEmail('tama@summit-rush.test')).toMatchObject({ role: 'manager', displayName: 'Tama', parks: ['hong-kong', 'queenstown'] });
    expect((await auditTrail('staff:tama@summit-rush.test'))[0]).toMatchObject({ actor: 'command line', action: 'staff.add' });

    const again = await staffCommand(['add', 'tama@summit-rush.test', '--role', 'gate', '--park', 'queenstown'], env);
    expect([again.code, again.stderr.trim()]).toEqual([1, 'tama@summit-rush.test already has an account']);
    const nowhere = await staffCommand(['add', 'x@summit-rush.test', '--role', 'gate', '--park', 'queenstown,atlantis'], env);
    expect([nowhere.code, nowhere.stderr.trim()]).toEqual([1, 'No such park: atlantis (the parks are: gold-coast, hong-kong, queenstown, rotorua)']);
    const misused = await staffCommand(['add', 'x@summit-rush.test', '--park', 'queenstown'], env);
    expect(misused.code).toBe(2);
    expect(misused.stderr).toContain('Usage:');
    expect((await staffCommand(['remove', 'x@summit-rush.test'], env)).code).toBe(2);
  });

  it('prints a one-time sign-in link from the admin origin that signs in once', async () => {
    const env = { DATABASE_URL: database.url, NODE_ENV: 'development' };
    await staffCommand(['add', 'rangi@summit-rush.test', '--role', 'gate', '--park', 'queenstown'], env);
    const link = await staffCommand(['link', 'Rangi@summit-rush.test'], env);
    expect(link.code).toBe(0);
    expect(link.stdout).toMatch(LINK);
    expect(link.stderr).toContain('valid for 15 minutes');
    const token = link.stdout.match(LINK)![1];
    const signedIn = await signInWithLink(token, null);
    expect(signedIn).toMatchObject({ ok: true, staff: { email: 'rangi@summit-rush.test' } });
    expect(await signInWithLink(token, null)).toEqual({ ok: false });
    if (signedIn.ok) expect((await sessionStaff(signedIn.token))?.role).toBe('gate');

    const unknown = await staffCommand(['link', 'nobody@summit-rush.test'], env);
    expect([unknown.code, unknown.stdout]).toEqual([1, '']);
    expect(unknown.stderr).toContain('has no staff account');
  });

  it('builds the link from ADMIN_HOST and the public scheme and port in production', async () => {
    const env = { DATABASE_URL: database.url, NODE_ENV: 'production', ADMIN_HOST: 'Admin.Summit-Rush.example' };
    const link = await staffCommand(['link', 'rangi@summit-rush.test'], env);
    expect(link.code).toBe(0);
    expect(link.stdout).toMatch(/^https:\/\/admin\.summit-rush\.example\/sign-in\/link\/[A-Za-z0-9_-]{43}\n$/);
  });

  it('refuses a database without this release’s migrations', async () => {
    const empty = await createTestDatabase({ empty: true });
    try {
      const refused = await staffCommand(['link', 'rangi@summit-rush.test'], { DATABASE_URL: empty.url });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('run `npm run migrate` first');
    } finally {
      await empty.drop();
    }
  });

  it('works on the demo’s embedded database without DATABASE_URL: the running demo’s, or one it starts and stops itself', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'staff-cli-'));
    await chmod(dataDir, 0o755); // the server runs as the postgres user when tests run as root
    const port = await freePort();
    const env = { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(port), NODE_ENV: 'development' };
    const demo = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), port });
    try {
      const { pool, db } = connect(demo.url, 1);
      await runMigrations(pool);
      await seedIfEmpty(db);
      await pool.end();
      // The demo is running: the command uses its database.
      const added = await staffCommand(['add', 'aroha@summit-rush.test', '--role', 'owner', '--park', 'rotorua'], env);
      expect([added.code, added.stderr]).toEqual([0, '']);
    } finally {
      await demo.stop();
    }
    try {
      // The demo is stopped: the command starts its database, finds the account, and stops it again.
      const link = await staffCommand(['link', 'aroha@summit-rush.test'], env);
      expect(link.code).toBe(0);
      expect(link.stdout).toMatch(LINK);
      const probe = connect(`postgres://postgres:postgres@127.0.0.1:${port}/postgres`, 1);
      await expect(probe.pool.query('select 1')).rejects.toThrow();
      await probe.pool.end();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
