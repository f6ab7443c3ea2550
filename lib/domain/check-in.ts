import type { OrderStatus } from './order-status';
import type { GroupProblem, RiderProblem, RidersVerdict, WaiverState } from './riders';

/*
 * Checking tickets in at the gate (issue #22): what a scan answers, how many people a ticket admits, and
 * how long a mistaken check-in can be taken back. Pure, so the rules are tested without a database and
 * the gate's screens can share the vocabulary; lib/server/check-in applies them under the ticket's lock.
 *
 * What "people" means. A ticket (a row of `tickets`) is one ticket bought: an order line of 2 adults and
 * 1 family pass has three tickets, each with its own QR code. A ticket's type (its variation) admits
 * `variations.participants` people: 1 for an adult, 4 for a family pass, 2 for a tandem. So a ticket's
 * people are its variation's participants, and a family pass can be checked in partly: 3 of its 4 now,
 * the last one when they arrive. Each check-in records how many people it admitted (`ticket_check_ins
 * .people`); what a ticket has admitted is the sum of its check-ins not undone, never more than its
 * people. An undone check-in gives its people back.
 */

/** A check-in can be taken back (a mistaken scan, the wrong number of people) for this long after it was made. */
export const UNDO_CHECK_IN_MINUTES = 2;

const UNDO_MS = UNDO_CHECK_IN_MINUTES * 60_000;

/** Until when a check-in made at `at` can be undone (the server's clock). */
export const undoDeadline = (at: Date): Date => new Date(at.getTime() + UNDO_MS);

/** Whether a check-in made at `at` can still be undone at `now`: up to and including two minutes after it. */
export const withinUndoWindow = (at: Date, now: Date): boolean => now.getTime() <= at.getTime() + UNDO_MS;

export type UndoRuling = { ok: true } | { ok: false; reason: 'alreadyUndone' | 'tooLate' };

/** Whether a check-in can be undone now: once, and within the window. */
export function ruleOnUndo(checkIn: { at: Date; undoneAt: Date | null }, now: Date): UndoRuling {
  if (checkIn.undoneAt) return { ok: false, reason: 'alreadyUndone' };
  if (!withinUndoWindow(checkIn.at, now)) return { ok: false, reason: 'tooLate' };
  return { ok: true };
}

/** A ticket's people: how many it admits, how many it has admitted, how many may still come in. */
export interface TicketPeople {
  total: number;
  admitted: number;
  remaining: number;
}

/** The people of a ticket whose type admits `participants` and whose check-ins (not undone) admitted `admitted`. */
export function ticketPeople(participants: number, admitted: number): TicketPeople {
  const total = Math.max(1, participants);
  return { total, admitted, remaining: Math.max(0, total - admitted) };
}

/**
 * How many people a scan admits: those asked for (the gate's "3 of 4"), or everyone left when it asks no
 * number. Nobody is left: the ticket is used up; more than are left, or not a whole positive number: refused.
 */
export type Admission = { ok: true; people: number } | { ok: false; reason: 'usedUp' | 'tooMany' | 'invalid' };

export function admission(people: TicketPeople, requested?: number | null): Admission {
  if (requested !== undefined && requested !== null && !(Number.isInteger(requested) && requested >= 1)) return { ok: false, reason: 'invalid' };
  if (people.remaining === 0) return { ok: false, reason: 'usedUp' };
  const wanted = requested ?? people.remaining;
  if (wanted > people.remaining) return { ok: false, reason: 'tooMany' };
  return { ok: true, people: wanted };
}

/** Whether a requested number of people is one a scan can ask for at all (checked before any database work). */
export const isPeopleRequest = (requested: number | null | undefined): boolean =>
  requested === undefined || requested === null || (Number.isInteger(requested) && requested >= 1 && requested <= 1000);

/**
 * What an order's status means at the gate. Only a paid order with nothing left to pay admits (the rule
 * of isRevenue, lib/domain/analytics.ts): a pay-on-arrival reservation (reserved, or still awaiting its
 * emailed confirmation) and an old order whose total is due at the desk are sent to the desk to pay
 * first; a cancelled order's tickets are void; money owed back (`refund_due`) or given back at the desk
 * (`refunded`: every ticket cancelled) is a refund; a partly cancelled order's standing tickets admit (its
 * cancelled ones are refused ticket by ticket); an order that never got paid (awaiting payment, failed,
 * expired) admits nobody.
 */
export type OrderStanding = 'admits' | 'payAtDesk' | 'cancelled' | 'refunded' | 'notPaid';

export function orderStanding(status: OrderStatus, dueOnArrival: number): OrderStanding {
  switch (status) {
    case 'paid':
    case 'partially_cancelled':
      return dueOnArrival > 0 ? 'payAtDesk' : 'admits';
    case 'reserved':
    case 'awaiting_confirmation':
      return 'payAtDesk';
    case 'cancelled':
      return 'cancelled';
    case 'refund_due':
    case 'refunded':
      return 'refunded';
    case 'awaiting_payment':
    case 'failed':
    case 'expired':
      return 'notPaid';
  }
}

