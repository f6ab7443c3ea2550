import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

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
});
