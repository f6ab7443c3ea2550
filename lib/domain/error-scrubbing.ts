import { redactPath } from './analytics';

/**
 * Error reports carry no personal data: no email, phone, name, gift-card or ticket code, card-like
 * number or confirmation token, wherever it hides (messages, breadcrumbs, request data, extra context).
 * Pure functions over plain event objects, so the browser and the server scrub alike and tests can feed
 * them anything.
 */

export const FILTERED = '[Filtered]';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
/** A gift card's code: four groups of four from the unambiguous alphabet (lib/domain/gift). */
const GIFT_CODE = /\b[2-9A-HJ-NP-Z]{4}(?:[- ]?[2-9A-HJ-NP-Z]{4}){3}\b/g;
/** A ticket's QR code. */
const TICKET_CODE = /\bT[2-9A-Z]{11}\b/g;
/** Card-like: 13 to 19 digits, possibly grouped by spaces or dashes (Luhn or not: a mistyped card is still one). */
const CARD_LIKE = /(?<![\d.])\d(?:[ -]?\d){12,18}(?![\d.])/g;
/** Phone-like: an optional +country, then digit groups split by spaces, dots, dashes or brackets. */
const PHONE_LIKE = /(?<![\w.:/-])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d{2,5}(?:[\s.-]\d{2,5}){1,4}(?![\w.:/-])/g;
const PLUS_NUMBER = /(?<![\w])\+\d{7,15}\b/g;
/** ISO dates and times are not phone numbers. */
const DATE_LIKE = /^\d{4}-\d{2}-\d{2}$|^\d{1,2}[.:]\d{2}([.:]\d{2})?$/;
/**
 * SQL parameters: the query builder's "Failed query: … params: a,b,c" and PostgreSQL's "Failing row
 * contains (…)" and "Key (email)=(…)" put the values of an insert, the visitor's details among them,
 * into the error message. The statement stays, the values go.
 */
const SQL_PARAMS = /(\bparams:)[\s\S]*$/g;
const FAILING_ROW = /(Failing row contains )\([\s\S]*\)/g;
const KEY_DETAIL = /(\bKey \([^)]*\)=)\([^)]*\)/g;

/**
 * Keys whose value is personal whatever it looks like, compared without case, dashes or underscores.
 * In structured data (extra, breadcrumb data, our own contexts) the wide list applies; in free text
 * only names that cannot mean anything else ("code" or "message" in a sentence usually are not a
 * gift card's code or a gift message).
 */
const TEXT_KEYS = [
  'email', 'emailAddress', 'senderEmail', 'recipientEmail',
  'phone', 'mobile', 'mobilePhone', 'phoneNumber',
  'firstName', 'lastName', 'surname', 'fullName', 'givenName', 'familyName', 'senderName', 'senderFirstName', 'senderSurname', 'recipientName',
  'giftCardCode', 'giftCode', 'voucherCode', 'promoCode', 'ticketCode',
  'cardNumber', 'cvv', 'cvc', 'securityCode',
  'password', 'anonymousToken', 'authorization', 'cookie',
  // A rider's details and their waiver's signer (lib/domain/riders.ts), as the visitors' API names them.
  'dateOfBirth', 'riderName', 'signerName', 'guardianRelationship',
];
const DATA_KEYS = [
  ...TEXT_KEYS,
  'name', 'customer', 'sender', 'recipient', 'address', 'tel',
  'code', 'card', 'pan', 'expiry', 'expiryMonth', 'expiryYear',
  'message', 'token', 'cookies', 'ip', 'ipAddress', 'ip_address',
  // A query error's bound values (the visitor's details among them), as the logger serialises it.
  'params', 'parameters',
  // A rider's body and health, and a drawn signature.
  'heightCm', 'weightKg', 'answers', 'drawing',
];

function normaliseKey(key: string): string {
  return key.toLowerCase().replace(/[-_\s]/g, '');
}

const PERSONAL_TEXT_KEYS = new Set(TEXT_KEYS.map(normaliseKey));
const PERSONAL_DATA_KEYS = new Set(DATA_KEYS.map(normaliseKey));

export const isPersonalKey = (key: string): boolean => PERSONAL_DATA_KEYS.has(normaliseKey(key));

/** `"email":"a@b.c"`, `email=a@b.c`, `firstName: 'Mere'`, escaped JSON too: a personal key names the value after it. */
const KEY_VALUE = /(\\?["']?)([A-Za-z_][\w-]*)\1(\s*[:=]\s*)("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^\s,&;}\])]+)/g;

