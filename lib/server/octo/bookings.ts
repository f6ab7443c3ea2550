import { randomUUID } from 'node:crypto';
import { quote } from '@/lib/domain/checkout';
import { localDay, OCTO_LIST_LIMIT, octoError, RESELLER_HELD_PLACES } from '@/lib/domain/octo';
import { customerOf, mergeContact, sameReservation, type OctoContact } from '@/lib/domain/octo-booking';
import {
  holdMinutes,
  isUuid,
  parseBookingList,
  parseCancellation,
  parseConfirmation,
  parseExtension,
  parseReservation,
  parseUpdate,
  type Parsed,
  type UnitItemInput,
} from '@/lib/domain/octo-requests';
import { priceOn } from '@/lib/domain/pricing';
import { netPrice } from '@/lib/domain/reseller-price';
import { checkedInPeople } from '../check-in';
import { siteOrigin } from '../locales';
import {
  cancelResellerHold,
  cancelTickets,
  confirmResellerOrder,
  extendResellerHold,
  loadOrder,
  placeOrder,
  resellerPlacesHeld,
  reviseResellerHold,
  updateResellerCustomer,
  type ActionDone,
  type Executor,
  type NewOrderLine,
  type OrderAudit,
  type OrderRecord,
  type ResellerActing,
} from '../orders';
import { env } from '../platform/config';
import { lockKey } from '../platform/db/advisory-locks';
import { db } from '../platform/db/client';
import type { OctoBookingRow, OctoUnitItemRow, VariationRow } from '../platform/db/schema';
import { sessionsWithPlaces, type SessionPlacesRow } from '../sessions';
import { checkCurrency } from './availability';
import { findOctoBooking, insertOctoBooking, listOctoBookings, updateOctoBooking } from './booking-store';
import { bookingView, statusOf, type OctoBooking } from './booking-view';
import { accepted, OctoRefusal, type OctoContext } from './octo-context';
import { DEFAULT_OPTION_ID, sellableProduct, unitOfProduct, type SellableActivity } from './products';

/*
 * A reseller's bookings (docs/octo.md, "A booking's life"). A booking is an order like any other, placed and
 * changed through the orders capability's commands (lib/server/orders/commands/reseller-orders.ts): reserve
 * places it on account, its places sold under the sessions' locks and held until its hold ends (the
 * reconciler's expiry gives them back); extend moves that end; an update on hold revises what it holds;
 * confirm records the money on the reseller's account and makes it paid; cancel gives up a hold, or cancels
 * a confirmed booking's tickets not yet used at the gate with their money back to the reseller's account.
 * Every command is idempotent: on the reseller's uuid (the order's idempotency key), or on a key made from the
 * order (confirm, cancel), so a retried call never makes a second order, payment or refund.
 */

const refuse = (...args: Parameters<typeof octoError>): never => {
  throw new OctoRefusal(octoError(...args));
};

/** The reseller's booking a path names, or INVALID_BOOKING_UUID (another reseller's reads as none). */
async function requireBooking(ctx: OctoContext, uuid: string): Promise<OctoBookingRow> {
  const row = isUuid(uuid) ? await findOctoBooking(db(), ctx.reseller.id, uuid.toLowerCase()) : null;
  if (!row) return refuse('INVALID_BOOKING_UUID', null, { uuid });
  return row;
}

const reload = async (row: OctoBookingRow) => (await findOctoBooking(db(), row.resellerId, row.uuid))!;
const orderOf = async (row: OctoBookingRow) => (await loadOrder(db(), { id: row.orderId }))!;

/** The booking a path names, the request read from its body, its order and its status now. */
async function bookingAsked<T>(ctx: OctoContext, uuid: string, body: unknown, parse: (body: unknown) => Parsed<T>) {
  const row = await requireBooking(ctx, uuid);
  const request = accepted(parse(body));
  const order = await orderOf(row);
  return { row, request, order, status: await statusOf(row, order, ctx.now) };
}

