import { sql, type SQL } from 'drizzle-orm';
import type { RiderTally } from '@/lib/domain/day-sheet';
import type { OrderStatus } from '@/lib/domain/order-status';
import type { Database } from '../platform/db/client';
import { log } from '../platform/logger';

/*
 * A session's counts that only its bookings change, kept between reads (kept_session_counts). Every write
 * that changes them inserts a row for the session into session_changes, or one for every session
 * (migration 0035_kept_session_counts's triggers). A read counts those rows in its snapshot: kept counts
 * are used where that number is the one they were kept with. The rows are never deleted, and a snapshot
 * sees every transaction committed before it, so the number only grows and an equal number means the
 * same writes seen. Inserts, never a counter's update: a sale's triggers wait for nobody.
 */

/** A booking's places at a session by its standing at the desk (as day-sheet-repository.ts counts them). */
export interface PlacesByStanding {
  status: OrderStatus;
  dueOnArrival: number;
  places: number;
  /** The sum of dueOnArrival over those bookings whose first standing ticket admits to this session. */
  dueHere: number;
}

/** A booking reserved to pay at the desk with tickets standing at a session, and what it owes (DUE_ON_ARRIVAL). */
export interface StandingReservation {
  orderId: string;
  due: number;
  currency: string;
}

export interface KeptSessionCounts {
  places: PlacesByStanding[];
  reservations: StandingReservation[];
  /** Null where no rider is asked of the session's bookings. */
  riders: RiderTally | null;
}

/** SQL: the changes to the session `sessionId` names that the statement's snapshot sees (a bigint, read as a string). */
export const changesSeen = (sessionId: SQL) => sql`((select count(*) from session_changes c where c.session_id = ${sessionId})
  + (select count(*) from session_changes c where c.session_id is null))`;

/** SQL: the session's kept counts with the changes they were kept at, or null. */
export const keptCountsOf = (sessionId: SQL) =>
  sql`(select json_build_object('changes', k.changes, 'places', k.places, 'reservations', k.reservations, 'riders', k.riders) from kept_session_counts k where k.session_id = ${sessionId})`;

/** Counts as kept, with the changes they were kept at. */
export type KeptAt = KeptSessionCounts & { changes: number };

/** Whether what was kept holds at `changes`. */
export const isKept = (kept: KeptAt | null, changes: string | number): kept is KeptAt => kept !== null && kept.changes === Number(changes);

/**
 * Keeps counts worked out at the changes seen. A later read may have kept newer ones meanwhile: those stay
 * (the number only grows). Keeping is a saving, never needed: a failure (the session deleted meanwhile)
 * is logged and the read's answer stands.
 */
export async function keepCounts(database: Pick<Database, 'execute'>, entries: { sessionId: string; changes: string; counts: KeptSessionCounts }[]): Promise<void> {
  if (!entries.length) return;
  try {
    await database.execute(sql`
      insert into kept_session_counts as k (session_id, changes, places, reservations, riders)
      select e.session_id, e.changes, e.places, e.reservations, e.riders
      from jsonb_to_recordset(${JSON.stringify(
        entries.map((entry) => ({ session_id: entry.sessionId, changes: Number(entry.changes), places: entry.counts.places, reservations: entry.counts.reservations, riders: entry.counts.riders })),
      )}::jsonb)
        as e(session_id uuid, changes bigint, places jsonb, reservations jsonb, riders jsonb)
      where exists (select 1 from sessions s where s.id = e.session_id)
      order by e.session_id
      on conflict (session_id) do update set changes = excluded.changes, places = excluded.places, reservations = excluded.reservations, riders = excluded.riders
      where k.changes < excluded.changes`);
  } catch (error) {
    log('day-sheet').warn({ err: error }, 'Keeping sessions’ counts failed; the next read works them out again');
  }
}
