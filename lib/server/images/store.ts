import { eq, sql } from 'drizzle-orm';
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

/** The configured store. Only the database today (IMAGE_STORE in config.ts; docs/back-office.md says what an object store needs). */
export const imageStore = (): ImageStore => databaseStore;
