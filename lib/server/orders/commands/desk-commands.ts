import { mailsItsCustomer } from '@/lib/domain/order-channel';
import type { PaymentMethod } from '../../platform/db/schema';
import { chargesOfOrder, settleDeskCharges, chargePaidAtDesk } from '../charges';
import { recordDeskPayment } from '../money-records';
import { orderAfter } from '../order-after';
import { transitionOrder } from '../order-transitions';
import { isBooking, once, Refusal, type ActingOn, type ActionDone } from './order-command';
import { queueConfirmationAgain, queueOrderUpdate } from './order-update-mail';

/* The desk's commands on an order: its confirmation again, and money taken at the desk. */

/** How money is taken at the desk (cash, or a card on the park's own terminal). */
export type DeskPaymentMethod = Exclude<PaymentMethod, 'gateway' | 'reseller'>;

/** Sends the booking's confirmation again. */
export function resendConfirmation(source: ActingOn, key: string): Promise<ActionDone> {
  return once(source, 'resendConfirmation', key, async (tx, order, record) => {
    // A reseller's customer is not mailed by the park (lib/domain/order-channel.ts): nothing to resend.
    if (!isBooking(order) || !mailsItsCustomer(order.channel)) throw new Refusal('NOT_ALLOWED_IN_STATUS');
    const actionId = await record({ detail: { to: order.customer.email } });
    await queueConfirmationAgain(tx, order, actionId);
    return { order, after: { mailed: 'order-confirmation' } };
  });
}

/** Takes what a reservation owes at the desk: a desk payment, the order paid through the transition table, a receipt. */
export function takePaymentAtDesk(source: ActingOn, deskMethod: DeskPaymentMethod, key: string): Promise<ActionDone> {
  return once(source, 'takePaymentAtDesk', key, async (tx, order, record, now) => {
    if (order.status !== 'reserved') throw new Refusal('NOT_ALLOWED_IN_STATUS');
    const due = order.dueOnArrival;
    if (due <= 0) throw new Refusal('NOTHING_DUE');
    const actionId = await record({ detail: { method: deskMethod, amount: due } });
    const paymentId = await recordDeskPayment(tx, { orderId: order.id, amount: due, currency: order.currency, method: deskMethod, actor: source.actor.name });
    // What is due at the desk includes the charges of moves to dearer sessions: this payment pays them.
    const chargesPaid = await settleDeskCharges(tx, order.id, deskMethod, paymentId, now);
    const moved = await transitionOrder(tx, order.id, 'paid', now);
    if (moved.status !== 'paid') throw new Error(`Order ${order.id} did not become paid (${moved.status})`);
    const paid = orderAfter(order, { status: 'paid', owed: { dueOnArrival: -due, chargesDue: -chargesPaid } });
    await queueOrderUpdate(tx, paid, actionId, {
      change: 'paidAtDesk',
      codes: [],
      ticketsLeft: paid.tickets.filter((ticket) => !ticket.cancelledAt).length,
      payment: { amount: due, method: deskMethod },
    });
    return { order: { ...paid, paidAt: now }, after: { paid: due, method: deskMethod } };
  });
}

/**
 * Takes a charge (a move's difference) at the desk instead of through its link: a desk payment of the
 * charge's amount that names it, the charge paid, a receipt. Under the charge's lock, so a link payment
 * that completes meanwhile finds it paid and its money goes back (lib/server/orders/charges.ts).
 */
export function takeChargeAtDesk(source: ActingOn, chargeId: string, deskMethod: DeskPaymentMethod, key: string): Promise<ActionDone> {
  return once(source, 'takeChargeAtDesk', key, async (tx, order, record, now) => {
    const charge = (await chargesOfOrder(tx, order.id)).find((c) => c.id === chargeId);
    if (!charge || charge.status !== 'due') throw new Refusal('NOTHING_DUE');
    const actionId = await record({ detail: { chargeId, method: deskMethod, amount: charge.amount } });
    if (!(await chargePaidAtDesk(tx, chargeId, deskMethod, source.actor.name, now))) throw new Refusal('NOTHING_DUE');
    const paid = orderAfter(order, { owed: { dueOnArrival: -charge.amount, chargesDue: -charge.amount } });
    await queueOrderUpdate(tx, paid, actionId, {
      change: 'paidAtDesk',
      codes: [],
      ticketsLeft: paid.tickets.filter((ticket) => !ticket.cancelledAt).length,
      payment: { amount: charge.amount, method: deskMethod },
    });
    return { order: paid, after: { chargePaid: charge.amount, method: deskMethod, chargeId } };
  });
}

