import { randomInt } from 'node:crypto';
import type { SandboxPaymentRow } from '../schema';
import { parseParams, rsaSign, rsaVerify } from '../../lib/server/payments/signing';
import { json, parsedBody, type SandboxRequest, type SandboxResponse, type SandboxRoute } from '../http';
import { isShopUrl, NOT_A_SHOP_URL, sandboxKeys } from '../context';
import { deliverNotification, type Notification } from '../notify';
import { scanRoute, scanUrl, withExpiry, type QrFlow, type ScanOutcome } from '../qr-scan';
import { createSandboxPayment, findSandboxPayment, findSandboxPaymentByReference, moveSandboxPayment, refundSandboxPayment } from '../store';

/**
 * Antom (Alipay for cross-border merchants) in the sandbox, as lib/server/payments/adapters/alipay.ts
 * speaks it: payments/pay, inquiryPayment, cancel and refund under /ams/api/v1, and the scan page that
 * `codeValue` opens.
 * Requests must be signed with the sandbox merchant key (`signature: algorithm=RSA256,keyVersion=1,
 * signature=<url-encoded base64>` over `POST <path>\n<client-id>.<request-time>.<body>`), otherwise
 * 401 INVALID_SIGNATURE. Business outcomes come back as HTTP 200 with `result.resultStatus` S, U or F, as
 * Antom answers. notifyPayment is signed the same way with the sandbox platform key.
 */
const PROVIDER = 'alipay';

const WAITING = ['PROCESSING', 'PENDING'];

const FAILURES = {
  rejected: { code: 'USER_BALANCE_NOT_ENOUGH', message: 'The payer did not complete the payment.' },
  expired: { code: 'ORDER_IS_CLOSED', message: 'The order is closed: not paid in time.' },
};

const flow: QrFlow = {
  provider: PROVIDER,
  label: 'Alipay+ (Antom)',
  waitingStates: WAITING,
  outcomes: {
    paid: { state: 'SUCCESS', data: () => ({ paymentTime: antomTime(new Date()) }) },
    rejected: { state: 'FAIL', data: () => ({ paymentResultCode: FAILURES.rejected.code, paymentResultMessage: FAILURES.rejected.message }) },
    expired: { state: 'FAIL', data: () => ({ paymentResultCode: FAILURES.expired.code, paymentResultMessage: FAILURES.expired.message }) },
  },
  // Antom notifies every final result, failures included.
  notify(payment, outcome, mode) {
    deliverNotification(antomNotification(payment, outcome), mode);
  },
};

const result = (resultStatus: 'S' | 'U' | 'F', resultCode: string, resultMessage: string) => ({ result: { resultCode, resultStatus, resultMessage } });
const SUCCESS = result('S', 'SUCCESS', 'success');
const failure = (code: string, message: string) => json(200, result('F', code, message));

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** Antom writes times as ISO 8601 with an offset. */
const antomTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

/** The client id whose signature checks out, or null. */
function authenticate(request: SandboxRequest): string | null {
  const clientId = request.headers['client-id'];
  const requestTime = request.headers['request-time'];
  const params = parseParams(request.headers.signature ?? '');
  if (!clientId || !requestTime || params.algorithm !== 'RSA256' || !params.signature) return null;
  let signature: string;
  try {
    signature = decodeURIComponent(params.signature);
  } catch {
    return null;
  }
  const path = `/${request.path.slice(1).join('/')}`;
  return rsaVerify(`${request.method} ${path}\n${clientId}.${requestTime}.${request.rawBody}`, signature, sandboxKeys().antomMerchantPublicKey) ? clientId : null;
}

const amountOf = (payment: SandboxPaymentRow) => ({ currency: payment.currency, value: String(payment.amount) });

const isAmount = (value: unknown): value is { currency: string; value: string } => {
  const amount = value as { currency?: unknown; value?: unknown } | null;
  return !!amount && typeof amount.currency === 'string' && /^[A-Z]{3}$/.test(amount.currency) && typeof amount.value === 'string' && /^[1-9]\d*$/.test(amount.value);
};

