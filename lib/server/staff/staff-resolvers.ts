import { GraphQLError } from 'graphql';
import type { Resolvers, StaffMe } from '@/graphql/generated/staff-resolvers';
import { ROLE_ACTIONS } from '@/lib/domain/staff-access';
import { parkViews, setStaffLanguage, type StaffMember } from './accounts';

async function me(member: StaffMember): Promise<StaffMe> {
  return {
    email: member.email,
    displayName: member.displayName,
    language: member.language,
    role: member.role,
    parks: await parkViews(member.parks),
    actions: [...ROLE_ACTIONS[member.role]],
  };
}

/** The back office API's own fields: who is signed in, and their language. */
export const staffAccountResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, { staff }) => me(staff),
  },
  Mutation: {
    setMyLanguage: async (_parent, { language }, { staff }) => {
      if (!(await setStaffLanguage(staff, language))) throw new GraphQLError('Unknown language', { extensions: { code: 'BAD_USER_INPUT' } });
      return me({ ...staff, language: language as StaffMember['language'] });
    },
  },
};
