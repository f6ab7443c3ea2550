import { describe, expect, it } from 'vitest';
import { cancellationRelease, moveDifference, moveRelease, offsetDueCharges, releaseShares, shareOut, ticketValues, type ValuedLine, type ValuedTicket } from '@/lib/domain/order-refund';
import { ALTERABLE_STATUSES, canTransition, ORDER_TRANSITIONS, outcomeOf, statusAfterCancellation, type OrderStatus } from '@/lib/domain/order-status';

/*
 * Issue #22: what a staff cancellation gives back is computed from the tickets chosen, and however an
 * order is cancelled (one ticket at a time, or all at once) never more than it collected goes back.
 */

const lines: ValuedLine[] = [
  { id: 'a', total: 15000, discount: 1500 },
  { id: 'b', total: 4000, discount: 0 },
];
// Line a: two adults at 6000 and a child at 3000 (a 10% promo); line b: one ticket.
const tickets: ValuedTicket[] = [
  { code: 'T1', lineId: 'a', weight: 6000 },
  { code: 'T2', lineId: 'a', weight: 6000 },
  { code: 'T3', lineId: 'a', weight: 3000 },
  { code: 'T4', lineId: 'b', weight: 4000 },
];
const none = { money: 0, giftCard: 0 };

describe('ticket values', () => {
  it('share a line after its discount by the tickets’ prices, adding up to the line exactly', () => {
    const values = ticketValues(lines, tickets);
    expect(Object.fromEntries(values)).toEqual({ T1: 5400, T2: 5400, T3: 2700, T4: 4000 });
  });

  it('give rounding cents to the largest remainders, ties by code, and share equally when prices are 0', () => {
    expect(Object.fromEntries(shareOut(100, [{ key: 'b', weight: 1 }, { key: 'a', weight: 1 }, { key: 'c', weight: 1 }]))).toEqual({ a: 34, b: 33, c: 33 });
    expect(Object.fromEntries(shareOut(10, [{ key: 'x', weight: 0 }, { key: 'y', weight: 0 }]))).toEqual({ x: 5, y: 5 });
    expect([...shareOut(9999, [{ key: 'p', weight: 7 }, { key: 'q', weight: 13 }, { key: 'r', weight: 1 }]).values()].reduce((a, b) => a + b)).toBe(9999);
  });
});

describe('a cancellation releases', () => {
  // The order's total 17850 (17500 after the promo, 2% card fee), nothing from a gift card.
  const collected = { money: 17850, giftCard: 0 };

  it('the tickets’ share of what the order collected, card fee included', () => {
    // T4 is 4000 of 17500: 4080 of 17850.
    expect(cancellationRelease({ lines, tickets, collected, released: none, cancelledBefore: new Set(), cancelling: new Set(['T4']) })).toEqual({ money: 4080, giftCard: 0 });
  });

  it('exactly what the order collected, whether cancelled all at once or one ticket at a time', () => {
    expect(cancellationRelease({ lines, tickets, collected, released: none, cancelledBefore: new Set(), cancelling: new Set(['T1', 'T2', 'T3', 'T4']) }).money).toBe(17850);
    let released = { ...none };
    const cancelled = new Set<string>();
    const steps: number[] = [];
    for (const code of ['T3', 'T1', 'T4', 'T2']) {
      const step = cancellationRelease({ lines, tickets, collected, released, cancelledBefore: cancelled, cancelling: new Set([code]) });
      steps.push(step.money);
      released = { money: released.money + step.money, giftCard: released.giftCard + step.giftCard };
      cancelled.add(code);
    }
    expect(steps.every((step) => step >= 0)).toBe(true);
    expect(steps.reduce((a, b) => a + b)).toBe(17850);
  });

  it('nothing for tickets already given back, and never more than is left after earlier releases', () => {
    const again = cancellationRelease({ lines, tickets, collected, released: { money: 4080, giftCard: 0 }, cancelledBefore: new Set(['T4']), cancelling: new Set() });
    expect(again).toEqual(none);
    // A move refund released 10000 already: cancelling T1 (5508 worth) releases what is left of it at most.
    const after = cancellationRelease({ lines, tickets, collected, released: { money: 17000, giftCard: 0 }, cancelledBefore: new Set(), cancelling: new Set(['T1', 'T2', 'T3']) });
    expect(after.money).toBe(0);
    const last = cancellationRelease({ lines, tickets, collected, released: { money: 17000, giftCard: 0 }, cancelledBefore: new Set(), cancelling: new Set(['T1', 'T2', 'T3', 'T4']) });
    expect(last.money).toBe(850);
  });

  it('the gift card’s part apart from the money, each in proportion', () => {
    const mixed = { money: 7500, giftCard: 10000 };
    expect(cancellationRelease({ lines, tickets, collected: mixed, released: none, cancelledBefore: new Set(), cancelling: new Set(['T4']) })).toEqual({ money: 1714, giftCard: 2285 });
    expect(cancellationRelease({ lines, tickets, collected: mixed, released: { money: 1714, giftCard: 2285 }, cancelledBefore: new Set(['T4']), cancelling: new Set(['T1', 'T2', 'T3']) })).toEqual({
      money: 7500 - 1714,
      giftCard: 10000 - 2285,
    });
  });
});