/** Acting on the booking's order as its reseller, with what OCTO keeps written in the command's transaction. */
function acting(ctx: OctoContext, order: OrderRecord, audit?: OrderAudit): ResellerActing {
  return {
    order: { id: order.id, localeId: order.localeId, status: order.status },
    park: { id: ctx.park.id, timeZone: ctx.locale.timeZone },
    actor: { staffId: null, name: `reseller: ${ctx.reseller.name}` },
    resellerId: ctx.reseller.id,
    audit,
  };
}

/** The session a booking is for: one of the product's still to start, else INVALID_AVAILABILITY_ID; a closed one is UNPROCESSABLE_ENTITY. */
async function sessionFor(ctx: OctoContext, product: SellableActivity, availabilityId: string): Promise<SessionPlacesRow> {
  const [session] = await sessionsWithPlaces([availabilityId], ctx.now);
  if (!session || session.activityId !== product.activity.id || session.startsAt <= ctx.now) return refuse('INVALID_AVAILABILITY_ID', null, { availabilityId });
  if (session.closed) return refuse('UNPROCESSABLE_ENTITY', 'This departure is closed: choose another');
  return session;
}

interface PricedUnit {
  input: UnitItemInput;
  variation: VariationRow;
  retail: number;
  net: number;
}

/** Each unit item at the park's price on the session's day (weekend and peak-day prices apply) and the reseller's net. */
function priceUnits(ctx: OctoContext, product: SellableActivity, session: SessionPlacesRow, items: readonly UnitItemInput[]): PricedUnit[] {
  const day = localDay(session.startsAt, ctx.locale.timeZone);
  return items.map((input) => {
    const variation = unitOfProduct(product, input.unitId);
    const retail = priceOn(variation, day, product.rules);
    return { input, variation, retail, net: netPrice(retail, ctx.reseller.commissionPercent) };
  });
}

/**
 * The order's line for the units at the session: its tickets, the places they take (no more than one cart
 * may hold, PLACES_PER_CART), its retail total and, as its discount, the reseller's commission, so the
 * order's total is the net the reseller owes (docs/octo.md, "Money").
 */
function orderContent(product: SellableActivity, session: SessionPlacesRow, units: readonly PricedUnit[]) {
  const places = units.reduce((sum, unit) => sum + unit.variation.participants, 0);
  if (places > env().PLACES_PER_CART) refuse('UNPROCESSABLE_ENTITY', `A booking takes at most ${env().PLACES_PER_CART} places; these units take ${places}`);
  const retail = units.reduce((sum, unit) => sum + unit.retail, 0);
  const net = units.reduce((sum, unit) => sum + unit.net, 0);
  const tickets = product.variations
    .map((variation) => ({ variationId: variation.id, quantity: units.filter((unit) => unit.variation.id === variation.id).length }))
    .filter((ticket) => ticket.quantity > 0);
  const line: NewOrderLine = { activityId: product.activity.id, sessionId: session.id, places, tickets, addOns: [], upgradeId: null, total: retail, discount: retail - net };
  return { line, seats: [{ sessionId: session.id, places }], totals: { subtotal: retail, discount: retail - net, total: net } };
}

/** The order's new tickets, each given the unit item asking its ticket type, in the reseller's order. */
function unitItemRows(order: OrderRecord, units: readonly PricedUnit[]): OctoUnitItemRow[] {
  const free = order.tickets.filter((ticket) => !ticket.cancelledAt);
  return units.map((unit) => {
    const ticket = free.splice(free.findIndex((candidate) => candidate.variationId === unit.variation.id), 1)[0];
    return {
      uuid: unit.input.uuid ?? ticket.id,
      unitId: unit.variation.id,
      ticketId: ticket.id,
      resellerReference: unit.input.resellerReference,
      retail: unit.retail,
      net: unit.net,
      contact: unit.input.contact,
    };
  });
}

/**
 * The most one reseller may hold unconfirmed (RESELLER_HELD_PLACES), counted in the transaction that takes
 * more once its places are sold, under the reseller's own lock: two reserves of one reseller never both see
 * room. Taken after the sessions' locks, and nothing is locked after it.
 */
async function withinHeldBudget(tx: Executor, ctx: OctoContext): Promise<void> {
  await lockKey(tx, 'resellerHolds', ctx.reseller.id);
  const held = await resellerPlacesHeld(tx, ctx.reseller.id, ctx.now);
  if (held > RESELLER_HELD_PLACES) refuse('UNPROCESSABLE_ENTITY', `A reseller may hold at most ${RESELLER_HELD_PLACES} places unconfirmed: confirm or cancel some bookings on hold first`);
}