async function pay(request: SandboxRequest, clientId: string): Promise<SandboxResponse> {
  const body = parsedBody(request);
  const paymentRequestId = str(body.paymentRequestId);
  if (!paymentRequestId || paymentRequestId.length > 64) return failure('PARAM_ILLEGAL', 'paymentRequestId is required (at most 64 characters)');
  if (!isAmount(body.paymentAmount)) return failure('PARAM_ILLEGAL', 'paymentAmount needs a currency and a value in minor units');
  if (!body.paymentNotifyUrl) return failure('PARAM_ILLEGAL', 'paymentNotifyUrl is required');
  // Checked when the payment is created, so a bad one fails here and nothing is ever sent to it.
  if (!isShopUrl(body.paymentNotifyUrl)) return failure('PARAM_ILLEGAL', `paymentNotifyUrl ${NOT_A_SHOP_URL}`);
  const order = (body.order ?? {}) as Record<string, unknown>;
  const { payment, created } = await createSandboxPayment({
    provider: PROVIDER,
    merchantReference: paymentRequestId,
    amount: Number(body.paymentAmount.value),
    currency: body.paymentAmount.currency,
    state: 'PROCESSING',
    data: { clientId, notifyUrl: body.paymentNotifyUrl, referenceOrderId: str(order.referenceOrderId), createTime: antomTime(new Date()) },
    idPrefix: 'ap',
  });
  // paymentRequestId is the idempotency key: the same request answers the same payment; a different
  // request under the same key is refused.
  if (!created && (payment.amount !== Number(body.paymentAmount.value) || payment.currency !== body.paymentAmount.currency || payment.data.clientId !== clientId)) {
    return failure('REPEAT_REQ_INCONSISTENT', 'The repeated request is inconsistent with the first one');
  }
  const current = await withExpiry(flow, payment);
  const outcome =
    current.state === 'SUCCESS'
      ? SUCCESS
      : WAITING.includes(current.state)
        ? result('U', 'PAYMENT_IN_PROCESS', 'payment in process')
        : result('F', str(current.data.paymentResultCode) || 'ORDER_IS_CLOSED', str(current.data.paymentResultMessage) || 'The order is closed.');
  const code = scanUrl(PROVIDER, payment.id);
  return json(200, {
    ...outcome,
    paymentRequestId,
    paymentId: payment.id,
    paymentAmount: amountOf(payment),
    paymentCreateTime: payment.data.createTime,
    codeValue: code,
    normalUrl: code,
  });
}

/** By paymentId or paymentRequestId, and only the signing client's own payments. */
async function ownedPayment(body: Record<string, unknown>, clientId: string): Promise<SandboxPaymentRow | null> {
  const payment = str(body.paymentId)
    ? await findSandboxPayment(PROVIDER, str(body.paymentId))
    : str(body.paymentRequestId)
      ? await findSandboxPaymentByReference(PROVIDER, str(body.paymentRequestId))
      : null;
  return payment && payment.data.clientId === clientId ? withExpiry(flow, payment) : null;
}

function inquiry(payment: SandboxPaymentRow): SandboxResponse {
  const data = payment.data as Record<string, string | undefined>;
  return json(200, {
    ...SUCCESS,
    paymentStatus: payment.state,
    ...(payment.state === 'FAIL' ? { paymentResultCode: data.paymentResultCode, paymentResultMessage: data.paymentResultMessage } : {}),
    paymentRequestId: payment.merchantReference,
    paymentId: payment.id,
    paymentAmount: amountOf(payment),
    paymentCreateTime: data.createTime,
    ...(payment.state === 'SUCCESS' ? { paymentTime: data.paymentTime } : {}),
  });
}

async function cancel(payment: SandboxPaymentRow): Promise<SandboxResponse> {
  const moved = payment.state === 'CANCELLED' ? payment : await moveSandboxPayment(payment.id, WAITING, 'CANCELLED', { cancelTime: antomTime(new Date()) });
  if (!moved) return failure('ORDER_STATUS_INVALID', `The payment is ${payment.state} and cannot be cancelled`);
  return json(200, { ...SUCCESS, paymentId: moved.id, paymentRequestId: moved.merchantReference, cancelTime: moved.data.cancelTime });
}

