import { describe, expect, it } from 'vitest';
import { dayAvailability, sessionAvailability } from '@/lib/domain/octo-availability';
import { bookingStatus, contactView, customerOf, mergeContact, refundKind, sameReservation, type BookingFacts } from '@/lib/domain/octo-booking';
import { priceFrom, totalPricing, unitPricing } from '@/lib/domain/octo-pricing';
import { titleAges, unitRestrictions, unitTypeOf } from '@/lib/domain/octo-units';
import type { PriceRule } from '@/lib/domain/pricing';

describe('unit types', () => {
  it('read whom a ticket type is for from its slug and English title', () => {
    expect(unitTypeOf({ id: 'nz-zipline-adult', title: 'Adult (15+)', participants: 1 })).toBe('ADULT');
    expect(unitTypeOf({ id: 'nz-zipline-child', title: 'Child (5–14)', participants: 1 })).toBe('CHILD');
    expect(unitTypeOf({ id: 'nz-luge-child-five-rides', title: 'Child 5 rides (3–14)', participants: 1 })).toBe('CHILD');
    expect(unitTypeOf({ id: 'x-senior', title: 'Senior (65+)', participants: 1 })).toBe('SENIOR');
    expect(unitTypeOf({ id: 'x-student', title: 'Student with ID', participants: 1 })).toBe('STUDENT');
    expect(unitTypeOf({ id: 'x-infant', title: 'Infant (0–2)', participants: 1 })).toBe('INFANT');
    expect(unitTypeOf({ id: 'x-youth', title: 'Youth', participants: 1 })).toBe('YOUTH');
  });

  it('make a ticket for several people FAMILY when it says so, else OTHER; a single one with no word for whom is ADULT', () => {
    expect(unitTypeOf({ id: 'nz-zipline-family', title: 'Family pass (2 adults + 2 children)', participants: 4 })).toBe('FAMILY');
    expect(unitTypeOf({ id: 'nz-canyon-swing-tandem', title: 'Tandem swing (2 people)', participants: 2 })).toBe('OTHER');
    expect(unitTypeOf({ id: 'nz-luge-five-rides', title: '5 rides', participants: 1 })).toBe('ADULT');
    expect(unitTypeOf({ id: 'nz-canyon-swing-solo', title: 'Solo swing', participants: 1 })).toBe('ADULT');
  });

  it('take the ages a title gives, within the activity’s own limits', () => {
    expect(titleAges('Child (5–14)')).toEqual({ min: 5, max: 14 });
    expect(titleAges('Adult (15+)')).toEqual({ min: 15, max: null });
    expect(titleAges('5 rides')).toEqual({ min: null, max: null });
    const zipline = { minAge: 8, maxAge: null };
    expect(unitRestrictions({ id: 'c', title: 'Child (5–14)', participants: 1 }, zipline, [])).toMatchObject({ minAge: 8, maxAge: 14, paxCount: 1, accompaniedBy: [] });
    expect(unitRestrictions({ id: 'a', title: 'Adult (15+)', participants: 1 }, zipline, [])).toMatchObject({ minAge: 15, maxAge: 99 });
    // A family pass: the activity's limits only, and the people it admits.
    expect(unitRestrictions({ id: 'f', title: 'Family pass (2 adults + 2 children)', participants: 4 }, zipline, [])).toMatchObject({ minAge: 8, maxAge: 99, paxCount: 4 });
  });

  it('name the adult units a young rider’s unit goes with where the activity asks an accompanying adult', () => {
    const luge = { minAge: 3, maxAge: null, accompanyingAdult: { underAge: 6, adultAge: 16, childrenPerAdult: 1 } };
    expect(unitRestrictions({ id: 'child', title: 'Child 5 rides (3–14)', participants: 1 }, luge, ['adult']).accompaniedBy).toEqual(['adult']);
    expect(unitRestrictions({ id: 'adult', title: '5 rides', participants: 1 }, luge, ['adult']).accompaniedBy).toEqual([]);
  });
});

