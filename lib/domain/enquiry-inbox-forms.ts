import { object, string, type InferType } from 'yup';
import type { EnquiryInboxProblemCode } from '@/graphql/generated/staff-operations';
import { isOneLine } from './contact-fields';
import { ENQUIRY_NOTE_MAX, ENQUIRY_REPLY_BODY_MAX, ENQUIRY_REPLY_SUBJECT_MAX } from './enquiry-inbox';

/*
 * The enquiries inbox's two forms (issue #22), run by react-hook-form in the browser and again on the
 * server (lib/server/enquiries/inbox.ts). Messages are keys of locales/<lng>/admin.json.
 */

/**
 * Every problem the staff API answers for these forms (EnquiryInboxProblemCode) and its words: the server
 * turns the schemas' keys into codes, the screen turns codes back into words, both through this list; a
 * new code without words here does not compile.
 */
export const ENQUIRY_INBOX_PROBLEM_KEYS = {
  noteRequired: 'enquiries.validation.noteRequired',
  bodyRequired: 'enquiries.validation.bodyRequired',
  tooLong: 'enquiries.validation.tooLong',
  oneLine: 'enquiries.validation.oneLine',
  failed: 'enquiries.failed',
} as const satisfies Record<EnquiryInboxProblemCode, string>;

export type { EnquiryInboxProblemCode };

/** An internal note: some words, not only spaces. */
export const enquiryNoteSchema = object({
  text: string()
    .transform((value) => value ?? '')
    .trim()
    .required({ key: 'enquiries.validation.noteRequired' })
    .max(ENQUIRY_NOTE_MAX, { key: 'enquiries.validation.tooLong', max: ENQUIRY_NOTE_MAX }),
});

export type EnquiryNoteValues = InferType<typeof enquiryNoteSchema>;

/**
 * A reply: a body of some words, and a subject of one line (a line break in a header would start a new
 * one). An empty subject is the mail's own, in the enquirer's language.
 */
export const enquiryReplySchema = object({
  subject: string()
    .transform((value) => value ?? '')
    .trim()
    .max(ENQUIRY_REPLY_SUBJECT_MAX, { key: 'enquiries.validation.tooLong', max: ENQUIRY_REPLY_SUBJECT_MAX })
    .test('one-line', { key: 'enquiries.validation.oneLine' }, isOneLine)
    .default(''),
  body: string()
    .transform((value) => value ?? '')
    .trim()
    .required({ key: 'enquiries.validation.bodyRequired' })
    .max(ENQUIRY_REPLY_BODY_MAX, { key: 'enquiries.validation.tooLong', max: ENQUIRY_REPLY_BODY_MAX }),
});

export type EnquiryReplyValues = InferType<typeof enquiryReplySchema>;
