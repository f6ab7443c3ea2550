import type { ProviderState } from '@/lib/domain/order-status';
import { providerFetch, type ProviderResponse } from '../provider-http';
import { aeadDecrypt, headerOf, jsonObject, QR_VALIDITY_MS, randomNonce, rsaSign, rsaVerify, wechatCredentials } from '../signing';
import { ProviderError, type GatewayContext, type PaymentAdapter } from '../types';

/**
 * WeChat Pay Native (QR) through the overseas API family: the park is a Hong Kong merchant, and overseas
 * merchants must use `/v3/global/...` (host apihk.mch.weixin.qq.com), not the mainland `/v3/pay/...`.
 * Requests carry a WECHATPAY2-SHA256-RSA2048 Authorization header signed with the merchant API key;
 * notifications are signed by the platform key and their `resource` is encrypted with the APIv3 key.
 * Only the query by out_trade_no decides that a payment is paid.
 */
const API = '/v3/global/transactions';

/** MCC 7996: amusement parks. The global API asks for the merchant's category with every order. */
const MERCHANT_CATEGORY_CODE = '7996';

/** Notifications older (or newer) than this are refused, so a captured one cannot be replayed later. */
const NOTIFICATION_MAX_SKEW_MS = 5 * 60_000;

/**
 * out_trade_no allows at most 32 characters of [A-Za-z0-9_-*|]; our payment ids are UUIDs (36 with dashes),
 * so the dashes go. The inverse puts them back, so status() can echo our payment id.
 */
export function outTradeNoOf(paymentId: string): string {
  const compact = paymentId.replace(/-/g, '');
  if (!/^[A-Za-z0-9_*|]{1,32}$/.test(compact)) throw new ProviderError('Payment id cannot be a WeChat out_trade_no', { paymentId });
  return compact;
}

export function paymentIdOf(outTradeNo: string): string {
  const m = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/i.exec(outTradeNo);
  return m ? m.slice(1).join('-').toLowerCase() : outTradeNo;
}

/**
 * One signed API call. The signature covers METHOD, the API path with its query string, a timestamp, a
 * nonce and the exact body bytes. The path is the one after the base URL: with the real host that is
 * the full URL path; with the sandbox ({sandbox}/wechat) it leaves out the provider's segment.
 */
