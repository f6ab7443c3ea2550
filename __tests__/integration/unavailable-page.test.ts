import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb } from '@/lib/server/platform/db/client';
import { seedIfEmpty } from '@/demo';
import { withShell } from '@/lib/server/site/page-data';
import { createTestDatabase } from '../helpers/test-database';

/*
 * A page whose data cannot be read because the database is unreachable (a restart, a failover) answers
 * 503 with Retry-After and the "try again" page in the site's language, never a 500 (issue #9, item 8).
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
});
afterAll(async () => {
  await closeDb();
  await database.drop();
});

function context(host: string) {
  const req = new IncomingMessage(new Socket());
  req.headers = { host };
  req.url = '/';
  const res = new ServerResponse(req);
  return { req, res, query: {}, params: {}, resolvedUrl: '/' } as unknown as GetServerSidePropsContext;
}

const refused = () => new Error('Failed query: select 1', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }) });

describe('a page while the database is unreachable', () => {
  it('answers 503 with Retry-After, no shared caching, its security policy and the language of the site', async () => {
    const ctx = context('zh.hk.localhost:3000');
    const result = await withShell(async () => {
      throw refused();
    })(ctx);
    expect(ctx.res.statusCode).toBe(503);
    expect(ctx.res.getHeader('retry-after')).toBe('5');
    expect(ctx.res.getHeader('cache-control')).toBe('private, no-store');
    // Report-only outside production; enforced in production (scenario 10 checks every response there).
    const policy = ctx.res.getHeader('content-security-policy') ?? ctx.res.getHeader('content-security-policy-report-only');
    expect(String(policy)).toContain("frame-ancestors 'none'");
    expect(result).toEqual({ props: expect.objectContaining({ unavailable: true, lang: 'zh-Hant', domain: 'zh.hk.localhost' }) });
  });

  it('still lets a bug through to the error page (and the error reporter)', async () => {
    const failing = withShell(async () => {
      throw new TypeError('x is undefined');
    });
    await expect(failing(context('nz.localhost:3000'))).rejects.toThrow(TypeError);
  });
});
