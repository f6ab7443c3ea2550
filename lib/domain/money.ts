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
 * How a locale writes amounts of one currency, read off Intl's own output once: signs and separators
 * around plain digit strings. A page's prices hydrate from the pattern its page data carries (the
 * Locale's moneyPattern), so the browser builds no Intl.NumberFormat during hydration: a fresh page's
 * first one costs 20-60 ms of main thread in Chromium (its locale data loading), inside hydration's one
 * long task, and Lighthouse's phone runs four times slower (issue #25).
 */
export interface MoneyPattern {
  currency: string;
  /** Digits after the decimal point (minorDigits). */
  digits: number;
  prefix: string;
  suffix: string;
  negativePrefix: string;
  negativeSuffix: string;
  /** The grouping separator ('' for none) and the sizes of the first group and of the ones above it. */
  group: string;
  grouping: number;
  secondaryGrouping: number;
  decimal: string;
}

const patterns = new Map<string, MoneyPattern | null>();

/** The sample amounts a pattern must reproduce Intl on before it is used (grouping, decimals, sign). */
const SAMPLES = [0, 5, 89, 89.5, 1234, 12345.67, 1234567.891, 123456789, -5, -1234.5];

function affixes(parts: Intl.NumberFormatPart[]): { prefix: string; suffix: string } {
  const isNumber = (part: Intl.NumberFormatPart) => ['integer', 'group', 'decimal', 'fraction'].includes(part.type);
  const first = parts.findIndex(isNumber);
  const last = parts.length - 1 - [...parts].reverse().findIndex(isNumber);
  const text = (from: number, to: number) => parts.slice(from, to).map((part) => part.value).join('');
  return { prefix: text(0, first), suffix: text(last + 1, parts.length) };
}

function derivePattern(locale: string, currency: string): MoneyPattern | null {
  const digits = minorDigits(currency);
  const format = numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: digits, maximumFractionDigits: digits });
  const positive = format.formatToParts(123456789.5);
  const negative = affixes(format.formatToParts(-123456789.5));
  const integers = positive.filter((part) => part.type === 'integer').map((part) => part.value.length);
  const pattern: MoneyPattern = {
    currency,
    digits,
    ...affixes(positive),
    negativePrefix: negative.prefix,
    negativeSuffix: negative.suffix,
    group: positive.find((part) => part.type === 'group')?.value ?? '',
    grouping: integers.length > 1 ? integers[integers.length - 1] : 0,
    secondaryGrouping: integers.length > 2 ? integers[integers.length - 2] : (integers[integers.length - 1] ?? 0),
    decimal: positive.find((part) => part.type === 'decimal')?.value ?? '.',
  };
  // A locale the pattern cannot write (other digits, grouping rules of its own) keeps Intl.
  return SAMPLES.every((sample) => formatWithPattern(sample, pattern) === intlFormat(sample, locale, currency)) ? pattern : null;
}

/**
 * Takes a pattern the server worked out (the page data's Locale.moneyPattern), so that this locale's
 * prices, and its currency's minor digits, need no Intl here (components/layout/site.tsx).
 */
export function rememberMoneyPattern(locale: string, pattern: MoneyPattern): void {
  patterns.set(`${locale} ${pattern.currency}`, pattern);
  digitsOf.set(pattern.currency, pattern.digits);
}

/** The pattern for a locale and currency, or null where Intl must format (checked against Intl once). */
export function moneyPattern(locale: string, currency: string): MoneyPattern | null {
  const key = `${locale} ${currency}`;
  if (!patterns.has(key)) patterns.set(key, derivePattern(locale, currency));
  return patterns.get(key) ?? null;
}

function intlFormat(value: number, locale: string, currency: string): string {
  const digits = minorDigits(currency);
  return numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: Number.isInteger(value) ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(value);
}

function formatWithPattern(value: number, pattern: MoneyPattern): string {
  const [whole, fraction] = Math.abs(value).toFixed(pattern.digits).split('.');
  const groups: string[] = [];
  let rest = whole;
  if (pattern.grouping > 0 && rest.length > pattern.grouping) {
    groups.unshift(rest.slice(-pattern.grouping));
    rest = rest.slice(0, -pattern.grouping);
    while (rest.length > pattern.secondaryGrouping) {
      groups.unshift(rest.slice(-pattern.secondaryGrouping));
      rest = rest.slice(0, -pattern.secondaryGrouping);
    }
  }
  groups.unshift(rest);
  const number = groups.join(pattern.group) + (Number.isInteger(value) || !fraction ? '' : pattern.decimal + fraction);
  return value < 0 ? pattern.negativePrefix + number + pattern.negativeSuffix : pattern.prefix + number + pattern.suffix;
}

/**
 * Formats money for a BCP 47 locale such as 'en-NZ' or 'zh-Hant-HK'. Whole amounts drop their zero
 * decimals ($89, $89.50). One rule wherever a price is shown (pages, calendar, emails): the currency's
 * local sign alone ('$470.80', not 'HK$470.80'), as each park's own people write it. A site has one
 * currency, which its footer names ('Prices in HKD'), and the longer sign did not fit a calendar day
 * on a phone, so one screen wrote prices two ways.
 */
export function formatMoney({ amount, currency }: Money, locale: string): string {
  const pattern = moneyPattern(locale, currency);
  const value = amount / 10 ** minorDigits(currency);
  return pattern ? formatWithPattern(value, pattern) : intlFormat(value, locale, currency);
}

/** The Intl locale for a locale record's hrefLang ('x-default' means the language alone). */
export function intlLocale(hrefLang: string, language: string): string {
  return hrefLang === 'x-default' ? language : hrefLang;
}
