import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import type { Language } from '@/lib/domain/language';
import { waivers, waiverTexts } from '../platform/db/schema';

type Reader = Pick<Database, 'select'>;

/** A park's waiver as staff choose it for an activity: its own name and its latest English title. */
export interface ParkWaiver {
  id: string;
  name: string;
  title: string;
}

/** A park's waivers, by name: each with the title of its latest English text (empty while it has none). */
export async function parkWaivers(reader: Reader, parkId: string): Promise<ParkWaiver[]> {
  const rows = await reader.select().from(waivers).where(eq(waivers.parkId, parkId)).orderBy(asc(waivers.name), asc(waivers.id));
  const result: ParkWaiver[] = [];
  // One after another: inside a transaction they share one connection.
  for (const row of rows) {
    const [text] = await reader
      .select({ title: waiverTexts.title })
      .from(waiverTexts)
      .where(and(eq(waiverTexts.waiverId, row.id), eq(waiverTexts.language, 'en')))
      .orderBy(desc(waiverTexts.version))
      .limit(1);
    result.push({ id: row.id, name: row.name, title: text?.title ?? '' });
  }
  return result;
}

/** The version of a waiver's text a signer reads now: the latest in their language, else the latest in English. */
export interface WaiverTextVersion {
  id: string;
  waiverId: string;
  language: Language;
  version: number;
  title: string;
  body: string;
}

export async function currentWaiverText(reader: Reader, waiverId: string, language: Language): Promise<WaiverTextVersion | null> {
  for (const wanted of language === 'en' ? (['en'] as const) : ([language, 'en'] as const)) {
    const [text] = await reader
      .select({ id: waiverTexts.id, waiverId: waiverTexts.waiverId, language: waiverTexts.language, version: waiverTexts.version, title: waiverTexts.title, body: waiverTexts.body })
      .from(waiverTexts)
      .where(and(eq(waiverTexts.waiverId, waiverId), eq(waiverTexts.language, wanted)))
      .orderBy(desc(waiverTexts.version))
      .limit(1);
    if (text) return text;
  }
  return null;
}