/** What a scan establishes about a ticket before it rules. */
export interface ScanFacts {
  /** Whether the staff member acts for the ticket's park (mayAct with the park of the ticket's order). */
  mayActAtTicketPark: boolean;
  /** Whether the ticket is for the park the gate is at. */
  atThisPark: boolean;
  standing: OrderStanding;
  people: TicketPeople;
  /** The park's local day of the ticket's session, and today's there ('YYYY-MM-DD'). */
  sessionDay: string;
  today: string;
  /** Whether the session the gate checks in for (if it names one) is the ticket's. */
  sessionMatches: boolean;
  requestedPeople?: number | null;
  /**
   * The gate asks how many of a group are here before admitting any (the scanner does): a scan that names
   * no number, of a ticket with several people left, admits nobody and asks (choosePeople).
   */
  askGroup?: boolean;
  /**
   * The riders' verdict of the ticket (lib/domain/riders.ts ridersVerdict, over its booking's riders of the
   * session); null or absent when its activity asks nothing of its riders.
   */
  riders?: RidersVerdict | null;
}

/** A scan's ruling: the verdict, and for a valid scan how many people come in. */
export type ScanRuling =
  | { verdict: 'valid'; people: number }
  | { verdict: 'choosePeople' }
  | { verdict: 'wrongPark'; detailed: boolean }
  | { verdict: 'cancelled' | 'refunded' | 'notPaid' | 'payAtDesk' | 'alreadyCheckedIn' | 'wrongDay' | 'wrongSession' | 'ridersNotReady' | 'tooManyPeople' | 'invalidPeople' };

/**
 * The gate's rules, in order:
 * 1. Another park's ticket is "not for this park"; to a staff member who does not act for that park,
 *    nothing more is said (not whose it is, nor for what).
 * 2. A dead ticket says why: cancelled, refunded, never paid.
 * 3. A ticket that has admitted all its people is already checked in (the screen says when, by whom),
 *    whatever its day: that answers "why won't it scan" best.
 * 4. Another day's ticket, then another session's, says which it is for.
 * 5. A ticket still to be paid goes to the desk.
 * 6. A ticket whose riders are not all ready (not named, a limit not met, an adult missing, a waiver not
 *    signed) admits nobody: a rider the ride refuses, or who signed no waiver, is never let in
 *    (lib/domain/riders.ts), and no role may wave them through; the gate's kiosk (or the buyer's links)
 *    puts it right, and the next scan admits. Which of them it is, the ticket's riders say.
 * 7. Asking for more people than are left is refused; otherwise it is valid for those people, unless the
 *    gate asks a group's number first (askGroup) and none was given while several are left.
 */
export function ruleOnScan(facts: ScanFacts): ScanRuling {
  if (!facts.mayActAtTicketPark) return { verdict: 'wrongPark', detailed: false };
  if (!facts.atThisPark) return { verdict: 'wrongPark', detailed: true };
  if (facts.standing === 'cancelled' || facts.standing === 'refunded' || facts.standing === 'notPaid') return { verdict: facts.standing };
  const admitted = admission(facts.people, facts.requestedPeople);
  if (!admitted.ok && admitted.reason === 'usedUp') return { verdict: 'alreadyCheckedIn' };
  if (facts.sessionDay !== facts.today) return { verdict: 'wrongDay' };
  if (!facts.sessionMatches) return { verdict: 'wrongSession' };
  if (facts.standing === 'payAtDesk') return { verdict: 'payAtDesk' };
  if (facts.riders && facts.riders !== 'ready') return { verdict: 'ridersNotReady' };
  if (!admitted.ok) return { verdict: admitted.reason === 'tooMany' ? 'tooManyPeople' : 'invalidPeople' };
  if (facts.askGroup && (facts.requestedPeople === undefined || facts.requestedPeople === null) && facts.people.remaining > 1) return { verdict: 'choosePeople' };
  return { verdict: 'valid', people: admitted.people };
}

/** One check-in of a ticket, as the gate and the order page show it. */
export interface CheckInRecord {
  id: string;
  ticketId: string;
  sessionId: string;
  /** How many of the ticket's people it admitted. */
  people: number;
  at: Date;
  /** Who checked them in: the account's name and email (the email kept in the row, should the account go). */
  by: { staffId: string | null; name: string; email: string };
  /** The gate or device it was done at, as the scanner named it; null when it named none. */
  gate: string | null;
  /** Until when it can be undone (two minutes after `at`). */
  undoableUntil: Date;
  undoneAt: Date | null;
  undoneBy: { staffId: string | null; name: string; email: string } | null;
}

/** One rider of a ticket at the gate: their name, age on the park's today, waiver, and what keeps them off. */
export interface RiderAtGate {
  seat: number;
  /** Null: not named yet. */
  name: string | null;
  ageToday: number | null;
  waiver: WaiverState;
  /** Each limit the rider does not meet, as given; a health question's text in the staff member's language. */
  problems: (RiderProblem & { questionText?: string })[];
}

