import { array, number, object, string, type InferType } from 'yup';
import type { ScheduleProblemCode } from '@/graphql/generated/staff-operations';
import { isCalendarDay } from './day-sheet';

/*
 * Schedules (issue #23): an activity's weekly patterns of session times (weekdays, local times, a
 * capacity, between season dates) and its one-off sessions, edited by a park's managers. The forms' yup
 * rules run in the browser (react-hook-form) and again on the server over what the API received; their
 * messages are keys of locales/<lng>/admin.json (schedules.validation.*). The plan of what an edit does to
 * the sessions already made is pure too (planScheduleChange). No I/O; `now` is passed in.
 */

/**
 * Every problem the staff API answers for these forms (ScheduleProblemCode) and its words: the server
 * turns the schemas' keys (and its own refusals) into codes, the screen turns codes back into words, both
 * through this list; a new code without words here does not compile.
 */
export const SCHEDULE_PROBLEM_KEYS = {
  capacity: 'schedules.validation.capacity',
  capacityRequired: 'schedules.validation.capacityRequired',
  capacityMax: 'schedules.validation.capacityMax',
  date: 'schedules.validation.date',
  dateRequired: 'schedules.validation.dateRequired',
  time: 'schedules.validation.time',
  timeRequired: 'schedules.validation.timeRequired',
  timesRequired: 'schedules.validation.timesRequired',
  timesMax: 'schedules.validation.timesMax',
  weekdays: 'schedules.validation.weekdays',
  endBeforeStart: 'schedules.validation.endBeforeStart',
  past: 'schedules.validation.past',
  booked: 'schedules.errors.booked',
  belowBooked: 'schedules.errors.belowBooked',
  started: 'schedules.errors.started',
  key: 'schedules.errors.key',
  keyReused: 'schedules.errors.keyReused',
  notBookable: 'schedules.errors.notBookable',
  failed: 'schedules.failed',
} as const satisfies Record<ScheduleProblemCode, string>;

export type { ScheduleProblemCode };

/** A session's places: a whole number, at least 1, at most this (no park runs a larger session). */
export const SESSION_CAPACITY_MAX = 10_000;
/** Times in one pattern: a session every half hour of a whole day fits. */
export const PATTERN_TIMES_MAX = 48;

/**
 * How far ahead an edit makes its schedule's sessions: as far as the start-up's materialiser does
 * (SESSION_WINDOW_DAYS, lib/server/app/boot.ts), which keeps making the later days.
 */
export const SCHEDULE_HORIZON_DAYS = 120;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const capacity = () =>
  number()
    .transform((value, original) => (typeof original === 'string' ? (original.trim() === '' ? undefined : Number(original.trim())) : value))
    .typeError({ key: 'schedules.validation.capacity' })
    .required({ key: 'schedules.validation.capacityRequired' })
    .integer({ key: 'schedules.validation.capacity' })
    .min(1, { key: 'schedules.validation.capacity' })
    .max(SESSION_CAPACITY_MAX, { key: 'schedules.validation.capacityMax', max: SESSION_CAPACITY_MAX });

const day = (required: boolean) => {
  const rule = string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .test('day', { key: 'schedules.validation.date' }, (value) => !value || isCalendarDay(value));
  return required ? rule.required({ key: 'schedules.validation.dateRequired' }) : rule.optional().default('');
};

const time = () => string().trim().required({ key: 'schedules.validation.timeRequired' }).matches(HH_MM, { message: { key: 'schedules.validation.time' } });

/** Times as the form types them ("09:00, 10:30 14:00") or as the API sends them (a list): sorted, once each. */
const times = () =>
  array(string().defined().matches(HH_MM, { message: { key: 'schedules.validation.time' } }))
    .transform((value: unknown, original: unknown) => {
      const list = typeof original === 'string' ? original.split(/[\s,;]+/) : Array.isArray(value) ? (value as unknown[]) : [];
      return [...new Set(list.map((entry) => String(entry).trim()).filter(Boolean))].sort();
    })
    .min(1, { key: 'schedules.validation.timesRequired' })
    .max(PATTERN_TIMES_MAX, { key: 'schedules.validation.timesMax', max: PATTERN_TIMES_MAX })
    .required({ key: 'schedules.validation.timesRequired' });

/** A weekly pattern as the form sends it. Weekdays 0 (Sunday) to 6. Season end (optional) not before its start. */
export const patternSchema = object({
  weekdays: array(number().integer().min(0, { key: 'schedules.validation.weekdays' }).max(6, { key: 'schedules.validation.weekdays' }).required())
    .transform((value: unknown) => (Array.isArray(value) ? [...new Set(value.map(Number))].sort() : []))
    .min(1, { key: 'schedules.validation.weekdays' })
    .required({ key: 'schedules.validation.weekdays' }),
  times: times(),
  capacity: capacity(),
  startsOn: day(true),
  endsOn: day(false).test('order', { key: 'schedules.validation.endBeforeStart' }, function (value) {
    const start = (this.parent as { startsOn?: string }).startsOn;
    return !value || !start || !isCalendarDay(start) || !isCalendarDay(value) || value >= start;
  }),
});
export type PatternValues = InferType<typeof patternSchema>;

