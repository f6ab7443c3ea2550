import type { ActivityRow } from '../platform/db/schema';
import { db } from '../platform/db/client';
import { findAllPageLinks, findPage, loadCatalogue, type PageLinkRecord, type PageRecord } from '../content/content-repository';
import { readCache } from '../platform/cache';

const catalogue = readCache(() => loadCatalogue(db()));
const pageLinks = readCache(() => findAllPageLinks(db()));

export const getCatalogue = () => catalogue.get();

export async function listParkActivities(parkId: string | null): Promise<ActivityRow[]> {
  if (!parkId) return [];
  return (await catalogue.get()).activities.filter((activity) => activity.parkId === parkId);
}

export async function findParkActivity(parkId: string | null, slug: string): Promise<ActivityRow | null> {
  return (await listParkActivities(parkId)).find((activity) => activity.slug === slug) ?? null;
}

export async function listPageLinks(localeId: string): Promise<PageLinkRecord[]> {
  return (await pageLinks.get()).filter((link) => link.localeId === localeId);
}

export const findLocalePage = (localeId: string, path: string): Promise<PageRecord | null> => findPage(db(), localeId, path);

export function invalidateCatalogue(): void {
  catalogue.invalidate();
  pageLinks.invalidate();
}
