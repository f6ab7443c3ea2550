import { sql } from 'drizzle-orm';
import { addDays } from 'date-fns';
import { todayIn } from '@/lib/domain/calendar';
import { orderStanding, type OrderStanding } from '@/lib/domain/check-in';
import { OFFLINE_SYNC_MAX, ruleOnOfflineScan, syncOrder, type OfflineConflict, type OfflineScan, type OfflineUnknownTickets } from '@/lib/domain/offline-check-in';
import type { OrderStatus } from '@/lib/domain/order-status';
import { ridersVerdict, type RidersVerdict } from '@/lib/domain/riders';
import { mayAct } from '@/lib/domain/staff-access';
import type { TicketPublicKey } from '@/lib/domain/ticket-signature';
import { DUE_ON_ARRIVAL, publishedTicketKeys } from '../orders';
import { db, type Database } from '../platform/db/client';
import { riderSeats, sessionGroupProblems, type RiderSeat } from '../riders';
import { recordStaffAction, type StaffMember } from '../staff';

/*
 * The gate without a network (lib/domain/offline-check-in.ts): what a scanner keeps for its park's
 * coming day, and the check-ins it made offline, applied when it syncs.
 */

/** A ticket as an offline scanner keeps it: the code its QR code signs, how many it admits and has admitted, whether to pay at the desk. */
export interface ScannerTicket {
  code: string;
  sessionId: string;
  startsAt: Date;
  /** The park's day of its session. */
  day: string;
  people: number;
  admitted: number;
  payAtDesk: boolean;
  /** Its riders' verdict now (lib/domain/riders.ts), as the gate rules on it; null when its activity asks nothing of them. */
  riders: RidersVerdict | null;
}

export interface ScannerDay {
  parkId: string;
  /** The park's today and tomorrow (its time zone): the sessions the list covers. */
  days: [string, string];
  timeZone: string;
  generatedAt: Date;
  unknownTickets: OfflineUnknownTickets;
  keys: TicketPublicKey[];
  tickets: ScannerTicket[];
  /** Codes of those sessions' tickets that no longer admit: cancelled, moved (a move issues new codes), or their order cancelled or refunded. */
  revoked: string[];
}

const STANDS: OrderStatus[] = ['paid', 'partially_cancelled', 'reserved', 'awaiting_confirmation'];

interface Options {
  now?: Date;
  database?: Database;
}

/** The park's time zone as its sites have it (a park has one: lib/server/park-settings keeps them equal). */
async function parkZone(database: Database, parkId: string): Promise<{ timeZone: string; unknownTickets: OfflineUnknownTickets } | null> {
  const { rows } = await database.execute<{ time_zone: string | null; offline_unknown_tickets: OfflineUnknownTickets }>(sql`
    select (select time_zone from locales where park_id = p.id order by sort_order limit 1) as time_zone, p.offline_unknown_tickets
    from parks p where p.id = ${parkId}`);
  return rows[0] ? { timeZone: rows[0].time_zone ?? 'UTC', unknownTickets: rows[0].offline_unknown_tickets } : null;
}

/**
 * Each ticket's riders' verdict, as the gate rules on it (lib/server/check-in/check-in-service.ts), from the
 * sessions' seats read at once. The accompanying-adult rule is over a booking's riders of a session, so
 * seats are grouped by booking and session first: linear in the day's seats.
 */
function ridersByTicket(seats: readonly RiderSeat[]): Map<string, RidersVerdict> {
  const byBooking = new Map<string, RiderSeat[]>();
  const byTicket = new Map<string, RiderSeat[]>();
  const add = (map: Map<string, RiderSeat[]>, key: string, seat: RiderSeat) => {
    const group = map.get(key);
    if (group) group.push(seat);
    else map.set(key, [seat]);
  };
  for (const seat of seats) {
    add(byBooking, `${seat.orderId} ${seat.sessionId}`, seat);
    add(byTicket, seat.ticketCode, seat);
  }
  // Once per booking and session: a school's 60 tickets share one accompanying-adult ruling.
  const groups = new Map([...byBooking].map(([key, together]) => [key, sessionGroupProblems(together, together[0].orderId, together[0].sessionId)]));
  const verdicts = new Map<string, RidersVerdict>();
  for (const [code, own] of byTicket) {
    verdicts.set(
      code,
      ridersVerdict(
        own.map((seat) => seat.verdict),
        groups.get(`${own[0].orderId} ${own[0].sessionId}`) ?? [],
      ),
    );
  }
  return verdicts;
}

