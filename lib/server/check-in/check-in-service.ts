import { todayIn } from '@/lib/domain/calendar';
import {
  isPeopleRequest,
  orderStanding,
  ruleOnScan,
  ruleOnUndo,
  ticketPeople,
  undoDeadline,
  type CheckInRecord,
  type RidersAtGate,
  type ScanVerdict,
  type TicketAtGate,
  type TicketPeople,
  type UndoCheckInResult,
} from '@/lib/domain/check-in';
import { personName, textIn, toLanguage, type Language } from '@/lib/domain/language';
import { ageOn, ridersVerdict } from '@/lib/domain/riders';
import { mayAct } from '@/lib/domain/staff-access';
import { loadOrder, verifyScannedTicket, type Executor } from '../orders';
import { db, type Database } from '../platform/db/client';
import { riderSeats, sessionGroupProblems } from '../riders';
import { recordStaffAction, type StaffMember } from '../staff';
import {
  activeCheckInsByCode,
  checkedInPeopleByOrder,
  checkedInPeopleBySession,
  checkInsOfTickets,
  findCheckIn,
  insertCheckIn,
  lockTicketByCode,
  lockTicketById,
  markUndone,
  orderTickets,
  readTicketFacts,
  type TicketFacts,
} from './check-in-repository';

/*
 * Check-in at the gate (issue #22). A scan reads the QR code's signed text, refuses a forged or
 * malformed one before any database work, then, in one transaction holding the ticket row's lock, reads
 * the ticket, rules (lib/domain/check-in.ts) and, when it is valid, records the check-in and its audit
 * entry. Two gates scanning one ticket at once queue on that lock: the second reads the first's check-in
 * and answers "already checked in" (or admits only who is left of a group).
 *
 * Every permission is asked of mayAct with the park of the ticket's order's locale, never a park the
 * client names: the gate's park (`input.parkId`) only says where the scanner stands, so another park's
 * ticket is "not for this park", and to a staff member who does not work there nothing more is said.
 */

export interface ScanInput {
  /** What the camera read or the staff member typed: the ticket's signed code (SR2-… in its QR code, SR1-… typed). */
  text: string;
  /** The park the gate is at (one of the staff member's parks). */
  parkId: string;
  /** The session being checked in, if the gate is checking one in; absent: any session of today. */
  sessionId?: string | null;
  /** How many of the ticket's people come in now (3 of a family pass's 4); absent: all who are left. */
  people?: number | null;
  /** The gate or device, as the scanner names it (kept with the check-in). */
  gate?: string | null;
  /** Ask how many of a group are here (choosePeople) rather than admit all who are left (lib/domain/check-in.ts). */
  askGroup?: boolean;
}

export interface CheckInOptions {
  /** The server's clock: the check-in's time, today's day and the undo window (tests set it). */
  now?: Date;
  database?: Database;
}

