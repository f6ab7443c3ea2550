import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_HOLD_MINUTES, participantsOf, selectionProblem, type SelectionProblem, type Ticket } from '@/lib/domain/cart';
import { db } from '../db/client';
import { cartItems, carts, holds, type AddOnChoice } from '../db/schema';
import { getCatalogue } from './catalogue-service';

export interface AddToCartInput {
  anonymousToken: string;
  localeId: string;
  parkId: string | null;
  activitySlug: string;
  sessionId: string;
  tickets: Ticket[];
  addOns?: AddOnChoice[];
}

/** Expected outcomes are data (DESIGN §4): the client maps each code to a translated message. */
export type AddToCartResult =
  | { kind: 'added'; cartId: string; itemId: string; expiresAt: Date }
  | { kind: 'soldOut'; remaining: number }
  | { kind: 'invalid'; problem: SelectionProblem | 'UNKNOWN_ACTIVITY' | 'UNKNOWN_SESSION' };

/**
 * Adds an activity at a session to the visitor's cart and holds its places. The session row is locked
 * for the check and the hold, so concurrent requests on any number of instances queue on it: sold plus
 * held never exceeds capacity.
 */
export async function addToCart(input: AddToCartInput, now = new Date(), holdMinutes = DEFAULT_HOLD_MINUTES): Promise<AddToCartResult> {
  const catalogue = await getCatalogue();
  const activity = catalogue.activities.find((a) => a.parkId === input.parkId && a.slug === input.activitySlug);
  if (!activity || activity.type === 'ThirdPartyActivity') return { kind: 'invalid', problem: 'UNKNOWN_ACTIVITY' };
  const variations = catalogue.variationsByActivity.get(activity.id) ?? [];
  const problem = selectionProblem(input.tickets, variations, input.addOns ?? [], catalogue.addOnsByActivity.get(activity.id) ?? []);
  if (problem) return { kind: 'invalid', problem };
  const tickets = input.tickets.filter((t) => t.quantity > 0);
  const places = participantsOf(tickets, variations);

  return db().transaction(async (tx) => {
    // Lock first, then count in a second statement: a statement's snapshot is taken when it starts, so
    // counting holds in the locking statement would miss those committed while it waited for the lock.
    const locked = await tx.execute<{ capacity: number; sold: number }>(sql`
      select capacity, sold from sessions
      where id = ${input.sessionId} and activity_id = ${activity.id} and starts_at > ${now.toISOString()}
      for update`);
    const session = locked.rows[0];
    if (!session) return { kind: 'invalid', problem: 'UNKNOWN_SESSION' } as const;
    const counted = await tx.execute<{ held: number }>(sql`
      select coalesce(sum(places), 0)::int as held from holds
      where session_id = ${input.sessionId} and expires_at > ${now.toISOString()}`);
    const held = counted.rows[0].held;
    const remaining = Math.max(0, session.capacity - session.sold - held);
    if (remaining < places) return { kind: 'soldOut', remaining } as const;

    const expiresAt = new Date(now.getTime() + holdMinutes * 60_000);
    const [cart] = await tx
      .insert(carts)
      .values({ anonymousToken: input.anonymousToken, localeId: input.localeId })
      .onConflictDoUpdate({ target: [carts.anonymousToken, carts.localeId], set: { updatedAt: now } })
      .returning({ id: carts.id });
    const [hold] = await tx.insert(holds).values({ sessionId: input.sessionId, places, expiresAt }).returning({ id: holds.id });
    const [item] = await tx
      .insert(cartItems)
      .values({ cartId: cart.id, activityId: activity.id, sessionId: input.sessionId, holdId: hold.id, tickets, addOns: input.addOns ?? [] })
      .returning({ id: cartItems.id });
    return { kind: 'added', cartId: cart.id, itemId: item.id, expiresAt } as const;
  });
}

/** Removes one item and frees its places at once. */
export async function removeCartItem(anonymousToken: string, localeId: string, itemId: string): Promise<void> {
  await db().transaction(async (tx) => {
    const [item] = await tx
      .select({ id: cartItems.id, holdId: cartItems.holdId })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(and(eq(cartItems.id, itemId), eq(carts.anonymousToken, anonymousToken), eq(carts.localeId, localeId)));
    if (!item) return;
    await tx.delete(cartItems).where(eq(cartItems.id, item.id));
    if (item.holdId) await tx.delete(holds).where(eq(holds.id, item.holdId));
  });
}
