import { and, eq, sql } from 'drizzle-orm';
import { validate as isUuid } from 'uuid';
import type { CartLimitCode, InvalidSelectionCode } from '@/graphql/generated/enums';
import { groupCartPlaces } from '@/lib/domain/group-booking';
import { DEFAULT_HOLD_MINUTES, itemTotalAt, linePricesOn, participantsOf, placesLimitProblem, selectionProblem, type LinePrices, type Ticket } from '@/lib/domain/cart';
import { lockPlaces, placesChanged, placesLeftSql } from '../sessions';
import { env } from '../platform/config';
import { db, type Database } from '../platform/db/client';
import { consumeLimits } from '../platform/rate-limit';
import { cartItems, carts, holds, type AddOnChoice } from '../platform/db/schema';
import { getCatalogue, isOnSale } from '../activities';
import { lockBudgets } from '../orders';

export interface AddToCartInput {
  anonymousToken: string;
  /** Where the request came from; unknown (an in-process call), only the cart's own limit applies. */
  clientAddress?: string | null;
  localeId: string;
  parkId: string | null;
  activitySlug: string;
  sessionId: string;
  tickets: Ticket[];
  addOns?: AddOnChoice[];
  upgradeId?: string | null;
}

/** Expected outcomes are data, not errors: the client maps each code to a translated message. */
export type AddToCartResult =
  | { kind: 'added'; cartId: string; itemId: string; expiresAt: Date }
  | { kind: 'soldOut'; remaining: number }
  | { kind: 'invalid'; problem: InvalidSelectionCode }
  | { kind: 'limited'; code: CartLimitCode; limit?: number; retryAfterSeconds?: number };

/**
 * Adds an activity at a session to the visitor's cart and holds its places. The session row is locked
 * for the check and the hold, so concurrent requests on any number of instances queue on it: sold plus
 * held never exceeds capacity. No one can empty the shop: adds are rate limited per token and per
 * address, and one cart, and one address across all its carts, hold only so many places at once
 * (PLACES_PER_CART, PLACES_PER_ADDRESS).
 */
