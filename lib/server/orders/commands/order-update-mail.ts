import { toLanguage } from '@/lib/domain/language';
import { mailsItsCustomer } from '@/lib/domain/order-channel';
import { findLocaleById, mailSiteOf } from '../../locales';
import { enqueueMail, enqueueMailWith, type OrderUpdateEmailView } from '../../mail';
import { bookingMailHeader, orderEmailView, queueBookingMails, ticketsMail } from '../booking-confirmation';
import { catalogueTitles } from '../catalogue-titles';
import { refundedAmount } from '../money-records';
import type { Executor } from '../order-repository';
import type { OrderRecord } from '../order-store';
import { ticketQrText, ticketTypedText } from '../ticket-qr-text';

/*
 * What the visitor is told of an action on their order (a member's or their own), in the order's language, queued in the action's
 * transaction (the outbox): the confirmation again, or the change. Each message's dedupe key names the
 * action, so an action mails once however often it is retried, and two actions mail twice.
 */

/** The booking's confirmation again, and its tickets: the standing ones at their sessions now, and what was given back. */
export async function queueConfirmationAgain(tx: Executor, order: OrderRecord, actionId: string): Promise<void> {
  if (!mailsItsCustomer(order.channel)) return;
  const site = mailSiteOf(await findLocaleById(order.localeId), order.language);
  await queueBookingMails(tx, order, site, await orderEmailView(order, site, await refundedAmount(tx, order.id)), `${order.id}:${actionId}`);
}

export type UpdateChange = Pick<OrderUpdateEmailView, 'change' | 'ticketsLeft' | 'refund' | 'giftCardReturned' | 'chargeRefunded' | 'payment' | 'charge'> & {
  /** The tickets concerned (codes), and for a move where they were before. */
  codes: string[];
  previousStartsAt?: Map<string, Date>;
  /** The tickets were issued new codes (a visitor's reschedule): their QR codes go to the visitor too. */
  newCodes?: boolean;
};

/** The change, told to the visitor. `order` is the order after the change (tickets at their new sessions). */
export async function queueOrderUpdate(tx: Executor, order: OrderRecord, actionId: string, change: UpdateChange): Promise<void> {
  // A reseller's customer hears from the reseller, which reads the change through OCTO (lib/domain/order-channel.ts).
  if (!mailsItsCustomer(order.channel)) return;
  const locale = await findLocaleById(order.localeId);
  const site = mailSiteOf(locale, order.language);
  const language = toLanguage(order.language);
  const titles = await catalogueTitles(language);
  const tickets = order.tickets
    .filter((ticket) => change.codes.includes(ticket.code))
    .map((ticket) => {
      const line = order.lines.find((l) => l.id === ticket.orderItemId)!;
      const before = change.previousStartsAt?.get(ticket.code);
      return {
        code: ticket.code,
        activityTitle: titles.activity(line.activityId),
        variationTitle: titles.variation(line.activityId, ticket.variationId),
        startsAt: ticket.startsAt.toISOString(),
        ...(before ? { previousStartsAt: before.toISOString() } : {}),
      };
    });
  const view: OrderUpdateEmailView = {
    ...bookingMailHeader(order, site),
    currency: order.currency,
    change: change.change,
    tickets,
    ticketsLeft: change.ticketsLeft,
    ...(change.refund ? { refund: change.refund } : {}),
    ...(change.giftCardReturned ? { giftCardReturned: change.giftCardReturned } : {}),
    ...(change.chargeRefunded ? { chargeRefunded: change.chargeRefunded } : {}),
    ...(change.payment ? { payment: change.payment } : {}),
    ...(change.charge ? { charge: change.charge } : {}),
    ...(change.newCodes ? { ticketsApart: true } : {}),
  };
  const update = { dedupeKey: `order-update:${order.id}:${actionId}`, kind: 'order-update' as const, payload: view };
  if (!change.newCodes) {
    await enqueueMail(tx, update);
    return;
  }
  // New codes go in a message of their own, to forward: this one has the money and the manage link.
  const fresh = tickets.map(({ code, activityTitle, variationTitle, startsAt }) => ({ code, qrText: ticketQrText(code), typedText: ticketTypedText(code), activityTitle, variationTitle, startsAt }));
  await enqueueMailWith(tx, update, ticketsMail(order, site, view, fresh, `booking-tickets:${order.id}:${actionId}`, true));
}
