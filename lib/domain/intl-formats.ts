/**
 * Intl formatters, built once per locale and options. Building one costs far more than formatting with
 * it (a calendar's day prices once built ~40 per render: 70 ms of a throttled phone's CPU), and a park
 * only ever needs a handful.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
