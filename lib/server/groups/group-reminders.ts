import { sql } from 'drizzle-orm';
import { todayIn } from '@/lib/domain/calendar';
import { reminderStage } from '@/lib/domain/group-booking';
import { toLanguage } from '@/lib/domain/language';
import { chargePaymentPath } from '@/lib/domain/paths';
import { findLocaleById, mailSiteOf } from '../locales';
import { enqueueMail } from '../mail';
import { bookingMailLinks, loadOrder } from '../orders';
import { db, type Database } from '../platform/db/client';
import { groupOfOrder } from './group-records';
import { invoiceUrlOf } from './group-invoice';

/*
 * The balance's reminders (lib/domain/group-booking.ts reminderStage): a week before its due day, the day
 * before and on the day, the organiser of a group whose balance is still due is mailed what is due, the
 * signed link that pays it (the charge's own, /pay/<token>) and the invoice's. Once per charge and stage:
 * the outbox's dedupe key (`group-balance:<charge id>:<stage>`) is the record, so instances running this
 * at once, or a run repeated, queue one message. A balance paid, or whose booking no longer stands, is
 * not reminded of.
 */

const dedupeKey = (chargeId: string, stage: number) => `group-balance:${chargeId}:${stage}`;

/** Reminds every group due a reminder at `now`; answers how many messages were queued. */
export async function remindGroupBalances(now = new Date(), database: Database = db()): Promise<number> {
  const { rows } = await database.execute<{ order_id: string; time_zone: string; due_on: string }>(sql`
    select g.order_id, l.time_zone, g.due_on::text as due_on from order_groups g
    join orders o on o.id = g.order_id join locales l on l.id = o.locale_id
    where o.status in ('paid', 'partially_cancelled') and g.overdue_at is null
      and exists (select 1 from order_charges c where c.order_id = g.order_id and c.status = 'due')`);
  let queued = 0;
  for (const row of rows) {
    const stage = reminderStage(row.due_on, todayIn(row.time_zone, now));
    if (stage !== null && (await remindGroup(database, row.order_id, stage, now))) queued++;
  }
  return queued;
}

/** One group's reminder at `stage`: false when it was queued before (or nothing is due any more). */
async function remindGroup(database: Database, orderId: string, stage: number, now: Date): Promise<boolean> {
  const [order, group] = await Promise.all([loadOrder(database, { id: orderId }), groupOfOrder(database, orderId)]);
  const charge = group?.dueCharges.at(-1);
  if (!order || !group || !charge) return false;
  const site = mailSiteOf(await findLocaleById(order.localeId), order.language);
  const links = bookingMailLinks(order, now);
  return enqueueMail(database, {
    dedupeKey: dedupeKey(charge.id, stage),
    kind: 'group-balance',
    payload: {
      orderId: order.id,
      bookingId: order.bookingId,
      language: toLanguage(order.language),
      intlLocale: site.intlLocale,
      parkName: site.parkName,
      timeZone: site.timeZone,
      customer: { firstName: order.customer.firstName, lastName: order.customer.lastName, email: order.customer.email },
      ...links,
      currency: order.currency,
      organisation: group.organisation,
      deposit: order.total,
      amount: group.due,
      dueOn: group.dueOn,
      stage,
      payUrl: `${order.origin}${chargePaymentPath(charge.token)}`,
      invoiceUrl: invoiceUrlOf(links.manageUrl),
    },
  });
}
