/**
 * Check-in at the gate (issue #22): a scan of a ticket's signed QR code answers a verdict and, when it
 * is valid, admits its people (a group ticket partly if asked), atomically and audited; a check-in can
 * be undone for two minutes. The rules are lib/domain/check-in.ts; the table is ticket_check_ins.
 */
export { checkedInPeople, orderCheckIns, scanTicket, undoCheckIn } from './check-in-service';
export type { CheckInOptions, ScanInput, TicketCheckIns } from './check-in-service';
export { checkInConflicts, scannerDay, syncOfflineCheckIns, type CheckInConflictView, type ScannerDay } from './offline-service';
export { TICKET_KEYS_PATH, ticketKeysEndpoint } from './ticket-keys';
export { UNDO_CHECK_IN_MINUTES } from '@/lib/domain/check-in';
export type { CheckInRecord, ScanVerdict, TicketAtGate, TicketPeople, UndoCheckInResult } from '@/lib/domain/check-in';
