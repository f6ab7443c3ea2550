import { number, object, type InferType } from 'yup';
import { emailField, fieldRequired } from './contact-fields';

/*
 * The waiting list of a sold-out session (issue #24): who is offered freed places next, how long an
 * offer keeps them, and the join form's rules (run in the browser and again on the server). Pure: the
 * server (lib/server/waiting-lists) applies them under the session row's lock.
 */

/** How long an emailed offer holds its places for the visitor (the 30 minutes). */
export const OFFER_MINUTES = 30;

/** The most places one entry may ask for: a family or a small group, far below emptying a session. */
export const WAITING_LIST_MAX_PLACES = 10;

export const WAITING_LIST_STATUSES = ['waiting', 'offered', 'claimed', 'expired', 'left'] as const;
export type WaitingListStatus = (typeof WAITING_LIST_STATUSES)[number];

/** Statuses that keep the visitor's place in the line (one such entry per session and email). */
export const ACTIVE_STATUSES: readonly WaitingListStatus[] = ['waiting', 'offered'];

/** The join form: an email and the places wanted (1..max). `max` may be given as context (the activity's own). */
export const waitingListSchema = object({
  email: emailField(fieldRequired('waitingList.email')),
  places: number()
    // An empty number input is NaN: a missing answer, not a wrong one.
    .typeError(fieldRequired('waitingList.places'))
    .required(fieldRequired('waitingList.places'))
    .integer({ key: 'waitingList.placesRange', max: WAITING_LIST_MAX_PLACES })
    .min(1, { key: 'waitingList.placesRange', max: WAITING_LIST_MAX_PLACES })
    .max(WAITING_LIST_MAX_PLACES, { key: 'waitingList.placesRange', max: WAITING_LIST_MAX_PLACES }),
});

export type WaitingListForm = InferType<typeof waitingListSchema>;

/** One address, one entry: the same mailbox typed in another case is the same visitor. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** An entry still in the line, in line order (position ascending). */
export interface LineEntry {
  id: string;
  places: number;
}

/**
 * Who is offered now, given the entries still waiting (in line order) and the places free: strictly in
 * order. The head of the line is offered when its places fit; then the next, with what is left. When the
 * head's places do not fit, nobody behind it jumps ahead: it waits for more places to come back (so a
 * family of four is never starved by a stream of singles). Returns the entries to offer, in order.
 */
export function entriesToOffer<E extends LineEntry>(line: readonly E[], free: number): E[] {
  const offered: E[] = [];
  let left = Math.max(0, free);
  for (const entry of line) {
    if (entry.places > left) break;
    offered.push(entry);
    left -= entry.places;
  }
  return offered;
}

/** When an offer made at `offeredAt` stops holding its places. */
export const offerExpiresAt = (offeredAt: Date): Date => new Date(offeredAt.getTime() + OFFER_MINUTES * 60_000);

/** Whether an offer has run out at `now` (its places are free again and the next in line may have them). */
export const offerExpired = (expiresAt: Date, now: Date): boolean => expiresAt.getTime() <= now.getTime();

/**
 * Whether a visitor may join for `places`: only while the session cannot give them those places now
 * (sold out for them), and only for a session still to come and open.
 */
export type JoinRefusal = 'NOT_SOLD_OUT' | 'SESSION_PAST' | 'SESSION_CLOSED' | 'UNKNOWN_SESSION';

export function joinRefusal(session: { startsAt: Date; closed: boolean; free: number } | null, places: number, now: Date): JoinRefusal | null {
  if (!session) return 'UNKNOWN_SESSION';
  if (session.startsAt.getTime() <= now.getTime()) return 'SESSION_PAST';
  if (session.closed) return 'SESSION_CLOSED';
  if (session.free >= places) return 'NOT_SOLD_OUT';
  return null;
}
