import type { CheckoutProblemCode } from '@/graphql/generated/enums';
import { quote, type Quote } from '@/lib/domain/checkout';
import { canDebit } from '@/lib/domain/gift-card-ledger';
import type { GiftDetails } from '@/lib/domain/gift';
import type { ConversionSettings, ConversionVisit } from '@/lib/domain/conversions';
import { noteConversionVisit } from '../../conversions';
import { findGiftCard, redeemGiftCard } from '../../gift-cards';
import { db } from '../../platform/db/client';
import type { PaymentGatewayRow, PaymentRow } from '../../platform/db/schema';
import { usePromoCode } from '../../promo-codes';
import { placesChanged } from '../../sessions';
import { createPayment } from '../money-records';
import { reservationShareShort, sellPlaces, type Executor, type SeatRequest } from '../order-repository';
import { insertOrder, insertOrderLines, updateOrderTotals, type NewOrder, type NewOrderLine, type OrderRecord } from '../order-store';
import { transitionOrder } from '../order-transitions';
import { insertOrderGroup, type NewOrderGroup } from '../group-balance';
import { costOf, groupQuote } from '@/lib/domain/group-booking';
import { reservationRefusal } from '../reservation';

/*
 * Placing an order: a booking (its places sold, its promo use counted, its gift card debited, born paid,
 * reserved or awaiting its payment) or a gift purchase, in one transaction, or nothing. lib/server/checkout
 * prices the cart and answers the visitor; this command alone writes the order, its lines, its tickets and
 * its payment. The amounts come from the caller's quote (lib/domain/checkout.ts), priced on the server;
 * only the gift card's part is computed again here, under the card's lock.
 */

/** Who places the order and where: the columns of the order the caller decides. */
export type OrderPlacement = Pick<NewOrder, 'anonymousToken' | 'idempotencyKey' | 'localeId' | 'customer' | 'language' | 'origin' | 'currency'> &
  /** Where it was placed (lib/domain/order-channel.ts; the park's site when not given) and its source: the widget's host origin, the reseller's id. */
  Partial<Pick<NewOrder, 'channel' | 'channelSource' | 'attribution'>> & {
    clientAddress?: string | null;
    /** Until when an unpaid order keeps its places, when not the payment window (a reseller's hold). */
    holdUntil?: Date;
    /** The visit's ids for the site's server-side conversions, noted with the order (lib/server/conversions). */
    conversions?: { settings: ConversionSettings; visit: ConversionVisit };
  };

/** Why placing refused, changing nothing (the visitor's cart kept). */
export type PlaceRefusal = Extract<
  CheckoutProblemCode,
  'SOLD_OUT' | 'INVALID_CODE' | 'TOO_MANY_RESERVATIONS' | 'RESERVED_PLACES_PER_EMAIL' | 'RESERVED_PLACES_PER_ADDRESS' | 'RESERVED_PLACES_PER_DOMAIN' | 'RESERVATION_SHARE_FULL'
>;

/** Placed (with the payment to start, if any), placed meanwhile by a copy with the same key, or refused. */
export type PlaceOutcome =
  /** `order`: the order as placed, when the transaction read it whole (a reservation's): no need to read it again. */
  | { kind: 'placed'; orderId: string; payment: PaymentRow | null; order?: OrderRecord }
  | { kind: 'alreadyPlaced' }
  | { kind: 'refused'; problem: PlaceRefusal };

