import { randomFillSync } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { contentSecurityPolicy, frameAncestors, nonceOf, securityReportUrl } from '@/lib/domain/content-security-policy';
import { FALLBACK_POLICY } from '@/lib/domain/security-headers';
import type { TrackerCodes } from '@/lib/domain/trackers';
import type { LRUCache } from 'lru-cache';
import { boundedMemo } from '../platform/cache';
import { env, type Env } from '../platform/config';

/**
 * Sets the page's Content-Security-Policy (lib/domain/content-security-policy.ts) with a fresh nonce,
 * which pages/_document.tsx puts on every script tag. Payment pages (card fields) allow only the script
 * inventory; other pages add the locale's trackers. `next dev` gets a report-only policy: it names
 * what production would refuse without getting in a developer's way.
 */
export const POLICY_HEADER = 'content-security-policy';
export const REPORT_ONLY_HEADER = 'content-security-policy-report-only';

export interface PagePolicy {
  origin: string;
  /** A page that shows card fields: PCI DSS v4 6.4.3, no tag manager, pixel or CRM. */
  paymentPage: boolean;
  /** The locale's trackers; null where none may run (payment and error pages). */
  trackers: TrackerCodes | null;
  /** The locale's ROLLER progressive checkout is on: its script is part of the inventory. */
  progressiveCheckout: boolean;
  /** The base URLs of the locale's payment gateways (lib/server/payments/browser-providers.ts); none without a locale. */
  providers?: string[];
  /**
   * Refused scripts are reported to the error reporter (PCI DSS v4 11.6.1). Payment pages only: a
   * report names the page's URL, which elsewhere may be a confirmation link.
   */
  reportViolations?: boolean;
  /** The page compiles WebAssembly (lib/domain/content-security-policy.ts). */
  wasm?: boolean;
  /** The page registers our service worker (lib/domain/content-security-policy.ts). */
  serviceWorker?: boolean;
  /** A booking widget page: the park's partner origins, which alone may frame it; otherwise nobody may. */
  frameAncestors?: readonly string[];
}

/** The payment providers pages may load scripts from, frame and call: the page's gateways', and PAYMENT_PROVIDER_ORIGINS. */
function providerUrls(page: PagePolicy): string[] {
  const extra = (env().PAYMENT_PROVIDER_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean);
  return [...(page.providers ?? []), ...extra];
}

const NONCE_BYTES = 16;
/**
 * Random bytes drawn 4 kB at a time, each used once: one call to the system's generator per 256
 * nonces, as uuid draws its own. One call per page was about 1% of a page rendered afresh (issue #25).
 */
const randomPool = Buffer.alloc(256 * NONCE_BYTES);
let poolUsed = randomPool.length;

/** A fresh nonce: 128 random bits. */
export function newNonce(): string {
  if (poolUsed + NONCE_BYTES > randomPool.length) {
    randomFillSync(randomPool);
    poolUsed = 0;
  }
  const nonce = randomPool.toString('base64', poolUsed, poolUsed + NONCE_BYTES);
  poolUsed += NONCE_BYTES;
  return nonce;
}

/** Where the nonce goes in a kept policy: characters no nonce (base64) and no source list holds. */
const NONCE_SLOT = '\u0000';
/** At most this many policies are kept (a few per locale and host). */
const MAX_KEPT_POLICIES = 500;
/**
 * Policies without their nonce, by what they are made of, split where the nonce goes: every page of a
 * locale shares one of a few, and building one was about 1.5% of a page rendered afresh (issue #25). Per
 * configuration, which tests swap.
 */
const keptPolicies = new WeakMap<Env, LRUCache<string, [string, string]>>();

export function setContentSecurityPolicy(res: ServerResponse, page: PagePolicy): string {
  const config = env();
  const nonce = newNonce();
  const key = JSON.stringify([page.origin, page.paymentPage, page.paymentPage ? null : page.trackers && trackerCodes(page.trackers), page.progressiveCheckout, page.providers, page.reportViolations, page.wasm, page.serviceWorker, page.frameAncestors]);
  let kept = keptPolicies.get(config);
  if (!kept) keptPolicies.set(config, (kept = boundedMemo(MAX_KEPT_POLICIES)));
  let parts = kept.get(key);
  if (!parts) {
    const [before, after] = policyFor(page, config, NONCE_SLOT).split(NONCE_SLOT);
    kept.set(key, (parts = [before, after]));
  }
  res.setHeader(config.isProduction ? POLICY_HEADER : REPORT_ONLY_HEADER, parts[0] + nonce + parts[1]);
  // In development the page's policy only reports, and the enforced one is the fallback that frames for
  // nobody (lib/domain/security-headers.ts): a widget page keeps the fallback but for its partners.
  if (!config.isProduction && page.frameAncestors?.length) {
    res.setHeader(POLICY_HEADER, FALLBACK_POLICY.replace("frame-ancestors 'none'", `frame-ancestors ${frameAncestors(page.frameAncestors).join(' ')}`));
  }
  return nonce;
}

/** Only the codes: a locale record carries them among much else. */
const trackerCodes = ({ googleTagManagerCode, googleAnalyticsCode, hubspotCode, facebookCode }: TrackerCodes): TrackerCodes => ({ googleTagManagerCode, googleAnalyticsCode, hubspotCode, facebookCode });

function policyFor(page: PagePolicy, config: Env, nonce: string): string {
  return contentSecurityPolicy({
    nonce,
    origin: page.origin,
    providers: providerUrls(page),
    progressiveCheckout: page.progressiveCheckout ? (config.PROGRESSIVE_CHECKOUT_SCRIPT_URL ?? null) : null,
    errorReporting: config.NEXT_PUBLIC_SENTRY_DSN,
    trackers: page.paymentPage ? null : page.trackers,
    recaptcha: !page.paymentPage && !!config.RECAPTCHA_SITE_KEY,
    development: !config.isProduction,
    wasm: page.wasm,
    serviceWorker: page.serviceWorker,
    reportUri: page.reportViolations ? securityReportUrl(config.NEXT_PUBLIC_SENTRY_DSN, config.SENTRY_RELEASE, config.NODE_ENV) : null,
    frameAncestors: page.frameAncestors,
  });
}

/** The nonce of the policy already set on this response, if any. */
export function responseNonce(res: ServerResponse): string | null {
  const header = res.getHeader(POLICY_HEADER) ?? res.getHeader(REPORT_ONLY_HEADER);
  return nonceOf(typeof header === 'string' ? header : null);
}
