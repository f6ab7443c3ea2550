import { describe, expect, it } from 'vitest';
import {
  admission,
  isPeopleRequest,
  kioskMends,
  orderStanding,
  ruleOnScan,
  ruleOnUndo,
  ticketPeople,
  undoDeadline,
  UNDO_CHECK_IN_MINUTES,
  withinUndoWindow,
  shownCode,
  SHOWN_CODE_LENGTH,
  type ScanFacts,
} from '@/lib/domain/check-in';
import { ORDER_TRANSITIONS, type OrderStatus } from '@/lib/domain/order-status';
import { kioskPath } from '@/lib/domain/paths';

const AT = new Date('2026-11-25T09:30:00.000Z');
const later = (ms: number) => new Date(AT.getTime() + ms);

/** A valid scan of a one-person ticket of today's session; each test changes what it is about. */
const facts = (overrides: Partial<ScanFacts> = {}): ScanFacts => ({
  mayActAtTicketPark: true,
  atThisPark: true,
  standing: 'admits',
  people: ticketPeople(1, 0),
  sessionDay: '2026-11-25',
  today: '2026-11-25',
  sessionMatches: true,
  ...overrides,
});

describe('a ticket’s people (issue #22)', () => {
  it('admits its type’s participants: what it has admitted and what remains', () => {
    expect(ticketPeople(4, 0)).toEqual({ total: 4, admitted: 0, remaining: 4 });
    expect(ticketPeople(4, 3)).toEqual({ total: 4, admitted: 3, remaining: 1 });
    expect(ticketPeople(4, 4)).toEqual({ total: 4, admitted: 4, remaining: 0 });
    // A type without participants still admits its holder.
    expect(ticketPeople(0, 0)).toEqual({ total: 1, admitted: 0, remaining: 1 });
  });

  it('lets a group in partly: 3 of 4 now, then the last one, then nobody', () => {
    expect(admission(ticketPeople(4, 0), 3)).toEqual({ ok: true, people: 3 });
    expect(admission(ticketPeople(4, 3))).toEqual({ ok: true, people: 1 });
    expect(admission(ticketPeople(4, 3), 2)).toEqual({ ok: false, reason: 'tooMany' });
    expect(admission(ticketPeople(4, 4))).toEqual({ ok: false, reason: 'usedUp' });
    expect(admission(ticketPeople(4, 4), 1)).toEqual({ ok: false, reason: 'usedUp' });
  });

  it('admits everyone left when no number is asked, and refuses a number that is not one', () => {
    expect(admission(ticketPeople(4, 1))).toEqual({ ok: true, people: 3 });
    expect(admission(ticketPeople(4, 1), null)).toEqual({ ok: true, people: 3 });
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(admission(ticketPeople(4, 0), bad)).toEqual({ ok: false, reason: 'invalid' });
    expect([undefined, null, 1, 4, 1000].every(isPeopleRequest)).toBe(true);
    expect([0, -2, 2.5, 1001, Number.POSITIVE_INFINITY].some(isPeopleRequest)).toBe(false);
  });
});

describe('what an order’s status means at the gate', () => {
  it('admits only a paid order with nothing due; reservations pay at the desk first', () => {
    expect(orderStanding('paid', 0)).toBe('admits');
    expect(orderStanding('paid', 4500)).toBe('payAtDesk'); // placed before reservations: its total is due at the desk
    expect(orderStanding('reserved', 4500)).toBe('payAtDesk');
    expect(orderStanding('awaiting_confirmation', 4500)).toBe('payAtDesk');
    expect(orderStanding('cancelled', 0)).toBe('cancelled');
    expect(orderStanding('refund_due', 0)).toBe('refunded');
    for (const status of ['awaiting_payment', 'failed', 'expired'] as OrderStatus[]) expect(orderStanding(status, 0)).toBe('notPaid');
  });

  it('knows every status of the order state machine', () => {
    for (const status of Object.keys(ORDER_TRANSITIONS) as OrderStatus[]) expect(orderStanding(status, 0)).toMatch(/^(admits|payAtDesk|cancelled|refunded|notPaid)$/);
  });
});

