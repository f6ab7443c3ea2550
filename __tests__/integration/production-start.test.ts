import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../helpers/test-database';

const ROOT = path.resolve(import.meta.dirname, '../..');

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

describe('a production start (issue #21)', () => {
  it('refuses to run without a database and a mail transport, or with the mailbox, naming each setting, before it starts anything', async () => {
    const { code, output } = await serve({ MAILBOX: 'on', LOG_LEVEL: 'info' });
    expect(code).toBe(1);
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
      const settings = { DATABASE_URL: database.url, MAIL_FILES: 'on', DATA_DIR: os.tmpdir(), LOG_LEVEL: 'info' };
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
});
