import { localDateTime, localDay, octoError, utcDateTime } from '@/lib/domain/octo';
import { dayAvailability, sessionAvailability } from '@/lib/domain/octo-availability';
import { totalPricing, unitPricing } from '@/lib/domain/octo-pricing';
import { parseAvailabilityQuery, parseCalendarQuery, type UnitQuantity } from '@/lib/domain/octo-requests';
import { priceOn } from '@/lib/domain/pricing';
import type { VariationRow } from '../platform/db/schema';
import { sessionsBetween, sessionsWithPlaces, type SessionPlacesRow } from '../sessions';
import { accepted, OctoRefusal, type OctoContext } from './octo-context';
import { sellableProduct, unitOfProduct, type SellableActivity } from './products';

/*
 * Availability as OCTO asks it: a calendar of days (POST /availability/calendar) and each departure, a
 * session, with its id (the session's: the same id for the same session whenever it is asked), its status
 * and places (POST /availability). The places are the site's own at this moment: sold, and held by live
 * carts and holds, so a reseller sees what a visitor sees.
 */

/** How long a session lasts when its activity does not say. */
const DEFAULT_DURATION_MINUTES = 60;

/** The units a request names, each a ticket type of the product (else INVALID_UNIT_ID), and the places they take together. */
function unitsAsked(product: SellableActivity, units: readonly UnitQuantity[]): { variation: VariationRow; quantity: number }[] {
  return units.map((unit) => ({ variation: unitOfProduct(product, unit.id), quantity: unit.quantity }));
}

const placesOf = (units: readonly { variation: VariationRow; quantity: number }[]) => units.reduce((sum, unit) => sum + unit.quantity * unit.variation.participants, 0);

/** The site sells in its locale's currency only. */
export function checkCurrency(ctx: OctoContext, currency: string | null): void {
  if (currency && currency !== ctx.locale.currency) throw new OctoRefusal(octoError('BAD_REQUEST', `This site sells in ${ctx.locale.currency} only`));
}

/** Each unit's price on a day, for this reseller. */
function dayUnitPricing(ctx: OctoContext, product: SellableActivity, day: string) {
  return product.variations.map((variation) => ({ unitId: variation.id, ...unitPricing(priceOn(variation, day, product.rules), ctx.reseller.commissionPercent, ctx.locale.currency) }));
}

/** What the units asked for cost on a day. */
function unitsPricing(ctx: OctoContext, product: SellableActivity, day: string, units: readonly { variation: VariationRow; quantity: number }[]) {
  const parts = units.flatMap((unit) => Array.from({ length: unit.quantity }, () => unitPricing(priceOn(unit.variation, day, product.rules), ctx.reseller.commissionPercent, ctx.locale.currency)));
  return totalPricing(parts, ctx.locale.currency);
}

/** One session as an OCTO availability: a departure of the product. */
export function availabilityView(ctx: OctoContext, product: SellableActivity, session: SessionPlacesRow, units: readonly { variation: VariationRow; quantity: number }[] = []) {
  const { timeZone } = ctx.locale;
  const state = sessionAvailability(session, placesOf(units));
  const ends = new Date(session.startsAt.getTime() + (product.activity.durationMinutes ?? DEFAULT_DURATION_MINUTES) * 60_000);
  const day = localDay(session.startsAt, timeZone);
  return {
    id: session.id,
    localDateTimeStart: localDateTime(session.startsAt, timeZone),
    localDateTimeEnd: localDateTime(ends, timeZone),
    allDay: false,
    available: state.available,
    status: state.status,
    vacancies: state.vacancies,
    capacity: state.capacity,
    maxUnits: null,
    // Sold until the session starts, as on the park's own site.
    utcCutoffAt: utcDateTime(session.startsAt),
    openingHours: [],
    ...(ctx.pricing ? { unitPricing: dayUnitPricing(ctx, product, day), ...(units.length ? { pricing: unitsPricing(ctx, product, day, units) } : {}) } : {}),
  };
}

/** Every local day from `from` to `to`. */
function eachDay(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const count = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / 86_400_000) + 1;
  return Array.from({ length: count }, (_, index) => new Date(start + index * 86_400_000).toISOString().slice(0, 10));
}

/** POST /availability/calendar: each day of the range, its status and places (a day with no session to come is CLOSED). */
export async function availabilityCalendar(ctx: OctoContext, body: unknown) {
  const query = accepted(parseCalendarQuery(body));
  const product = await sellableProduct(ctx, query.productId, query.optionId);
  const units = unitsAsked(product, query.units);
  checkCurrency(ctx, query.currency);
  const sessions = await sessionsBetween(product.activity, ctx.locale.timeZone, query.from, query.to, ctx.now);
  const byDay = new Map<string, SessionPlacesRow[]>();
  for (const session of sessions) {
    const day = localDay(session.startsAt, ctx.locale.timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), session]);
  }
  return eachDay(query.from, query.to).map((day) => {
    const state = dayAvailability(byDay.get(day) ?? [], placesOf(units));
    const unitPrices = ctx.pricing ? dayUnitPricing(ctx, product, day) : [];
    const cheapest = unitPrices.reduce<(typeof unitPrices)[number] | null>((low, unit) => (!low || unit.retail < low.retail ? unit : low), null);
    return {
      localDate: day,
      available: state.available,
      status: state.status,
      vacancies: state.vacancies,
      capacity: state.capacity,
      openingHours: [],
      ...(ctx.pricing && cheapest
        ? {
            unitPricingFrom: unitPrices,
            pricingFrom: units.length ? unitsPricing(ctx, product, day, units) : { ...cheapest, unitId: undefined },
          }
        : {}),
    };
  });
}

/** POST /availability: the product's sessions on a day, over a range, or by their ids (those still to start). */
export async function availabilityCheck(ctx: OctoContext, body: unknown) {
  const query = accepted(parseAvailabilityQuery(body));
  const product = await sellableProduct(ctx, query.productId, query.optionId);
  const units = unitsAsked(product, query.units);
  checkCurrency(ctx, query.currency);
  const sessions = query.availabilityIds
    ? (await sessionsWithPlaces(query.availabilityIds, ctx.now)).filter((session) => session.activityId === product.activity.id && session.startsAt > ctx.now)
    : await sessionsBetween(product.activity, ctx.locale.timeZone, query.from!, query.to!, ctx.now);
  return sessions.map((session) => availabilityView(ctx, product, session, units));
}

export type OctoAvailability = ReturnType<typeof availabilityView>;
export type OctoCalendarDay = Awaited<ReturnType<typeof availabilityCalendar>>[number];
