import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { escapeHtml } from '@/lib/domain/escape-html';
import type { Language } from '@/lib/domain/language';
import { signInEmailSchema } from '@/lib/domain/staff-sign-in';
import { readBody } from '../platform/http/body';
import { clientAddress } from '../platform/http/client-address';
import { servedOverHttps } from '../platform/http/request-origin';
import { consumeLimits, giveBack, pairKey, takeAttempt, type LimitName, type LimitResult } from '../platform/rate-limit';
import { normaliseEmail, type StaffMember } from './accounts';
import { adminOrigin } from './admin-origin';
import { clearedSessionCookie, sessionCookie, sessionToken } from './cookie';
import { addPasskey, passkeyRegistrationOptions, passkeySignInOptions, signInWithPasskey } from './passkeys';
import { emailSignInLink, endSession, peekSignInLink, sessionStaff, signInWithLink, SIGN_IN_LINK_MINUTES } from './sign-in';
import { tokenHash } from './tokens';
import { adminT, browserLanguage, type AdminT } from './translate';
import { parseJson } from '@/lib/domain/request-body';

/*
 * The back office's own endpoints on ADMIN_HOST (issue #22), answered by lib/server/app/routes.ts before
 * Next.js sees the request: signing in with a one-time link, asking for one by email, signing in with a
 * passkey, adding a passkey, signing out, and who is signed in. The screens are Next pages
 * (lib/server/site/loaders/back-office.ts); the API they call is /api/graphql on this host
 * (lib/server/staff/context.ts), and the WebAuthn ceremonies' JSON endpoints here.
 *
 * An emailed link is opened by a GET that changes nothing: mail scanners and link previews fetch links,
 * and must not use up a one-time link. The page it shows posts the token back (no script) and that POST
 * signs in. Every POST is CSRF-proof: it must come from the back office's own origin (Origin, or
 * Sec-Fetch-Site from browsers that send no Origin), and the session cookie is SameSite=Strict besides.
 */

type Endpoint = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const LINK_PAGE = /^\/sign-in\/link\/([A-Za-z0-9_-]{1,100})$/;

/** No script, no style from anywhere, forms post to ourselves only, never framed. */
const PAGE_POLICY = "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** What every answer of the back office's own endpoints carries (its CSV exports too). */
export function common(res: ServerResponse): void {
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-robots-tag', 'noindex, nofollow');
  // A sign-in link's token is in its path: it must not leave in a Referer. Not `no-referrer`: under it a
  // browser sends `Origin: null` with the page's own form posts, and the CSRF check needs the origin.
  res.setHeader('referrer-policy', 'same-origin');
}

function page(res: ServerResponse, status: number, language: Language, t: AdminT, body: string): void {
  common(res);
  res.statusCode = status;
  res.setHeader('content-security-policy', PAGE_POLICY);
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(t('title'))}</title></head><body><main>${body}</main></body></html>`,
  );
}

function json(res: ServerResponse, status: number, value: unknown): void {
  common(res);
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(value));
}

function seeOther(res: ServerResponse, location: string, cookie?: string): void {
  common(res);
  if (cookie) res.setHeader('set-cookie', cookie);
  res.statusCode = 303;
  res.setHeader('location', location);
  res.end();
}

/**
 * Whether a state-changing request comes from the back office's own pages. The back office's pages are
 * served with `Referrer-Policy: no-referrer`, under which browsers send `Origin: null` with their own
 * form posts and fetches (the Fetch standard's origin serialisation): such a request is ours only when
 * the browser also says it is same-origin (Sec-Fetch-Site, which no page can set). Found by the order
 * desk's end-to-end test: Chromium's sign-in and every API mutation were refused as cross-origin.
 */
export function fromAdminOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  // "null" is an opaque origin (a page under a no-referrer policy, a sandboxed frame): the browser's own
  // Sec-Fetch-Site, which no page can set, then tells whether it is ours.
  if (origin && origin !== 'null') return origin === adminOrigin();
  return req.headers['sec-fetch-site'] === 'same-origin';
}

const signInChecks = (req: IncomingMessage): [LimitName, string | null][] => [['staffSignInByAddress', clientAddress(req)]];

/** A refusal by a rate limit, as JSON: the screen says so in the member's words, and when to try again. */
function tooMany(res: ServerResponse, limit: Extract<LimitResult, { allowed: false }>): void {
  res.setHeader('retry-after', String(limit.retryAfterSeconds));
  json(res, 429, { error: 'tooMany', retryAfterSeconds: limit.retryAfterSeconds });
}

type JsonRead = { ok: true; value: Record<string, unknown> } | { ok: false; status: 400 | 413 | 415 };

/**
 * A JSON endpoint's body: an object, sent as application/json (which no form of another site can send
 * without the browser asking us first), at most BODY_LIMIT bytes.
 */
async function readJson(req: IncomingMessage): Promise<JsonRead> {
  if (!/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) return { ok: false, status: 415 };
  const read = await readBody(req);
  if (!read.ok) return { ok: false, status: read.status };
  const value = parseJson(read.text);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ok: true, value: value as Record<string, unknown> } : { ok: false, status: 400 };
}

/**
 * An emailed link's request is answered no sooner than this after it arrived, whether a link was made
 * and mailed or the address has no account: how long the answer takes must not tell them apart.
 */
const LINK_REQUEST_ANSWER_MS = 400;

/** The staff member this request's session cookie signs in, or null. */
export async function requestStaff(req: IncomingMessage): Promise<StaffMember | null> {
  return sessionStaff(sessionToken(req.headers.cookie, servedOverHttps(req)));
}

const publicView = (member: StaffMember) => ({
  email: member.email,
  displayName: member.displayName,
  language: member.language,
  role: member.role,
  parks: member.parks,
});

/** A link that works no more: says so, and leads to the sign-in screen for a new one or a passkey. */
const refusedPage = (t: AdminT): string =>
  `<h1>${escapeHtml(t('signIn.heading'))}</h1><p>${escapeHtml(t('signIn.refused'))}</p><p><a href="/sign-in">${escapeHtml(t('signIn.again'))}</a></p>`;

/** GET /sign-in/link/<token>: asks to confirm; the token is posted back by the form. */
async function linkPage(req: IncomingMessage, res: ServerResponse, token: string): Promise<void> {
  const member = await peekSignInLink(token);
  const language = member?.language ?? browserLanguage(req.headers['accept-language']);
  const t = adminT(language);
  if (!member) return page(res, 410, language, t, refusedPage(t));
  page(
    res,
    200,
    language,
    t,
    `<h1>${escapeHtml(t('signIn.heading'))}</h1><p>${escapeHtml(t('signIn.lead'))}</p>` +
      `<form method="post" action="/sign-in/link"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">${escapeHtml(t('signIn.button'))}</button></form>`,
  );
}

