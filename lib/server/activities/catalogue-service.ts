import type { ActivityRow } from '../platform/db/schema';
import { db } from '../platform/db/client';
import { readCache } from '../platform/cache';
import { loadCatalogue } from './catalogue-repository';

const catalogue = readCache(() => loadCatalogue(db()));

export const getCatalogue = () => catalogue.get();

/** Whether an activity, ticket type or add-on is on sale: not retired by staff (issue #23). */
export const isOnSale = (row: { retiredAt: Date | null }): boolean => row.retiredAt === null;

/**
 * A park's activities on sale, in the order staff set: what the public site lists and finds. A retired
 * activity stays in the catalogue (`getCatalogue`), where its orders, tickets and carts find it.
 */
export async function listParkActivities(parkId: string | null): Promise<ActivityRow[]> {
  if (!parkId) return [];
  return (await catalogue.get()).activities.filter((activity) => activity.parkId === parkId && isOnSale(activity));
}

/** An activity's ticket types on sale, in order. */
export const offeredVariations = async (activityId: string) => ((await catalogue.get()).variationsByActivity.get(activityId) ?? []).filter(isOnSale);

/** An activity's add-ons on sale, in order. */
export const offeredAddOns = async (activityId: string) => ((await catalogue.get()).addOnsByActivity.get(activityId) ?? []).filter(isOnSale);

export async function findParkActivity(parkId: string | null, slug: string): Promise<ActivityRow | null> {
  return (await listParkActivities(parkId)).find((activity) => activity.slug === slug) ?? null;
}

export const invalidateCatalogue = (): void => catalogue.invalidate();
