import { describe, expect, it } from 'vitest';
import { localDateTime, localDay, localTime, OCTO_ERROR_CODES, OCTO_ERROR_STATUS, octoError, requestedCapabilities, utcDateTime } from '@/lib/domain/octo';

describe('OCTO errors', () => {
  it('take the spec’s shape: the code, a message, and the invalid id under its own name', () => {
    expect(octoError('INVALID_PRODUCT_ID', null, { productId: 'nope' })).toEqual({ error: 'INVALID_PRODUCT_ID', errorMessage: 'The productId was missing or invalid', productId: 'nope' });
    expect(octoError('BAD_REQUEST', 'localDate must be a date')).toEqual({ error: 'BAD_REQUEST', errorMessage: 'localDate must be a date' });
  });

  it('answer the spec’s statuses: 400 for a refused request, 401 without a key for the site, 403 for a bad key, 429 past a limit', () => {
    for (const code of OCTO_ERROR_CODES) expect(OCTO_ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
    expect(OCTO_ERROR_STATUS.UNPROCESSABLE_ENTITY).toBe(400);
    expect(OCTO_ERROR_STATUS.INVALID_BOOKING_UUID).toBe(400);
    expect(OCTO_ERROR_STATUS.UNAUTHORIZED).toBe(401);
    expect(OCTO_ERROR_STATUS.FORBIDDEN).toBe(403);
    expect(OCTO_ERROR_STATUS.TOO_MANY_REQUESTS).toBe(429);
    expect(OCTO_ERROR_STATUS.INTERNAL_SERVER_ERROR).toBe(500);
  });
});

describe('capabilities', () => {
  it('are those of the header this supplier offers, whatever the spacing and case', () => {
    expect(requestedCapabilities('octo/pricing')).toEqual(['octo/pricing']);
    expect(requestedCapabilities(' octo/content , OCTO/Pricing')).toEqual(['octo/pricing']);
    expect(requestedCapabilities('octo/content')).toEqual([]);
    expect(requestedCapabilities(undefined)).toEqual([]);
  });
});

describe('times as OCTO writes them', () => {
  // 10:00 on 12 March 2026 in Queenstown (NZDT, +13:00) and in Hong Kong (+08:00).
  const instant = new Date('2026-03-11T21:00:00.250Z');

  it('UTC in whole seconds with a Z', () => {
    expect(utcDateTime(instant)).toBe('2026-03-11T21:00:00Z');
  });

  it('local date and time with the park’s offset of that day', () => {
    expect(localDateTime(instant, 'Pacific/Auckland')).toBe('2026-03-12T10:00:00+13:00');
    expect(localDateTime(instant, 'Asia/Hong_Kong')).toBe('2026-03-12T05:00:00+08:00');
    // Winter: NZST, +12:00.
    expect(localDateTime(new Date('2026-07-01T22:00:00Z'), 'Pacific/Auckland')).toBe('2026-07-02T10:00:00+12:00');
    expect(localDay(instant, 'Pacific/Auckland')).toBe('2026-03-12');
    expect(localTime(instant, 'Pacific/Auckland')).toBe('10:00');
  });
});
