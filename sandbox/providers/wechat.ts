import { randomInt, randomUUID } from 'node:crypto';
import type { SandboxPaymentRow } from '../schema';
import { aeadEncrypt, parseParams, randomNonce, rsaSign, rsaVerify } from '../../lib/server/payments/signing';
import { json, parsedBody, type SandboxRequest, type SandboxResponse, type SandboxRoute } from '../http';
import { WECHAT_MERCHANT_SERIAL, WECHAT_PLATFORM_SERIAL } from '../account';
import { isShopUrl, NOT_A_SHOP_URL, sandboxKeys } from '../context';
import { deliverNotification, type Notification } from '../notify';
import { scanRoute, scanUrl, withExpiry, type QrFlow } from '../qr-scan';
import { createSandboxPayment, findSandboxPaymentByReference, moveSandboxPayment, refundSandboxPayment } from '../store';

/**
 * WeChat Pay's overseas v3 API in the sandbox (lib/server/payments/adapters/wechat.ts): Native order,
 * query and close by out_trade_no, refund, and the scan page the code_url opens. Requests must carry a
 * valid WECHATPAY2-SHA256-RSA2048 signature from the sandbox merchant key (401 SIGN_ERROR otherwise);
 * notifications are signed with the sandbox platform key and their resource encrypted with the sandbox
 * APIv3 key, exactly as the real platform does.
 */
const PROVIDER = 'wechat';
const REQUEST_MAX_SKEW_MS = 5 * 60_000;

const WAITING = ['NOTPAY', 'USERPAYING'];

const flow: QrFlow = {
  provider: PROVIDER,
  label: 'WeChat Pay',
  waitingStates: WAITING,
  // Scanning the code in WeChat shows the payer's confirmation screen: WeChat reports USERPAYING.
  scannedState: 'USERPAYING',
  outcomes: {
    paid: {
      state: 'SUCCESS',
      data: () => ({ transactionId: `4200${Array.from({ length: 24 }, () => randomInt(10)).join('')}`, successTime: new Date().toISOString() }),
    },
    rejected: { state: 'PAYERROR', data: () => ({ tradeStateDesc: 'The payer declined the payment' }) },
    expired: { state: 'CLOSED', data: () => ({ tradeStateDesc: 'The order was closed: not paid in time' }) },
  },
  // WeChat Pay notifies successful payments only; everything else is found by querying.
  notify(payment, outcome, mode) {
    if (outcome === 'paid') deliverNotification(wechatNotification(payment), mode);
  },
};

const error = (status: number, code: string, message: string) => json(status, { code, message });

