import { minorDigits } from './money';
import { priceOn, type PricedTicket, type PriceRule } from './pricing';
import { netPrice } from './reseller-price';

/*
 * OCTO's pricing capability (octo/pricing): prices in minor units with their currency and its precision.
 * Retail is the park's own price of a ticket type on the session's day (lib/domain/pricing.ts priceOn: its
 * dated price, weekend and peak-day uplifts), the price a visitor pays on the park's site. Net is what the
 * reseller owes the park for it: retail less the reseller's commission (lib/domain/reseller-price.ts),
 * per unit, so a booking's net is the sum of its units' nets. No taxes are broken out: prices include them.
 */

export interface OctoPricing {
  original: number;
  retail: number;
  net: number;
  currency: string;
  currencyPrecision: number;
  includedTaxes: never[];
}

/** A unit's pricing object at a retail price, for a reseller of this commission. */
export function unitPricing(retail: number, commissionPercent: number, currency: string): OctoPricing {
  return pricingOf(retail, netPrice(retail, commissionPercent), currency);
}

/** A pricing object from amounts already decided (a booked unit's, fixed when it was sold). */
export function pricingOf(retail: number, net: number, currency: string): OctoPricing {
  return { original: retail, retail, net, currency, currencyPrecision: minorDigits(currency), includedTaxes: [] };
}

/** Several units' pricing added up (a booking's, or the units asked for on a day). */
export function totalPricing(parts: readonly Pick<OctoPricing, 'original' | 'retail' | 'net'>[], currency: string): OctoPricing {
  const sum = (pick: (part: Pick<OctoPricing, 'original' | 'retail' | 'net'>) => number) => parts.reduce((total, part) => total + pick(part), 0);
  return { original: sum((part) => part.original), retail: sum((part) => part.retail), net: sum((part) => part.net), currency, currencyPrecision: minorDigits(currency), includedTaxes: [] };
}

/**
 * A ticket type's "from" price over some days: the lowest of its day prices (a dated price may be lower
 * than its usual one; uplifts never are). The usual price when no day is given.
 */
export function priceFrom(ticket: PricedTicket, days: readonly string[], rules: PriceRule[]): number {
  return days.length ? Math.min(...days.map((day) => priceOn(ticket, day, rules))) : ticket.price;
}
