import { sql } from 'drizzle-orm';
import { closureReason, CLOSURE_REASON_MAX, CLOSURE_SESSIONS_MAX, sameClosureRequest, sessionsToChange, type ClosureKind } from '@/lib/domain/closures';
import { isCalendarDay, orderPath, type SessionCounts } from '@/lib/domain/day-sheet';
import { isIdempotencyKey } from '@/lib/domain/idempotency-key';
import { mailsItsCustomer } from '@/lib/domain/order-channel';
import { personName, textIn, toLanguage, type Language } from '@/lib/domain/language';
import { bookingConfirmationPath } from '@/lib/domain/paths';
import { mayAct } from '@/lib/domain/staff-access';
import { parkTime } from '@/lib/domain/time';
import { getCatalogue } from '../activities';
import { findLocaleById, listLocales, mailSiteOf } from '../locales';
import { enqueueMail } from '../mail';
import { dayPlaces } from '../day-sheet';
import { bookingMailLinks, bookingsInSessions, type SessionBookingRecord } from '../orders';
import { recordChange } from '../platform/changes';
import { db as processDb, type Database } from '../platform/db/client';
import { findScheduleDay, findSessionsById, lockSessions, placesChanged, setSessionsClosed } from '../sessions';
import { recordStaffAction, type ParkView, type StaffMember } from '../staff';
import { lockKey } from '../platform/db/advisory-locks';

/*
 * Closing sessions (issue #23). An action, in one transaction:
 * 1. waits for any other request with its idempotency key (an advisory lock on the key), then finds the
 *    key's earlier action: found, nothing is done again (one closure, one set of mails);
 * 2. locks the sessions as a sale locks them (by id, for update): a checkout or an add to cart racing the
 *    closure either sold first, and its visitor is among those told, or waits and finds the session closed;
 * 3. closes (or reopens) the sessions that can be, records the action (session_closures, the key unique),
 *    queues each affected visitor's mail in their language through the outbox, writes the audit entries
 *    with before and after, and records the change for every instance (lib/server/platform/changes), so
 *    every calendar shows it within seconds.
 * Who may is asked first, of the sessions' own park (their activities'), never a park the browser names.
 */

export type ClosureProblem = 'REASON_REQUIRED' | 'REASON_TOO_LONG' | 'NO_SESSIONS' | 'SEVERAL_PARKS' | 'IDEMPOTENCY_KEY_REUSED';

export type ClosureOutcome =
  | { ok: true; problem: ClosureProblem | null; changed: string[]; mailed: number }
  | { ok: false; code: 'forbidden' | 'invalidKey' };

export interface ScheduleBooking {
  bookingId: string;
  customerName: string;
  tickets: number;
  payAtDesk: boolean;
  language: Language;
  orderPath: string;
}

export interface ScheduleSession {
  id: string;
  activityName: string;
  startsAt: string;
  startTime: string;
  capacity: number;
  /** Its places as the day sheet counts them (lib/domain/day-sheet.ts sessionCounts). */
  sold: number;
  reserved: number;
  held: number;
  free: number;
  started: boolean;
  closed: boolean;
  closedReason: string | null;
  closedAt: string | null;
  bookings: ScheduleBooking[];
}

export interface Schedule {
  park: ParkView;
  date: string;
  sessions: ScheduleSession[];
}

interface Options {
  now?: Date;
  database?: Database;
}

const ACTION = 'manageSchedules';

async function parkOf(parkId: string): Promise<{ park: ParkView; hosts: string[] }> {
  const locales = (await listLocales()).filter((locale) => locale.parkId === parkId);
  const first = locales[0];
  return {
    park: { id: parkId, name: first?.park?.name ?? parkId, timeZone: first?.timeZone ?? 'UTC' },
    hosts: locales.map((locale) => locale.domain),
  };
}

const bookingView = (booking: SessionBookingRecord, language: Language): ScheduleBooking => ({
  bookingId: booking.bookingId,
  customerName: personName(booking.customer.firstName, booking.customer.lastName, language),
  tickets: booking.tickets,
  payAtDesk: booking.status === 'reserved',
  language: toLanguage(booking.language),
  orderPath: orderPath(booking.bookingId),
});

/** A session's places; a closed one has none free. Counted in a statement of its own: a session made since is counted as its ledger says. */
const placesOf = (counts: SessionCounts | undefined, row: { capacity: number; sold: number; closedAt: Date | null }) => {
  const { sold, reserved, held, free } = counts ?? { sold: row.sold, reserved: 0, held: 0, free: Math.max(0, row.capacity - row.sold) };
  return { sold, reserved, held, free: row.closedAt ? 0 : free };
};

