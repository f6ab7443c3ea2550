import { describe, expect, it } from 'vitest';
import { compare, minutesSince, noShows, occupancy, outboxHealth, percent, sameWeekdayLastWeek } from '@/lib/domain/dashboard';

describe('Today’s figures (lib/domain/dashboard.ts)', () => {
  it('compares today with the same weekday last week, across a month and a year', () => {
    expect(sameWeekdayLastWeek('2026-12-03')).toBe('2026-11-26');
    expect(sameWeekdayLastWeek('2027-01-02')).toBe('2026-12-26');
    expect(sameWeekdayLastWeek('2024-03-06')).toBe('2024-02-28');
  });

  it('gives the difference in minor units and a rounded percentage, none against nothing', () => {
    expect(compare(12_345, 10_000)).toEqual({ today: 12_345, lastWeek: 10_000, difference: 2_345, percentChange: 23 });
    expect(compare(5_000, 10_000)).toEqual({ today: 5_000, lastWeek: 10_000, difference: -5_000, percentChange: -50 });
    expect(compare(999, 0)).toEqual({ today: 999, lastWeek: 0, difference: 999, percentChange: null });
    expect(compare(0, 0).percentChange).toBeNull();
  });

  it('writes occupancy as a whole percent of capacity, none with no capacity', () => {
    expect(occupancy(7, 16)).toBe(44);
    expect(occupancy(16, 16)).toBe(100);
    expect(occupancy(0, 0)).toBeNull();
    expect(percent(1, 3)).toBe(33);
  });

  it('counts no-shows once a session has started, never below 0', () => {
    const start = new Date('2026-12-03T09:00:00Z');
    expect(noShows(7, 2, start, new Date('2026-12-03T08:59:59Z'))).toBeNull();
    expect(noShows(7, 2, start, start)).toBe(5);
    expect(noShows(2, 3, start, new Date('2026-12-03T10:00:00Z'))).toBe(0);
  });

  it('calls the mail outbox failing when mail is retried, delayed when mail waits 10 minutes', () => {
    expect(outboxHealth(0, null)).toBe('HEALTHY');
    expect(outboxHealth(0, 9)).toBe('HEALTHY');
    expect(outboxHealth(0, 10)).toBe('DELAYED');
    expect(outboxHealth(1, 0)).toBe('FAILING');
    expect(minutesSince(new Date('2026-12-03T09:00:00Z'), new Date('2026-12-03T09:12:59Z'))).toBe(12);
    expect(minutesSince(new Date('2026-12-03T09:05:00Z'), new Date('2026-12-03T09:00:00Z'))).toBe(0);
  });
});
