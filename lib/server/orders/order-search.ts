import { sql, type SQL } from 'drizzle-orm';
import { isCalendarDay } from '@/lib/domain/calendar';
import { typedBookingIds } from '@/lib/domain/find-booking';
import { nameQueries } from '@/lib/domain/name-words';
import type { OrderChannel } from '@/lib/domain/order-channel';
import type { OrderStatus } from '@/lib/domain/order-status';
import { plannedForItsValues } from '../platform/db/prepared-statements';
import { customerNameWords } from '../platform/db/schema';
import { ordersStandingAt } from '../sessions';
import type { Executor } from './order-repository';

/*
 * Finding orders for the back office: by booking ID, email, name or phone, and by the day a
 * ticket is for, only among the parks the caller names (the staff member's own, decided by the caller).
 * Newest first, a page at a time.
 */

/** An order in a list of results: enough to recognise it on a phone. */
export interface OrderSummaryRecord {
  id: string;
  bookingId: string;
  status: OrderStatus;
  kind: 'booking' | 'gift';
  customer: { firstName: string; lastName: string; email: string; mobilePhone: string };
  currency: string;
  total: number;
  createdAt: Date;
  parkId: string | null;
  timeZone: string;
  /** The first session a standing ticket admits to; null for a gift purchase or a fully cancelled order. */
  firstStartsAt: Date | null;
  /** Tickets that stand (not cancelled). */
  tickets: number;
  /** Where it was placed, and the widget's host origin or the reseller's id (lib/domain/order-channel.ts). */
  channel: OrderChannel;
  channelSource: string | null;
}

export interface OrderSearch {
  /** The parks to search; the caller's business to make them the staff member's own. */
  parkIds: string[];
  /** A booking ID, an email, part of a name or of a phone number. */
  text?: string | null;
  /** A local date (YYYY-MM-DD, the park's time zone) a standing ticket is for. */
  date?: string | null;
  /** Only group bookings with a balance still due (lib/server/orders/group-balance.ts): a due charge of an order with a group. */
  groupsWithBalanceDue?: boolean;
  /** What the previous page's `nextCursor` said. */
  after?: string | null;
  limit: number;
}

export interface OrderSearchPage {
  items: OrderSummaryRecord[];
  nextCursor: string | null;
}

/** Text for a LIKE pattern: the visitor typed it, so its own % and _ mean themselves. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `created_at|id` of the last row of a page: the next page is strictly older. */
const cursorOf = (row: { createdAt: Date; id: string }) => `${row.createdAt.toISOString()}|${row.id}`;

function parseCursor(cursor: string | null | undefined): { createdAt: string; id: string } | null {
  const match = cursor?.match(/^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)\|([0-9a-f-]{36})$/);
  return match ? { createdAt: match[1], id: match[2] } : null;
}

/**
 * The parks' sessions on a local day, in each park's time zone (its first site's, as the day sheet's): those
 * starting within a day either side in UTC, through sessions_activity_start, then on the day.
 */
const sessionsOnDay = (parkIds: readonly string[], date: string) => sql`
  select s.id from sessions s join activities a on a.id = s.activity_id
  where a.park_id in ${parkIds}
    and s.starts_at >= ((${date}::date - 1)::timestamp at time zone 'UTC') and s.starts_at < ((${date}::date + 2)::timestamp at time zone 'UTC')
    and (s.starts_at at time zone (select z.time_zone from locales z where z.park_id = a.park_id order by z.id limit 1))::date = ${date}::date`;

/** The shortest part of a booking ID or an address looked for: a trigram, the least its index can find. */
const PART_MIN_CHARACTERS = 3;