describe('availability status', () => {
  it('is CLOSED for a session staff closed, SOLD_OUT with no place, LIMITED under half, else AVAILABLE', () => {
    expect(sessionAvailability({ capacity: 16, remaining: 16, closed: true })).toEqual({ status: 'CLOSED', available: false, vacancies: 0, capacity: 16 });
    expect(sessionAvailability({ capacity: 16, remaining: 0, closed: false })).toMatchObject({ status: 'SOLD_OUT', available: false });
    expect(sessionAvailability({ capacity: 16, remaining: 7, closed: false })).toMatchObject({ status: 'LIMITED', available: true, vacancies: 7 });
    expect(sessionAvailability({ capacity: 16, remaining: 8, closed: false })).toMatchObject({ status: 'AVAILABLE', available: true });
  });

  it('is not available for more places than are left', () => {
    expect(sessionAvailability({ capacity: 16, remaining: 3, closed: false }, 4)).toMatchObject({ status: 'LIMITED', available: false, vacancies: 3 });
    expect(sessionAvailability({ capacity: 16, remaining: 4, closed: false }, 4).available).toBe(true);
  });

  it('sums a day: CLOSED with nothing running, vacancies the most one session has', () => {
    expect(dayAvailability([])).toMatchObject({ status: 'CLOSED', available: false, vacancies: 0 });
    expect(dayAvailability([{ capacity: 10, remaining: 10, closed: true }])).toMatchObject({ status: 'CLOSED', capacity: 10 });
    expect(dayAvailability([{ capacity: 10, remaining: 0, closed: false }, { capacity: 10, remaining: 0, closed: false }])).toMatchObject({ status: 'SOLD_OUT', available: false });
    expect(dayAvailability([{ capacity: 10, remaining: 9, closed: false }, { capacity: 10, remaining: 0, closed: false }])).toMatchObject({ status: 'LIMITED', vacancies: 9, available: true });
    expect(dayAvailability([{ capacity: 10, remaining: 9, closed: false }, { capacity: 10, remaining: 10, closed: true }])).toMatchObject({ status: 'AVAILABLE', vacancies: 9 });
    expect(dayAvailability([{ capacity: 10, remaining: 3, closed: false }, { capacity: 10, remaining: 3, closed: false }], 4).available).toBe(false);
  });
});

describe('pricing', () => {
  it('gives retail and the reseller’s net per unit, in minor units with the currency’s precision', () => {
    expect(unitPricing(14_900, 20, 'NZD')).toEqual({ original: 14_900, retail: 14_900, net: 11_920, currency: 'NZD', currencyPrecision: 2, includedTaxes: [] });
    expect(unitPricing(5_000, 0, 'JPY').currencyPrecision).toBe(0);
  });

  it('adds units up into a total, each unit’s net rounded on its own', () => {
    const units = [unitPricing(4_590, 15, 'NZD'), unitPricing(4_590, 15, 'NZD')];
    expect(totalPricing(units, 'NZD')).toMatchObject({ retail: 9_180, net: 3_901 * 2 });
  });

  it('prices "from" the lowest day price: a dated price below the usual one counts, a weekend uplift never lowers it', () => {
    const rules: PriceRule[] = [
      { kind: 'weekend', dates: [], percent: 20 },
      { kind: 'price', dates: ['2026-03-10'], percent: 0, variationId: 'a', price: 9_000 },
    ];
    expect(priceFrom({ id: 'a', price: 10_000 }, ['2026-03-07', '2026-03-09'], rules)).toBe(10_000);
    expect(priceFrom({ id: 'a', price: 10_000 }, ['2026-03-07', '2026-03-10'], rules)).toBe(9_000);
    expect(priceFrom({ id: 'a', price: 10_000 }, [], rules)).toBe(10_000);
  });
});

