import { trackerSources, type SourceDirective, type Sources, type TrackerCodes } from './trackers';
import { widgetOrigin } from './widget';

/**
 * The Content-Security-Policy of a page (PCI DSS v4 6.4.3: an inventory of the scripts a payment page
 * may run, each authorised; the browser enforces it). Scripts may come only from:
 * - our own bundles, by path (`<origin>/_next/static/`), each tag also carrying the response's nonce;
 * - the payment providers (card widget, ROLLER's checkout), by origin, from configuration;
 * - and, on pages without card fields only, the origins the locale's trackers need (and reCAPTCHA's,
 *   when the enquiry form uses it).
 * The error reporter is bundled with our code; it may send to its ingest origin.
 */
export interface PolicyInput {
  /** Fresh for every response; Next puts it on every script tag it renders. */
  nonce: string;
  /** The shop's origin as the visitor reached it. */
  origin: string;
  /** Script URLs or origins of payment providers: widget, hosted fields, embedded forms. */
  providers: string[];
  /** ROLLER's progressive checkout script where the locale turns it on (it may be one of our paths). */
  progressiveCheckout?: string | null;
  /** The error reporter's DSN for browsers; its ingest origin is all it may reach. */
  errorReporting?: string | null;
  /** The locale's trackers; null on payment pages (no tag manager, pixel or CRM there) and error pages. */
  trackers: TrackerCodes | null;
  /** reCAPTCHA (the enquiry form's, when a site key is configured); never on payment pages. */
  recaptcha?: boolean;
  /** `next dev` evaluates modules and hot-reloads over a WebSocket. */
  development?: boolean;
  /**
   * The page compiles WebAssembly (the back office's QR decoder, ZXing in WebAssembly where the browser
   * has no BarcodeDetector): `'wasm-unsafe-eval'` allows compiling wasm, not evaluating JavaScript.
   */
  wasm?: boolean;
  /**
   * The page registers our service worker (the scanner's, public/scanner-sw.js, so it starts without a
   * network): `worker-src 'self'`. Without it a worker falls back to script-src, which names only our
   * bundles and the nonce.
   */
  serviceWorker?: boolean;
  /**
   * Where browsers report what the policy refused (PCI DSS v4 11.6.1: an unauthorised script on a
   * payment page raises an alert), e.g. the error reporter's security endpoint (securityReportUrl).
   */
  reportUri?: string | null;
  /**
   * The booking widget's pages (lib/domain/widget.ts): the partner origins the park lists, which alone may
   * frame them. Every other page, and a widget page of a park that lists none, may be framed by nobody.
   */
  frameAncestors?: readonly string[];
}

/**
 * The error reporter's endpoint for browsers' CSP violation reports, from its DSN
 * (https://KEY@HOST/PROJECT → https://HOST/api/PROJECT/security/?sentry_key=KEY).
 */
export function securityReportUrl(dsn: string | null | undefined, release?: string, environment?: string): string | null {
  if (!dsn) return null;
  try {
    const url = new URL(dsn);
    const project = url.pathname.split('/').filter(Boolean).pop();
    if (!project || !url.username || !originOf(url.href)) return null;
    const params = new URLSearchParams({ sentry_key: url.username });
    if (release) params.set('sentry_release', release);
    if (environment) params.set('sentry_environment', environment);
    const base = url.pathname.split('/').filter(Boolean).slice(0, -1).join('/');
    return `${url.origin}${base ? `/${base}` : ''}/api/${project}/security/?${params}`;
  } catch {
    return null;
  }
}

/** The origin of an absolute http(s) URL, or null (relative paths, data:, junk). */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Google's published reCAPTCHA sources ("reCAPTCHA FAQ: CSP"). */
export const RECAPTCHA_SOURCES: Sources = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  'connect-src': ['https://www.google.com/recaptcha/'],
};

const unique = (list: (string | null | undefined)[]): string[] => [...new Set(list.filter((item): item is string => !!item))];

/** A progressive checkout script on our own origin is allowed by its exact path, nothing else there. */
function progressiveCheckoutSource(script: string | null | undefined, origin: string): string | null {
  if (!script) return null;
  const absolute = originOf(script);
  if (absolute) return absolute;
  try {
    const url = new URL(script, origin);
    return `${url.origin}${url.pathname}`;
  } catch {
    return null;
  }
}

export type Policy = Record<string, string[]>;

/**
 * Who may frame the page: the widget's partner origins, each checked again here (only a scheme, a host and
 * a port may reach the header, whatever a row holds), else nobody.
 */
export function frameAncestors(origins: readonly string[] | undefined): string[] {
  const allowed = unique((origins ?? []).map(widgetOrigin));
  return allowed.length ? allowed : ["'none'"];
}

export function buildPolicy(input: PolicyInput): Policy {
  const providers = unique(input.providers.map(originOf));
  const ingest = originOf(input.errorReporting);
  const trackers = input.trackers ? trackerSources(input.trackers) : {};
  const recaptcha: Sources = input.recaptcha ? RECAPTCHA_SOURCES : {};
  const extra = (directive: SourceDirective) => [...(trackers[directive] ?? []), ...(recaptcha[directive] ?? [])];
  const dev = input.development ?? false;
  return {
    'default-src': ["'self'"],
    'script-src': unique([
      `'nonce-${input.nonce}'`,
      `${input.origin}/_next/static/`,
      ...providers,
      progressiveCheckoutSource(input.progressiveCheckout, input.origin),
      ...extra('script-src'),
      input.wasm ? "'wasm-unsafe-eval'" : null,
      dev ? "'unsafe-eval'" : null,
    ]),
    // styled-components writes <style> tags and React style attributes: styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', 'blob:', ...extra('img-src')]),
    'font-src': ["'self'", 'data:'],
    'connect-src': unique(["'self'", ingest, ...providers, ...extra('connect-src'), ...(dev ? ['ws:', 'wss:'] : [])]),
    // Card fields and ROLLER's form are frames of the providers; the progressive checkout frames its own origin.
    'frame-src': unique(["'self'", ...providers, ...extra('frame-src')]),
    ...(input.serviceWorker ? { 'worker-src': ["'self'"] } : {}),
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': frameAncestors(input.frameAncestors),
    ...(input.reportUri ? { 'report-uri': [input.reportUri] } : {}),
  };
}

export const serializePolicy = (policy: Policy): string =>
  Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');

export const contentSecurityPolicy = (input: PolicyInput): string => serializePolicy(buildPolicy(input));

export function parsePolicy(header: string): Policy {
  const policy: Policy = {};
  for (const part of header.split(';')) {
    const [directive, ...sources] = part.trim().split(/\s+/);
    if (directive) policy[directive.toLowerCase()] = sources;
  }
  return policy;
}

/** The nonce a policy header carries (the document renders it onto its script tags). */
export function nonceOf(header: string | null | undefined): string | null {
  return header?.match(/'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1] ?? null;
}
