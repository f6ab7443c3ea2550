import { GraphQLError } from 'graphql';
import type { CheckIn, GateRiders, GateTicket, Resolvers } from '@/graphql/generated/staff-resolvers';
import { kioskMends, type CheckInRecord, type RidersAtGate, type TicketAtGate } from '@/lib/domain/check-in';
import { kioskPath } from '@/lib/domain/paths';
import { forbidden } from '../staff';
import { scanTicket, undoCheckIn } from './check-in-service';
import { scannerDay, syncOfflineCheckIns } from './offline-service';

/** A ticket's riders as the gate's screen reads them; the kiosk's link when it mends the verdict. */
const gateRiders = (riders: RidersAtGate, bookingId: string): GateRiders => ({
  verdict: riders.verdict,
  riders: riders.riders.map((rider) => ({
    seat: rider.seat,
    name: rider.name,
    ageToday: rider.ageToday,
    waiver: rider.waiver,
    problems: rider.problems.map((problem) => ({ code: problem.code, limit: 'limit' in problem ? problem.limit : null, question: problem.questionText ?? null })),
  })),
  adultNeeded: riders.adultNeeded && {
    children: riders.adultNeeded.children,
    adults: riders.adultNeeded.adults,
    adultsNeeded: riders.adultNeeded.adultsNeeded,
    underAge: riders.adultNeeded.rule.underAge,
    adultAge: riders.adultNeeded.rule.adultAge,
  },
  kioskPath: kioskMends(riders.verdict) ? kioskPath(bookingId) : null,
});

/** A ticket as the gate's screen reads it. */
const gateTicket = (ticket: TicketAtGate): GateTicket => ({
  ticketId: ticket.ticketId,
  code: ticket.code,
  bookingId: ticket.bookingId,
  customerName: ticket.customerName,
  parkName: ticket.park.name,
  activityTitle: ticket.activity.title,
  sessionId: ticket.session.id,
  sessionStartsAt: ticket.session.startsAt.toISOString(),
  sessionEndsAt: ticket.session.endsAt?.toISOString() ?? null,
  sessionDay: ticket.session.day,
  timeZone: ticket.session.timeZone,
  ticketType: ticket.ticketType.title,
  people: ticket.people,
  addOns: ticket.addOns.map(({ title, quantity }) => ({ title, quantity })),
  upgrade: ticket.upgrade?.title ?? null,
  dueOnArrival: ticket.dueOnArrival?.amount ?? null,
  currency: ticket.dueOnArrival?.currency ?? null,
  riders: ticket.riders && gateRiders(ticket.riders, ticket.bookingId),
});

export const checkInView = (checkIn: CheckInRecord): CheckIn => ({
  id: checkIn.id,
  people: checkIn.people,
  at: checkIn.at.toISOString(),
  byName: checkIn.by.name,
  byEmail: checkIn.by.email,
  gate: checkIn.gate,
  undoableUntil: checkIn.undoableUntil.toISOString(),
  undoneAt: checkIn.undoneAt?.toISOString() ?? null,
});

/**
 * The gate's API (issue #22): a scan and its undo. Permissions are the service's: the ticket's own park
 * (lib/server/check-in/check-in-service.ts), and every refusal is a verdict the screen shows, not an error.
 */
export const checkInResolvers: Resolvers = {
  Query: {
    scannerDay: async (_parent, { parkId }, { staff }) => {
      const day = await scannerDay(staff, parkId);
      if (!day) throw forbidden();
      return { ...day, generatedAt: day.generatedAt.toISOString(), tickets: day.tickets.map((ticket) => ({ ...ticket, startsAt: ticket.startsAt.toISOString() })) };
    },
  },
  Mutation: {
    syncOfflineCheckIns: async (_parent, { input }, { staff }) => {
      const result = await syncOfflineCheckIns(staff, {
        parkId: input.parkId,
        device: input.device,
        gate: input.gate ?? null,
        checkIns: input.checkIns.map((scan) => ({ id: scan.id, code: scan.code, people: scan.people, at: new Date(scan.at) })),
      });
      if (!result.ok) throw result.reason === 'notAllowed' ? forbidden() : new GraphQLError('Not a valid sync', { extensions: { code: 'BAD_USER_INPUT' } });
      return { applied: result.applied, duplicates: result.duplicates, conflicts: result.conflicts };
    },
    scanTicket: async (_parent, { input }, { staff }) => {
      // The scanner always asks a group's number first: a tap says how many are at the gate.
      const result = await scanTicket(staff, { text: input.code, parkId: input.parkId, sessionId: input.sessionId, people: input.people, gate: input.gate, askGroup: true });
      return {
        verdict: result.verdict,
        reason: result.verdict === 'unknown' ? result.reason : null,
        ticket: 'ticket' in result && result.ticket ? gateTicket(result.ticket) : null,
        checkIn: result.verdict === 'valid' ? checkInView(result.checkIn) : null,
        checkIns: result.verdict === 'alreadyCheckedIn' ? result.checkIns.map(checkInView) : null,
        today: 'today' in result ? result.today : null,
      };
    },
    undoCheckIn: async (_parent, { checkInId }, { staff }) => {
      const result = await undoCheckIn(staff, checkInId);
      if (!result.ok) return { __typename: 'UndoCheckInRefused', problem: result.reason };
      return { __typename: 'CheckInUndone', checkIn: checkInView(result.checkIn), ticket: gateTicket(result.ticket) };
    },
  },
};