describe('a booking’s status', () => {
  const now = new Date('2026-03-11T21:00:00Z');
  const facts = (change: Partial<BookingFacts>): BookingFacts => ({ orderStatus: 'awaiting_payment', expiresAt: new Date(now.getTime() + 60_000), cancelledAt: null, standing: 2, redeemed: 0, ...change });

  it('is ON_HOLD while its hold lasts and EXPIRED from its last minute, whether or not the reconciler has run', () => {
    expect(bookingStatus(facts({}), now)).toBe('ON_HOLD');
    expect(bookingStatus(facts({ expiresAt: now }), now)).toBe('EXPIRED');
    expect(bookingStatus(facts({ orderStatus: 'expired' }), now)).toBe('EXPIRED');
  });

  it('is CONFIRMED once paid, REDEEMED when every standing ticket was checked in, CANCELLED once the reseller or staff cancelled it', () => {
    expect(bookingStatus(facts({ orderStatus: 'paid' }), now)).toBe('CONFIRMED');
    expect(bookingStatus(facts({ orderStatus: 'paid', redeemed: 1 }), now)).toBe('CONFIRMED');
    expect(bookingStatus(facts({ orderStatus: 'partially_cancelled', standing: 1, redeemed: 1 }), now)).toBe('REDEEMED');
    expect(bookingStatus(facts({ orderStatus: 'partially_cancelled', cancelledAt: now, standing: 1, redeemed: 1 }), now)).toBe('CANCELLED');
    expect(bookingStatus(facts({ orderStatus: 'refunded', standing: 0 }), now)).toBe('CANCELLED');
    expect(bookingStatus(facts({ orderStatus: 'cancelled' }), now)).toBe('CANCELLED');
  });

  it('names its cancellation’s refund from what was paid and what went back', () => {
    expect(refundKind(0, 0)).toBe('NONE');
    expect(refundKind(10_000, 10_000)).toBe('FULL');
    expect(refundKind(10_000, 5_000)).toBe('PARTIAL');
    expect(refundKind(10_000, 0)).toBe('NONE');
  });
});

describe('the customer’s contact', () => {
  const given = { fullName: 'Aroha Ngata', firstName: null, lastName: null, emailAddress: 'aroha@example.com', phoneNumber: null, locales: ['en'], postalCode: null, country: 'NZ', notes: null };

  it('keeps what the reseller left out and takes what it sent', () => {
    const merged = mergeContact({ ...given, phoneNumber: '+64 21 555 0199' }, { ...given, emailAddress: 'new@example.com', locales: [] });
    expect(merged).toMatchObject({ emailAddress: 'new@example.com', phoneNumber: '+64 21 555 0199', locales: ['en'] });
  });

  it('becomes the order’s customer, the full name split where no parts were given', () => {
    expect(customerOf(given)).toEqual({ firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.com', mobilePhone: '' });
    expect(customerOf({ ...given, firstName: 'Mere', lastName: 'Tāne' })).toMatchObject({ firstName: 'Mere', lastName: 'Tāne' });
    expect(customerOf(null)).toEqual({ firstName: '', lastName: '', email: '', mobilePhone: '' });
    expect(contactView({ firstName: 'Mere', lastName: 'Tāne' }).fullName).toBe('Mere Tāne');
  });
});

describe('a retried reservation', () => {
  const booked = { productId: 'nz-zipline', optionId: 'DEFAULT', availabilityId: 's1', unitIds: ['a', 'c', 'a'] };
  it('is the same booking when it asks the same again, in any order; anything else is another use of the uuid', () => {
    expect(sameReservation(booked, { ...booked, unitIds: ['a', 'a', 'c'] })).toBe(true);
    expect(sameReservation(booked, { ...booked, unitIds: ['a', 'c'] })).toBe(false);
    expect(sameReservation(booked, { ...booked, availabilityId: 's2' })).toBe(false);
  });
});
