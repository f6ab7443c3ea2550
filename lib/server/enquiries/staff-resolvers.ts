import type { Resolvers, ResolversTypes } from '@/graphql/generated/staff-resolvers';
import type { AuditRecord } from '../staff';
import { addEnquiryNote, defaultReplySubject, enquiryTrail, findEnquiry, listEnquiries, notesOf, repliesOf, replyToEnquiry, setEnquiryStatus, type EnquiryChange } from './inbox';

const json = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));
const auditEntry = (entry: AuditRecord) => ({ ...entry, at: entry.at.toISOString(), before: json(entry.before), after: json(entry.after) });

const change = (result: EnquiryChange): ResolversTypes['EnquiryChangeResult'] =>
  result.ok ? { __typename: 'EnquiryChanged', enquiry: result.enquiry } : { __typename: 'EnquiryFormRefused', problems: result.problems };

/**
 * The enquiries inbox of the back office's API (issue #22). Permissions are the service's
 * (lib/server/enquiries/inbox.ts): the enquiry's own park, else FORBIDDEN. An Enquiry's notes, replies
 * and trail are read only when asked for, for an enquiry the service has already allowed.
 */
export const enquiryInboxResolvers: Resolvers = {
  Query: {
    enquiries: (_parent, args, context) => listEnquiries(context, args),
    enquiry: (_parent, { id }, context) => findEnquiry(context, id),
  },
  Mutation: {
    setEnquiryStatus: async (_parent, { id, status }, context) => change(await setEnquiryStatus(context, id, status)),
    addEnquiryNote: async (_parent, { id, text }, context) => change(await addEnquiryNote(context, id, text)),
    replyToEnquiry: async (_parent, { id, subject, body, idempotencyKey }, context) => change(await replyToEnquiry(context, id, { subject, body, idempotencyKey })),
  },
  Enquiry: {
    receivedAt: (enquiry) => enquiry.receivedAt.toISOString(),
    replySubject: (enquiry) => defaultReplySubject(enquiry),
    notes: async (enquiry) => (await notesOf(enquiry.id)).map((note) => ({ ...note, at: note.at.toISOString() })),
    replies: async (enquiry) => (await repliesOf(enquiry.id)).map((reply) => ({ ...reply, at: reply.at.toISOString(), sentAt: reply.sentAt?.toISOString() ?? null })),
    auditTrail: async (enquiry) => (await enquiryTrail(enquiry.id)).map(auditEntry),
  },
};