describe('the gate’s rules', () => {
  it('admits a paid ticket of today’s session, all its people or those asked for', () => {
    expect(ruleOnScan(facts())).toEqual({ verdict: 'valid', people: 1 });
    expect(ruleOnScan(facts({ people: ticketPeople(4, 0), requestedPeople: 3 }))).toEqual({ verdict: 'valid', people: 3 });
  });

  it('says no more than "not for this park" to someone who does not work at the ticket’s park, whatever else is true', () => {
    expect(ruleOnScan(facts({ mayActAtTicketPark: false, atThisPark: false, standing: 'cancelled' }))).toEqual({ verdict: 'wrongPark', detailed: false });
    expect(ruleOnScan(facts({ atThisPark: false }))).toEqual({ verdict: 'wrongPark', detailed: true });
  });

  it('says why a dead ticket is refused before anything else of it', () => {
    expect(ruleOnScan(facts({ standing: 'cancelled', today: '2026-11-26' }))).toEqual({ verdict: 'cancelled' });
    expect(ruleOnScan(facts({ standing: 'refunded', people: ticketPeople(1, 1) }))).toEqual({ verdict: 'refunded' });
    expect(ruleOnScan(facts({ standing: 'notPaid' }))).toEqual({ verdict: 'notPaid' });
  });

  it('says "already checked in" of a used-up ticket whatever its day, then the day, then the session', () => {
    expect(ruleOnScan(facts({ people: ticketPeople(1, 1), today: '2026-11-26' }))).toEqual({ verdict: 'alreadyCheckedIn' });
    expect(ruleOnScan(facts({ today: '2026-11-26', sessionMatches: false }))).toEqual({ verdict: 'wrongDay' });
    expect(ruleOnScan(facts({ sessionMatches: false }))).toEqual({ verdict: 'wrongSession' });
  });

  it('sends a reservation of today to the desk, and refuses more people than are left', () => {
    expect(ruleOnScan(facts({ standing: 'payAtDesk' }))).toEqual({ verdict: 'payAtDesk' });
    expect(ruleOnScan(facts({ standing: 'payAtDesk', today: '2026-11-24' }))).toEqual({ verdict: 'wrongDay' });
    expect(ruleOnScan(facts({ people: ticketPeople(4, 3), requestedPeople: 2 }))).toEqual({ verdict: 'tooManyPeople' });
    expect(ruleOnScan(facts({ requestedPeople: 0 }))).toEqual({ verdict: 'invalidPeople' });
  });

  it('asks how many of a group are here when the gate asks first, and admits a one-person ticket or the last of a group at once', () => {
    expect(ruleOnScan(facts({ people: ticketPeople(4, 0), askGroup: true }))).toEqual({ verdict: 'choosePeople' });
    expect(ruleOnScan(facts({ people: ticketPeople(4, 0), askGroup: true, requestedPeople: 3 }))).toEqual({ verdict: 'valid', people: 3 });
    expect(ruleOnScan(facts({ people: ticketPeople(4, 3), askGroup: true }))).toEqual({ verdict: 'valid', people: 1 });
    expect(ruleOnScan(facts({ askGroup: true }))).toEqual({ verdict: 'valid', people: 1 });
    // Nothing to ask of a ticket that may not come in.
    expect(ruleOnScan(facts({ people: ticketPeople(4, 0), askGroup: true, standing: 'payAtDesk' }))).toEqual({ verdict: 'payAtDesk' });
  });
});

