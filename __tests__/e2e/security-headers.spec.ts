import { expect, test } from '@playwright/test';
import { api, PORT } from './helpers';

const origin = `http://127.0.0.1:${PORT}`;
const host = { host: `nz.localhost:${PORT}` };

const PATHS = ['/', '/checkout', '/api/health', '/no-such-page', '/robots.txt', '/images/does-not-exist.webp'];

test('every kind of response carries the security headers', async ({ request }) => {
  const page = await request.get(`${origin}/`, { headers: host });
  const script = (await page.text()).match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  const responses = [
    ...(await Promise.all(PATHS.map((path) => request.get(`${origin}${path}`, { headers: host })))),
    await request.get(`${origin}${script}`, { headers: host }),
    await request.post(api, { data: { query: '{ __typename }' }, headers: { ...host, 'content-type': 'application/json' } }),
  ];
  for (const response of responses) {
    const headers = response.headers();
    const where = `${response.url()} (${response.status()})`;
    expect(response.status(), where).toBeLessThan(500);
    expect(headers['content-security-policy'], where).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], where).toBe('nosniff');
    expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], where).toContain('camera=()');
  }
  // Pages keep their own nonce-based policy.
  expect(page.headers()['content-security-policy']).toMatch(/script-src 'nonce-/);
});
