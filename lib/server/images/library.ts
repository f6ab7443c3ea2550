import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { validateForm } from '@/lib/domain/form-validation';
import { isIdempotencyKey } from '@/lib/domain/idempotency-key';
import { imageTextsSchema, imageTitleSchema, storedImageTexts, variantKey, type ImageTextsValues, type UploadProblem } from '@/lib/domain/images';
import type { FieldProblem } from '@/lib/domain/form-validation';
import { mayAct } from '@/lib/domain/staff-access';
import { invalidateCatalogue } from '../activities';
import { invalidateLocales } from '../locales';
import { recordChange } from '../platform/changes';
import { db, type Database } from '../platform/db/client';
import { images, parks, type ImageRow } from '../platform/db/schema';
import { recordStaffAction, type StaffMember } from '../staff';
import { inspectPicture, makeVariants } from './process';
import { imageStore } from './store';

type Reader = Pick<Database, 'select'>;

/** An image as the back office lists it. */
export interface LibraryImage {
  id: string;
  title: string;
  url: string;
  urlFallback: string;
  squareUrl: string;
  squareUrlFallback: string;
  width: number;
  height: number;
  /** Shared by every park (the demo's pictures), not uploaded for this one. */
  shared: boolean;
  uploadedAt: Date | null;
  /** Its words in each language, as the back office edits them. */
  texts: ImageTextsValues;
}

const libraryImage = (row: ImageRow): LibraryImage => ({
  id: row.id,
  // The back office lists a picture by its English alt text, the one an upload is given (images.texts).
  title: row.texts.en.title,
  url: row.url,
  urlFallback: row.urlFallback,
  squareUrl: row.squareUrl,
  squareUrlFallback: row.squareUrlFallback,
  width: row.width,
  height: row.height,
  shared: row.parkId === null,
  uploadedAt: row.createdAt,
  texts: {
    alt: { en: row.texts.en.title, zhHant: row.texts['zh-Hant']?.title ?? '' },
    caption: { en: row.texts.en.caption ?? '', zhHant: row.texts['zh-Hant']?.caption ?? '' },
  },
});

/**
 * Which images a park's things may show: its own uploads and the shared ones, never another park's; the
 * operator's global site (no park): the shared ones.
 */
const usableIn = (parkId: string | null) => (parkId ? or(isNull(images.parkId), eq(images.parkId, parkId)) : isNull(images.parkId));

/** A park's images, newest uploads first, then the shared ones by title. */
export async function parkImages(reader: Reader, parkId: string | null): Promise<LibraryImage[]> {
  const rows = await reader
    .select()
    .from(images)
    .where(usableIn(parkId))
    .orderBy(sql`${images.createdAt} desc nulls last`, sql`${images.texts}->'en'->>'title'`, images.id);
  return rows.map(libraryImage);
}

/** Whether an activity or page of `parkId` may show image `imageId` (the park's own or a shared one). */
export async function imageUsableIn(reader: Reader, imageId: string, parkId: string | null): Promise<boolean> {
  return imagesUsableIn(reader, [imageId], parkId);
}

/** Whether a page or activity of `parkId` may show every one of these images. */
export async function imagesUsableIn(reader: Reader, imageIds: readonly string[], parkId: string | null): Promise<boolean> {
  const wanted = [...new Set(imageIds)];
  if (!wanted.length) return true;
  const rows = await reader.select({ id: images.id }).from(images).where(and(inArray(images.id, wanted), usableIn(parkId)));
  return rows.length === wanted.length;
}

export type LibraryRead = { ok: true; parkId: string; parkName: string; images: LibraryImage[] } | { ok: false };

/** The image library of a park, for a member who may manage its images. */
export async function imageLibrary(staff: StaffMember, parkId: string): Promise<LibraryRead> {
  if (!mayAct(staff, 'manageImages', parkId)) return { ok: false };
  const [park] = await db().select({ id: parks.id, name: parks.name }).from(parks).where(eq(parks.id, parkId));
  if (!park) return { ok: false };
  return { ok: true, parkId: park.id, parkName: park.name, images: await parkImages(db(), parkId) };
}

export interface UploadRequest {
  parkId: string;
  title: string;
  /** Made once by the screen (a UUID v4): it becomes the image's id, so a retried upload adds one image. */
  idempotencyKey: string;
  bytes: Buffer;
}

export type UploadOutcome =
  | { ok: true; image: LibraryImage; created: boolean }
  | { ok: false; reason: 'forbidden' }
  | { ok: false; reason: 'problem'; problem: UploadProblem };

/**
 * An upload (issue #23): who first (another park's manager and a gate account are refused before the
 * file is looked at), then the alt text, then the picture (uploadPicture's checks), then its four files
 * are written to the store by content hash (a file already there is kept: same name, same bytes) and
 * the image's row, its audit entry (`image.upload`) and a site change are written in one transaction.
 *
 * The change is the park's catalogue kind with no hosts: the catalogue copy (lib/server/activities)
 * holds every image, and content pages find their pictures in it (lib/server/content/resolvers.ts), so
 * every instance reloads it and knows the new image at once; no page is stale (nothing shows it yet),
 * so no page copy is dropped. An image chosen later for an activity or page is announced by that change.
 */
