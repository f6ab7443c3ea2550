import type { InvalidSelectionCode } from '@/graphql/generated/enums';
import { priceOn, type PriceRule } from './pricing';

/** How long places stay held for a cart, unless configured otherwise (issue: 15 minutes by default). */
export const DEFAULT_HOLD_MINUTES = 15;
/** The most tickets of one type in one cart item: far above any real booking, far below abuse. */
export const MAX_TICKETS_PER_TYPE = 50;

export interface Ticket {
  variationId: string;
  quantity: number;
}

export interface VariationFacts {
  id: string;
  price: number;
  participants: number;
}

export interface AddOnFacts {
  id: string;
  price: number;
  perParticipant: boolean;
}

/** The codes of addToCart's InvalidSelection that the choice alone decides (the rest need the database). */
export type SelectionProblem = Extract<InvalidSelectionCode, 'NO_TICKETS' | 'UNKNOWN_TICKET' | 'BAD_QUANTITY' | 'UNKNOWN_ADD_ON'>;

/** Checks a ticket and add-on choice against the activity's catalogue; null when it is valid. */
export function selectionProblem(
  tickets: Ticket[],
  variations: VariationFacts[],
  addOns: { addOnId: string; quantity: number }[] = [],
  catalogueAddOns: AddOnFacts[] = [],
): SelectionProblem | null {
  const chosen = tickets.filter((ticket) => ticket.quantity !== 0);
  if (!chosen.length) return 'NO_TICKETS';
  const quantities = [...chosen.map((t) => t.quantity), ...addOns.map((a) => a.quantity)];
  if (quantities.some((q) => !Number.isInteger(q) || q < 0 || q > MAX_TICKETS_PER_TYPE)) return 'BAD_QUANTITY';
  if (new Set(chosen.map((t) => t.variationId)).size !== chosen.length) return 'BAD_QUANTITY';
  if (chosen.some((ticket) => !variations.some((v) => v.id === ticket.variationId))) return 'UNKNOWN_TICKET';
  if (addOns.some((addOn) => !catalogueAddOns.some((a) => a.id === addOn.addOnId))) return 'UNKNOWN_ADD_ON';
  return null;
}

/** The people a choice of tickets admits: what a session's capacity counts. */
export function participantsOf(tickets: Ticket[], variations: VariationFacts[]): number {
  return tickets.reduce((sum, ticket) => {
    const variation = variations.find((v) => v.id === ticket.variationId);
    return sum + (variation ? variation.participants * ticket.quantity : 0);
  }, 0);
}

export interface ItemPricing {
  tickets: Ticket[];
  addOns: { addOnId: string; quantity: number }[];
  upgradePrice: number | null;
  day: string;
}

/**
 * An item's total in minor units, from the catalogue only: tickets at the day's price, add-ons per
 * booking or per participant, and an upgrade per participant.
 */
export function itemTotal(item: ItemPricing, variations: VariationFacts[], addOns: AddOnFacts[], rules: PriceRule[]): number {
  const participants = participantsOf(item.tickets, variations);
  const tickets = item.tickets.reduce((sum, ticket) => {
    const variation = variations.find((v) => v.id === ticket.variationId);
    return sum + (variation ? priceOn(variation, item.day, rules) * ticket.quantity : 0);
  }, 0);
  const extras = item.addOns.reduce((sum, choice) => {
    const addOn = addOns.find((a) => a.id === choice.addOnId);
    return sum + (addOn ? addOn.price * choice.quantity * (addOn.perParticipant ? participants : 1) : 0);
  }, 0);
  return tickets + extras + (item.upgradePrice ?? 0) * participants;
}

/** Why an add would hold more places than one visitor may (CartLimitCode in lib/server/carts/schema.graphql). */
export type PlacesLimitCode = 'CART_FULL' | 'ADDRESS_FULL';

export interface PlacesHeld {
  /** Places the cart holds now (live holds only). */
  cart: number;
  /** Places held from the client's address now, across every cart; null when the address is unknown. */
  address: number | null;
}

/**
 * No one can empty the shop: an add that would take the cart past `perCart` places, or the visitor's
 * address past `perAddress` (however many anonymous tokens it makes up), is refused. The cart's own limit
 * is named first: it is the one the visitor can act on.
 */
export function placesLimitProblem(held: PlacesHeld, places: number, limits: { perCart: number; perAddress: number }): PlacesLimitCode | null {
  if (held.cart + places > limits.perCart) return 'CART_FULL';
  if (held.address !== null && held.address + places > limits.perAddress) return 'ADDRESS_FULL';
  return null;
}

/**
 * What an item's choices cost on its session's day, kept with the cart item when it is added (issue #23):
 * each ticket type's price with the day's price rule applied, each add-on's and the upgrade's. Read from
 * the catalogue on the server, never from the browser; kept so that staff changing a price later changes
 * neither an item already in a cart nor the order placed from it.
 */
export interface LinePrices {
  /** Ticket type id → its price on the day, in minor units. */
  tickets: Record<string, number>;
  /** Add-on id → its price, and whether it is charged per participant (that too may change). */
  addOns: Record<string, { price: number; perParticipant: boolean }>;
  /** The chosen upgrade's price per participant; null without one. */
  upgrade: number | null;
}

/** The prices of a line's day from the catalogue as it is now: every ticket type and add-on of the activity. */
export function linePricesOn(day: string, variations: VariationFacts[], addOns: AddOnFacts[], rules: PriceRule[], upgradePrice: number | null): LinePrices {
  return {
    tickets: Object.fromEntries(variations.map((variation) => [variation.id, priceOn(variation, day, rules)])),
    addOns: Object.fromEntries(addOns.map((addOn) => [addOn.id, { price: addOn.price, perParticipant: addOn.perParticipant }])),
    upgrade: upgradePrice,
  };
}

/**
 * An item's total at the prices kept with it. A ticket type or add-on the kept prices do not name (an
 * add-on chosen at checkout that was added to the catalogue after the item) is priced from the
 * catalogue's prices now (`current`).
 */
export function itemTotalAt(item: Omit<ItemPricing, 'upgradePrice' | 'day'>, kept: LinePrices, current: LinePrices, variations: VariationFacts[], addOns: AddOnFacts[]): number {
  const ticketPrice = (id: string) => kept.tickets[id] ?? current.tickets[id] ?? 0;
  const addOnPrice = (id: string) => kept.addOns[id] ?? current.addOns[id];
  return itemTotal(
    // The kept prices are the day's already: no price rule applies again, so the day read is irrelevant.
    { tickets: item.tickets, addOns: item.addOns, upgradePrice: kept.upgrade, day: '2000-01-03' },
    variations.map((variation) => ({ ...variation, price: ticketPrice(variation.id) })),
    addOns.map((addOn) => ({ ...addOn, price: addOnPrice(addOn.id)?.price ?? 0, perParticipant: addOnPrice(addOn.id)?.perParticipant ?? addOn.perParticipant })),
    [],
  );
}
