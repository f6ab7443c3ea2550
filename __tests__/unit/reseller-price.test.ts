import { describe, expect, it } from 'vitest';
import { netPrice } from '@/lib/domain/reseller-price';

describe('netPrice', () => {
  it('keeps the commission off the retail price, rounding half up', () => {
    expect(netPrice(10_000, 20)).toBe(8_000);
    expect(netPrice(4_590, 15)).toBe(3_901); // 688.5 commission rounds to 689
    expect(netPrice(1, 50)).toBe(0);
  });
  it('never goes below zero or above retail', () => {
    expect(netPrice(5_000, 0)).toBe(5_000);
    expect(netPrice(5_000, 100)).toBe(0);
    expect(netPrice(5_000, 150)).toBe(0);
    expect(netPrice(5_000, -10)).toBe(5_000);
  });
});
