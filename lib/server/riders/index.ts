/**
 * Riders: the people a ticket carries, named by the buyer or through their own links, checked against
 * their activity's requirements (lib/domain/riders.ts), and the waivers they sign: versioned texts per
 * park and language, and signatures that are sealed legal records (migration 0019).
 */
export { waiverSeal } from './waiver-seal';
export type { SealedFields } from './waiver-seal';
export { parkWaivers } from './waivers';
export type { ParkWaiver } from './waivers';
