import { sql } from 'drizzle-orm';
import { undoDeadline, type CheckInRecord } from '@/lib/domain/check-in';
import type { OrderStatus } from '@/lib/domain/order-status';
import type { Executor } from '../orders';
import type { Texts } from '../platform/db/schema';

/*
 * The SQL of check-ins (ticket_check_ins): a ticket found by its code and locked, read with everything
 * the gate shows, its check-ins, and the counts the day sheet and the order page read.
 */

/**
 * Locks the ticket with this code (FOR UPDATE) for the rest of the caller's transaction and returns its
 * id, or null when no ticket has it. Everything a check-in decides is read after this, by later
 * statements: in READ COMMITTED each statement sees what was committed before it started, so a scan that
 * waited here for another gate's check-in sees that check-in.
 */
export async function lockTicketByCode(tx: Executor, code: string): Promise<string | null> {
  const { rows } = await tx.execute<{ id: string }>(sql`select id from tickets where code = ${code} for update`);
  return rows[0]?.id ?? null;
}

/** Locks a ticket by its id (an undo locks the ticket of the check-in it takes back). */
export async function lockTicketById(tx: Executor, ticketId: string): Promise<void> {
  await tx.execute(sql`select id from tickets where id = ${ticketId} for update`);
}

/** A ticket with its order, line, session, activity, type and extras: what the gate's rules and screen need. */
export interface TicketFacts {
  ticketId: string;
  code: string;
  orderId: string;
  bookingId: string;
  orderStatus: OrderStatus;
  /** Cancelled at the desk (lib/server/order-desk): the order may stand, this ticket does not. */
  cancelled: boolean;
  customer: { firstName: string; lastName: string };
  orderLanguage: string;
  currency: string;
  /** The park of the order's locale: whose ticket it is. */
  parkId: string | null;
  parkName: string | null;
  timeZone: string;
  sessionId: string;
  startsAt: Date;
  durationMinutes: number | null;
  activityId: string;
  activityTexts: Texts<{ title: string }>;
  variationId: string;
  variationTexts: Texts<{ title: string }>;
  participants: number;
  addOns: { id: string; texts: Texts<{ title: string }> | null; quantity: number }[];
  upgrade: { id: string; texts: Texts<{ title: string }> } | null;
}

/** One statement: the ticket, its order (and the order's locale and park), its line's session, activity, type and extras. */
export async function readTicketFacts(executor: Executor, ticketId: string): Promise<TicketFacts | null> {
  const { rows } = await executor.execute<Record<string, unknown>>(sql`
    select t.id as ticket_id, t.code, t.cancelled_at, o.id as order_id, o.booking_id, o.status, o.customer, o.language, o.currency,
           l.park_id, p.name as park_name, l.time_zone, s.id as session_id, s.starts_at, a.id as activity_id, a.texts as activity_texts,
           a.duration_minutes, v.id as variation_id, v.texts as variation_texts, v.participants,
           coalesce((select json_agg(json_build_object('id', c."addOnId", 'texts', x.texts, 'quantity', c.quantity) order by x.sort_order, c."addOnId")
                     from jsonb_to_recordset(i.add_ons) as c("addOnId" text, quantity int)
                     left join add_ons x on x.id = c."addOnId"), '[]') as add_ons,
           (select json_build_object('id', u.id, 'texts', u.texts) from upgrades u where u.id = i.upgrade_id) as upgrade
    from tickets t
    join order_items i on i.id = t.order_item_id
    join orders o on o.id = i.order_id
    join locales l on l.id = o.locale_id
    left join parks p on p.id = l.park_id
    -- A ticket moved at the desk admits to its own session; else to its line's.
    join sessions s on s.id = coalesce(t.session_id, i.session_id)
    join activities a on a.id = i.activity_id
    join variations v on v.id = t.variation_id
    where t.id = ${ticketId}`);
  const row = rows[0];
  if (!row) return null;
  return {
    ticketId: row.ticket_id as string,
    code: row.code as string,
    orderId: row.order_id as string,
    bookingId: row.booking_id as string,
    orderStatus: row.status as OrderStatus,
    cancelled: row.cancelled_at !== null && row.cancelled_at !== undefined,
    customer: row.customer as TicketFacts['customer'],
    orderLanguage: row.language as string,
    currency: row.currency as string,
    parkId: (row.park_id as string | null) ?? null,
    parkName: (row.park_name as string | null) ?? null,
    timeZone: row.time_zone as string,
    sessionId: row.session_id as string,
    startsAt: new Date(row.starts_at as string),
    durationMinutes: (row.duration_minutes as number | null) ?? null,
    activityId: row.activity_id as string,
    activityTexts: row.activity_texts as TicketFacts['activityTexts'],
    variationId: row.variation_id as string,
    variationTexts: row.variation_texts as TicketFacts['variationTexts'],
    participants: row.participants as number,
    addOns: row.add_ons as TicketFacts['addOns'],
    upgrade: (row.upgrade as TicketFacts['upgrade']) ?? null,
  };
}

