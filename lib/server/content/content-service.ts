import { db } from '../platform/db/client';
import { readCache } from '../platform/cache';
import { findAllPageLinks, findPage, type PageLinkRecord, type PageRecord } from './content-repository';

const pageLinks = readCache(() => findAllPageLinks(db()));

/** A locale's menu and footer links, from the instance's short copy of every locale's links. */
export async function listPageLinks(localeId: string): Promise<PageLinkRecord[]> {
  return (await pageLinks.get()).filter((link) => link.localeId === localeId);
}

export const findLocalePage = (localeId: string, path: string): Promise<PageRecord | null> => findPage(db(), localeId, path);

export const invalidatePages = (): void => pageLinks.invalidate();
