import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { pages, type PageRow } from '../platform/db/schema';

export type PageRecord = PageRow;

export async function findPage(db: Database, localeId: string, path: string): Promise<PageRecord | null> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.localeId, localeId), eq(pages.path, path)))
    .limit(1);
  return row ?? null;
}

export type PageLinkRecord = Pick<PageRow, 'path' | 'title' | 'menuTitle' | 'type' | 'menuOrder' | 'footerOrder' | 'updatedAt' | 'localeId'>;

/** Every page of every locale, as links: one statement, for menus, site maps and sitemap.xml. */
export async function findAllPageLinks(db: Database): Promise<PageLinkRecord[]> {
  return db
    .select({
      path: pages.path,
      title: pages.title,
      menuTitle: pages.menuTitle,
      type: pages.type,
      menuOrder: pages.menuOrder,
      footerOrder: pages.footerOrder,
      updatedAt: pages.updatedAt,
      localeId: pages.localeId,
    })
    .from(pages)
    .orderBy(asc(pages.path));
}
