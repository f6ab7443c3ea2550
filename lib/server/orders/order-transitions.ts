import { sql } from 'drizzle-orm';
import { canTransition, RESERVATION_CONFIRM_MINUTES, type OrderStatus } from '@/lib/domain/order-status';
import { mailsItsCustomer, type OrderChannel } from '@/lib/domain/order-channel';
import { lateMoneyFor } from '@/lib/domain/payment-recheck';
import { queuePaidConversions } from '../conversions';
import { issueGiftCard, restoreGiftCard, retakeGiftCard } from '../gift-cards';
import { releasePromoCode, usePromoCode } from '../promo-codes';
import { queueConfirmation } from './booking-confirmation';
import { randomToken } from '../platform/codes';
import { releaseOrderPlaces, resellOrderPlaces, restoreCart, type Executor } from './order-repository';
import { moveMoneyStatus } from './money-transitions';
import { loadOrder, moveAndLoadOrder, type OrderRecord, type OrderState } from './order-store';
import { queueReservationRequest } from './reservation-mail';
import { recordGroupBalance } from './group-balance';

/**
 * `order`: the order as it stands once changed, where the transition read it whole anyway (a reservation's
 * request or confirmation, after its last write to the order): the caller answers with it rather than
 * reading it again (docs/performance.md, "Booking under load").
 */
export type TransitionResult = { changed: boolean; status: OrderStatus; order?: OrderRecord };

export interface TransitionOptions {
  /**
   * Put a cancelled order's activities back in the visitor's cart (a payment they backed out of). Off
   * when staff cancel a reservation (issue #22): the visitor gave it up, and holding its places in a cart
   * would keep them from the next visitor.
   */
  restoreCart?: boolean;
  /**
   * The order as its insert answered, in the caller's transaction (placeOrder's): a row no other
   * transaction can see or lock yet, so it is not locked and read again.
   */
  inserted?: OrderState;
}

/**
 * What a paid order delivers, by its kind: a booking's confirmation and tickets, or a gift voucher.
 * Each runs inside the transaction that marks the order paid, so it happens once and only if the
 * payment is recorded. Neither module imports orders: each gets the order it fulfils.
 */
const FULFIL: Record<OrderRecord['kind'], (tx: Executor, order: OrderRecord) => Promise<void>> = {
  booking: queueConfirmation,
  gift: issueGiftCard,
};

/**
 * The only way an order's status changes, a new order paid in full by a code included: moves it to
 * `to` if the transition table (lib/domain/order-status.ts) allows it from where it is now, with
 * everything that goes with it, inside the caller's transaction. The order row is locked first, so of two concurrent
 * callers (a notification and the browser's return) exactly one makes the change.
 */