/** What a refused order command means to a reseller. */
function refusal(done: ActionDone, row: OctoBookingRow): never {
  switch (done.problem) {
    case 'TOO_LATE':
      return refuse('INVALID_BOOKING_UUID', 'The booking’s hold has expired', { uuid: row.uuid });
    case 'SESSION_FULL':
      return refuse('UNPROCESSABLE_ENTITY', 'There are not enough places left for these units');
    case 'TICKET_CHECKED_IN':
      return refuse('UNPROCESSABLE_ENTITY', 'A ticket of the booking was used at the gate meanwhile: read the booking again');
    default:
      return refuse('UNPROCESSABLE_ENTITY', 'The booking cannot be changed so in its state: read it again');
  }
}

/** POST /bookings: holds places for the units, until the hold ends; the same uuid again answers the same booking. */
export async function reserve(ctx: OctoContext, body: unknown): Promise<OctoBooking> {
  const request = accepted(parseReservation(body));
  const uuid = request.uuid ?? randomUUID();
  const existing = await findOctoBooking(db(), ctx.reseller.id, uuid);
  if (existing) return retried(ctx, existing, request);
  const product = await sellableProduct(ctx, request.productId, request.optionId);
  const session = await sessionFor(ctx, product, request.availabilityId);
  const units = priceUnits(ctx, product, session, request.unitItems);
  checkCurrency(ctx, request.currency);
  const { line, seats } = orderContent(product, session, units);
  const contact = mergeContact(null, request.contact);
  const placed = await placeOrder(
    {
      placement: {
        // The reseller is the order's buyer: its id is the order's anonymous token, the booking's uuid its idempotency key.
        anonymousToken: ctx.reseller.id,
        idempotencyKey: uuid,
        localeId: ctx.locale.id,
        customer: customerOf(contact),
        language: ctx.language,
        origin: siteOrigin(ctx.locale),
        currency: ctx.locale.currency,
        channel: 'reseller',
        channelSource: ctx.reseller.id,
        holdUntil: new Date(ctx.now.getTime() + holdMinutes(request.expirationMinutes) * 60_000),
      },
      parkId: ctx.park.id,
      lines: [line],
      seats: seats.map((seat) => ({ ...seat, holdId: null })),
      priced: { ...quote([line], [line.discount], 0, 0), lineDiscounts: [line.discount], promo: null, giftCardCode: null },
      gateway: null,
      reservation: null,
      onAccount: true,
      withSale: async (tx, orderId) => {
        await withinHeldBudget(tx, ctx);
        const order = (await loadOrder(tx, { id: orderId }))!;
        await insertOctoBooking(tx, {
          orderId,
          resellerId: ctx.reseller.id,
          uuid,
          productId: product.activity.id,
          optionId: DEFAULT_OPTION_ID,
          resellerReference: request.resellerReference,
          notes: request.notes,
          contact,
          unitItems: unitItemRows(order, units),
          commissionPercent: ctx.reseller.commissionPercent,
        });
      },
    },
    ctx.now,
  );
  if (placed.kind === 'refused') {
    return refuse('UNPROCESSABLE_ENTITY', placed.problem === 'SOLD_OUT' ? 'There are not enough places left for these units' : 'The booking could not be held');
  }
  // A concurrent copy with the same uuid placed it first: answered as a retry.
  const row = (await findOctoBooking(db(), ctx.reseller.id, uuid))!;
  return placed.kind === 'alreadyPlaced' ? retried(ctx, row, request) : bookingView(ctx, row);
}

/** A reserve whose uuid has a booking: the same request again is answered with it; anything else used the uuid for another booking. */
async function retried(ctx: OctoContext, row: OctoBookingRow, request: { productId: string; optionId: string; availabilityId: string; unitItems: readonly UnitItemInput[] }): Promise<OctoBooking> {
  const order = await orderOf(row);
  const booked = { productId: row.productId, optionId: row.optionId, availabilityId: order.lines[0]?.sessionId ?? '', unitIds: order.tickets.map((ticket) => ticket.variationId) };
  const asked = { productId: request.productId, optionId: request.optionId, availabilityId: request.availabilityId, unitIds: request.unitItems.map((item) => item.unitId) };
  if (!sameReservation(booked, asked)) refuse('INVALID_BOOKING_UUID', 'This uuid was already used for another booking', { uuid: row.uuid });
  return bookingView(ctx, row, order);
}

