import { describe, expect, it } from 'vitest';
import { canTransition } from '@/lib/domain/order-status';
import { checkoutSchema } from '@/lib/domain/park-settings';
import { DEFAULT_RESERVATION_RELEASE_MINUTES, reservationReleaseAt, reservationReleaseDue } from '@/lib/domain/reservation-release';

/** Pay-on-arrival reservations nobody came for (lib/domain/reservation-release.ts): when they are released. */

const start = new Date('2026-12-05T01:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const reserved = { status: 'reserved' as const, sessionStarts: [start], ticketsCheckedIn: 0 };

describe('releasing a reservation nobody came for', () => {
  it('is due once its park\'s minutes after the session started have passed, the boundary included', () => {
    expect(DEFAULT_RESERVATION_RELEASE_MINUTES).toBe(30);
    expect(reservationReleaseDue(reserved, 30, at(-60))).toBe(false);
    expect(reservationReleaseDue(reserved, 30, at(29))).toBe(false);
    expect(reservationReleaseDue(reserved, 30, new Date(at(30).getTime() - 1))).toBe(false);
    expect(reservationReleaseDue(reserved, 30, at(30))).toBe(true);
    expect(reservationReleaseDue(reserved, 30, at(600))).toBe(true);
    // The park's own time: 0 releases at the start, 90 an hour and a half after.
    expect(reservationReleaseDue(reserved, 0, at(0))).toBe(true);
    expect(reservationReleaseDue(reserved, 90, at(60))).toBe(false);
    expect(reservationReleaseDue(reserved, 90, at(90))).toBe(true);
  });

  it('counts from the first session of the visit', () => {
    const twoSessions = { ...reserved, sessionStarts: [at(180), start] };
    expect(reservationReleaseAt(twoSessions.sessionStarts, 30)).toEqual(at(30));
    expect(reservationReleaseDue(twoSessions, 30, at(31))).toBe(true);
  });

  it('is never due with a ticket checked in, nor for anything but a reservation still unpaid', () => {
    expect(reservationReleaseDue({ ...reserved, ticketsCheckedIn: 1 }, 30, at(600))).toBe(false);
    for (const status of ['awaiting_confirmation', 'paid', 'partially_cancelled', 'cancelled', 'expired', 'awaiting_payment'] as const) {
      expect(reservationReleaseDue({ ...reserved, status }, 30, at(600))).toBe(false);
    }
  });

  it('has nothing to release without a standing ticket', () => {
    expect(reservationReleaseAt([], 30)).toBeNull();
    expect(reservationReleaseDue({ ...reserved, sessionStarts: [] }, 30, at(600))).toBe(false);
  });

  it('goes through the order\'s table: a reservation may expire', () => {
    expect(canTransition('reserved', 'expired')).toBe(true);
  });

  it('is set by the park in whole minutes from 0 to 1440, 30 unless set', async () => {
    const valid = (value: string) => checkoutSchema.isValid({ reservationReleaseMinutes: value });
    expect(await valid('0')).toBe(true);
    expect(await valid(' 45 ')).toBe(true);
    expect(await valid('1440')).toBe(true);
    for (const bad of ['1441', '-5', '2.5', 'soon', '']) expect(await valid(bad)).toBe(false);
    expect(checkoutSchema.cast({}).reservationReleaseMinutes).toBe('30');
  });
});
