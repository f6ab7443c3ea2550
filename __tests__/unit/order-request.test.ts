import { describe, expect, it } from 'vitest';
import { isRetryOf, linesFingerprint, type RequestedLine } from '@/lib/domain/order-request';

const line = (sessionId: string, quantity = 1, extra: Partial<RequestedLine> = {}): RequestedLine => ({
  sessionId,
  tickets: [{ variationId: 'adult', quantity }],
  addOns: [],
  upgradeId: null,
  ...extra,
});

describe('idempotency key reuse', () => {
  it('is a retry when the cart is empty (placing emptied it) or holds the same lines in any order', () => {
    expect(isRetryOf([line('a')], [])).toBe(true);
    expect(isRetryOf([line('a'), line('b', 2)], [line('b', 2), line('a')])).toBe(true);
    expect(linesFingerprint([line('a', 1, { tickets: [{ variationId: 'x', quantity: 1 }, { variationId: 'y', quantity: 0 }] })])).toBe(
      linesFingerprint([line('a', 1, { tickets: [{ variationId: 'x', quantity: 1 }] })]),
    );
  });

  it('is not a retry when the cart asks for something else', () => {
    expect(isRetryOf([line('a')], [line('b')])).toBe(false);
    expect(isRetryOf([line('a')], [line('a', 2)])).toBe(false);
    expect(isRetryOf([line('a')], [line('a'), line('b')])).toBe(false);
    expect(isRetryOf([line('a')], [line('a', 1, { upgradeId: 'vip' })])).toBe(false);
    expect(isRetryOf([line('a')], [line('a', 1, { addOns: [{ addOnId: 'photo', quantity: 1 }] })])).toBe(false);
  });
});
