/** Mail: the transactional outbox, its worker, the templates, and the development mailbox. */
export { deleteMailOfKind, enqueueMail, startMailWorker } from './outbox';
export type { EnquiryEmailView } from './enquiry-layout';
export type { StaffSignInLinkView } from './staff-sign-in-link';
export type { GiftCardEmailView, GiftVoucherView, OrderEmailView, ReservationRequestView } from './types';
export { listMail, mailboxAvailable, readMail } from './mailbox';
export { MAIL_FILE_NAME, mailDirectory } from './transport';
