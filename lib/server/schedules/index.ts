/**
 * Schedules (issue #23): an activity's weekly patterns and one-off sessions, and a single session's
 * capacity, edited by a park's managers; future sessions follow, never below what is sold and held.
 */
export { addSchedule, readSchedules, setSessionCapacity, updateSchedule } from './schedule-service';
export type { ActivitySchedules, ScheduleOutcome, ScheduleProblem, ScheduleView } from './schedule-service';