/** A whole email address, as staff paste one: looked up as it is. */
const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The condition for what staff typed: any of booking ID, email, name or phone. A whole booking ID (in the
 * forms typedBookingIds gives, so that no name reads as one) or a whole email address is looked up through
 * its own index alone: matched as part of every field too, its trigrams (`gmail.com`'s are in most rows)
 * made the planner read a season's orders instead (docs/performance.md, "Query plans"). `exact` when the
 * condition is only such look-ups: one plan serves every value. One word is also read as a word's start,
 * as typed so far. `started`: a name of several words with its last also read as a word's start
 * (nameQueries), looked for only when no order of the parks has its words whole (`named`); null when it
 * reads no differently.
 */
function textCondition(text: string): { condition: SQL; exact: boolean; started: { condition: SQL; named: SQL } | null } {
  const trimmed = text.trim().slice(0, 200);
  const digits = trimmed.replace(/\D/g, '');
  // Phone numbers are written every which way: compared by their digits, from 4 digits typed.
  const phone = digits.length >= 4 ? [sql`regexp_replace(o.customer->>'mobilePhone', '\\D', '', 'g') like ${`%${digits}%`}`] : [];
  const bookingIds = typedBookingIds(trimmed);
  // Eight digits read as a booking ID too: a phone number's part is still looked for.
  const upper = trimmed.toUpperCase().replace(/\s+/g, '');
  if (bookingIds.length) return { condition: sql`(${sql.join([sql`o.booking_id in ${bookingIds}`, ...phone], sql` or `)})`, exact: !phone.length, started: null };
  if (WHOLE_EMAIL.test(trimmed)) return { condition: sql`lower(o.customer->>'email') = ${trimmed.toLowerCase()}`, exact: true, started: null };
  const pattern = `%${likeText(trimmed)}%`;
  const compact = upper.replace(/-/g, '');
  const name = nameQueries(trimmed);
  // Part of a booking ID or an address is looked for from three characters typed: a trigram index finds
  // nothing shorter, and read all its pages instead (2.5 s on a season for "li", docs/performance.md).
  const part = (text: string) => text.length >= PART_MIN_CHARACTERS;
  // A name by its words (lib/domain/name-words.ts): a name's trigrams are in most of a season's names.
  const named = (words: string) => sql`${customerNameWords(sql`o.customer`)} @@ to_tsquery('simple', ${words})`;
  const conditions = [
    sql`o.booking_id = ${upper}`,
    // A booking ID as read out over the phone, without its dashes or its SR- prefix: part of one is at most
    // its ten characters (lib/domain/find-booking.ts). A longer text (a whole name) is not looked for in
    // them, whose trigram index read a third of the search's pages for nothing (docs/performance.md).
    ...(part(compact) && compact.length <= 10 ? [sql`replace(o.booking_id, '-', '') like ${`%${likeText(compact)}%`}`] : []),
    // No address has a space: a name typed whole is not looked for in them. Its words' trigrams are in many
    // addresses (ava.chan@…), so the trigram index's candidates for it cost more than the name's own.
    ...(/\s/.test(trimmed) ? [] : [sql`lower(o.customer->>'email') = ${trimmed.toLowerCase()}`]),
    ...(/\s/.test(trimmed) || !part(trimmed) ? [] : [sql`lower(o.customer->>'email') like ${pattern.toLowerCase()}`]),
    ...(name ? [named(name.words > 1 ? name.whole : (name.started ?? name.whole))] : []),
    ...phone,
  ];
  return {
    condition: sql`(${sql.join(conditions, sql` or `)})`,
    exact: false,
    started: name?.started && name.words > 1 ? { condition: named(name.started), named: named(name.whole) } : null,
  };
}

export async function searchOrders(executor: Executor, search: OrderSearch): Promise<OrderSearchPage> {
  if (!search.parkIds.length) return { items: [], nextCursor: null };
  const limit = Math.max(1, Math.min(search.limit, 50));
  const cursor = parseCursor(search.after);
  const date = isCalendarDay(search.date) ? search.date : null;
  const parks = sql`l.park_id in ${search.parkIds}`;
  const text = search.text?.trim() ? textCondition(search.text) : null;
  const conditions: SQL[] = [];
  if (date) conditions.push(sql`o.id in (select h.order_id from ${ordersStandingAt(sessionsOnDay(search.parkIds, date))} h)`);
  if (search.groupsWithBalanceDue) {
    conditions.push(sql`exists (select 1 from order_groups g where g.order_id = o.id)
      and exists (select 1 from order_charges c where c.order_id = o.id and c.status = 'due')`);
  }
  if (cursor) conditions.push(sql`(o.created_at, o.id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
  const where = (condition: SQL | undefined) => sql.join([parks, ...(condition ? [condition] : []), ...conditions], sql` and `);
  const newest = sql`order by o.created_at desc, o.id desc limit ${limit + 1}`;
  // With part of a name, an address, a booking ID or a phone number typed, or a day, every match is found
  // through the text's indexes or the day's sessions, and the newest page taken from them. Given the choice,
  // PostgreSQL read the newest orders one by one until a page matched whenever it guessed a text common, and
  // a rare one it had guessed common ("xq": none of a season's orders) read them all (1.3 s), as it did back
  // to a day long past (5.9 s). Found first, the matches are as many as the text's words are common, or the
  // day's bookings. Each such text is planned for its values, for the same reason. A whole booking ID or
  // address, or nothing, is the newest of its index's look-ups (orders_created_at).
  const part = text !== null && !text.exact;
  const found = (condition: SQL | undefined) => sql`select o.id, o.created_at from orders o join locales l on l.id = o.locale_id where ${where(condition)}`;
  // A name's start only when no order has its words whole: PostgreSQL runs that part only then.
  const started = text?.started
    ? sql` union ${found(text.started.condition)} and not exists (select 1 from orders o join locales l on l.id = o.locale_id where ${parks} and ${text.started.named})`
    : sql``;
  const page = part || date
    ? sql`${plannedForItsValues(part)}with matches as materialized (${found(text?.condition)}${started}),
      page as (select o.id from matches o ${newest})`
    : sql`with page as (${found(text?.condition)} ${newest})`;
  const { rows } = await executor.execute<Record<string, unknown>>(sql`${page}
    select o.id, o.booking_id, o.status, o.kind, o.customer, o.currency, o.total, o.created_at, o.channel, o.channel_source, l.park_id, l.time_zone,
      standing.first_starts_at, standing.tickets
    from page join orders o on o.id = page.id join locales l on l.id = o.locale_id
    -- Its standing tickets read once for both: their count and the first session they admit to.
    cross join lateral (select min(s.starts_at) as first_starts_at, count(*)::int as tickets
      from tickets t join order_items i on i.id = t.order_item_id join sessions s on s.id = coalesce(t.session_id, i.session_id)
      where i.order_id = o.id and t.cancelled_at is null) standing
    order by o.created_at desc, o.id desc`);
  const items = rows.slice(0, limit).map(
    (row): OrderSummaryRecord => ({
      id: row.id as string,
      bookingId: row.booking_id as string,
      status: row.status as OrderStatus,
      kind: row.kind as OrderSummaryRecord['kind'],
      customer: row.customer as OrderSummaryRecord['customer'],
      currency: row.currency as string,
      total: row.total as number,
      createdAt: new Date(row.created_at as string),
      parkId: row.park_id as string | null,
      timeZone: row.time_zone as string,
      firstStartsAt: row.first_starts_at ? new Date(row.first_starts_at as string) : null,
      tickets: row.tickets as number,
      channel: row.channel as OrderChannel,
      channelSource: (row.channel_source as string | null) ?? null,
    }),
  );
  return { items, nextCursor: rows.length > limit ? cursorOf(items[items.length - 1]) : null };
}

/** An order's id and park by its booking ID (as typed: case and spaces forgiven), or null. */
export async function findOrderByBookingId(
  executor: Executor,
  bookingId: string,
): Promise<{ id: string; parkId: string | null; localeId: string; status: OrderStatus } | null> {
  const normal = bookingId.trim().toUpperCase();
  if (!/^[A-Z0-9-]{4,32}$/.test(normal)) return null;
  const { rows } = await executor.execute<{ id: string; park_id: string | null; locale_id: string; status: OrderStatus }>(sql`
    select o.id, l.park_id, o.locale_id, o.status from orders o join locales l on l.id = o.locale_id where o.booking_id = ${normal}`);
  return rows[0] ? { id: rows[0].id, parkId: rows[0].park_id, localeId: rows[0].locale_id, status: rows[0].status } : null;
}

/** A visitor's booking as "Find my booking" lists it (issue #24). */
export interface BookingOfEmail {
  id: string;
  bookingId: string;
  status: OrderStatus;
  /** The address as the order stores it (the visitor typed it at checkout). */
  email: string;
  firstName: string;
  lastName: string;
  /** The booking's first session (a standing ticket's, else any ticket's when all were cancelled) and its activity. */
  firstStartsAt: Date | null;
  firstActivityId: string | null;
  createdAt: Date;
}

/**
 * Orders that are a visitor's booking, whatever became of it since: paid, reserved, partly or wholly
 * cancelled by staff, refunded, refunded because the money came late. Not a checkout that never became
 * one (awaiting payment or confirmation, failed, expired), nor one cancelled at the payment step, whose
 * tickets were never cancelled because they never stood (staff cancellations stamp each ticket, ticket-changes.ts).
 */
const BOOKING_STATUSES: readonly OrderStatus[] = ['paid', 'reserved', 'partially_cancelled', 'refunded', 'refund_due'];

/**
 * The bookings of an email address (case-insensitive, on the orders_customer_email index) at one park,
 * whichever of its sites (locales) they were made on: newest first, at most `limit`, leaving out those
 * whose last session started before `since` (long over), optionally only the one with `bookingId`.
 */
export async function bookingsOfEmail(
  executor: Executor,
  search: { parkId: string; email: string; bookingId?: string | null; since: Date; limit: number },
): Promise<BookingOfEmail[]> {
  const email = search.email.trim().toLowerCase();
  const bookingId = search.bookingId?.trim().toUpperCase() || null;
  const { rows } = await executor.execute<Record<string, unknown>>(sql`
    select o.id, o.booking_id, o.status, o.customer, o.created_at, spans.first_starts_at, spans.first_activity_id
    from orders o
    join locales l on l.id = o.locale_id
    cross join lateral (
      select max(s.starts_at) as last_starts_at,
        coalesce(min(s.starts_at) filter (where t.cancelled_at is null), min(s.starts_at)) as first_starts_at,
        (array_agg(i.activity_id order by (t.cancelled_at is not null), s.starts_at))[1] as first_activity_id,
        bool_or(t.cancelled_at is not null) as any_cancelled
      from order_items i join tickets t on t.order_item_id = i.id join sessions s on s.id = coalesce(t.session_id, i.session_id)
      where i.order_id = o.id
    ) spans
    where lower(o.customer->>'email') = ${email}
      and o.kind = 'booking'
      -- A reseller's booking is the reseller's to manage: no My booking link for it (lib/domain/order-channel.ts).
      and o.channel <> 'reseller'
      and l.park_id = ${search.parkId}
      and (o.status in ${BOOKING_STATUSES} or (o.status = 'cancelled' and spans.any_cancelled))
      and (spans.last_starts_at is null or spans.last_starts_at >= ${search.since.toISOString()}::timestamptz)
      ${bookingId ? sql`and o.booking_id = ${bookingId}` : sql``}
    order by o.created_at desc, o.id desc
    limit ${Math.max(1, Math.min(search.limit, 50))}`);
  return rows.map((row) => {
    const customer = row.customer as { email: string; firstName: string; lastName?: string };
    return {
      id: row.id as string,
      bookingId: row.booking_id as string,
      status: row.status as OrderStatus,
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName ?? '',
      firstStartsAt: row.first_starts_at ? new Date(row.first_starts_at as string) : null,
      firstActivityId: (row.first_activity_id as string | null) ?? null,
      createdAt: new Date(row.created_at as string),
    };
  });
}
