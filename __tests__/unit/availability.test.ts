import { describe, expect, it } from 'vitest';
import { canHold, dayStatus, isSoldOut, remainingPlaces } from '@/lib/domain/availability';

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
});