export async function uploadImage(staff: StaffMember, request: UploadRequest): Promise<UploadOutcome> {
  if (!mayAct(staff, 'manageImages', request.parkId)) return { ok: false, reason: 'forbidden' };
  const [park] = await db().select({ id: parks.id }).from(parks).where(eq(parks.id, request.parkId));
  if (!park) return { ok: false, reason: 'forbidden' };
  if (!isIdempotencyKey(request.idempotencyKey)) return { ok: false, reason: 'problem', problem: 'key' };
  const form = await validateForm(imageTitleSchema(), { title: request.title });
  if (!form.ok) return { ok: false, reason: 'problem', problem: 'title' };
  const title = form.values.title;

  const [existing] = await db().select().from(images).where(eq(images.id, request.idempotencyKey));
  if (existing) {
    return existing.parkId === request.parkId ? { ok: true, image: libraryImage(existing), created: false } : { ok: false, reason: 'problem', problem: 'keyReused' };
  }

  const inspection = await inspectPicture(request.bytes);
  if (!inspection.ok) return { ok: false, reason: 'problem', problem: inspection.problem };
  const made = await makeVariants(request.bytes);
  if (!made.ok) return { ok: false, reason: 'problem', problem: made.problem };
  // Before the row: a row never names files that are not there. Files whose row then fails to commit
  // are harmless (named by content, reused by the next upload of the same picture).
  await imageStore().put(made.files);

  const media = (name: 'wide' | 'square', format: 'webp' | 'jpeg') => `/media/${variantKey(made.hash, { name, format })}`;
  const outcome = await db().transaction(async (tx): Promise<UploadOutcome> => {
    const [row] = await tx
      .insert(images)
      .values({
        id: request.idempotencyKey,
        texts: { en: { title } },
        url: media('wide', 'webp'),
        urlFallback: media('wide', 'jpeg'),
        squareUrl: media('square', 'webp'),
        squareUrlFallback: media('square', 'jpeg'),
        width: 1600,
        height: 900,
        parkId: request.parkId,
        createdAt: new Date(),
      })
      .onConflictDoNothing({ target: images.id })
      .returning();
    // A second request with the same key, a moment behind the first: the first's image is the answer.
    if (!row) {
      const [first] = await tx.select().from(images).where(eq(images.id, request.idempotencyKey));
      return first?.parkId === request.parkId ? { ok: true, image: libraryImage(first), created: false } : { ok: false, reason: 'problem', problem: 'keyReused' };
    }
    await recordStaffAction(tx, {
      actor: { staffId: staff.id, email: staff.email },
      action: 'image.upload',
      subject: `image:${row.id}`,
      parkId: request.parkId,
      before: null,
      after: { title, url: row.url, hash: made.hash, source: { format: inspection.format, width: inspection.width, height: inspection.height, bytes: request.bytes.length } },
    });
    await recordChange(tx, { kind: 'catalogue', parkId: request.parkId, hosts: [] });
    return { ok: true, image: libraryImage(row), created: true };
  });
  if (outcome.ok && outcome.created) invalidateCatalogue();
  return outcome;
}

/** Newest first: what the audit and tests read of a park's uploads. */
export const uploadsOf = (parkId: string) => db().select().from(images).where(eq(images.parkId, parkId)).orderBy(desc(images.createdAt));

export type ImageTextsOutcome = { ok: true; image: LibraryImage } | { ok: false; reason: 'forbidden' } | { ok: false; reason: 'problems'; problems: FieldProblem[] };

/**
 * An image's alt text and caption in each language (lib/domain/images.ts imageTextsSchema). A park's own
 * upload is its managers'; a shared picture (every park shows it) is the owners' alone. Audited
 * (`image.texts`) and announced as a site change, so every page with the picture shows the new words
 * within seconds.
 */
export async function saveImageTexts(staff: StaffMember, imageId: string, values: unknown): Promise<ImageTextsOutcome> {
  const [found] = await db().select().from(images).where(eq(images.id, imageId));
  if (!found || !mayAct(staff, 'manageImages', found.parkId)) return { ok: false, reason: 'forbidden' };
  const form = await validateForm(imageTextsSchema(), values);
  if (!form.ok) return { ok: false, reason: 'problems', problems: form.fields };
  const texts = storedImageTexts(form.values);
  const outcome = await db().transaction(async (tx) => {
    const [row] = await tx.update(images).set({ texts }).where(eq(images.id, imageId)).returning();
    await recordStaffAction(tx, {
      actor: { staffId: staff.id, email: staff.email },
      action: 'image.texts',
      subject: `image:${imageId}`,
      parkId: found.parkId,
      before: { texts: found.texts },
      after: { texts },
    });
    // A site's own pictures (its hero, phone hero, checkout picture) are kept in the locales copy, and a
    // shared picture shows on every park's site: for those the locales kind drops everything, as a change
    // of a site's settings does. A park's other uploads are its catalogue's (content and activity pages
    // find their pictures there), announced with the park's hosts as an activity's edit is.
    const { rows: siteOwn } = await tx.execute(sql`select 1 from locales where ${imageId} in (image_id, image_mobile_id, checkout_image_id) limit 1`);
    const everywhere = found.parkId === null || siteOwn.length > 0;
    if (everywhere) await recordChange(tx, { kind: 'locales' });
    else {
      const { rows } = await tx.execute<{ domain: string }>(sql`select domain from locales where park_id = ${found.parkId}`);
      await recordChange(tx, { kind: 'catalogue', parkId: found.parkId!, hosts: rows.map((locale) => locale.domain) });
    }
    return { ok: true as const, image: libraryImage(row), everywhere };
  });
  // This instance's copies go once the change is committed (every instance's listener drops its own, pages too).
  invalidateCatalogue();
  if (outcome.everywhere) invalidateLocales();
  return { ok: true, image: outcome.image };
}