/** A one-off session: one date, one time, a capacity. */
export const oneOffSchema = object({ date: day(true), time: time(), capacity: capacity() });
export type OneOffValues = InferType<typeof oneOffSchema>;

/** A single session's capacity (the day view). */
export const capacitySchema = object({ capacity: capacity() });

/** Ending a pattern: its last day. */
export const endPatternSchema = object({ endsOn: day(true) });

/** A schedule as the rules need it: a one-off is a pattern of one day and one time. */
export interface Pattern {
  weekdays: readonly number[];
  times: readonly string[];
  capacity: number;
  startsOn: string;
  endsOn: string | null;
}

export const oneOffPattern = (values: OneOffValues): Pattern => ({
  weekdays: [weekdayOf(values.date)],
  times: [values.time],
  capacity: values.capacity,
  startsOn: values.date,
  endsOn: values.date,
});

/** A schedule of one day and one time is shown (and edited) as a one-off session. */
export const isOneOff = (pattern: Pattern): boolean => pattern.endsOn !== null && pattern.startsOn === pattern.endsOn && pattern.times.length === 1;

/** 0 = Sunday, as `extract(dow …)` counts, of a calendar day (no time zone: it is a date). */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Whether a pattern makes a session on a local day at a local time. */
export const patternMakes = (pattern: Pattern, date: string, localTime: string): boolean =>
  date >= pattern.startsOn && (pattern.endsOn === null || date <= pattern.endsOn) && pattern.weekdays.includes(weekdayOf(date)) && pattern.times.includes(localTime);

/** A future session already made, as the plan needs it: its local day and time in the schedule's zone. */
export interface MadeSession {
  id: string;
  date: string;
  time: string;
  capacity: number;
  sold: number;
  /** Live holds (carts, payments under way). */
  held: number;
  /** An order (even one that never completed) names it: the row stays, whatever its counts. */
  ordered: boolean;
}

export interface BlockedSession {
  id: string;
  date: string;
  time: string;
  /** Sold + live holds. */
  booked: number;
  reason: 'booked' | 'capacity';
}

export interface SchedulePlan {
  /** Sessions the edit no longer makes, with nothing booked: deleted. */
  remove: string[];
  /** Kept sessions whose capacity follows the pattern's new capacity. */
  resize: { id: string; capacity: number }[];
  /** Why the edit is refused; empty when it may go ahead. */
  blocked: BlockedSession[];
}

const booked = (session: MadeSession) => session.sold + session.held;

/**
 * What changing a schedule from `before` to `after` (null: removed) does to the activity's future
 * sessions it made. A session another of the activity's schedules (`others`) also makes is not this
 * one's to remove. A session the edit would move or remove that has anything sold or held (or an order
 * naming it) refuses the whole edit: we refuse rather than move visitors' bookings (staff move bookings
 * one by one from the order desk, then edit). A changed capacity applies to every kept session and may
 * never fall below its sold + held; an unchanged one leaves single sessions' own capacities alone.
 */
export function planScheduleChange(before: Pattern, after: Pattern | null, others: readonly Pattern[], sessions: readonly MadeSession[]): SchedulePlan {
  const plan: SchedulePlan = { remove: [], resize: [], blocked: [] };
  const capacityChanged = after !== null && after.capacity !== before.capacity;
  for (const session of sessions) {
    if (!patternMakes(before, session.date, session.time)) continue;
    if (after && patternMakes(after, session.date, session.time)) {
      if (!capacityChanged || session.capacity === after.capacity) continue;
      if (after.capacity < booked(session)) plan.blocked.push({ id: session.id, date: session.date, time: session.time, booked: booked(session), reason: 'capacity' });
      else plan.resize.push({ id: session.id, capacity: after.capacity });
      continue;
    }
    if (others.some((other) => patternMakes(other, session.date, session.time))) continue;
    if (booked(session) > 0 || session.ordered) plan.blocked.push({ id: session.id, date: session.date, time: session.time, booked: booked(session), reason: 'booked' });
    else plan.remove.push(session.id);
  }
  const order = (a: { date: string; time: string }, b: { date: string; time: string }) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`);
  plan.blocked.sort(order);
  return plan;
}

/** Whether a single session's capacity may become `capacity`: never below what is sold and held. */
export const capacityAllowed = (capacity: number, sold: number, held: number): boolean => capacity >= sold + held;

/** Where the schedules screen of a park is (the back office's own address). */
export const schedulesPath = (parkId: string, activityId?: string): string =>
  `/schedules?${new URLSearchParams(activityId ? { park: parkId, activity: activityId } : { park: parkId })}`;
