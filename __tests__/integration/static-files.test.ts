import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressStatic, staticFiles } from '@/lib/server/platform/http/static-files';

// The build's static files as serve.ts sends them: compressed once at build time, never per request,
// and anything they do not hold left to Next.js (lib/server/platform/http/static-files.ts).

const SCRIPT = Buffer.from('(globalThis.TURBOPACK ||= []).push(["chunk", () => "a module"]);\n'.repeat(400));
const FONT = Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3, 4]);

let root: string;
let servers: Server[] = [];

/** A server answering with `staticFiles(dir)` first and, for whatever it passes on, "Next.js" at the address it was asked. */
async function serve(dir: string): Promise<string> {
  const handler = staticFiles(dir);
  const server = createServer((req, res) =>
    handler(req, res, () => {
      res.writeHead(404, { 'x-answered-by': 'next' });
      res.end(`next: ${req.method} ${req.url}`);
    }),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A raw request: the path exactly as given (no normalising of `..`), the body as sent (not decoded). */
function get(origin: string, rawPath: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${origin}/`, { method, headers, path: rawPath }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

let built: string;
let unbuilt: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'static-files-'));
  const dir = path.join(root, 'static');
  mkdirSync(path.join(dir, 'chunks'), { recursive: true });
  mkdirSync(path.join(dir, 'media'));
  writeFileSync(path.join(dir, 'chunks', 'app.js'), SCRIPT);
  writeFileSync(path.join(dir, 'media', 'font.woff2'), FONT);
  writeFileSync(path.join(root, 'secret.txt'), 'outside the static files');
  expect(precompressStatic(dir)).toMatchObject({ files: 1, bytes: SCRIPT.length });
  built = await serve(dir);

  const plain = path.join(root, 'plain');
  mkdirSync(plain);
  writeFileSync(path.join(plain, 'app.js'), SCRIPT);
  unbuilt = await serve(plain);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  servers = [];
  rmSync(root, { recursive: true, force: true });
});

describe('compressing the static files once, at build time', () => {
  it('writes a brotli and a gzip copy of each script, and none of a font (compressed already)', () => {
    const chunk = path.join(root, 'static', 'chunks', 'app.js');
    expect(brotliDecompressSync(readFileSync(`${chunk}.br`))).toEqual(SCRIPT);
    expect(gunzipSync(readFileSync(`${chunk}.gz`))).toEqual(SCRIPT);
    expect(existsSync(path.join(root, 'static', 'media', 'font.woff2.br'))).toBe(false);
  });
});

describe('serving them', () => {
  it('sends the brotli copy to a browser that takes it, marked immutable for a year and varying by encoding', async () => {
    const res = await get(built, '/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(res.body)).toEqual(SCRIPT);
  });

  it('sends the gzip copy to one that takes only gzip, and the file itself to one that takes neither', async () => {
    const gzip = await get(built, '/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body)).toEqual(SCRIPT);
    const identity = await get(built, '/_next/static/chunks/app.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toEqual(SCRIPT);
  });

  it('serves files it does not compress as they are', async () => {
    const res = await get(built, '/_next/static/media/font.woff2', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toEqual(FONT);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get(built, '/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBe(0);
  });

  it('leaves to Next.js, at the address asked, a file it does not hold, any other method, and any other path', async () => {
    for (const [method, address] of [
      ['GET', '/_next/static/chunks/missing.js'],
      ['POST', '/_next/static/chunks/app.js'],
      ['DELETE', '/_next/static/chunks/app.js'],
      ['GET', '/things-to-do'],
      ['GET', '/chunks/app.js'],
    ]) {
      const res = await get(built, address, {}, method);
      expect(res.headers['x-answered-by'], `${method} ${address}`).toBe('next');
      expect(res.body.toString()).toBe(`next: ${method} ${address}`);
    }
  });

  it('never serves a file outside the static files, however the path is spelt', async () => {
    for (const address of ['/_next/static/../secret.txt', '/_next/static/%2e%2e/secret.txt', '/_next/static/chunks/..%2f..%2fsecret.txt', '/_next/static/%2e%2e%5csecret.txt']) {
      const res = await get(built, address);
      expect(res.body.toString(), address).not.toContain('outside the static files');
      expect(res.headers['x-answered-by'], address).toBe('next');
    }
  });

  it('serves a build without copies (next build run alone) uncompressed, not compressing per request', async () => {
    const res = await get(unbuilt, '/_next/static/app.js', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toEqual(SCRIPT);
  });

  it('passes everything to Next.js when there is no build', async () => {
    const none = await serve(path.join(root, 'no-build'));
    const res = await get(none, '/_next/static/chunks/app.js');
    expect(res.headers['x-answered-by']).toBe('next');
  });
});
