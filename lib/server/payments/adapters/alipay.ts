import type { ProviderState } from '@/lib/domain/order-status';
import { providerFetch, type ProviderResponse } from '../provider-http';
import { antomCredentials, headerOf, jsonObject, parseParams, QR_VALIDITY_MS, rsaSign, rsaVerify } from '../signing';
import { ProviderError, type GatewayContext, type PaymentAdapter } from '../types';

/**
 * Alipay for a cross-border (Hong Kong) merchant: Antom, not the mainland trade API. `payments/pay`
 * with our payment id as `paymentRequestId` (Antom's idempotency key) answers a `codeValue` that we show
 * as a QR code; `payments/inquiryPayment` is the authoritative check; `notifyPayment` is a signed hint.
 * Every request is signed with our RSA key over `POST <path>\n<clientId>.<requestTime>.<body>`, and
 * Antom signs notifications the same way with its key.
 */
const PAY = '/ams/api/v1/payments/pay';
const INQUIRY = '/ams/api/v1/payments/inquiryPayment';
const REFUND = '/ams/api/v1/payments/refund';

/**
 * Alipay+ (CONNECT_WALLET) accepts Alipay, AlipayHK and the other Alipay+ wallets from one code, which
 * suits a Hong Kong park with mainland visitors (unconfirmed which wallet list a merchant is given).
 */
const PAYMENT_METHOD_TYPE = 'CONNECT_WALLET';

interface AntomResult {
  result?: { resultCode?: string; resultStatus?: 'S' | 'F' | 'U'; resultMessage?: string };
}

interface AntomAmount {
  currency?: string;
  value?: string;
}

/** Antom amounts are strings of minor units ("1000" is HKD 10.00). */
const antomAmount = (amount: number, currency: string) => ({ currency, value: String(amount) });
const minorUnits = (amount?: AntomAmount) => (amount?.value && /^\d+$/.test(amount.value) ? Number(amount.value) : undefined);

/**
 * One signed call. `request-time` is milliseconds since the epoch; the signature is base64 and then
 * URL-encoded inside the header, as Antom's libraries do. The signed path is the one after the base URL
 * (with the real host, the full URL path).
 */
