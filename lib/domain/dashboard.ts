/**
 * The back office's "Today" (its start screen): the pure rules its figures follow. The server
 * (lib/server/dashboard) reads the counts and the money; these say what a session's expected riders and
 * no-shows are, how full the day is, and how today's money compares with the same weekday last week.
 * Pure: the time is passed in.
 */
import { addDays } from './calendar';

/** How often the screen asks again while it is shown: "live" for a manager, light on the database. */
export const DASHBOARD_POLL_MS = 30_000;

/** The day today is compared with: the same weekday a week before (a Saturday with last Saturday). */
export const sameWeekdayLastWeek = (day: string): string => addDays(day, -7);

/** A whole percentage of `part` in `whole`, rounded; null when there is no whole (no capacity, nothing last week). */
export function percent(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 100);
}

/** Places booked of a session or a day over its capacity, as a whole percentage (null with no capacity). */
export const occupancy = (booked: number, capacity: number): number | null => percent(booked, capacity);

/**
 * A session's riders who did not come: once it has started, those booked and not checked in (never
 * below 0: a walk-up checked in beyond the booked count is no negative no-show); null before it starts,
 * when nobody is late yet.
 */
export function noShows(expected: number, checkedIn: number, startsAt: Date, now: Date): number | null {
  if (now.getTime() < startsAt.getTime()) return null;
  return Math.max(0, expected - checkedIn);
}

/** Today's amount against last week's: the difference in minor units and its share of last week's (null when last week had none). */
export interface Comparison {
  today: number;
  lastWeek: number;
  difference: number;
  /** Rounded to a whole percent; null when last week's is 0 (any change from nothing is no percentage). */
  percentChange: number | null;
}

export function compare(today: number, lastWeek: number): Comparison {
  const difference = today - lastWeek;
  return { today, lastWeek, difference, percentChange: lastWeek === 0 ? null : Math.round((difference / lastWeek) * 100) };
}

/** How the mail outbox stands: everything sent, mail waiting longer than it should, or mail failing and retried. */
export type OutboxHealth = 'HEALTHY' | 'DELAYED' | 'FAILING';

/** Mail queued longer than this is late: the worker sends within seconds when the mail server answers. */
export const OUTBOX_DELAYED_MINUTES = 10;

export function outboxHealth(failing: number, oldestQueuedMinutes: number | null): OutboxHealth {
  if (failing > 0) return 'FAILING';
  if (oldestQueuedMinutes !== null && oldestQueuedMinutes >= OUTBOX_DELAYED_MINUTES) return 'DELAYED';
  return 'HEALTHY';
}

/** Whole minutes from `since` to `now` (0 for a time in the future: clocks of two servers may differ). */
export const minutesSince = (since: Date, now: Date): number => Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
