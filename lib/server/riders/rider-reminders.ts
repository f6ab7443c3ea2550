import { sql } from 'drizzle-orm';
import { textIn, toLanguage } from '@/lib/domain/language';
import { riderPath } from '@/lib/domain/paths';
import { getCatalogue } from '../activities';
import { findLocaleById, mailSiteOf } from '../locales';
import { enqueueMail, type RidersReminderView } from '../mail';
import { bookingMailLinks, loadOrder } from '../orders';
import { db, type Database } from '../platform/db/client';
import { riderLink } from './rider-commands';
import { riderSeats, type RiderSeat } from './rider-seats';

/*
 * The riders' reminder: two days before a visit, the buyer of a booking whose riders are not all named,
 * or have not all signed the activity's waiver, is mailed each such rider's own link and the booking's My
 * booking link, in the booking's language. Once per booking: the outbox's dedupe key
 * (`riders-reminder:<order id>`) is the record, so instances running this at once, or a run repeated, queue
 * one message; a booking already reminded is not read again. Cancelled tickets, orders that stand no more
 * (expired, cancelled, refunded, awaiting payment or their emailed confirmation) and bookings whose riders
 * are all ready get nothing. A rider who does not meet a limit is the gate's and the desk's to sort out,
 * not a link's. Riders' names are personal data: never logged.
 */

/** How long before a session its booking's riders are reminded of. */
export const RIDERS_REMINDER_HOURS = 48;

const dedupeKey = (orderId: string) => `riders-reminder:${orderId}`;

/** What a seat still needs from its rider before the visit; null when nothing a link can do. */
function todo(seat: RiderSeat): RidersReminderView['riders'][number]['todo'] | null {
  if (!seat.verdict.named) return seat.requirements.waiverId ? 'nameAndSign' : 'name';
  if (seat.verdict.waiver === 'missing' && seat.verdict.problems.length === 0) return 'sign';
  return null;
}

/**
 * Reminds every booking due a reminder at `now`: one statement finds the bookings with a session in the
 * next RIDERS_REMINDER_HOURS not reminded yet, one reads their riders; then, per booking to remind, its
 * riders' links and its message. Answers how many were queued.
 */
export async function remindRiders(now = new Date(), database: Database = db()): Promise<number> {
  const until = new Date(now.getTime() + RIDERS_REMINDER_HOURS * 3_600_000);
  const { rows } = await database.execute<{ order_id: string; session_id: string }>(sql`
    select distinct o.id as order_id, s.id as session_id
    from tickets t
    join order_items i on i.id = t.order_item_id
    join orders o on o.id = i.order_id
    join sessions s on s.id = coalesce(t.session_id, i.session_id)
    where t.cancelled_at is null and o.places_sold and o.status in ('paid', 'partially_cancelled', 'reserved')
      -- The park does not mail a reseller's customer (lib/domain/order-channel.ts): the kiosk names its riders on the day.
      and o.channel <> 'reseller'
      and s.starts_at > ${now.toISOString()} and s.starts_at <= ${until.toISOString()}
      and not exists (select 1 from outbox m where m.dedupe_key = 'riders-reminder:' || o.id::text)`);
  if (!rows.length) return 0;
  const due = new Set(rows.map((row) => `${row.order_id}/${row.session_id}`));
  const seats = (await riderSeats(database, { sessionIds: [...new Set(rows.map((row) => row.session_id))] })).filter((seat) => due.has(`${seat.orderId}/${seat.sessionId}`));
  const byOrder = new Map<string, RiderSeat[]>();
  for (const seat of seats) byOrder.set(seat.orderId, [...(byOrder.get(seat.orderId) ?? []), seat]);
  let queued = 0;
  for (const [orderId, booking] of byOrder) {
    if (!booking.some((seat) => todo(seat) !== null)) continue;
    if (await remindBooking(database, orderId, booking, now)) queued++;
  }
  return queued;
}

/** One booking's reminder: its riders still to name or sign, each with their link; false when it was queued already. */
async function remindBooking(database: Database, orderId: string, seats: readonly RiderSeat[], now: Date): Promise<boolean> {
  const order = await loadOrder(database, { id: orderId });
  if (!order) return false;
  const language = toLanguage(order.language);
  const site = mailSiteOf(await findLocaleById(order.localeId), order.language);
  const catalogue = await getCatalogue();
  const riders: RidersReminderView['riders'] = [];
  for (const seat of seats) {
    const what = todo(seat);
    if (!what) continue;
    const link = await riderLink({ orderId, ticketCode: seat.ticketCode, seat: seat.seat }, now);
    if (!link.ok) continue;
    const activity = catalogue.activities.find((candidate) => candidate.id === seat.activityId);
    const session = seats.filter((other) => other.sessionId === seat.sessionId);
    riders.push({
      activityTitle: activity ? textIn(activity.texts, language).title : '',
      startsAt: seat.startsAt.toISOString(),
      name: seat.rider?.name ?? null,
      place: session.indexOf(seat) + 1,
      todo: what,
      url: `${order.origin}${riderPath(link.seat.token)}`,
    });
  }
  if (!riders.length) return false;
  return enqueueMail(database, {
    dedupeKey: dedupeKey(orderId),
    kind: 'riders-reminder',
    payload: {
      orderId: order.id,
      bookingId: order.bookingId,
      language,
      intlLocale: site.intlLocale,
      parkName: site.parkName,
      timeZone: site.timeZone,
      customer: { firstName: order.customer.firstName, lastName: order.customer.lastName, email: order.customer.email },
      ...bookingMailLinks(order, now),
      riders,
    },
  });
}
