import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTANCE_COPY } from '@/lib/domain/shared-page-cache';
import { asPublicPageRequest, withPageCache } from '@/lib/server/site/page-cache';

/**
 * The per-instance copy of pages, over real HTTP: which responses it keeps, and that every answer from
 * the copy carries a nonce of its own.
 */
const calls = new Map<string, number>();
/** What the app was asked for, and with which cookie: the public pages must see neither tags nor cookies. */
const seen: { url: string; cookie: string | undefined }[] = [];
let seq = 0;

function app(req: IncomingMessage, res: ServerResponse) {
  const path = req.url ?? '/';
  calls.set(path, (calls.get(path) ?? 0) + 1);
  seen.push({ url: path, cookie: req.headers.cookie });
  const nonce = `nonce${++seq}`;
  res.setHeader('content-security-policy', `script-src 'nonce-${nonce}'`);
  if (path === '/public') res.setHeader('cache-control', 'public, max-age=0, s-maxage=60');
  else res.setHeader('cache-control', 'private, no-store');
  if (path === '/checkout') Object.assign(res, { [INSTANCE_COPY]: 60 });
  res.setHeader('content-type', 'text/html');
  res.end(`<script nonce="${nonce}"></script>`);
}

let server: Server;
let origin = '';

let handle: ReturnType<typeof withPageCache>;

beforeAll(async () => {
  handle = withPageCache(app, { ttlMs: 5_000, maxEntries: 10 });
  // As lib/server/app/serve.ts serves a public page.
  server = createServer((req, res) => {
    asPublicPageRequest(req);
    void handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { headers });
  const body = await response.text();
  const nonce = response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
  return { body, nonce, cacheControl: response.headers.get('cache-control') };
}

describe('per-instance page copy', () => {
  it('answers a public page and a marked payment page from its copy, each time with a fresh nonce in header and body', async () => {
    for (const path of ['/public', '/checkout']) {
      const answers = [await get(path), await get(path), await get(path)];
      expect(calls.get(path)).toBe(1);
      const nonces = answers.map((answer) => answer.nonce);
      expect(new Set(nonces).size).toBe(3);
      answers.forEach((answer) => expect(answer.body).toBe(`<script nonce="${answer.nonce}"></script>`));
    }
    // The payment page still tells browsers and CDNs to keep nothing.
    expect((await get('/checkout')).cacheControl).toBe('private, no-store');
  });

  it('always asks the app for an unmarked personal page', async () => {
    await get('/booking');
    await get('/booking');
    expect(calls.get('/booking')).toBe(2);
  });

  it('forgets the pages a change made stale (issue #23), on this instance, and keeps the others', async () => {
    await get('/public');
    await get('/checkout');
    const before = [calls.get('/public'), calls.get('/checkout')];
    // Keys are `host scheme path`: drop the public page only.
    expect(handle.forget((key) => key.endsWith(' /public'))).toBe(1);
    await get('/public');
    await get('/checkout');
    expect([calls.get('/public'), calls.get('/checkout')]).toEqual([before[0]! + 1, before[1]]);
  });

  it('answers returning visitors and ad clicks from the copy: the app sees no cookie and no tag (issue #25)', async () => {
    handle.forget(() => true);
    seen.length = 0;
    const visitors = [
      { path: '/public?utm_source=facebook&utm_medium=paid&fbclid=IwAR01', cookie: '_ga=GA1.1.1.1; _fbp=fb.1.1.1; hubspotutk=abc' },
      { path: '/public?gclid=Cj0KCQ&utm_campaign=spring', cookie: '_ga=GA1.1.2.2' },
      { path: '/public?x7=random', cookie: '' },
    ];
    for (const visitor of visitors) await get(visitor.path, visitor.cookie ? { cookie: visitor.cookie } : {});
    expect(seen).toEqual([{ url: '/public', cookie: undefined }]);
    // A personal page still reaches the app every time, also without the cookie, and keeps what it reads.
    await get('/checkout?payment=cancelled&fbclid=1', { cookie: '_ga=1' });
    expect(seen.at(-1)).toEqual({ url: '/checkout?payment=cancelled', cookie: undefined });
  });
});
