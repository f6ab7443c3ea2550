/**
 * Riders: the people a ticket carries, named by the buyer or through their own links, checked against
 * their activity's requirements (lib/domain/riders.ts), and the waivers they sign: versioned texts per
 * park and language, and signatures that are sealed legal records (migrations 0019, 0020).
 */
export { riderLink, saveRider, signWaiver, verifyRiderLink } from './rider-commands';
export type { OpenUntil, RiderOutcome, RiderRefusal, SeatRef, Signing, SigningClient } from './rider-commands';
export { riderSeats, sessionGroupProblems } from './rider-seats';
export type { RiderSeat, SeatsOf } from './rider-seats';
export { waiverSeal } from './waiver-seal';
export type { SealedFields } from './waiver-seal';
export { currentWaiverText, parkWaivers } from './waivers';
export type { ParkWaiver, WaiverTextVersion } from './waivers';
export { remindRiders, RIDERS_REMINDER_HOURS } from './rider-reminders';