const CHECK_IN_COLUMNS = sql`c.id, c.ticket_id, c.session_id, c.people, c.at, c.staff_id, c.actor, c.gate, c.undone_at, c.undone_by_staff_id, c.undone_by,
  coalesce(by_staff.display_name, c.actor) as by_name, coalesce(undo_staff.display_name, c.undone_by) as undone_by_name`;
const CHECK_IN_JOINS = sql`left join staff by_staff on by_staff.id = c.staff_id left join staff undo_staff on undo_staff.id = c.undone_by_staff_id`;

function toCheckIn(row: Record<string, unknown>): CheckInRecord {
  const at = new Date(row.at as string);
  return {
    id: row.id as string,
    ticketId: row.ticket_id as string,
    sessionId: row.session_id as string,
    people: row.people as number,
    at,
    by: { staffId: (row.staff_id as string | null) ?? null, name: row.by_name as string, email: row.actor as string },
    gate: (row.gate as string | null) ?? null,
    undoableUntil: undoDeadline(at),
    undoneAt: row.undone_at ? new Date(row.undone_at as string) : null,
    undoneBy: row.undone_by
      ? { staffId: (row.undone_by_staff_id as string | null) ?? null, name: row.undone_by_name as string, email: row.undone_by as string }
      : null,
  };
}

/** A ticket's check-ins, undone ones included, newest first. */
export async function checkInsOfTickets(executor: Executor, ticketIds: readonly string[]): Promise<CheckInRecord[]> {
  if (!ticketIds.length) return [];
  const { rows } = await executor.execute<Record<string, unknown>>(sql`
    select ${CHECK_IN_COLUMNS} from ticket_check_ins c ${CHECK_IN_JOINS}
    where c.ticket_id in (${sql.join(ticketIds.map((id) => sql`${id}::uuid`), sql`, `)})
    order by c.at desc, c.id`);
  return rows.map(toCheckIn);
}

/** One check-in by its id, or null. */
export async function findCheckIn(executor: Executor, checkInId: string): Promise<CheckInRecord | null> {
  const { rows } = await executor.execute<Record<string, unknown>>(sql`select ${CHECK_IN_COLUMNS} from ticket_check_ins c ${CHECK_IN_JOINS} where c.id = ${checkInId}`);
  return rows[0] ? toCheckIn(rows[0]) : null;
}

export interface NewCheckIn {
  ticketId: string;
  sessionId: string;
  people: number;
  at: Date;
  staff: { id: string; email: string };
  gate: string | null;
}

