import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { fromDecimalAmount, toDecimalAmount } from '@/lib/domain/decimal-amount';
import type { SandboxPaymentRow } from '../schema';
import { isShopUrl, NOT_A_SHOP_URL, sandboxSecret } from '../context';
import { basicCredentials, json, parsedBody, type SandboxRequest, type SandboxResponse, type SandboxRoute } from '../http';
import { deliverNotification } from '../notify';
import { createSandboxPayment, findSandboxPaymentByReference, moveSandboxPayment, refundedAmount, refundSandboxPayment, refundsOf } from '../store';
import { checkCard, maskedNumber, type KeptCard } from '../test-cards';
import { cardFieldPage, mastercardSessionScript } from './mastercard-frames';

/**
 * Mastercard Gateway in the sandbox, the Hosted Session subset that the MasterCardDirect adapter
 * (lib/server/payments/adapters/mastercard.ts) uses:
 *
 *   POST api/rest/version/{N}/merchant/{m}/session                       create a session
 *   PUT  api/rest/version/{N}/merchant/{m}/session/{id}                  add order details to it
 *   GET  api/rest/version/{N}/merchant/{m}/session/{id}                  read it back
 *   PUT  api/rest/version/{N}/merchant/{m}/order/{o}/transaction/{t}     PAY (with the session) or REFUND
 *                                                                         (all or part of what is left;
 *                                                                         the transaction id is its key)
 *   GET  api/rest/version/{N}/merchant/{m}/order/{o}[/transaction/{t}]   the authoritative answer
 *   GET  form/version/{N}/merchant/{m}/session.js, form/field            the script and its card frames
 *   POST form/session/{id}                                               the card, from the number frame
 *
 * API calls take Basic auth `merchant.{m}` : the sandbox secret. Sessions and orders are sandbox rows:
 * a session under provider 'mastercard-session' keyed by its id, an order under 'mastercard' keyed by
 * the merchant's order id (our payment id). A session keeps only the test-card outcome, brand, last four
 * digits and expiry; the security code is checked and dropped.
 */

const SESSION = 'mastercard-session';
const ORDER = 'mastercard';
/** Hosted sessions are single-use here: the PAY that uses one binds it to that order. */
const OPEN_SESSION = ['NO_UPDATE', 'UPDATED'];

type Json = Record<string, unknown>;

/** Path segments arrive decoded from Next and raw from a plain Node server; ids never contain '%'. */
const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
};

const record = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

const error = (status: number, cause: string, explanation: string, field?: string) =>
  json(status, { result: 'ERROR', error: { cause, explanation, ...(field ? { field, validationType: 'INVALID' } : {}) } });

const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

/** The provider answers amounts as JSON numbers of major units ("12.5" for NZD 12.50). */
const major = (minor: number, currency: string) => Number(toDecimalAmount(minor, currency));

export const mastercardSandbox: SandboxRoute = async (request) => {
  const [, area, ...rest] = request.path;
  if (area === 'api' && rest[0] === 'rest' && rest[1] === 'version' && /^\d+$/.test(rest[2] ?? '') && rest[3] === 'merchant' && rest[4]) {
    return api(request, decode(rest[4]), rest.slice(5));
  }
  if (area === 'form') return form(request, rest);
  return null;
};

async function form(request: SandboxRequest, rest: string[]): Promise<SandboxResponse | null> {
  // session.js at the provider's own path; the sandbox also serves it at mastercard/session.js (scripts.ts).
  if (request.method === 'GET' && rest[0] === 'version' && rest[2] === 'merchant' && rest[4] === 'session.js' && rest.length === 5) {
    return { status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'public, max-age=300' }, body: mastercardSessionScript };
  }
  if (request.method === 'GET' && rest.length === 1 && rest[0] === 'field') return cardFieldPage(request);
  if (request.method === 'POST' && rest.length === 2 && rest[0] === 'session') return updateSessionFromFrame(request, decode(rest[1]));
  return null;
}

