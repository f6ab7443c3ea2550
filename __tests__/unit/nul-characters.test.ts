import { describe, expect, it } from 'vitest';
import { containsNul } from '@/lib/domain/nul-characters';

describe('containsNul', () => {
  it('finds a NUL in strings, nested values and keys', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul({ input: { customer: { firstName: ['x', 'y\u0000'] } } })).toBe(true);
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true);
  });

  it('lets everything else through, odd Unicode included', () => {
    expect(containsNul({ query: '{ x }', variables: { name: '\u202eé😀\u200b\r\n', n: 0, ok: null } })).toBe(false);
    expect(containsNul(null)).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });
});
