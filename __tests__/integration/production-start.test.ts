import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@/demo';
import { sandboxCredentials } from '@/demo/sandbox-gateways';
import { closeDb } from '@/lib/server/platform/db/client';
import { paymentGateways } from '@/lib/server/platform/db/schema';
import { createSandboxAccount } from '@/sandbox/account';
import { createTestDatabase } from '../helpers/test-database';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The key tickets are signed with: a production start needs one (the tests' own, vitest.config.mts). */
const TICKET_SIGNING_SECRET = process.env.TICKET_SIGNING_SECRET!;
const TICKET_SIGNING_KEY = process.env.TICKET_SIGNING_KEY!;

/**
 * `npm run serve` as an operator would start it (NODE_ENV=production, `env` and nothing else); its exit
 * code and output. `cwd`: the directory it starts in, whose .env files it reads (the checkout by default).
 */
function serve(env: Record<string, string>, cwd = ROOT, entry = 'lib/server/app/serve.ts', until?: string): Promise<{ code: number | null; output: string }> {
  const whole: NodeJS.ProcessEnv = { NODE_ENV: 'production', PATH: process.env.PATH ?? '', TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.json'), ...env };
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), path.join(ROOT, entry)], { cwd, env: whole, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // A process that keeps running is stopped once it has said `until`, as an operator would stop it.
      if (until && output.includes(until)) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

// Each test starts `npm run serve` (tsx, cold) up to four times in turn: seconds each on a quiet 2-core
// machine, past the default 30 s per test on a loaded one (30.1 s in two CI runs).
describe('a production start', { timeout: 120_000 }, () => {
  it('refuses to run without a database, a mail transport or the tickets\' signing key, or with the mailbox, naming each setting, before it starts anything', async () => {
    const { code, output } = await serve({ MAILBOX: 'on', LOG_LEVEL: 'info' });
    expect(code).toBe(1);
    expect(output).toContain('TICKET_SIGNING_SECRET must be set in production');
    expect(output).toContain('TICKET_SIGNING_KEY must be set in production');
    expect(output).toContain('DATABASE_URL must be set in production');
    expect(output).toContain('SMTP_URL must be set in production');
    expect(output).toContain('MAILBOX=on shows every visitor');
    expect(output).not.toContain('Starting embedded PostgreSQL');
  });

  it('reads .env before it decides anything, and what the environment holds wins over the file', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'env-files-'));
    try {
      await writeFile(path.join(dir, '.env'), 'PORT=not-a-port\nMAIL_FILES=on\nDATABASE_URL=mysql://wrong\n');
      const fromFile = await serve({}, dir);
      expect(fromFile.code).toBe(1);
      expect(fromFile.output).toContain('PORT must be a port number');
      expect(fromFile.output).toContain('DATABASE_URL must be a postgres:// connection URL');
      const overridden = await serve({ PORT: '3999', DATABASE_URL: '' }, dir);
      expect(overridden.output).not.toContain('PORT must be a port number');
      // MAIL_FILES=on came from the file: only the database is missing.
      expect(overridden.output).toContain('DATABASE_URL must be set in production');
      expect(overridden.output).not.toContain('SMTP_URL must be set');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('leaves migrations to the release step: refuses a database that lacks them, and `npm run migrate` gives it the schema and nothing else', async () => {
    const database = await createTestDatabase({ empty: true });
    try {
      const settings = { DATABASE_URL: database.url, MAIL_FILES: 'on', DATA_DIR: os.tmpdir(), LOG_LEVEL: 'info', TICKET_SIGNING_SECRET, TICKET_SIGNING_KEY, TRUST_PROXY: 'loopback' };
      const refused = await serve(settings);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('run `npm run migrate` first');
      expect((await database.pool.query(`select to_regclass('public.orders') as orders`)).rows).toEqual([{ orders: null }]);

      const migrated = await serve(settings, ROOT, 'lib/server/app/migrate.ts');
      expect([migrated.code, migrated.output.includes('Applied')]).toEqual([0, true]);
      const again = await serve(settings, ROOT, 'lib/server/app/migrate.ts');
      expect(again.output).toContain('The database is up to date');
      // The schema only: no operator, no locale, no promo code, no gift card.
      const { rows } = await database.pool.query(`select (select count(*) from locales)::int as locales, (select count(*) from promo_codes)::int as codes,
        (select count(*) from gift_cards)::int as cards, (select count(*) from payment_gateways)::int as gateways`);
      expect(rows).toEqual([{ locales: 0, codes: 0, cards: 0, gateways: 0 }]);

      // Now it starts: a worker process, which needs no build, says what it runs.
      const worker = await serve({ ...settings, PROCESS_ROLE: 'worker' }, ROOT, 'lib/server/app/serve.ts', 'Worker process');
      expect(worker.output).toContain('Worker process');
      expect(worker.output).not.toContain('booking site on http');
      expect(worker.code).toBe(0);
    } finally {
      await database.drop();
    }
  });

  describe('once the database is ready, with the gateways stored for every locale', () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
    afterAll(async () => {
      await closeDb();
      await database?.drop();
    });

    /** A database holding the demo operator, its gateways paying the sandbox on a local address. */
    async function demoDatabase() {
      database ??= await createTestDatabase();
      await seedDemo(database.db, 'http://localhost:4999');
      return database;
    }

    it('refuses a gateway without its provider URL or a credential its settings name, and a provider on a local address, naming each', async () => {
      const { db, url } = await demoDatabase();
      const [windcave] = await db.select().from(paymentGateways).where(eq(paymentGateways.id, 'nz-windcave'));
      const { baseUrl: _dropped, ...withoutUrl } = windcave.settings;
      await db.update(paymentGateways).set({ settings: withoutUrl }).where(eq(paymentGateways.id, 'nz-windcave'));
      try {
        const { code, output } = await serve({ DATABASE_URL: url, SMTP_URL: 'smtp://127.0.0.1:2525', LOG_LEVEL: 'info', TICKET_SIGNING_SECRET, TICKET_SIGNING_KEY, TRUST_PROXY: 'loopback' });
        expect(code).toBe(1);
        expect(output).toContain('The payment gateways are not ready to take payments');
        expect(output).toContain('Gateway nz-windcave (DPS, locale nz): settings.baseUrl is missing');
        expect(output).toContain('Gateway hk-wechat (Wechat, locale hk): the environment variable SANDBOX_WECHAT_MERCHANT_PRIVATE_KEY (settings.privateKeyEnv) is not set');
        expect(output).toContain('Gateway nz-card (MasterCardDirect, locale nz): settings.baseUrl http://localhost:4999 is a local address');
        expect(output).not.toContain('Gateway nz-arrival');
        expect(output).not.toContain('Summit Rush booking site on');
      } finally {
        await db.update(paymentGateways).set({ settings: windcave.settings }).where(eq(paymentGateways.id, 'nz-windcave'));
      }
    });

    it('lets only the demo pay a local address, and still refuses it a missing credential', async () => {
      const { url } = await demoDatabase();
      const credentials = sandboxCredentials(createSandboxAccount());
      const { SANDBOX_API_SECRET: _missing, ...allButOne } = credentials;
      const { code, output } = await serve({ DEMO: 'on', DATABASE_URL: url, SMTP_URL: 'smtp://127.0.0.1:2525', LOG_LEVEL: 'info', TICKET_SIGNING_SECRET, TICKET_SIGNING_KEY, ...allButOne });
      expect(code).toBe(1);
      expect(output).toContain('Gateway nz-windcave (DPS, locale nz): the environment variable SANDBOX_API_SECRET (settings.secretEnv) is not set');
      expect(output).not.toContain('is a local address');
      expect(output).not.toContain('SANDBOX_WECHAT_MERCHANT_PRIVATE_KEY');
    });
  });
});
