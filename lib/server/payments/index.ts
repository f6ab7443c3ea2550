/** Payments: the gateways a locale offers, one adapter per gateway type, starting and confirming payments. */
export { createPayment, startPayment, cancelPayment, confirmPayment, handleNotification, reconcileStalePayments } from './payment-service';
export { findGateway, gatewayById, invalidateGateways, listGateways, storedGatewayProblems } from './gateways';
export type { BrowserAction } from './types';
export { browserProviders } from './browser-providers';
export type { BrowserProviders } from './browser-providers';
export { paymentsOfOrder, refundsOfOrder } from './payment-records';
export type { PaymentEventRecord, PaymentRecord, RefundRecord } from './payment-records';
export { recordDeskPayment, recordRefund, refundablePayment, refundedAmount, refundIdOfAction, settleRefund } from './refunds';
export type { NewRefund, RefundablePayment } from './refunds';