/** The number frame's POST: the whole card, checked here and reduced to what the sandbox keeps. */
async function updateSessionFromFrame(request: SandboxRequest, sessionId: string): Promise<SandboxResponse> {
  // Only a same-origin page (the frame) can send a JSON body here: a cross-origin one needs a preflight.
  if (!(request.headers['content-type'] ?? '').startsWith('application/json')) return json(415, { status: 'system_error' });
  const session = await findSandboxPaymentByReference(SESSION, sessionId);
  if (!session) return json(404, { status: 'system_error', message: 'Unknown session' });
  if (!OPEN_SESSION.includes(session.state)) return json(400, { status: 'system_error', session: { id: sessionId }, message: 'Session already used' });
  const checked = checkCard(parsedBody(request), new Date());
  if (!checked.ok) return json(200, { status: 'fields_in_error', session: { id: sessionId }, errors: checked.errors });
  const updated = await moveSandboxPayment(session.id, OPEN_SESSION, 'UPDATED', { card: checked.card, version: randomBytes(5).toString('hex') });
  if (!updated) return json(400, { status: 'system_error', session: { id: sessionId }, message: 'Session already used' });
  return json(200, { status: 'ok', session: sessionView(updated).session, sourceOfFunds: sourceOfFunds(checked.card) });
}

const sourceOfFunds = (card: KeptCard) => ({
  type: 'CARD',
  provided: { card: { brand: card.brand, number: maskedNumber(card), expiry: { month: card.expiryMonth, year: card.expiryYear } } },
});

function sessionView(row: SandboxPaymentRow): Json {
  const data = record(row.data);
  const card = data.card as KeptCard | undefined;
  const order = record(data.order);
  return {
    merchant: data.merchant,
    session: { id: row.merchantReference, updateStatus: row.state === 'NO_UPDATE' ? 'NO_UPDATE' : 'SUCCESS', version: data.version ?? '0' },
    ...(card ? { sourceOfFunds: sourceOfFunds(card) } : {}),
    ...(typeof order.amount === 'number' ? { order: { amount: major(order.amount, String(order.currency)), currency: order.currency } } : {}),
  };
}

async function api(request: SandboxRequest, merchant: string, resource: string[]): Promise<SandboxResponse | null> {
  const credentials = basicCredentials(request);
  if (!credentials || credentials.user !== `merchant.${merchant}` || !sameSecret(credentials.password, sandboxSecret())) {
    return error(401, 'INVALID_REQUEST', 'Invalid credentials.');
  }
  const [kind, id, sub, transactionId, ...extra] = resource.map(decode);
  if (extra.length) return null;
  if (kind === 'session' && !id && request.method === 'POST') return createSession(merchant);
  if (kind === 'session' && id && !sub) {
    const session = await findSandboxPaymentByReference(SESSION, id);
    if (!session || record(session.data).merchant !== merchant) return error(404, 'INVALID_REQUEST', 'Unknown session', 'session.id');
    if (request.method === 'GET') return json(200, sessionView(session));
    if (request.method === 'PUT') return updateSession(session, parsedBody(request));
    return null;
  }
  if (kind === 'order' && id) {
    if (sub === 'transaction' && transactionId && request.method === 'PUT') return transaction(merchant, id, transactionId, parsedBody(request));
    if (request.method !== 'GET' || (sub && sub !== 'transaction')) return null;
    const order = await findSandboxPaymentByReference(ORDER, id);
    if (!order || record(order.data).merchant !== merchant) return error(404, 'INVALID_REQUEST', 'Unable to find order', 'order.id');
    if (!sub) return json(200, orderView(order));
    const found = transactionsOf(order).find((t) => t.id === transactionId);
    return found ? json(200, transactionView(order, found)) : error(404, 'INVALID_REQUEST', 'Unable to find transaction', 'transaction.id');
  }
  return null;
}

