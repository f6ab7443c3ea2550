import type { CheckoutProblemCode } from '@/graphql/generated/enums';
import { parseAttribution } from '@/lib/domain/attribution';
import { conversionVisit } from '@/lib/domain/conversions';
import { todayIn } from '@/lib/domain/calendar';
import { participantsOf } from '@/lib/domain/cart';
import { customerSchema, type CustomerDetails, type MessageKey } from '@/lib/domain/customer';
import { validateForm } from '@/lib/domain/form-validation';
import { toLanguage } from '@/lib/domain/language';
import { isRetryOf } from '@/lib/domain/order-request';
import { groupDetailsSchema } from '@/lib/domain/group-booking';
import type { PaymentOutcome } from '@/lib/domain/order-status';
import { DEFAULT_RESERVATION_SHARE_PERCENT } from '@/lib/domain/reservation-budget';
import { checkoutRidersCheck, type CheckoutRider, type CheckoutRidersCheck } from '@/lib/domain/riders';
import { widgetChannel } from '@/lib/domain/widget';
import { getCatalogue, riderRequirementsOf } from '../activities';
import { getCart, takeOutOfCart } from '../carts';
import type { LocaleRecord } from '../locales';
import { findOrderByKey, loadOrder, placeOrder, type OrderRecord } from '../orders';
import { findGateway, startPayment, type BrowserAction } from '../payments';
import { db } from '../platform/db/client';
import { nameRidersAtCheckout } from '../riders';
import type { PaymentRow } from '../platform/db/schema';
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
  /** Riders the buyer names now (optional: they may be named later, on My booking or by their own links). */
  riders?: readonly CheckoutRider[];
  /**
   * The origin of the page the booking widget is embedded in, as the widget's checkout says it: recorded as
   * the order's channel only when the park lists that origin (lib/domain/widget.ts widgetChannel).
   */
  widgetOrigin?: string | null;
  /** A group booking's organiser details (lib/domain/group-booking.ts groupDetailsSchema): asked when the cart is a group. */
  group?: Record<string, unknown> | null;
  /** How the visitor arrived, as the browser kept it: checked here (lib/domain/attribution.ts parseAttribution). */
  attribution?: unknown;
  /** The request's Cookie header and user agent: the analytics providers' ids a server-side conversion joins (lib/domain/conversions.ts). */
  cookie?: string | null;
  userAgent?: string | null;
}

export type OrderOutcome =
  | { kind: 'placed'; order: OrderRecord; action: BrowserAction | null; outcome: PaymentOutcome }
  | { kind: 'problem'; code: CheckoutProblemCode; fields?: { field: string; message: MessageKey }[]; riders?: RidersRefused };

/** Riders named at checkout that the rides refuse: each with its limits, and each item's accompanying-adult rule. */
export type RidersRefused = Extract<CheckoutRidersCheck, { malformed: false }>;

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
  // A group booking names its organisation and invoice address, and pays its deposit online: never on arrival.
  const group = priced.group;
  const groupDetails = group ? await validateForm(groupDetailsSchema, input.group ?? {}) : null;
  if (groupDetails && !groupDetails.ok) return { kind: 'problem', code: 'INVALID_DETAILS', fields: groupDetails.fields };
  if (group && gateway?.type === 'Blank') return { kind: 'problem', code: 'UNSUPPORTED_PAYMENT' };
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
  // Riders named now must fit their rides before anything is sold.
  const riderItems = items.map((item, index) => {
    const activity = catalogue.activities.find((candidate) => candidate.id === item.activityId)!;
    const variations = catalogue.variationsByActivity.get(item.activityId) ?? [];
    return {
      itemId: item.id,
      activityId: item.activityId,
      sessionId: item.sessionId,
      requirements: riderRequirementsOf(activity),
      day: todayIn(input.locale.timeZone, item.startsAt),
      people: requests[index].places,
      tickets: item.tickets.map((ticket) => ({ ...ticket, participants: variations.find((v) => v.id === ticket.variationId)?.participants ?? 1 })),
    };
  });
  const riders = input.riders ?? [];
  const ridersChecked = checkoutRidersCheck(riderItems, riders);
  if (!ridersChecked.ok) return ridersChecked.malformed ? { kind: 'problem', code: 'INVALID_DETAILS', fields: [] } : { kind: 'problem', code: 'RIDER_REFUSED', riders: ridersChecked };
  // How the visit arrived, as its browser kept it: checked like any input, refused whole when it is not right.
  const arrival = input.attribution == null ? null : parseAttribution(input.attribution);
  if (arrival && !arrival.ok) return { kind: 'problem', code: 'INVALID_DETAILS', fields: [] };
  // The widget's word names the host page; only an origin the park lists is recorded as the widget's.
  const { channel, source: channelSource } = widgetChannel(input.widgetOrigin, input.locale.park?.widgetOrigins ?? []);
  const placed = await placeOrder(
    {
      placement: {
        channel,
        channelSource,
        attribution: arrival?.value ?? null,
        conversions: { settings: input.locale, visit: conversionVisit(input.cookie, input.userAgent) },
        anonymousToken: input.anonymousToken,
        idempotencyKey: input.idempotencyKey,
        localeId: input.locale.id,
        customer,
        language: toLanguage(input.locale.locale),
        origin: input.origin,
        clientAddress: input.clientAddress ?? null,
        currency: input.locale.currency,
      },
      parkId: input.locale.parkId,
      lines: items.map((item, index) => ({ ...item, places: requests[index].places, discount: priced.lineDiscounts[index] })),
      seats: requests,
      priced: { ...priced, giftCardCode: priced.giftCardBalance?.code ?? null },
      gateway,
      reservation: payOnArrival ? { confirmByEmail, sharePercent: reservationShare } : null,
      group:
        group && groupDetails?.ok
          ? {
              details: { ...groupDetails.values, people: group.people },
              terms: (due) => {
                const terms = group.termsFor(due);
                return { deposit: terms.deposit, balance: terms.balance, dueOn: terms.dueOn };
              },
            }
          : undefined,
      withSale: async (tx, orderId) => {
        await takeOutOfCart(tx, items.map((item) => item.id));
        await nameRidersAtCheckout(tx, orderId, riderItems, riders);
      },
    },
    now,
  );
  if (placed.kind === 'refused') return { kind: 'problem', code: placed.problem };
  if (placed.kind === 'alreadyPlaced') return resume((await findOrderByKey(db(), input.anonymousToken, input.idempotencyKey))!, input.origin);
  // A reservation comes back as the transaction last read it (placeOrder's `order`): read only what it did not.
  return resume(placed.order ?? (await loadOrder(db(), { id: placed.orderId }))!, input.origin, placed.payment ?? undefined);
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