/** A park's sessions of one local day, with their places and the bookings each would concern. Four statements. */
export async function readSchedule(staff: StaffMember, parkId: string, date: string, { now = new Date(), database = processDb() }: Options = {}): Promise<{ ok: true; schedule: Schedule } | { ok: false; code: 'forbidden' | 'invalidDate' }> {
  if (!mayAct(staff, ACTION, parkId)) return { ok: false, code: 'forbidden' };
  if (!isCalendarDay(date)) return { ok: false, code: 'invalidDate' };
  const [{ park }, catalogue] = await Promise.all([parkOf(parkId), getCatalogue()]);
  const activities = new Map(catalogue.activities.filter((activity) => activity.parkId === parkId).map((activity) => [activity.id, activity]));
  const [rows, places] = await Promise.all([
    findScheduleDay(database, [...activities.keys()], park.timeZone, date),
    dayPlaces(database, [...activities.keys()], date, park.timeZone, now),
  ]);
  const bookings = await bookingsInSessions(database, rows.map((row) => row.id));
  const sessions = rows.map((row) => {
    const activity = activities.get(row.activityId);
    return {
      id: row.id,
      activityName: activity ? textIn(activity.texts, staff.language).title : '',
      startsAt: row.startsAt.toISOString(),
      startTime: parkTime(row.startsAt, park),
      capacity: row.capacity,
      ...placesOf(places.get(row.id), row),
      started: row.startsAt.getTime() <= now.getTime(),
      closed: row.closedAt !== null,
      closedReason: row.closedReason,
      closedAt: row.closedAt?.toISOString() ?? null,
      bookings: bookings.filter((booking) => booking.sessionId === row.id).map((booking) => bookingView(booking, staff.language)),
    };
  });
  return { ok: true, schedule: { park, date, sessions } };
}

export interface ClosureRequest {
  sessionIds: readonly string[];
  idempotencyKey: string;
  /** Required to close; none to reopen. */
  reason?: string;
}

export const closeSessions = (staff: StaffMember, request: ClosureRequest, options?: Options) => act(staff, 'close', request, options);
export const reopenSessions = (staff: StaffMember, request: ClosureRequest, options?: Options) => act(staff, 'reopen', request, options);

