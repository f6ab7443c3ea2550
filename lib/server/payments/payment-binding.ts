import type { PaymentRow } from '../platform/db/schema';
import { adapters } from './adapters';
import { gatewayContext } from './gateway-context';
import { gatewayById } from './gateways';
import type { BrowserAction, GatewayContext, PaymentAdapter, PaymentRef } from './types';

/** What payments and refunds share: a payment's adapter and provider context, and its reference. */
interface Bound {
  adapter: PaymentAdapter;
  ctx: GatewayContext;
}

/**
 * The gateway's adapter and provider context, or null when it can no longer be used, or when the payment
 * has no gateway (money on a reseller's account: no provider to ask, ever).
 */
export async function bind(gatewayId: string | null): Promise<Bound | null> {
  if (!gatewayId) return null;
  const gateway = await gatewayById(gatewayId);
  const adapter = gateway && adapters[gateway.type];
  const ctx = gateway && gatewayContext(gateway);
  return adapter && ctx ? { adapter, ctx } : null;
}

export const refOf = (payment: PaymentRow): PaymentRef => ({
  paymentId: payment.id,
  providerReference: payment.providerReference ?? '',
  amount: payment.amount,
  currency: payment.currency,
  // Hosted fields: authorise needs the session the browser filled in.
  action: (payment.action ?? undefined) as BrowserAction | undefined,
});

/** One line of a payment's log: the orders capability writes it (lib/server/orders/payment-events.ts). */
export { paymentEvent as event } from '../orders';
