import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { images, locales, parks, type ImageRow, type LocaleRow, type ParkRow } from '../platform/db/schema';

export type ImageRecord = ImageRow;
export type ParkRecord = ParkRow;

export interface LocaleRecord extends LocaleRow {
  park: ParkRecord | null;
  image: ImageRecord | null;
  imageMobile: ImageRecord | null;
  checkoutImage: ImageRecord | null;
}

/** Every locale of the operator in menu order, with its park and images: three statements whatever the count. */
export async function findAllLocales(db: Database): Promise<LocaleRecord[]> {
  const rows = await db.select().from(locales).orderBy(asc(locales.sortOrder), asc(locales.id));
  const imageIds = [...new Set(rows.flatMap((r) => [r.imageId, r.imageMobileId, r.checkoutImageId]))].filter(
    (id): id is string => id !== null,
  );
  const imageRows = imageIds.length ? await db.select().from(images).where(inArray(images.id, imageIds)) : [];
  const parkRows = await db.select().from(parks);
  const byId = new Map(imageRows.map((row) => [row.id, row]));
  const parkById = new Map(parkRows.map((row) => [row.id, row]));
  const pick = (id: string | null) => (id ? (byId.get(id) ?? null) : null);
  return rows.map((row) => ({
    ...row,
    park: row.parkId ? (parkById.get(row.parkId) ?? null) : null,
    image: pick(row.imageId),
    imageMobile: pick(row.imageMobileId),
    checkoutImage: pick(row.checkoutImageId),
  }));
}
