import type { ResourceResult, Resolvers } from '@/graphql/generated/staff-resolvers';
import { forbidden } from '../staff';
import { readResources, saveResource, setResourceDay, type ResourceOutcome } from './resource-desk';

const answer = (outcome: ResourceOutcome): ResourceResult => {
  switch (outcome.kind) {
    case 'forbidden':
      throw forbidden();
    case 'refused':
      return { __typename: 'ResourceRefused', problem: outcome.problem };
    case 'short':
      return { __typename: 'ResourceShort', sessions: outcome.sessions };
    case 'saved':
      return { __typename: 'ResourceSaved', resource: outcome.resource };
  }
};

/** Resources (manageSchedules, for the resource's own park). */
export const resourceResolvers: Resolvers = {
  Query: {
    resources: async (_parent, { parkId }, { staff }) => {
      const read = await readResources(staff, parkId);
      if (!read) throw forbidden();
      return read;
    },
  },
  Mutation: {
    saveResource: async (_parent, { input, confirmShort }, { staff }) => answer(await saveResource(staff, { ...input, confirmShort })),
    setResourceDay: async (_parent, { resourceId, date, count, note, confirmShort }, { staff }) =>
      answer(await setResourceDay(staff, { resourceId, date, count: count ?? null, note: note ?? null, confirmShort })),
  },
};
