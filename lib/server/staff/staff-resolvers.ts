import { GraphQLError } from 'graphql';
import type { Resolvers, StaffMe } from '@/graphql/generated/staff-resolvers';
import { ROLE_ACTIONS } from '@/lib/domain/staff-access';
import { parkViews, setStaffLanguage, type StaffMember } from './accounts';
import { searchAudit } from './audit';
import { allow } from './context';
import { passkeysOf, removePasskey } from './passkeys';

const AUDIT_PAGE = 100;

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

const json = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

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

/** The back office API's own fields: who is signed in, their language, and their passkeys. */
export const staffAccountResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, { staff }) => me(staff),
    auditEntries: async (_parent, { actor, subject, before, limit }, context) => {
      allow(context, 'readAudit', null);
      const entries = await searchAudit({ actor, subject, before: before ? new Date(before) : null, limit: Math.min(Math.max(limit ?? 50, 1), AUDIT_PAGE) });
      return entries.map((entry) => ({ ...entry, at: entry.at.toISOString(), before: json(entry.before), after: json(entry.after) }));
    },
    myPasskeys: async (_parent, _args, { staff }) =>
      (await passkeysOf(staff)).map((passkey) => ({ id: passkey.id, name: passkey.name, createdAt: passkey.createdAt.toISOString(), lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null })),
  },
  Mutation: {
    setMyLanguage: async (_parent, { language }, { staff }) => {
      if (!(await setStaffLanguage(staff, language))) throw badInput('Unknown language');
      return me({ ...staff, language: language as StaffMember['language'] });
    },
    removeMyPasskey: (_parent, { id }, { staff }) => removePasskey(staff, id),
  },
};