export async function addToCart(input: AddToCartInput, now = new Date(), holdMinutes = DEFAULT_HOLD_MINUTES): Promise<AddToCartResult> {
  // Every attempt counts, a refused one too: a script probing for places pays for each try.
  const attempt = await consumeLimits([
    ['addToCartByToken', input.anonymousToken],
    ['addToCartByAddress', input.clientAddress ?? null],
  ]);
  if (!attempt.allowed) return { kind: 'limited', code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: attempt.retryAfterSeconds };
  const catalogue = await getCatalogue();
  const activity = catalogue.activities.find((a) => a.parkId === input.parkId && a.slug === input.activitySlug && isOnSale(a));
  if (!activity || activity.type === 'ThirdPartyActivity') return { kind: 'invalid', problem: 'UNKNOWN_ACTIVITY' };
  // What is on sale now: a retired ticket type or add-on is no longer offered (issue #23).
  const variations = (catalogue.variationsByActivity.get(activity.id) ?? []).filter(isOnSale);
  const offeredAddOns = (catalogue.addOnsByActivity.get(activity.id) ?? []).filter(isOnSale);
  const problem = selectionProblem(input.tickets, variations, input.addOns ?? [], offeredAddOns);
  if (problem) return { kind: 'invalid', problem };
  const upgradeId = input.upgradeId ?? null;
  const upgrade = upgradeId ? catalogue.upgradesByActivity.get(activity.id)?.find((candidate) => candidate.id === upgradeId) : null;
  if (upgradeId && !upgrade) return { kind: 'invalid', problem: 'UNKNOWN_UPGRADE' };
  const rules = catalogue.priceRulesByActivity.get(activity.id) ?? [];
  const addOnChoices = (input.addOns ?? []).filter((choice) => choice.quantity > 0);
  const tickets = input.tickets.filter((t) => t.quantity > 0);
  const places = participantsOf(tickets, variations);

  // Already sold out (the common answer when a crowd competes for the last places): say so from a plain
  // read, without queueing for the session's lock, so the crowd does not hold every pooled connection
  // waiting for it. A place freed meanwhile is found by the next try; only the locked check sells.
  if (!isUuid(input.sessionId)) return { kind: 'invalid', problem: 'UNKNOWN_SESSION' };
  const free = await freePlaces(input.sessionId, now);
  if (free !== null && free < places) return { kind: 'soldOut', remaining: free };

  const config = env();
  const address = input.clientAddress ?? null;
  const result = await db().transaction(async (tx) => {
    // One add at a time per cart and per address (always in that order, so two adds never wait on each
    // other in a circle), so concurrent adds cannot each see room for their places and together pass a limit.
    // The address's lock is the budgets' (lib/server/orders/budget-locks.ts): a waiting list's offer, whose
    // hold counts here too, and a reservation take the same one. Nothing takes a cart's lock after it.
    // Both in one statement (lockBudgets' `before`), the cart's first.
    await lockBudgets(tx, { addresses: [address] }, [{ kind: 'cart', keys: [`${input.anonymousToken}|${input.localeId}`] }]);
    // Lock first (the session, then the resources it shares: lockPlaces), then count in a second statement:
    // a statement's snapshot is taken when it starts, so counting in the locking statement would miss holds
    // committed while it waited for the lock. The same statement counts what the cart and the address
    // hold (under their locks, taken above) for their limits.
    await lockPlaces(tx, [input.sessionId]);
    const counted = await tx.execute<{ remaining: number; day: string; cart: number; address: number | null; group_min_people: number | null }>(sql`
      select ${placesLeftSql(now)} as remaining,
             to_char((s.starts_at at time zone (select time_zone from locales where id = ${input.localeId}))::date, 'YYYY-MM-DD') as day,
             (select (group_rules ->> 'minPeople')::int from parks where id = ${input.parkId}) as group_min_people,
             (select coalesce(sum(h.places), 0) from holds h
                join cart_items i on i.hold_id = h.id join carts c on c.id = i.cart_id
              where c.anonymous_token = ${input.anonymousToken} and c.locale_id = ${input.localeId} and h.expires_at > ${now.toISOString()})::int as cart,
             case when ${address}::text is null then null else
               (select coalesce(sum(places), 0) from holds where client_address = ${address} and expires_at > ${now.toISOString()})::int
             end as address
      from sessions s
      where s.id = ${input.sessionId} and s.activity_id = ${activity.id} and s.starts_at > ${now.toISOString()}`);
    const session = counted.rows[0];
    if (!session) return { kind: 'invalid', problem: 'UNKNOWN_SESSION' } as const;
    const perCart = groupCartPlaces(session.group_min_people, session.cart + places, config);
    const over = placesLimitProblem(session, places, { perCart, perAddress: config.PLACES_PER_ADDRESS });
    if (over) return { kind: 'limited', code: over, limit: over === 'CART_FULL' ? perCart : config.PLACES_PER_ADDRESS } as const;
    // A closed session (issue #23) holds nothing: closing takes this same lock, so an add waiting here sees it.
    const { remaining } = session;
    if (remaining < places) return { kind: 'soldOut', remaining } as const;

    const expiresAt = new Date(now.getTime() + holdMinutes * 60_000);
    // The day's prices as the catalogue has them now, kept with the item (LinePrices).
    const prices = linePricesOn(session.day, variations, offeredAddOns, rules, upgrade?.price ?? null);
    // The visitor's cart (made on the first add), the hold and the item, in one statement.
    const { rows } = await tx.execute<{ cart_id: string; item_id: string }>(sql`
      with cart as (
        insert into carts (anonymous_token, locale_id) values (${input.anonymousToken}, ${input.localeId})
        on conflict (anonymous_token, locale_id) do update set updated_at = ${now.toISOString()}
        returning id
      ), hold as (
        insert into holds (session_id, places, expires_at, client_address) values (${input.sessionId}, ${places}, ${expiresAt.toISOString()}, ${address})
        returning id
      )
      insert into cart_items (cart_id, activity_id, session_id, hold_id, tickets, add_ons, upgrade_id, prices)
      select cart.id, ${activity.id}, ${input.sessionId}, hold.id, ${JSON.stringify(tickets)}::jsonb, ${JSON.stringify(addOnChoices)}::jsonb, ${upgradeId}, ${JSON.stringify(prices)}::jsonb
      from cart, hold
      returning cart_id, id as item_id`);
    const [{ cart_id: cartId, item_id: itemId }] = rows;
    return { kind: 'added', cartId, itemId, expiresAt } as const;
  });
  if (result.kind === 'added') placesChanged();
  return result;
}

/** A session's places left now (places-left.ts), unlocked; null when there is no such session. */
async function freePlaces(sessionId: string, now: Date): Promise<number | null> {
  const { rows } = await db().execute<{ free: number }>(sql`select ${placesLeftSql(now)} as free from sessions s where s.id = ${sessionId}`);
  return rows[0]?.free ?? null;
}

