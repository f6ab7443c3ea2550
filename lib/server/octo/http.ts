import type { IncomingMessage, ServerResponse } from 'node:http';
import { toDomain } from '@/lib/domain/host';
import { toLanguage } from '@/lib/domain/language';
import { OCTO_BASE_PATH, OCTO_CAPABILITIES, OCTO_ERROR_STATUS, octoError, requestedCapabilities, type OctoCapability, type OctoErrorCode } from '@/lib/domain/octo';
import { parseJson } from '@/lib/domain/request-body';
import { findLocaleByDomain, siteOrigin, type LocaleRecord } from '../locales';
import { readBody } from '../platform/http/body';
import { clientAddress } from '../platform/http/client-address';
import { reportUnexpectedError } from '../platform/error-reporting';
import { log } from '../platform/logger';
import { consumeLimit } from '../platform/rate-limit';
import { resellerByKey } from '../resellers';
import { availabilityCalendar, availabilityCheck } from './availability';
import { cancel, confirm, extend, getBooking, listBookings, reserve, update } from './bookings';
import { OctoRefusal, type OctoContext } from './octo-context';
import { getProduct, listProducts } from './products';

/*
 * The OCTO supplier API's endpoint (docs/octo.md): /octo/v1/* on each park's own domain, answered by the
 * server before Next.js (lib/server/app/routes.ts). The host names the site (its park, language and
 * currency); the Bearer key names the reseller, which must be that park's. Every answer is JSON, no-store;
 * every refusal is the spec's error shape with its status, and nothing a reseller sends (bad JSON, a
 * wrong type, an unknown id) is a server error.
 */

type Handler = (ctx: OctoContext, params: { id: string; body: unknown; query: URLSearchParams }) => Promise<unknown>;

interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
  /** Whether the request carries a JSON body. */
  body?: boolean;
}

/** GET /supplier: the park, as the site the request came to names it. */
function supplier(ctx: OctoContext) {
  const origin = siteOrigin(ctx.locale);
  return {
    id: ctx.park.id,
    name: ctx.locale.title,
    endpoint: `${origin}${OCTO_BASE_PATH}`,
    contact: { website: origin, email: ctx.locale.venueHireEmail ?? null, telephone: null, address: ctx.locale.address ?? null },
  };
}

/** GET /capabilities: what this supplier offers beyond the core. */
const capabilities = () => OCTO_CAPABILITIES.map((id) => ({ id, revision: 1, required: false, dependencies: [], docs: null }));

const ROUTES: Route[] = [
  { method: 'GET', pattern: /^\/supplier$/, handler: async (ctx) => supplier(ctx) },
  { method: 'GET', pattern: /^\/capabilities$/, handler: async () => capabilities() },
  { method: 'GET', pattern: /^\/products$/, handler: (ctx) => listProducts(ctx) },
  { method: 'GET', pattern: /^\/products\/([^/]+)$/, handler: (ctx, { id }) => getProduct(ctx, id) },
  { method: 'POST', pattern: /^\/availability\/calendar$/, handler: (ctx, { body }) => availabilityCalendar(ctx, body), body: true },
  { method: 'POST', pattern: /^\/availability$/, handler: (ctx, { body }) => availabilityCheck(ctx, body), body: true },
  { method: 'POST', pattern: /^\/bookings$/, handler: (ctx, { body }) => reserve(ctx, body), body: true },
  { method: 'GET', pattern: /^\/bookings$/, handler: (ctx, { query }) => listBookings(ctx, query) },
  { method: 'GET', pattern: /^\/bookings\/([^/]+)$/, handler: (ctx, { id }) => getBooking(ctx, id) },
  { method: 'PATCH', pattern: /^\/bookings\/([^/]+)$/, handler: (ctx, { id, body }) => update(ctx, id, body), body: true },
  { method: 'DELETE', pattern: /^\/bookings\/([^/]+)$/, handler: (ctx, { id, body }) => cancel(ctx, id, body), body: true },
  { method: 'POST', pattern: /^\/bookings\/([^/]+)\/extend$/, handler: (ctx, { id, body }) => extend(ctx, id, body), body: true },
  { method: 'PATCH', pattern: /^\/bookings\/([^/]+)\/extend$/, handler: (ctx, { id, body }) => extend(ctx, id, body), body: true },
  { method: 'POST', pattern: /^\/bookings\/([^/]+)\/confirm$/, handler: (ctx, { id, body }) => confirm(ctx, id, body), body: true },
  { method: 'POST', pattern: /^\/bookings\/([^/]+)\/cancel$/, handler: (ctx, { id, body }) => cancel(ctx, id, body), body: true },
];

