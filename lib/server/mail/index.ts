/** Mail: the transactional outbox, its worker, the templates, and the development mailbox. */
export { deleteMailOfKind, enqueueMail, mailSentAt, orderMail, startMailWorker } from './outbox';
export type { OrderMailRecord } from './outbox';
export type { EnquiryEmailView } from './enquiry-layout';
export { enquiryReplySubject } from './enquiry-reply';
export type { EnquiryReplyView } from './enquiry-reply';
export type { StaffSignInLinkView } from './staff-sign-in-link';
export type { GiftCardEmailView, GiftVoucherView, OrderEmailView, OrderUpdateEmailView, ReservationRequestView, SessionClosureEmailView, WaitingListOfferView } from './types';
export { listMail, mailboxAvailable, readMail } from './mailbox';
export { MAIL_FILE_NAME, mailDirectory } from './transport';