export async function antomCall<T>(ctx: GatewayContext, path: string, body: Record<string, unknown>): Promise<ProviderResponse<T & AntomResult>> {
  const { clientId, privateKey } = antomCredentials(ctx);
  const bodyText = JSON.stringify(body);
  const requestTime = Date.now().toString();
  const signature = rsaSign(`POST ${path}\n${clientId}.${requestTime}.${bodyText}`, privateKey);
  return providerFetch<T & AntomResult>(`${ctx.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=UTF-8',
      'client-id': clientId,
      'request-time': requestTime,
      signature: `algorithm=RSA256,keyVersion=1,signature=${encodeURIComponent(signature)}`,
    },
    body: bodyText,
  });
}

const problemOf = (response: ProviderResponse<AntomResult>) => ({
  status: response.status,
  resultCode: response.body?.result?.resultCode,
  resultMessage: response.body?.result?.resultMessage,
});

/** Antom's result codes for a payment that ran out of time rather than being refused. */
const EXPIRY_CODES = new Set(['ORDER_IS_CLOSED', 'PAYMENT_EXPIRED']);

function stateOf(paymentStatus: string | undefined, resultCode: string | undefined): ProviderState | undefined {
  switch (paymentStatus) {
    case 'SUCCESS':
      return 'authorised';
    case 'PENDING':
    case 'PROCESSING':
      return 'waiting';
    case 'CANCELLED':
      return 'cancelled';
    case 'FAIL':
      return resultCode && EXPIRY_CODES.has(resultCode) ? 'expired' : 'declined';
    default:
      return undefined;
  }
}

export const alipayAdapter: PaymentAdapter = {
  type: 'Alipay',

  async start(ctx, input) {
    const amount = antomAmount(input.amount, input.currency);
    // Only fields that are the same on every retry: Antom refuses a repeated paymentRequestId whose
    // request differs (REPEAT_REQ_INCONSISTENT), so no timestamps or expiry instants in here.
    const response = await antomCall<{ paymentId?: string; codeValue?: string; paymentExpiryTime?: string }>(ctx, PAY, {
      productCode: 'CASHIER_PAYMENT',
      paymentRequestId: input.paymentId,
      order: {
        referenceOrderId: input.bookingId,
        orderDescription: `Booking ${input.bookingId}`,
        orderAmount: amount,
      },
      paymentAmount: amount,
      paymentMethod: { paymentMethodType: PAYMENT_METHOD_TYPE },
      paymentRedirectUrl: input.returnUrl,
      paymentNotifyUrl: input.notificationUrl,
      settlementStrategy: { settlementCurrency: input.currency },
      env: { terminalType: 'WEB' },
    });
    const status = response.body?.result?.resultStatus;
    // 'U' with PAYMENT_IN_PROCESS is the normal answer: the payment waits for the wallet.
    if (response.status !== 200 || (status !== 'U' && status !== 'S') || !response.body.paymentId || !response.body.codeValue) {
      throw new ProviderError('Antom did not create the payment', problemOf(response));
    }
    const expiresAt = response.body.paymentExpiryTime ? new Date(response.body.paymentExpiryTime) : new Date(Date.now() + QR_VALIDITY_MS);
    return {
      providerReference: response.body.paymentId,
      action: { kind: 'qr', content: response.body.codeValue, expiresAt: expiresAt.toISOString() },
    };
  },

  async status(ctx, payment) {
    // By our own request id: it is what we know for certain, even if start's answer was lost.
    const response = await antomCall<{
      paymentStatus?: string;
      paymentResultCode?: string;
      paymentResultMessage?: string;
      paymentRequestId?: string;
      paymentId?: string;
      paymentAmount?: AntomAmount;
    }>(ctx, INQUIRY, { paymentRequestId: payment.paymentId });
    if (response.status !== 200 || response.body?.result?.resultStatus !== 'S') throw new ProviderError('Antom inquiryPayment failed', problemOf(response));
    const { paymentStatus, paymentResultCode, paymentAmount } = response.body;
    const state = stateOf(paymentStatus, paymentResultCode);
    if (!state) throw new ProviderError('Antom answered an unknown payment status', { paymentStatus });
    return {
      state,
      amount: minorUnits(paymentAmount),
      currency: paymentAmount?.currency,
      merchantReference: response.body.paymentRequestId,
      detail: { paymentStatus, paymentResultCode, paymentResultMessage: response.body.paymentResultMessage, paymentId: response.body.paymentId },
    };
  },

  async verifyNotification(ctx, input) {
    const { clientId, providerPublicKey } = antomCredentials(ctx);
    const requestTime = headerOf(input.headers, 'request-time');
    const signatureHeader = headerOf(input.headers, 'signature');
    // The signature covers the path it was posted to; without it nothing can be checked.
    if (!input.path || !requestTime || !signatureHeader || headerOf(input.headers, 'client-id') !== clientId) return null;
    const params = parseParams(signatureHeader);
    if (params.algorithm !== 'RSA256' || !params.signature) return null;
    let signature: string;
    try {
      signature = decodeURIComponent(params.signature);
    } catch {
      return null;
    }
    const content = `${input.method.toUpperCase()} ${input.path}\n${clientId}.${requestTime}.${input.rawBody}`;
    if (!rsaVerify(content, signature, providerPublicKey)) return null;
    const body = jsonObject(input.rawBody);
    if (!body || typeof body.paymentId !== 'string') return null;
    return {
      providerReference: body.paymentId,
      // Antom stops retrying only on exactly this answer.
      reply: {
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ result: { resultCode: 'SUCCESS', resultStatus: 'S', resultMessage: 'success' } }),
      },
    };
  },

  async refund(ctx, payment, request) {
    // refundRequestId is our refund's reference: a retried refund is the same refund at Antom, and
    // several partial refunds of one payment are told apart by it.
    const response = await antomCall<{ refundId?: string }>(ctx, REFUND, {
      refundRequestId: request.reference,
      paymentId: payment.providerReference,
      refundAmount: antomAmount(request.amount, payment.currency),
    });
    const status = response.body?.result?.resultStatus;
    // 'U' (REFUND_IN_PROCESS) is accepted: the refund is on its way and a retry would be the same one.
    if (response.status !== 200 || (status !== 'S' && status !== 'U')) throw new ProviderError('Antom refund failed', problemOf(response));
    return { providerReference: response.body.refundId };
  },
};
