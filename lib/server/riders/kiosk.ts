import { sql } from 'drizzle-orm';
import { riderPath } from '@/lib/domain/paths';
import { mayAct, type StaffGrant } from '@/lib/domain/staff-access';
import { findOrderByBookingId, verifyScannedTicket } from '../orders';
import { db } from '../platform/db/client';
import { riderLink } from './rider-commands';
import { riderSeats, type RiderSeat } from './rider-seats';

/*
 * The gate's kiosk: a tablet staff hand to a rider whose waiver is missing, on the admin host. Staff find
 * the booking by its QR code or booking ID, and hand the tablet over on the rider's own page (their
 * details and waiver, as their personal link opens it), by a short kiosk link open until the session's
 * park day ends. Every step asks mayAct('checkIn') with the park of the booking's own site: another park's
 * booking reads as not found, whatever park the client names.
 */

const MAX_TEXT = 200;

/** A booking at the kiosk: its seats, or nothing (not found, or not this staff member's park). */
export type KioskBooking = { ok: true; orderId: string; bookingId: string; seats: RiderSeat[] } | { ok: false };

/** The order the typed or scanned text names (a ticket's signed code, or a booking ID), with its park. */
async function orderOf(text: string): Promise<{ id: string; parkId: string | null } | null> {
  if (text.length > MAX_TEXT) return null;
  const ticket = await verifyScannedTicket(text);
  if (!ticket.ok) return findOrderByBookingId(db(), text);
  const { rows } = await db().execute<{ id: string; park_id: string | null }>(sql`
    select o.id, l.park_id from tickets t join order_items i on i.id = t.order_item_id join orders o on o.id = i.order_id
    join locales l on l.id = o.locale_id where t.code = ${ticket.code}`);
  return rows[0] ? { id: rows[0].id, parkId: rows[0].park_id } : null;
}

/** The booking a QR code or booking ID names, when the staff member may check in at its park. */
export async function kioskBooking(staff: StaffGrant, text: string): Promise<KioskBooking> {
  const order = await orderOf(typeof text === 'string' ? text : '');
  if (!order || !order.parkId || !mayAct(staff, 'checkIn', order.parkId)) return { ok: false };
  const seats = await riderSeats(db(), { orderId: order.id });
  // Each seat names its booking; a booking whose activities ask no riders has none to read it from.
  const bookingId = seats[0]?.bookingId ?? (await db().execute<{ booking_id: string }>(sql`select booking_id from orders where id = ${order.id}`)).rows[0].booking_id;
  return { ok: true, orderId: order.id, bookingId, seats };
}

/** One seat of a booking at the kiosk, as the staff's screen names it. */
export interface KioskSeat {
  bookingId: string;
  ticketCode: string;
  seat: number;
}

export type KioskLink = { ok: true; url: string; expiresAt: Date } | { ok: false; code: 'notFound' | 'closed' };

/**
 * The tablet's page for one seat: the rider's own page on the booking's site (the same details form and
 * waiver as their personal link), by a kiosk link that lasts KIOSK_LINK_MINUTES and is open until the
 * session's park day ends. Only for a booking at a park the staff member checks in at.
 */
export async function kioskRiderLink(staff: StaffGrant, seat: KioskSeat, now = new Date()): Promise<KioskLink> {
  const order = await findOrderByBookingId(db(), seat.bookingId);
  if (!order?.parkId || !mayAct(staff, 'checkIn', order.parkId)) return { ok: false, code: 'notFound' };
  const link = await riderLink({ orderId: order.id, ticketCode: seat.ticketCode, seat: seat.seat }, now, 'kiosk');
  if (!link.ok) return { ok: false, code: link.refusal.code === 'closed' ? 'closed' : 'notFound' };
  const { rows } = await db().execute<{ origin: string }>(sql`select origin from orders where id = ${order.id}`);
  return { ok: true, url: `${rows[0].origin}${riderPath(link.seat.token)}`, expiresAt: link.seat.expiresAt };
}
