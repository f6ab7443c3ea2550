import type { Resolvers } from '@/graphql/generated/resolvers';
import { textIn, toLanguage } from '@/lib/domain/language';
import { maskEmail } from '@/lib/domain/masking';
import { confirmationState } from '@/lib/domain/order-status';
import { BOOKING_CONFIRMATION_ROUTE, GIFT_CONFIRMATION_ROUTE, orderConfirmationPath } from '@/lib/domain/paths';
import { lineResolvers } from '../carts';
import { visitor, type GraphQLContext } from '../locales';
import {
  confirmReservation,
  findChargeByToken,
  loadOrder,
  orderLineParts,
} from '../orders';
import { cancelPayment, confirmChargePayment, confirmPayment, findGateway, listGateways, startChargePayment } from '../payments';
import { db } from '../platform/db/client';
import { groupProblemView, riderDetailsOf, riderProblemView } from '../riders';
import { chargePayment, chargeView } from './charge-view';
import { priceCheckout } from './checkout-service';
import { paymentStep } from './payment-step';
import { createAndCompleteOrder, type OrderOutcome } from './order-service';
import { answeredFieldProblems } from '@/lib/domain/form-validation';

const money = (amount: number, { locale }: GraphQLContext) => ({ amount, currency: locale.currency });

/**
 * Orders found by the confirmation cookie (getBookingConfirmation), for a page that runs third-party
 * scripts: they answer without their token and with the email masked (lib/server/locales/confirmation-cookie.ts).
 */
const sealed = new WeakSet<object>();

/** A booking's lookup as its confirmation shows it: a problem, or the order. */
async function bookingLookup(token: string | undefined, ctx: GraphQLContext) {
  const order = token && token.length <= 64 ? await loadOrder(db(), { token }) : null;
  if (!order || order.localeId !== ctx.locale.id) return { __typename: 'OrderProblem' as const, code: 'NOT_FOUND' as const };
  if (!order.lines.length || order.kind !== 'booking') return { __typename: 'OrderProblem' as const, code: 'NO_ACTIVITIES' as const };
  // A pay-on-arrival reservation shows too: its page says what the visitor must do (confirm, or pay on
  // the day). A booking staff changed or cancelled (issue #22) shows as it stands: the update mail links here.
  const everyTicketCancelled = order.tickets.length > 0 && order.tickets.every((ticket) => ticket.cancelledAt);
  if (!confirmationState(order.status, everyTicketCancelled)) return { __typename: 'OrderProblem' as const, code: 'NOT_COMPLETE' as const };
  return { __typename: 'Order' as const, ...order };
}

/** What placing an order (a booking or a gift purchase) answers: a problem to show, or the order and its payment step. */
export async function orderOutcome(result: OrderOutcome) {
  if (result.kind === 'problem') {
    return {
      __typename: 'CheckoutProblem' as const,
      code: result.code,
      fields: answeredFieldProblems(result.fields),
      riders: (result.riders?.riders ?? []).map(({ itemId, person, problems }) => ({ cartItemId: itemId, person, problems: problems.map(riderProblemView) })),
      riderGroups: (result.riders?.groups ?? []).map(({ itemId, problems }) => ({ cartItemId: itemId, problems: problems.map(groupProblemView) })),
    };
  }
  return { __typename: 'OrderPlaced' as const, order: result.order, payment: await paymentStep(result.action), outcome: result.outcome };
}


