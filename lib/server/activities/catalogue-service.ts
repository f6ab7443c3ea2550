import type { ActivityRow } from '../platform/db/schema';
import { db } from '../platform/db/client';
import { readCache } from '../platform/cache';
import { loadCatalogue } from './catalogue-repository';

const catalogue = readCache(() => loadCatalogue(db()));

export const getCatalogue = () => catalogue.get();

export async function listParkActivities(parkId: string | null): Promise<ActivityRow[]> {
  if (!parkId) return [];
  return (await catalogue.get()).activities.filter((activity) => activity.parkId === parkId);
}

export async function findParkActivity(parkId: string | null, slug: string): Promise<ActivityRow | null> {
  return (await listParkActivities(parkId)).find((activity) => activity.slug === slug) ?? null;
}

export const invalidateCatalogue = (): void => catalogue.invalidate();
