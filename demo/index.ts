import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../lib/server/platform/db/client';
import { activities, activityResources, addOns, giftCards, giftCardTransactions, images, locales, pages, parks, paymentGateways, priceRules, promoCodes, resources, schedules, upgrades, variations, waivers, waiverTexts } from '../lib/server/platform/db/schema';
import { demoActivities, demoPages } from './content/demo';
import { demoActivityResources, demoAddOns, demoPriceRules, demoResources, demoSchedules, demoUpgrades } from './content/booking-rules';
import { demoRiderColumns, demoWaivers, demoWaiverTexts } from './content/riders';
import { demoImages } from './images';
import { demoLocales, demoParks } from './locales';
import { demoGateways, demoGiftCards, demoPromoCodes } from './payments';
import { demoSandboxUrl } from './sandbox-gateways';
import { seedDemoStaff } from './staff';

/**
 * Seeds the demo operator when the database holds no locale, in one transaction, its gateways talking
 * to the payment sandbox at `sandboxUrl`. An advisory lock makes two launchers starting together seed once.
 */
export async function seedIfEmpty(db: Database, sandboxUrl = demoSandboxUrl()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(724002)`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(locales);
    if (count > 0) return false;
    await tx.insert(images).values(demoImages);
    await tx.insert(parks).values(demoParks);
    await tx.insert(locales).values(demoLocales);
    await tx.insert(waivers).values(demoWaivers);
    await tx.insert(waiverTexts).values(demoWaiverTexts);
    await tx.insert(activities).values(demoActivities.map(({ variations: _, ...activity }, sortOrder) => ({ ...activity, ...demoRiderColumns(activity), sortOrder })));
    const ticketTypes = demoActivities.flatMap((activity) =>
      activity.variations.map((variation, sortOrder) => ({ ...variation, activityId: activity.id, sortOrder })),
    );
    if (ticketTypes.length) await tx.insert(variations).values(ticketTypes);
    await tx.insert(schedules).values(demoSchedules(demoActivities));
    await tx.insert(priceRules).values(demoPriceRules(demoActivities));
    await tx.insert(addOns).values(demoAddOns(demoActivities));
    await tx.insert(upgrades).values(demoUpgrades(demoActivities));
    await tx.insert(resources).values(demoResources);
    await tx.insert(activityResources).values(demoActivityResources);
    const pageRows = Object.entries(demoPages).flatMap(([localeId, list]) =>
      list.map((page) => ({ ...page, localeId, id: `${localeId}:${page.path}` })),
    );
    await tx.insert(pages).values(pageRows);
    await seedPayments(tx, sandboxUrl);
    return true;
  });
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Payment methods, promo codes and demo gift cards of the demo operator. */
async function seedPayments(tx: Transaction, sandboxUrl: string): Promise<void> {
  await tx.insert(paymentGateways).values(demoGateways(sandboxUrl));
  await tx.insert(promoCodes).values(demoPromoCodes);
  for (const { value, ...card } of demoGiftCards) {
    const [row] = await tx.insert(giftCards).values({ ...card, value }).returning({ id: giftCards.id });
    await tx.insert(giftCardTransactions).values({ giftCardId: row.id, amount: value, reason: 'purchase' });
  }
}

/**
 * Demo databases seeded before payments existed get the demo payment setup once, when they hold the
 * demo locales and no payment method at all.
 */
export async function seedPaymentsIfMissing(db: Database, sandboxUrl = demoSandboxUrl()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(724002)`);
    const [{ gateways }] = await tx.select({ gateways: sql<number>`count(*)::int` }).from(paymentGateways);
    const [{ demo }] = await tx.select({ demo: sql<number>`count(*)::int` }).from(locales).where(sql`id = 'nz'`);
    if (gateways > 0 || demo === 0) return false;
    await seedPayments(tx, sandboxUrl);
    return true;
  });
}

/**
 * Points the demo's own gateways at the sandbox at `sandboxUrl`: a demo database keeps working when the
 * sandbox moves to another port, and one seeded before gateways carried their base URL gets one.
 */
export async function pointDemoGatewaysAt(db: Database, sandboxUrl: string): Promise<void> {
  for (const gateway of demoGateways(sandboxUrl)) {
    await db
      .update(paymentGateways)
      .set({ settings: gateway.settings })
      .where(and(eq(paymentGateways.id, gateway.id), eq(paymentGateways.type, gateway.type)));
  }
}

/** The demo operator in this database, paying through the sandbox at `sandboxUrl`; says what it did. */
export async function seedDemo(db: Database, sandboxUrl: string): Promise<string | null> {
  const seeded = (await seedIfEmpty(db, sandboxUrl)) ? 'Seeded the demo operator' : (await seedPaymentsIfMissing(db, sandboxUrl)) ? 'Seeded the demo payment methods' : null;
  await pointDemoGatewaysAt(db, sandboxUrl);
  // The back office's demo accounts, also into a demo database seeded before they existed.
  const staffAdded = await seedDemoStaff(db);
  return seeded ?? (staffAdded ? `Seeded ${staffAdded} demo staff account(s)` : null);
}
