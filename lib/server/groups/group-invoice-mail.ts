import { sql } from 'drizzle-orm';
import { toLanguage } from '@/lib/domain/language';
import { findLocaleById, mailSiteOf } from '../locales';
import { enqueueMail } from '../mail';
import { loadOrder } from '../orders';
import { db, type Database } from '../platform/db/client';
import { groupInvoicePdf } from './group-invoice';
import { groupOfOrder } from './group-records';

/*
 * A group's invoice goes to the invoice address its organiser gave, once its deposit is paid: the PDF
 * attached (lib/server/mail/group-balance.ts renderGroupInvoice says why no link). The workers look every
 * minute for groups paid in the last INVOICE_WINDOW_DAYS without their invoice mail; the outbox's dedupe
 * key (`group-invoice:<order id>`) is the record, so a run repeated, or on two instances, mails once. A park
 * without its invoice details (Settings, Group bookings) has no invoice to send; one set within the window
 * sends its groups' then.
 */

const INVOICE_WINDOW_DAYS = 3;
const dedupeKey = (orderId: string) => `group-invoice:${orderId}`;

/** Queues the invoice mail of every group due one at `now`; answers how many were queued. */
export async function mailGroupInvoices(now = new Date(), database: Database = db()): Promise<number> {
  const { rows } = await database.execute<{ order_id: string }>(sql`
    select g.order_id from order_groups g join orders o on o.id = g.order_id
    join locales l on l.id = o.locale_id join parks p on p.id = l.park_id
    where o.status in ('paid', 'partially_cancelled') and o.paid_at > ${new Date(now.getTime() - INVOICE_WINDOW_DAYS * 86_400_000).toISOString()}::timestamptz
      and coalesce(p.invoice_details->>'businessName', '') <> ''
      and not exists (select 1 from outbox m where m.dedupe_key = 'group-invoice:' || g.order_id::text)`);
  let queued = 0;
  for (const { order_id: orderId } of rows) {
    const [order, group] = await Promise.all([loadOrder(database, { id: orderId }), groupOfOrder(database, orderId)]);
    const locale = order ? await findLocaleById(order.localeId) : null;
    if (!order || !group || !locale) continue;
    const pdf = await groupInvoicePdf(order, group, locale, now);
    if (!pdf) continue;
    const site = mailSiteOf(locale, order.language);
    const sent = await enqueueMail(database, {
      dedupeKey: dedupeKey(orderId),
      kind: 'group-invoice',
      payload: {
        orderId,
        bookingId: order.bookingId,
        language: toLanguage(order.language),
        intlLocale: site.intlLocale,
        parkName: site.parkName,
        organisation: group.organisation,
        invoiceEmail: group.invoiceEmail,
        pdf: pdf.toString('base64'),
      },
    });
    if (sent) queued++;
  }
  return queued;
}