/** The unit items a booking has now, as a reseller would send them (to keep their uuids and references through a revision). */
const currentUnitItems = (row: OctoBookingRow, order: OrderRecord): UnitItemInput[] =>
  row.unitItems
    .filter((item) => order.tickets.some((ticket) => ticket.id === item.ticketId && !ticket.cancelledAt))
    .map((item) => ({ uuid: item.uuid, unitId: item.unitId, resellerReference: item.resellerReference, contact: item.contact ? mergeContact(item.contact, null) : null }));

/** Whether unit items ask the same units as the booking holds (in any order). */
const sameUnits = (row: OctoBookingRow, order: OrderRecord, items: readonly UnitItemInput[]) =>
  [...currentUnitItems(row, order).map((item) => item.unitId)].sort().join() === [...items.map((item) => item.unitId)].sort().join();

/** The unit items with what the reseller says of each (its uuid, reference, contact): by uuid, else the next of its unit. */
function describeUnitItems(rows: readonly OctoUnitItemRow[], items: readonly UnitItemInput[]): OctoUnitItemRow[] {
  const result = rows.map((row) => ({ ...row }));
  const taken = new Set<number>();
  for (const item of items) {
    let index = item.uuid ? result.findIndex((row, at) => !taken.has(at) && row.uuid === item.uuid) : -1;
    if (index < 0) index = result.findIndex((row, at) => !taken.has(at) && row.unitId === item.unitId);
    if (index < 0) continue;
    taken.add(index);
    result[index] = {
      ...result[index],
      uuid: item.uuid ?? result[index].uuid,
      resellerReference: item.resellerReference ?? result[index].resellerReference,
      contact: item.contact ?? result[index].contact ?? null,
    };
  }
  return result;
}

/** What a booking on hold holds, replaced: another product, session or units (the same uuid, new tickets). */
async function revise(
  ctx: OctoContext,
  row: OctoBookingRow,
  order: OrderRecord,
  target: { productId: string; optionId: string; availabilityId: string; unitItems: readonly UnitItemInput[]; holdMinutes: number | null },
): Promise<OctoBookingRow> {
  const product = await sellableProduct(ctx, target.productId, target.optionId);
  const session = await sessionFor(ctx, product, target.availabilityId);
  const units = priceUnits(ctx, product, session, target.unitItems);
  const { line, seats, totals } = orderContent(product, session, units);
  const done = await reviseResellerHold(
    acting(ctx, order, async (tx, { after }) =>
      updateOctoBooking(tx, order.id, { productId: product.activity.id, optionId: DEFAULT_OPTION_ID, unitItems: unitItemRows(after, units) }, ctx.now),
    ),
    {
      lines: [line],
      seats,
      totals,
      until: target.holdMinutes === null ? undefined : new Date(ctx.now.getTime() + holdMinutes(target.holdMinutes) * 60_000),
      withSale: (tx) => withinHeldBudget(tx, ctx),
    },
    `octo-revise-${order.id}-${randomUUID()}`,
  );
  if (done.problem) refusal(done, row);
  return reload(row);
}

/** GET /bookings/{uuid}. */
export async function getBooking(ctx: OctoContext, uuid: string): Promise<OctoBooking> {
  return bookingView(ctx, await requireBooking(ctx, uuid));
}

/** GET /bookings: by reference, booking ID or the days of its sessions. */
export async function listBookings(ctx: OctoContext, query: URLSearchParams): Promise<OctoBooking[]> {
  const rows = await listOctoBookings(ctx.reseller.id, accepted(parseBookingList(query)), ctx.locale.timeZone, OCTO_LIST_LIMIT);
  const views: OctoBooking[] = [];
  for (const row of rows) views.push(await bookingView(ctx, row));
  return views;
}

