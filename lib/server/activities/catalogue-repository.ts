import { asc } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import {
  activities,
  addOns,
  images,
  priceRules,
  upgrades,
  variations,
  type ActivityRow,
  type AddOnRow,
  type ImageRow,
  type PriceRuleRow,
  type UpgradeRow,
  type VariationRow,
} from '../platform/db/schema';

export interface Catalogue {
  images: Map<string, ImageRow>;
  activities: ActivityRow[];
  variationsByActivity: Map<string, VariationRow[]>;
  priceRulesByActivity: Map<string, PriceRuleRow[]>;
  addOnsByActivity: Map<string, AddOnRow[]>;
  upgradesByActivity: Map<string, UpgradeRow[]>;
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** The whole catalogue (images, activities, tickets, price rules, add-ons, upgrades): six statements whatever its size. */
export async function loadCatalogue(db: Database): Promise<Catalogue> {
  const [imageRows, activityRows, variationRows, ruleRows, addOnRows, upgradeRows] = await Promise.all([
    db.select().from(images),
    db.select().from(activities).orderBy(asc(activities.sortOrder), asc(activities.id)),
    db.select().from(variations).orderBy(asc(variations.sortOrder), asc(variations.id)),
    db.select().from(priceRules).orderBy(asc(priceRules.id)),
    db.select().from(addOns).orderBy(asc(addOns.sortOrder), asc(addOns.id)),
    db.select().from(upgrades).orderBy(asc(upgrades.id)),
  ]);
  return {
    images: new Map(imageRows.map((row) => [row.id, row])),
    activities: activityRows,
    variationsByActivity: groupBy(variationRows, (row) => row.activityId),
    priceRulesByActivity: groupBy(ruleRows, (row) => row.activityId),
    addOnsByActivity: groupBy(addOnRows, (row) => row.activityId),
    upgradesByActivity: groupBy(upgradeRows, (row) => row.activityId),
  };
}

