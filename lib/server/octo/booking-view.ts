import { utcDateTime } from '@/lib/domain/octo';
import { bookingStatus, contactView, refundKind, type OctoBookingStatus } from '@/lib/domain/octo-booking';
import { pricingOf, totalPricing } from '@/lib/domain/octo-pricing';
import { checkedInPeople } from '../check-in';
import { loadOrder, refundsOfOrder, ticketQrText, type OrderRecord } from '../orders';
import { db } from '../platform/db/client';
import type { OctoBookingRow, OctoUnitItemRow } from '../platform/db/schema';
import { sessionsWithPlaces, startTimesOf } from '../sessions';
import { availabilityView } from './availability';
import type { OctoContext } from './octo-context';
import { bookedProduct, optionView, productView, unitView } from './products';

/*
 * A reseller's booking as OCTO answers it, read from its order (lib/server/orders) and what OCTO keeps of
 * it (octo_bookings): its status, product, option and session, its contact, and a unit item per ticket
 * with the ticket's QR text (the gate's signed code) once confirmed, as the ticket and in the booking's
 * voucher. A ticket the gate checked in is REDEEMED, with when.
 */

/** Delivered as one ticket per unit (each its QR code) and as a voucher listing them all. */
const DELIVERY_METHODS = ['TICKET', 'VOUCHER'];

const ticketOf = (qrTexts: readonly string[], redeemedAt: Date | null) => ({
  redemptionMethod: 'DIGITAL',
  utcRedeemedAt: redeemedAt ? utcDateTime(redeemedAt) : null,
  deliveryOptions: qrTexts.map((text) => ({ deliveryFormat: 'QRCODE', deliveryValue: text })),
});

/** The earliest check-in still standing of each ticket code (a group's first person through the gate). */
async function redemptions(order: OrderRecord): Promise<Map<string, Date>> {
  const byCode = await checkedInPeople.byTicketCode(order.tickets.map((ticket) => ticket.code));
  return new Map([...byCode].filter(([, checkIns]) => checkIns.length).map(([code, checkIns]) => [code, checkIns[checkIns.length - 1].at]));
}

/** The booking's status now, from its order and its tickets' check-ins. */
export async function statusOf(row: OctoBookingRow, order: OrderRecord, now: Date): Promise<OctoBookingStatus> {
  const redeemed = await redemptions(order);
  const standing = order.tickets.filter((ticket) => !ticket.cancelledAt);
  return bookingStatus(
    { orderStatus: order.status, expiresAt: order.expiresAt, cancelledAt: row.cancelledAt, standing: standing.length, redeemed: standing.filter((ticket) => redeemed.has(ticket.code)).length },
    now,
  );
}

