import { sql } from 'drizzle-orm';
import type { RiderDetails } from '@/lib/domain/riders';
import { mayAct, type StaffGrant } from '@/lib/domain/staff-access';
import { findOrderByBookingId, ticketSigningSecret, verifySignedTicketCode } from '../orders';
import { db } from '../platform/db/client';
import { saveRider, signWaiver, type RiderOutcome, type Signing } from './rider-commands';
import { riderSeats, type RiderSeat } from './rider-seats';

/*
 * The gate's kiosk: a tablet staff hand to a rider whose waiver is missing, on the admin host. Staff find
 * the booking by its QR code or booking ID, and the rider (or their guardian) fills in and signs there,
 * through the same commands as My booking and the rider's own link, open until the session's park day
 * ends. Every step asks mayAct('checkIn') with the park of the booking's own site: another park's
 * booking reads as not found, whatever park the client names.
 */

const MAX_TEXT = 200;

/** A booking at the kiosk: its seats, or nothing (not found, or not this staff member's park). */
export type KioskBooking = { ok: true; orderId: string; bookingId: string; seats: RiderSeat[] } | { ok: false };

/** The order the typed or scanned text names (a ticket's signed code, or a booking ID), with its park. */
async function orderOf(text: string): Promise<{ id: string; parkId: string | null } | null> {
  if (text.length > MAX_TEXT) return null;
  const ticket = verifySignedTicketCode(text, ticketSigningSecret());
  if (ticket.ok) {
    const { rows } = await db().execute<{ id: string; park_id: string | null }>(sql`
      select o.id, l.park_id from tickets t join order_items i on i.id = t.order_item_id join orders o on o.id = i.order_id
      join locales l on l.id = o.locale_id where t.code = ${ticket.code}`);
    return rows[0] ? { id: rows[0].id, parkId: rows[0].park_id } : null;
  }
  return findOrderByBookingId(db(), text);
}

/** The booking a QR code or booking ID names, when the staff member may check in at its park. */
export async function kioskBooking(staff: StaffGrant, text: string): Promise<KioskBooking> {
  const order = await orderOf(typeof text === 'string' ? text : '');
  if (!order || !order.parkId || !mayAct(staff, 'checkIn', order.parkId)) return { ok: false };
  const seats = await riderSeats(db(), { orderId: order.id });
  const { rows } = await db().execute<{ booking_id: string }>(sql`select booking_id from orders where id = ${order.id}`);
  return { ok: true, orderId: order.id, bookingId: rows[0].booking_id, seats };
}

/** One seat of a booking at the kiosk, as the staff's screen names it. */
export interface KioskSeat {
  bookingId: string;
  ticketCode: string;
  seat: number;
}

/** The seat's reference when the booking is at a park the staff member checks in at; null reads as not found. */
async function kioskRef(staff: StaffGrant, seat: KioskSeat) {
  const order = await findOrderByBookingId(db(), seat.bookingId);
  if (!order?.parkId || !mayAct(staff, 'checkIn', order.parkId)) return null;
  return { orderId: order.id, ticketCode: seat.ticketCode, seat: seat.seat };
}

/** Names a rider at the kiosk (the same rules as everywhere; open until the end of the session's park day). */
export async function kioskSaveRider(staff: StaffGrant, seat: KioskSeat, details: RiderDetails, now = new Date()): Promise<RiderOutcome> {
  const ref = await kioskRef(staff, seat);
  return ref ? saveRider(ref, details, 'dayEnd', now) : { ok: false, refusal: { code: 'notFound' } };
}

/** Signs at the kiosk: the tablet's address and browser are the client; an email for the copy is optional. */
export async function kioskSignWaiver(
  staff: StaffGrant,
  seat: KioskSeat,
  signing: Omit<Signing, 'emailRequired'>,
  now = new Date(),
): Promise<RiderOutcome> {
  const ref = await kioskRef(staff, seat);
  return ref ? signWaiver(ref, { ...signing, emailRequired: false }, 'dayEnd', now) : { ok: false, refusal: { code: 'notFound' } };
}