/** A ticket of an order with its people and check-ins (undone ones included, newest first): the order page's column. */
export interface TicketCheckIns {
  ticketId: string;
  code: string;
  people: TicketPeople;
  checkIns: CheckInRecord[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Longer than any signed code: not worth a regular expression. */
const MAX_TEXT = 200;
const MAX_GATE = 100;

const admittedBy = (checkIns: readonly CheckInRecord[]): number => checkIns.reduce((sum, checkIn) => sum + (checkIn.undoneAt ? 0 : checkIn.people), 0);

const actorOf = (staff: StaffMember) => ({ staffId: staff.id, email: staff.email });

/**
 * What is still to be paid at the desk for the ticket's order: read through the orders capability (its
 * rule for reservations and for old orders paid through a Blank payment), and only for a status where
 * it matters.
 */
async function dueOnArrival(tx: Executor, facts: TicketFacts): Promise<number> {
  if (!['paid', 'partially_cancelled', 'reserved', 'awaiting_confirmation'].includes(facts.orderStatus)) return 0;
  return (await loadOrder(tx, { id: facts.orderId }))?.dueOnArrival ?? 0;
}

/**
 * The ticket's riders as the gate shows them: each seat's rider with their age on the park's today, and
 * the verdict over its booking's riders of the session (the accompanying-adult rule counts them all, and
 * at the gate no seat still open counts as an adult to come). One read of the booking's seats
 * (lib/server/riders riderSeats). Null when the activity asks nothing of its riders. Park staff's data:
 * never logged.
 */
async function ridersAtGate(tx: Executor, facts: TicketFacts, today: string, language: Language): Promise<RidersAtGate | null> {
  const seats = await riderSeats(tx, { orderId: facts.orderId });
  const own = seats.filter((seat) => seat.ticketId === facts.ticketId);
  if (!own.length) return null;
  const group = sessionGroupProblems(seats, facts.orderId, own[0].sessionId);
  const questions = new Map(own[0].requirements.healthQuestions.map((question) => [question.id, language === 'zh-Hant' ? question.text.zhHant || question.text.en : question.text.en]));
  return {
    verdict: ridersVerdict(
      own.map((seat) => seat.verdict),
      group,
    ),
    riders: own.map((seat) => ({
      seat: seat.seat,
      name: seat.rider?.name ?? null,
      ageToday: seat.rider ? ageOn(seat.rider.dateOfBirth, today) : null,
      waiver: seat.verdict.waiver,
      problems: seat.verdict.problems.map((problem) => ('question' in problem ? { ...problem, questionText: questions.get(problem.question) ?? problem.question } : problem)),
    })),
    adultNeeded: group[0] ?? null,
  };
}

/** The ticket as the gate shows it, titles in the staff member's language. */
function ticketAtGate(facts: TicketFacts, checkIns: readonly CheckInRecord[], due: number, language: Language, riders: RidersAtGate | null): TicketAtGate {
  const orderLanguage = toLanguage(facts.orderLanguage);
  return {
    ticketId: facts.ticketId,
    code: facts.code,
    bookingId: facts.bookingId,
    orderStatus: facts.orderStatus,
    customerName: personName(facts.customer.firstName ?? '', facts.customer.lastName ?? '', orderLanguage),
    park: { id: facts.parkId ?? '', name: facts.parkName ?? '' },
    activity: { id: facts.activityId, title: textIn(facts.activityTexts, language).title },
    session: {
      id: facts.sessionId,
      startsAt: facts.startsAt,
      endsAt: facts.durationMinutes ? new Date(facts.startsAt.getTime() + facts.durationMinutes * 60_000) : null,
      day: todayIn(facts.timeZone, facts.startsAt),
      timeZone: facts.timeZone,
    },
    ticketType: { id: facts.variationId, title: textIn(facts.variationTexts, language).title },
    people: ticketPeople(facts.participants, admittedBy(checkIns)),
    addOns: facts.addOns.map((addOn) => ({ id: addOn.id, title: addOn.texts ? textIn(addOn.texts, language).title : addOn.id, quantity: addOn.quantity })),
    upgrade: facts.upgrade ? { id: facts.upgrade.id, title: textIn(facts.upgrade.texts, language).title } : null,
    dueOnArrival: due > 0 ? { amount: due, currency: facts.currency } : null,
    riders,
  };
}

/**
 * Scans a ticket at the gate and, when it is valid, checks its people in (all who are left, or
 * `input.people` of them), audited in the same transaction. Answers a verdict with everything the
 * gate's screen shows (ScanVerdict, lib/domain/check-in.ts); a refusal changes nothing.
 */
export async function scanTicket(staff: StaffMember, input: ScanInput, { now = new Date(), database = db() }: CheckInOptions = {}): Promise<ScanVerdict> {
  if (!staff.active || !mayAct(staff, 'checkIn', input.parkId)) return { verdict: 'notAllowed' };
  if (!isPeopleRequest(input.people)) return { verdict: 'invalidPeople' };
  // The signature first: a made-up or altered code costs no database work at all.
  const text = typeof input.text === 'string' ? input.text : '';
  const verified = text.length > MAX_TEXT ? ({ ok: false, reason: 'malformed' } as const) : await verifyScannedTicket(text);
  if (!verified.ok) return { verdict: 'unknown', reason: verified.reason };
  const gate = input.gate?.trim().slice(0, MAX_GATE) || null;

  return database.transaction(async (tx): Promise<ScanVerdict> => {
    const ticketId = await lockTicketByCode(tx, verified.code);
    if (!ticketId) return { verdict: 'unknown', reason: 'notFound' };
    const facts = await readTicketFacts(tx, ticketId);
    if (!facts) return { verdict: 'unknown', reason: 'notFound' };
    const mayActAtTicketPark = mayAct(staff, 'checkIn', facts.parkId);
    // Rule 1 (ruleOnScan): another park's ticket to someone who does not work there is answered before
    // anything more of it is read.
    if (!mayActAtTicketPark) return { verdict: 'wrongPark', ticket: null };
    const checkIns = await checkInsOfTickets(tx, [ticketId]);
    const due = await dueOnArrival(tx, facts);
    const people = ticketPeople(facts.participants, admittedBy(checkIns));
    const today = todayIn(facts.timeZone, now);
    const riders = await ridersAtGate(tx, facts, today, staff.language);
    const ruling = ruleOnScan({
      mayActAtTicketPark,
      atThisPark: facts.parkId === input.parkId,
      standing: facts.cancelled ? 'cancelled' : orderStanding(facts.orderStatus, due),
      people,
      sessionDay: todayIn(facts.timeZone, facts.startsAt),
      today,
      sessionMatches: !input.sessionId || input.sessionId === facts.sessionId,
      requestedPeople: input.people,
      askGroup: input.askGroup,
      riders: riders?.verdict ?? null,
    });
    const ticket = ticketAtGate(facts, checkIns, due, staff.language, riders);
    switch (ruling.verdict) {
      case 'wrongPark':
        return { verdict: 'wrongPark', ticket: ruling.detailed ? ticket : null };
      case 'alreadyCheckedIn':
        return { verdict: 'alreadyCheckedIn', ticket, checkIns: checkIns.filter((checkIn) => !checkIn.undoneAt) };
      case 'wrongDay':
      case 'wrongSession':
        return { verdict: ruling.verdict, ticket, today };
      case 'invalidPeople':
        return { verdict: 'invalidPeople' };
      case 'valid':
        break;
      default:
        return { verdict: ruling.verdict, ticket };
    }

    const checkInId = await insertCheckIn(tx, { ticketId, sessionId: facts.sessionId, people: ruling.people, at: now, staff, gate });
    const admitted = people.admitted + ruling.people;
    await recordStaffAction(tx, {
      actor: actorOf(staff),
      action: 'ticket.checkIn',
      subject: `order:${facts.bookingId}`,
      parkId: facts.parkId,
      before: { ticket: facts.code, admitted: people.admitted, of: people.total },
      after: { ticket: facts.code, checkInId, people: ruling.people, admitted, of: people.total, sessionId: facts.sessionId, gate },
    });
    const checkIn: CheckInRecord = {
      id: checkInId,
      ticketId,
      sessionId: facts.sessionId,
      people: ruling.people,
      at: now,
      by: { staffId: staff.id, name: staff.displayName, email: staff.email },
      gate,
      undoableUntil: undoDeadline(now),
      undoneAt: null,
      undoneBy: null,
    };
    return { verdict: 'valid', ticket: { ...ticket, people: ticketPeople(facts.participants, admitted) }, checkIn };
  });
}

/**
 * Takes a check-in back (a mistaken scan, the wrong number of people): within two minutes of it by the
 * server's clock, by a staff member who may undo check-ins at the ticket's park, once; audited in the
 * same transaction. The row stays, marked undone, and its people may come in again.
 */
export async function undoCheckIn(staff: StaffMember, checkInId: string, { now = new Date(), database = db() }: CheckInOptions = {}): Promise<UndoCheckInResult> {
  if (!UUID.test(checkInId)) return { ok: false, reason: 'notFound' };
  if (!staff.active) return { ok: false, reason: 'notAllowed' };
  return database.transaction(async (tx): Promise<UndoCheckInResult> => {
    const found = await findCheckIn(tx, checkInId);
    if (!found) return { ok: false, reason: 'notFound' };
    // The ticket's lock, as a scan takes it: an undo and a scan of one ticket never interleave.
    await lockTicketById(tx, found.ticketId);
    const facts = await readTicketFacts(tx, found.ticketId);
    if (!facts || !mayAct(staff, 'undoCheckIn', facts.parkId)) return { ok: false, reason: 'notAllowed' };
    // Read again under the lock: another undo of it may have come first.
    const checkIn = (await findCheckIn(tx, checkInId))!;
    const ruling = ruleOnUndo(checkIn, now);
    if (!ruling.ok) return ruling.reason === 'tooLate' ? { ok: false, reason: 'tooLate', at: checkIn.at, undoableUntil: checkIn.undoableUntil } : { ok: false, reason: ruling.reason };
    if (!(await markUndone(tx, checkInId, now, staff))) return { ok: false, reason: 'alreadyUndone' };
    const checkIns = await checkInsOfTickets(tx, [found.ticketId]);
    const ticket = ticketAtGate(facts, checkIns, await dueOnArrival(tx, facts), staff.language, await ridersAtGate(tx, facts, todayIn(facts.timeZone, now), staff.language));
    await recordStaffAction(tx, {
      actor: actorOf(staff),
      action: 'ticket.undoCheckIn',
      subject: `order:${facts.bookingId}`,
      parkId: facts.parkId,
      before: { ticket: facts.code, checkInId, people: checkIn.people, at: checkIn.at.toISOString(), by: checkIn.by.email, admitted: ticket.people.admitted + checkIn.people },
      after: { ticket: facts.code, checkInId, admitted: ticket.people.admitted, of: ticket.people.total },
    });
    return { ok: true, checkIn: checkIns.find((record) => record.id === checkInId)!, ticket };
  });
}

/**
 * Who has come in, for the day sheet (people per session, per order of a session) and the order desk (a
 * ticket's check-ins). Plain reads: each asks its own permission for the park first (readDaySheet, lookUp).
 */
export const checkedInPeople = {
  /**
   * The order desk's: check-ins (not undone) of tickets by their codes, newest first. An action on the
   * tickets passes its own transaction, which holds the tickets' locks a scan takes (lockTicketsForChange).
   */
  byTicketCode: (codes: readonly string[], database: Pick<Database, 'execute'> = db()) => activeCheckInsByCode(database, codes),
  bySession: (sessionIds: readonly string[], database: Database = db()) => checkedInPeopleBySession(database, sessionIds),
  byOrder: (sessionId: string, database: Database = db()) => checkedInPeopleByOrder(database, sessionId),
};

/**
 * An order's tickets with their people and check-ins (the order page). Null when there is no such order
 * or the staff member may not look up its park's orders.
 */
export async function orderCheckIns(staff: StaffMember, orderId: string, { database = db() }: CheckInOptions = {}): Promise<TicketCheckIns[] | null> {
  if (!UUID.test(orderId) || !staff.active) return null;
  const order = await orderTickets(database, orderId);
  if (!order || !mayAct(staff, 'lookUp', order.parkId)) return null;
  const checkIns = await checkInsOfTickets(database, order.tickets.map((ticket) => ticket.ticketId));
  return order.tickets.map((ticket) => {
    const own = checkIns.filter((checkIn) => checkIn.ticketId === ticket.ticketId);
    return { ticketId: ticket.ticketId, code: ticket.code, people: ticketPeople(ticket.participants, admittedBy(own)), checkIns: own };
  });
}
