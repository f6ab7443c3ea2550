import type { PaymentAdapter } from '../types';

/**
 * Blank: nothing to collect, completes at once. Zero-total orders use it, and operators offer it for
 * payment on arrival or by invoice.
 */
export const blankAdapter: PaymentAdapter = {
  type: 'Blank',
  async start(_ctx, input) {
    return { providerReference: `blank_${input.paymentId}`, action: { kind: 'none' } };
  },
  async status(_ctx, payment) {
    return { state: 'authorised', amount: payment.amount, currency: payment.currency, merchantReference: payment.paymentId };
  },
  async verifyNotification() {
    // Blank has no provider and so no notifications: anything claiming to be one is forged.
    return null;
  },
  async refund() {
    // Nothing was collected, so nothing goes back.
  },
};
