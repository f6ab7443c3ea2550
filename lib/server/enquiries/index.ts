/** Enquiries: the venue-hire enquiry form, its checks and its two emails; the back office's inbox of them. */
export { enquiryFormOf, sendEnquiry } from './enquiry-service';
export type { EnquiryRequest, EnquiryResult } from './enquiry-service';
export { addEnquiryNote, enquiryTrail, findEnquiry, listEnquiries, notesOf, repliesOf, replyToEnquiry, setEnquiryStatus } from './inbox';
export type { EnquiryChange, EnquiryPage, EnquiryQuery, EnquiryRecord, ReplyRequest } from './inbox';
