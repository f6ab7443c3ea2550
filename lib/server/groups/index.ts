/**
 * Group bookings (lib/domain/group-booking.ts): the balance's reminders, the overdue rule and the
 * invoice's mail (the workers'), a group's invoice, and its record for the organiser's page and the staff screens. The
 * group's money is the orders capability's (lib/server/orders/group-balance.ts); this one reads it.
 */
export { remindGroupBalances } from './group-reminders';
export { handleOverdueGroups } from './group-overdue';
export { groupInvoicePdf, invoiceUrlOf } from './group-invoice';
export { mailGroupInvoices } from './group-invoice-mail';
export { groupOfOrder, groupsInSessions, groupsOfOrders } from './group-records';
export type { GroupRecord } from './group-records';
