/** Mail: the transactional outbox, its worker, the templates, and the development mailbox. */
export { deleteMailOfKind, enqueueMail, enqueueMailWith, mailSentAt, orderMail, startMailWorker, type QueuedMail } from './outbox';
export type { MailKind, OrderMailRecord } from './outbox';
export type { EnquiryEmailView } from './enquiry-layout';
export { enquiryReplySubject } from './enquiry-reply';
export type { EnquiryReplyView } from './enquiry-reply';
export type { StaffSignInLinkView } from './staff-sign-in-link';
export type { BookingLinksEmailView, BookingMailHeader, BookingMailLinks, BookingTicketsEmailView, GiftCardEmailView, GiftVoucherView, GroupBalanceView, GroupInvoiceView, GroupOverdueView, OrderEmailView, OrderUpdateEmailView, ReservationReleasedView, ReservationRequestView, RidersReminderView, SessionClosureEmailView, WaitingListConfirmView, WaitingListOfferView, WaiverCopyEmailView } from './types';
export { listMail, mailboxAvailable, readMail, MAILBOX_SEARCH_MAX } from './mailbox';
export { MAIL_FILE_NAME, mailDirectory } from './transport';
// The booking's documents (lib/server/booking-documents) say the mail's words and draw the mail's QR codes.
export { labelled, listIn, mailFormats, mailT } from './translate';
export type { MailT } from './translate';
export { qrPng } from './qr-png';
