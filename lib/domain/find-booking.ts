import { object, string, type InferType } from 'yup';
import { emailField, fieldRequired } from './contact-fields';

/*
 * "Find my booking" (issue #24): a visitor gives an email address, and optionally a booking ID, and the
 * site emails a link to each booking of that address at the park. The form's rules, run by react-hook-form
 * in the browser and again on the server (lib/server/my-booking). Messages are translation keys.
 */

/** How long an emailed My booking link works (lib/server/orders/booking-link.ts signs it so). */
export const MY_BOOKING_LINK_DAYS = 7;

/** At most this many bookings in one email: the newest; a visitor with more narrows by booking ID. */
export const FIND_BOOKING_MAX = 20;
/** Bookings whose last session started longer ago than this are over: left out of the email. */
export const FIND_BOOKING_RECENT_DAYS = 30;

/**
 * A booking ID as people type or read it out: any case, spaces, with or without its `SR-` prefix and its
 * dashes (`sr 7kq4 9zxm`, `7KQ49ZXM`) → `SR-7KQ4-9ZXM` (lib/server/orders/order-store.ts makes them so).
 * Null when it cannot be one.
 */
export function normaliseBookingId(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]+/g, '');
  const match = /^(?:SR)?([A-Z0-9]{4})([A-Z0-9]{4})$/.exec(compact);
  return match ? `SR-${match[1]}-${match[2]}` : null;
}

/**
 * The booking IDs what staff typed into a search may be stored as: today's form, and the text as typed (an
 * ID made before today's format, or by a test's own insert); none when it reads as no booking ID. It reads
 * as one with a digit or the SR- prefix: eight letters alone are a name ("Srikanth"), which
 * normaliseBookingId would take for an ID, and so is a name with digits ("Aroha 3f9a2c") that forms none.
 */
export function typedBookingIds(typed: string): string[] {
  const asTyped = typed.trim().toUpperCase().replace(/\s+/g, '');
  const prefixed = /^\s*sr[-\s]/i.test(typed);
  const normal = prefixed || /\d/.test(typed) ? normaliseBookingId(typed) : null;
  if (normal) return [...new Set([normal, asTyped])];
  return prefixed ? [asTyped] : [];
}

export const findBookingSchema = object({
  email: emailField(fieldRequired('findBooking.email')),
  // Optional. Transforms run before tests: a typed ID is normalised, or left as typed for the test to refuse.
  bookingId: string()
    .transform((value: unknown) => (typeof value === 'string' && value.trim() ? (normaliseBookingId(value) ?? value.trim()) : ''))
    .test('booking-id', { key: 'findBooking.invalidBookingId' }, (value) => !value || normaliseBookingId(value) !== null)
    .default(''),
});

export type FindBookingForm = InferType<typeof findBookingSchema>;
