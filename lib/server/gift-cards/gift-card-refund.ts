import { sql } from 'drizzle-orm';
import { formatGiftCode, GIFT_CODE_LENGTH } from '@/lib/domain/gift';
import { readableCode } from '../platform/codes';
import { giftCards, giftCardTransactions } from '../platform/db/schema';
import { voidAgain, type Executor } from './gift-card-ledger';

/*
 * Gift cards as a way to give money back (issue #22): a new card for a refund, and the part of a
 * cancelled booking that its own gift card paid going back onto that card. Both are ledger entries,
 * written in the staff action's transaction.
 */

/**
 * Issues a new card worth a refund: its code, and its opening credit in the ledger. The credit names no
 * order on purpose: an order's ledger entries are what restoreGiftCard reverses when that order is given
 * up, and this card is the visitor's now, whatever becomes of the order.
 */
export async function issueRefundGiftCard(tx: Executor, refund: { parkId: string; currency: string; amount: number; bonus?: number }): Promise<{ id: string; code: string }> {
  const code = readableCode(GIFT_CODE_LENGTH);
  const bonus = Math.max(0, refund.bonus ?? 0);
  const [card] = await tx.insert(giftCards).values({ parkId: refund.parkId, code, currency: refund.currency, value: refund.amount + bonus }).returning({ id: giftCards.id });
  await tx.insert(giftCardTransactions).values({ giftCardId: card.id, amount: refund.amount, orderId: null, reason: 'refund' });
  // The park's bonus on a visitor's own cancellation to a gift card (issue #24): its own entry, so the
  // ledger tells what was the visitor's money and what the park gave.
  if (bonus) await tx.insert(giftCardTransactions).values({ giftCardId: card.id, amount: bonus, orderId: null, reason: 'bonus' });
  return { id: card.id, code: formatGiftCode(code) };
}

/**
 * Gives back onto an order's own gift card the part of it that cancelled tickets were paid with: a credit
 * naming the order, so the order's entries still sum to what it keeps of the card. Nothing when the order
 * used no card. A card voided since stays void (`voidAgain`): the credit is written and voided with it.
 */
export async function creditOrderGiftCard(tx: Executor, orderId: string, amount: number): Promise<void> {
  if (amount <= 0) return;
  await tx.execute(sql`select id from gift_cards where id = (select gift_card_id from orders where id = ${orderId}) for update`);
  await tx.execute(sql`
    with credited as (
      insert into gift_card_transactions (gift_card_id, amount, order_id, reason)
      select gift_card_id, ${amount}, id, 'refund' from orders where id = ${orderId} and gift_card_id is not null
      returning gift_card_id, amount
    )
    ${voidAgain('credited')}`);
}