export async function bookingView(ctx: OctoContext, row: OctoBookingRow, known?: OrderRecord) {
  const order = known ?? (await loadOrder(db(), { id: row.orderId }))!;
  const booked = (await bookedProduct(row.productId))!;
  const redeemed = await redemptions(order);
  const standing = order.tickets.filter((ticket) => !ticket.cancelledAt);
  const status = bookingStatus(
    { orderStatus: order.status, expiresAt: order.expiresAt, cancelledAt: row.cancelledAt, standing: standing.length, redeemed: standing.filter((ticket) => redeemed.has(ticket.code)).length },
    ctx.now,
  );
  const delivered = status === 'CONFIRMED' || status === 'REDEEMED';
  const sessionId = (standing[0] ?? order.tickets[0])?.sessionId ?? order.lines[0]?.sessionId;
  const [[session], startTimes] = await Promise.all([sessionsWithPlaces(sessionId ? [sessionId] : [], ctx.now), startTimesOf([row.productId], ctx.locale.timeZone, ctx.now)]);
  const times = startTimes.get(row.productId) ?? [];
  const { product } = booked;
  const items = new Map(row.unitItems.map((item) => [item.ticketId, item]));
  // The reseller's order of unit items first, then any ticket it does not name.
  const tickets = [
    ...row.unitItems.flatMap((item) => order.tickets.filter((ticket) => ticket.id === item.ticketId)),
    ...order.tickets.filter((ticket) => !items.has(ticket.id)),
  ];
  const unitItems = tickets.map((ticket) => {
    const item: Partial<OctoUnitItemRow> = items.get(ticket.id) ?? {};
    const variation = booked.variations.find((candidate) => candidate.id === ticket.variationId)!;
    const redeemedAt = redeemed.get(ticket.code) ?? null;
    const itemStatus: OctoBookingStatus = ticket.cancelledAt ? 'CANCELLED' : redeemedAt ? 'REDEEMED' : status === 'REDEEMED' ? 'CONFIRMED' : status;
    const pricing = pricingOf(item.retail ?? 0, item.net ?? 0, order.currency);
    return {
      uuid: item.uuid ?? ticket.id,
      resellerReference: item.resellerReference ?? null,
      supplierReference: ticket.code,
      unitId: ticket.variationId,
      unit: unitView(ctx, product, variation),
      status: itemStatus,
      utcRedeemedAt: redeemedAt ? utcDateTime(redeemedAt) : null,
      contact: contactView(item.contact),
      ticket: ticketOf(delivered && !ticket.cancelledAt ? [ticketQrText(ticket.code)] : [], redeemedAt),
      ...(ctx.pricing ? { pricing } : {}),
      price: pricing,
    };
  });
  const cancelled = status === 'CANCELLED';
  const paid = order.paidAt ? order.total : 0;
  const refunded = cancelled ? (await refundsOfOrder(order.id)).filter((refund) => refund.status !== 'failed').reduce((sum, refund) => sum + refund.amount, 0) : 0;
  const lastRedeemed = [...redeemed.values()].sort((a, b) => b.getTime() - a.getTime())[0] ?? null;
  const sessionStarted = session ? session.startsAt.getTime() <= ctx.now.getTime() : true;
  return {
    id: order.id,
    uuid: row.uuid,
    testMode: false,
    resellerReference: row.resellerReference,
    supplierReference: order.bookingId,
    status,
    utcCreatedAt: utcDateTime(row.createdAt),
    utcUpdatedAt: utcDateTime(row.updatedAt),
    utcExpiresAt: status === 'ON_HOLD' || status === 'EXPIRED' ? utcDateTime(order.expiresAt) : null,
    utcRedeemedAt: status === 'REDEEMED' && lastRedeemed ? utcDateTime(lastRedeemed) : null,
    utcConfirmedAt: row.confirmedAt ? utcDateTime(row.confirmedAt) : null,
    productId: row.productId,
    product: productView(ctx, product, times),
    optionId: row.optionId,
    option: optionView(ctx, product, times),
    cancellable: status === 'ON_HOLD' || (status === 'CONFIRMED' && !sessionStarted),
    cancellation: cancelled
      ? { refund: refundKind(paid, refunded), reason: row.cancelReason, utcCancelledAt: utcDateTime(row.cancelledAt ?? row.updatedAt) }
      : status === 'EXPIRED'
        ? { refund: 'NONE', reason: 'The hold expired before the booking was confirmed', utcCancelledAt: utcDateTime(order.expiresAt) }
        : null,
    freesale: false,
    availabilityId: session?.id ?? sessionId ?? null,
    availability: session ? availabilityView(ctx, product, session) : null,
    contact: contactView(row.contact),
    notes: row.notes,
    deliveryMethods: DELIVERY_METHODS,
    voucher: ticketOf(delivered ? standing.map((ticket) => ticketQrText(ticket.code)) : [], status === 'REDEEMED' ? lastRedeemed : null),
    unitItems: unitItems.map(({ price: _price, ...item }) => item),
    ...(ctx.pricing ? { pricing: totalPricing(unitItems.map((item) => item.price), order.currency) } : {}),
  };
}

export type OctoBooking = Awaited<ReturnType<typeof bookingView>>;
