import { GraphQLError } from 'graphql';
import type { ClosureResult, Resolvers } from '@/graphql/generated/staff-resolvers';
import { forbidden } from '../staff';
import { closeSessions, readSchedule, reopenSessions, type ClosureOutcome } from './closure-service';

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** Sessions not the member's are FORBIDDEN and a malformed key is bad input; a rule's refusal is ClosureRefused. */
const answer = (outcome: ClosureOutcome): ClosureResult => {
  if (!outcome.ok) throw outcome.code === 'forbidden' ? forbidden() : badInput('Not an idempotency key');
  if (outcome.problem) return { __typename: 'ClosureRefused', problem: outcome.problem };
  return { __typename: 'SessionsChanged', changed: outcome.changed, mailed: outcome.mailed };
};

/** Closing and reopening sessions (manageSchedules, for the sessions' own park). */
export const closureResolvers: Resolvers = {
  Query: {
    schedule: async (_parent, { parkId, date }, { staff }) => {
      const read = await readSchedule(staff, parkId, date);
      if (!read.ok) throw read.code === 'forbidden' ? forbidden() : badInput('Not a calendar day (YYYY-MM-DD)');
      return read.schedule;
    },
  },
  Mutation: {
    closeSessions: async (_parent, { sessionIds, reason, idempotencyKey }, { staff }) => answer(await closeSessions(staff, { sessionIds, reason, idempotencyKey })),
    reopenSessions: async (_parent, { sessionIds, idempotencyKey }, { staff }) => answer(await reopenSessions(staff, { sessionIds, idempotencyKey })),
  },
};
