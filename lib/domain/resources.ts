/*
 * Shared resources: harness sets, guides on shift, boats, lanes, which several activities' sessions draw
 * on at once. The rule, stated once here in plain TypeScript; the server runs the same rule as SQL
 * (lib/server/sessions/places-left.ts), and a model test checks the two agree on random days.
 *
 * - A session holds its resources from its start for its activity's duration (60 minutes when unstated).
 * - Its load on a resource is ceil(places taken × quantity / per places): "1 guide per 8 riders" is
 *   1 guide for 1 to 8 riders, 2 for 9 to 16.
 * - At no moment may the sessions holding a resource load more than its count that day.
 * - So a session has left the least of its own seats and, for each resource, the most places whose load
 *   fits beside the others' at its busiest moment (its start or another session's start during it).
 */

export const MINUTES_WHEN_UNSTATED = 60;

/** What an activity's sessions consume of one resource: `quantity` per `perPlaces` places, rounded up. */
export interface ResourceRule {
  resourceId: string;
  quantity: number;
  perPlaces: number;
}

export interface ResourceSession {
  id: string;
  activityId: string;
  startsAt: Date;
  durationMinutes: number | null;
  capacity: number;
  /** Sold places plus live holds. */
  taken: number;
  closed: boolean;
}

/** The largest count and rule numbers staff may write (lib/domain/resource-desk.ts checks them). */
export const RESOURCE_COUNT_MAX = 10_000;
export const RESOURCE_RULE_MAX = 100;

/** How much of a resource `places` taken in one session load. */
export const resourceLoad = (places: number, rule: Pick<ResourceRule, 'quantity' | 'perPlaces'>): number => Math.ceil((places * rule.quantity) / rule.perPlaces);

/** The most places one session may take with `room` of a resource for itself. */
export const placesWithin = (room: number, rule: Pick<ResourceRule, 'quantity' | 'perPlaces'>): number => Math.floor((rule.perPlaces * room) / rule.quantity);

const endOf = (session: ResourceSession) => session.startsAt.getTime() + (session.durationMinutes ?? MINUTES_WHEN_UNSTATED) * 60_000;

/** Whether `session` holds its resources at instant `at` (ms). */
const holdsAt = (session: ResourceSession, at: number) => session.startsAt.getTime() <= at && at < endOf(session);

/**
 * The most of a resource other sessions than `target` load at any moment of it: the moments to look at are
 * its start and the starts of the others during it, since load only rises at a start.
 */
export function busiestOthers(target: ResourceSession, resourceId: string, sessions: readonly ResourceSession[], rulesOf: (activityId: string) => readonly ResourceRule[]): number {
  const using = sessions.filter((s) => !s.closed && s.id !== target.id && rulesOf(s.activityId).some((rule) => rule.resourceId === resourceId));
  const moments = [target.startsAt.getTime(), ...using.map((s) => s.startsAt.getTime()).filter((at) => at > target.startsAt.getTime() && at < endOf(target))];
  let busiest = 0;
  for (const at of moments) {
    const load = using.filter((s) => holdsAt(s, at)).reduce((sum, s) => sum + resourceLoad(s.taken, rulesOf(s.activityId).find((rule) => rule.resourceId === resourceId)!), 0);
    busiest = Math.max(busiest, load);
  }
  return busiest;
}

/**
 * What `target`'s resources leave it: the least over them of the places whose load fits beside the
 * others', less what it has taken; null when its activity consumes none. Negative when a count was
 * lowered below what is sold.
 */
export function resourceRoom(
  target: ResourceSession,
  sessions: readonly ResourceSession[],
  rulesOf: (activityId: string) => readonly ResourceRule[],
  countOf: (resourceId: string, session: ResourceSession) => number,
): number | null {
  const rules = rulesOf(target.activityId);
  if (!rules.length) return null;
  return Math.min(...rules.map((rule) => placesWithin(countOf(rule.resourceId, target) - busiestOthers(target, rule.resourceId, sessions, rulesOf), rule) - target.taken));
}

/** Places left in `target`: none when closed; else the least of its own seats and its resources' room. */
export function placesLeft(
  target: ResourceSession,
  sessions: readonly ResourceSession[],
  rulesOf: (activityId: string) => readonly ResourceRule[],
  countOf: (resourceId: string, session: ResourceSession) => number,
): number {
  if (target.closed) return 0;
  const own = target.capacity - target.taken;
  return Math.max(0, Math.min(own, resourceRoom(target, sessions, rulesOf, countOf) ?? own));
}

/** A session's load on a resource, and the most of it in use at any moment of the session, its own included. */
export interface ResourceNeed {
  sessionId: string;
  activityId: string;
  startsAt: Date;
  /** The park's local day it starts on. */
  day: string;
  own: number;
  need: number;
}

/**
 * The sessions a count of `count` leaves short: those with places taken when more is in use than `count`
 * at some moment of them. Named to staff before they save it, flagged on the day sheet after.
 */
export const shortOf = <Need extends ResourceNeed>(needs: readonly Need[], count: number): Need[] => needs.filter((need) => need.own > 0 && need.need > count);