/** Confirmation tokens in URLs or paths become the route's name. */
function scrubUrls(text: string): string {
  return text.replace(/(https?:\/\/[^/\s"'<>]+)?(\/(?:booking|gift-vouchers\/purchase|rider)\/[^/?#\s"'<>]+)/g, (_m, origin: string | undefined, path: string) => `${origin ?? ''}${redactPath(path)}`);
}

export function scrubText(text: string): string {
  let out = text
    .replace(SQL_PARAMS, `$1 ${FILTERED}`)
    .replace(FAILING_ROW, `$1(${FILTERED})`)
    .replace(KEY_DETAIL, `$1(${FILTERED})`)
    .replace(KEY_VALUE, (match, quote: string, key: string, separator: string) =>
      PERSONAL_TEXT_KEYS.has(normaliseKey(key)) ? `${quote}${key}${quote}${separator}${quote ? `"${FILTERED}"` : FILTERED}` : match,
    );
  out = scrubUrls(out)
    .replace(EMAIL, FILTERED)
    .replace(GIFT_CODE, FILTERED)
    .replace(TICKET_CODE, FILTERED)
    .replace(CARD_LIKE, FILTERED)
    .replace(PLUS_NUMBER, FILTERED)
    .replace(PHONE_LIKE, (match) => {
      if (DATE_LIKE.test(match)) return match;
      const digits = match.replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15 ? FILTERED : match;
    });
  return out;
}

const MAX_DEPTH = 12;

/**
 * A deep copy with strings scrubbed and, unless `keys` is false (the SDK's platform contexts, where
 * "name" is an OS or a browser), personal keys' values replaced.
 */
export function scrubValue(value: unknown, options: { keys?: boolean } = {}, depth = 0): unknown {
  const keys = options.keys ?? true;
  if (typeof value === 'string') return scrubText(value);
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, options, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    out[key] = keys && isPersonalKey(key) && item !== null && item !== undefined && item !== '' ? FILTERED : scrubValue(item, options, depth + 1);
  }
  return out;
}

/** The parts of an event or breadcrumb this module reads; the SDK's types are structurally wider. */
export interface ScrubbableBreadcrumb {
  message?: string;
  data?: Record<string, unknown>;
}

export function scrubBreadcrumb<T extends ScrubbableBreadcrumb>(breadcrumb: T): T {
  const out = { ...breadcrumb };
  if (typeof out.message === 'string') out.message = scrubText(out.message);
  if (out.data) out.data = scrubValue(out.data) as Record<string, unknown>;
  return out;
}

interface ScrubbableException {
  type?: string;
  value?: string;
  stacktrace?: unknown;
}

export interface ScrubbableEvent {
  message?: string;
  logentry?: { message?: string; params?: unknown[]; [key: string]: unknown };
  exception?: { values?: ScrubbableException[] };
  breadcrumbs?: ScrubbableBreadcrumb[];
  request?: { url?: string; method?: string };
  user?: unknown;
  extra?: Record<string, unknown>;
  contexts?: Record<string, unknown>;
  tags?: Record<string, unknown>;
  transaction?: string;
}

/** Runtime contexts the SDK fills from the platform; their "name" fields are software, not people. */
const PLATFORM_CONTEXTS = new Set(['app', 'browser', 'os', 'device', 'runtime', 'culture', 'cloud_resource', 'trace', 'response', 'nextjs', 'otel']);

export function scrubEvent<T extends ScrubbableEvent>(event: T): T {
  const out: ScrubbableEvent = { ...event };
  if (typeof out.message === 'string') out.message = scrubText(out.message);
  if (out.logentry) {
    out.logentry = {
      ...out.logentry,
      message: typeof out.logentry.message === 'string' ? scrubText(out.logentry.message) : out.logentry.message,
      params: out.logentry.params && (scrubValue(out.logentry.params) as unknown[]),
    };
  }
  if (out.exception?.values) {
    out.exception = {
      ...out.exception,
      values: out.exception.values.map((exception) => ({
        ...exception,
        value: typeof exception.value === 'string' ? scrubText(exception.value) : exception.value,
        // Stack frames keep file, function, line and source; captured local variables are dropped.
        stacktrace: scrubFrames(exception.stacktrace),
      })),
    };
  }
  if (out.breadcrumbs) out.breadcrumbs = out.breadcrumbs.map((breadcrumb) => scrubBreadcrumb(breadcrumb));
  if (out.request) {
    // Only where it happened: no body, cookies, headers or query string (which may carry codes or tokens).
    const url = typeof out.request.url === 'string' ? scrubText(out.request.url.split(/[?#]/)[0]) : undefined;
    out.request = { url, method: out.request.method };
  }
  delete out.user;
  if (out.extra) out.extra = scrubValue(out.extra) as Record<string, unknown>;
  if (out.tags) out.tags = scrubValue(out.tags) as Record<string, unknown>;
  if (out.contexts) {
    out.contexts = Object.fromEntries(
      Object.entries(out.contexts).map(([name, context]) => [name, scrubValue(context, { keys: !PLATFORM_CONTEXTS.has(name) })]),
    );
  }
  if (typeof out.transaction === 'string') out.transaction = scrubText(out.transaction);
  return out as T;
}

function scrubFrames(stacktrace: unknown): unknown {
  if (!stacktrace || typeof stacktrace !== 'object') return stacktrace;
  const frames = (stacktrace as { frames?: Record<string, unknown>[] }).frames;
  if (!Array.isArray(frames)) return stacktrace;
  return {
    ...stacktrace,
    frames: frames.map((frame) => {
      const { vars: _vars, ...rest } = frame;
      return rest;
    }),
  };
}

/** A log line (SDK logs) gets the same treatment as a message. */
export function scrubLog<T extends { message?: unknown; attributes?: Record<string, unknown> }>(log: T): T {
  return {
    ...log,
    message: typeof log.message === 'string' ? scrubText(log.message) : log.message,
    attributes: log.attributes && (scrubValue(log.attributes) as Record<string, unknown>),
  };
}