/**
 * What a scanner at `parkId` keeps for offline use: every ticket of the park's sessions today and tomorrow
 * (its time zone) that admits, with its people and its riders' verdict, and the codes of those that no
 * longer do. Three statements, whatever the number of tickets; null when the staff member may not check
 * in there.
 */
export async function scannerDay(staff: StaffMember, parkId: string, { now = new Date(), database = db() }: Options = {}): Promise<ScannerDay | null> {
  if (!staff.active || !mayAct(staff, 'checkIn', parkId)) return null;
  const park = await parkZone(database, parkId);
  if (!park) return null;
  const today = todayIn(park.timeZone, now);
  const tomorrow = todayIn(park.timeZone, addDays(now, 1));
  // What each order owes at the desk, once per order (DUE_ON_ARRIVAL, as the gate reads it per scan).
  const { rows } = await database.execute<{ code: string; session_id: string; starts_at: string; day: string; people: number; admitted: number; status: OrderStatus; due: number; cancelled: boolean }>(sql`
    with day_tickets as (
      select t.id, t.code, s.id as session_id, s.starts_at, to_char(s.starts_at at time zone ${park.timeZone}, 'YYYY-MM-DD') as day,
             greatest(v.participants, 1) as people, t.cancelled_at is not null as cancelled, i.order_id
      from tickets t
      join order_items i on i.id = t.order_item_id
      join sessions s on s.id = coalesce(t.session_id, i.session_id)
      join activities a on a.id = s.activity_id
      join variations v on v.id = t.variation_id
      where a.park_id = ${parkId}
        and (s.starts_at at time zone ${park.timeZone})::date between ${today}::date and ${tomorrow}::date),
    day_orders as (
      select o.id, o.status, ${DUE_ON_ARRIVAL} as due from orders o
      where o.id in (select order_id from day_tickets) and o.status <> all(array['awaiting_payment', 'failed', 'expired']::text[]))
    select d.code, d.session_id, d.starts_at, d.day, d.people, d.cancelled, o.status, o.due,
           coalesce((select sum(c.people) from ticket_check_ins c where c.ticket_id = d.id and c.undone_at is null), 0)::int as admitted
    from day_tickets d join day_orders o on o.id = d.order_id`);
  const sessionIds = [...new Set(rows.map((row) => row.session_id))];
  const riders = ridersByTicket(sessionIds.length ? await riderSeats(database, { sessionIds }) : []);
  const tickets: ScannerTicket[] = [];
  const revoked: string[] = [];
  for (const row of rows) {
    if (row.cancelled || !STANDS.includes(row.status)) revoked.push(row.code);
    else
      tickets.push({
        code: row.code,
        sessionId: row.session_id,
        startsAt: new Date(row.starts_at),
        day: row.day,
        people: row.people,
        admitted: row.admitted,
        payAtDesk: orderStanding(row.status, row.due) === 'payAtDesk',
        riders: riders.get(row.code) ?? null,
      });
  }
  return { parkId, days: [today, tomorrow], timeZone: park.timeZone, generatedAt: now, unknownTickets: park.unknownTickets, keys: publishedTicketKeys(), tickets, revoked };
}

export interface OfflineSync {
  parkId: string;
  /** The scanner's name for itself (stable per installed device) and the gate it stands at. */
  device: string;
  gate: string | null;
  checkIns: OfflineScan[];
}

