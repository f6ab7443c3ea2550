/**
 * Riders: the people a ticket carries, named by the buyer or through their own links, checked against
 * their activity's requirements (lib/domain/riders.ts), and the waivers they sign: versioned texts per
 * park and language, and signatures that are sealed legal records (migrations 0019, 0020), each signer mailed
 * its PDF copy (queueWaiverCopy, in the signing transaction).
 */
export { KIOSK_LINK_MINUTES, riderLink, saveRider, signWaiver, verifyRiderLink } from './rider-commands';
export type { OpenUntil, RiderOutcome, RiderRefusal, SeatRef, Signing, SigningClient } from './rider-commands';
export { riderSeats, riderTallies, sessionGroupProblems } from './rider-seats';
export type { RiderSeat, SeatsOf } from './rider-seats';
export { waiverSeal } from './waiver-seal';
export type { SealedFields } from './waiver-seal';
export { currentWaiverText, parkWaivers } from './waivers';
export type { ParkWaiver, WaiverTextVersion } from './waivers';
export { kioskBooking, kioskRiderLink } from './kiosk';
export type { KioskBooking, KioskLink, KioskSeat } from './kiosk';
export { deleteOldWaiverCopies, queueWaiverCopy, WAIVER_COPY_KEEP_DAYS } from './waiver-copy';
export type { WaiverCopyExecutor } from './waiver-copy';
export { nameRidersAtCheckout } from './checkout-riders';
export type { CheckoutItemTickets } from './checkout-riders';
export { groupProblemView, riderDetailsOf, riderProblemView } from './rider-views';
// The staff side: the waiver desk (texts, versions), signed waivers read and printed, and their retention.
export { createWaiver, saveWaiverText, waiverDesk } from './waiver-desk';
export type { DeskOutcome, NewWaiverText, StaffWaiver, WaiverDesk, WaiverVersionRecord } from './waiver-desk';
export { parkSignatures, signatureView, SIGNATURE_PAGE_MAX } from './signature-desk';
export type { SignatureQuery, SignatureSummary, SignatureView, SignedRider } from './signature-desk';
export { deleteExpiredSignatures, RETENTION_BATCH } from './waiver-retention';
export type { RetentionRun } from './waiver-retention';
export { remindRiders, RIDERS_REMINDER_HOURS } from './rider-reminders';
