/**
 * What a reseller owes the park for a unit sold at a retail price: the retail price less the reseller's
 * commission, rounded to the nearest minor unit (half up), never below zero or above the retail price.
 */
export const RESELLER_COMMISSION_MIN = 0;
export const RESELLER_COMMISSION_MAX = 100;

export function netPrice(retail: number, commissionPercent: number): number {
  const percent = Math.min(RESELLER_COMMISSION_MAX, Math.max(RESELLER_COMMISSION_MIN, commissionPercent));
  return retail - Math.floor((retail * percent) / 100 + 0.5);
}
