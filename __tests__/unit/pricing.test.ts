import { describe, expect, it } from 'vitest';
import { adjustmentOn, priceOn, weekdayOf, type PriceRule } from '@/lib/domain/pricing';

const weekend: PriceRule = { kind: 'weekend', dates: [], percent: 10 };
const christmas: PriceRule = { kind: 'dates', dates: ['2026-12-26', '2026-12-27'], percent: 25 };

describe('price rules', () => {
  it('knows the weekday of a local date', () => {
    expect(weekdayOf('2026-11-22')).toBe(0); // a Sunday
    expect(weekdayOf('2026-11-23')).toBe(1);
  });

  it('adds the weekend percentage on Saturdays and Sundays only', () => {
    expect(priceOn(8900, '2026-11-21', [weekend])).toBe(9790);
    expect(priceOn(8900, '2026-11-23', [weekend])).toBe(8900);
  });

  it('lets peak dates win over weekends, whatever their size', () => {
    expect(adjustmentOn('2026-12-26', [weekend, christmas])).toBe(25); // a Saturday and a peak date
    expect(adjustmentOn('2026-12-26', [{ ...weekend, percent: 40 }, christmas])).toBe(25);
    expect(adjustmentOn('2026-12-28', [weekend, christmas])).toBe(0);
  });

  it('rounds to whole minor units', () => {
    expect(priceOn(999, '2026-11-21', [{ kind: 'weekend', dates: [], percent: 15 }])).toBe(1149);
  });
});