const str = (value: unknown) => (typeof value === 'string' ? value : '');

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Checks the Authorization header; the authenticated mchid, or null when anything is off. */
function authenticate(request: SandboxRequest): string | null {
  const header = request.headers.authorization ?? '';
  const scheme = 'WECHATPAY2-SHA256-RSA2048 ';
  if (!header.startsWith(scheme)) return null;
  const { mchid, nonce_str: nonce, signature, timestamp, serial_no: serial } = parseParams(header.slice(scheme.length));
  if (!mchid || !nonce || !signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return null;
  if (serial !== WECHAT_MERCHANT_SERIAL) return null;
  if (Math.abs(Date.now() - Number(timestamp) * 1000) > REQUEST_MAX_SKEW_MS) return null;
  // The signed URL is the API path after the sandbox's base, with the query string as sent.
  const query = new URLSearchParams(Object.entries(request.query).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  const url = `/${request.path.slice(1).join('/')}${query ? `?${query}` : ''}`;
  const message = `${request.method}\n${url}\n${timestamp}\n${nonce}\n${request.rawBody}\n`;
  return rsaVerify(message, signature, sandboxKeys().wechatMerchantPublicKey) ? mchid : null;
}

const isAmount = (value: unknown): value is { total: number; currency: string } => {
  const amount = value as { total?: unknown; currency?: unknown } | null;
  return !!amount && Number.isInteger(amount.total) && (amount.total as number) > 0 && typeof amount.currency === 'string' && /^[A-Z]{3}$/.test(amount.currency);
};

async function createNative(request: SandboxRequest, mchid: string): Promise<SandboxResponse> {
  const body = parsedBody(request);
  const outTradeNo = str(body.out_trade_no);
  if (body.mchid !== mchid) return error(400, 'PARAM_ERROR', 'mchid does not match the signing merchant');
  if (!str(body.appid) || !str(body.description) || !str(body.notify_url) || body.trade_type !== 'NATIVE') {
    return error(400, 'PARAM_ERROR', 'appid, description, notify_url and trade_type NATIVE are required');
  }
  // Checked when the payment is created, so a bad one fails here and nothing is ever sent to it.
  if (!isShopUrl(body.notify_url)) return error(400, 'PARAM_ERROR', `notify_url ${NOT_A_SHOP_URL}`);
  if (!/^[A-Za-z0-9_\-*|]{1,32}$/.test(outTradeNo)) return error(400, 'PARAM_ERROR', 'out_trade_no must be 1-32 letters, digits or _-*|');
  if (!isAmount(body.amount)) return error(400, 'PARAM_ERROR', 'amount.total must be a positive integer in minor units, amount.currency a code');
  const { payment, created } = await createSandboxPayment({
    provider: PROVIDER,
    merchantReference: outTradeNo,
    amount: body.amount.total,
    currency: body.amount.currency,
    state: 'NOTPAY',
    data: { mchid, appid: body.appid, notifyUrl: body.notify_url, description: body.description, attach: str(body.attach) },
    idPrefix: 'wx',
  });
  if (!created) {
    // Same out_trade_no: the same order when nothing differs; WeChat refuses a reused number otherwise.
    if (payment.amount !== body.amount.total || payment.currency !== body.amount.currency || payment.data.mchid !== mchid) {
      return error(400, 'INVALID_REQUEST', 'out_trade_no was used with different parameters');
    }
    const current = await withExpiry(flow, payment);
    if (current.state === 'SUCCESS' || current.state === 'REFUND') return error(400, 'ORDERPAID', 'The order has been paid');
    if (!WAITING.includes(current.state)) return error(400, 'ORDER_CLOSED', 'The order is closed');
  }
  return json(200, { code_url: scanUrl(PROVIDER, payment.id) });
}

/** The transaction as the query API and the decrypted notification resource show it. */
function transactionOf(payment: SandboxPaymentRow): Record<string, unknown> {
  const data = payment.data as Record<string, string | undefined>;
  const paid = payment.state === 'SUCCESS' || payment.state === 'REFUND';
  return {
    mchid: data.mchid,
    appid: data.appid,
    out_trade_no: payment.merchantReference,
    ...(paid ? { transaction_id: data.transactionId, success_time: data.successTime, bank_type: 'OTHERS', payer: { openid: 'sandbox-openid' } } : {}),
    trade_type: 'NATIVE',
    trade_state: payment.state,
    trade_state_desc: data.tradeStateDesc ?? payment.state,
    attach: data.attach ?? '',
    amount: { total: payment.amount, currency: payment.currency, ...(paid ? { payer_total: payment.amount, payer_currency: payment.currency } : {}) },
  };
}

async function ownedPayment(outTradeNo: string, mchid: string): Promise<SandboxPaymentRow | null> {
  const payment = await findSandboxPaymentByReference(PROVIDER, outTradeNo);
  return payment && payment.data.mchid === mchid ? withExpiry(flow, payment) : null;
}

/**
 * A refund of all or part of a paid trade: several refunds (each its own out_refund_no) up to its total.
 * The same out_refund_no is the same refund: answered again, money moves once. A trade with a refund
 * reads `REFUND` (转入退款).
 */
async function refund(request: SandboxRequest, mchid: string): Promise<SandboxResponse> {
  const body = parsedBody(request);
  const amount = body.amount as { refund?: unknown; total?: unknown; currency?: unknown } | undefined;
  const outRefundNo = str(body.out_refund_no);
  const payment = await ownedPayment(str(body.out_trade_no), mchid);
  if (!payment) return error(404, 'ORDER_NOT_EXIST', 'No such order');
  if (!outRefundNo || outRefundNo.length > 64 || !amount || !Number.isInteger(amount.refund) || (amount.refund as number) <= 0 || (amount.refund as number) > payment.amount) {
    return error(400, 'PARAM_ERROR', 'out_refund_no and amount.refund (at most the order total) are required');
  }
  if (amount.currency !== payment.currency || amount.total !== payment.amount) return error(400, 'PARAM_ERROR', 'amount.total and currency must match the order');
  const outcome = await refundSandboxPayment(payment.id, { reference: outRefundNo, amount: amount.refund as number }, {
    refundable: ['SUCCESS', 'REFUND'],
    stateAfter: () => 'REFUND',
    idPrefix: `5030${Array.from({ length: 12 }, () => randomInt(10)).join('')}`,
  });
  if (!outcome || outcome.kind === 'refused') {
    return outcome?.reason === 'too_much' ? error(400, 'NOT_ENOUGH', 'The refund is more than is left of the order') : error(400, 'INVALID_REQUEST', 'Only a paid order can be refunded');
  }
  return json(200, {
    refund_id: outcome.refund.id,
    out_refund_no: outcome.refund.reference,
    out_trade_no: payment.merchantReference,
    status: 'SUCCESS',
    amount: { refund: outcome.refund.amount, total: payment.amount, currency: payment.currency },
  });
}

async function close(outTradeNo: string, mchid: string): Promise<SandboxResponse> {
  const payment = await ownedPayment(outTradeNo, mchid);
  if (!payment) return error(404, 'ORDER_NOT_EXIST', 'No such order');
  if (payment.state === 'SUCCESS' || payment.state === 'REFUND') return error(400, 'ORDERPAID', 'The order has been paid');
  await moveSandboxPayment(payment.id, WAITING, 'CLOSED', { tradeStateDesc: 'Closed by the merchant' });
  return { status: 204, body: '' };
}

export const wechatSandbox: SandboxRoute = async (request) => {
  const [first, ...rest] = request.path.slice(1);
  if (first === 'scan' && rest.length === 1) return scanRoute(flow, request, rest[0]);
  if (first !== 'v3') return null;
  const route = rest.join('/');
  const mchid = authenticate(request);
  if (!mchid) return error(401, 'SIGN_ERROR', 'Signature verification failed');
  if (route === 'global/transactions/native' && request.method === 'POST') return createNative(request, mchid);
  if (route === 'global/refunds' && request.method === 'POST') return refund(request, mchid);
  const byReference = /^global\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(route);
  if (byReference && !byReference[2] && request.method === 'GET') {
    if (request.query.mchid !== mchid) return error(400, 'PARAM_ERROR', 'mchid query parameter must match the signing merchant');
    const payment = await ownedPayment(decoded(byReference[1]), mchid);
    return payment ? json(200, transactionOf(payment)) : error(404, 'ORDER_NOT_EXIST', 'No such order');
  }
  if (byReference && byReference[2] && request.method === 'POST') return close(decoded(byReference[1]), mchid);
  return null;
};

/**
 * The TRANSACTION.SUCCESS notification: the transaction encrypted with AEAD_AES_256_GCM under the APIv3
 * key, the envelope signed over `timestamp\nnonce\nbody\n` with the platform key. `now` lets tests make
 * a correctly signed but stale one.
 */
export function wechatNotification(payment: SandboxPaymentRow, now = new Date()): Notification {
  const resourceNonce = randomNonce(6);
  const ciphertext = aeadEncrypt(Buffer.from(sandboxKeys().wechatApiV3Key, 'utf8'), resourceNonce, 'transaction', JSON.stringify(transactionOf(payment)));
  const body = JSON.stringify({
    id: randomUUID(),
    create_time: now.toISOString(),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: 'Payment succeeded',
    resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: 'transaction', nonce: resourceNonce },
  });
  const timestamp = Math.floor(now.getTime() / 1000).toString();
  const nonce = randomNonce();
  return {
    url: String(payment.data.notifyUrl),
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': rsaSign(`${timestamp}\n${nonce}\n${body}\n`, sandboxKeys().wechatPlatformPrivateKey),
      'wechatpay-serial': WECHAT_PLATFORM_SERIAL,
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    },
    body,
  };
}
