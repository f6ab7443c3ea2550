/*
 * The events team's inbox of venue-hire enquiries in the back office (issue #22): where each enquiry
 * stands, the team's notes on it, and the replies emailed from it. The forms' rules are in
 * enquiry-inbox-forms.ts (yup, which the inbox's list does not need to load).
 */

/** new: nobody has answered; replied: answered from the inbox; won or lost: how it ended. */
export const ENQUIRY_STATUSES = ['new', 'replied', 'won', 'lost'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const isEnquiryStatus = (value: unknown): value is EnquiryStatus => (ENQUIRY_STATUSES as readonly unknown[]).includes(value);

/** A reply moves a new enquiry on to replied; one already further along keeps its status. */
export const statusAfterReply = (status: EnquiryStatus): EnquiryStatus => (status === 'new' ? 'replied' : status);

export const ENQUIRY_NOTE_MAX = 2000;
export const ENQUIRY_REPLY_SUBJECT_MAX = 200;
export const ENQUIRY_REPLY_BODY_MAX = 10_000;
/** The longest search the inbox takes: a name, an address or a phone number. */
export const ENQUIRY_SEARCH_MAX = 100;
/** Enquiries per page of the inbox, at most. */
export const ENQUIRY_PAGE_MAX = 100;