describe('a cancellation after a cheaper move', () => {
  // Two Saturday adults, 13240 with the card fee; the second moved to a weekday, 590 back.
  const lines = [{ id: 'line', total: 12980, discount: 0 }];
  const tickets = [
    { code: 'A', lineId: 'line', weight: 6490 },
    { code: 'B', lineId: 'line', weight: 6490 },
  ];
  const collected = { money: 13240, giftCard: 0 };
  const moves = [{ codes: ['B'], money: 590 }];

  it('gives the ticket that did not move its whole worth: the move’s refund was the other’s', () => {
    const first = cancellationRelease({ lines, tickets, collected, released: { money: 590, giftCard: 0 }, moves, cancelledBefore: new Set(), cancelling: new Set(['A']) });
    expect(first.money).toBe(6620);
    // Then the moved one: what is left, exactly.
    const second = cancellationRelease({ lines, tickets, collected, released: { money: 590 + 6620, giftCard: 0 }, moves, cancelledBefore: new Set(['A']), cancelling: new Set(['B']) });
    expect(590 + first.money + second.money).toBe(13240);
  });

  it('takes a move’s refund off its own ticket, and off the whole order when its tickets are unknown', () => {
    expect(cancellationRelease({ lines, tickets, collected, released: { money: 590, giftCard: 0 }, moves, cancelledBefore: new Set(), cancelling: new Set(['B']) }).money).toBe(6030);
    expect(cancellationRelease({ lines, tickets, collected, released: { money: 590, giftCard: 0 }, moves: [{ codes: null, money: 590 }], cancelledBefore: new Set(), cancelling: new Set(['A']) }).money).toBe(6030);
  });

  it('counts a move of both tickets against the one whose own saving it was (the money model’s minimal sequence)', () => {
    // A was on the weekday already and moved at no difference; B came off the Saturday: the 590 is B's.
    const both = [{ codes: ['A', 'B'], money: 590, shares: [0, 590] }];
    const first = cancellationRelease({ lines, tickets, collected, released: { money: 590, giftCard: 0 }, moves: both, cancelledBefore: new Set(), cancelling: new Set(['A']) });
    expect(first.money).toBe(6620);
    const second = cancellationRelease({ lines, tickets, collected, released: { money: 590 + 6620, giftCard: 0 }, moves: both, cancelledBefore: new Set(['A']), cancelling: new Set(['B']) });
    expect(590 + first.money + second.money).toBe(13240);
    // Recorded without them, by the tickets' worth, as before.
    expect(cancellationRelease({ lines, tickets, collected, released: { money: 590, giftCard: 0 }, moves: [{ codes: ['A', 'B'], money: 590 }], cancelledBefore: new Set(), cancelling: new Set(['A']) }).money).toBe(6325);
  });
});

describe('what of a cheaper move’s release each ticket counts', () => {
  it('is each moving ticket’s own saving, less what of it undid its own unpaid difference', () => {
    expect(releaseShares(590, [
      { ticketId: 'same', saving: 0, offset: 0 },
      { ticketId: 'back', saving: 590, offset: 0 },
    ])).toEqual(new Map([['same', 0], ['back', 590]]));
    // The first moved back off its own 590 still due: the release is the other's saving.
    expect(releaseShares(590, [
      { ticketId: 'undone', saving: 590, offset: 590 },
      { ticketId: 'back', saving: 590, offset: 0 },
    ])).toEqual(new Map([['undone', 0], ['back', 590]]));
    expect(releaseShares(980, [
      { ticketId: 'adult', saving: 590, offset: 0 },
      { ticketId: 'child', saving: 390, offset: 0 },
    ])).toEqual(new Map([['adult', 590], ['child', 390]]));
    expect(releaseShares(0, [{ ticketId: 'a', saving: 590, offset: 590 }])).toEqual(new Map([['a', 0]]));
  });

  it('moves what one ticket’s saving paid of another’s due share from the one to the other', () => {
    // The first came off the Saturday while the second's 590 was due: its saving paid that, nothing went back.
    expect(releaseShares(0, [
      { ticketId: 'mover', saving: 590, offset: 0 },
      { ticketId: 'owed', saving: 0, offset: 590 },
    ])).toEqual(new Map([['mover', 590], ['owed', -590]]));
    // A family's saving paid a child's 390 and the rest went back.
    expect(releaseShares(1400, [
      { ticketId: 'family', saving: 1790, offset: 0 },
      { ticketId: 'child', saving: 0, offset: 390 },
    ])).toEqual(new Map([['family', 1790], ['child', -390]]));
  });
});

