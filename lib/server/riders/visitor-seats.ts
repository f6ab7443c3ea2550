import { confirmationState } from '@/lib/domain/order-status';
import { loadOrder, verifyBookingLink, type OrderRecord } from '../orders';
import { db } from '../platform/db/client';
import type { SeatRef } from './rider-commands';
import { verifyRiderLink, type OpenUntil } from './rider-commands';
import { riderSeats, type RiderSeat } from './rider-seats';

/*
 * Which seats a visitor's link opens, on the site asked: a booking's My booking link opens all its seats,
 * a rider's personal link that one seat only. Either only on a site of the booking's park, and only for a
 * booking My booking shows (completed: paid, reserved or since cancelled), as
 * lib/server/my-booking/my-booking.ts openMyBooking decides for its page. A forged link and another park's
 * booking read the same (NOT_FOUND).
 */

export type LinkProblem = 'NOT_FOUND' | 'LINK_EXPIRED';

/** What a link opened, and until when it may change its seats (a kiosk link: the park day; else the session's start). */
export type Opened<T> = { ok: true; order: OrderRecord; until: OpenUntil } & T;

async function bookingOf(orderId: string, parkId: string | null): Promise<{ order: OrderRecord; seats: RiderSeat[] } | null> {
  const order = await loadOrder(db(), { id: orderId });
  if (!order || order.kind !== 'booking') return null;
  const ended = order.tickets.length > 0 && order.tickets.every((ticket) => ticket.cancelledAt);
  if (!confirmationState(order.status, ended)) return null;
  const seats = await riderSeats(db(), { orderId });
  // No seat asks riders: nothing to open. Else the seats' park (the order's site's) must be the site's.
  return seats.length && seats[0].parkId === parkId ? { order, seats } : null;
}

/** A booking's seats by its My booking link, on a site of park `parkId`. */
export async function openBookingSeats(token: string, parkId: string | null, now = new Date()): Promise<Opened<{ seats: RiderSeat[] }> | { ok: false; code: LinkProblem }> {
  const link = verifyBookingLink(token, now);
  if (!link) return { ok: false, code: verifyBookingLink(token, new Date(0)) ? 'LINK_EXPIRED' : 'NOT_FOUND' };
  const booking = await bookingOf(link.orderId, parkId);
  return booking ? { ok: true, until: 'start', ...booking } : { ok: false, code: 'NOT_FOUND' };
}

/** The one seat a rider's personal link names, on a site of park `parkId`: never the ticket's other seats. */
export async function openRiderSeat(token: string, parkId: string | null, now = new Date()): Promise<Opened<{ seat: RiderSeat }> | { ok: false; code: LinkProblem }> {
  const link = verifyRiderLink(token, now);
  if (!link.ok) return { ok: false, code: link.code };
  const seat = (await riderSeats(db(), { riderId: link.riderId })).find((candidate) => candidate.riderId === link.riderId);
  const booking = seat ? await bookingOf(seat.orderId, parkId) : null;
  if (!seat || !booking) return { ok: false, code: 'NOT_FOUND' };
  return { ok: true, order: booking.order, seat, until: link.until };
}

/** A seat as a visitor's request names it. */
export interface VisitorSeatKey {
  bookingToken?: string | null;
  ticketCode?: string | null;
  seat?: number | null;
  riderToken?: string | null;
}

/**
 * The seat a visitor's key names, as the commands take it (rider-commands.ts SeatRef), after its link is
 * checked on this park's site; or why not. A rider's link names its rider only, whatever else is sent.
 */
export async function visitorSeatRef(key: VisitorSeatKey, parkId: string | null, now = new Date()): Promise<{ ok: true; ref: SeatRef; order: OrderRecord; until: OpenUntil } | { ok: false; code: LinkProblem }> {
  if (key.riderToken) {
    const opened = await openRiderSeat(key.riderToken, parkId, now);
    return opened.ok ? { ok: true, ref: { riderId: opened.seat.riderId! }, order: opened.order, until: opened.until } : opened;
  }
  if (!key.bookingToken || !key.ticketCode || key.seat === null || key.seat === undefined) return { ok: false, code: 'NOT_FOUND' };
  const opened = await openBookingSeats(key.bookingToken, parkId, now);
  if (!opened.ok) return opened;
  if (!opened.seats.some((seat) => seat.ticketCode === key.ticketCode && seat.seat === key.seat)) return { ok: false, code: 'NOT_FOUND' };
  return { ok: true, ref: { orderId: opened.order.id, ticketCode: key.ticketCode, seat: key.seat }, order: opened.order, until: 'start' };
}