/** Whether a path is the OCTO API's. */
export const isOctoPath = (pathname: string): boolean => pathname === OCTO_BASE_PATH || pathname.startsWith(`${OCTO_BASE_PATH}/`);

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function send(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-content-type-options', 'nosniff');
  for (const [name, header] of Object.entries(headers)) res.setHeader(name, header);
  res.end(JSON.stringify(value));
}

/** A refusal of the request's key: counted against the client address, and past its limit answered 429 without saying more. */
async function keyRefused(req: IncomingMessage, code: OctoErrorCode, message?: string): Promise<never> {
  const limited = await consumeLimit('octoKeyFailureByAddress', clientAddress(req));
  if (!limited.allowed) throw new OctoRefusal(octoError('TOO_MANY_REQUESTS'), limited.retryAfterSeconds);
  throw new OctoRefusal(octoError(code, message));
}

/** The site and the reseller: a known park's site taking bookings, and a key of that park's. */
async function authenticate(req: IncomingMessage, locale: LocaleRecord, asked: OctoCapability[]): Promise<OctoContext> {
  if (!locale.park || !locale.bookingEnabled) throw new OctoRefusal(octoError('FORBIDDEN', 'This site takes no bookings'));
  const key = /^Bearer\s+(\S+)\s*$/i.exec(single(req.headers.authorization) ?? '')?.[1];
  if (!key) return keyRefused(req, 'UNAUTHORIZED');
  const reseller = await resellerByKey(key);
  if (!reseller) return keyRefused(req, 'FORBIDDEN');
  // A key opens its own park's sites only, and says nothing of any other.
  if (reseller.parkId !== locale.parkId) return keyRefused(req, 'UNAUTHORIZED', 'This API key is not for this site: use the key of the park this domain serves');
  const limited = await consumeLimit('octoByReseller', reseller.id);
  if (!limited.allowed) throw new OctoRefusal(octoError('TOO_MANY_REQUESTS'), limited.retryAfterSeconds);
  return { locale, park: locale.park, language: toLanguage(locale.locale), reseller, pricing: asked.includes('octo/pricing'), now: new Date() };
}

/** The request's JSON body: none is `{}`; more than the server takes, or not JSON, is BAD_REQUEST (never a server error). */
async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const read = await readBody(req);
  if (!read.ok) throw new OctoRefusal(octoError('BAD_REQUEST', read.status === 413 ? 'The body is larger than 64 KB' : 'The body could not be read'));
  if (!read.text.trim()) return {};
  const value = parseJson(read.text);
  if (value === undefined) throw new OctoRefusal(octoError('BAD_REQUEST', 'The body is not valid JSON'));
  return value;
}

/** Answers one OCTO request. */
export async function octoEndpoint(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname.slice(OCTO_BASE_PATH.length).replace(/\/+$/, '') || '/';
  const asked = requestedCapabilities(single(req.headers['octo-capabilities']));
  const headers: Record<string, string> = { 'octo-capabilities': asked.join(', ') };
  try {
    const candidates = ROUTES.filter((route) => route.pattern.test(path));
    if (!candidates.length) throw new OctoRefusal(octoError('NOT_FOUND'));
    const route = candidates.find((candidate) => candidate.method === req.method);
    if (!route) {
      send(res, 405, octoError('BAD_REQUEST', `${req.method} is not allowed here`), { ...headers, allow: candidates.map((candidate) => candidate.method).join(', ') });
      return;
    }
    const locale = await findLocaleByDomain(toDomain(single(req.headers.host)));
    if (!locale) throw new OctoRefusal(octoError('NOT_FOUND', 'This site is not served here'));
    headers['content-language'] = locale.hrefLang;
    const ctx = await authenticate(req, locale, asked);
    let id: string;
    try {
      id = decodeURIComponent(route.pattern.exec(path)?.[1] ?? '');
    } catch {
      throw new OctoRefusal(octoError('BAD_REQUEST', 'The path is not valid'));
    }
    const body = route.body ? await jsonBody(req) : undefined;
    send(res, 200, await route.handler(ctx, { id, body, query: url.searchParams }), headers);
  } catch (error) {
    if (error instanceof OctoRefusal) {
      send(res, OCTO_ERROR_STATUS[error.body.error], error.body, error.retryAfterSeconds ? { ...headers, 'retry-after': String(error.retryAfterSeconds) } : headers);
      return;
    }
    log('octo').error({ err: error, method: req.method, path: url.pathname }, 'OCTO request failed');
    reportUnexpectedError(error);
    if (!res.headersSent) send(res, 500, octoError('INTERNAL_SERVER_ERROR'), headers);
  }
}
