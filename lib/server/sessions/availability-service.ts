import { GraphQLError } from 'graphql';
import { dayStatus, type DayStatus } from '@/lib/domain/availability';
import { isCalendarDay } from '@/lib/domain/calendar';
import { priceOn } from '@/lib/domain/pricing';
import { cachedAvailability } from './availability-cache';
import { db } from '../platform/db/client';
import type { ActivityRow } from '../platform/db/schema';
import { findDayLoads, findDaySessions } from './session-repository';
import { getCatalogue, isOnSale } from '../activities';

/** The longest range one availability request may ask for. */
export const MAX_RANGE_DAYS = 92;

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A day an API was given, or BAD_USER_INPUT: an impossible one (2026-02-31) is the visitor's mistake, not a server error. */
export function checkDay(day: string): string {
  if (!isCalendarDay(day)) throw badInput(`Not a date: ${day}`);
  return day;
}

/** Every local day from `from` to `to` inclusive. */
function eachDay(from: string, to: string): string[] {
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) =>
    new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  );
}

export interface AvailabilityDay {
  date: string;
  status: DayStatus;
  lowestPrice: number | null;
}

/**
 * A range of days of an activity: each day's status and its lowest ticket price under the price rules.
 * One SQL statement for the sessions, whatever the range; the catalogue comes from the read cache.
 */
export async function availability(activity: ActivityRow, timeZone: string, from: string, to: string, now = new Date()): Promise<AvailabilityDay[]> {
  checkDay(from);
  checkDay(to);
  const span = daysBetween(from, to);
  if (span < 0 || span >= MAX_RANGE_DAYS) throw badInput(`A range is 1 to ${MAX_RANGE_DAYS} days`);
  const [loads, catalogue] = await Promise.all([findDayLoads(db(), activity.id, timeZone, from, to, now), getCatalogue()]);
  const byDay = new Map(loads.map((load) => [load.day, load]));
  const variations = (catalogue.variationsByActivity.get(activity.id) ?? []).filter(isOnSale);
  const rules = catalogue.priceRulesByActivity.get(activity.id) ?? [];
  return eachDay(from, to).map((day) => {
    const load = byDay.get(day);
    const status: DayStatus = !load
      ? 'unavailable'
      : load.closed === load.sessions
        ? 'closed'
        : dayStatus([{ capacity: load.capacity, sold: load.capacity - load.remaining, held: 0 }]);
    const lowestPrice =
      status === 'available' || status === 'limited' ? Math.min(...variations.map((v) => priceOn(v, day, rules))) : null;
    return { date: day, status, lowestPrice: Number.isFinite(lowestPrice) ? lowestPrice : null };
  });
}

/** `availability` as of now, from this instance's short copy when it has one (lib/server/sessions/availability-cache.ts). */
export function currentAvailability(activity: ActivityRow, timeZone: string, from: string, to: string): Promise<AvailabilityDay[]> {
  return cachedAvailability(JSON.stringify([activity.id, timeZone, from, to]), () => availability(activity, timeZone, from, to));
}

export function daySessions(activity: ActivityRow, timeZone: string, day: string, now = new Date()) {
  return findDaySessions(db(), activity.id, timeZone, checkDay(day), now);
}
