import { describe, expect, it } from 'vitest';
import { validateForm } from '@/lib/domain/form-validation';
import { entriesToOffer, joinRefusal, normaliseEmail, OFFER_MINUTES, offerExpired, offerExpiresAt, WAITING_LIST_MAX_PLACES, waitingListSchema } from '@/lib/domain/waiting-list';

const line = (...places: number[]) => places.map((count, index) => ({ id: `e${index + 1}`, places: count }));
const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);

describe('who is offered freed places', () => {
  it('offers in line order while the places fit', () => {
    expect(ids(entriesToOffer(line(1, 2, 1), 3))).toEqual(['e1', 'e2']);
    expect(ids(entriesToOffer(line(1, 1, 1), 10))).toEqual(['e1', 'e2', 'e3']);
  });

  it('lets nobody jump a head of the line whose places do not fit', () => {
    expect(entriesToOffer(line(3, 1, 1), 2)).toEqual([]);
    // After the first, the second does not fit: the third waits behind it too.
    expect(ids(entriesToOffer(line(1, 3, 1), 3))).toEqual(['e1']);
  });

  it('offers nothing with no places free, or no line', () => {
    expect(entriesToOffer(line(1), 0)).toEqual([]);
    expect(entriesToOffer(line(1), -2)).toEqual([]);
    expect(entriesToOffer([], 5)).toEqual([]);
  });
});

describe('an offer’s time', () => {
  it('holds the places for OFFER_MINUTES (30)', () => {
    expect(OFFER_MINUTES).toBe(30);
    const at = new Date('2026-12-01T10:00:00Z');
    const end = offerExpiresAt(at);
    expect(end.toISOString()).toBe('2026-12-01T10:30:00.000Z');
    expect(offerExpired(end, new Date('2026-12-01T10:29:59Z'))).toBe(false);
    expect(offerExpired(end, end)).toBe(true);
  });
});

describe('who may join', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  const later = new Date('2026-12-02T10:00:00Z');
  it('only a session to come, open, and without the places asked', () => {
    expect(joinRefusal({ startsAt: later, closed: false, free: 0 }, 1, now)).toBeNull();
    expect(joinRefusal({ startsAt: later, closed: false, free: 1 }, 2, now)).toBeNull();
    expect(joinRefusal({ startsAt: later, closed: false, free: 2 }, 2, now)).toBe('NOT_SOLD_OUT');
    expect(joinRefusal({ startsAt: now, closed: false, free: 0 }, 1, now)).toBe('SESSION_PAST');
    expect(joinRefusal({ startsAt: later, closed: true, free: 0 }, 1, now)).toBe('SESSION_CLOSED');
    expect(joinRefusal(null, 1, now)).toBe('UNKNOWN_SESSION');
  });
});

describe('the join form', () => {
  it('takes an email and 1 to the most places', async () => {
    expect(await validateForm(waitingListSchema, { email: ' a@example.com ', places: 2 })).toEqual({ ok: true, values: { email: 'a@example.com', places: 2 } });
    const bad = await validateForm(waitingListSchema, { email: 'a@b', places: WAITING_LIST_MAX_PLACES + 1 });
    expect(bad).toEqual({
      ok: false,
      fields: [
        { field: 'email', message: { key: 'validation.invalidEmail' } },
        { field: 'places', message: { key: 'waitingList.placesRange', max: WAITING_LIST_MAX_PLACES } },
      ],
    });
    const empty = await validateForm(waitingListSchema, { email: '', places: Number.NaN });
    const messages = empty.ok === false ? empty.fields.map((f) => f.message) : [];
    expect(messages).toContainEqual({ key: 'validation.fieldRequired', field: 'waitingList.email' });
    expect(messages).toContainEqual({ key: 'validation.fieldRequired', field: 'waitingList.places' });
    expect((await validateForm(waitingListSchema, { email: 'a@example.com', places: 1.5 })).ok).toBe(false);
    expect((await validateForm(waitingListSchema, { email: 'a@example.com, b@example.com', places: 1 })).ok).toBe(false);
  });

  it('one mailbox is one entry, whatever its case', () => {
    expect(normaliseEmail('  Mei.Chan@Example.COM ')).toBe('mei.chan@example.com');
  });
});
