import { describe, expect, it } from 'vitest';
import { adjustmentOn, basePriceOn, priceOn, weekdayOf, type PriceRule } from '@/lib/domain/pricing';

const adult = (price: number) => ({ id: 'adult', price });
const weekend: PriceRule = { kind: 'weekend', dates: [], percent: 10 };
const christmas: PriceRule = { kind: 'dates', dates: ['2026-12-26', '2026-12-27'], percent: 25 };

describe('price rules', () => {
  it('knows the weekday of a local date', () => {
    expect(weekdayOf('2026-11-22')).toBe(0); // a Sunday
    expect(weekdayOf('2026-11-23')).toBe(1);
  });

  it('adds the weekend percentage on Saturdays and Sundays only', () => {
    expect(priceOn(adult(8900), '2026-11-21', [weekend])).toBe(9790);
    expect(priceOn(adult(8900), '2026-11-23', [weekend])).toBe(8900);
  });

  it('lets peak dates win over weekends, whatever their size', () => {
    expect(adjustmentOn('2026-12-26', [weekend, christmas])).toBe(25); // a Saturday and a peak date
    expect(adjustmentOn('2026-12-26', [{ ...weekend, percent: 40 }, christmas])).toBe(25);
    expect(adjustmentOn('2026-12-28', [weekend, christmas])).toBe(0);
  });

  it('rounds to whole minor units', () => {
    expect(priceOn(adult(999), '2026-11-21', [{ kind: 'weekend', dates: [], percent: 15 }])).toBe(1149);
  });

  it('sets a ticket type’s dated price on its days only, for that ticket type only, and uplifts it like the usual price', () => {
    const summer: PriceRule = { kind: 'price', dates: ['2027-01-08', '2027-01-09'], percent: 0, variationId: 'adult', price: 9900 };
    expect(basePriceOn(adult(8900), '2027-01-08', [summer])).toBe(9900); // a Friday
    expect(basePriceOn(adult(8900), '2027-01-10', [summer])).toBe(8900);
    expect(basePriceOn({ id: 'child', price: 5900 }, '2027-01-08', [summer])).toBe(5900);
    // A dated price is not an uplift: no percentage of its own.
    expect(adjustmentOn('2027-01-08', [summer])).toBe(0);
    expect(priceOn(adult(8900), '2027-01-08', [summer, weekend])).toBe(9900);
    expect(priceOn(adult(8900), '2027-01-09', [summer, weekend])).toBe(10890); // a Saturday: 9900 + 10%
    // Should two list one day (the desk refuses it), the one made last holds.
    expect(basePriceOn(adult(8900), '2027-01-08', [summer, { ...summer, price: 9500 }])).toBe(9500);
  });
});