async function createSession(merchant: string): Promise<SandboxResponse> {
  const id = `SESSION0002${randomBytes(12).toString('hex').toUpperCase()}`;
  await createSandboxPayment({ provider: SESSION, merchantReference: id, amount: 0, currency: '', state: 'NO_UPDATE', data: { merchant, version: '0' } });
  return json(201, { merchant, result: 'SUCCESS', session: { id, updateStatus: 'NO_UPDATE', version: '0' } });
}

/** Update Session: the merchant adds the order's amount, currency and webhook URL before the visitor pays. */
async function updateSession(session: SandboxPaymentRow, body: Json): Promise<SandboxResponse> {
  const order = record(body.order);
  const currency = text(order.currency);
  const amount = currency && text(order.amount) ? fromDecimalAmount(String(order.amount), currency) : null;
  if (order.amount !== undefined && amount === null) return error(400, 'INVALID_REQUEST', 'Invalid amount', 'order.amount');
  if (text(order.notificationUrl) && !isShopUrl(text(order.notificationUrl))) return error(400, 'INVALID_REQUEST', `Webhook URL ${NOT_A_SHOP_URL}`, 'order.notificationUrl');
  const details = {
    ...(amount !== null ? { amount, currency } : {}),
    ...(text(order.notificationUrl) ? { notificationUrl: text(order.notificationUrl) } : {}),
    ...(text(order.reference) ? { reference: text(order.reference) } : {}),
  };
  // The browser may post the card at the same moment: move from whatever open state it is in now.
  let current: SandboxPaymentRow | null = session;
  for (let attempt = 0; current && attempt < 3; attempt++) {
    if (!OPEN_SESSION.includes(current.state)) return error(400, 'INVALID_REQUEST', 'Session already used', 'session.id');
    const moved = await moveSandboxPayment(current.id, [current.state], current.state, { order: { ...record(record(current.data).order), ...details } });
    if (moved) return json(200, sessionView(moved));
    current = await findSandboxPaymentByReference(SESSION, session.merchantReference);
  }
  return error(503, 'SERVER_BUSY', 'Try again');
}

interface StoredTransaction {
  id: string;
  type: 'PAYMENT' | 'REFUND';
  amount: number;
  currency: string;
  result: 'SUCCESS' | 'FAILURE';
  gatewayCode: string;
  timeOfRecord: string;
}

/** The order's PAY, and each refund made since (store.ts keeps refunds, keyed by their transaction id). */
const transactionsOf = (order: SandboxPaymentRow): StoredTransaction[] => {
  const list = record(order.data).transactions;
  const refunds = refundsOf(order).map(
    (refund): StoredTransaction => ({ id: refund.reference, type: 'REFUND', amount: refund.amount, currency: order.currency, result: 'SUCCESS', gatewayCode: 'APPROVED', timeOfRecord: refund.createdAt }),
  );
  return [...(Array.isArray(list) ? (list as StoredTransaction[]) : []), ...refunds];
};

const CAPTURED = ['CAPTURED', 'PARTIALLY_REFUNDED', 'REFUNDED'];

function orderView(order: SandboxPaymentRow): Json {
  const data = record(order.data);
  const transactions = transactionsOf(order);
  const captured = CAPTURED.includes(order.state) ? order.amount : 0;
  const card = data.card as KeptCard | undefined;
  return {
    merchant: data.merchant,
    id: order.merchantReference,
    amount: major(order.amount, order.currency),
    currency: order.currency,
    status: order.state === 'NEW' ? 'INITIATED' : order.state,
    result: order.state === 'FAILED' ? 'FAILURE' : order.state === 'NEW' ? 'PENDING' : 'SUCCESS',
    totalAuthorizedAmount: major(captured, order.currency),
    totalCapturedAmount: major(captured, order.currency),
    totalRefundedAmount: major(refundedAmount(order), order.currency),
    creationTime: order.createdAt.toISOString(),
    ...(card ? { sourceOfFunds: sourceOfFunds(card) } : {}),
    transaction: transactions.map((t) => ({ ...transactionBody(t), response: { gatewayCode: t.gatewayCode }, result: t.result })),
  };
}

