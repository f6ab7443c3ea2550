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

/*
 * The same rule over a range (the calendar's 90 days, a reseller's month), as one sweep instead of a look
 * at every other session per session: what one statement read (lib/server/sessions/range-places.ts) is
 * turned into each session's places here. A session's busiest moment is found on the step function of
 * what is in use, which changes only where a session holding the resource starts or ends.
 */

/** A session of the activity asked about, as the range read finds it (instants in ms since 1970). */
export interface RangeSession {
  id: string;
  startsAt: number;
  capacity: number;
  taken: number;
  closed: boolean;
}

/** A rule of the activity asked about, with its resource's usual count. */
export interface RangeRule extends ResourceRule {
  count: number;
}

/** An open session holding a resource over [startsAt, endsAt), any activity's, with its load (places taken > 0). */
export interface Holding {
  resourceId: string;
  startsAt: number;
  endsAt: number;
  load: number;
}

/** A resource's count for one of its days, the instants that day spans. */
export interface DayCount {
  resourceId: string;
  opens: number;
  closes: number;
  count: number;
}

/** In use from each instant on, at the instants where it changes (ends and starts at one instant together). */
function stepsOf(holdings: readonly Holding[]): { at: number[]; inUse: number[] } {
  const changes = holdings.flatMap((h) => [[h.startsAt, h.load], [h.endsAt, -h.load]] as const).sort((a, b) => a[0] - b[0]);
  const at: number[] = [];
  const inUse: number[] = [];
  let total = 0;
  for (const [instant, change] of changes) {
    total += change;
    if (at[at.length - 1] === instant) inUse[inUse.length - 1] = total;
    else {
      at.push(instant);
      inUse.push(total);
    }
  }
  return { at, inUse };
}

/** The most in use at any instant of [from, until): where it stands at `from`, and every change before `until`. */
function busiestBetween({ at, inUse }: { at: number[]; inUse: number[] }, from: number, until: number): number {
  let low = 0;
  let high = at.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (at[middle] <= from) low = middle + 1;
    else high = middle;
  }
  let busiest = low > 0 ? inUse[low - 1] : 0;
  for (let i = low; i < at.length && at[i] < until; i++) busiest = Math.max(busiest, inUse[i]);
  return busiest;
}

/**
 * Places left in each of `sessions` (an activity lasting `durationMinutes`), by id: `placesLeft`'s rule, with
 * every open session holding one of `rules`' resources given as a holding (the asked activity's own included).
 */
export function rangePlacesLeft(
  sessions: readonly RangeSession[],
  durationMinutes: number | null,
  rules: readonly RangeRule[],
  holdings: readonly Holding[],
  days: readonly DayCount[],
): Map<string, number> {
  const lasting = (durationMinutes ?? MINUTES_WHEN_UNSTATED) * 60_000;
  const resources = rules.map((rule) => ({
    rule,
    steps: stepsOf(holdings.filter((h) => h.resourceId === rule.resourceId)),
    days: days.filter((d) => d.resourceId === rule.resourceId),
  }));
  const left = new Map<string, number>();
  for (const session of sessions) {
    if (session.closed) {
      left.set(session.id, 0);
      continue;
    }
    let places = session.capacity - session.taken;
    for (const { rule, steps, days: counts } of resources) {
      const count = counts.find((d) => d.opens <= session.startsAt && session.startsAt < d.closes)?.count ?? rule.count;
      const others = busiestBetween(steps, session.startsAt, session.startsAt + lasting) - resourceLoad(session.taken, rule);
      places = Math.min(places, placesWithin(count - others, rule) - session.taken);
    }
    left.set(session.id, Math.max(0, places));
  }
  return left;
}