/**
 * POST /bookings/{uuid}/confirm: the customer's contact and the reseller's reference kept, the units changed
 * first if the reseller sends others, and the booking paid on the reseller's account. Confirming a confirmed
 * booking again answers it as it is; an expired hold is INVALID_BOOKING_UUID (the spec's word for it).
 */
export async function confirm(ctx: OctoContext, uuid: string, body: unknown): Promise<OctoBooking> {
  const asked = await bookingAsked(ctx, uuid, body, parseConfirmation);
  const { request, status } = asked;
  let { row, order } = asked;
  if (status === 'CONFIRMED' || status === 'REDEEMED') return bookingView(ctx, row, order);
  if (status === 'EXPIRED') refuse('INVALID_BOOKING_UUID', 'The booking’s hold has expired', { uuid: row.uuid });
  if (status !== 'ON_HOLD') refuse('UNPROCESSABLE_ENTITY', `A ${status.toLowerCase()} booking cannot be confirmed`);
  if (request.unitItems && !sameUnits(row, order, request.unitItems)) {
    row = await revise(ctx, row, order, { productId: row.productId, optionId: row.optionId, availabilityId: order.lines[0].sessionId, unitItems: request.unitItems, holdMinutes: null });
    order = await orderOf(row);
  }
  const contact: OctoContact = mergeContact(row.contact, request.contact);
  const described = request.unitItems ? describeUnitItems(row.unitItems, request.unitItems) : row.unitItems;
  const done = await confirmResellerOrder(
    acting(ctx, order, (tx) =>
      updateOctoBooking(
        tx as Executor,
        order.id,
        { confirmedAt: ctx.now, contact, unitItems: described, resellerReference: request.resellerReference === undefined ? row.resellerReference : request.resellerReference },
        ctx.now,
      ),
    ),
    customerOf(contact),
    `octo-confirm-${order.id}`,
  );
  if (done.problem) refusal(done, row);
  return bookingView(ctx, await reload(row));
}

/** POST or PATCH /bookings/{uuid}/extend: the hold kept the minutes asked from now (never shorter). */
export async function extend(ctx: OctoContext, uuid: string, body: unknown): Promise<OctoBooking> {
  const { row, request, order, status } = await bookingAsked(ctx, uuid, body, parseExtension);
  if (status === 'EXPIRED') refuse('INVALID_BOOKING_UUID', 'The booking’s hold has expired', { uuid: row.uuid });
  if (status !== 'ON_HOLD') refuse('UNPROCESSABLE_ENTITY', 'Only a booking on hold can be extended');
  const until = new Date(ctx.now.getTime() + holdMinutes(request.expirationMinutes) * 60_000);
  const done = await extendResellerHold(acting(ctx, order, (tx) => updateOctoBooking(tx, order.id, {}, ctx.now)), until, `octo-extend-${order.id}-${randomUUID()}`);
  if (done.problem) refusal(done, row);
  return bookingView(ctx, await reload(row));
}

/**
 * PATCH /bookings/{uuid}: on hold, another product, session or units (revised, all or nothing) and a longer
 * hold; on hold or confirmed, the contact, notes and reference. A confirmed booking's session or units are
 * not changed here: the reseller cancels it and books again (docs/octo.md).
 */
