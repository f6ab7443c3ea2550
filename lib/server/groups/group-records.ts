import { sql, type SQL } from 'drizzle-orm';
import type { GroupDuePolicy } from '@/lib/domain/group-booking';
import type { Database } from '../platform/db/client';
import { ordersStandingAt } from '../sessions';

/*
 * A group booking as its organiser, its invoice, its reminders and the staff screens read it: the group's
 * row (order_groups, written by lib/server/orders with the order) and its money from the order's own rows:
 * the deposit (the order's payment), the balance's charges (due or paid: lib/server/orders/group-balance.ts)
 * and what cancellations gave back. Reads only.
 */

export interface GroupRecord {
  orderId: string;
  organisation: string;
  invoiceEmail: string;
  people: number;
  /** The deposit as placed, before its card fee. */
  deposit: number;
  /** The balance as placed. */
  balance: number;
  dueOn: string;
  overdueAt: Date | null;
  overdueAction: GroupDuePolicy | null;
  /** The order's charges still due (the balance, or what is left of it), and their sum. */
  dueCharges: { id: string; token: string; amount: number }[];
  due: number;
  /** Money received: the deposit (when paid) and each charge paid, oldest first, with the park's day it came. */
  payments: { at: Date; amount: number }[];
  /** What the booking costs now: the deposit and its card fee, the charges due or paid, less what cancellations gave back. */
  cost: number;
}

type Row = {
  order_id: string;
  organisation: string;
  invoice_email: string;
  people: number;
  deposit: number;
  balance: number;
  due_on: string;
  overdue_at: Date | string | null;
  overdue_action: GroupDuePolicy | null;
  due_charges: { id: string; token: string; amount: number }[];
  paid_charges: { at: string; amount: number }[];
  order_total: number;
  order_paid_at: string | null;
  released: number;
  booking_id: string;
};

/** The groups of these orders (an order that is no group has no entry), in one statement. */
export async function groupsOfOrders(database: Pick<Database, 'execute'>, orderIds: readonly string[]): Promise<Map<string, GroupRecord>> {
  if (!orderIds.length) return new Map();
  return groupsWhere(database, sql`g.order_id in ${orderIds}`);
}

/** The groups with a standing ticket in these sessions (a day sheet's), by order, in one statement. */
export async function groupsInSessions(database: Pick<Database, 'execute'>, sessionIds: readonly string[]): Promise<Map<string, GroupRecord & { bookingId: string }>> {
  if (!sessionIds.length) return new Map();
  return groupsWhere(database, sql`o.places_sold and g.order_id in (select h.order_id from ${ordersStandingAt(sessionIds)} h)`);
}

async function groupsWhere(database: Pick<Database, 'execute'>, condition: SQL): Promise<Map<string, GroupRecord & { bookingId: string }>> {
  const { rows } = await database.execute<Row>(sql`
    select g.order_id, g.organisation, g.invoice_email, g.people, g.deposit, g.balance, g.due_on::text as due_on, g.overdue_at, g.overdue_action,
      coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'token', c.token, 'amount', c.amount) order by c.created_at)
        from order_charges c where c.order_id = g.order_id and c.status = 'due'), '[]'::jsonb) as due_charges,
      coalesce((select jsonb_agg(jsonb_build_object('at', c.paid_at, 'amount', c.amount) order by c.paid_at)
        from order_charges c where c.order_id = g.order_id and c.status in ('paid', 'refunded')), '[]'::jsonb) as paid_charges,
      o.total as order_total, o.paid_at as order_paid_at, o.booking_id,
      coalesce((select sum(a.released_amount) from order_actions a where a.order_id = g.order_id), 0)::int as released
    from order_groups g join orders o on o.id = g.order_id
    where ${condition}`);
  return new Map(rows.map((row) => [row.order_id, { ...toRecord(row), bookingId: row.booking_id }]));
}

function toRecord(row: Row): GroupRecord {
  const due = row.due_charges.reduce((sum, charge) => sum + charge.amount, 0);
  const paidCharges = row.paid_charges.map((charge) => ({ at: new Date(charge.at), amount: charge.amount }));
  const payments = [...(row.order_paid_at && row.order_total > 0 ? [{ at: new Date(row.order_paid_at), amount: row.order_total }] : []), ...paidCharges];
  return {
    orderId: row.order_id,
    organisation: row.organisation,
    invoiceEmail: row.invoice_email,
    people: row.people,
    deposit: row.deposit,
    balance: row.balance,
    dueOn: row.due_on,
    overdueAt: row.overdue_at ? new Date(row.overdue_at) : null,
    overdueAction: row.overdue_action,
    dueCharges: row.due_charges,
    due,
    payments,
    cost: (row.order_paid_at ? row.order_total : 0) - row.released + due + paidCharges.reduce((sum, charge) => sum + charge.amount, 0),
  };
}

/** One order's group, or null when it is no group. */
export async function groupOfOrder(database: Pick<Database, 'execute'>, orderId: string): Promise<GroupRecord | null> {
  return (await groupsOfOrders(database, [orderId])).get(orderId) ?? null;
}
