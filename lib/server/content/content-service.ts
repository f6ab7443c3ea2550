import { db } from '../platform/db/client';
import { keyedReadCache, readCache } from '../platform/cache';
import { findAllPageLinks, findPage, type PageLinkRecord, type PageRecord } from './content-repository';

const pageLinks = readCache(() => findAllPageLinks(db()));

/** A locale's menu and footer links, from the instance's short copy of every locale's links. */
export async function listPageLinks(localeId: string): Promise<PageLinkRecord[]> {
  return (await pageLinks.get()).filter((link) => link.localeId === localeId);
}

/**
 * Each page read, by locale and path (a missing one too), kept as briefly as the links: a page rendered
 * afresh reads no SQL (issue #25). Bounded, so a crowd of made-up paths costs one read each and pushes
 * out only the least recently read.
 */
const PAGE_COPY_MS = 10_000;
const PAGE_COPIES = 2_000;
const pageRows = keyedReadCache<{ page: PageRecord | null }>(PAGE_COPY_MS, PAGE_COPIES);

export const findLocalePage = async (localeId: string, path: string): Promise<PageRecord | null> =>
  (await pageRows.get(`${localeId} ${path}`, async () => ({ page: await findPage(db(), localeId, path) }))).page;

/** A content change here or on another instance (lib/server/app/site-changes.ts): the next read reads the database. */
export const invalidatePages = (): void => {
  pageLinks.invalidate();
  pageRows.invalidate();
};