export async function update(ctx: OctoContext, uuid: string, body: unknown): Promise<OctoBooking> {
  const asked = await bookingAsked(ctx, uuid, body, parseUpdate);
  const { request, status } = asked;
  let { row, order } = asked;
  if (status === 'EXPIRED') refuse('INVALID_BOOKING_UUID', 'The booking’s hold has expired', { uuid: row.uuid });
  if (status === 'CANCELLED') refuse('UNPROCESSABLE_ENTITY', 'A cancelled booking cannot be changed');
  const sessionId = order.lines[0]?.sessionId ?? '';
  const content =
    (request.productId !== undefined && request.productId !== row.productId) ||
    (request.optionId !== undefined && request.optionId !== row.optionId) ||
    (request.availabilityId !== undefined && request.availabilityId !== sessionId) ||
    (request.unitItems !== undefined && !sameUnits(row, order, request.unitItems));
  if (content) {
    if (status !== 'ON_HOLD') refuse('UNPROCESSABLE_ENTITY', 'A confirmed booking’s product, departure or units are not changed here: cancel it and book again');
    row = await revise(ctx, row, order, {
      productId: request.productId ?? row.productId,
      optionId: request.optionId ?? row.optionId,
      availabilityId: request.availabilityId ?? sessionId,
      unitItems: request.unitItems ?? currentUnitItems(row, order),
      holdMinutes: request.expirationMinutes ?? null,
    });
    order = await orderOf(row);
  } else if (request.expirationMinutes !== undefined && request.expirationMinutes !== null && status === 'ON_HOLD') {
    const until = new Date(ctx.now.getTime() + holdMinutes(request.expirationMinutes) * 60_000);
    const done = await extendResellerHold(acting(ctx, order), until, `octo-extend-${order.id}-${randomUUID()}`);
    if (done.problem) refusal(done, row);
  }
  if (request.contact) {
    const contact = mergeContact(row.contact, request.contact);
    const done = await updateResellerCustomer(
      acting(ctx, order, (tx) => updateOctoBooking(tx, order.id, { contact }, ctx.now)),
      customerOf(contact),
      `octo-contact-${order.id}-${randomUUID()}`,
    );
    if (done.problem) refusal(done, row);
  }
  const own: Parameters<typeof updateOctoBooking>[2] = {};
  if (request.notes !== undefined) own.notes = request.notes;
  if (request.resellerReference !== undefined) own.resellerReference = request.resellerReference;
  if (request.unitItems && !content) own.unitItems = describeUnitItems(row.unitItems, request.unitItems);
  // The reseller's own texts: no order holds them, so no order's command is needed.
  if (Object.keys(own).length) await updateOctoBooking(db(), order.id, own, ctx.now);
  return bookingView(ctx, await reload(row));
}

/**
 * POST /bookings/{uuid}/cancel and DELETE /bookings/{uuid}. On hold: given up, its places back on sale at once.
 * Confirmed: its tickets not used at the gate are cancelled (cancelTickets, as staff and visitors cancel), their
 * money going back to the reseller's account; a used ticket stays used and paid for (the refund is PARTIAL).
 * Until the session starts; never twice (a retry answers the cancelled booking).
 */
export async function cancel(ctx: OctoContext, uuid: string, body: unknown): Promise<OctoBooking> {
  const asked = await bookingAsked(ctx, uuid, body, parseCancellation);
  const { row, request } = asked;
  let { order } = asked;
  const { reason } = request;
  if (row.cancelledAt) return bookingView(ctx, row, order);
  const key = `octo-cancel-${row.orderId}`;
  const mark: OrderAudit = (tx) => updateOctoBooking(tx, row.orderId, { cancelledAt: ctx.now, cancelReason: reason }, ctx.now);
  if (order.status === 'awaiting_payment') {
    const done = await cancelResellerHold(acting(ctx, order, mark), reason, key);
    if (done.problem) refusal(done, row);
    return bookingView(ctx, await reload(row));
  }
  if (order.status !== 'paid' && order.status !== 'partially_cancelled') return bookingView(ctx, row, order);
  for (let attempt = 0; ; attempt++) {
    const standing = order.tickets.filter((ticket) => !ticket.cancelledAt);
    if (standing.some((ticket) => ticket.startsAt <= ctx.now)) refuse('UNPROCESSABLE_ENTITY', 'The departure has started: past the cancellation cutoff');
    const used = await checkedInPeople.byTicketCode(standing.map((ticket) => ticket.code));
    const unused = standing.filter((ticket) => !used.get(ticket.code)?.length).map((ticket) => ticket.code);
    if (!unused.length) refuse('UNPROCESSABLE_ENTITY', 'Every ticket of the booking was used at the gate');
    const done = await cancelTickets(acting(ctx, order, mark), unused, 'original', reason ?? 'Cancelled by the reseller', key);
    // A gate checked a ticket in between our read and the command's lock: once more with what is left.
    if (done.problem === 'TICKET_CHECKED_IN' && attempt === 0) {
      order = await orderOf(row);
      continue;
    }
    if (done.problem) refusal(done, row);
    return bookingView(ctx, await reload(row));
  }
}