export const checkoutResolvers: Resolvers = {
  Query: {
    getCheckout: async (_parent, { code, gatewayId }, ctx) => {
      const gateway = gatewayId ? await findGateway(ctx.locale.id, gatewayId) : null;
      return priceCheckout(ctx.locale, ctx, code ?? null, gateway);
    },
    getOrder: (_parent, { token }, ctx) => bookingLookup(token, ctx),
    getBookingConfirmation: async (_parent, _args, ctx) => {
      const result = await bookingLookup(ctx.confirmations?.booking, ctx);
      if (result.__typename === 'Order') sealed.add(result);
      return result;
    },
    getCharge: async (_parent, { token }, ctx) => chargeView(await findChargeByToken(token), ctx),
  },
  Mutation: {
    createAndCompleteOrder: async (_parent, { input }, ctx) => {
      const result = await createAndCompleteOrder({
        anonymousToken: visitor(ctx),
        clientAddress: ctx.clientAddress,
        locale: ctx.locale,
        origin: ctx.origin,
        idempotencyKey: input.idempotencyKey.slice(0, 100),
        customer: { ...input.customer },
        code: input.code ?? null,
        gatewayId: input.gatewayId ?? null,
        acceptTerms: input.acceptTerms,
        // More than CHECKOUT_RIDERS_MAX are refused by lib/domain/riders.ts checkoutRidersCheck; the 64 kB
        // body limit (lib/server/platform/http/body.ts) bounds what is mapped here.
        riders: input.riders?.map(({ cartItemId, person, rider }) => ({ itemId: cartItemId, person, details: riderDetailsOf(rider) })),
        // An origin is short: anything longer is none, and is not read further.
        widgetOrigin: input.widgetOrigin && input.widgetOrigin.length <= 300 ? input.widgetOrigin : null,
        attribution: input.attribution ?? null,
        group: input.group ? { ...input.group } : null,
        cookie: ctx.cookie,
        userAgent: ctx.userAgent,
      });
      return orderOutcome(result);
    },
    confirmPayment: (_parent, { token }) => confirmPayment(token),
    cancelPayment: (_parent, { token }) => cancelPayment(token),
    confirmReservation: async (_parent, { token }, ctx) => {
      const result = await confirmReservation(token);
      // Another locale's reservation is not this site's to show (its money and language are not ours).
      return { status: result.status, order: result.order && result.order.localeId === ctx.locale.id ? result.order : null };
    },
    // Another site's charge answers as no charge (chargeView), and is neither started nor checked from here.
    startChargePayment: async (_parent, { token }, ctx) =>
      (await chargeView(await findChargeByToken(token), ctx)) ? chargePayment(await startChargePayment(token, ctx.origin), ctx) : chargePayment({ outcome: 'UNKNOWN', charge: null }, ctx),
    confirmChargePayment: async (_parent, { token }, ctx) =>
      (await chargeView(await findChargeByToken(token), ctx)) ? chargePayment(await confirmChargePayment(token), ctx) : chargePayment({ outcome: 'UNKNOWN', charge: null }, ctx),
  },
  Checkout: {
    gateways: (_checkout, _args, ctx) => listGateways(ctx.locale.id),
    code: (checkout) => checkout.code,
    subtotal: (checkout, _args, ctx) => money(checkout.subtotal, ctx),
    discount: (checkout, _args, ctx) => money(checkout.discount, ctx),
    giftCard: (checkout, _args, ctx) => money(checkout.giftCard, ctx),
    cardFee: (checkout, _args, ctx) => money(checkout.cardFee, ctx),
    total: (checkout, _args, ctx) => money(checkout.total, ctx),
    group: (checkout, _args, ctx) =>
      checkout.group ? { people: checkout.group.people, deposit: money(checkout.group.deposit, ctx), balance: money(checkout.group.balance, ctx), dueOn: checkout.group.dueOn } : null,
  },
  PaymentGateway: {
    // What the default resolver would answer, spelt out so that tsc checks every stored gateway type
    // against the enum PaymentGatewayType (a value outside it would fail the whole query).
    type: (gateway) => gateway.type,
    title: (gateway, _args, { locale }) => textIn(gateway.texts, toLanguage(locale.locale)).title,
    description: (gateway, _args, { locale }) => textIn(gateway.texts, toLanguage(locale.locale)).description,
    cardFeePercent: (gateway) => gateway.cardFeeBasisPoints / 100,
  },
  Order: {
    // As PaymentGateway.type: tsc checks the stored kinds against the enum OrderKind.
    kind: (order) => order.kind,
    token: (order) => (sealed.has(order) ? '' : order.token),
    confirmationPath: (order) =>
      sealed.has(order) ? (order.kind === 'gift' ? GIFT_CONFIRMATION_ROUTE : BOOKING_CONFIRMATION_ROUTE) : orderConfirmationPath(order.kind, order.token),
    email: (order) => (sealed.has(order) ? maskEmail(order.customer.email) : order.customer.email),
    firstName: (order) => order.customer.firstName,
    lastName: (order) => (sealed.has(order) ? '' : order.customer.lastName),
    subtotal: (order, _args, ctx) => money(order.subtotal, ctx),
    discount: (order, _args, ctx) => money(order.discount, ctx),
    giftCard: (order, _args, ctx) => money(order.giftCardAmount, ctx),
    cardFee: (order, _args, ctx) => money(order.cardFee, ctx),
    total: (order, _args, ctx) => money(order.total, ctx),
    dueOnArrival: (order, _args, ctx) => (order.dueOnArrival > 0 ? money(order.dueOnArrival, ctx) : null),
    placedByThisVisitor: (order, _args, ctx) => !!ctx.anonymousToken && ctx.anonymousToken === order.anonymousToken,
    lineParts: (order) => orderLineParts(order),
  },
  OrderLine: {
    ...lineResolvers,
    total: (line, _args, ctx) => money(line.total, ctx),
  },
  OrderLinePart: {
    ...lineResolvers,
    total: (part, _args, ctx) => (part.total === null ? null : money(part.total, ctx)),
  },
};