export async function transitionOrder(tx: Executor, orderId: string, to: OrderStatus, now: Date, options: TransitionOptions = {}): Promise<TransitionResult> {
  const order = options.inserted ?? (await lockOrderState(tx, orderId));
  if (order.status === to || !canTransition(order.status, to)) return { changed: false, status: order.status };

  if (to === 'paid') {
    // Late money: the order gave back its places, its promo use and its gift-card amount; take them all
    // again if they are still there, else refund (the card or the code may have been spent meanwhile).
    if (!order.placesSold && (await lateMoneyFor(await anyTicketCancelled(tx, orderId), () => retakeReleased(tx, orderId, order.promoCodeId, now))) === 'refund') {
      await setStatus(tx, orderId, 'refund_due');
      return { changed: true, status: 'refund_due' };
    }
    await moveMoneyStatus(tx, 'order', orderId, 'paid', { paid_at: now.toISOString() });
    // A group's deposit is paid: its balance is owed from now, as a charge with its link (./group-balance.ts).
    await recordGroupBalance(tx, orderId);
    // A reseller's booking is fulfilled by the reseller, with the codes it reads through OCTO: no mail.
    const paid = mailsItsCustomer(order.channel) ? await loadOrder(tx, { id: orderId }) : null;
    if (paid) {
      await FULFIL[paid.kind](tx, paid);
      // The purchase the server reports to the site's analytics accounts, if its visit noted any.
      await queuePaidConversions(tx, paid, now);
    }
    return { changed: true, status: 'paid' };
  }
  if (to === 'awaiting_confirmation') {
    // Pay on arrival, unconfirmed: the places stay sold (as for any unpaid order) until the deadline,
    // which the reconciler's expiry enforces like a payment window. The link's key goes by email only.
    const deadline = new Date(now.getTime() + RESERVATION_CONFIRM_MINUTES * 60_000);
    const requested = await moveAndLoadOrder(tx, orderId, 'awaiting_confirmation', { expires_at: deadline.toISOString(), reservation_token: randomToken() });
    await queueReservationRequest(tx, requested);
    return { changed: true, status: to, order: requested };
  }
  if (to === 'reserved') {
    // Kept for pay at the desk: nothing was paid (no paid_at; never revenue). The booking's email, with
    // its tickets, goes to an address the visitor has proven (or to the one given, where the park asks no
    // confirmation); it says what is due at reception.
    const reserved = await moveAndLoadOrder(tx, orderId, to);
    await FULFIL[reserved.kind](tx, reserved);
    return { changed: true, status: to, order: reserved };
  }
  if (to === 'refund_due') {
    await setStatus(tx, orderId, to);
    return { changed: true, status: to };
  }
  if (to === 'partially_cancelled' || to === 'refunded') {
    // Staff cancelled tickets of a paid order (lib/server/order-desk): the caller has released their
    // places and recorded the money going back (the gift card's share included), per ticket, in this
    // transaction. While some tickets stand the order keeps its promo use: they were bought with the
    // discount. Refunded, nothing of the order stands, so its use no longer counts against the code's
    // limit, as for an order that never completed; this transition happens once, so the use goes back once.
    await setStatus(tx, orderId, to);
    if (to === 'refunded' && order.promoCodeId) await releasePromoCode(tx, order.promoCodeId);
    return { changed: true, status: to };
  }
  // Not paid: give back the places, the promo use and the gift-card amount, and the cart.
  await setStatus(tx, orderId, to);
  await releaseOrderPlaces(tx, orderId);
  if (order.promoCodeId) await releasePromoCode(tx, order.promoCodeId);
  await restoreGiftCard(tx, orderId);
  // A reseller has no cart: its lapsed or cancelled hold's places go straight back on sale.
  if ((options.restoreCart ?? true) && order.channel !== 'reseller') await restoreCart(tx, orderId, now);
  return { changed: true, status: to };
}

/**
 * Sells the places again, counts the promo use again and debits the gift card again, all or nothing
 * (a savepoint inside the caller's transaction). Locks are taken in the order a new order takes them
 * (sessions, promo code, gift card), so the two can never deadlock.
 */
async function retakeReleased(tx: Executor, orderId: string, promoId: string | null, now: Date): Promise<boolean> {
  await tx.execute(sql`savepoint retake_released`);
  const retaken =
    (await resellOrderPlaces(tx, orderId, now)) && (!promoId || (await usePromoCode(tx, promoId))) && (await retakeGiftCard(tx, orderId));
  await tx.execute(retaken ? sql`release savepoint retake_released` : sql`rollback to savepoint retake_released`);
  return retaken;
}

/** Whether any ticket of the order was cancelled (by staff or the visitor): its lines' places are no longer all its own. */
async function anyTicketCancelled(tx: Executor, orderId: string): Promise<boolean> {
  const { rows } = await tx.execute<{ cancelled: boolean }>(sql`
    select exists (select 1 from tickets t join order_items i on i.id = t.order_item_id where i.order_id = ${orderId} and t.cancelled_at is not null) as cancelled`);
  return rows[0].cancelled;
}

async function lockOrderState(tx: Executor, orderId: string): Promise<OrderState> {
  const { rows } = await tx.execute<{ status: OrderStatus; places_sold: boolean; promo_code_id: string | null; channel: OrderChannel }>(
    sql`select status, places_sold, promo_code_id, channel from orders where id = ${orderId} for update`,
  );
  if (!rows[0]) throw new Error(`Order ${orderId} not found`);
  return { status: rows[0].status, placesSold: rows[0].places_sold, promoCodeId: rows[0].promo_code_id, channel: rows[0].channel };
}

const setStatus = (tx: Executor, orderId: string, status: OrderStatus) => moveMoneyStatus(tx, 'order', orderId, status);
