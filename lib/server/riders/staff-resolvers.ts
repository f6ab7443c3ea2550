import { toLanguage } from '@/lib/domain/language';
import type { Resolvers, StaffWaiver as StaffWaiverOut, WaiverRefused, WaiverTextVersion as WaiverTextVersionOut } from '@/graphql/generated/staff-resolvers';
import { ridersVerdict } from '@/lib/domain/riders';
import { catalogueTitles } from '../orders';
import { forbidden } from '../staff';
import { kioskBooking, kioskRiderLink } from './kiosk';
import { sessionGroupProblems } from './rider-seats';
import { parkSignatures, signatureView } from './signature-desk';
import { createWaiver, saveWaiverText, waiverDesk, type DeskOutcome, type StaffWaiver, type WaiverVersionRecord } from './waiver-desk';

const versionOut = (version: WaiverVersionRecord): WaiverTextVersionOut => ({ ...version, createdAt: version.createdAt.toISOString() });

const waiverOut = (waiver: StaffWaiver): StaffWaiverOut => ({
  ...waiver,
  createdAt: waiver.createdAt.toISOString(),
  texts: waiver.texts.map((texts) => ({ language: texts.language, versions: texts.versions.map(versionOut) })),
});

/** A change's answer (staff.graphql's unions): its success member, or why nothing changed; not allowed is FORBIDDEN. */
function answer<T, S>(outcome: DeskOutcome<T>, done: (value: T) => S): S | WaiverRefused {
  if (outcome.kind === 'forbidden') throw forbidden();
  if (outcome.kind === 'refused') return { __typename: 'WaiverRefused', problem: outcome.problem };
  return done(outcome);
}

/** The waiver desk and signed waivers (staff.graphql); permissions are the services'. */
export const riderStaffResolvers: Resolvers = {
  Query: {
    waiverDesk: async (_parent, { parkId }, { staff }) => {
      const desk = await waiverDesk(staff, parkId);
      if (!desk) throw forbidden();
      return { ...desk, waivers: desk.waivers.map(waiverOut) };
    },
    waiverSignatures: async (_parent, { parkId, search, before, limit }, { staff }) => {
      const rows = await parkSignatures(staff, { parkId, search, before: before ? new Date(before) : null, limit });
      if (!rows) throw forbidden();
      return rows.map((row) => ({ ...row, signedAt: row.signedAt.toISOString() }));
    },
    waiverSignature: async (_parent, { id }, { staff }) => {
      const view = await signatureView(staff, id);
      if (!view) throw forbidden();
      return { ...view, text: versionOut(view.text), signedAt: view.signedAt.toISOString() };
    },
    kioskBooking: async (_parent, { text }, { staff }) => {
      const found = await kioskBooking(staff, text);
      if (!found.ok) return null;
      const titles = await catalogueTitles(toLanguage(staff.language));
      return {
        bookingId: found.bookingId,
        seats: found.seats.map((seat, index) => ({
          ticketCode: seat.ticketCode,
          seat: seat.seat,
          number: index + 1,
          activityTitle: titles.activity(seat.activityId),
          startsAt: seat.startsAt.toISOString(),
          timeZone: seat.timeZone,
          riderName: seat.rider?.name ?? null,
          verdict: ridersVerdict([seat.verdict], sessionGroupProblems(found.seats, seat.orderId, seat.sessionId)),
        })),
      };
    },
  },
  Mutation: {
    kioskRiderLink: async (_parent, seat, { staff }) => {
      const link = await kioskRiderLink(staff, seat);
      return link.ok ? { __typename: 'KioskRiderLink', url: link.url, expiresAt: link.expiresAt.toISOString() } : { __typename: 'KioskRefused', problem: link.code };
    },
    createWaiver: async (_parent, { parkId, name }, { staff }) => answer(await createWaiver(staff, parkId, name), ({ waiver }) => ({ __typename: 'WaiverCreated' as const, waiver: waiverOut(waiver) })),
    saveWaiverText: async (_parent, { waiverId, language, basedOnVersion, title, body }, { staff }) =>
      answer(await saveWaiverText(staff, { waiverId, language, basedOnVersion, title, body }), ({ waiver, version, unchanged }) => ({
        __typename: 'WaiverTextSaved' as const,
        waiver: waiverOut(waiver),
        version: versionOut(version),
        unchanged,
      })),
  },
};