/** POST /sign-in/link: uses the link up and signs this browser in with a new session. */
async function signIn(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const language = browserLanguage(req.headers['accept-language']);
  const t = adminT(language);
  if (!fromAdminOrigin(req)) return json(res, 403, { error: 'cross-origin' });
  const read = await readBody(req);
  if (!read.ok) return json(res, read.status, { error: read.message });
  // Each try takes a point before it is checked, so parallel tries cannot outrun the limit; a success gives it back.
  const checks = signInChecks(req);
  const attempt = await takeAttempt(checks);
  if (!attempt.allowed) {
    res.setHeader('retry-after', String(attempt.retryAfterSeconds));
    return page(res, 429, language, t, `<h1>${escapeHtml(t('signIn.heading'))}</h1><p>${escapeHtml(t('signIn.tooMany'))}</p>`);
  }
  const secure = servedOverHttps(req);
  const token = new URLSearchParams(read.text).get('token') ?? '';
  const result = await signInWithLink(token, sessionToken(req.headers.cookie, secure));
  if (!result.ok) return page(res, 400, language, t, refusedPage(t));
  await giveBack(checks);
  seeOther(res, '/', sessionCookie(result.token, result.expiresAt, secure));
}

/**
 * POST /sign-in/email {email}: emails the address a one-time link if it is an active account's. The
 * answer is the same whether it is or not, in what it says and in how long it takes; the limits (per
 * client address, and per address typed, hashed, with the client address) count every request, so they
 * too tell nothing.
 */
async function requestLink(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const started = performance.now();
  if (!fromAdminOrigin(req)) return json(res, 403, { error: 'cross-origin' });
  const body = await readJson(req);
  if (!body.ok) return json(res, body.status, { error: 'invalid' });
  let email: string;
  try {
    email = normaliseEmail(signInEmailSchema.validateSync(body.value).email);
  } catch {
    return json(res, 400, { error: 'invalidEmail' });
  }
  const address = clientAddress(req);
  const limit = await consumeLimits([['staffLinkRequestByAddress', address]]);
  if (!limit.allowed) return tooMany(res, limit);
  // Past the budget of this address typed from this client address, the answer is the same and nothing
  // is sent: a stranger typing a member's address cannot lock them out of their links from elsewhere.
  if ((await consumeLimits([['staffLinkRequestByEmailAndAddress', pairKey(tokenHash(email), address)]])).allowed) await emailSignInLink(email, address);
  await sleep(Math.max(0, LINK_REQUEST_ANSWER_MS - (performance.now() - started)));
  json(res, 200, { sent: true, minutes: SIGN_IN_LINK_MINUTES });
}

