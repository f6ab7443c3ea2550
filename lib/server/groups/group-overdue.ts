import { sql } from 'drizzle-orm';
import { todayIn } from '@/lib/domain/calendar';
import { overdueAction, type GroupDuePolicy } from '@/lib/domain/group-booking';
import { toLanguage } from '@/lib/domain/language';
import { findLocaleById } from '../locales';
import { enqueueMail } from '../mail';
import { cancelTickets, loadOrder, type OrderRecord } from '../orders';
import { db, type Database } from '../platform/db/client';
import { adminOrigin } from '../staff';
import { groupOfOrder, type GroupRecord } from './group-records';

/*
 * A group whose balance is still due once its due day has passed (lib/domain/group-booking.ts
 * overdueAction): the park's policy applies, and its owners and managers are told by mail, once.
 * - release: every standing ticket is cancelled through the orders' cancel command, as staff's would be
 *   (its idempotency key names the order, so a run repeated or on two instances cancels once): the
 *   places go back on sale, the balance's charge is cancelled by the charge machine with its tickets, and
 *   the deposit goes back as the park's cancellation policy sends a visitor's money (a gift voucher where
 *   the visitor may choose: the group keeps its value, the park its money).
 * - keep: the booking stands, its balance still due (payable through its link or at the desk).
 * Then `order_groups.overdue_at` marks it handled, in the transaction that queues the staff's mail.
 */

const SYSTEM = { staffId: null, name: 'system' } as const;

/** Applies the policy to every group overdue at `now`; answers how many were handled. */
export async function handleOverdueGroups(now = new Date(), database: Database = db()): Promise<number> {
  const { rows } = await database.execute<{ order_id: string; time_zone: string; due_on: string; park_id: string }>(sql`
    select g.order_id, l.time_zone, g.due_on::text as due_on, l.park_id from order_groups g
    join orders o on o.id = g.order_id join locales l on l.id = o.locale_id
    where g.overdue_at is null and o.status in ('paid', 'partially_cancelled') and l.park_id is not null
      and exists (select 1 from order_charges c where c.order_id = g.order_id and c.status = 'due')`);
  let handled = 0;
  for (const row of rows) {
    const { rows: parks } = await database.execute<{ group_rules: { duePolicy: GroupDuePolicy } | null; cancel_refund_to: string }>(sql`
      select group_rules, cancel_refund_to from parks where id = ${row.park_id}`);
    // A park that stopped taking groups still has its groups: they keep their booking.
    const action = overdueAction({ duePolicy: parks[0]?.group_rules?.duePolicy ?? 'keep' }, { dueOn: row.due_on, status: 'due' }, todayIn(row.time_zone, now));
    if (!action) continue;
    const [order, group] = await Promise.all([loadOrder(database, { id: row.order_id }), groupOfOrder(database, row.order_id)]);
    if (!order || !group) continue;
    if (action === 'release') {
      const codes = order.tickets.filter((ticket) => !ticket.cancelledAt).map((ticket) => ticket.code);
      const refundTo = parks[0]?.cancel_refund_to === 'original' ? 'original' : 'gift_card';
      const done = await cancelTickets({ order, park: { id: row.park_id, timeZone: row.time_zone }, actor: SYSTEM }, codes, refundTo, 'Group balance unpaid by its due day', `group-overdue-${order.id}`);
      // A ticket through the gate meanwhile cannot be cancelled: the booking is kept, and staff told so.
      if (done.problem) {
        await markOverdue(database, order, group, 'keep', row.park_id);
        handled++;
        continue;
      }
    }
    await markOverdue(database, order, group, action, row.park_id);
    handled++;
  }
  return handled;
}

/** Marks the group handled and mails (what was due, read before the policy applied) each of the park's owners and managers, once (in one transaction). */
async function markOverdue(database: Database, order: OrderRecord, group: GroupRecord, action: GroupDuePolicy, parkId: string): Promise<void> {
  const locale = await findLocaleById(order.localeId);
  await database.transaction(async (tx) => {
    const { rows: claimed } = await tx.execute<{ order_id: string }>(sql`
      update order_groups set overdue_at = now(), overdue_action = ${action} where order_id = ${order.id} and overdue_at is null returning order_id`);
    if (!claimed.length) return;
    const { rows: members } = await tx.execute<{ id: string; email: string; display_name: string; language: string }>(sql`
      select s.id, s.email, s.display_name, s.language from staff s
      where s.active and s.role in ('owner', 'manager')
        and exists (select 1 from staff_parks p where p.staff_id = s.id and p.park_id = ${parkId})`);
    for (const member of members) {
      await enqueueMail(tx, {
        dedupeKey: `group-overdue:${order.id}:${member.id}`,
        kind: 'group-overdue',
        payload: {
          orderId: order.id,
          bookingId: order.bookingId,
          language: toLanguage(member.language),
          parkName: locale?.title ?? '',
          currency: order.currency,
          organisation: group.organisation,
          amount: group.due,
          dueOn: group.dueOn,
          action,
          orderUrl: `${adminOrigin()}/orders/${encodeURIComponent(order.bookingId)}`,
          staffName: member.display_name,
          staffEmail: member.email,
        },
      });
    }
  });
}
