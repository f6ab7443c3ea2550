/**
 * A booking's documents (the visitor's "My booking" page): its tickets as a PDF, its sessions as an .ics
 * file and as Google Calendar links; and a signed waiver as its signer's PDF copy. Pure of the database:
 * the caller fills a BookingDocument from an order (the QR texts from lib/server/orders `ticketQrText`), a
 * WaiverDocument from a signature (lib/server/riders).
 */
export { bookingIcs, calendarEvents, googleCalendarUrl } from './calendar';
export { ticketsPdf } from './tickets-pdf';
export type { BookingDocument, BookingTicket, CalendarEvent, InvoiceDocument, WaiverDocument } from './types';
export { invoicePdf } from './invoice-pdf';
export { waiverPdf } from './waiver-pdf';
// The same words and park times for a ticket's wallet pass (lib/server/wallet).
export { documentWords } from './words';
