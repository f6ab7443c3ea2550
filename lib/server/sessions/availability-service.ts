import { GraphQLError } from 'graphql';
import { dayStatus, sessionStatus, type DayStatus, type SessionStatus } from '@/lib/domain/availability';
import { isCalendarDay } from '@/lib/domain/calendar';
import { EVENT_LIMIT, EVENT_WINDOW_DAYS } from '@/lib/domain/event-data';
import { priceOn } from '@/lib/domain/pricing';
import { parkDateTime } from '@/lib/domain/time';
import { cachedAvailability } from './availability-cache';
import { db } from '../platform/db/client';
import type { ActivityRow } from '../platform/db/schema';
import { findDayLoads, findDaySessions, findUpcomingSessions } from './session-repository';
import { getCatalogue, isOnSale, type Catalogue } from '../activities';

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

/** An activity's lowest ticket price on a park day under the price rules, of its ticket types on sale; null when none is. */
function lowestPriceOn(activity: ActivityRow, catalogue: Catalogue): (day: string) => number | null {
  const variations = (catalogue.variationsByActivity.get(activity.id) ?? []).filter(isOnSale);
  const rules = catalogue.priceRulesByActivity.get(activity.id) ?? [];
  return (day) => (variations.length ? Math.min(...variations.map((variation) => priceOn(variation, day, rules))) : null);
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
  const [loads, catalogue] = await Promise.all([findDayLoads(db(), activity, timeZone, from, to, now), getCatalogue()]);
  const byDay = new Map(loads.map((load) => [load.day, load]));
  const lowestOn = lowestPriceOn(activity, catalogue);
  return eachDay(from, to).map((day) => {
    const load = byDay.get(day);
    const status: DayStatus = !load
      ? 'unavailable'
      : load.closed === load.sessions
        ? 'closed'
        : dayStatus([{ capacity: load.capacity, sold: load.capacity - load.remaining, held: 0 }]);
    return { date: day, status, lowestPrice: status === 'available' || status === 'limited' ? lowestOn(day) : null };
  });
}

/** `availability` as of now, from this instance's short copy when it has one (lib/server/sessions/availability-cache.ts). */
export function currentAvailability(activity: ActivityRow, timeZone: string, from: string, to: string): Promise<AvailabilityDay[]> {
  return cachedAvailability(JSON.stringify([activity.id, timeZone, from, to]), () => availability(activity, timeZone, from, to));
}

export interface UpcomingSession {
  id: string;
  startsAt: Date;
  status: SessionStatus;
  /** The lowest ticket price of the session's park day under the price rules (the calendar's); null when none is on sale. */
  lowestPrice: number | null;
}

/**
 * An activity's next sessions (at most EVENT_LIMIT, starting within EVENT_WINDOW_DAYS of `now`), each with
 * its status and its day's lowest price by the rules the calendar applies (`availability` above), and when
 * they were read. One SQL statement; the catalogue comes from the read cache.
 */
export async function upcomingSessions(activity: ActivityRow, timeZone: string, now = new Date()): Promise<{ readAt: Date; sessions: UpcomingSession[] }> {
  const until = new Date(now.getTime() + EVENT_WINDOW_DAYS * 86_400_000);
  const [rows, catalogue] = await Promise.all([findUpcomingSessions(db(), activity.id, now, until, EVENT_LIMIT), getCatalogue()]);
  const lowestOn = lowestPriceOn(activity, catalogue);
  const sessions = rows.map((row) => ({
    id: row.id,
    startsAt: row.startsAt,
    status: sessionStatus(row),
    lowestPrice: lowestOn(parkDateTime(row.startsAt, { timeZone }).slice(0, 10)),
  }));
  return { readAt: now, sessions };
}

/** `upcomingSessions` as of now, from the same short copy as the calendar's (dropped with it on every sale here). */
export function currentUpcomingSessions(activity: ActivityRow, timeZone: string): Promise<{ readAt: Date; sessions: UpcomingSession[] }> {
  return cachedAvailability(JSON.stringify(['upcoming', activity.id, timeZone]), () => upcomingSessions(activity, timeZone));
}

export function daySessions(activity: ActivityRow, timeZone: string, day: string, now = new Date()) {
  return findDaySessions(db(), activity.id, timeZone, checkDay(day), now);
}
