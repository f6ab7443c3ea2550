import type { Resolvers, ScheduleResult } from '@/graphql/generated/staff-resolvers';
import { forbidden } from '../staff';
import { addSchedule, readSchedules, setSessionCapacity, updateSchedule, type ScheduleOutcome } from './schedule-service';

/** An activity or session not the member's is FORBIDDEN; any other refusal is the form's problems. */
const answer = (outcome: ScheduleOutcome): ScheduleResult => {
  if (!outcome.ok) throw forbidden();
  // The service names an id exactly when nothing refused the change.
  if (outcome.problems.length || !outcome.id) return { __typename: 'ScheduleFormRefused', problems: outcome.problems };
  return { __typename: 'ScheduleSaved', id: outcome.id };
};

/** Patterns, one-offs and a session's capacity (manageSchedules, for the activity's own park). */
export const scheduleResolvers: Resolvers = {
  Query: {
    schedules: async (_parent, { parkId }, { staff }) => {
      const read = await readSchedules(staff, parkId);
      if (!read.ok) throw forbidden();
      return { park: read.park, activities: read.activities };
    },
  },
  Mutation: {
    addSchedule: async (_parent, { activityId, pattern, oneOff, idempotencyKey }, { staff }) => answer(await addSchedule(staff, { activityId, pattern, oneOff, idempotencyKey })),
    updateSchedule: async (_parent, { scheduleId, pattern, oneOff }, { staff }) => answer(await updateSchedule(staff, { scheduleId, pattern, oneOff })),
    endSchedule: async (_parent, { scheduleId, endsOn }, { staff }) => answer(await updateSchedule(staff, { scheduleId, endsOn })),
    setSessionCapacity: async (_parent, { sessionId, capacity }, { staff }) => answer(await setSessionCapacity(staff, { sessionId, capacity })),
  },
};
