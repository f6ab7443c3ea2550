import { eq, sql } from 'drizzle-orm';
import { amountToRetake, canDebit, isVoided, ledgerBalance, type GiftCardEntryKind } from '@/lib/domain/gift-card-ledger';
import type { Database } from '../platform/db/client';
import { giftCards, giftCardTransactions } from '../platform/db/schema';

export type Executor = Pick<Database, 'select' | 'insert' | 'execute'>;

export interface GiftCardBalance {
  id: string;
  code: string;
  currency: string;
  /** What the card was issued for. */
  value: number;
  balance: number;
  /** Staff voided it (issue #22): it can no longer be spent, whatever its ledger holds. */
  voided: boolean;
}

/** Gift-card codes are printed in groups; visitors type them with or without spaces and dashes. */
export const normaliseCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/**
 * A gift card's balance: the sum of its ledger (lib/domain/gift-card-ledger.ts), never a stored column.
 * `forUpdate` locks the card row so a redemption in the same transaction cannot race another one on the
 * same card.
 */
export async function findGiftCard(executor: Executor, parkId: string, code: string, forUpdate = false): Promise<GiftCardBalance | null> {
  const { rows } = await executor.execute<{ id: string; code: string; currency: string; value: number }>(sql`
    select id, code, currency, value from gift_cards
    where park_id = ${parkId} and code = ${normaliseCode(code)}
    ${forUpdate ? sql`for update` : sql``}`);
  const card = rows[0];
  if (!card) return null;
  const [{ balance, voided }] = await executor
    .select({
      balance: sql<number>`coalesce(sum(${giftCardTransactions.amount}), 0)::int`,
      voided: sql<boolean>`coalesce(bool_or(${giftCardTransactions.reason} = 'void'), false)`,
    })
    .from(giftCardTransactions)
    .where(eq(giftCardTransactions.giftCardId, card.id));
  return { ...card, balance, voided };
}

/** Takes `amount` off a card for an order; call with the card locked (findGiftCard forUpdate). */
export async function redeemGiftCard(executor: Executor, cardId: string, amount: number, orderId: string): Promise<void> {
  if (amount <= 0) return;
  await executor.insert(giftCardTransactions).values({ giftCardId: cardId, amount: -amount, orderId, reason: 'redemption' });
}

/**
 * Gives back what an order took from a card when the order does not get paid. A card staff voided
 * meanwhile keeps nothing of it: the reversal is followed by a void entry of the same amount (with the
 * void's own staff member and reason), so the ledger shows the money coming back and the void taking
 * it, and the balance stays zero. The cards are locked first, as a void locks its card, so a void and a
 * reversal of the same card never miss each other.
 */
export async function restoreGiftCard(executor: Executor, orderId: string): Promise<void> {
  await executor.execute(sql`
    select id from gift_cards where id in (select gift_card_id from gift_card_transactions where order_id = ${orderId})
    order by id for update`);
  await executor.execute(sql`
    with restored as (
      insert into gift_card_transactions (gift_card_id, amount, order_id, reason)
      select gift_card_id, -sum(amount), order_id, 'reversal' from gift_card_transactions
      where order_id = ${orderId}
      group by gift_card_id, order_id
      having sum(amount) <> 0
      returning gift_card_id, amount
    )
    ${voidAgain('restored')}`);
}

/**
 * The tail of a statement whose CTE `credited` (gift_card_id, amount) has just put money back on cards:
 * a card that was voided meanwhile gets a matching void entry (with the first void's who and why), so a
 * void stays a void and the credit is still in its ledger.
 */
export function voidAgain(credited: 'restored' | 'credited') {
  return sql.raw(`
    insert into gift_card_transactions (gift_card_id, amount, reason, staff_id, actor, note)
    select ${credited}.gift_card_id, -${credited}.amount, 'void', voided.staff_id, voided.actor, voided.note
    from ${credited}
    join lateral (
      select staff_id, actor, note from gift_card_transactions
      where gift_card_id = ${credited}.gift_card_id and reason = 'void'
      order by created_at limit 1
    ) voided on true
    where ${credited}.amount > 0`);
}

/**
 * Takes an order's gift-card amount again after the order gave it back (its payment arrived after it
 * expired or was cancelled). The card is locked, as for a redemption; false, with nothing written, when
 * its balance no longer covers the amount (another order spent it meanwhile).
 */
export async function retakeGiftCard(executor: Executor, orderId: string): Promise<boolean> {
  const { rows } = await executor.execute<{ gift_card_id: string | null; gift_card_amount: number }>(
    sql`select gift_card_id, gift_card_amount from orders where id = ${orderId}`,
  );
  const order = rows[0];
  if (!order?.gift_card_id || order.gift_card_amount <= 0) return true;
  await executor.execute(sql`select id from gift_cards where id = ${order.gift_card_id} for update`);
  const { rows: entries } = await executor.execute<{ amount: number; order_id: string | null; reason: GiftCardEntryKind }>(
    sql`select amount, order_id, reason from gift_card_transactions where gift_card_id = ${order.gift_card_id}`,
  );
  const ledger = entries.map((entry) => ({ amount: entry.amount, orderId: entry.order_id, kind: entry.reason }));
  const amount = amountToRetake(order.gift_card_amount, ledger.filter((entry) => entry.orderId === orderId));
  if (amount === 0) return true;
  // A void card pays for nothing more, whatever came back onto it since.
  if (isVoided(ledger) || !canDebit(ledgerBalance(ledger), amount)) return false;
  await redeemGiftCard(executor, order.gift_card_id, amount, orderId);
  return true;
}

export { giftCards };

/** The code of the card a gift purchase issued, or null while it is not issued (not paid yet). */
export async function codeIssuedBy(executor: Executor, orderId: string): Promise<string | null> {
  const { rows } = await executor.execute<{ code: string }>(sql`select code from gift_cards where issued_by_order_id = ${orderId}`);
  return rows[0]?.code ?? null;
}
