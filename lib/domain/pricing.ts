/**
 * Operator price rules (prices are computed on the server from the catalogue only, never taken from the
 * client). A rule adds a percentage to the base price on weekends or on listed peak dates; a date rule
 * wins over a weekend rule, and among several matching rules of a kind the highest applies.
 */
export interface PriceRule {
  kind: 'weekend' | 'dates';
  /** Local dates 'YYYY-MM-DD' (dates rules only). */
  dates: string[];
  percent: number;
}

/** 0 = Sunday … 6 = Saturday, for a local calendar date 'YYYY-MM-DD'. */
export function weekdayOf(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

export const isWeekend = (day: string): boolean => [0, 6].includes(weekdayOf(day));

/** The percentage that applies on a local date: peak dates first, then weekends, else none. */
export function adjustmentOn(day: string, rules: PriceRule[]): number {
  const highest = (list: PriceRule[]) => (list.length ? Math.max(...list.map((rule) => rule.percent)) : null);
  const peak = highest(rules.filter((rule) => rule.kind === 'dates' && rule.dates.includes(day)));
  if (peak !== null) return peak;
  return (isWeekend(day) && highest(rules.filter((rule) => rule.kind === 'weekend'))) || 0;
}

/** A ticket's price in minor units on a local date, rounded to the nearest minor unit. */
export function priceOn(base: number, day: string, rules: PriceRule[]): number {
  return Math.round((base * (100 + adjustmentOn(day, rules))) / 100);
}
