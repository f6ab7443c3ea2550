/** Sessions: an activity at a date and time, its capacity, and the availability calendar. */
export { placesChanged } from './availability-cache';
export { daySessions } from './availability-service';
export { findSessionById, materialiseSessions } from './session-repository';
