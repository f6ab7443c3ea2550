/**
 * Riders: the people a ticket carries, named by the buyer or through their own links, checked against
 * their activity's requirements (lib/domain/riders.ts), and the waivers they sign: versioned texts per
 * park and language, and signatures that are sealed legal records (migration 0019), each signer mailed
 * its PDF copy (queueWaiverCopy, in the signing transaction).
 */
export { waiverSeal } from './waiver-seal';
export type { SealedFields } from './waiver-seal';
export { parkWaivers } from './waivers';
export { queueWaiverCopy } from './waiver-copy';
export type { WaiverCopyExecutor } from './waiver-copy';
export type { ParkWaiver } from './waivers';
