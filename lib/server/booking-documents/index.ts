/**
 * A booking's documents (issue #24, the visitor's "My booking" page): its tickets as a PDF, its sessions as
 * an .ics file and as Google Calendar links. Pure of the database: the caller fills a BookingDocument from
 * an order (the QR texts from lib/server/orders `ticketQrText`).
 */
export { bookingIcs, calendarEvents, googleCalendarUrl } from './calendar';
export { ticketsPdf } from './tickets-pdf';
export type { BookingDocument, BookingTicket, CalendarEvent } from './types';
