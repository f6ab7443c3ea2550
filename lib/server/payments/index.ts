export { createPayment, startPayment, cancelPayment, confirmPayment, handleNotification, reconcileStalePayments } from './payment-service';
export { findGateway, gatewayById, listGateways } from './gateways';
export type { BrowserAction } from './types';