/** POST /sign-in/passkey/options: a passkey sign-in's options (no account named), its challenge kept. */
async function passkeySignInStart(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!fromAdminOrigin(req)) return json(res, 403, { error: 'cross-origin' });
  const limit = await consumeLimits([['staffPasskeyStartByAddress', clientAddress(req)]]);
  if (!limit.allowed) return tooMany(res, limit);
  json(res, 200, { options: await passkeySignInOptions() });
}

/**
 * POST /sign-in/passkey {response}: signs this browser in with a passkey's answer, with a new session
 * (its previous one ends), and sets the cookie as a link's sign-in does. A failure counts against the
 * address's failed sign-ins, as a bad link does; `unknownCredential` lets the screen tell the phone to
 * forget a passkey we no longer have.
 */
async function passkeySignIn(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!fromAdminOrigin(req)) return json(res, 403, { error: 'cross-origin' });
  const body = await readJson(req);
  if (!body.ok) return json(res, body.status, { error: 'invalid' });
  const checks = signInChecks(req);
  const attempt = await takeAttempt(checks);
  if (!attempt.allowed) return tooMany(res, attempt);
  const secure = servedOverHttps(req);
  const result = await signInWithPasskey(body.value.response, sessionToken(req.headers.cookie, secure));
  if (!result.ok) return json(res, 400, { error: result.code === 'unknownCredential' ? 'unknownCredential' : 'refused' });
  await giveBack(checks);
  res.setHeader('set-cookie', sessionCookie(result.token, result.expiresAt, secure));
  json(res, 200, { signedIn: true });
}

/** The signed-in member of a JSON endpoint that needs one, or null once it has answered 403 or 401. */
async function signedInMember(req: IncomingMessage, res: ServerResponse): Promise<StaffMember | null> {
  if (!fromAdminOrigin(req)) {
    json(res, 403, { error: 'cross-origin' });
    return null;
  }
  const member = await requestStaff(req);
  if (!member) json(res, 401, { error: 'signedOut' });
  return member;
}

/** POST /api/staff/passkeys/options: the options for adding a passkey to the signed-in member's account. */
async function passkeyRegistrationStart(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const member = await signedInMember(req, res);
  if (!member) return;
  json(res, 200, { options: await passkeyRegistrationOptions(member) });
}

/** POST /api/staff/passkeys {response, name}: adds the new passkey to the signed-in member's account. */
async function passkeyRegistration(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const member = await signedInMember(req, res);
  if (!member) return;
  const body = await readJson(req);
  if (!body.ok) return json(res, body.status, { error: 'invalid' });
  const added = await addPasskey(member, body.value.response, body.value.name, req.headers['user-agent']);
  if (!added.ok) return json(res, 400, { error: added.code });
  json(res, 201, { passkey: { id: added.passkey.id, name: added.passkey.name, createdAt: added.passkey.createdAt.toISOString() } });
}

/** POST /sign-out: ends the session everywhere its cookie is, and removes the cookie. */
async function signOut(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!fromAdminOrigin(req)) return json(res, 403, { error: 'cross-origin' });
  const secure = servedOverHttps(req);
  await endSession(sessionToken(req.headers.cookie, secure));
  seeOther(res, '/', clearedSessionCookie(secure));
}

/** GET /api/staff/session: who is signed in (401 when nobody is). */
async function whoAmI(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const member = await requestStaff(req);
  if (!member) return json(res, 401, { signedIn: false });
  json(res, 200, { signedIn: true, staff: publicView(member) });
}

function refuse(res: ServerResponse, status: 404 | 405, allow?: string): Promise<void> {
  common(res);
  res.statusCode = status;
  if (allow) res.setHeader('allow', allow);
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.end(status === 404 ? 'Not found' : 'Method not allowed');
  return Promise.resolve();
}

const only = (method: string, endpoint: Endpoint): Endpoint => (req, res) => (req.method === method ? endpoint(req, res) : refuse(res, 405, method));

/**
 * The back office's own endpoint for a request to ADMIN_HOST, or null: a screen, which Next renders
 * (serve.ts, at screenUrl's path). Every path there is the back office's.
 */
export function backOfficeEndpoint(req: IncomingMessage): Endpoint | null {
  const { pathname } = new URL(req.url ?? '/', 'http://admin');
  const link = pathname.match(LINK_PAGE);
  if (link) return only('GET', (request, res) => linkPage(request, res, link[1]));
  switch (pathname) {
    case '/sign-in/link':
      return only('POST', signIn);
    case '/sign-in/email':
      return only('POST', requestLink);
    case '/sign-in/passkey/options':
      return only('POST', passkeySignInStart);
    case '/sign-in/passkey':
      return only('POST', passkeySignIn);
    case '/api/staff/passkeys/options':
      return only('POST', passkeyRegistrationStart);
    case '/api/staff/passkeys':
      return only('POST', passkeyRegistration);
    case '/sign-out':
      return only('POST', signOut);
    case '/api/staff/session':
      return only('GET', whoAmI);
    default:
      return null;
  }
}
