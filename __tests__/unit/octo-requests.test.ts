import { describe, expect, it } from 'vitest';
import {
  holdMinutes,
  parseAvailabilityQuery,
  parseBookingList,
  parseCalendarQuery,
  parseCancellation,
  parseConfirmation,
  parseExtension,
  parseReservation,
  parseUpdate,
} from '@/lib/domain/octo-requests';

const UUID = '1f0e8c4a-7b7d-4f4e-9a37-2f6f7c1d9b10';
const error = (parsed: { ok: boolean; error?: { error: string } }) => (parsed.ok ? null : parsed.error!.error);

describe('availability requests', () => {
  const base = { productId: 'nz-zipline', optionId: 'DEFAULT' };

  it('take exactly one of a day, a range or availability ids', () => {
    expect(parseAvailabilityQuery({ ...base, localDate: '2026-03-12' })).toMatchObject({ ok: true, value: { from: '2026-03-12', to: '2026-03-12', availabilityIds: null } });
    expect(parseAvailabilityQuery({ ...base, localDateStart: '2026-03-12', localDateEnd: '2026-03-20' })).toMatchObject({ ok: true, value: { from: '2026-03-12', to: '2026-03-20' } });
    expect(parseAvailabilityQuery({ ...base, availabilityIds: ['a', 'a', 'b'] })).toMatchObject({ ok: true, value: { availabilityIds: ['a', 'b'], from: null } });
    // The validator's BAD_REQUEST: a range and ids at once.
    expect(error(parseAvailabilityQuery({ ...base, localDateStart: '2026-03-12', localDateEnd: '2026-03-20', availabilityIds: ['a'] }))).toBe('BAD_REQUEST');
    expect(error(parseAvailabilityQuery(base))).toBe('BAD_REQUEST');
    expect(error(parseAvailabilityQuery({ ...base, localDateStart: '2026-03-12' }))).toBe('BAD_REQUEST');
  });

  it('refuse an impossible day, a range backwards or longer than 92 days', () => {
    expect(error(parseAvailabilityQuery({ ...base, localDate: '2026-02-31' }))).toBe('BAD_REQUEST');
    expect(error(parseAvailabilityQuery({ ...base, localDateStart: '2026-03-12', localDateEnd: '2026-03-11' }))).toBe('BAD_REQUEST');
    expect(error(parseAvailabilityQuery({ ...base, localDateStart: '2026-01-01', localDateEnd: '2026-04-03' }))).toBe('BAD_REQUEST');
  });

  it('name a missing product or option as its INVALID_* error, with what was sent', () => {
    expect(parseAvailabilityQuery({ optionId: 'DEFAULT', localDate: '2026-03-12' })).toMatchObject({ ok: false, error: { error: 'INVALID_PRODUCT_ID', productId: '' } });
    expect(parseAvailabilityQuery({ productId: 'nz-zipline', optionId: 7, localDate: '2026-03-12' })).toMatchObject({ ok: false, error: { error: 'INVALID_OPTION_ID', optionId: '7' } });
  });

  it('sum the units asked for and refuse a quantity that is not one', () => {
    const parsed = parseAvailabilityQuery({ ...base, localDate: '2026-03-12', units: [{ id: 'a', quantity: 2 }, { id: 'a', quantity: 1 }, { id: 'c', quantity: 0 }] });
    expect(parsed).toMatchObject({ ok: true, value: { units: [{ id: 'a', quantity: 3 }] } });
    expect(error(parseAvailabilityQuery({ ...base, localDate: '2026-03-12', units: [{ id: 'a', quantity: -1 }] }))).toBe('BAD_REQUEST');
    expect(error(parseAvailabilityQuery({ ...base, localDate: '2026-03-12', units: [{ id: '', quantity: 1 }] }))).toBe('INVALID_UNIT_ID');
  });

  it('calendar needs both ends of its range (the validator’s BAD_REQUEST sends only the end)', () => {
    expect(parseCalendarQuery({ ...base, localDateStart: '2026-03-01', localDateEnd: '2026-03-31' }).ok).toBe(true);
    expect(error(parseCalendarQuery({ ...base, localDateEnd: '2026-03-31' }))).toBe('BAD_REQUEST');
    expect(error(parseCalendarQuery('not an object'))).toBe('BAD_REQUEST');
    expect(error(parseCalendarQuery({ ...base, localDateStart: '2026-03-01', localDateEnd: '2026-03-31', currency: 'dollars' }))).toBe('BAD_REQUEST');
  });
});

