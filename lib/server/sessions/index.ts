/** Sessions: an activity at a date and time, its capacity, the resources it shares, whether staff closed it, and the availability calendar. */
export { onPlacesChanged, placesChanged } from './availability-cache';
export { daySessions } from './availability-service';
export { deleteExpiredHolds } from './expired-holds';
export { lockPlaces, placesLeftSql, resourceNeeds, resourceRoomSql, resourcesShortSql } from './places-left';
export { sessionsBetween, sessionsWithPlaces, startTimesOf } from './session-places';
export { ordersStandingAt, standingTicketsAt } from './standing-tickets';
export { closedSessionsAmong, findScheduleDay, findSessionById, findSessionsById, lockSessions, materialiseSessions, setSessionsClosed } from './session-repository';
export type { ClosableSessionRow, ClosedSession, ScheduleSessionRow, SessionPlacesRow } from './session-repository';
