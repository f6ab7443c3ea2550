/*
 * A session (a departure) and a day of sessions as OCTO availability: its status from the spec's list, whether
 * the units asked for can be booked, and its vacancies and capacity. The places are the site's own (sold and
 * live holds count, lib/domain/availability.ts); a session staff closed has no room and is CLOSED, not sold out.
 */

export const AVAILABILITY_STATUSES = ['AVAILABLE', 'FREESALE', 'SOLD_OUT', 'LIMITED', 'CLOSED'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

/** A session's places as the API reads them. */
export interface SessionPlaces {
  capacity: number;
  /** Places free now (0 when closed). */
  remaining: number;
  closed: boolean;
}

export interface OctoAvailabilityState {
  status: AvailabilityStatus;
  /** Whether `needed` places (the units asked for, at least one) can be booked. */
  available: boolean;
  vacancies: number;
  capacity: number;
}

/** The spec's LIMITED: less than half its places left. */
const limited = (remaining: number, capacity: number) => remaining * 2 < capacity;

/** One session: CLOSED when staff closed it, SOLD_OUT with no place left, LIMITED under half left, else AVAILABLE. */
export function sessionAvailability(session: SessionPlaces, needed = 1): OctoAvailabilityState {
  const remaining = session.closed ? 0 : Math.max(0, session.remaining);
  const status: AvailabilityStatus = session.closed ? 'CLOSED' : remaining === 0 ? 'SOLD_OUT' : limited(remaining, session.capacity) ? 'LIMITED' : 'AVAILABLE';
  return { status, available: !session.closed && remaining >= Math.max(1, needed), vacancies: remaining, capacity: session.capacity };
}

/**
 * A day of an activity's sessions: CLOSED when none runs (no session, or all closed), SOLD_OUT when no
 * open one has a place, LIMITED under half of the open ones' places left, else AVAILABLE. Its vacancies
 * are the most one session has left (what one booking can get), its capacity the largest session's.
 */
export function dayAvailability(sessions: readonly SessionPlaces[], needed = 1): OctoAvailabilityState {
  const open = sessions.filter((session) => !session.closed);
  const capacity = Math.max(0, ...sessions.map((session) => session.capacity));
  if (!open.length) return { status: 'CLOSED', available: false, vacancies: 0, capacity };
  const vacancies = Math.max(0, ...open.map((session) => Math.max(0, session.remaining)));
  const remaining = open.reduce((sum, session) => sum + Math.max(0, session.remaining), 0);
  const openCapacity = open.reduce((sum, session) => sum + session.capacity, 0);
  const status: AvailabilityStatus = remaining === 0 ? 'SOLD_OUT' : limited(remaining, openCapacity) ? 'LIMITED' : 'AVAILABLE';
  return { status, available: vacancies >= Math.max(1, needed), vacancies, capacity };
}
