import type { OrderStatus } from './order-status';
import type { OctoContactInput } from './octo-requests';

/*
 * A reseller's booking as OCTO states it, from the order it is (lib/server/orders) and what OCTO keeps of it
 * (octo_bookings): its status, its cancellation's refund, the customer's contact both ways.
 */

export const BOOKING_STATUSES = ['ON_HOLD', 'CONFIRMED', 'EXPIRED', 'CANCELLED', 'REDEEMED', 'PENDING', 'REJECTED'] as const;
export type OctoBookingStatus = (typeof BOOKING_STATUSES)[number];

export interface BookingFacts {
  orderStatus: OrderStatus;
  /** When the order's hold ends (while it awaits the reseller's confirmation). */
  expiresAt: Date;
  /** When the reseller cancelled it, if it did. */
  cancelledAt: Date | null;
  /** Its tickets not cancelled, and how many of those the gate checked in. */
  standing: number;
  redeemed: number;
}

/**
 * The booking's status: CANCELLED once the reseller cancelled it (what it had used of it stays used);
 * ON_HOLD while its hold lasts, EXPIRED after (the reconciler releases its places; a lapsed hold is
 * expired from its last minute, whether or not it has run yet); once paid CONFIRMED, or REDEEMED when
 * the gate has checked in every ticket still standing; CANCELLED when staff cancelled it all.
 */
export function bookingStatus(facts: BookingFacts, now: Date): OctoBookingStatus {
  if (facts.cancelledAt) return 'CANCELLED';
  switch (facts.orderStatus) {
    case 'awaiting_payment':
      return facts.expiresAt.getTime() > now.getTime() ? 'ON_HOLD' : 'EXPIRED';
    case 'expired':
      return 'EXPIRED';
    case 'paid':
    case 'partially_cancelled':
      return facts.standing > 0 && facts.redeemed >= facts.standing ? 'REDEEMED' : 'CONFIRMED';
    case 'awaiting_confirmation':
    case 'reserved':
      return 'PENDING';
    default:
      return 'CANCELLED';
  }
}

/** A cancellation's refund as the spec names it: all of what was paid went back, some of it, or none (nothing was paid). */
export function refundKind(paid: number, refunded: number): 'FULL' | 'PARTIAL' | 'NONE' {
  if (paid <= 0 || refunded <= 0) return 'NONE';
  return refunded >= paid ? 'FULL' : 'PARTIAL';
}

/** An OCTO contact as stored and answered: every field present, text or null. */
export type OctoContact = OctoContactInput;

export const EMPTY_CONTACT: OctoContact = {
  fullName: null,
  firstName: null,
  lastName: null,
  emailAddress: null,
  phoneNumber: null,
  locales: [],
  postalCode: null,
  country: null,
  notes: null,
};

/** The contact after a reseller sends `given`: what it sends replaces, what it leaves out (or null) stays. */
export function mergeContact(stored: Partial<OctoContact> | null | undefined, given: OctoContactInput | null | undefined): OctoContact {
  const base = { ...EMPTY_CONTACT, ...(stored ?? {}) };
  if (!given) return base;
  const merged = { ...base };
  for (const key of Object.keys(EMPTY_CONTACT) as (keyof OctoContact)[]) {
    if (key === 'locales') {
      if (given.locales.length) merged.locales = given.locales;
    } else if (given[key] !== null) merged[key] = given[key];
  }
  return merged;
}

/** The contact as answered: its full name made of its parts when only they were given. */
export function contactView(stored: Partial<OctoContact> | null | undefined): OctoContact {
  const contact = mergeContact(stored, null);
  const parts = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  return { ...contact, fullName: contact.fullName ?? (parts || null) };
}

/**
 * The order's customer (orders.customer: the order desk, the day sheet, the gate's kiosk read it) from an
 * OCTO contact: first and last names as given, else the full name split at its first space; no email or
 * phone is empty (the park does not mail a reseller's customer: lib/domain/order-channel.ts).
 */
export function customerOf(contact: OctoContact | null): { firstName: string; lastName: string; email: string; mobilePhone: string } {
  const full = contact?.fullName?.trim() ?? '';
  const space = full.indexOf(' ');
  const firstName = contact?.firstName ?? (space > 0 ? full.slice(0, space) : full);
  const lastName = contact?.lastName ?? (space > 0 ? full.slice(space + 1).trim() : '');
  return { firstName: firstName.slice(0, 80), lastName: lastName.slice(0, 80), email: contact?.emailAddress ?? '', mobilePhone: contact?.phoneNumber ?? '' };
}

/** What a reservation asks, to tell a retry (the same again: answered with the booking) from a uuid used for something else. */
export interface ReservationShape {
  productId: string;
  optionId: string;
  availabilityId: string;
  unitIds: readonly string[];
}

export function sameReservation(booked: ReservationShape, asked: ReservationShape): boolean {
  const units = (shape: ReservationShape) => [...shape.unitIds].sort().join(',');
  return booked.productId === asked.productId && booked.optionId === asked.optionId && booked.availabilityId === asked.availabilityId && units(booked) === units(asked);
}
