import { ALTERABLE_STATUSES, confirmationState } from '@/lib/domain/order-status';
import { cancelWindow, rescheduleWindow, type ChangeWindow, type SelfServicePolicy } from '@/lib/domain/self-service';
import { getCatalogue } from '../activities';
import { checkedInPeople } from '../check-in';
import { findLocaleById, type GraphQLContext, type LocaleRecord, type ParkRecord } from '../locales';
import { loadOrder, verifyBookingLink, type OrderRecord } from '../orders';
import { db } from '../platform/db/client';
import { closedSessionsAmong } from '../sessions';
import type { ParkView } from '../staff';

/*
 * A visitor's booking as their My booking page reads it (issue #24): the order a signed link names, on
 * any site of its park (the link may be opened on the park's other language), with the park's policy and
 * each ticket's state (checked in, its session closed) from which what the visitor may change is worked
 * out (lib/domain/self-service.ts). The actions read it again under the order's lock.
 */

export interface MyBookingSource {
  order: OrderRecord;
  park: ParkView;
  /** The site the order was placed on: its address, and its park's policy. */
  site: LocaleRecord;
  policy: SelfServicePolicy;
  linkExpiresAt: Date;
}

/** What the API's MyBooking resolves from: the source, and the link it was opened with (for the download paths). */
export type MyBookingParent = MyBookingSource & { token: string };

/** One session of the booking (where standing tickets admit), for the page and its calendar links. */
export interface MyBookingSessionParent {
  sessionId: string;
  startsAt: Date;
  activityId: string;
  googleCalendarUrl: string;
}

export type MyBookingOpening = { ok: true; source: MyBookingSource } | { ok: false; code: 'NOT_FOUND' | 'LINK_EXPIRED' };

/** The park's self-service policy as stored (parks' columns; lib/server/platform/db/schema.ts). */
export const policyOf = (park: ParkRecord | null): SelfServicePolicy => ({
  rescheduleHoursBefore: park?.rescheduleHoursBefore ?? null,
  cancelHoursBefore: park?.cancelHoursBefore ?? null,
  cancelRefundTo: park?.cancelRefundTo ?? 'original',
  giftCardBonusPercent: park?.giftCardBonusPercent ?? 0,
  cheaperDifferenceTo: park?.cheaperDifferenceTo ?? 'original',
});

/**
 * The booking a link opens on the requesting site, or why not. A forged link and another park's booking
 * read the same (NOT_FOUND); an expired one of ours says so, so the page can offer a new link.
 */
export async function openMyBooking(token: string, ctx: Pick<GraphQLContext, 'locale'>, now = new Date()): Promise<MyBookingOpening> {
  const link = verifyBookingLink(token, now);
  if (!link) return { ok: false, code: verifyBookingLink(token, new Date(0)) ? 'LINK_EXPIRED' : 'NOT_FOUND' };
  const order = await loadOrder(db(), { id: link.orderId });
  if (!order || order.kind !== 'booking' || !order.lines.length) return { ok: false, code: 'NOT_FOUND' };
  const site = await findLocaleById(order.localeId);
  if (!site?.park || site.parkId !== ctx.locale.parkId) return { ok: false, code: 'NOT_FOUND' };
  // Only a booking that was completed (paid, reserved, or since cancelled) has a page: a draft or an unpaid one has none.
  const ended = order.tickets.length > 0 && order.tickets.every((ticket) => ticket.cancelledAt);
  if (!confirmationState(order.status, ended)) return { ok: false, code: 'NOT_FOUND' };
  return {
    ok: true,
    source: { order, park: { id: site.park.id, name: site.park.name, timeZone: site.timeZone }, site, policy: policyOf(site.park), linkExpiresAt: link.expiresAt },
  };
}

export interface MyTicketState {
  code: string;
  orderItemId: string;
  activityId: string;
  variationId: string;
  people: number;
  sessionId: string;
  startsAt: Date;
  cancelled: boolean;
  checkedIn: boolean;
  closed: boolean;
  reschedule: ChangeWindow;
  cancel: ChangeWindow;
}

/** Every ticket of the booking with what the visitor may do with it now; standing ones first, by time. */
export async function ticketStates(source: Pick<MyBookingSource, 'order' | 'policy'>, now = new Date()): Promise<MyTicketState[]> {
  const { order, policy } = source;
  const [catalogue, checkIns, closed] = await Promise.all([
    getCatalogue(),
    checkedInPeople.byTicketCode(order.tickets.map((ticket) => ticket.code)),
    closedSessionsAmong(db(), [...new Set(order.tickets.map((ticket) => ticket.sessionId))]),
  ]);
  const closedIds = new Set(closed.map((session) => session.id));
  const alterable = ALTERABLE_STATUSES.includes(order.status);
  return order.tickets
    .map((ticket) => {
      const line = order.lines.find((l) => l.id === ticket.orderItemId)!;
      const variation = catalogue.variationsByActivity.get(line.activityId)?.find((v) => v.id === ticket.variationId);
      const state = {
        startsAt: ticket.startsAt,
        closed: closedIds.has(ticket.sessionId),
        checkedIn: (checkIns.get(ticket.code)?.length ?? 0) > 0,
        // A booking no longer alterable (refunded whole, say) has nothing left to change.
        cancelled: Boolean(ticket.cancelledAt) || !alterable,
        chargeDue: order.chargesDue > 0,
      };
      return {
        code: ticket.code,
        orderItemId: ticket.orderItemId,
        activityId: line.activityId,
        variationId: ticket.variationId,
        people: variation?.participants ?? 1,
        sessionId: ticket.sessionId,
        ...state,
        cancelled: Boolean(ticket.cancelledAt),
        reschedule: rescheduleWindow(policy, state, now),
        cancel: cancelWindow(policy, state, now),
      };
    })
    .sort((a, b) => Number(a.cancelled) - Number(b.cancelled) || a.startsAt.getTime() - b.startsAt.getTime() || a.code.localeCompare(b.code));
}