describe('reservations', () => {
  const base = { productId: 'nz-zipline', optionId: 'DEFAULT', availabilityId: 'session', unitItems: [{ unitId: 'adult' }, { unitId: 'child', uuid: UUID.toUpperCase() }] };

  it('read the booking asked for, uuids in lower case', () => {
    const parsed = parseReservation({ ...base, uuid: UUID, notes: ' Birthday ', resellerReference: 'R-1' });
    expect(parsed).toMatchObject({ ok: true, value: { uuid: UUID, notes: 'Birthday', resellerReference: 'R-1', expirationMinutes: null } });
    if (parsed.ok) expect(parsed.value.unitItems.map((item) => item.uuid)).toEqual([null, UUID]);
  });

  it('refuse no unit items, or an empty list, as UNPROCESSABLE_ENTITY (the validator’s two scenarios)', () => {
    expect(error(parseReservation({ ...base, unitItems: undefined }))).toBe('UNPROCESSABLE_ENTITY');
    expect(error(parseReservation({ ...base, unitItems: [] }))).toBe('UNPROCESSABLE_ENTITY');
    expect(error(parseReservation({ ...base, unitItems: Array.from({ length: 51 }, () => ({ unitId: 'adult' })) }))).toBe('UNPROCESSABLE_ENTITY');
  });

  it('refuse a uuid that is not one, twice the same unit item uuid, a unit item without a unit', () => {
    expect(error(parseReservation({ ...base, uuid: 'not-a-uuid' }))).toBe('BAD_REQUEST');
    expect(error(parseReservation({ ...base, unitItems: [{ unitId: 'a', uuid: UUID }, { unitId: 'a', uuid: UUID }] }))).toBe('BAD_REQUEST');
    expect(parseReservation({ ...base, unitItems: [{ unitId: '' }] })).toMatchObject({ ok: false, error: { error: 'INVALID_UNIT_ID', unitId: '' } });
    expect(parseReservation({ ...base, availabilityId: undefined })).toMatchObject({ ok: false, error: { error: 'INVALID_AVAILABILITY_ID' } });
  });

  it('hold for the minutes asked, the most at 120, none under one', () => {
    expect(parseReservation({ ...base, expirationMinutes: 45 })).toMatchObject({ ok: true, value: { expirationMinutes: 45 } });
    expect(parseReservation({ ...base, expirationMinutes: 600 })).toMatchObject({ ok: true, value: { expirationMinutes: 120 } });
    expect(error(parseReservation({ ...base, expirationMinutes: 0 }))).toBe('BAD_REQUEST');
    expect(error(parseReservation({ ...base, expirationMinutes: 1.5 }))).toBe('BAD_REQUEST');
    expect(holdMinutes(null)).toBe(30);
  });

  it('refuse a contact of the wrong shape or too long a text', () => {
    expect(error(parseReservation({ ...base, contact: 'Aroha' }))).toBe('BAD_REQUEST');
    expect(error(parseReservation({ ...base, contact: { fullName: 'x'.repeat(201) } }))).toBe('BAD_REQUEST');
    expect(error(parseReservation({ ...base, contact: { locales: 'en' } }))).toBe('BAD_REQUEST');
    expect(error(parseReservation({ ...base, notes: 5 }))).toBe('BAD_REQUEST');
  });
});

describe('the other booking requests', () => {
  it('confirmation needs a contact; its reference is left alone when not sent', () => {
    expect(error(parseConfirmation({}))).toBe('BAD_REQUEST');
    expect(parseConfirmation({ contact: {} })).toMatchObject({ ok: true, value: { resellerReference: undefined, unitItems: null } });
    expect(parseConfirmation({ contact: { fullName: 'John Doe' }, resellerReference: 'R-9' })).toMatchObject({ ok: true, value: { resellerReference: 'R-9', contact: { fullName: 'John Doe', emailAddress: null, locales: [] } } });
  });

  it('an update reads only what was sent', () => {
    expect(parseUpdate({ notes: 'Late arrival' })).toEqual({ ok: true, value: { notes: 'Late arrival' } });
    expect(error(parseUpdate({ unitItems: [] }))).toBe('UNPROCESSABLE_ENTITY');
    expect(error(parseUpdate([]))).toBe('BAD_REQUEST');
  });

  it('extension and cancellation', () => {
    expect(parseExtension({})).toEqual({ ok: true, value: { expirationMinutes: null } });
    expect(parseExtension({ expirationMinutes: 31 })).toEqual({ ok: true, value: { expirationMinutes: 31 } });
    expect(parseCancellation({ reason: 'Weather' })).toEqual({ ok: true, value: { reason: 'Weather' } });
    expect(error(parseCancellation({ reason: 'x'.repeat(501) }))).toBe('BAD_REQUEST');
  });

  it('a list needs a filter (the validator’s BAD_REQUEST sends none)', () => {
    expect(error(parseBookingList(new URLSearchParams()))).toBe('BAD_REQUEST');
    expect(parseBookingList(new URLSearchParams({ resellerReference: 'R-1' }))).toMatchObject({ ok: true, value: { resellerReference: 'R-1', from: null } });
    expect(parseBookingList(new URLSearchParams({ localDate: '2026-03-12' }))).toMatchObject({ ok: true, value: { from: '2026-03-12', to: '2026-03-12' } });
    expect(error(parseBookingList(new URLSearchParams({ localDateStart: '2026-03-12' })))).toBe('BAD_REQUEST');
    expect(error(parseBookingList(new URLSearchParams({ localDate: '2026-03-12', localDateEnd: '2026-03-13' })))).toBe('BAD_REQUEST');
  });
});
