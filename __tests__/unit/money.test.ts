import { describe, expect, it } from 'vitest';
import { formatMoney, intlLocale, minorDigits } from '@/lib/domain/money';
import { dateTimeFormat, numberFormat } from '@/lib/domain/intl-formats';

describe('money', () => {
  it('formats minor units in the locale’s way', () => {
    expect(formatMoney({ amount: 8900, currency: 'NZD' }, 'en-NZ')).toBe('$89');
    expect(formatMoney({ amount: 8950, currency: 'NZD' }, 'en-NZ')).toBe('$89.50');
    // One rule everywhere, calendar included: the currency's local sign alone, never 'HK$' here and '$' there.
    expect(formatMoney({ amount: 45000, currency: 'HKD' }, 'en-HK')).toBe('$450');
    expect(formatMoney({ amount: 47080, currency: 'HKD' }, 'zh-Hant-HK')).toBe('$470.80');
    expect(formatMoney({ amount: 16390, currency: 'NZD' }, 'en-NZ')).toBe('$163.90');
    expect(formatMoney({ amount: 16390, currency: 'NZD' }, 'en')).toBe('$163.90');
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

describe('Intl formatters', () => {
  it('are built once per locale and options, and format as a fresh one would', () => {
    const options = { style: 'currency', currency: 'NZD', minimumFractionDigits: 0, maximumFractionDigits: 2 } as const;
    expect(numberFormat('en-NZ', options)).toBe(numberFormat('en-NZ', { ...options }));
    expect(numberFormat('en-NZ', options)).not.toBe(numberFormat('zh-Hant-HK', options));
    expect(numberFormat('en-NZ', options)).not.toBe(numberFormat('en-NZ', { ...options, minimumFractionDigits: 2 }));
    expect(numberFormat('en-NZ', options).format(89.5)).toBe(new Intl.NumberFormat('en-NZ', options).format(89.5));
    const day = { timeZone: 'Pacific/Auckland', dateStyle: 'full' } as const;
    expect(dateTimeFormat('en-NZ', day)).toBe(dateTimeFormat('en-NZ', { ...day }));
    expect(dateTimeFormat('en-NZ', day)).not.toBe(dateTimeFormat('en-NZ', { ...day, timeZone: 'Asia/Hong_Kong' }));
  });
});