/** Records a check-in (under the ticket's lock, taken by the caller); returns its id. */
export async function insertCheckIn(tx: Executor, checkIn: NewCheckIn): Promise<string> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    insert into ticket_check_ins (ticket_id, session_id, people, at, staff_id, actor, gate)
    values (${checkIn.ticketId}, ${checkIn.sessionId}, ${checkIn.people}, ${checkIn.at.toISOString()}, ${checkIn.staff.id}, ${checkIn.staff.email}, ${checkIn.gate})
    returning id`);
  return rows[0].id;
}

/** Marks a check-in undone, if it is not already; whether it did. */
export async function markUndone(tx: Executor, checkInId: string, at: Date, staff: { id: string; email: string }): Promise<boolean> {
  const { rowCount } = await tx.execute(sql`
    update ticket_check_ins set undone_at = ${at.toISOString()}, undone_by_staff_id = ${staff.id}, undone_by = ${staff.email}
    where id = ${checkInId} and undone_at is null`);
  return (rowCount ?? 0) > 0;
}

/**
 * The people checked in (not undone) per session (index ticket_check_ins_session); sessions nobody came
 * to are absent.
 */
export async function checkedInPeopleBySession(executor: Executor, sessionIds: readonly string[]): Promise<Map<string, number>> {
  if (!sessionIds.length) return new Map();
  const { rows } = await executor.execute<{ session_id: string; people: number }>(sql`
    select session_id, sum(people)::int as people from ticket_check_ins
    where session_id in (${sql.join(sessionIds.map((id) => sql`${id}`), sql`, `)}) and undone_at is null
    group by session_id`);
  return new Map(rows.map((row) => [row.session_id, row.people]));
}

/** The check-ins (not undone) of tickets by their codes, newest first: what the order desk shows and refuses to cancel. */
export async function activeCheckInsByCode(executor: Pick<Executor, 'execute'>, codes: readonly string[]): Promise<Map<string, CheckInRecord[]>> {
  if (!codes.length) return new Map();
  const { rows } = await executor.execute<Record<string, unknown>>(sql`
    select t.code, ${CHECK_IN_COLUMNS} from ticket_check_ins c join tickets t on t.id = c.ticket_id ${CHECK_IN_JOINS}
    where t.code in (${sql.join(codes.map((code) => sql`${code}`), sql`, `)}) and c.undone_at is null
    order by c.at desc`);
  const byCode = new Map<string, CheckInRecord[]>();
  for (const row of rows) byCode.set(row.code as string, [...(byCode.get(row.code as string) ?? []), toCheckIn(row)]);
  return byCode;
}

/** The people checked in (not undone) to one session, per order (orderId → people). */
export async function checkedInPeopleByOrder(executor: Executor, sessionId: string): Promise<Map<string, number>> {
  const { rows } = await executor.execute<{ order_id: string; people: number }>(sql`
    select i.order_id, sum(c.people)::int as people
    from ticket_check_ins c join tickets t on t.id = c.ticket_id join order_items i on i.id = t.order_item_id
    where c.session_id = ${sessionId} and c.undone_at is null
    group by i.order_id`);
  return new Map(rows.map((row) => [row.order_id, row.people]));
}

/** An order's tickets (code, type's participants), its park, in code order: what the order page's check-in column needs. */
export async function orderTickets(
  executor: Executor,
  orderId: string,
): Promise<{ parkId: string | null; tickets: { ticketId: string; code: string; participants: number }[] } | null> {
  const { rows } = await executor.execute<{ park_id: string | null; tickets: { ticket_id: string; code: string; participants: number }[] }>(sql`
    select l.park_id,
           coalesce((select json_agg(json_build_object('ticket_id', t.id, 'code', t.code, 'participants', v.participants) order by t.code)
                     from order_items i join tickets t on t.order_item_id = i.id join variations v on v.id = t.variation_id
                     where i.order_id = o.id), '[]') as tickets
    from orders o join locales l on l.id = o.locale_id
    where o.id = ${orderId}`);
  const row = rows[0];
  if (!row) return null;
  return { parkId: row.park_id, tickets: row.tickets.map((t) => ({ ticketId: t.ticket_id, code: t.code, participants: t.participants })) };
}
