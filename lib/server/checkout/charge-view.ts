import { textIn, toLanguage } from '@/lib/domain/language';
import { myBookingPath } from '@/lib/domain/paths';
import { sessionStart, sessionWhen } from '@/lib/domain/time';
import { getCatalogue } from '../activities';
import type { GraphQLContext } from '../locales';
import {
  CHARGE_REASONS,
  loadOrder,
  orderActionsOf,
  signBookingLink,
  type ChargeRecord,
} from '../orders';
import { gatewayById, type ChargeCheck } from '../payments';
import { db } from '../platform/db/client';
import { paymentStep } from './payment-step';

/*
 * The page of a charge's payment link (issue #22), by its key: the booking, the tickets the move changed,
 * and what it costs more. Only this site's charges answer (another park's money and language are not
 * ours), exactly as a key that does not exist.
 *
 * Its "View your booking" leads to the booking's My booking page, signed when asked: the visitor who paid
 * sees the booking as it stands, the difference in its money. A charge's link goes only where the My
 * booking link already goes (the buyer's own mail about the move, which carries both, and My booking
 * itself: lib/server/orders/commands/order-update-mail.ts), never in the tickets' mail a group forwards
 * (lib/server/mail/booking-links.ts), so whoever holds this key already holds that one.
 */

/** A charge as the visitor's API gives it, or null when this site has no such charge. */
export async function chargeView(charge: ChargeRecord | null, ctx: GraphQLContext) {
  if (!charge) return null;
  const order = await loadOrder(db(), { id: charge.orderId });
  if (!order || order.localeId !== ctx.locale.id) return null;
  const [catalogue, actions, gateway] = await Promise.all([
    getCatalogue(),
    orderActionsOf(db(), order.id),
    charge.gatewayId ? gatewayById(charge.gatewayId) : Promise.resolve(null),
  ]);
  const language = toLanguage(ctx.locale.locale);
  const action = actions.find((candidate) => candidate.id === charge.actionId);
  const moved = (action?.detail.tickets as string[] | undefined) ?? [];
  const tickets = order.tickets
    .filter((ticket) => moved.includes(ticket.code))
    .map((ticket) => {
      const line = order.lines.find((l) => l.id === ticket.orderItemId)!;
      const activity = catalogue.activities.find((a) => a.id === line.activityId);
      const variation = catalogue.variationsByActivity.get(line.activityId)?.find((v) => v.id === ticket.variationId);
      const start = sessionStart(ticket.startsAt, ctx.locale);
      return {
        activityTitle: activity ? textIn(activity.texts, language).title : line.activityId,
        variationTitle: variation ? textIn(variation.texts, language).title : ticket.variationId,
        startsAt: start.startsAt,
        when: sessionWhen(start),
        previously: ticket.movedFromSessionId ? sessionWhen(sessionStart(line.startsAt, ctx.locale)) : null,
      };
    });
  return {
    token: charge.token,
    // A group's balance, however often a change owed it again (lib/server/orders/charges.ts CHARGE_REASONS); every other charge is a move's.
    kind: charge.reason === CHARGE_REASONS.groupBalance ? ('groupBalance' as const) : ('move' as const),
    status: charge.status,
    amount: { amount: charge.amount, currency: charge.currency },
    bookingId: order.bookingId,
    myBookingPath: myBookingPath(signBookingLink(order.id).token),
    payAtDesk: !charge.linkSent,
    gateway,
    tickets,
    paidAt: charge.paidAt?.toISOString() ?? null,
  };
}

/** What starting or confirming a charge's payment answers. */
export async function chargePayment(check: ChargeCheck, ctx: GraphQLContext) {
  const charge = await chargeView(check.charge, ctx);
  if (!charge) return { outcome: 'UNKNOWN' as const, charge: null, payment: null };
  return { outcome: check.outcome, charge, payment: await paymentStep(check.action ?? null) };
}
