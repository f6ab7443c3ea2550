import { numberFormat } from './intl-formats';

/** Money is an integer of minor units plus an ISO 4217 currency; formatted only when shown. */
export interface Money {
  amount: number;
  currency: string;
}

/** Each currency's digits, once: resolvedOptions() builds a new object of every option on each call (issue #25). */
const digitsOf = new Map<string, number>();

/** Digits after the decimal point for a currency (JPY 0, most 2). */
export function minorDigits(currency: string): number {
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    digits = numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsOf.set(currency, digits);
  }
  return digits;
}

/**
 * Formats money for a BCP 47 locale such as 'en-NZ' or 'zh-Hant-HK'. Whole amounts drop their zero
 * decimals ($89, $89.50). One rule wherever a price is shown (pages, calendar, emails): the currency's
 * local sign alone ('$470.80', not 'HK$470.80'), as each park's own people write it. A site has one
 * currency, which its footer names ('Prices in HKD'), and the longer sign did not fit a calendar day
 * on a phone, so one screen wrote prices two ways.
 */
export function formatMoney({ amount, currency }: Money, locale: string): string {
  const digits = minorDigits(currency);
  const value = amount / 10 ** digits;
  return numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: Number.isInteger(value) ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** The Intl locale for a locale record's hrefLang ('x-default' means the language alone). */
export function intlLocale(hrefLang: string, language: string): string {
  return hrefLang === 'x-default' ? language : hrefLang;
}