/** A ticket's riders at the gate: the verdict, each rider, and the accompanying-adult rule's shortfall. */
export interface RidersAtGate {
  verdict: RidersVerdict;
  riders: RiderAtGate[];
  adultNeeded: GroupProblem | null;
}

/** The verdicts the gate's kiosk puts right on the spot: a rider to name, a waiver to sign. */
export const kioskMends = (verdict: RidersVerdict): boolean => verdict === 'ridersMissing' || verdict === 'waiverMissing';

/**
 * A ticket as the gate shows it: whose, what, when, which type, how many people, with what extras. Names
 * are in the staff member's language (English where the catalogue has none in it).
 */
export interface TicketAtGate {
  ticketId: string;
  code: string;
  bookingId: string;
  orderStatus: OrderStatus;
  /** The customer's whole name, written as their language writes it. */
  customerName: string;
  park: { id: string; name: string };
  activity: { id: string; title: string };
  session: {
    id: string;
    startsAt: Date;
    /** The start plus the activity's duration; null when the activity has none. */
    endsAt: Date | null;
    /** The park's local day of its start, 'YYYY-MM-DD'. */
    day: string;
    /** The park's time zone, to write the times in. */
    timeZone: string;
  };
  ticketType: { id: string; title: string };
  people: TicketPeople;
  /** The extras of the ticket's order line (a media pack per booking), with their quantities. */
  addOns: { id: string; title: string; quantity: number }[];
  upgrade: { id: string; title: string } | null;
  /** What is still to be paid at the desk; null when nothing is. */
  dueOnArrival: { amount: number; currency: string } | null;
  /** Its riders; null when its activity asks nothing of them. */
  riders: RidersAtGate | null;
}

/**
 * What a scan answers, with everything the gate's screen shows:
 * - `valid`: the check-in made (people admitted now) and the ticket after it;
 * - `alreadyCheckedIn`: its check-ins (newest first: when, by whom, how many);
 * - `wrongDay`, `wrongSession`: the ticket (its `session` says which it is for), and today's day;
 * - `wrongPark`: the ticket, or null when the staff member does not act for its park (nothing is said
 *   of another park's business to someone who does not work there);
 * - `cancelled`, `refunded`, `notPaid`, `payAtDesk` (with `ticket.dueOnArrival`): the ticket;
 * - `ridersNotReady`: its riders are not all ready (`ticket.riders.verdict` says which); nobody admitted;
 * - `tooManyPeople`: fewer people remain than were asked for (`ticket.people.remaining`);
 * - `unknown`: not one of ours: not a ticket's code at all (`malformed`), a signature that does not
 *   match (`forged`; both answered before any database work), or a signed code without a ticket (`notFound`);
 * - `notAllowed`: the staff member may not check in at the park they say they are at;
 * - `invalidPeople`: the number of people asked for is not one (0, negative, a fraction).
 */
export type ScanVerdict =
  | { verdict: 'valid'; ticket: TicketAtGate; checkIn: CheckInRecord }
  | { verdict: 'alreadyCheckedIn'; ticket: TicketAtGate; checkIns: CheckInRecord[] }
  | { verdict: 'wrongDay' | 'wrongSession'; ticket: TicketAtGate; today: string }
  | { verdict: 'wrongPark'; ticket: TicketAtGate | null }
  | { verdict: 'cancelled' | 'refunded' | 'notPaid' | 'payAtDesk' | 'ridersNotReady' | 'tooManyPeople' | 'choosePeople'; ticket: TicketAtGate }
  | { verdict: 'unknown'; reason: 'malformed' | 'forged' | 'notFound' }
  | { verdict: 'notAllowed' }
  | { verdict: 'invalidPeople' };

export type UndoCheckInResult =
  | { ok: true; checkIn: CheckInRecord; ticket: TicketAtGate }
  | { ok: false; reason: 'notFound' | 'notAllowed' | 'alreadyUndone' }
  | { ok: false; reason: 'tooLate'; at: Date; undoableUntil: Date };

/** How many characters of a code read at the gate are shown: a ticket's signed code is 33 (SR1-…). */
export const SHOWN_CODE_LENGTH = 48;

/** Characters that print nothing or move others: controls, line breaks, format marks (a right-to-left override). */
const UNPRINTED = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * A code read at the gate as the screen shows it (an unknown ticket's, so a typo can be seen): each
 * character that would print nothing or reorder the rest shown as '�', and a text longer than
 * SHOWN_CODE_LENGTH characters cut there ("cut", with its whole length). The screen escapes it as text.
 */
export function shownCode(text: string): { text: string; cut: boolean; length: number } {
  const characters = Array.from(text);
  const kept = characters.slice(0, SHOWN_CODE_LENGTH).join('').replace(UNPRINTED, '\uFFFD');
  return { text: kept, cut: characters.length > SHOWN_CODE_LENGTH, length: characters.length };
}
