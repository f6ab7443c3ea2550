import { describe, expect, it } from 'vitest';
import { formatMoney, intlLocale, minorDigits } from '@/lib/domain/money';

describe('money', () => {
  it('formats minor units in the locale’s way', () => {
    expect(formatMoney({ amount: 8900, currency: 'NZD' }, 'en-NZ')).toBe('$89');
    expect(formatMoney({ amount: 8950, currency: 'NZD' }, 'en-NZ')).toBe('$89.50');
    expect(formatMoney({ amount: 45000, currency: 'HKD' }, 'en-HK')).toBe('HK$450');
    expect(formatMoney({ amount: 45000, currency: 'HKD' }, 'zh-Hant-HK')).toBe('HK$450');
    expect(formatMoney({ amount: 1, currency: 'AUD' }, 'en-AU')).toBe('$0.01');
  });

  it('knows each currency’s minor digits', () => {
    expect(minorDigits('NZD')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(formatMoney({ amount: 1500, currency: 'JPY' }, 'en')).toBe('¥1,500');
  });

  it('maps x-default to the bare language', () => {
    expect(intlLocale('x-default', 'en')).toBe('en');
    expect(intlLocale('zh-Hant-HK', 'zh-Hant')).toBe('zh-Hant-HK');
  });
});
