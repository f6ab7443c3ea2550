import type { CodeRefusal } from '@/graphql/generated/enums';

/**
 * Checkout arithmetic: every amount is an integer of minor units computed on the server from the
 * catalogue, the promo code and the gift-card ledger; the client only displays it.
 */

export interface PromoRule {
  kind: 'percent' | 'fixed';
  value: number;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  uses: number;
  /** Empty covers every activity. */
  activityIds: string[];
}

/** Why a published promo code cannot apply: what the API tells the visitor (enum CodeRefusal). */
export type PromoProblem = CodeRefusal;

/** Why a promo code cannot apply to these activities now; null when it can. */
export function promoProblem(promo: PromoRule, activityIds: string[], now: Date): PromoProblem | null {
  if (promo.validFrom && now < promo.validFrom) return 'NOT_STARTED';
  if (promo.validUntil && now >= promo.validUntil) return 'EXPIRED';
  if (promo.maxUses !== null && promo.uses >= promo.maxUses) return 'USED_UP';
  if (promo.activityIds.length && !activityIds.some((id) => promo.activityIds.includes(id))) return 'NOT_APPLICABLE';
  return null;
}

/**
 * The discount on each line: a percentage of each covered line, or a fixed amount spread over the
 * covered lines in proportion (the last covered line takes the rounding), never more than a line costs.
 */
export function lineDiscounts(lines: { activityId: string; total: number }[], promo: PromoRule | null): number[] {
  if (!promo) return lines.map(() => 0);
  const covered = lines.map((line) => !promo.activityIds.length || promo.activityIds.includes(line.activityId));
  if (promo.kind === 'percent') {
    const percent = Math.min(100, Math.max(0, promo.value));
    return lines.map((line, i) => (covered[i] ? Math.round((line.total * percent) / 100) : 0));
  }
  const base = lines.reduce((sum, line, i) => sum + (covered[i] ? line.total : 0), 0);
  const amount = Math.min(Math.max(0, promo.value), base);
  const lastCovered = covered.lastIndexOf(true);
  let given = 0;
  return lines.map((line, i) => {
    if (!covered[i] || base === 0) return 0;
    const share = i === lastCovered ? amount - given : Math.floor((amount * line.total) / base);
    given += share;
    return share;
  });
}

export interface Quote {
  subtotal: number;
  discount: number;
  giftCard: number;
  cardFee: number;
  total: number;
}

/**
 * The order's totals: lines, less the promo discount, less what the gift card covers, plus the card
 * fee on what is left to pay by card (shown as a separate line).
 */
export function quote(lines: { total: number }[], discounts: number[], giftCardBalance: number, cardFeeBasisPoints: number): Quote {
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  const discount = discounts.reduce((sum, d) => sum + d, 0);
  const afterDiscount = Math.max(0, subtotal - discount);
  const giftCard = Math.min(Math.max(0, giftCardBalance), afterDiscount);
  const due = afterDiscount - giftCard;
  const cardFee = due > 0 ? Math.round((due * Math.max(0, cardFeeBasisPoints)) / 10_000) : 0;
  return { subtotal, discount, giftCard, cardFee, total: due + cardFee };
}
