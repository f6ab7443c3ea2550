import type { CheckoutProblemCode } from '@/graphql/generated/enums';
import { participantsOf } from '@/lib/domain/cart';
import { quote, type Quote } from '@/lib/domain/checkout';
import { customerSchema, type CustomerDetails, type MessageKey } from '@/lib/domain/customer';
import { validateForm } from '@/lib/domain/form-validation';
import { canDebit } from '@/lib/domain/gift-card-ledger';
import { toLanguage } from '@/lib/domain/language';
import { isRetryOf } from '@/lib/domain/order-request';
import type { PaymentOutcome } from '@/lib/domain/order-status';
import { DEFAULT_RESERVATION_SHARE_PERCENT } from '@/lib/domain/reservation-budget';
import { getCatalogue } from '../activities';
import { getCart, takeOutOfCart } from '../carts';
import { findGiftCard, redeemGiftCard } from '../gift-cards';
import type { LocaleRecord } from '../locales';
import {
  createPayment,
  findOrderByKey,
  insertOrder,
  insertOrderLines,
  loadOrder,
  reservationRefusal,
  reservationShareShort,
  sellPlaces,
  transitionOrder,
  updateOrderTotals,
  type OrderRecord,
} from '../orders';
import { findGateway, startPayment, type BrowserAction } from '../payments';
import { db } from '../platform/db/client';
import type { PaymentGatewayRow, PaymentRow } from '../platform/db/schema';
import { usePromoCode } from '../promo-codes';
import { placesChanged } from '../sessions';
import { priceCheckout } from './checkout-service';

export interface OrderInput {
  anonymousToken: string;
  clientAddress?: string | null;
  locale: LocaleRecord;
  /** The site origin the visitor is on: return URLs and the emailed link point here. */
  origin: string;
  idempotencyKey: string;
  customer: Record<string, unknown>;
  code: string | null;
  gatewayId: string | null;
  acceptTerms: boolean;
}

export type OrderOutcome =
  | { kind: 'placed'; order: OrderRecord; action: BrowserAction | null; outcome: PaymentOutcome }
  | { kind: 'problem'; code: CheckoutProblemCode; fields?: { field: string; message: MessageKey }[] };

/** Rolls the order transaction back with a result the visitor can act on. */
class CheckoutProblem extends Error {
  constructor(public readonly code: CheckoutProblemCode) {
    super(code);
  }
}

/** Lost the race for the idempotency key: another call with the same key placed the order. */
class AlreadyPlaced extends Error {}

/**
 * createAndCompleteOrder. The client retries it (3 attempts, lib/client/retry-link.ts), so it is
 * idempotent on (anonymous token, idempotency key): a retry, or any number of concurrent copies, gets
 * the first call's order and payment, and the provider sees one payment. Everything is re-priced here;
 * the places are sold, the promo use counted and the gift card debited in one transaction, or nothing is.
 */
