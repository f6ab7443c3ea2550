import { sql } from 'drizzle-orm';
import { textIn, toLanguage } from '@/lib/domain/language';
import type { OrderStatus } from '@/lib/domain/order-status';
import type { AddOnChoice, TicketChoice } from '../platform/db/schema';
import type { OrderEmailView } from '../mail/types';
import type { Executor } from './order-repository';
import { getCatalogue } from '../activities/catalogue-service';
import type { MailSite } from '../locales/locale-service';

export interface OrderLineRecord {
  id: string;
  activityId: string;
  sessionId: string;
  startsAt: Date;
  places: number;
  tickets: TicketChoice[];
  addOns: AddOnChoice[];
  upgradeId: string | null;
  total: number;
  discount: number;
}

export interface OrderRecord {
  id: string;
  bookingId: string;
  token: string;
  status: OrderStatus;
  kind: 'booking' | 'gift';
  localeId: string;
  language: string;
  origin: string;
  currency: string;
  customer: { firstName: string; lastName: string; email: string; mobilePhone: string };
  subtotal: number;
  discount: number;
  giftCardAmount: number;
  cardFee: number;
  total: number;
  /**
   * What the visitor pays at the desk on arrival: the amount of a payment through a Blank gateway (pay on
   * arrival), which completes the order without collecting anything; 0 when nothing is left to pay there.
   */
  dueOnArrival: number;
  createdAt: Date;
  paidAt: Date | null;
  lines: OrderLineRecord[];
  tickets: { code: string; orderItemId: string; variationId: string }[];
}

/** An order with its lines and tickets: one statement. */
export async function loadOrder(executor: Executor, where: { id: string } | { token: string }): Promise<OrderRecord | null> {
  const condition = 'id' in where ? sql`o.id = ${where.id}` : sql`o.token = ${where.token}`;
  const { rows } = await executor.execute<Record<string, unknown>>(sql`
    select o.id, o.booking_id, o.token, o.status, o.kind, o.locale_id, o.language, o.origin, o.currency, o.customer,
           o.subtotal, o.discount, o.gift_card_amount, o.card_fee, o.total, o.created_at, o.paid_at,
           -- While the order moves to paid its Blank payment is still 'waiting': only an outcome that
           -- took the order back leaves nothing due.
           (select coalesce(sum(p.amount), 0)::int from payments p join payment_gateways g on g.id = p.gateway_id
             where p.order_id = o.id and g.type = 'Blank'
               and p.status not in ('declined', 'cancelled', 'expired', 'refund_requested', 'refunded')) as due_on_arrival,
           coalesce((
             select json_agg(json_build_object(
                      'id', i.id, 'activity_id', i.activity_id, 'session_id', i.session_id, 'starts_at', s.starts_at,
                      'places', i.places, 'tickets', i.tickets, 'add_ons', i.add_ons, 'upgrade_id', i.upgrade_id,
                      'total', i.total, 'discount', i.discount)
                    order by s.starts_at, i.id)
             from order_items i join sessions s on s.id = i.session_id
             where i.order_id = o.id), '[]') as lines,
           coalesce((
             select json_agg(json_build_object('code', t.code, 'order_item_id', t.order_item_id, 'variation_id', t.variation_id) order by t.code)
             from tickets t join order_items i on i.id = t.order_item_id
             where i.order_id = o.id), '[]') as tickets
    from orders o where ${condition}`);
  const order = rows[0];
  if (!order) return null;
  const lines = order.lines as Record<string, unknown>[];
  const tickets = order.tickets as { code: string; order_item_id: string; variation_id: string }[];
  return {
    id: order.id as string,
    bookingId: order.booking_id as string,
    token: order.token as string,
    status: order.status as OrderStatus,
    kind: order.kind as OrderRecord['kind'],
    localeId: order.locale_id as string,
    language: order.language as string,
    origin: order.origin as string,
    currency: order.currency as string,
    customer: order.customer as OrderRecord['customer'],
    subtotal: order.subtotal as number,
    discount: order.discount as number,
    giftCardAmount: order.gift_card_amount as number,
    cardFee: order.card_fee as number,
    total: order.total as number,
    dueOnArrival: order.due_on_arrival as number,
    createdAt: new Date(order.created_at as string),
    paidAt: order.paid_at ? new Date(order.paid_at as string) : null,
    lines: lines.map((line) => ({
      id: line.id as string,
      activityId: line.activity_id as string,
      sessionId: line.session_id as string,
      startsAt: new Date(line.starts_at as string),
      places: line.places as number,
      tickets: line.tickets as TicketChoice[],
      addOns: line.add_ons as AddOnChoice[],
      upgradeId: line.upgrade_id as string | null,
      total: line.total as number,
      discount: line.discount as number,
    })),
    tickets: tickets.map((t) => ({ code: t.code, orderItemId: t.order_item_id, variationId: t.variation_id })),
  };
}

export const confirmationPath = (token: string) => `/booking/${token}`;

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
    confirmationUrl: `${order.origin}${confirmationPath(order.token)}`,
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
        activityTitle: activityTitle(line.activityId),
        variationTitle: found ? textIn(found.texts, language).title : ticket.variationId,
        startsAt: line.startsAt.toISOString(),
      };
    }),
  };
}