export async function wechatCall<T = Record<string, unknown>>(
  ctx: GatewayContext,
  method: 'GET' | 'POST',
  pathAndQuery: string,
  body?: Record<string, unknown>,
): Promise<ProviderResponse<T>> {
  const credentials = wechatCredentials(ctx);
  const bodyText = body === undefined ? '' : JSON.stringify(body);
  const timestamp = Math.floor(Date.now() / 1000).toString();
  const nonce = randomNonce();
  const signature = rsaSign(`${method}\n${pathAndQuery}\n${timestamp}\n${nonce}\n${bodyText}\n`, credentials.privateKey);
  const authorization =
    `WECHATPAY2-SHA256-RSA2048 mchid="${credentials.mchid}",nonce_str="${nonce}",` +
    `signature="${signature}",timestamp="${timestamp}",serial_no="${credentials.serialNo}"`;
  return providerFetch<T>(`${ctx.baseUrl}${pathAndQuery}`, {
    method,
    // WeChat Pay rejects requests without a User-Agent.
    headers: { authorization, 'user-agent': 'summit-rush-booking', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : bodyText,
  });
}

interface WechatTransaction {
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  trade_state_desc?: string;
  amount?: { total?: number; currency?: string };
}

/** WeChat trade states in the one vocabulary of the order service. */
const STATES: Record<string, ProviderState> = {
  NOTPAY: 'waiting',
  USERPAYING: 'waiting',
  ACCEPT: 'waiting',
  SUCCESS: 'authorised',
  // The money arrived and was (partly) given back: it was paid; the refund is recorded by whoever asked.
  REFUND: 'authorised',
  PAYERROR: 'declined',
  REVOKED: 'cancelled',
  // An unpaid Native order closes when its time runs out (or when we close it after our own expiry).
  CLOSED: 'expired',
};

const problemOf = (response: ProviderResponse<unknown>) => {
  const body = response.body as Record<string, unknown> | string;
  return { status: response.status, code: typeof body === 'object' ? body.code : undefined, message: typeof body === 'object' ? body.message : undefined };
};

export const wechatAdapter: PaymentAdapter = {
  type: 'Wechat',

  async start(ctx, input) {
    const { mchid, appid } = wechatCredentials(ctx);
    const outTradeNo = outTradeNoOf(input.paymentId);
    // Repeating an order with the same out_trade_no and the same fields gives back the same code_url, so a
    // retried start never opens a second trade.
    const response = await wechatCall<{ code_url?: string }>(ctx, 'POST', `${API}/native`, {
      mchid,
      appid,
      description: `Booking ${input.bookingId}`.slice(0, 127),
      out_trade_no: outTradeNo,
      attach: input.bookingId.slice(0, 127),
      notify_url: input.notificationUrl,
      trade_type: 'NATIVE',
      merchant_category_code: MERCHANT_CATEGORY_CODE,
      amount: { total: input.amount, currency: input.currency },
    });
    if (response.status !== 200 || typeof response.body.code_url !== 'string') {
      throw new ProviderError('WeChat Pay did not create the Native order', problemOf(response));
    }
    return {
      providerReference: outTradeNo,
      action: { kind: 'qr', content: response.body.code_url, expiresAt: new Date(Date.now() + QR_VALIDITY_MS).toISOString() },
    };
  },

  async status(ctx, payment) {
    const { mchid } = wechatCredentials(ctx);
    const query = new URLSearchParams({ mchid }).toString();
    const response = await wechatCall<WechatTransaction>(ctx, 'GET', `${API}/out-trade-no/${encodeURIComponent(payment.providerReference)}?${query}`);
    if (response.status !== 200) throw new ProviderError('WeChat Pay order query failed', problemOf(response));
    const { trade_state: tradeState, amount, out_trade_no: outTradeNo } = response.body;
    const state = tradeState ? STATES[tradeState] : undefined;
    if (!state) throw new ProviderError('WeChat Pay answered an unknown trade state', { tradeState });
    return {
      state,
      amount: amount?.total,
      currency: amount?.currency,
      merchantReference: outTradeNo ? paymentIdOf(outTradeNo) : undefined,
      detail: { tradeState, tradeStateDesc: response.body.trade_state_desc, transactionId: response.body.transaction_id },
    };
  },

  async verifyNotification(ctx, input) {
    const credentials = wechatCredentials(ctx);
    const timestamp = headerOf(input.headers, 'wechatpay-timestamp');
    const nonce = headerOf(input.headers, 'wechatpay-nonce');
    const signature = headerOf(input.headers, 'wechatpay-signature');
    if (input.method.toUpperCase() !== 'POST' || !timestamp || !nonce || !signature || !/^\d{1,12}$/.test(timestamp)) return null;
    if (Math.abs(Date.now() - Number(timestamp) * 1000) > NOTIFICATION_MAX_SKEW_MS) return null;
    // WeChat Pay also sends probes whose signature starts with WECHATPAY/SIGNTEST/: they fail here, as intended.
    if (!rsaVerify(`${timestamp}\n${nonce}\n${input.rawBody}\n`, signature, credentials.providerPublicKey)) return null;

    const body = jsonObject(input.rawBody);
    const resource = body?.resource as Record<string, unknown> | undefined;
    if (!resource || resource.algorithm !== 'AEAD_AES_256_GCM') return null;
    const { ciphertext, nonce: resourceNonce, associated_data: associatedData } = resource;
    if (typeof ciphertext !== 'string' || typeof resourceNonce !== 'string') return null;
    const plaintext = aeadDecrypt(credentials.apiV3Key, resourceNonce, typeof associatedData === 'string' ? associatedData : '', ciphertext);
    const transaction = plaintext ? jsonObject(plaintext) : null;
    if (!transaction || typeof transaction.out_trade_no !== 'string') return null;
    // Signed and encrypted for us, but about another merchant's order: not ours to act on.
    if (transaction.mchid !== undefined && transaction.mchid !== credentials.mchid) return null;
    return {
      providerReference: transaction.out_trade_no,
      reply: { status: 200, contentType: 'application/json', body: JSON.stringify({ code: 'SUCCESS', message: 'OK' }) },
    };
  },

  async refund(ctx, payment, request) {
    const { mchid, appid } = wechatCredentials(ctx);
    // out_refund_no is our refund's reference: a retried refund is the same refund, never a second one,
    // and a trade may have several (partial) refunds up to its total.
    const response = await wechatCall<{ refund_id?: string }>(ctx, 'POST', '/v3/global/refunds', {
      mchid,
      appid,
      out_trade_no: payment.providerReference,
      out_refund_no: request.reference,
      amount: { refund: request.amount, total: payment.amount, currency: payment.currency },
    });
    if (response.status !== 200) throw new ProviderError('WeChat Pay refund failed', problemOf(response));
    return { providerReference: response.body.refund_id };
  },
};
