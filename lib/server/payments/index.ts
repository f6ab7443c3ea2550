/**
 * Payments: the providers' I/O. The gateways a locale offers, one adapter per gateway type; starting a
 * payment, asking a provider what became of it, and asking for a refund. The money's rows and statuses
 * are the orders capability's (lib/server/orders: payments, charges, refunds, the state machines): this
 * folder reads them through its reads and changes them through its commands, never with SQL of its own.
 */
export {
  startPayment,
  cancelPayment,
  confirmPayment,
  handleNotification,
  reconcileStalePayments,
  startChargePayment,
  confirmChargePayment,
} from './payment-service';
export type { ChargeCheck } from './payment-service';
export { findGateway, gatewayById, invalidateGateways, listGateways, storedGatewayProblems } from './gateways';
export type { BrowserAction } from './types';
export { browserProviders } from './browser-providers';
export type { BrowserProviders } from './browser-providers';
export { settleRefund, settleRefunds } from './refunds';