export async function createAndCompleteOrder(input: OrderInput, now = new Date()): Promise<OrderOutcome> {
  const existing = await findOrderByKey(db(), input.anonymousToken, input.idempotencyKey);
  if (existing) {
    const cart = await getCart(input.anonymousToken, input.locale.id, input.locale.timeZone, now);
    if (!isRetryOf(existing.lines, cart.items)) return { kind: 'problem', code: 'IDEMPOTENCY_KEY_REUSED' };
    return resume(existing, input.origin);
  }

  const checked = await validateForm(customerSchema, input.customer);
  if (!checked.ok) return { kind: 'problem', code: 'INVALID_DETAILS', fields: checked.fields };
  const customer: CustomerDetails = checked.values;

  const gateway = input.gatewayId ? await findGateway(input.locale.id, input.gatewayId) : null;
  const priced = await priceCheckout(input.locale, { anonymousToken: input.anonymousToken, clientAddress: input.clientAddress ?? null }, input.code, gateway, now);
  const refused = !priced.cart.items.length ? 'ORDER_EMPTY' : priced.code?.status === 'INVALID' ? 'INVALID_CODE' : priced.code?.status === 'RATE_LIMITED' ? 'TOO_MANY_ATTEMPTS' : null;
  if (refused) {
    // A concurrent copy of this call may have just placed the order, emptying the cart and spending the
    // gift card in the same commit: an empty cart or a spent card read after that commit means its order
    // is visible now, and this copy answers with it. (The reliability suite's idempotency scenario once saw
    // one of five concurrent copies answer with a problem while another placed the order.)
    const placed = await findOrderByKey(db(), input.anonymousToken, input.idempotencyKey);
    return placed ? resume(placed, input.origin) : { kind: 'problem', code: refused };
  }
  if (priced.total > 0 && !gateway) return { kind: 'problem', code: 'UNSUPPORTED_PAYMENT' };
  if (priced.total > 0 && !input.acceptTerms) return { kind: 'problem', code: 'TERMS_NOT_ACCEPTED' };

  // Pay on arrival (a Blank gateway) collects nothing: the order becomes a reservation, never a sale
  // (issue #21). Told apart from a zero total, which is paid in full already and needs no gateway.
  const payOnArrival = priced.total > 0 && gateway?.type === 'Blank';
  // The park's setting (default on): the reservation keeps its places only once confirmed by email.
  const confirmByEmail = input.locale.park?.reservationConfirmation ?? true;
  // The most of each session the park lets reservations not yet paid keep (lib/domain/reservation-budget.ts).
  const reservationShare = input.locale.park?.reservationSharePercent ?? DEFAULT_RESERVATION_SHARE_PERCENT;

  // Read before the transaction: nothing inside it may wait for a second pooled connection.
  const catalogue = await getCatalogue();
  const items = priced.cart.items;
  const requests = items.map((item) => ({
    sessionId: item.sessionId,
    places: participantsOf(item.tickets, catalogue.variationsByActivity.get(item.activityId) ?? []),
    holdId: item.holdId,
  }));
  let placed: { orderId: string; payment: PaymentRow | null };
  try {
    // Few statements, so the sessions' rows (which every visitor buying the same sessions queues on)
    // stay locked briefly. The places are sold before the lines are written: a line's foreign key
    // share-locks its session, which would deadlock two orders each waiting to lock it for update.
    placed = await db().transaction(async (tx) => {
      // First, before any session is locked: a visitor past the unconfirmed cap or a budget of places kept
      // unpaid (mailbox, client address, mail domain) changes nothing, their cart is kept.
      if (payOnArrival) {
        const places = requests.reduce((sum, request) => sum + request.places, 0);
        const refusal = await reservationRefusal(tx, { email: customer.email, clientAddress: input.clientAddress ?? null, places, confirmByEmail }, now);
        if (refusal) throw new CheckoutProblem(refusal);
      }
      const orderId = await insertOrder(
        tx,
        {
          anonymousToken: input.anonymousToken,
          idempotencyKey: input.idempotencyKey,
          localeId: input.locale.id,
          customer,
          language: toLanguage(input.locale.locale),
          origin: input.origin,
          clientAddress: input.clientAddress ?? null,
          currency: input.locale.currency,
          // The amounts the visitor was shown. A gift card is recorded only once it is locked below: the
          // reference would share-lock its row now, and two orders would deadlock locking it for update.
          ...orderTotals(priced, priced.promo, null, gateway),
        },
        now,
      );
      if (!orderId) throw new AlreadyPlaced();
      const order = { id: orderId };
      if ((await sellPlaces(tx, requests, now)).length) throw new CheckoutProblem('SOLD_OUT');
      // Under the sessions' locks sellPlaces took, before this order's tickets exist: a reservation keeps
      // no more of a session than its park's share for unpaid reservations, however many visitors reserve.
      if (payOnArrival && (await reservationShareShort(tx, requests, reservationShare)).length) throw new CheckoutProblem('RESERVATION_SHARE_FULL');
      await insertOrderLines(
        tx,
        order.id,
        items.map((item, index) => ({ ...item, places: requests[index].places, discount: priced.lineDiscounts[index] })),
      );
      await takeOutOfCart(tx, items.map((item) => item.id));
      if (priced.promo && !(await usePromoCode(tx, priced.promo.id))) throw new CheckoutProblem('INVALID_CODE');

      let totals: Quote = priced;
      if (priced.giftCardBalance) {
        // The gift card's balance is read again under its lock: another order may have spent it meanwhile.
        const card = await findGiftCard(tx, input.locale.parkId!, priced.giftCardBalance.code, true);
        // Spent meanwhile by another order, or voided by staff (the lock makes either one seen): refuse
        // rather than charge the visitor more than they were shown.
        if (!card || card.voided || !canDebit(card.balance, priced.giftCard)) throw new CheckoutProblem('INVALID_CODE');
        totals = quote(items, priced.lineDiscounts, card.balance, gateway?.cardFeeBasisPoints ?? 0);
        await updateOrderTotals(tx, order.id, orderTotals(totals, priced.promo, card.id, gateway));
        await redeemGiftCard(tx, card.id, totals.giftCard, order.id);
      }

      if (totals.total === 0) {
        // Nothing to pay: no gateway, no payment; born paid, through the same transition as any payment.
        await transitionOrder(tx, order.id, 'paid', now);
        return { orderId: order.id, payment: null };
      }
      if (gateway!.type === 'Blank') {
        // Pay on arrival: no payment to start and nothing to collect, so no payment row and no provider
        // to ask. The places stay sold while the visitor confirms by email (or at once where the park
        // asks no confirmation); the reconciler's expiry releases them otherwise.
        await transitionOrder(tx, order.id, confirmByEmail ? 'awaiting_confirmation' : 'reserved', now);
        return { orderId: order.id, payment: null };
      }
      const payment = await createPayment(tx, { orderId: order.id, gatewayId: gateway!.id, amount: totals.total, currency: input.locale.currency });
      return { orderId: order.id, payment };
    });
  } catch (error) {
    if (error instanceof AlreadyPlaced) return resume((await findOrderByKey(db(), input.anonymousToken, input.idempotencyKey))!, input.origin);
    if (error instanceof CheckoutProblem) return { kind: 'problem', code: error.code };
    throw error;
  }
  // Again now the sale is committed: a calendar read while it was in flight may have kept the old count.
  placesChanged();
  return resume((await loadOrder(db(), { id: placed.orderId }))!, input.origin, placed.payment ?? undefined);
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
    gatewayId: totals.total > 0 ? gateway!.id : null,
  };
}

/** The order's current answer: paid, or the payment step the browser must take (started once). */
export async function resume(order: OrderRecord, origin: string, payment?: PaymentRow): Promise<OrderOutcome> {
  if (order.status === 'paid') return { kind: 'placed', order, action: null, outcome: order.total === 0 ? 'NOTHING_TO_PAY' : 'PAID' };
  // A reservation (pay on arrival): nothing to start, whatever the retries.
  if (order.status === 'awaiting_confirmation') return { kind: 'placed', order, action: null, outcome: 'AWAITING_CONFIRMATION' };
  if (order.status === 'reserved') return { kind: 'placed', order, action: null, outcome: 'RESERVED' };
  if (order.status !== 'awaiting_payment') return { kind: 'placed', order, action: null, outcome: 'ERROR' };
  const started = await startPayment(order, origin, payment);
  if (started.kind === 'error') return { kind: 'problem', code: 'PAYMENT_ERROR' };
  // Read again only when the provider was asked at once (a gateway the visitor takes no step for).
  const current = started.asked ? (await loadOrder(db(), { id: order.id }))! : order;
  return { kind: 'placed', order: current, action: started.action, outcome: current.status === 'paid' ? 'PAID' : 'NOT_PAID' };
}
