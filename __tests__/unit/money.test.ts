import { describe, expect, it } from 'vitest';
import { formatMoney, intlLocale, minorDigits, moneyPattern, rememberMoneyPattern } from '@/lib/domain/money';
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

  // The reference a pattern must match: Intl itself, built fresh, with formatMoney's documented rule.
  const intl = (amount: number, currency: string, locale: string) => {
    const digits = minorDigits(currency);
    const value = amount / 10 ** digits;
    const whole = Number.isInteger(value);
    return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: whole ? 0 : digits, maximumFractionDigits: digits }).format(value);
  };
  const amounts = [0, 1, 9, 10, 99, 100, 8950, 99999, 100000, 123456, 1234567, 98765432, 100000000000, -1, -8950, -123456789];

  it('writes prices from a pattern exactly as Intl does, in every park’s locale and currency', () => {
    for (const [locale, currency] of [['en-NZ', 'NZD'], ['en-HK', 'HKD'], ['zh-Hant-HK', 'HKD'], ['en-AU', 'AUD'], ['en', 'NZD'], ['en', 'JPY'], ['de-DE', 'EUR'], ['fr-FR', 'EUR'], ['en-IN', 'INR'], ['de-CH', 'CHF']]) {
      const pattern = moneyPattern(locale, currency);
      expect(pattern, `${locale} ${currency}`).not.toBeNull();
      for (const amount of amounts) {
        expect(formatMoney({ amount, currency }, locale), `${locale} ${currency} ${amount}`).toBe(intl(amount, currency, locale));
      }
    }
  });

  it('keeps Intl for a locale the pattern cannot write', () => {
    // Arabic-Indic digits are not the pattern's.
    expect(moneyPattern('ar-EG', 'EGP')).toBeNull();
    expect(formatMoney({ amount: 123456, currency: 'EGP' }, 'ar-EG')).toBe(intl(123456, 'EGP', 'ar-EG'));
  });

  it('formats with a pattern it is given, as the browser does with the page data’s', () => {
    const given = { currency: 'XTS', digits: 3, prefix: 'T ', suffix: '', negativePrefix: '(T ', negativeSuffix: ')', group: ' ', grouping: 3, secondaryGrouping: 3, decimal: ',' };
    rememberMoneyPattern('en-ZZ', given);
    expect(minorDigits('XTS')).toBe(3);
    expect(formatMoney({ amount: 1234567891, currency: 'XTS' }, 'en-ZZ')).toBe('T 1 234 567,891');
    expect(formatMoney({ amount: -5000, currency: 'XTS' }, 'en-ZZ')).toBe('(T 5)');
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
