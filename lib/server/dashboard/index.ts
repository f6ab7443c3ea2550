/**
 * "Today", the back office's start screen: a park's day at a glance, live. The sessions' expected riders,
 * check-ins, no-shows, occupancy and missing waivers (the day sheet's counts: lib/server/day-sheet) for
 * anyone who may readDaySheet for the park; today's sales and refunds against the same weekday last week,
 * sales by channel, reservations due at the desk, unanswered enquiries and the mail outbox only for those
 * who may readDashboardMoney (managers, owners). It reads and changes nothing.
 */
export { readDashboard } from './dashboard-service';
export type { ChannelSales, Dashboard, DashboardMoney, DashboardOutbox, DashboardRefusal, DashboardSession } from './dashboard-service';
