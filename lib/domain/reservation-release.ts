import type { OrderStatus } from './order-status';

/*
 * Releasing pay-on-arrival reservations nobody came for. A reservation (status `reserved`) keeps its
 * places unpaid until it is paid at the desk; a visitor who never comes would keep them for good, and the
 * places of a session already under way could not even be sold at the desk. So a reservation none of
 * whose tickets is checked in by its park's time after its first session starts
 * (parks.reservation_release_minutes) is released: expired through the order's transition table, its
 * places back on sale (lib/server/orders/reservation-release.ts, run by the reconciler).
 *
 * The first session, not the last: a visit begins with its first activity, and a visitor who has not come
 * for it by then is not coming; a later session would otherwise keep its places while nobody is there to
 * use them. One ticket checked in (someone came) keeps the whole reservation, for the desk to settle.
 *
 * Pure: the server reads the facts under the order's and its tickets' locks and asks this rule.
 */

/** Minutes after its first session starts that a reservation nobody came for keeps its places, when the park set none. */
export const DEFAULT_RESERVATION_RELEASE_MINUTES = 30;
/** The range staff may set on the park settings screen: from the session's start up to a day after it. */
export const RESERVATION_RELEASE_MIN = 0;
export const RESERVATION_RELEASE_MAX = 1440;

/** What the rule needs to know of a reservation. */
export interface ReservationAtRelease {
  status: OrderStatus;
  /** When the sessions of its standing (not cancelled) tickets start, where each ticket admits now. */
  sessionStarts: readonly Date[];
  /** How many of its tickets have a check-in that was not undone. */
  ticketsCheckedIn: number;
}

/** When a reservation whose standing tickets' sessions start at `sessionStarts` is released, unless someone came; null: no standing ticket. */
export function reservationReleaseAt(sessionStarts: readonly Date[], releaseAfterMinutes: number): Date | null {
  if (!sessionStarts.length) return null;
  const first = Math.min(...sessionStarts.map((start) => start.getTime()));
  return new Date(first + releaseAfterMinutes * 60_000);
}

/**
 * Whether a reservation is due for release at `now`: still reserved (unpaid), none of its tickets checked
 * in, and its first session started at least `releaseAfterMinutes` ago (the boundary included).
 */
export function reservationReleaseDue(reservation: ReservationAtRelease, releaseAfterMinutes: number, now: Date): boolean {
  if (reservation.status !== 'reserved' || reservation.ticketsCheckedIn > 0) return false;
  const at = reservationReleaseAt(reservation.sessionStarts, releaseAfterMinutes);
  return at !== null && now.getTime() >= at.getTime();
}
