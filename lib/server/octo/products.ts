import { todayIn } from '@/lib/domain/calendar';
import { textIn } from '@/lib/domain/language';
import { octoError } from '@/lib/domain/octo';
import { priceFrom, unitPricing } from '@/lib/domain/octo-pricing';
import { unitRestrictions, unitTypeOf, type UnitType } from '@/lib/domain/octo-units';
import type { PriceRule } from '@/lib/domain/pricing';
import { getCatalogue, isOnSale, listParkActivities } from '../activities';
import type { ActivityRow, VariationRow } from '../platform/db/schema';
import { startTimesOf } from '../sessions';
import { OctoRefusal, type OctoContext } from './octo-context';

/*
 * The park's catalogue as OCTO products: each activity on sale that the park sells itself (a partner's
 * activity is booked on the partner's site) with a ticket type on sale is a product of one option,
 * `DEFAULT`, whose units are its ticket types. Start times are those of its sessions to come; texts are in
 * the language of the site the request came to.
 */

/** The one option every product has: an activity is sold one way, its ticket types are its units. */
export const DEFAULT_OPTION_ID = 'DEFAULT';

/** How many days ahead a unit's "from" price looks. */
const PRICE_FROM_DAYS = 30;

/** A product as the server knows it: its activity, its ticket types on sale and its price rules. */
export interface SellableActivity {
  activity: ActivityRow;
  variations: VariationRow[];
  rules: PriceRule[];
}

const englishTitle = (texts: { en: { title: string } }) => texts.en.title;

/** The park's activities a reseller may sell, in the order staff set. */
export async function sellableActivities(ctx: OctoContext): Promise<SellableActivity[]> {
  const [catalogue, activities] = await Promise.all([getCatalogue(), listParkActivities(ctx.park.id)]);
  return activities
    .filter((activity) => activity.type !== 'ThirdPartyActivity')
    .map((activity) => ({
      activity,
      variations: (catalogue.variationsByActivity.get(activity.id) ?? []).filter(isOnSale),
      rules: (catalogue.priceRulesByActivity.get(activity.id) ?? []) as PriceRule[],
    }))
    .filter((sellable) => sellable.variations.length > 0);
}

/** The product a request names, or INVALID_PRODUCT_ID; and its option, or INVALID_OPTION_ID. */
export async function sellableProduct(ctx: OctoContext, productId: string, optionId?: string): Promise<SellableActivity> {
  const found = (await sellableActivities(ctx)).find((sellable) => sellable.activity.id === productId);
  if (!found) throw new OctoRefusal(octoError('INVALID_PRODUCT_ID', null, { productId }));
  if (optionId !== undefined && optionId !== DEFAULT_OPTION_ID) throw new OctoRefusal(octoError('INVALID_OPTION_ID', null, { optionId }));
  return found;
}

/**
 * A booked product as the catalogue has it now, on sale or not (a booking outlives a retired activity or
 * ticket type): its ticket types on sale, and every ticket type it ever had, for the units it sold.
 */
export async function bookedProduct(productId: string): Promise<{ product: SellableActivity; variations: VariationRow[] } | null> {
  const catalogue = await getCatalogue();
  const activity = catalogue.activities.find((candidate) => candidate.id === productId);
  if (!activity) return null;
  const variations = catalogue.variationsByActivity.get(activity.id) ?? [];
  const rules = (catalogue.priceRulesByActivity.get(activity.id) ?? []) as PriceRule[];
  return { product: { activity, variations: variations.filter(isOnSale), rules }, variations };
}

/** A unit of the product, or INVALID_UNIT_ID. */
export function unitOfProduct(product: SellableActivity, unitId: string): VariationRow {
  const variation = product.variations.find((candidate) => candidate.id === unitId);
  if (!variation) throw new OctoRefusal(octoError('INVALID_UNIT_ID', null, { unitId }));
  return variation;
}

/** The next days of the park from today, for "from" prices. */
function daysAhead(ctx: OctoContext, count: number): string[] {
  const today = todayIn(ctx.locale.timeZone, ctx.now);
  const start = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => new Date(start + index * 86_400_000).toISOString().slice(0, 10));
}