/** Removes one item and frees its places at once. */
export async function removeCartItem(anonymousToken: string, localeId: string, itemId: string): Promise<void> {
  // Item ids are uuids: anything else names no item (and PostgreSQL would refuse the comparison).
  if (!isUuid(itemId)) return;
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
  placesChanged();
}

export interface CartView {
  id: string | null;
  items: CartItemView[];
  total: number;
}

export interface CartItemView {
    id: string;
    activityId: string;
    sessionId: string;
    startsAt: Date;
    tickets: Ticket[];
    addOns: AddOnChoice[];
    upgradeId: string | null;
    /** The day's prices kept when it was added: what its tickets and add-ons cost. */
    prices: LinePrices;
    total: number;
    holdId: string | null;
    /** When the hold ends; null once it has expired (the places are no longer kept). */
    holdExpiresAt: Date | null;
}

/** The visitor's cart with each item priced from the catalogue and its hold's state: one statement. */
export async function getCart(anonymousToken: string | null, localeId: string, timeZone: string, now = new Date()): Promise<CartView> {
  if (!anonymousToken) return { id: null, items: [], total: 0 };
  const { rows } = await db().execute<{
    cart_id: string;
    item_id: string | null;
    activity_id: string;
    session_id: string;
    starts_at: string;
    day: string;
    tickets: Ticket[];
    add_ons: AddOnChoice[];
    upgrade_id: string | null;
    prices: LinePrices | null;
    hold_id: string | null;
    expires_at: string | null;
  }>(sql`
    select c.id as cart_id, i.id as item_id, i.activity_id, i.session_id, s.starts_at,
           to_char((s.starts_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as day,
           i.tickets, i.add_ons, i.upgrade_id, i.prices, i.hold_id,
           case when h.expires_at > ${now.toISOString()} then h.expires_at end as expires_at
    from carts c
    left join cart_items i on i.cart_id = c.id
    left join sessions s on s.id = i.session_id
    left join holds h on h.id = i.hold_id
    where c.anonymous_token = ${anonymousToken} and c.locale_id = ${localeId}
    order by i.created_at`);
  if (!rows.length) return { id: null, items: [], total: 0 };
  const catalogue = await getCatalogue();
  const items = rows
    .filter((row) => row.item_id)
    .map((row) => {
      const variations = catalogue.variationsByActivity.get(row.activity_id) ?? [];
      const addOnFacts = catalogue.addOnsByActivity.get(row.activity_id) ?? [];
      const rules = catalogue.priceRulesByActivity.get(row.activity_id) ?? [];
      const upgrade = catalogue.upgradesByActivity.get(row.activity_id)?.find((u) => u.id === row.upgrade_id);
      // The prices kept when the item was added (an older item without them: the catalogue's now).
      const current = linePricesOn(row.day, variations, addOnFacts, rules, upgrade?.price ?? null);
      const prices = row.prices ?? current;
      return {
        id: row.item_id!,
        activityId: row.activity_id,
        sessionId: row.session_id,
        startsAt: new Date(row.starts_at),
        tickets: row.tickets,
        addOns: row.add_ons,
        upgradeId: row.upgrade_id,
        prices,
        total: itemTotalAt({ tickets: row.tickets, addOns: row.add_ons }, prices, current, variations, addOnFacts),
        holdId: row.hold_id,
        holdExpiresAt: row.expires_at ? new Date(row.expires_at) : null,
      };
    });
  return { id: rows[0].cart_id, items, total: items.reduce((sum, item) => sum + item.total, 0) };
}

/**
 * Replaces an item's add-ons (checkout's media-pack choice). Add-ons need no places, so the hold is
 * untouched; a choice the catalogue does not offer changes nothing.
 */
export async function setItemAddOns(anonymousToken: string, localeId: string, itemId: string, addOns: AddOnChoice[]): Promise<boolean> {
  if (!isUuid(itemId)) return false;
  const [item] = await db()
    .select({ id: cartItems.id, activityId: cartItems.activityId, tickets: cartItems.tickets })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(cartItems.id, itemId), eq(carts.anonymousToken, anonymousToken), eq(carts.localeId, localeId)));
  if (!item) return false;
  const catalogue = await getCatalogue();
  const variations = catalogue.variationsByActivity.get(item.activityId) ?? [];
  // The item's tickets were offered when it was added (a ticket type retired since stays in the cart);
  // the add-ons chosen now must be offered now.
  if (selectionProblem(item.tickets, variations, addOns, (catalogue.addOnsByActivity.get(item.activityId) ?? []).filter(isOnSale))) return false;
  await db()
    .update(cartItems)
    .set({ addOns: addOns.filter((choice) => choice.quantity > 0) })
    .where(eq(cartItems.id, item.id));
  return true;
}

