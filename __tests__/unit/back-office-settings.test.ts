import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoTicketSigningSecret } from '@/demo/ticket-signing-secret';
import { parseEnv } from '@/lib/server/platform/config';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the demo’s ticket signing secret (issue #22)', () => {
  it('is made once per data directory, kept private, and the same on every later start', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'demo-secret-'));
    const first = demoTicketSigningSecret({ DATA_DIR: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await stat(path.join(dir, 'ticket-signing-secret'))).mode & 0o777).toBe(0o600);
    expect(demoTicketSigningSecret({ DATA_DIR: dir })).toBe(first);
    expect(parseEnv({ TICKET_SIGNING_SECRET: first }).TICKET_SIGNING_SECRET).toBe(first);
    // Another demo's directory gets a key of its own.
    const other = await mkdtemp(path.join(os.tmpdir(), 'demo-secret-'));
    try {
      expect(demoTicketSigningSecret({ DATA_DIR: other })).not.toBe(first);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('replaces a kept key too short to sign with', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'demo-secret-'));
    await writeFile(path.join(dir, 'ticket-signing-secret'), 'short\n');
    const secret = demoTicketSigningSecret({ DATA_DIR: dir });
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(path.join(dir, 'ticket-signing-secret'), 'utf8')).trim()).toBe(secret);
  });
});

describe('the back office’s settings', () => {
  it('takes ADMIN_HOST as a bare host name, admin.localhost by default, and a signing secret of 32 characters or more', () => {
    expect(parseEnv({}).ADMIN_HOST).toBe('admin.localhost');
    expect(parseEnv({ ADMIN_HOST: 'Admin.Summit-Rush.example' }).ADMIN_HOST).toBe('admin.summit-rush.example');
    for (const bad of ['https://admin.example', 'admin.example:443', 'admin.example/x']) {
      expect(() => parseEnv({ ADMIN_HOST: bad })).toThrow(/ADMIN_HOST must be a host name/);
    }
    expect(() => parseEnv({ TICKET_SIGNING_SECRET: 'x'.repeat(31) })).toThrow(/TICKET_SIGNING_SECRET must have at least 32 characters/);
  });
});