const transactionBody = (t: StoredTransaction) => ({
  id: t.id,
  type: t.type,
  amount: major(t.amount, t.currency),
  currency: t.currency,
});

/** A transaction as the PUT and GET answer it, and as the webhook carries it. */
function transactionView(order: SandboxPaymentRow, t: StoredTransaction): Json {
  const view = orderView(order);
  return {
    merchant: view.merchant,
    result: t.result,
    response: { gatewayCode: t.gatewayCode, acquirerCode: t.result === 'SUCCESS' ? '00' : '05' },
    order: { id: view.id, amount: view.amount, currency: view.currency, status: view.status, totalCapturedAmount: view.totalCapturedAmount, totalRefundedAmount: view.totalRefundedAmount },
    transaction: transactionBody(t),
    ...(view.sourceOfFunds ? { sourceOfFunds: view.sourceOfFunds } : {}),
    timeOfRecord: t.timeOfRecord,
  };
}

async function transaction(merchant: string, orderId: string, transactionId: string, body: Json): Promise<SandboxResponse> {
  const operation = text(body.apiOperation);
  if (operation === 'PAY') return pay(merchant, orderId, transactionId, body);
  if (operation === 'REFUND') return refund(merchant, orderId, transactionId, body);
  return error(400, 'INVALID_REQUEST', 'Unsupported apiOperation', 'apiOperation');
}

/**
 * PAY with a hosted session. The transaction id is the idempotency key: a repeated PUT of the same
 * transaction answers the transaction that exists and never charges again, however many arrive at once
 * (the order row is created once, and only one conditional move out of NEW counts a charge).
 */
async function pay(merchant: string, orderId: string, transactionId: string, body: Json): Promise<SandboxResponse> {
  const order = record(body.order);
  const currency = text(order.currency);
  const amount = currency ? fromDecimalAmount(String(order.amount ?? ''), currency) : null;
  if (!currency || amount === null || amount <= 0) return error(400, 'INVALID_REQUEST', 'Invalid amount or currency', 'order.amount');
  if (record(body.sourceOfFunds).type !== 'CARD') return error(400, 'INVALID_REQUEST', 'sourceOfFunds.type must be CARD', 'sourceOfFunds.type');

  // A settled order answers from what it holds. One still NEW is being settled by a concurrent PUT (or
  // one that crashed half-way): go through the same claim and conditional move, which only one wins.
  const existing = await findSandboxPaymentByReference(ORDER, orderId);
  if (existing && existing.state !== 'NEW') return replay(existing, merchant, transactionId, amount, currency);

  const sessionId = text(record(body.session).id);
  const session = sessionId ? await findSandboxPaymentByReference(SESSION, sessionId) : null;
  if (!session || record(session.data).merchant !== merchant) return error(400, 'INVALID_REQUEST', 'Unknown session', 'session.id');
  const card = record(session.data).card as KeptCard | undefined;
  // Nothing to charge yet: the visitor has not sent a card through the fields.
  if (!card) return error(400, 'INVALID_REQUEST', 'Session does not contain card details', 'session.id');
  // Claim the session for this order; concurrent PAYs for the same order all pass, another order does not.
  const claimed = (await moveSandboxPayment(session.id, ['UPDATED'], 'USED', { usedBy: orderId })) ?? (await findSandboxPaymentByReference(SESSION, session.merchantReference));
  if (!claimed || record(claimed.data).usedBy !== orderId) return error(400, 'INVALID_REQUEST', 'Session already used', 'session.id');

  const { payment: row } = await createSandboxPayment({
    provider: ORDER,
    merchantReference: orderId,
    amount,
    currency,
    state: 'NEW',
    data: { merchant, session: sessionId, card, notificationUrl: record(record(session.data).order).notificationUrl },
  });
  if (row.state !== 'NEW') return replay(row, merchant, transactionId, amount, currency);
  const approved = card.outcome === 'approve';
  const stored: StoredTransaction = {
    id: transactionId,
    type: 'PAYMENT',
    amount,
    currency,
    result: approved ? 'SUCCESS' : 'FAILURE',
    gatewayCode: approved ? 'APPROVED' : 'DECLINED',
    timeOfRecord: new Date().toISOString(),
  };
  const moved = await moveSandboxPayment(row.id, ['NEW'], approved ? 'CAPTURED' : 'FAILED', { transactions: [stored] }, approved);
  if (!moved) {
    const settled = await findSandboxPaymentByReference(ORDER, orderId);
    return settled ? replay(settled, merchant, transactionId, amount, currency) : error(503, 'SERVER_BUSY', 'Try again');
  }
  notify(moved, stored);
  return json(201, transactionView(moved, stored));
}