describe('the gate and a ticket’s riders', () => {
  it('admits nobody until every rider is ready, whichever is missing, and no role waves them through', () => {
    for (const riders of ['ridersMissing', 'limitsNotMet', 'adultNeeded', 'waiverMissing'] as const) {
      expect(ruleOnScan(facts({ riders }))).toEqual({ verdict: 'ridersNotReady' });
      expect(ruleOnScan(facts({ riders, people: ticketPeople(4, 0), askGroup: true, requestedPeople: 4 }))).toEqual({ verdict: 'ridersNotReady' });
    }
    expect(ruleOnScan(facts({ riders: 'ready' }))).toEqual({ verdict: 'valid', people: 1 });
    expect(ruleOnScan(facts({ riders: null }))).toEqual({ verdict: 'valid', people: 1 });
  });

  it('says first what the ticket’s own state says: dead, used up, another day, or money due', () => {
    expect(ruleOnScan(facts({ riders: 'waiverMissing', standing: 'cancelled' }))).toEqual({ verdict: 'cancelled' });
    expect(ruleOnScan(facts({ riders: 'waiverMissing', people: ticketPeople(1, 1) }))).toEqual({ verdict: 'alreadyCheckedIn' });
    expect(ruleOnScan(facts({ riders: 'waiverMissing', today: '2026-11-26' }))).toEqual({ verdict: 'wrongDay' });
    expect(ruleOnScan(facts({ riders: 'waiverMissing', standing: 'payAtDesk' }))).toEqual({ verdict: 'payAtDesk' });
  });

  it('sends to the kiosk only what it mends on the spot: a rider to name, a waiver to sign', () => {
    expect(kioskMends('ridersMissing')).toBe(true);
    expect(kioskMends('waiverMissing')).toBe(true);
    expect(kioskMends('limitsNotMet')).toBe(false);
    expect(kioskMends('adultNeeded')).toBe(false);
    expect(kioskMends('ready')).toBe(false);
    expect(kioskPath('NZ-7K3M9Q')).toBe('/kiosk?booking=NZ-7K3M9Q');
  });
});

describe('undoing a check-in', () => {
  it('is allowed for two minutes, to the millisecond, by the server’s clock', () => {
    expect(UNDO_CHECK_IN_MINUTES).toBe(2);
    expect(undoDeadline(AT)).toEqual(later(120_000));
    expect(withinUndoWindow(AT, AT)).toBe(true);
    expect(withinUndoWindow(AT, later(120_000))).toBe(true);
    expect(withinUndoWindow(AT, later(120_001))).toBe(false);
  });

  it('takes a check-in back once, and not after the window', () => {
    expect(ruleOnUndo({ at: AT, undoneAt: null }, later(60_000))).toEqual({ ok: true });
    expect(ruleOnUndo({ at: AT, undoneAt: later(30_000) }, later(60_000))).toEqual({ ok: false, reason: 'alreadyUndone' });
    expect(ruleOnUndo({ at: AT, undoneAt: null }, later(121_000))).toEqual({ ok: false, reason: 'tooLate' });
  });
});

describe('a code read at the gate, as the screen shows it', () => {
  it('shows a ticket’s code whole', () => {
    expect(shownCode('SR1-T7K3M9QP2XHW-4N8ZQ2HW7MC3RT5E')).toEqual({ text: 'SR1-T7K3M9QP2XHW-4N8ZQ2HW7MC3RT5E', cut: false, length: 33 });
  });

  it('cuts an absurdly long one at 48 characters, saying how long it was, never splitting a character', () => {
    expect(shownCode('A'.repeat(5000))).toEqual({ text: 'A'.repeat(SHOWN_CODE_LENGTH), cut: true, length: 5000 });
    const emoji = shownCode('😀'.repeat(60));
    expect(Array.from(emoji.text)).toHaveLength(SHOWN_CODE_LENGTH);
    expect(emoji.text).not.toContain('\uFFFD');
  });

  it('shows what would print nothing or reorder the rest as a mark of its own', () => {
    expect(shownCode('SR1-AB\u202EC\nD\u0000E\u200B').text).toBe('SR1-AB\uFFFDC\uFFFDD\uFFFDE\uFFFD');
    expect(shownCode('<img src=x onerror=alert(1)>').text).toBe('<img src=x onerror=alert(1)>');
  });
});
