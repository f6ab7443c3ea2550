import { db } from '../platform/db/client';
import { checkDay } from './availability-service';
import { findSessionsBetween, findSessionsWithPlaces, findStartTimes } from './session-repository';

/* Sessions with their places now, as a reseller's API reads them (lib/server/octo). */

/** An activity's sessions still to start over a range of local days, with their places. */
export function sessionsBetween(activity: { id: string; durationMinutes: number | null }, timeZone: string, from: string, to: string, now = new Date()) {
  return findSessionsBetween(db(), activity, timeZone, checkDay(from), checkDay(to), now);
}

/** Sessions by id with their places now. */
export const sessionsWithPlaces = (ids: readonly string[], now = new Date()) => findSessionsWithPlaces(db(), ids, now);

/** The local start times of activities' sessions to come ('HH:MM'), per activity. */
export const startTimesOf = (activityIds: readonly string[], timeZone: string, now = new Date()) => findStartTimes(db(), activityIds, timeZone, now);