/** Empties the cart and frees every place it held. */
export async function emptyCart(anonymousToken: string, localeId: string): Promise<void> {
  await db().execute(sql`
    with removed as (
      delete from cart_items i using carts c
      where i.cart_id = c.id and c.anonymous_token = ${anonymousToken} and c.locale_id = ${localeId}
      returning i.hold_id
    )
    delete from holds where id in (select hold_id from removed)`);
  placesChanged();
}

/** The cart items an order was placed for leave the cart, in the order's transaction (their holds became sold places). */
export async function takeOutOfCart(tx: Pick<Database, 'execute'>, itemIds: string[]): Promise<void> {
  if (itemIds.length) await tx.execute(sql`delete from cart_items where id in ${itemIds}`);
}

export type HeldPlacesResult = { kind: 'added'; itemId: string; places: number } | { kind: 'invalid'; problem: InvalidSelectionCode };

/**
 * Puts places already held for the visitor (a waiting list's offer, lib/server/waiting-lists) into their
 * cart as an ordinary item, in the caller's transaction, which holds the session row's lock: the hold
 * becomes the item's, keeping its expiry, and shrinks to the places the tickets chosen take (at most the
 * hold's own; what is left goes back to the session). The day's prices are kept as addToCart keeps them.
 * No cart limits: the places were held already, and the offer was earned in line, not grabbed.
 */
export async function putHeldPlacesInCart(
  tx: Pick<Database, 'execute'>,
  input: { anonymousToken: string; localeId: string; activityId: string; sessionId: string; holdId: string; heldPlaces: number; tickets: Ticket[] },
  now = new Date(),
): Promise<HeldPlacesResult> {
  const catalogue = await getCatalogue();
  const activity = catalogue.activities.find((a) => a.id === input.activityId && isOnSale(a));
  if (!activity) return { kind: 'invalid', problem: 'UNKNOWN_ACTIVITY' };
  const variations = (catalogue.variationsByActivity.get(activity.id) ?? []).filter(isOnSale);
  const offeredAddOns = (catalogue.addOnsByActivity.get(activity.id) ?? []).filter(isOnSale);
  const problem = selectionProblem(input.tickets, variations);
  if (problem) return { kind: 'invalid', problem };
  const tickets = input.tickets.filter((t) => t.quantity > 0);
  const places = participantsOf(tickets, variations);
  if (places < 1 || places > input.heldPlaces) return { kind: 'invalid', problem: 'BAD_QUANTITY' };
  const { rows: days } = await tx.execute<{ day: string }>(sql`
    select to_char((s.starts_at at time zone l.time_zone)::date, 'YYYY-MM-DD') as day
    from sessions s, locales l where s.id = ${input.sessionId} and l.id = ${input.localeId}`);
  if (!days[0]) return { kind: 'invalid', problem: 'UNKNOWN_SESSION' };
  const prices = linePricesOn(days[0].day, variations, offeredAddOns, catalogue.priceRulesByActivity.get(activity.id) ?? [], null);
  const { rows } = await tx.execute<{ item_id: string }>(sql`
    with cart as (
      insert into carts (anonymous_token, locale_id) values (${input.anonymousToken}, ${input.localeId})
      on conflict (anonymous_token, locale_id) do update set updated_at = ${now.toISOString()}
      returning id
    ), hold as (
      update holds set places = ${places} where id = ${input.holdId} returning id
    )
    insert into cart_items (cart_id, activity_id, session_id, hold_id, tickets, add_ons, upgrade_id, prices)
    select cart.id, ${activity.id}, ${input.sessionId}, hold.id, ${JSON.stringify(tickets)}::jsonb, '[]'::jsonb, null, ${JSON.stringify(prices)}::jsonb
    from cart, hold
    returning id as item_id`);
  if (!rows[0]) return { kind: 'invalid', problem: 'UNKNOWN_SESSION' };
  placesChanged();
  return { kind: 'added', itemId: rows[0].item_id, places };
}
