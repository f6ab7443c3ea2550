import type { PaymentAdapter } from '../types';

/**
 * Blank: nothing to collect. Operators offer it for payment on arrival (or by invoice): the checkout
 * makes such an order a reservation, unpaid, with no payment to start (lib/server/checkout/order-service.ts),
 * and a zero total needs no gateway at all. So this adapter is never asked to start a payment, and were
 * it asked about one it would never say the money came: nothing was collected (issue #21; before, it
 * answered 'authorised' and every pay-on-arrival order was stored as paid).
 */
export const blankAdapter: PaymentAdapter = {
  type: 'Blank',
  async start(_ctx, input) {
    return { providerReference: `blank_${input.paymentId}`, action: { kind: 'none' } };
  },
  async status() {
    return { state: 'waiting' };
  },
  async verifyNotification() {
    // Blank has no provider and so no notifications: anything claiming to be one is forged.
    return null;
  },
  async refund() {
    // Nothing was collected, so nothing goes back.
    return {};
  },
};
