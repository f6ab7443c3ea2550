import { and, eq, sql } from 'drizzle-orm';
import { promoProblem, type PromoProblem, type PromoRule } from '@/lib/domain/checkout';
import { db, type Database } from '../platform/db/client';
import { promoCodes, type PromoCodeRow } from '../platform/db/schema';
import { findGiftCard, normaliseCode, type GiftCardBalance } from '../gift-cards';

/**
 * A voucher or promo code as the visitor typed it, resolved against the park's promos and gift cards.
 * `reason` says why a promo code the park did publish cannot apply (expired, used up…).
 */
export type CodeLookup =
  | { kind: 'promo'; promo: PromoCodeRow }
  | { kind: 'giftCard'; card: GiftCardBalance }
  | { kind: 'invalid'; reason?: PromoProblem };

export const toPromoRule = (promo: PromoCodeRow): PromoRule => ({
  kind: promo.kind,
  value: promo.value,
  validFrom: promo.validFrom,
  validUntil: promo.validUntil,
  maxUses: promo.maxUses,
  uses: promo.uses,
  activityIds: promo.activityIds,
});

/**
 * Looks a code up for these activities now. Promo codes come first; then gift cards with a balance in
 * the locale's currency. Every failure is 'Invalid code'; a promo code's adds why (expired, used up, not
 * started, not for these activities). Promo codes are published by the park, so saying one exists gives
 * a guesser nothing, and the refusal still costs a guess (lib/server/checkout/checkout-service.ts gives
 * the point back only for a code that applies). Gift cards are secrets that hold money: an unknown,
 * spent or other-currency card gets the bare answer, so a guess never learns that a card exists.
 */
export async function lookUpCode(parkId: string, code: string, activityIds: string[], currency: string, now: Date): Promise<CodeLookup> {
  const normalised = normaliseCode(code);
  if (!normalised || normalised.length > 40) return { kind: 'invalid' };
  // Both look-ups run every time, together: an unknown code takes as long as a known one.
  const [[promo], card] = await Promise.all([
    db().select().from(promoCodes).where(and(eq(promoCodes.parkId, parkId), eq(promoCodes.code, normalised))),
    findGiftCard(db(), parkId, normalised),
  ]);
  // A code staff disabled is no code at all, to the visitor.
  if (promo && !promo.disabledAt) {
    const reason = promoProblem(toPromoRule(promo), activityIds, now);
    return reason ? { kind: 'invalid', reason } : { kind: 'promo', promo };
  }
  // A voided card gets the bare answer too: to whoever holds the code, it is no longer a gift card.
  if (card && !card.voided && card.currency === currency && card.balance > 0) return { kind: 'giftCard', card };
  return { kind: 'invalid' };
}

/**
 * Counts one use of a promo code, atomically: the conditional update is the check, so concurrent
 * orders can never exceed the limit. False when the code was used up or disabled meanwhile.
 */
export async function usePromoCode(executor: Pick<Database, 'execute'>, promoId: string): Promise<boolean> {
  const { rows } = await executor.execute(sql`
    update promo_codes set uses = uses + 1
    where id = ${promoId} and disabled_at is null and (max_uses is null or uses < max_uses)
    returning id`);
  return rows.length === 1;
}

export async function releasePromoCode(executor: Pick<Database, 'execute'>, promoId: string): Promise<void> {
  await executor.execute(sql`update promo_codes set uses = greatest(uses - 1, 0) where id = ${promoId}`);
}
