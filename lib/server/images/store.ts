import { AwsClient } from 'aws4fetch';
import { eq, sql } from 'drizzle-orm';
import { env } from '../platform/config';
import { db } from '../platform/db/client';
import { imageFiles } from '../platform/db/schema';

/** One encoded file of an uploaded image. */
export interface StoredFile {
  /** `<content hash>/<variant>.<ext>`: its path under /media, and its name in the store. */
  key: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Where uploaded images' files are kept, so that every instance can serve them (issue #23). Files are
 * named by content hash and never rewritten: `put` of a key that is already there keeps what is there,
 * so a url always answers the same bytes and can be cached for a year.
 */
export interface ImageStore {
  put(files: readonly StoredFile[]): Promise<void>;
  /** A file, or null when the store has no such key. */
  get(key: string): Promise<Omit<StoredFile, 'key'> | null>;
}

/**
 * The database as the store (the default): one row of bytes per file in `image_files`. Every instance
 * already shares the database, backups include the pictures, and the demo needs nothing more. Pictures
 * are a few hundred kilobytes each (four files of one upload: about 0.5 MB), and /media answers are
 * cached by browsers for a year and by each instance's memory (endpoint.ts), so the database is read
 * once per file per instance.
 */
export const databaseStore: ImageStore = {
  async put(files) {
    if (!files.length) return;
    await db()
      .insert(imageFiles)
      .values(files.map((file) => ({ key: file.key, contentType: file.contentType, bytes: file.bytes })))
      .onConflictDoNothing({ target: imageFiles.key });
  },
  async get(key) {
    const [row] = await db().select({ contentType: imageFiles.contentType, bytes: imageFiles.bytes }).from(imageFiles).where(eq(imageFiles.key, key));
    return row ?? null;
  },
};

/** How many files the database store keeps (for tests and the operator's curiosity). */
export async function storedFileCount(): Promise<number> {
  const { rows } = await db().execute<{ count: string }>(sql`select count(*) as count from image_files`);
  return Number(rows[0].count);
}

export interface S3Settings {
  /** The store's origin (path-style requests: <endpoint>/<bucket>/<key>). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An S3-compatible object store (AWS S3, Cloudflare R2, MinIO, Ceph…) with aws4fetch: Signature V4 over
 * the platform's fetch, no SDK (the S3 API used here is two requests). A file is written once, with its
 * type and a year's immutable caching (for a CDN put in front of the bucket later); `put` asks first
 * (HEAD) and skips a file already there, as the database store keeps the first bytes. Reads come from
 * /media (endpoint.ts), so pages name their own origin and the CSP needs no other.
 */
export function s3Store(settings: S3Settings): ImageStore {
  const client = new AwsClient({ accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, region: settings.region, service: 's3' });
  const urlOf = (key: string) => `${settings.endpoint.replace(/\/$/, '')}/${encodeURIComponent(settings.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const failed = async (response: Response, what: string) => new Error(`Image store ${what} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return {
    async put(files) {
      for (const file of files) {
        const head = await client.fetch(urlOf(file.key), { method: 'HEAD' });
        if (head.ok) continue;
        if (head.status !== 404) throw await failed(head, `HEAD ${file.key}`);
        const response = await client.fetch(urlOf(file.key), {
          method: 'PUT',
          body: new Uint8Array(file.bytes),
          headers: { 'content-type': file.contentType, 'cache-control': 'public, max-age=31536000, immutable' },
        });
        if (!response.ok) throw await failed(response, `PUT ${file.key}`);
      }
    },
    async get(key) {
      const response = await client.fetch(urlOf(key));
      if (response.status === 404) return null;
      if (!response.ok) throw await failed(response, `GET ${key}`);
      return { contentType: response.headers.get('content-type') ?? 'application/octet-stream', bytes: Buffer.from(await response.arrayBuffer()) };
    },
  };
}

let configured: { settings: string; store: ImageStore } | null = null;

/** The configured store (IMAGE_STORE in lib/server/platform/config.ts): the database unless s3. */
export function imageStore(): ImageStore {
  const config = env();
  if (config.IMAGE_STORE !== 's3') return databaseStore;
  const settings: S3Settings = {
    endpoint: config.IMAGE_S3_ENDPOINT!,
    bucket: config.IMAGE_S3_BUCKET!,
    region: config.IMAGE_S3_REGION,
    accessKeyId: config.IMAGE_S3_ACCESS_KEY_ID!,
    secretAccessKey: config.IMAGE_S3_SECRET_ACCESS_KEY!,
  };
  const key = JSON.stringify(settings);
  if (configured?.settings !== key) configured = { settings: key, store: s3Store(settings) };
  return configured.store;
}