export type OfflineSyncResult =
  | { ok: true; applied: number; duplicates: number; conflicts: { id: string; code: string; reason: OfflineConflict; people: number; counted: number }[] }
  | { ok: false; reason: 'notAllowed' | 'invalid' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODE = /^[23456789A-HJ-NP-Z]{6,32}$/;

/** A Postgres array literal of values checked to be UUIDs or ticket codes (no commas, quotes or braces): one parameter, whatever the count. */
const arrayLiteral = (values: readonly string[]) => `{${values.join(',')}}`;

const validScan = (scan: OfflineScan) =>
  UUID.test(scan.id) && CODE.test(scan.code) && Number.isInteger(scan.people) && scan.people >= 1 && scan.people <= 100 && !Number.isNaN(scan.at.getTime());

/**
 * A check-in dated after the sync is a device whose clock runs fast: its people are in the park all the
 * same, so it counts, dated now. Refusing it would refuse the device's whole queue at every retry.
 */
const notAfter = (scan: OfflineScan, now: Date): OfflineScan => (scan.at.getTime() > now.getTime() ? { ...scan, at: now } : scan);

type LockedTicket = {
  id: string;
  code: string;
  session_id: string;
  park_id: string;
  people: number;
  cancelled: boolean;
  status: OrderStatus;
  admitted: number;
};

/**
 * Applies a scanner's offline check-ins, in the order it made them, once each (a retried sync changes
 * nothing: each check-in's id is unique in ticket_check_ins or check_in_conflicts). Under its tickets'
 * locks, as a scan takes them, so an online scan and a sync never interleave on one ticket; the people a
 * ticket has left bound what is counted (ruleOnOfflineScan). Audited once per sync.
 */
export async function syncOfflineCheckIns(staff: StaffMember, input: OfflineSync, { now = new Date(), database = db() }: Options = {}): Promise<OfflineSyncResult> {
  if (!staff.active || !mayAct(staff, 'checkIn', input.parkId)) return { ok: false, reason: 'notAllowed' };
  const device = input.device.trim().slice(0, 100);
  const gate = input.gate?.trim().slice(0, 100) || null;
  if (!device || input.checkIns.length > OFFLINE_SYNC_MAX || !input.checkIns.every(validScan)) return { ok: false, reason: 'invalid' };
  const ordered = syncOrder(input.checkIns.map((scan) => notAfter(scan, now)));
  const result = { ok: true as const, applied: 0, duplicates: input.checkIns.length - ordered.length, conflicts: [] as Extract<OfflineSyncResult, { ok: true }>['conflicts'] };
  // One transaction: at most OFFLINE_SYNC_MAX check-ins, so their tickets' locks are held briefly.
  await database.transaction(async (tx) => {
    const ids = ordered.map((scan) => scan.id);
    const { rows: done } = await tx.execute<{ offline_id: string }>(sql`
      select offline_id from ticket_check_ins where offline_id = any(${arrayLiteral(ids)}::uuid[])
      union select offline_id from check_in_conflicts where offline_id = any(${arrayLiteral(ids)}::uuid[])`);
    const already = new Set(done.map((row) => row.offline_id));
    const fresh = ordered.filter((scan) => !already.has(scan.id));
    result.duplicates += ordered.length - fresh.length;
    if (!fresh.length) return;
    // Locked in id order (as every multi-ticket statement takes them), then read with their admitted people.
    const { rows: locked } = await tx.execute<LockedTicket>(sql`
      with locked as (select id from tickets where code = any(${arrayLiteral([...new Set(fresh.map((scan) => scan.code))])}::text[]) order by id for update)
      select t.id, t.code, s.id as session_id, a.park_id, greatest(v.participants, 1) as people, t.cancelled_at is not null as cancelled, o.status,
             coalesce((select sum(c.people) from ticket_check_ins c where c.ticket_id = t.id and c.undone_at is null), 0)::int as admitted
      from locked join tickets t on t.id = locked.id
      join order_items i on i.id = t.order_item_id join orders o on o.id = i.order_id
      join sessions s on s.id = coalesce(t.session_id, i.session_id) join activities a on a.id = s.activity_id
      join variations v on v.id = t.variation_id`);
    // Another park's ticket is no ticket of this park's list: the scanner could only have admitted it as unknown.
    const byCode = new Map(locked.filter((ticket) => ticket.park_id === input.parkId).map((ticket) => [ticket.code, ticket]));
    const checkIns: ReturnType<typeof sql>[] = [];
    const conflicts: ReturnType<typeof sql>[] = [];
    for (const scan of fresh) {
      const ticket = byCode.get(scan.code) ?? null;
      const standing: OrderStanding | 'ticketCancelled' | undefined = ticket ? (ticket.cancelled ? 'ticketCancelled' : STANDS.includes(ticket.status) ? 'admits' : 'cancelled') : undefined;
      const ruling = ruleOnOfflineScan(ticket && { standing: standing!, total: ticket.people, admitted: ticket.admitted }, scan.people);
      const at = scan.at.toISOString();
      if (ticket && ruling.counted > 0) {
        ticket.admitted += ruling.counted;
        // `at` is the device's: an offline check-in is past its undo window by the time it syncs.
        checkIns.push(sql`(${ticket.id}::uuid, ${ticket.session_id}::uuid, ${ruling.counted}::int, ${at}::timestamptz, ${staff.id}::uuid, ${staff.email}, ${gate}, ${scan.id}::uuid, ${device}, ${at}::timestamptz)`);
        result.applied += 1;
      }
      if (ruling.conflict) {
        conflicts.push(
          sql`(${scan.id}::uuid, ${input.parkId}, ${ticket?.id ?? null}::uuid, ${scan.code}, ${ticket?.session_id ?? null}::uuid, ${ruling.conflict}, ${scan.people}::int, ${ruling.counted}::int, ${device}, ${gate}, ${at}::timestamptz, ${now.toISOString()}::timestamptz, ${staff.email})`,
        );
        result.conflicts.push({ id: scan.id, code: scan.code, reason: ruling.conflict, people: scan.people, counted: ruling.counted });
      }
    }
    if (checkIns.length) {
      await tx.execute(sql`insert into ticket_check_ins (ticket_id, session_id, people, at, staff_id, actor, gate, offline_id, device, scanned_at) values ${sql.join(checkIns, sql`, `)}`);
    }
    if (conflicts.length) {
      await tx.execute(sql`insert into check_in_conflicts (offline_id, park_id, ticket_id, code, session_id, reason, people, counted, device, gate, scanned_at, synced_at, actor) values ${sql.join(conflicts, sql`, `)}`);
    }
    await recordStaffAction(tx, {
      actor: { staffId: staff.id, email: staff.email },
      action: 'checkIn.offlineSync',
      subject: `park:${input.parkId}`,
      parkId: input.parkId,
      before: null,
      after: { device, gate, checkIns: fresh.length, counted: checkIns.length, conflicts: conflicts.length },
    });
  });
  return result;
}

/** A conflict as the day sheet shows it: the offline check-in, and the ticket's other check-ins it collided with. */
export interface CheckInConflictView {
  id: string;
  code: string;
  bookingId: string | null;
  sessionId: string | null;
  reason: OfflineConflict;
  people: number;
  counted: number;
  device: string;
  gate: string | null;
  scannedAt: Date;
  syncedAt: Date;
  /** The ticket's counted check-ins: where and when (the device's clock for an offline one). */
  others: { gate: string | null; device: string | null; at: Date; people: number }[];
}

/** The park's conflicts of check-ins made on a day (its time zone), for the day sheet. */
export async function checkInConflicts(executor: Pick<Database, 'execute'>, parkId: string, day: string, timeZone: string): Promise<CheckInConflictView[]> {
  const { rows } = await executor.execute<{
    id: string;
    code: string;
    booking_id: string | null;
    session_id: string | null;
    reason: OfflineConflict;
    people: number;
    counted: number;
    device: string;
    gate: string | null;
    scanned_at: string;
    synced_at: string;
    others: { gate: string | null; device: string | null; at: string; people: number }[] | null;
  }>(sql`
    select k.id, k.code, o.booking_id, k.session_id, k.reason, k.people, k.counted, k.device, k.gate, k.scanned_at, k.synced_at,
           (select json_agg(json_build_object('gate', c.gate, 'device', c.device, 'at', coalesce(c.scanned_at, c.at), 'people', c.people) order by coalesce(c.scanned_at, c.at))
              from ticket_check_ins c where c.ticket_id = k.ticket_id and c.undone_at is null and c.offline_id is distinct from k.offline_id) as others
    from check_in_conflicts k
    left join tickets t on t.id = k.ticket_id left join order_items i on i.id = t.order_item_id left join orders o on o.id = i.order_id
    where k.park_id = ${parkId} and (k.scanned_at at time zone ${timeZone})::date = ${day}::date
    order by k.scanned_at`);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    bookingId: row.booking_id,
    sessionId: row.session_id,
    reason: row.reason,
    people: row.people,
    counted: row.counted,
    device: row.device,
    gate: row.gate,
    scannedAt: new Date(row.scanned_at),
    syncedAt: new Date(row.synced_at),
    others: (row.others ?? []).map((other) => ({ ...other, at: new Date(other.at) })),
  }));
}
