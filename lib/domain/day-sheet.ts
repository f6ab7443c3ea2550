import type { OrderStatus } from './order-status';
import { dateTimeFormat } from './intl-formats';
import type { WaiverState } from './riders';

/*
 * The day sheet's rules (issue #22): which day a park is on, what a booking's places count as, what its
 * manifest row says, and how a cell is written into the CSV export. Pure: the time is passed in.
 */

import { isCalendarDay } from './calendar';

export { isCalendarDay };

/** The park's calendar day ('YYYY-MM-DD') at an instant: its "today" at the gate, whatever the server's or the browser's clock. */
export function parkDate(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/**
 * How a booking stands for the desk, from its order's status and what is left to pay on arrival (a
 * reservation's total, or an old Blank payment's: lib/server/orders loadOrder's dueOnArrival). Null for
 * an order whose places are not counted (cancelled, failed, expired, refunded).
 */
export type BookingPayment = 'PAID' | 'PAY_AT_DESK' | 'AWAITING_CONFIRMATION' | 'AWAITING_PAYMENT';

export function bookingPayment(status: OrderStatus, dueOnArrival: number): BookingPayment | null {
  switch (status) {
    case 'paid':
    // Some tickets cancelled at the desk: the rest stand, as paid.
    case 'partially_cancelled':
      return dueOnArrival > 0 ? 'PAY_AT_DESK' : 'PAID';
    case 'reserved':
      return 'PAY_AT_DESK';
    // A pay-on-arrival reservation the visitor has not confirmed by email yet: its places go back by themselves.
    case 'awaiting_confirmation':
      return 'AWAITING_CONFIRMATION';
    // The visitor is paying right now: the places are theirs only if the payment succeeds.
    case 'awaiting_payment':
      return 'AWAITING_PAYMENT';
    default:
      return null;
  }
}

/**
 * The day sheet's columns, which add up to what the session has taken (its `sold` and live holds):
 * - sold: revenue, paid with nothing left to pay (lib/domain/analytics.ts isRevenue);
 * - reserved: to be paid at the desk on the day;
 * - held: kept for a visitor who has not finished (a cart's hold, a payment under way, a reservation
 *   awaiting its emailed confirmation): these places come back by themselves if the visitor stops.
 */
export type PlaceCount = 'sold' | 'reserved' | 'held';

export function placeCount(payment: BookingPayment): PlaceCount {
  switch (payment) {
    case 'PAID':
      return 'sold';
    case 'PAY_AT_DESK':
      return 'reserved';
    default:
      return 'held';
  }
}

export interface SessionCounts {
  capacity: number;
  sold: number;
  reserved: number;
  /**
   * What the desk collects for the reserved places, in minor units of the park's currency: each booking's
   * whole due counted once, at the first session its standing tickets admit to (a visitor pays on arrival,
   * before their first activity), so a day's sessions add up to what the day's arrivals owe.
   */
  dueAtDesk: number;
  held: number;
  /** Places anyone may still book: capacity less every place taken or held. */
  free: number;
}

/** Places of a session's bookings that stand alike, and what of their bookings' due is collected at this session. */
export interface SessionPlaces {
  payment: BookingPayment;
  places: number;
  /** The due of those bookings whose first session this is (0 for the others: they pay at their first). */
  dueHere?: number;
}

/**
 * A session's counts from its places grouped by how their bookings stand, and the places its carts hold
 * (live holds only). `taken` is the session's own ledger (sessions.sold): free is what it leaves, or less
 * where the resources it shares leave it less (`resourceRoom`, lib/domain/resources.ts; null: it uses none).
 */
export function sessionCounts(capacity: number, taken: number, cartHolds: number, places: readonly SessionPlaces[], resourceRoom: number | null = null): SessionCounts {
  const counts = { sold: 0, reserved: 0, held: cartHolds };
  let dueAtDesk = 0;
  for (const entry of places) {
    const count = placeCount(entry.payment);
    counts[count] += entry.places;
    // Only what is to be paid at the desk: a reservation awaiting its email or a payment under way owes nothing yet.
    if (count === 'reserved') dueAtDesk += entry.dueHere ?? 0;
  }
  return { capacity, ...counts, dueAtDesk, free: Math.max(0, Math.min(capacity - taken - cartHolds, resourceRoom ?? Infinity)) };
}

/** Whether a booking's people have come in: none yet, some of them (a group arriving apart), or all. */
export type CheckInProgress = 'NONE' | 'PARTIAL' | 'FULL';

export function checkInProgress(people: number, checkedIn: number): CheckInProgress {
  if (checkedIn <= 0) return 'NONE';
  return checkedIn >= people ? 'FULL' : 'PARTIAL';
}

/** The back office's page of an order. */
export const orderPath = (bookingId: string): string => `/orders/${encodeURIComponent(bookingId)}`;

/** The CSV exports (answered by the server on ADMIN_HOST, lib/server/day-sheet/csv-endpoint.ts). */
export const daySheetCsvPath = (parkId: string, day: string): string => `/day/${encodeURIComponent(parkId)}/${day}.csv`;
export const manifestCsvPath = (sessionId: string): string => `/sessions/${encodeURIComponent(sessionId)}/manifest.csv`;

/**
 * A cell of a CSV export as a spreadsheet will read it. Names, emails and phones are visitors' text: a
 * cell starting with `=`, `+`, `-` or `@` (or a tab or carriage return, which some spreadsheets skip
 * before one) would be run as a formula when the file is opened (CSV injection, OWASP), so it is
 * prefixed with `'`, which spreadsheets show as text and do not display. Numbers stay numbers.
 */
export function csvCell(value: string | number | null): string | number {
  if (value === null) return '';
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * A session's riders for the sheet: how many its standing tickets carry (for activities that ask riders),
 * how many are named, and of those whose activity asks a waiver, how many have one that covers them
 * ("waivers 14/16"). Null: no riders asked there.
 */
export interface RiderTally {
  riders: number;
  named: number;
  waiversAsked: number;
  waiversSigned: number;
}

export function riderTally(seats: readonly { named: boolean; waiver: WaiverState }[]): RiderTally | null {
  if (!seats.length) return null;
  return {
    riders: seats.length,
    named: seats.filter((seat) => seat.named).length,
    waiversAsked: seats.filter((seat) => seat.waiver !== 'notAsked').length,
    waiversSigned: seats.filter((seat) => seat.waiver === 'signed').length,
  };
}
