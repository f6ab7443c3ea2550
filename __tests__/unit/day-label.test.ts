import { describe, expect, it } from 'vitest';
import { dayButtonLabel } from '@/components/booking/day-label';
import { i18nFor } from './translations';

/* A booking calendar day's name (components/booking/date-picker.tsx): one sentence in each language's punctuation. */
describe('a calendar day’s name', () => {
  it('uses Chinese punctuation on a Chinese page', () => {
    const { t } = i18nFor('zh-Hant');
    expect(dayButtonLabel(t, '12月7日週一', { kind: 'from', price: '$428' })).toBe('12月7日週一，低至 $428');
    expect(dayButtonLabel(t, '12月7日週一', { kind: 'soldOut' })).toBe('12月7日週一，已售罄');
    expect(dayButtonLabel(t, '12月7日週一', { kind: 'closed' })).toBe('12月7日週一，暫停開放');
    expect(dayButtonLabel(t, '12月7日週一', { kind: 'plain' })).toBe('12月7日週一');
    for (const kind of ['from', 'soldOut', 'closed'] as const) expect(dayButtonLabel(t, '12月7日週一', kind === 'from' ? { kind, price: '$1' } : { kind })).not.toContain(',');
  });

  it('and English punctuation on an English one', () => {
    const { t } = i18nFor('en');
    expect(dayButtonLabel(t, 'Mon 7 Dec', { kind: 'from', price: '$428' })).toBe('Mon 7 Dec, from $428');
    expect(dayButtonLabel(t, 'Mon 7 Dec', { kind: 'soldOut' })).toBe('Mon 7 Dec, sold out');
    expect(dayButtonLabel(t, 'Mon 7 Dec', { kind: 'closed' })).toBe('Mon 7 Dec, closed');
  });
});
