/** Sessions: an activity at a date and time, its capacity, and the availability calendar. */
export { placesChanged } from './availability-cache';
export { materialiseSessions } from './session-repository';