/** A ticket type as an OCTO unit, with its pricing (from, over the next days) when the reseller asked for prices. */
export function unitView(ctx: OctoContext, product: SellableActivity, variation: VariationRow, days: readonly string[] = []) {
  const type: UnitType = unitTypeOf({ id: variation.id, title: englishTitle(variation.texts), participants: variation.participants });
  const adults = product.variations.filter((candidate) => unitTypeOf({ id: candidate.id, title: englishTitle(candidate.texts), participants: candidate.participants }) === 'ADULT').map((candidate) => candidate.id);
  return {
    id: variation.id,
    internalName: englishTitle(variation.texts),
    reference: variation.id,
    type,
    title: textIn(variation.texts, ctx.language).title,
    restrictions: unitRestrictions({ id: variation.id, title: englishTitle(variation.texts), participants: variation.participants }, { ...product.activity, accompanyingAdult: product.activity.accompanyingAdult ?? null }, adults),
    requiredContactFields: [],
    ...(ctx.pricing ? { pricingFrom: [unitPricing(priceFrom(variation, days, product.rules), ctx.reseller.commissionPercent, ctx.locale.currency)] } : {}),
  };
}

/** The product's one option, its start times and its units. */
export function optionView(ctx: OctoContext, product: SellableActivity, startTimes: readonly string[], days: readonly string[] = []) {
  return {
    id: DEFAULT_OPTION_ID,
    default: true,
    internalName: englishTitle(product.activity.texts),
    reference: null,
    title: textIn(product.activity.texts, ctx.language).title,
    availabilityLocalStartTimes: startTimes,
    // A reseller may cancel until the session starts (docs/octo.md, "Cancelling").
    cancellationCutoff: '0 hours',
    cancellationCutoffAmount: 0,
    cancellationCutoffUnit: 'hour',
    requiredContactFields: [],
    restrictions: { minUnits: 1, maxUnits: null },
    units: product.variations.map((variation) => unitView(ctx, product, variation, days)),
  };
}

/** An activity as an OCTO product. */
export function productView(ctx: OctoContext, product: SellableActivity, startTimes: readonly string[], days: readonly string[] = []) {
  const { activity } = product;
  const text = textIn(activity.texts, ctx.language);
  return {
    id: activity.id,
    internalName: englishTitle(activity.texts),
    reference: activity.slug,
    locale: ctx.locale.hrefLang,
    timeZone: ctx.locale.timeZone,
    allowFreesale: false,
    instantConfirmation: true,
    instantDelivery: true,
    availabilityRequired: true,
    availabilityType: 'START_TIME',
    deliveryFormats: ['QRCODE'],
    deliveryMethods: ['TICKET', 'VOUCHER'],
    redemptionMethod: 'DIGITAL',
    title: text.title,
    shortDescription: text.summary ?? null,
    durationMinutesFrom: activity.durationMinutes ?? undefined,
    options: [optionView(ctx, product, startTimes, days)],
    ...(ctx.pricing ? { defaultCurrency: ctx.locale.currency, availableCurrencies: [ctx.locale.currency], pricingPer: 'UNIT' } : {}),
  };
}

export type OctoProduct = ReturnType<typeof productView>;

/** GET /products: every product of the park. */
export async function listProducts(ctx: OctoContext): Promise<OctoProduct[]> {
  const products = await sellableActivities(ctx);
  const [startTimes, days] = [await startTimesOf(products.map((product) => product.activity.id), ctx.locale.timeZone, ctx.now), daysAhead(ctx, PRICE_FROM_DAYS)];
  return products.map((product) => productView(ctx, product, startTimes.get(product.activity.id) ?? [], days));
}

/** GET /products/{id}: one, or INVALID_PRODUCT_ID. */
export async function getProduct(ctx: OctoContext, productId: string): Promise<OctoProduct> {
  const product = await sellableProduct(ctx, productId);
  const startTimes = await startTimesOf([product.activity.id], ctx.locale.timeZone, ctx.now);
  return productView(ctx, product, startTimes.get(product.activity.id) ?? [], daysAhead(ctx, PRICE_FROM_DAYS));
}
