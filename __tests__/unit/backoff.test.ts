import { describe, expect, it } from 'vitest';
import { backoffDelayMs } from '@/lib/domain/backoff';

describe('backoffDelayMs', () => {
  it('waits 30 s after the first failure and doubles after each further one', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => backoffDelayMs(attempt) / 1000)).toEqual([30, 60, 120, 240, 480, 960, 1920]);
  });

  it('never waits more than an hour, however many failures', () => {
    expect(backoffDelayMs(8)).toBe(3_600_000);
    expect(backoffDelayMs(1000)).toBe(3_600_000);
    expect(backoffDelayMs(Number.MAX_SAFE_INTEGER)).toBe(3_600_000);
  });

  it('treats a nonsensical attempt number as the first retry', () => {
    expect(backoffDelayMs(0)).toBe(30_000);
    expect(backoffDelayMs(-2)).toBe(30_000);
    expect(backoffDelayMs(Number.NaN)).toBe(30_000);
  });

  it('takes its own base and cap', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffDelayMs(attempt, 1000, 5000))).toEqual([1000, 2000, 4000, 5000]);
  });
});
