import { GraphQLError } from 'graphql';
import type { Resolvers } from '@/graphql/generated/staff-resolvers';
import { daySheetCsvPath, manifestCsvPath } from '@/lib/domain/day-sheet';
import { forbidden } from '../staff';
import { readDaySheet, readSessionManifest, type Refusal } from './day-sheet-service';

const refused = ({ code }: Refusal): GraphQLError =>
  code === 'forbidden' ? forbidden() : new GraphQLError('Not a calendar day (YYYY-MM-DD)', { extensions: { code: 'BAD_USER_INPUT' } });

/** The day sheet's fields of the back office API (readDaySheet, for the park of what is read). */
export const daySheetResolvers: Resolvers = {
  Query: {
    daySheet: async (_parent, { parkId, date }, { staff }) => {
      const now = new Date();
      const read = await readDaySheet(staff, parkId, date, { now });
      if (!read.ok) throw refused(read);
      const conflicts = read.sheet.conflicts.map((conflict) => ({
        ...conflict,
        scannedAt: conflict.scannedAt.toISOString(),
        syncedAt: conflict.syncedAt.toISOString(),
        others: conflict.others.map((other) => ({ ...other, at: other.at.toISOString() })),
      }));
      return { ...read.sheet, conflicts, csvPath: daySheetCsvPath(parkId, date), readAt: now.toISOString() };
    },
    sessionManifest: async (_parent, { sessionId }, { staff }) => {
      const read = await readSessionManifest(staff, sessionId);
      if (!read.ok) throw refused(read);
      const bookings = read.manifest.bookings.map((booking) => ({
        ...booking,
        riders: booking.riders && {
          verdict: booking.riders.verdict,
          riders: booking.riders.riders.map((rider) => ({
            ...rider,
            problems: rider.problems.map((problem) => ({ code: problem.code, limit: 'limit' in problem ? problem.limit : null, question: problem.questionText ?? null })),
          })),
        },
      }));
      return { ...read.manifest, bookings, csvPath: manifestCsvPath(read.manifest.session.id) };
    },
  },
};
