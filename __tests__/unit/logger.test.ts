import { describe, expect, it, vi } from 'vitest';

describe('the structured log', () => {
  it('writes JSON lines without the visitor’s details, even from a query error’s parameters', async () => {
    vi.resetModules();
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      const { log } = await import('@/lib/server/platform/logger');
      const error = Object.assign(new Error('Failed query: insert into orders values ($1, $2)\nparams: kea@example.com,+64 21 555 0101'), {
        query: 'insert into orders values ($1, $2)',
        params: ['kea@example.com', '+64 21 555 0101'],
      });
      log('test').error({ err: error, customer: { email: 'kea@example.com' } }, 'order failed for kea@example.com');
      const lines = write.mock.calls.map((call) => String(call[0]));
      expect(lines).toHaveLength(1);
      const entry = JSON.parse(lines[0]);
      expect(entry).toMatchObject({ level: 'error', component: 'test', err: { query: 'insert into orders values ($1, $2)' } });
      expect(lines[0]).not.toMatch(/kea@example\.com|555 0101/);
    } finally {
      write.mockRestore();
    }
  });

  it('follows LOG_LEVEL: silent while a test file says so, and writes again once it is given back', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      const { log } = await import('@/lib/server/platform/logger');
      log('test').info('before');
      vi.stubEnv('LOG_LEVEL', 'silent');
      log('test').info('while silent');
      vi.unstubAllEnvs();
      log('test').info('after');
      expect(write.mock.calls.map((call) => JSON.parse(String(call[0])).msg)).toEqual(['before', 'after']);
    } finally {
      write.mockRestore();
      vi.unstubAllEnvs();
    }
  });
});
