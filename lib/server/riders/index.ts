/**
 * Riders: the people a ticket carries, named by the buyer or through their own links, checked against
 * their activity's requirements (lib/domain/riders.ts), and the waivers they sign: versioned texts per
 * park and language, and signatures that are sealed legal records (migration 0019).
 */
export { waiverSeal } from './waiver-seal';
export type { SealedFields } from './waiver-seal';
export { parkWaivers } from './waivers';
export type { ParkWaiver } from './waivers';
// The staff side: the waiver desk (texts, versions), signed waivers read and printed, and their retention.
export { createWaiver, saveWaiverText, waiverDesk } from './waiver-desk';
export type { DeskOutcome, NewWaiverText, StaffWaiver, WaiverDesk, WaiverVersionRecord } from './waiver-desk';
export { parkSignatures, signatureView, SIGNATURE_PAGE_MAX } from './signature-desk';
export type { SignatureQuery, SignatureSummary, SignatureView, SignedRider } from './signature-desk';
export { deleteExpiredSignatures, RETENTION_BATCH } from './waiver-retention';
export type { RetentionRun } from './waiver-retention';
