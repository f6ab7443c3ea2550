import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { s3Store, uploadImage, type S3Settings } from '@/lib/server/images';
import { invalidateLocales } from '@/lib/server/locales/locale-service';
import { env, parseEnv, useConfig } from '@/lib/server/platform/config';
import { closeDb } from '@/lib/server/platform/db/client';
import { createSignInLink, findStaffByEmail, signInWithLink } from '@/lib/server/staff';
import { ADMIN, startAdminHttp, type AdminHttp } from '../helpers/admin-http';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The object store (IMAGE_STORE=s3, issue #23) against a real S3 protocol server from npm: s3rver, which
 * answers the S3 REST API (HEAD, PUT, GET of objects, XML errors) and keeps objects on disk. What it does
 * not check: Signature V4 itself (s3rver 3.7 accepts any V4 signature of a known access key id; the
 * signing is aws4fetch's), nor a cloud provider's own quirks (AWS S3, R2 and MinIO are spoken to the same
 * path-style way).
 */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

let directory: string;
let server: S3rverInstance;
let settings: S3Settings;
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let http: AdminHttp;
const original = env();

async function cookieFor(email: string): Promise<string> {
  const link = await createSignInLink(email, { label: 'command line' });
  if (!link.ok) throw new Error(link.code);
  const session = await signInWithLink(link.token, null);
  if (!session.ok) throw new Error('sign-in refused');
  return `sr_staff=${session.token}`;
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'park-images' }] });
  const { port } = await server.run();
  settings = { endpoint: `http://127.0.0.1:${port}`, bucket: 'park-images', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
  await seedIfEmpty(database.db, sandbox.sandboxUrl);
  await seedDemoStaff(database.db);
  invalidateCatalogue();
  invalidateLocales();
  http = await startAdminHttp();
});

afterAll(async () => {
  useConfig(original);
  await http?.close();
  await closeDb();
  await database?.drop();
  await sandbox?.close();
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

describe('the S3 store', () => {
  it('writes a file once and reads it back; an unknown key is null', async () => {
    const store = s3Store(settings);
    const key = `${'c'.repeat(64)}/wide.webp`;
    await store.put([{ key, contentType: 'image/webp', bytes: Buffer.from('first bytes') }]);
    expect(await store.get(key)).toEqual({ contentType: 'image/webp', bytes: Buffer.from('first bytes') });
    // Named by content: a file already there is kept, whatever is sent again under its name.
    await store.put([{ key, contentType: 'image/webp', bytes: Buffer.from('other bytes') }]);
    expect((await store.get(key))?.bytes.toString()).toBe('first bytes');
    expect(await store.get(`${'d'.repeat(64)}/wide.webp`)).toBeNull();
  });

  it('names its access key: an unknown one is refused by the server, and the upload fails rather than pretends', async () => {
    const store = s3Store({ ...settings, accessKeyId: 'NOT-A-KEY' });
    await expect(store.put([{ key: `${'e'.repeat(64)}/square.jpg`, contentType: 'image/jpeg', bytes: Buffer.from('x') }])).rejects.toThrow(/403/);
  });

  it('holds an upload\'s four files when configured (IMAGE_STORE=s3), and /media serves them from it', async () => {
    useConfig(
      parseEnv({
        ...process.env,
        IMAGE_STORE: 's3',
        IMAGE_S3_ENDPOINT: settings.endpoint,
        IMAGE_S3_BUCKET: settings.bucket,
        IMAGE_S3_ACCESS_KEY_ID: settings.accessKeyId,
        IMAGE_S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      }),
    );
    const manager = (await findStaffByEmail('manager@summit-rush.test', database.db))!;
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><rect width="1600" height="1000" fill="#2a6"/><circle cx="800" cy="500" r="300" fill="#fd0"/></svg>';
    const bytes = await sharp(Buffer.from(svg)).png().toBuffer();
    const outcome = await uploadImage(manager, { parkId: 'queenstown', title: 'Sun over the forest', idempotencyKey: randomUUID(), bytes });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const { rows } = await database.db.execute<{ n: string }>(sql`select count(*) as n from image_files`);
    expect(Number(rows[0].n)).toBe(0);
    // A store that refuses (an unknown key id here): the member is told to try again, nothing is kept.
    const refused = parseEnv({ ...process.env, IMAGE_STORE: 's3', IMAGE_S3_ENDPOINT: settings.endpoint, IMAGE_S3_BUCKET: settings.bucket, IMAGE_S3_ACCESS_KEY_ID: 'NOT-A-KEY', IMAGE_S3_SECRET_ACCESS_KEY: 'x' });
    const working = env();
    useConfig(refused);
    const cookie = await cookieFor('manager@summit-rush.test');
    const before = Number((await database.db.execute<{ n: string }>(sql`select count(*) as n from images`)).rows[0].n);
    const reply = await http.send(`/api/images?${new URLSearchParams({ park: 'queenstown', title: 'Refused by the store', key: randomUUID() })}`, {
      method: 'POST',
      body: await sharp(Buffer.from(svg.replace('#2a6', '#a26'))).png().toBuffer(),
      headers: { origin: ADMIN, cookie },
    });
    expect([reply.status, JSON.parse(reply.body).error]).toEqual([503, 'images.errors.failed']);
    expect(Number((await database.db.execute<{ n: string }>(sql`select count(*) as n from images`)).rows[0].n)).toBe(before);
    useConfig(working);
    const direct = await s3Store(settings).get(outcome.image.squareUrl.replace(/^\/media\//, ''));
    expect(direct?.contentType).toBe('image/webp');
    const served = await http.send(outcome.image.urlFallback, { host: 'nz.localhost' });
    expect(served.status).toBe(200);
    const meta = await sharp(served.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 900]);
  });
});

describe('the configuration', () => {
  it('asks for the whole S3 set-up when the store is s3', () => {
    expect(() => parseEnv({ IMAGE_STORE: 's3', IMAGE_S3_BUCKET: 'park-images' })).toThrow(/IMAGE_STORE=s3 needs IMAGE_S3_ENDPOINT, IMAGE_S3_ACCESS_KEY_ID, IMAGE_S3_SECRET_ACCESS_KEY/);
    expect(() => parseEnv({ IMAGE_STORE: 'disk' })).toThrow(/IMAGE_STORE must be database or s3/);
    expect(parseEnv({}).IMAGE_STORE).toBe('database');
  });
});