async function refund(request: SandboxRequest, clientId: string): Promise<SandboxResponse> {
  const body = parsedBody(request);
  const refundRequestId = str(body.refundRequestId);
  const payment = await ownedPayment({ paymentId: body.paymentId }, clientId);
  if (!payment) return failure('ORDER_NOT_EXIST', 'The payment does not exist');
  if (!refundRequestId || !isAmount(body.refundAmount) || Number(body.refundAmount.value) > payment.amount || body.refundAmount.currency !== payment.currency) {
    return failure('PARAM_ILLEGAL', 'refundRequestId and a refundAmount within the payment are required');
  }
  // Several refunds (each its own refundRequestId) up to the payment; the same refundRequestId is the
  // same refund: answered again, money moves once. The payment itself stays SUCCESS.
  const outcome = await refundSandboxPayment(payment.id, { reference: refundRequestId, amount: Number(body.refundAmount.value) }, {
    refundable: ['SUCCESS'],
    stateAfter: () => 'SUCCESS',
    idPrefix: `rf${Array.from({ length: 12 }, () => randomInt(10)).join('')}`,
  });
  if (!outcome || outcome.kind === 'refused') {
    return outcome?.reason === 'too_much' ? failure('REFUND_AMOUNT_EXCEED', 'The refunds would exceed the payment') : failure('ORDER_STATUS_INVALID', 'Only a successful payment can be refunded');
  }
  return json(200, {
    ...SUCCESS,
    refundRequestId: outcome.refund.reference,
    refundId: outcome.refund.id,
    paymentId: payment.id,
    refundAmount: { currency: payment.currency, value: String(outcome.refund.amount) },
  });
}

export const alipaySandbox: SandboxRoute = async (request) => {
  const [first, ...rest] = request.path.slice(1);
  if (first === 'scan' && rest.length === 1) return scanRoute(flow, request, rest[0]);
  if (first !== 'ams' || request.method !== 'POST') return null;
  const clientId = authenticate(request);
  if (!clientId) return json(401, result('F', 'INVALID_SIGNATURE', 'The signature is invalid.'));
  const route = rest.join('/');
  if (route === 'api/v1/payments/pay') return pay(request, clientId);
  if (route === 'api/v1/payments/refund') return refund(request, clientId);
  if (route === 'api/v1/payments/inquiryPayment' || route === 'api/v1/payments/cancel') {
    const payment = await ownedPayment(parsedBody(request), clientId);
    if (!payment) return failure('ORDER_NOT_EXIST', 'The payment does not exist');
    return route.endsWith('cancel') ? cancel(payment) : inquiry(payment);
  }
  return null;
};

/**
 * notifyPayment for a final result, signed over `POST <notify path>\n<client-id>.<request-time>.<body>`
 * with the platform key. `requestTime` lets tests build one at a chosen instant.
 */
export function antomNotification(payment: SandboxPaymentRow, outcome: ScanOutcome, requestTime = new Date()): Notification {
  const data = payment.data as Record<string, string | undefined>;
  const clientId = String(data.clientId);
  const body = JSON.stringify({
    notifyType: 'PAYMENT_RESULT',
    ...(outcome === 'paid' ? SUCCESS : result('F', FAILURES[outcome].code, FAILURES[outcome].message)),
    paymentRequestId: payment.merchantReference,
    paymentId: payment.id,
    paymentAmount: amountOf(payment),
    paymentCreateTime: data.createTime,
    ...(outcome === 'paid' ? { paymentTime: data.paymentTime } : {}),
  });
  const url = new URL(String(data.notifyUrl));
  const time = requestTime.getTime().toString();
  const signature = rsaSign(`POST ${url.pathname}${url.search}\n${clientId}.${time}.${body}`, sandboxKeys().antomPlatformPrivateKey);
  return {
    url: url.toString(),
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=UTF-8',
      'client-id': clientId,
      'request-time': time,
      signature: `algorithm=RSA256,keyVersion=1,signature=${encodeURIComponent(signature)}`,
    },
    body,
  };
}