describe('a move', () => {
  const weekend = [{ kind: 'weekend' as const, dates: [], percent: 20 }];

  it('costs the catalogue difference between the days', () => {
    // 2026-12-01 is a Tuesday, 2026-12-05 a Saturday.
    expect(moveDifference([{ id: 'adult', price: 5000 }, { id: 'child', price: 2500 }], '2026-12-01', '2026-12-05', weekend)).toBe(1500);
    expect(moveDifference([{ id: 'adult', price: 5000 }], '2026-12-05', '2026-12-01', weekend)).toBe(-1000);
    expect(moveDifference([{ id: 'adult', price: 5000 }], '2026-12-01', '2026-12-02', weekend)).toBe(0);
  });

  it('releases a cheaper day’s difference, within what is left to give back', () => {
    expect(moveRelease(-1000, { money: 5000, giftCard: 0 }, none, 0)).toBe(1000);
    expect(moveRelease(-1000, { money: 5000, giftCard: 0 }, { money: 4500, giftCard: 0 }, 0)).toBe(500);
    expect(moveRelease(1500, { money: 5000, giftCard: 0 }, none, 0)).toBe(0);
  });

  it('offsets what is still due first: released = max(0, −difference − due)', () => {
    // A move to a dearer day (+590, never paid) and back (−590) gives nothing back, however often.
    expect(moveRelease(-590, { money: 6018, giftCard: 0 }, none, 590)).toBe(0);
    expect(moveRelease(-1000, { money: 6018, giftCard: 0 }, none, 590)).toBe(410);
    expect(moveRelease(-300, { money: 6018, giftCard: 0 }, none, 590)).toBe(0);
  });

  it('cancels the due charges a cheaper move covers, newest first, and owes what is left of a partly covered one', () => {
    const due = [
      { id: 'older', amount: 400 },
      { id: 'newer', amount: 590 },
    ];
    expect(offsetDueCharges(due, 590)).toEqual({ cancel: ['newer'], remainder: 0, offset: 590 });
    expect(offsetDueCharges(due, 300)).toEqual({ cancel: ['newer'], remainder: 290, offset: 300 });
    expect(offsetDueCharges(due, 700)).toEqual({ cancel: ['newer', 'older'], remainder: 290, offset: 700 });
    expect(offsetDueCharges(due, 2000)).toEqual({ cancel: ['newer', 'older'], remainder: 0, offset: 990 });
    expect(offsetDueCharges([], 2000)).toEqual({ cancel: [], remainder: 0, offset: 0 });
  });

  it('never lets what is released and offset exceed the saving, nor leave a charge owed twice', () => {
    for (let saving = 0; saving <= 1200; saving += 7) {
      const due = [
        { id: 'a', amount: 400 },
        { id: 'b', amount: 590 },
      ];
      const { cancel, remainder, offset } = offsetDueCharges(due, saving);
      const stillOwed = due.filter((charge) => !cancel.includes(charge.id)).reduce((sum, charge) => sum + charge.amount, 0) + remainder;
      expect(stillOwed).toBe(990 - offset);
      expect(offset + moveRelease(-saving, { money: 10_000, giftCard: 0 }, none, 990)).toBe(saving);
    }
  });
});

describe('order transitions for staff cancellations', () => {
  it('take a paid order to partially cancelled, then refunded, and nowhere back', () => {
    expect(canTransition('paid', 'partially_cancelled')).toBe(true);
    expect(canTransition('paid', 'refunded')).toBe(true);
    expect(canTransition('partially_cancelled', 'refunded')).toBe(true);
    expect(canTransition('partially_cancelled', 'paid')).toBe(false);
    expect(canTransition('refunded', 'paid')).toBe(false);
    expect(ORDER_TRANSITIONS.refunded).toEqual([]);
    // A reservation is never refunded (nothing was paid): it is cancelled, or paid at the desk.
    expect(canTransition('reserved', 'refunded')).toBe(false);
    expect(canTransition('reserved', 'cancelled')).toBe(true);
  });

  it('say where a cancellation leaves an order, and refuse orders that do not stand', () => {
    expect(statusAfterCancellation('paid', 2)).toBe('partially_cancelled');
    expect(statusAfterCancellation('paid', 0)).toBe('refunded');
    expect(statusAfterCancellation('partially_cancelled', 0)).toBe('refunded');
    expect(statusAfterCancellation('reserved', 1)).toBe('reserved');
    expect(statusAfterCancellation('reserved', 0)).toBe('cancelled');
    for (const status of ['awaiting_payment', 'awaiting_confirmation', 'cancelled', 'expired', 'failed', 'refund_due', 'refunded'] as OrderStatus[]) {
      expect(statusAfterCancellation(status, 1)).toBeNull();
      expect(ALTERABLE_STATUSES).not.toContain(status);
    }
    // Every status it leads to is reachable through the table.
    for (const status of ALTERABLE_STATUSES) {
      for (const left of [0, 1]) {
        const next = statusAfterCancellation(status, left)!;
        expect(next === status || canTransition(status, next)).toBe(true);
      }
    }
  });

  it('show a visitor a partly cancelled order as paid and a refunded one as cancelled', () => {
    expect(outcomeOf('partially_cancelled')).toBe('PAID');
    expect(outcomeOf('refunded')).toBe('CANCELLED');
  });
});
