import { numberFormat } from './intl-formats';

/** Money is an integer of minor units plus an ISO 4217 currency (DESIGN §4); formatted only when shown. */
export interface Money {
  amount: number;
  currency: string;
}

/** Digits after the decimal point for a currency (JPY 0, most 2). */
export function minorDigits(currency: string): number {
  return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * Formats money for a BCP 47 locale such as 'en-NZ' or 'zh-Hant-HK'. Whole amounts drop their zero
 * decimals ($89, $89.50). `narrow` writes the currency's local sign alone ('$470.80' rather than
 * 'HK$470.80'), for a calendar day's price, where a phone has little room and the site's currency is known.
 */
export function formatMoney({ amount, currency }: Money, locale: string, { narrow = false } = {}): string {
  const digits = minorDigits(currency);
  const value = amount / 10 ** digits;
  return numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: narrow ? 'narrowSymbol' : 'symbol',
    minimumFractionDigits: Number.isInteger(value) ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** The Intl locale for a locale record's hrefLang ('x-default' means the language alone). */
export function intlLocale(hrefLang: string, language: string): string {
  return hrefLang === 'x-default' ? language : hrefLang;
}
