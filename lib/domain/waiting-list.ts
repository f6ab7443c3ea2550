import { number, object, type InferType } from 'yup';
import { emailField, fieldRequired } from './contact-fields';
import { CONFIRM_HOURS, OFFER_MINUTES } from './waiting-list-times';

/*
 * The waiting list of a sold-out session (issue #24): who is offered freed places next, how long an
 * offer keeps them, and the join form's rules (run in the browser and again on the server). Pure: the
 * server (lib/server/waiting-lists) applies them under the session row's lock.
 */

// The line's times live in a module of their own: the confirmation's page says them without the form's yup.
export { CONFIRM_HOURS, OFFER_MINUTES };

/** The most places one entry may ask for: a family or a small group, far below emptying a session. */
export const WAITING_LIST_MAX_PLACES = 10;

/**
 * `unconfirmed`: joined, the emailed link not yet followed; never offered. Confirmed, it is `waiting`, at
 * the back of the line as it stands then: the line's order is the order of confirmed joins, so a script
 * cannot keep early places with addresses it confirms later.
 */
export const WAITING_LIST_STATUSES = ['unconfirmed', 'waiting', 'offered', 'claimed', 'expired', 'left'] as const;
export type WaitingListStatus = (typeof WAITING_LIST_STATUSES)[number];

/** Statuses that keep the visitor's entry (one such entry per session and email; each counts toward the caps). */
export const ACTIVE_STATUSES = ['unconfirmed', 'waiting', 'offered'] as const satisfies readonly WaitingListStatus[];

/** When a join made at `joinedAt` lapses unless confirmed. */
export const confirmBy = (joinedAt: Date): Date => new Date(joinedAt.getTime() + CONFIRM_HOURS * 3_600_000);

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

/** An entry still in the line, in line order (position ascending), and whom its offer would count against. */
export interface LineEntry {
  id: string;
  places: number;
  /** The client address it was joined from (per /64 for IPv6); null when unknown: no address budget. */
  address?: string | null;
  /** Its mailbox (lib/domain/reservation-budget.ts mailboxKey). */
  mailbox?: string;
  /** Its registrable mail domain, null for a public provider's (no domain budget, as for reservations). */
  domain?: string | null;
}

/**
 * What an offer's hold counts against, as an anonymous visitor's places do: per client address the places
 * held at once (PLACES_PER_ADDRESS, with the address's cart holds), per mailbox and per mail domain the
 * places kept without payment (RESERVED_PLACES_PER_EMAIL / _DOMAIN, with unpaid reservations).
 */
export interface OfferBudgets {
  perAddress: number;
  perEmail: number;
  perDomain: number;
}

/** The places already kept, before this run's offers: held per client address, unpaid or offered per mailbox and per domain. */
export interface KeptPlaces {
  byAddress: ReadonlyMap<string, number>;
  byMailbox: ReadonlyMap<string, number>;
  byDomain: ReadonlyMap<string, number>;
}

const NO_BUDGETS: OfferBudgets = { perAddress: Infinity, perEmail: Infinity, perDomain: Infinity };
const NOTHING_KEPT: KeptPlaces = { byAddress: new Map(), byMailbox: new Map(), byDomain: new Map() };

/**
 * Who is offered now, given the confirmed entries still waiting (in line order), the places free, and
 * the places their visitors already keep: in line order. An entry whose offer would take its client
 * address, mailbox or domain over its budget is passed over for now and keeps its place (offered once
 * its visitor's holds or reservations end): skipped rather than waited for, since a head that waits
 * stops the whole line, and a visitor who fills their budget on purpose would then block the session for
 * everyone behind them. Otherwise strictly in order: the head is offered when its places fit, then the
 * next with what is left; when an entry's places do not fit, nobody behind it jumps ahead (so a family
 * of four is never starved by a stream of singles). Returns the entries to offer, in order.
 */
