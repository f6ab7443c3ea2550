import { describe, expect, it } from 'vitest';
import { addMonths, monthGrid, todayIn, dayToFocus } from '@/lib/domain/calendar';

describe('calendar', () => {
  it('lays a month out Monday first', () => {
    const grid = monthGrid(2026, 11); // 1 November 2026 is a Sunday
    expect(grid[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(grid.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(grid.flat().filter(Boolean)).toHaveLength(30);
  });

  it('moves across years', () => {
    expect(addMonths(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
  });

  it('knows the park’s today whatever the server’s clock', () => {
    const instant = new Date('2026-11-22T12:30:00Z');
    expect(todayIn('Pacific/Auckland', instant)).toBe('2026-11-23');
    expect(todayIn('Asia/Hong_Kong', instant)).toBe('2026-11-22');
  });
});

describe('keyboard movement in the calendar', () => {
  const bookable = [3, 4, 5, 10, 12, 20];
  it('moves a day or a week to the nearest bookable date in that direction', () => {
    expect(dayToFocus(bookable, 4, 'ArrowRight')).toBe(5);
    expect(dayToFocus(bookable, 5, 'ArrowRight')).toBe(10);
    expect(dayToFocus(bookable, 4, 'ArrowLeft')).toBe(3);
    expect(dayToFocus(bookable, 3, 'ArrowLeft')).toBeNull();
    expect(dayToFocus(bookable, 3, 'ArrowDown')).toBe(10);
    expect(dayToFocus(bookable, 12, 'ArrowDown')).toBe(20);
    expect(dayToFocus(bookable, 20, 'ArrowDown')).toBeNull();
    expect(dayToFocus(bookable, 12, 'ArrowUp')).toBe(5);
    expect(dayToFocus(bookable, 10, 'Home')).toBe(3);
    expect(dayToFocus(bookable, 10, 'End')).toBe(20);
    expect(dayToFocus(bookable, 10, 'Enter')).toBeNull();
  });
});
