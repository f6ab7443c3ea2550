import { sql } from 'drizzle-orm';
import { UNCONFIRMED_RESERVATIONS_LIMIT } from '@/lib/domain/order-status';
import { env } from '../platform/config';
import { db } from '../platform/db/client';
import type { Executor } from './order-repository';
import { loadOrder, type OrderRecord } from './order-store';
import { transitionOrder } from './order-transitions';
import { lockKey } from '../platform/db/advisory-locks';

/** Advisory lock namespaces (the carts' are 724_101 and 724_102): one visitor's email, one client address. */

/** How email addresses are compared for the cap: case and surrounding spaces aside, as mailboxes do. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Whether this email address (UNCONFIRMED_RESERVATIONS_LIMIT) or client address (RESERVATIONS_PER_ADDRESS,
 * 2 unless raised for addresses many visitors share) already has as many unconfirmed reservations as allowed,
 * counted inside the placing transaction under a lock per email and per address (always in that order,
 * so two placings never wait on each other in a circle): concurrent placings cannot each see room and
 * together pass the cap. The locks are held until the caller's transaction ends.
 */
export async function tooManyUnconfirmedReservations(tx: Executor, email: string, clientAddress: string | null, now: Date): Promise<boolean> {
  const address = normaliseEmail(email);
  await lockKey(tx, 'reservationEmail', address);
  if (clientAddress) await lockKey(tx, 'reservationAddress', clientAddress);
  // Counted in a statement after the locks: its snapshot sees every reservation committed while waiting.
  // One past its deadline no longer counts, whether or not the reconciler has expired it yet.
  const { rows } = await tx.execute<{ by_email: number; by_address: number }>(sql`
    select
      count(*) filter (where lower(trim(customer->>'email')) = ${address})::int as by_email,
      count(*) filter (where ${clientAddress}::text is not null and client_address = ${clientAddress})::int as by_address
    from orders
    where status = 'awaiting_confirmation' and expires_at > ${now.toISOString()}`);
  const { by_email: byEmail, by_address: byAddress } = rows[0];
  return byEmail >= UNCONFIRMED_RESERVATIONS_LIMIT || byAddress >= env().RESERVATIONS_PER_ADDRESS;
}

export type ReservationConfirmation = { status: 'CONFIRMED' | 'ALREADY_CONFIRMED' | 'EXPIRED' | 'UNKNOWN'; order: OrderRecord | null };

/**
 * The visitor confirms a pay-on-arrival reservation with the key of the emailed link. Idempotent: the
 * order row is locked by the transition, so of two clicks exactly one reserves and the other reads it
 * reserved. Past its deadline a reservation is expired here (its places released) if the reconciler
 * has not done it yet: the deadline holds to the second, whatever the worker's interval.
 */
export async function confirmReservation(reservationToken: string, now = new Date()): Promise<ReservationConfirmation> {
  if (!reservationToken || reservationToken.length > 64) return { status: 'UNKNOWN', order: null };
  return db().transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string; expires_at: string | Date }>(
      sql`select id, expires_at from orders where reservation_token = ${reservationToken} for update`,
    );
    const found = rows[0];
    if (!found) return { status: 'UNKNOWN', order: null } as const;
    const late = new Date(found.expires_at).getTime() <= now.getTime();
    const moved = await transitionOrder(tx, found.id, late ? 'expired' : 'reserved', now);
    const order = await loadOrder(tx, { id: found.id });
    if (moved.status === 'reserved') return { status: moved.changed ? 'CONFIRMED' : 'ALREADY_CONFIRMED', order } as const;
    // Paid at the desk since: it was confirmed before.
    if (moved.status === 'paid') return { status: 'ALREADY_CONFIRMED', order } as const;
    return { status: 'EXPIRED', order: null } as const;
  });
}