export function entriesToOffer<E extends LineEntry>(line: readonly E[], free: number, budgets: OfferBudgets = NO_BUDGETS, kept: KeptPlaces = NOTHING_KEPT): E[] {
  const offered: E[] = [];
  const byAddress = new Map(kept.byAddress);
  const byMailbox = new Map(kept.byMailbox);
  const byDomain = new Map(kept.byDomain);
  const over = (counts: Map<string, number>, key: string | null | undefined, places: number, budget: number) => Boolean(key) && (counts.get(key!) ?? 0) + places > budget;
  const add = (counts: Map<string, number>, key: string | null | undefined, places: number) => {
    if (key) counts.set(key, (counts.get(key) ?? 0) + places);
  };
  let left = Math.max(0, free);
  for (const entry of line) {
    if (over(byAddress, entry.address, entry.places, budgets.perAddress) || over(byMailbox, entry.mailbox, entry.places, budgets.perEmail) || over(byDomain, entry.domain, entry.places, budgets.perDomain)) continue;
    if (entry.places > left) break;
    offered.push(entry);
    left -= entry.places;
    add(byAddress, entry.address, entry.places);
    add(byMailbox, entry.mailbox, entry.places);
    add(byDomain, entry.domain, entry.places);
  }
  return offered;
}

/** Why a join is refused by the caps on entries kept at once, across all sessions: the mailbox's first (the reason the visitor can act on). */
export type EntriesCapRefusal = 'TOO_MANY_FOR_EMAIL' | 'TOO_MANY_FOR_ADDRESS';

/**
 * Whether one more active entry (unconfirmed, waiting or offered) is allowed: at most `caps.perEmail`
 * per mailbox and `caps.perAddress` per client address, across all sessions (WAITING_LIST_ENTRIES_PER_*).
 * `byAddress` null: the address is unknown, no address cap.
 */
export function entriesCapRefusal(active: { byEmail: number; byAddress: number | null }, caps: { perEmail: number; perAddress: number }): EntriesCapRefusal | null {
  if (active.byEmail >= caps.perEmail) return 'TOO_MANY_FOR_EMAIL';
  if (active.byAddress !== null && active.byAddress >= caps.perAddress) return 'TOO_MANY_FOR_ADDRESS';
  return null;
}

/** When an offer made at `offeredAt` stops holding its places. */
export const offerExpiresAt = (offeredAt: Date): Date => new Date(offeredAt.getTime() + OFFER_MINUTES * 60_000);

/** Whether an offer has run out at `now` (its places are free again and the next in line may have them). */
export const offerExpired = (expiresAt: Date, now: Date): boolean => expiresAt.getTime() <= now.getTime();

/**
 * Whether a visitor may join for `places`: only while the session cannot give them those places now
 * (sold out for them), and only for a session still to come and open.
 */
export type JoinRefusal = 'NOT_SOLD_OUT' | 'SESSION_PAST' | 'SESSION_CLOSED' | 'UNKNOWN_SESSION' | 'OFFER_LAPSED';

/**
 * ... and never again for a session whose offer the same visitor let run out (`lapsed`: an offer on this
 * session to the same client address or mailbox expired unused, see offerLapseEnds). Else one address
 * with a catch-all domain could join, let each offer run out in turn, and keep a sold-out session's freed
 * places from everyone for hours, half an hour per entry.
 */
export function joinRefusal(session: { startsAt: Date; closed: boolean; free: number; lapsed?: boolean } | null, places: number, now: Date): JoinRefusal | null {
  if (!session) return 'UNKNOWN_SESSION';
  if (session.startsAt.getTime() <= now.getTime()) return 'SESSION_PAST';
  if (session.closed) return 'SESSION_CLOSED';
  if (session.free >= places) return 'NOT_SOLD_OUT';
  if (session.lapsed) return 'OFFER_LAPSED';
  return null;
}

/**
 * Whether an entry still in a session's line ends with an offer on the same session that ran out: it was
 * joined from the same client address or mailbox. The places then go down the line to someone else, not
 * to the same visitor's next entry. Not per mail domain: colleagues at one company wait for the same
 * session in good faith, and a domain's live offers are budgeted already (entriesToOffer).
 */
export function offerLapseEnds(entry: Pick<LineEntry, 'address' | 'mailbox'>, lapsed: Pick<LineEntry, 'address' | 'mailbox'>): boolean {
  const same = (a: string | null | undefined, b: string | null | undefined) => Boolean(a) && a === b;
  return same(entry.address, lapsed.address) || same(entry.mailbox, lapsed.mailbox);
}
