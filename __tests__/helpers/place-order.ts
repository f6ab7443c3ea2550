import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { findParkActivity } from '@/lib/server/activities/catalogue-service';
import { addToCart } from '@/lib/server/carts/cart-service';
import { createAndCompleteOrder } from '@/lib/server/checkout/order-service';
import { findLocaleById } from '@/lib/server/locales/locale-service';
import { confirmPayment } from '@/lib/server/payments/payment-service';
import { daySessions } from '@/lib/server/sessions/availability-service';

export interface Placed {
  orderId: string;
  bookingId: string;
  email: string;
  sessionId: string;
  startsAt: Date;
}

export interface Booking {
  quantity?: number;
  customer?: Partial<{ firstName: string; lastName: string; email: string; mobilePhone: string }>;
  /** The locale and its park, activity and ticket type; Queenstown's luge by default. */
  localeId?: string;
  parkId?: string;
  slug?: string;
  variationId?: string;
  gatewayId?: string;
  /** The local day of the session (YYYY-MM-DD). */
  date: string;
  /** Which of the day's sessions. */
  session?: number;
  /** What the visitor's browser sends besides the form: its Cookie header, user agent and the visit's arrival record. */
  cookie?: string;
  userAgent?: string;
  attribution?: unknown;
}

/**
 * A visitor books tickets and pays through the payment sandbox as their browser would: Windcave's hosted
 * page (Approve), or a QR code's scan page (Confirm). A Blank gateway (pay on arrival) leaves it unpaid.
 */
export async function placeOrder(sandboxOrigin: string, booking: Booking, now = new Date()): Promise<Placed> {
  const { quantity = 3, localeId = 'nz', parkId = 'queenstown', slug = 'luge', variationId = 'nz-luge-five-rides', gatewayId = 'nz-windcave' } = booking;
  const locale = (await findLocaleById(localeId))!;
  const token = randomUUID();
  const activity = (await findParkActivity(parkId, slug))!;
  const session = (await daySessions(activity, locale.timeZone, booking.date, now))[booking.session ?? 0];
  const added = await addToCart({ anonymousToken: token, localeId, parkId, activitySlug: slug, sessionId: session.id, tickets: [{ variationId, quantity }] });
  expect(added.kind).toBe('added');
  const email = booking.customer?.email ?? `visitor-${randomUUID().slice(0, 8)}@example.com`;
  const placed = await createAndCompleteOrder({
    anonymousToken: token,
    locale,
    origin: sandboxOrigin,
    idempotencyKey: randomUUID(),
    customer: { firstName: 'Aroha', lastName: 'Ngata', mobilePhone: '021 555 0199', ...booking.customer, email },
    code: null,
    gatewayId,
    acceptTerms: true,
    cookie: booking.cookie,
    userAgent: booking.userAgent,
    attribution: booking.attribution,
  });
  if (placed.kind !== 'placed') throw new Error(`expected an order, got ${placed.code}`);
  if (placed.action?.kind === 'redirect') {
    const response = await fetch(placed.action.url, { method: 'POST', body: new URLSearchParams({ choice: 'approve', notify: 'never' }), redirect: 'manual' });
    expect(response.status).toBe(303);
  } else if (placed.action?.kind === 'qr') {
    const response = await fetch(placed.action.content, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ choice: 'confirm', notify: 'never' }).toString() });
    expect(response.status).toBe(200);
  }
  if (placed.action) expect((await confirmPayment(placed.order.token)).outcome).toBe('PAID');
  return { orderId: placed.order.id, bookingId: placed.order.bookingId, email, sessionId: session.id, startsAt: session.startsAt };
}
