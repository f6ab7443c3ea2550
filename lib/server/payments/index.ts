/** Payments: the gateways a locale offers, one adapter per gateway type, starting and confirming payments. */
export {
  createPayment,
  startPayment,
  cancelPayment,
  confirmPayment,
  handleNotification,
  reconcileStalePayments,
  startChargePayment,
  confirmChargePayment,
} from './payment-service';
export type { ChargeCheck } from './payment-service';
export {
  cancelCharges,
  cancelDueCharges,
  chargedTicketIds,
  chargesOfOrder,
  endPaidCharges,
  findChargeByToken,
  lockDueCharges,
  paidChargesEnding,
  recordCharge,
  settleDeskCharges,
  takeChargeAtDesk,
} from './charges';
export type { ChargedTicket, ChargeRecord } from './charges';
export { findGateway, gatewayById, invalidateGateways, listGateways, storedGatewayProblems } from './gateways';
export type { BrowserAction } from './types';
export { browserProviders } from './browser-providers';
export type { BrowserProviders } from './browser-providers';
export { paymentsOfOrder, refundsOfOrder } from './payment-records';
export type { PaymentEventRecord, PaymentRecord, RefundRecord } from './payment-records';
export { recordDeskPayment, recordRefund, refundablePayment, refundedAmount, refundIdsOfAction, settleRefund } from './refunds';
export type { NewRefund, RefundablePayment } from './refunds';
