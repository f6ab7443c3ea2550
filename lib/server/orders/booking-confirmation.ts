import { textIn, toLanguage } from '@/lib/domain/language';
import { lineParts } from '@/lib/domain/order-line-parts';
import { bookingConfirmationPath } from '@/lib/domain/paths';
import { getCatalogue } from '../activities';
import { findLocaleById, mailSiteOf, type MailSite } from '../locales';
import { sql } from 'drizzle-orm';
import { enqueueMail, enqueueMailWith, type BookingMailHeader, type QueuedMail, type BookingMailLinks, type BookingTicketsEmailView, type OrderEmailView } from '../mail';
import type { AddOnChoice, TicketChoice } from '../platform/db/schema';
import type { Executor } from './order-repository';
import type { OrderRecord } from './order-store';
import { bookingMailLinks } from './booking-link';
import { ticketQrText, ticketTypedText } from './ticket-qr-text';
import { walletPassUrls } from './wallet-pass-link';
import { walletsOffered } from '@/lib/domain/wallet';
import { env } from '../platform/config';

/**
 * A booking's fulfilment: once paid, its confirmation and its tickets' QR codes (each its signed code,
 * ./signed-ticket-code.ts) go into the outbox, in the transaction that marks it paid (./order-transitions.ts).
 */
export async function queueConfirmation(tx: Executor, order: OrderRecord): Promise<void> {
  const site = mailSiteOf(await findLocaleById(order.localeId), order.language);
  await queueBookingMails(tx, order, site, await orderEmailView(order, site), order.id);
  await tellOfClosedSessions(tx, order, site);
}

/**
 * The confirmation, and its tickets in a message of their own, both keyed by `key` (the order, or the
 * staff action that resends them). A group's organiser forwards the tickets to the riders, so they go
 * without the confirmation's money and My booking link, which can cancel the whole booking and send its
 * money elsewhere (lib/server/mail/booking-tickets.ts). The tickets go only with a confirmation queued now:
 * one queued before they went apart, whose key is taken, drew them itself.
 */
export async function queueBookingMails(tx: Executor, order: OrderRecord, site: MailSite, view: OrderEmailView, key: string): Promise<void> {
  const apart = view.tickets.length > 0;
  const confirmation = { dedupeKey: `order-confirmation:${key}`, kind: 'order-confirmation' as const, payload: { ...view, tickets: [], ...(apart ? { ticketsApart: true } : {}) } };
  if (apart) await enqueueMailWith(tx, confirmation, ticketsMail(order, site, view, view.tickets, `booking-tickets:${key}`));
  else await enqueueMail(tx, confirmation);
}

/** Tickets in a message of their own, to the buyer, to forward (`reissued`: a reschedule's new codes). */
export function ticketsMail(
  order: OrderRecord,
  site: MailSite,
  booking: Pick<BookingTicketsEmailView, 'orderId' | 'bookingId' | 'language' | 'intlLocale' | 'parkName' | 'timeZone' | 'customer'>,
  tickets: BookingTicketsEmailView['tickets'],
  dedupeKey: string,
  reissued = false,
): QueuedMail<'booking-tickets'> {
  const { orderId, bookingId, language, intlLocale, parkName, timeZone, customer } = booking;
  return {
    dedupeKey,
    kind: 'booking-tickets',
    payload: { orderId, bookingId, language, intlLocale, parkName, timeZone, customer, ...(reissued ? { reissued } : {}), tickets: withWalletLinks(order, site, tickets) },
  };
}

/**
 * Each ticket with its wallet passes' links, when the order's park offers a wallet on this server: signed
 * now, as the mail's other links are (the outbox keeps the view), each opening its own ticket's pass. The
 * order as the caller's transaction reads it holds every ticket's id, so no statement is needed.
 */
function withWalletLinks(order: OrderRecord, site: MailSite, tickets: BookingTicketsEmailView['tickets']): BookingTicketsEmailView['tickets'] {
  if (!tickets.length) return tickets;
  const offered = walletsOffered(site.walletSettings, process.env);
  if (!offered.apple && !offered.google) return tickets;
  const demo = env().demo;
  return tickets.map((ticket) => {
    const issued = order.tickets.find((candidate) => candidate.code === ticket.code);
    return issued ? { ...ticket, wallet: { ...walletPassUrls(order.origin, { id: issued.id, code: issued.code, startsAt: new Date(ticket.startsAt) }, offered), ...(demo ? { demo } : {}) } } : ticket;
  });
}

/**
 * What every mail about a booking starts with: whose booking, in which language and park, and its links
 * (its confirmation page; My booking's, signed now: the outbox stores the view, and a retry sends the same
 * link).
 */
export function bookingMailHeader(order: OrderRecord, { parkName, timeZone, intlLocale }: MailSite): BookingMailHeader & BookingMailLinks & { confirmationUrl: string } {
  return {
    orderId: order.id,
    bookingId: order.bookingId,
    language: toLanguage(order.language),
    intlLocale,
    parkName,
    timeZone,
    customer: { firstName: order.customer.firstName, lastName: order.customer.lastName, email: order.customer.email },
    confirmationUrl: `${order.origin}${bookingConfirmationPath(order.token)}`,
    ...bookingMailLinks(order),
  };
}

/**
 * An order that stands only now (paid after its session was closed, a reservation confirmed since, issue
 * #23) was not among the bookings the closure told: its visitor is told now, with the confirmation, that
 * the session is closed and why. Unless this order was already told of that closure.
 */
