import { spawn } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@/demo';
import { sandboxCredentials } from '@/demo/sandbox-gateways';
import { closeDb } from '@/lib/server/platform/db/client';
import { paymentGateways } from '@/lib/server/platform/db/schema';
import { createSandboxAccount } from '@/sandbox/account';
import { createTestDatabase } from '../helpers/test-database';

/** `npm run serve` as an operator would start it (NODE_ENV=production, `env` and nothing else); its exit code and output. */
function serve(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const whole: NodeJS.ProcessEnv = { NODE_ENV: 'production', PATH: process.env.PATH ?? '', ...env };
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'lib/server/app/serve.ts'], { env: whole, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
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
        const { code, output } = await serve({ DATABASE_URL: url, SMTP_URL: 'smtp://127.0.0.1:2525', LOG_LEVEL: 'info' });
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
      const { code, output } = await serve({ DEMO: 'on', DATABASE_URL: url, SMTP_URL: 'smtp://127.0.0.1:2525', LOG_LEVEL: 'info', ...allButOne });
      expect(code).toBe(1);
      expect(output).toContain('Gateway nz-windcave (DPS, locale nz): the environment variable SANDBOX_API_SECRET (settings.secretEnv) is not set');
      expect(output).not.toContain('is a local address');
      expect(output).not.toContain('SANDBOX_WECHAT_MERCHANT_PRIVATE_KEY');
    });
  });
});
