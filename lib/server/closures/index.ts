/**
 * Closures (issue #23): staff closing a park's sessions, one or a whole day (weather, maintenance), and
 * reopening them; every affected visitor told in their language; every instance told within seconds.
 */
export { closeSessions, readSchedule, reopenSessions } from './closure-service';
export type { ClosureOutcome, ClosureProblem, ClosureRequest, Schedule, ScheduleBooking, ScheduleSession } from './closure-service';
