/**
 * Capacity rules: a session's sold plus held places never exceed its capacity, across any number of
 * instances. These are the pure parts; the server enforces them under a row lock.
 */
export interface SessionLoad {
  capacity: number;
  sold: number;
  /** Places held by carts whose hold has not expired. */
  held: number;
}

export function remainingPlaces({ capacity, sold, held }: SessionLoad): number {
  return Math.max(0, capacity - sold - held);
}

export const isSoldOut = (load: SessionLoad): boolean => remainingPlaces(load) === 0;

/** Whether `places` more can be held now. */
export const canHold = (load: SessionLoad, places: number): boolean => places > 0 && remainingPlaces(load) >= places;

/** 'closed': every session of the day was closed by staff (weather, maintenance; issue #23). */
export type DayStatus = 'available' | 'limited' | 'soldOut' | 'closed' | 'unavailable';

/** Places left of a capacity, as the calendar says them: 'limited' when under a fifth remain. */
function placesStatus(capacity: number, remaining: number): 'available' | 'limited' | 'soldOut' {
  if (remaining <= 0) return 'soldOut';
  return remaining * 5 < capacity ? 'limited' : 'available';
}

/** A calendar day's status from its sessions: 'limited' when under a fifth of its places remain. */
export function dayStatus(sessions: SessionLoad[]): DayStatus {
  if (!sessions.length) return 'unavailable';
  const capacity = sessions.reduce((sum, s) => sum + s.capacity, 0);
  const remaining = sessions.reduce((sum, s) => sum + remainingPlaces(s), 0);
  return placesStatus(capacity, remaining);
}

/** One session's status: what its day's would be were it the day's only session, or closed by staff. */
export type SessionStatus = 'available' | 'limited' | 'soldOut' | 'closed';

/** A session's status from its capacity and the places left to book (0 when closed), by the calendar's rule. */
export function sessionStatus(session: { capacity: number; remaining: number; closed: boolean }): SessionStatus {
  return session.closed ? 'closed' : placesStatus(session.capacity, session.remaining);
}