async function tellOfClosedSessions(tx: Executor, order: OrderRecord, site: MailSite): Promise<void> {
  const standing = order.tickets.filter((ticket) => !ticket.cancelledAt);
  const closed = order.closedSessions;
  if (!closed.length) return;
  const since = new Date(Math.min(...closed.map((session) => session.closedAt.getTime())));
  const told = await tx.execute(sql`
    select 1 from outbox where kind = 'session-closure' and payload->>'orderId' = ${order.id} and payload->>'change' = 'closed'
      and created_at >= ${since.toISOString()} limit 1`);
  if (told.rows.length) return;
  const catalogue = await getCatalogue();
  const language = toLanguage(order.language);
  await enqueueMail(tx, {
    dedupeKey: `session-closure:fulfilled:${order.id}:${since.getTime()}`,
    kind: 'session-closure',
    payload: {
      ...bookingMailHeader(order, site),
      change: 'closed',
      reason: closed[0].reason,
      sessions: closed.map((session) => {
        const tickets = standing.filter((ticket) => ticket.sessionId === session.id);
        const line = order.lines.find((candidate) => candidate.id === tickets[0].orderItemId);
        const activity = catalogue.activities.find((candidate) => candidate.id === line?.activityId);
        return { activityTitle: activity ? textIn(activity.texts, language).title : '', startsAt: tickets[0].startsAt.toISOString(), tickets: tickets.length };
      }),
    },
  });
}

/**
 * The confirmation email's content, in the order's language, with titles from the catalogue. Its tickets
 * are those that stand (staff may have cancelled some, issue #22), each at the session it admits to now,
 * and its lines say where they are: a line whose tickets all stand where they were bought shows as
 * bought, with its total; the tickets staff moved or left show by session, without a line total (what
 * changed in money is in `refunded`, given by the caller).
 */
export async function orderEmailView(order: OrderRecord, site: MailSite, refunded = 0): Promise<OrderEmailView> {
  const catalogue = await getCatalogue();
  const language = toLanguage(order.language);
  const activityTitle = (id: string) => {
    const activity = catalogue.activities.find((a) => a.id === id);
    return activity ? textIn(activity.texts, language).title : id;
  };
  const variation = (activityId: string, id: string) => catalogue.variationsByActivity.get(activityId)?.find((v) => v.id === id);
  return {
    ...bookingMailHeader(order, site),
    currency: order.currency,
    lines: standingLines(order).map(({ line, startsAt, tickets, whole, first }) => ({
      activityTitle: activityTitle(line.activityId),
      startsAt: startsAt.toISOString(),
      tickets: tickets.map((ticket) => {
        const found = variation(line.activityId, ticket.variationId);
        return { title: found ? textIn(found.texts, language).title : ticket.variationId, quantity: ticket.quantity, participants: found?.participants ?? 1 };
      }),
      addOns: first
        ? line.addOns.map((choice) => {
            const addOn = catalogue.addOnsByActivity.get(line.activityId)?.find((a) => a.id === choice.addOnId);
            return { title: addOn ? textIn(addOn.texts, language).title : choice.addOnId, quantity: choice.quantity };
          })
        : [],
      upgradeTitle: (() => {
        const upgrade = catalogue.upgradesByActivity.get(line.activityId)?.find((u) => u.id === line.upgradeId);
        return upgrade ? textIn(upgrade.texts, language).title : null;
      })(),
      total: whole ? line.total : null,
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    giftCard: order.giftCardAmount,
    cardFee: order.cardFee,
    total: order.total,
    dueOnArrival: order.dueOnArrival,
    ...(refunded > 0 ? { refunded } : {}),
    tickets: order.tickets
      .filter((ticket) => !ticket.cancelledAt)
      .map((ticket) => {
        const line = order.lines.find((l) => l.id === ticket.orderItemId)!;
        const found = variation(line.activityId, ticket.variationId);
        return {
          code: ticket.code,
          // What the QR code carries: the code signed, so the gate refuses a made-up one before any database work.
          qrText: ticketQrText(ticket.code),
          typedText: ticketTypedText(ticket.code),
          activityTitle: activityTitle(line.activityId),
          variationTitle: found ? textIn(found.texts, language).title : ticket.variationId,
          startsAt: ticket.startsAt.toISOString(),
        };
      }),
  };
}

/** The order's lines as its standing tickets make them now, for the email: cancelled tickets are left out. */
function standingLines(order: OrderRecord) {
  return lineParts(order.lines, order.tickets).filter((part) => !part.cancelled);
}

/** A part of an order's line, as the booking's page shows it (Order.lineParts). */
export interface OrderLinePartRecord {
  id: string;
  activityId: string;
  sessionId: string;
  startsAt: Date;
  tickets: TicketChoice[];
  addOns: AddOnChoice[];
  upgradeId: string | null;
  /** The line's total, when the part is the whole line as bought. */
  total: number | null;
  cancelled: boolean;
}

/** The order's lines cut by where their tickets stand now, cancelled ones marked (lib/domain/order-line-parts.ts). */
export function orderLineParts(order: OrderRecord): OrderLinePartRecord[] {
  return lineParts(order.lines, order.tickets).map((part) => ({
    id: `${part.line.id}:${part.sessionId}${part.cancelled ? ':cancelled' : ''}`,
    activityId: part.line.activityId,
    sessionId: part.sessionId,
    startsAt: part.startsAt,
    tickets: part.tickets,
    addOns: part.first ? part.line.addOns : [],
    upgradeId: part.line.upgradeId,
    total: part.whole ? part.line.total : null,
    cancelled: part.cancelled,
  }));
}
