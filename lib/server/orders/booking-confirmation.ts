import { textIn, toLanguage } from '@/lib/domain/language';
import { bookingConfirmationPath } from '@/lib/domain/paths';
import { getCatalogue } from '../activities';
import { findLocaleById, mailSiteOf, type MailSite } from '../locales';
import { enqueueMail, type OrderEmailView } from '../mail';
import type { Executor } from './order-repository';
import type { OrderRecord } from './order-store';
import { ticketQrText } from './ticket-qr-text';

/**
 * A booking's fulfilment: once paid, its confirmation email with the tickets' QR codes (each its signed
 * code, ./signed-ticket-code.ts) goes into the outbox, in the transaction that marks it paid (./order-transitions.ts).
 */
export async function queueConfirmation(tx: Executor, order: OrderRecord): Promise<void> {
  const view = await orderEmailView(order, mailSiteOf(await findLocaleById(order.localeId), order.language));
  await enqueueMail(tx, { dedupeKey: `order-confirmation:${order.id}`, kind: 'order-confirmation', payload: view });
}

/** The confirmation email's content, in the order's language, with titles from the catalogue. */
export async function orderEmailView(order: OrderRecord, { parkName, timeZone, intlLocale }: MailSite): Promise<OrderEmailView> {
  const catalogue = await getCatalogue();
  const language = toLanguage(order.language);
  const activityTitle = (id: string) => {
    const activity = catalogue.activities.find((a) => a.id === id);
    return activity ? textIn(activity.texts, language).title : id;
  };
  const variation = (activityId: string, id: string) => catalogue.variationsByActivity.get(activityId)?.find((v) => v.id === id);
  return {
    orderId: order.id,
    bookingId: order.bookingId,
    language,
    parkName,
    timeZone,
    intlLocale,
    currency: order.currency,
    customer: { firstName: order.customer.firstName, lastName: order.customer.lastName, email: order.customer.email },
    confirmationUrl: `${order.origin}${bookingConfirmationPath(order.token)}`,
    lines: order.lines.map((line) => ({
      activityTitle: activityTitle(line.activityId),
      startsAt: line.startsAt.toISOString(),
      tickets: line.tickets.map((ticket) => {
        const found = variation(line.activityId, ticket.variationId);
        return { title: found ? textIn(found.texts, language).title : ticket.variationId, quantity: ticket.quantity, participants: found?.participants ?? 1 };
      }),
      addOns: line.addOns.map((choice) => {
        const addOn = catalogue.addOnsByActivity.get(line.activityId)?.find((a) => a.id === choice.addOnId);
        return { title: addOn ? textIn(addOn.texts, language).title : choice.addOnId, quantity: choice.quantity };
      }),
      upgradeTitle: (() => {
        const upgrade = catalogue.upgradesByActivity.get(line.activityId)?.find((u) => u.id === line.upgradeId);
        return upgrade ? textIn(upgrade.texts, language).title : null;
      })(),
      total: line.total,
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    giftCard: order.giftCardAmount,
    cardFee: order.cardFee,
    total: order.total,
    dueOnArrival: order.dueOnArrival,
    tickets: order.tickets.map((ticket) => {
      const line = order.lines.find((l) => l.id === ticket.orderItemId)!;
      const found = variation(line.activityId, ticket.variationId);
      return {
        code: ticket.code,
        // What the QR code carries: the code signed, so the gate refuses a made-up one before any database work.
        qrText: ticketQrText(ticket.code),
        activityTitle: activityTitle(line.activityId),
        variationTitle: found ? textIn(found.texts, language).title : ticket.variationId,
        startsAt: line.startsAt.toISOString(),
      };
    }),
  };
}
