import type { Resolvers, ResellerResult as ResellerAnswer, StaffReseller } from '@/graphql/generated/staff-resolvers';
import { forbidden } from '../staff';
import { makeReseller, resellerDesk, revokeReseller, type ResellerResult, type ResellerView } from './reseller-desk';

const resellerView = (reseller: ResellerView): StaffReseller => ({ ...reseller, createdAt: reseller.createdAt.toISOString(), revokedAt: reseller.revokedAt?.toISOString() ?? null });

/**
 * A reseller not the member's is FORBIDDEN, whatever the reason (no such reseller, another park's, not an
 * owner): nothing else is said. Any other refusal is the form's problems.
 */
function answer(result: ResellerResult): ResellerAnswer {
  if (result.kind === 'forbidden') throw forbidden();
  if (result.kind === 'problems') return { __typename: 'ResellerFormRefused', problems: result.problems };
  return { __typename: 'ResellerSaved', reseller: resellerView(result.reseller), key: result.key };
}

/** The back office's resellers desk; permissions are the service's (reseller-desk.ts). */
export const resellerResolvers: Resolvers = {
  Query: {
    resellers: async (_parent, { parkId }, { staff }) => {
      const desk = await resellerDesk(staff, parkId);
      if (!desk) throw forbidden();
      return { ...desk, resellers: desk.resellers.map(resellerView) };
    },
  },
  Mutation: {
    makeReseller: async (_parent, { parkId, input }, { staff }) => answer(await makeReseller(staff, parkId, input)),
    revokeReseller: async (_parent, { id }, { staff }) => answer(await revokeReseller(staff, id)),
  },
};