export interface BookingToPlace {
  placement: OrderPlacement;
  /** The park whose gift cards the code is looked up in. */
  parkId: string | null;
  /** The lines as priced, and the places each takes (a hold it turns into a sale). */
  lines: NewOrderLine[];
  seats: SeatRequest[];
  /** The server's quote at the cart's prices, its discount per line, the promo and gift card it applies. */
  priced: Quote & { lineDiscounts: number[]; promo: { id: string } | null; giftCardCode: string | null };
  gateway: PaymentGatewayRow | null;
  /** Pay on arrival (a Blank gateway): a reservation, kept within the park's limits, confirmed by email or not. */
  reservation: { confirmByEmail: boolean; sharePercent: number } | null;
  /**
   * Sold to a reseller on account (lib/server/octo): no gateway and no payment to start. The order holds
   * its places awaiting payment until the reseller confirms it (./reseller-orders.ts confirmResellerOrder,
   * which records the money on the reseller's account) or its hold ends (the reconciler's expiry).
   */
  onAccount?: boolean;
  /**
   * A group booking (lib/domain/group-booking.ts): its details, and its deposit for what the booking
   * costs (`due`: after its discount and gift card, before the card fee), worked out again here should the
   * gift card's part change under its lock. The order's payment takes the deposit (and its card fee); the
   * balance becomes a charge once it is paid (../group-balance.ts).
   */
  group?: { details: Pick<NewOrderGroup, 'organisation' | 'invoiceEmail' | 'people'>; terms: (due: number) => Pick<NewOrderGroup, 'deposit' | 'balance' | 'dueOn'> };
  /** The caller's work in the same transaction once the places are sold and the tickets exist (the cart's items taken out, riders named). */
  withSale?: (tx: Executor, orderId: string) => Promise<void>;
}

class Refused extends Error {
  constructor(readonly problem: PlaceRefusal) {
    super(problem);
  }
}

/** An order's amount columns for a quote. The gateway is recorded only when there is something to pay. */
function orderTotals(totals: Quote, promo: { id: string } | null, giftCardId: string | null, gateway: PaymentGatewayRow | null) {
  return {
    subtotal: totals.subtotal,
    discount: totals.discount,
    giftCardAmount: totals.giftCard,
    cardFee: totals.cardFee,
    total: totals.total,
    promoCodeId: promo?.id ?? null,
    giftCardId,
    gatewayId: totals.total > 0 && gateway ? gateway.id : null,
  };
}

/**
 * Places a booking, all or nothing. Idempotent on the placement's key: a concurrent copy waits for the
 * first to commit and answers `alreadyPlaced`.
 */
