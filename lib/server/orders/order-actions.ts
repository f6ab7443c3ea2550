import { asc, eq, sql } from 'drizzle-orm';
import { orderActions, type OrderActionRow } from '../platform/db/schema';
import type { Executor } from './order-repository';

/*
 * The ledger of what staff did to an order (issue #22). One row per action, found again by the
 * idempotency key the screen made for it: a double click or a retried request reads the first one's row
 * and does nothing twice. Rows are only inserted; what each released is summed by the next.
 */

export type NewOrderAction = Pick<typeof orderActions.$inferInsert, 'orderId' | 'kind' | 'idempotencyKey' | 'staffId' | 'actor' | 'detail' | 'releasedAmount' | 'giftCardAmount'>;

/**
 * Records an action, or nothing when its key was used before: the insert waits for a concurrent holder
 * of the key to commit, then does nothing. Returns the new row's id, or null when the key was taken.
 */
export async function recordOrderAction(tx: Executor, action: NewOrderAction): Promise<string | null> {
  const [row] = await tx.insert(orderActions).values(action).onConflictDoNothing({ target: orderActions.idempotencyKey }).returning({ id: orderActions.id });
  return row?.id ?? null;
}

/** The action an idempotency key was used for, if any. */
export async function findOrderAction(executor: Executor, idempotencyKey: string): Promise<OrderActionRow | null> {
  const [row] = await executor.select().from(orderActions).where(eq(orderActions.idempotencyKey, idempotencyKey));
  return row ?? null;
}

/** An order's actions, oldest first. */
export const orderActionsOf = (executor: Executor, orderId: string): Promise<OrderActionRow[]> =>
  executor.select().from(orderActions).where(eq(orderActions.orderId, orderId)).orderBy(asc(orderActions.createdAt));

/**
 * What cheaper moves of the order gave back, each with the tickets it concerns (by id; null when not
 * recorded) and, when recorded, what of it each of them counts (`releaseShares`, adding up to what it gave
 * back: its moved tickets, and any whose due charge shares its saving paid). A move that gave nothing back
 * but paid one ticket's due share with another's saving is one of them too.
 */
export async function moveReleasesOf(
  executor: Executor,
  orderId: string,
): Promise<{ ticketIds: string[] | null; money: number; releaseShares: Record<string, number> | null }[]> {
  const { rows } = await executor.execute<{ ticket_ids: string[] | null; money: number; release_shares: Record<string, number> | null }>(sql`
    select detail -> 'ticketIds' as ticket_ids, released_amount as money, detail -> 'releaseShares' as release_shares
    from order_actions where order_id = ${orderId} and kind = 'move' and (released_amount > 0 or detail -> 'releaseShares' is not null) order by created_at`);
  return rows.map((row) => ({
    ticketIds: row.release_shares ? Object.keys(row.release_shares) : row.ticket_ids,
    money: row.money,
    releaseShares: row.release_shares,
  }));
}

/** What earlier actions released of the order's money and of its gift card's part: the next one's starting point. */
export async function releasedSoFar(executor: Executor, orderId: string): Promise<{ money: number; giftCard: number }> {
  const { rows } = await executor.execute<{ money: number; gift_card: number }>(sql`
    select coalesce(sum(released_amount), 0)::int as money, coalesce(sum(gift_card_amount), 0)::int as gift_card
    from order_actions where order_id = ${orderId}`);
  return { money: rows[0].money, giftCard: rows[0].gift_card };
}