async function act(staff: StaffMember, kind: ClosureKind, request: ClosureRequest, { now = new Date(), database = processDb() }: Options = {}): Promise<ClosureOutcome> {
  const ids = [...new Set(request.sessionIds)].sort();
  // Who may is asked before anything else is looked at: a refusal says nothing of the input.
  const found = await findSessionsById(database, ids);
  const catalogue = await getCatalogue();
  const parkOfActivity = new Map(catalogue.activities.map((activity) => [activity.id, activity.parkId]));
  const parks = [...new Set(found.map((session) => parkOfActivity.get(session.activityId) ?? null))];
  if (found.length !== ids.length || parks.some((park) => park === null || !mayAct(staff, ACTION, park))) return { ok: false, code: 'forbidden' };
  if (!isIdempotencyKey(request.idempotencyKey)) return { ok: false, code: 'invalidKey' };
  const refused = (problem: ClosureProblem): ClosureOutcome => ({ ok: true, problem, changed: [], mailed: 0 });
  if (!ids.length || ids.length > CLOSURE_SESSIONS_MAX) return refused('NO_SESSIONS');
  if (parks.length > 1) return refused('SEVERAL_PARKS');
  const parkId = parks[0]!;
  let reason: string | null = null;
  if (kind === 'close') {
    reason = closureReason(request.reason ?? '');
    if (reason === null) return refused((request.reason ?? '').trim().length > CLOSURE_REASON_MAX ? 'REASON_TOO_LONG' : 'REASON_REQUIRED');
  }
  const { hosts } = await parkOf(parkId);

  const outcome = await database.transaction(async (tx) => {
    await lockKey(tx, 'closureKey', request.idempotencyKey);
    const earlier = await tx.execute<{ kind: ClosureKind; session_ids: string[]; changed: string[]; mailed: number }>(sql`
      select c.kind, c.session_ids, c.changed,
        (select count(*)::int from outbox where dedupe_key like 'session-closure:' || c.id || ':%') as mailed
      from session_closures c where c.idempotency_key = ${request.idempotencyKey}`);
    if (earlier.rows[0]) {
      const row = earlier.rows[0];
      return sameClosureRequest({ kind: row.kind, sessionIds: row.session_ids }, kind, ids)
        ? { ok: true as const, problem: null, changed: row.changed, mailed: row.mailed }
        : { ok: true as const, problem: 'IDEMPOTENCY_KEY_REUSED' as const, changed: [], mailed: 0 };
    }
    const locked = await lockSessions(tx, ids);
    const changed = sessionsToChange(kind, locked, now);
    await setSessionsClosed(tx, changed, kind === 'close' ? { reason: reason!, at: now } : null);
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into session_closures (park_id, kind, idempotency_key, session_ids, changed, reason, staff_id, actor)
      values (${parkId}, ${kind}, ${request.idempotencyKey}, ${`{${ids.join(',')}}`}::uuid[], ${`{${changed.join(',')}}`}::uuid[], ${reason}, ${staff.id}, ${staff.email})
      returning id`);
    const closureId = rows[0].id;
    const bookings = await bookingsInSessions(tx, changed);
    const mailed = await queueClosureMail(tx, closureId, kind, reason, bookings, locked);
    for (const session of locked.filter((candidate) => changed.includes(candidate.id))) {
      await recordStaffAction(tx, {
        actor: { staffId: staff.id, email: staff.email },
        action: kind === 'close' ? 'session.close' : 'session.reopen',
        subject: `session:${session.id}`,
        parkId,
        before: { closed: session.closedAt !== null, reason: session.closedReason },
        after: {
          closed: kind === 'close',
          reason: kind === 'close' ? reason : null,
          startsAt: session.startsAt.toISOString(),
          activityId: session.activityId,
          bookings: bookings.filter((booking) => booking.sessionId === session.id).map((booking) => booking.bookingId),
          closure: closureId,
        },
      });
    }
    if (changed.length) {
      const activityIds = [...new Set(locked.filter((session) => changed.includes(session.id)).map((session) => session.activityId))];
      await recordChange(tx, { kind: 'sessions', parkId, activityIds, hosts });
    }
    return { ok: true as const, problem: null, changed, mailed };
  });
  // This instance at once; every other one through the change recorded above.
  if (outcome.changed.length) placesChanged();
  return outcome;
}

/** One mail per booking (however many of its sessions changed), in the booking's language. */
async function queueClosureMail(
  tx: Parameters<typeof bookingsInSessions>[0] & Parameters<typeof enqueueMail>[0],
  closureId: string,
  kind: ClosureKind,
  reason: string | null,
  bookings: SessionBookingRecord[],
  sessions: { id: string; activityId: string; startsAt: Date }[],
): Promise<number> {
  const catalogue = await getCatalogue();
  const orders = new Map<string, SessionBookingRecord[]>();
  for (const booking of bookings) orders.set(booking.orderId, [...(orders.get(booking.orderId) ?? []), booking]);
  let mailed = 0;
  for (const [orderId, lines] of orders) {
    const first = lines[0];
    // A reseller's customer hears of it from the reseller, whose OCTO booking shows its session CLOSED.
    if (!mailsItsCustomer(first.channel)) continue;
    mailed += 1;
    const language = toLanguage(first.language);
    const site = mailSiteOf(await findLocaleById(first.localeId), first.language);
    await enqueueMail(tx, {
      dedupeKey: `session-closure:${closureId}:${orderId}`,
      kind: 'session-closure',
      payload: {
        orderId,
        bookingId: first.bookingId,
        language,
        intlLocale: site.intlLocale,
        parkName: site.parkName,
        timeZone: site.timeZone,
        customer: first.customer,
        confirmationUrl: `${first.origin}${bookingConfirmationPath(first.token)}`,
        ...bookingMailLinks({ id: orderId, origin: first.origin }),
        change: kind === 'close' ? 'closed' : 'reopened',
        reason,
        sessions: lines.map((line) => {
          const session = sessions.find((candidate) => candidate.id === line.sessionId)!;
          const activity = catalogue.activities.find((candidate) => candidate.id === session.activityId);
          return { activityTitle: activity ? textIn(activity.texts, language).title : '', startsAt: session.startsAt.toISOString(), tickets: line.tickets };
        })
        // In time order, as the visitor's day runs (ISO instants sort as text).
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
      },
    });
  }
  return mailed;
}