export async function placeOrder(booking: BookingToPlace, now = new Date()): Promise<PlaceOutcome> {
  const { placement, priced, gateway, seats, reservation } = booking;
  let placed: PlaceOutcome;
  try {
    // Few statements, so the sessions' rows (which every visitor buying the same sessions queues on)
    // stay locked briefly. The places are sold before the lines are written: a line's foreign key
    // share-locks its session, which would deadlock two orders each waiting to lock it for update.
    placed = await db().transaction(async (tx): Promise<PlaceOutcome> => {
      // First, before any session is locked: a visitor past the unconfirmed cap or a budget of places kept
      // unpaid (mailbox, client address, mail domain) changes nothing, their cart is kept.
      if (reservation) {
        const places = seats.reduce((sum, seat) => sum + seat.places, 0);
        const request = { email: placement.customer.email, clientAddress: placement.clientAddress ?? null, places, confirmByEmail: reservation.confirmByEmail };
        const refusal = await reservationRefusal(tx, request, now);
        if (refusal) throw new Refused(refusal);
      }
      const { holdUntil, conversions, ...columns } = placement;
      const inserted = await insertOrder(
        tx,
        {
          ...columns,
          clientAddress: placement.clientAddress ?? null,
          // The amounts the visitor was shown. A gift card is recorded only once it is locked below: the
          // reference would share-lock its row now, and two orders would deadlock locking it for update.
          ...orderTotals(priced, priced.promo, null, gateway),
        },
        now,
        holdUntil,
      );
      if (!inserted) return { kind: 'alreadyPlaced' };
      const orderId = inserted.id;
      if (conversions) await noteConversionVisit(tx, orderId, conversions.settings, conversions.visit);
      if ((await sellPlaces(tx, seats, now)).length) throw new Refused('SOLD_OUT');
      // Under the sessions' locks sellPlaces took (on these same seats, so not taken again), before this
      // order's tickets exist: a reservation keeps no more of a session than its park's share for unpaid
      // reservations, however many visitors reserve.
      if (reservation && (await reservationShareShort(tx, seats, reservation.sharePercent, { locked: true })).length) throw new Refused('RESERVATION_SHARE_FULL');
      await insertOrderLines(tx, orderId, booking.lines);
      if (booking.withSale) await booking.withSale(tx, orderId);
      if (priced.promo && !(await usePromoCode(tx, priced.promo.id))) throw new Refused('INVALID_CODE');

      let totals: Quote = priced;
      if (priced.giftCardCode) {
        // The gift card's balance is read again under its lock: another order may have spent it meanwhile.
        const card = await findGiftCard(tx, booking.parkId!, priced.giftCardCode, true);
        // Spent meanwhile by another order, or voided by staff (the lock makes either one seen): refuse
        // rather than charge the visitor more than they were shown.
        if (!card || card.voided || !canDebit(card.balance, priced.giftCard)) throw new Refused('INVALID_CODE');
        totals = quote(booking.lines, priced.lineDiscounts, card.balance, gateway?.cardFeeBasisPoints ?? 0);
        await updateOrderTotals(tx, orderId, orderTotals(totals, priced.promo, card.id, gateway));
        await redeemGiftCard(tx, card.id, totals.giftCard, orderId);
      }

      if (booking.group) {
        // The group pays its deposit now: the order's total is what its own payment takes.
        const terms = booking.group.terms(costOf(totals));
        totals = groupQuote(totals, terms.deposit, gateway?.cardFeeBasisPoints ?? 0);
        await updateOrderTotals(tx, orderId, { cardFee: totals.cardFee, total: totals.total });
        await insertOrderGroup(tx, orderId, { ...booking.group.details, ...terms });
      }

      // On account: the reseller's confirmation pays it, whatever its total (nothing to pay included).
      if (booking.onAccount) return { kind: 'placed', orderId, payment: null };
      if (totals.total === 0) {
        // Nothing to pay: no gateway, no payment; born paid, through the same transition as any payment.
        await transitionOrder(tx, orderId, 'paid', now, { inserted });
        return { kind: 'placed', orderId, payment: null };
      }
      if (gateway!.type === 'Blank') {
        // Pay on arrival: no payment to start and nothing to collect, so no payment row and no provider
        // to ask. The places stay sold while the visitor confirms by email (or at once where the park
        // asks no confirmation); the reconciler's expiry releases them otherwise.
        const { order } = await transitionOrder(tx, orderId, reservation?.confirmByEmail ?? true ? 'awaiting_confirmation' : 'reserved', now, { inserted });
        return { kind: 'placed', orderId, payment: null, order };
      }
      const payment = await createPayment(tx, { orderId, gatewayId: gateway!.id, amount: totals.total, currency: placement.currency });
      return { kind: 'placed', orderId, payment };
    });
  } catch (error) {
    if (error instanceof Refused) return { kind: 'refused', problem: error.problem };
    throw error;
  }
  // Again now the sale is committed: a calendar read while it was in flight may have kept the old count.
  if (placed.kind === 'placed') placesChanged();
  return placed;
}

/**
 * Places a gift purchase: an order of kind 'gift' awaiting its payment through the gateway (the card is
 * issued when it is paid: order-transitions.ts). Null when a copy with the same key placed it meanwhile.
 */
export async function placeGiftPurchase(
  placement: OrderPlacement,
  purchase: { gift: GiftDetails; totals: Pick<Quote, 'subtotal' | 'cardFee' | 'total'>; gateway: PaymentGatewayRow },
  now = new Date(),
): Promise<{ orderId: string; payment: PaymentRow } | null> {
  const { gift, totals, gateway } = purchase;
  const { conversions, ...columns } = placement;
  return db().transaction(async (tx) => {
    const orderId = (await insertOrder(
      tx,
      { ...columns, kind: 'gift', gift, subtotal: totals.subtotal, cardFee: totals.cardFee, total: totals.total, gatewayId: gateway.id, placesSold: false },
      now,
    ))?.id;
    if (!orderId) return null;
    if (conversions) await noteConversionVisit(tx, orderId, conversions.settings, conversions.visit);
    const payment = await createPayment(tx, { orderId, gatewayId: gateway.id, amount: totals.total, currency: placement.currency });
    return { orderId, payment };
  });
}
