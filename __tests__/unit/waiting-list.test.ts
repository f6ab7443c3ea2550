import { describe, expect, it } from 'vitest';
import { validateForm } from '@/lib/domain/form-validation';
import { CONFIRM_HOURS, confirmBy, entriesCapRefusal, entriesToOffer, joinRefusal, normaliseEmail, OFFER_MINUTES, offerExpired, offerExpiresAt, offerLapseEnds, WAITING_LIST_MAX_PLACES, waitingListSchema } from '@/lib/domain/waiting-list';

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

describe('what an offer counts against', () => {
  const budgets = { perAddress: 4, perEmail: 3, perDomain: 5 };
  const none = { byAddress: new Map<string, number>(), byMailbox: new Map<string, number>(), byDomain: new Map<string, number>() };
  const entry = (id: string, places: number, address: string | null, mailbox: string, domain: string | null = null) => ({ id, places, address, mailbox, domain });

  it('passes over an entry whose offer would go over its client address’s held places, and offers the next', () => {
    const kept = { ...none, byAddress: new Map([['203.0.113.9', 3]]) };
    const line = [entry('e1', 2, '203.0.113.9', 'a@x.test'), entry('e2', 1, '198.51.100.1', 'b@y.test')];
    expect(ids(entriesToOffer(line, 3, budgets, kept))).toEqual(['e2']);
    // Within the budget it is offered first, as before.
    expect(ids(entriesToOffer(line, 3, budgets, { ...none, byAddress: new Map([['203.0.113.9', 2]]) }))).toEqual(['e1', 'e2']);
  });

  it('counts this run’s own offers: a second entry of the same address or mailbox is passed over once the first fills it', () => {
    const sameAddress = [entry('e1', 3, '203.0.113.9', 'a@x.test'), entry('e2', 2, '203.0.113.9', 'b@x.test'), entry('e3', 1, '198.51.100.1', 'c@y.test')];
    expect(ids(entriesToOffer(sameAddress, 10, budgets))).toEqual(['e1', 'e3']);
    const sameMailbox = [entry('e1', 2, null, 'a@x.test'), entry('e2', 2, null, 'a@x.test'), entry('e3', 2, null, 'c@y.test')];
    expect(ids(entriesToOffer(sameMailbox, 10, budgets))).toEqual(['e1', 'e3']);
  });

  it('counts a mailbox’s and a domain’s unpaid places, and no budget without a key', () => {
    expect(entriesToOffer([entry('e1', 1, null, 'a@x.test')], 5, budgets, { ...none, byMailbox: new Map([['a@x.test', 3]]) })).toEqual([]);
    expect(entriesToOffer([entry('e1', 1, null, 'a@x.test', 'x.test')], 5, budgets, { ...none, byDomain: new Map([['x.test', 5]]) })).toEqual([]);
    // No address known, a public provider's domain (null): only the mailbox counts.
    expect(ids(entriesToOffer([entry('e1', 3, null, 'a@gmail.com', null)], 5, budgets, { ...none, byDomain: new Map([['gmail.com', 99]]) }))).toEqual(['e1']);
  });

  it('an entry passed over for its budget does not stop the line; one whose places do not fit still does', () => {
    const kept = { ...none, byMailbox: new Map([['a@x.test', 3]]) };
    const line = [entry('e1', 4, null, 'a@x.test'), entry('e2', 2, null, 'b@x.test'), entry('e3', 3, null, 'c@x.test'), entry('e4', 1, null, 'd@x.test')];
    expect(ids(entriesToOffer(line, 4, { ...budgets, perDomain: 100 }, kept))).toEqual(['e2']);
  });
});

describe('the caps on entries kept at once', () => {
  const caps = { perEmail: 3, perAddress: 5 };
  it('refuses a mailbox’s fourth and an address’s sixth, the mailbox first', () => {
    expect(entriesCapRefusal({ byEmail: 2, byAddress: 4 }, caps)).toBeNull();
    expect(entriesCapRefusal({ byEmail: 3, byAddress: 0 }, caps)).toBe('TOO_MANY_FOR_EMAIL');
    expect(entriesCapRefusal({ byEmail: 0, byAddress: 5 }, caps)).toBe('TOO_MANY_FOR_ADDRESS');
    expect(entriesCapRefusal({ byEmail: 3, byAddress: 5 }, caps)).toBe('TOO_MANY_FOR_EMAIL');
    // No client address known: no address cap.
    expect(entriesCapRefusal({ byEmail: 0, byAddress: null }, caps)).toBeNull();
  });

  it('an unconfirmed join lapses after CONFIRM_HOURS', () => {
    expect(CONFIRM_HOURS).toBe(24);
    expect(confirmBy(new Date('2026-12-01T10:00:00Z')).toISOString()).toBe('2026-12-02T10:00:00.000Z');
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

  it('never again for a visitor who let an offer on the session run out, while it is sold out for them', () => {
    expect(joinRefusal({ startsAt: later, closed: false, free: 0, lapsed: true }, 1, now)).toBe('OFFER_LAPSED');
    // With the places free they book them: that is the answer to give.
    expect(joinRefusal({ startsAt: later, closed: false, free: 1, lapsed: true }, 1, now)).toBe('NOT_SOLD_OUT');
    expect(joinRefusal({ startsAt: later, closed: true, free: 0, lapsed: true }, 1, now)).toBe('SESSION_CLOSED');
  });
});

describe('an offer that ran out', () => {
  const lapsed = { address: '203.0.113.9', mailbox: 'fake@catch-all.example' };
  it('ends the same client address’s and the same mailbox’s other entries on the session', () => {
    expect(offerLapseEnds({ address: '203.0.113.9', mailbox: 'other@catch-all.example' }, lapsed)).toBe(true);
    expect(offerLapseEnds({ address: '198.51.100.1', mailbox: 'fake@catch-all.example' }, lapsed)).toBe(true);
  });
  it('leaves other visitors, colleagues at the same mail domain, and unknown addresses alone', () => {
    expect(offerLapseEnds({ address: '198.51.100.1', mailbox: 'colleague@catch-all.example' }, lapsed)).toBe(false);
    expect(offerLapseEnds({ address: null, mailbox: 'someone@example.org' }, { address: null, mailbox: 'other@example.org' })).toBe(false);
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