/** A PUT for an order that already exists: the same transaction answers as it did; anything else is refused. */
function replay(order: SandboxPaymentRow, merchant: string, transactionId: string, amount: number, currency: string): SandboxResponse {
  if (record(order.data).merchant !== merchant) return error(400, 'INVALID_REQUEST', 'Order belongs to another merchant', 'order.id');
  const found = transactionsOf(order).find((t) => t.id === transactionId);
  if (!found) return error(400, 'INVALID_REQUEST', 'Order already has a payment', 'transaction.id');
  if (found.amount !== amount || found.currency !== currency) return error(400, 'INVALID_REQUEST', 'Transaction exists with a different amount', 'order.amount');
  return json(200, transactionView(order, found));
}

/**
 * REFUND of all or part of what is left of a captured order. The transaction id is the idempotency key:
 * the same PUT again answers the refund it made, however many arrive at once (store.ts takes the order's
 * row lock); refunds together never exceed what was captured.
 */
async function refund(merchant: string, orderId: string, transactionId: string, body: Json): Promise<SandboxResponse> {
  const order = await findSandboxPaymentByReference(ORDER, orderId);
  if (!order || record(order.data).merchant !== merchant) return error(404, 'INVALID_REQUEST', 'Unable to find order', 'order.id');
  const requested = record(body.transaction);
  const currency = text(requested.currency);
  const amount = currency ? fromDecimalAmount(String(requested.amount ?? ''), currency) : null;
  if (amount === null || currency !== order.currency) return error(400, 'INVALID_REQUEST', 'Invalid refund amount or currency', 'transaction.amount');
  const pay = (Array.isArray(record(order.data).transactions) ? (record(order.data).transactions as StoredTransaction[]) : []).find((t) => t.id === transactionId);
  if (pay) return error(400, 'INVALID_REQUEST', 'Transaction id already used', 'transaction.id');
  const outcome = await refundSandboxPayment(order.id, { reference: transactionId, amount }, {
    refundable: ['CAPTURED', 'PARTIALLY_REFUNDED'],
    stateAfter: (full) => (full ? 'REFUNDED' : 'PARTIALLY_REFUNDED'),
    idPrefix: 'mcrf_',
  });
  if (!outcome || outcome.kind === 'refused') {
    return error(400, 'INVALID_REQUEST', outcome?.reason === 'too_much' ? 'Refund exceeds what is left of the captured amount' : 'Order cannot be refunded', 'transaction.amount');
  }
  const made = transactionsOf(outcome.payment).find((t) => t.type === 'REFUND' && t.id === transactionId)!;
  return json(outcome.kind === 'refunded' ? 201 : 200, transactionView(outcome.payment, made));
}

/** The webhook the provider sends when an order changes; the secret rides in X-Notification-Secret. */
function notify(order: SandboxPaymentRow, t: StoredTransaction): void {
  const url = text(record(order.data).notificationUrl);
  if (!url) return;
  deliverNotification(
    {
      url,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-notification-secret': sandboxSecret(),
        'x-notification-id': randomBytes(8).toString('hex'),
        'x-notification-attempt': '1',
      },
      body: JSON.stringify(transactionView(order, t)),
    },
    'once',
  );
}
