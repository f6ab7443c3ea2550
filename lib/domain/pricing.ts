/**
 * Operator price rules (prices are computed on the server from the catalogue only, never taken from the
 * client). A *dated price* (kind `price`) sets one ticket type's price on listed days (a season, a special
 * day), in place of its usual price. An uplift then adds a percentage on weekends or on listed peak
 * dates (kinds `weekend`, `dates`), to the usual or the dated price: a date rule wins over a weekend
 * rule, and among several matching rules of a kind the highest applies.
 */
export interface PriceRule {
  kind: 'weekend' | 'dates' | 'price';
  /** Local dates 'YYYY-MM-DD' (dates and price rules). */
  dates: string[];
  /** The uplift (weekend and dates rules); 0 for a dated price. */
  percent: number;
  /** A dated price's ticket type and price in minor units; null for an uplift. */
  variationId?: string | null;
  price?: number | null;
}

/** A ticket type as priced: its id (which dated prices name) and its usual price in minor units. */
export interface PricedTicket {
  id: string;
  price: number;
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

/**
 * A ticket type's price before uplifts on a local date: its dated price there (the one made last, should two
 * list the day: the desk refuses overlaps, lib/server/catalogue-desk), else its usual price.
 */
export function basePriceOn(ticket: PricedTicket, day: string, rules: PriceRule[]): number {
  const dated = rules.filter((rule) => rule.kind === 'price' && rule.variationId === ticket.id && rule.price !== null && rule.price !== undefined && rule.dates.includes(day));
  return dated.length ? dated[dated.length - 1].price! : ticket.price;
}

/** A ticket's price in minor units on a local date: its dated or usual price, uplifted, rounded to the nearest minor unit. */
export function priceOn(ticket: PricedTicket, day: string, rules: PriceRule[]): number {
  return Math.round((basePriceOn(ticket, day, rules) * (100 + adjustmentOn(day, rules))) / 100);
}
