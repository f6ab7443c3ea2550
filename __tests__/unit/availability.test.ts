import { describe, expect, it } from 'vitest';
import { canHold, dayStatus, isSoldOut, remainingPlaces, sessionStatus } from '@/lib/domain/availability';

describe('capacity', () => {
  it('counts sold and held places against capacity, never below zero', () => {
    expect(remainingPlaces({ capacity: 10, sold: 3, held: 2 })).toBe(5);
    expect(remainingPlaces({ capacity: 10, sold: 8, held: 4 })).toBe(0);
    expect(isSoldOut({ capacity: 10, sold: 10, held: 0 })).toBe(true);
  });

  it('holds only whole positive numbers of remaining places', () => {
    expect(canHold({ capacity: 10, sold: 5, held: 0 }, 5)).toBe(true);
    expect(canHold({ capacity: 10, sold: 5, held: 1 }, 5)).toBe(false);
    expect(canHold({ capacity: 10, sold: 0, held: 0 }, 0)).toBe(false);
  });

  it('rates a day by what remains across its sessions', () => {
    expect(dayStatus([])).toBe('unavailable');
    expect(dayStatus([{ capacity: 10, sold: 10, held: 0 }])).toBe('soldOut');
    expect(dayStatus([{ capacity: 10, sold: 9, held: 0 }, { capacity: 10, sold: 10, held: 0 }])).toBe('limited');
    expect(dayStatus([{ capacity: 10, sold: 2, held: 0 }])).toBe('available');
  });

  it('rates one session by the day’s rule: limited under a fifth of its places, closed whatever is free', () => {
    expect(sessionStatus({ capacity: 16, remaining: 16, closed: false })).toBe('available');
    // 4 of 16 is a quarter: not yet limited; 3 of 16 is under a fifth.
    expect(sessionStatus({ capacity: 16, remaining: 4, closed: false })).toBe('available');
    expect(sessionStatus({ capacity: 16, remaining: 3, closed: false })).toBe('limited');
    expect(sessionStatus({ capacity: 16, remaining: 0, closed: false })).toBe('soldOut');
    expect(sessionStatus({ capacity: 16, remaining: 0, closed: true })).toBe('closed');
    // The same answer as its day's, were it the day's only session.
    for (const remaining of [0, 1, 3, 4, 16]) {
      expect(sessionStatus({ capacity: 16, remaining, closed: false })).toBe(dayStatus([{ capacity: 16, sold: 16 - remaining, held: 0 }]));
    }
  });
});
