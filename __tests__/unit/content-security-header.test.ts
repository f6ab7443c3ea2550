import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePolicy } from '@/lib/domain/content-security-policy';
import { parseEnv } from '@/lib/server/platform/config';
import type { PagePolicy } from '@/lib/server/site/content-security';

const codes = { googleTagManagerCode: ['GTM-1'], googleAnalyticsCode: [], hubspotCode: [], facebookCode: ['1001'] };

/** The header module with a given configuration (env() reads process.env once per module load). */
async function withConfig(settings: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(settings)) vi.stubEnv(key, value);
  return import('@/lib/server/site/content-security');
}

function response() {
  const headers = new Map<string, string>();
  return {
    headers,
    res: { setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value), getHeader: (name: string) => headers.get(name.toLowerCase()) } as unknown as ServerResponse,
  };
}

afterEach(() => vi.unstubAllEnvs());

/** A payment page of a locale whose gateways are a card gateway and a sandbox. */
const page = {
  origin: 'https://nz.example',
  paymentPage: true,
  trackers: null,
  progressiveCheckout: false,
  providers: ['https://gateway.example/api', 'https://sandbox.example/dps'],
};

describe('the page’s Content-Security-Policy header', () => {
  const production = {
    NODE_ENV: 'production',
    PAYMENT_PROVIDER_ORIGINS: 'https://pay.roller.example, https://other.example',
    NEXT_PUBLIC_SENTRY_DSN: 'https://k@ingest.example/9',
    SENTRY_RELEASE: 'r1',
  };

  it('gives a payment page a fresh nonce, the locale’s providers and the configured ones, no tracker, and reports refusals', async () => {
    const { setContentSecurityPolicy, responseNonce } = await withConfig(production);
    const { res, headers } = response();
    const nonce = setContentSecurityPolicy(res, { ...page, trackers: codes, reportViolations: true });
    const policy = parsePolicy(headers.get('content-security-policy')!);
    expect(policy['script-src']).toEqual([
      `'nonce-${nonce}'`,
      'https://nz.example/_next/static/',
      'https://gateway.example',
      'https://sandbox.example',
      'https://pay.roller.example',
      'https://other.example',
    ]);
    expect(policy['connect-src']).toContain('https://ingest.example');
    expect(policy['report-uri']).toEqual(['https://ingest.example/api/9/security/?sentry_key=k&sentry_release=r1&sentry_environment=production']);
    expect(responseNonce(res)).toBe(nonce);
    const again = response();
    expect(setContentSecurityPolicy(again.res, page)).not.toBe(nonce);
  });

  it('lets other pages load the locale’s trackers, and no more', async () => {
    const { setContentSecurityPolicy } = await withConfig(production);
    const { res, headers } = response();
    setContentSecurityPolicy(res, { ...page, paymentPage: false, trackers: codes });
    const policy = parsePolicy(headers.get('content-security-policy')!);
    expect(policy['script-src']).toContain('https://www.googletagmanager.com');
    expect(policy['script-src']).toContain('https://connect.facebook.net');
    expect(policy['script-src'].join(' ')).not.toMatch(/hs-scripts|google-analytics/);
    expect(policy['report-uri']).toBeUndefined();
  });

  it('keeps a policy for the next page like it, and never hands it to a page unlike it', async () => {
    const withTrackers: PagePolicy = { ...page, paymentPage: false, trackers: codes };
    const policyOf = (set: (res: ServerResponse, p: PagePolicy) => string, p: PagePolicy) => {
      const { res, headers } = response();
      const nonce = set(res, p);
      return headers.get('content-security-policy')!.replace(nonce, 'NONCE');
    };
    const { setContentSecurityPolicy } = await withConfig(production);
    const first = policyOf(setContentSecurityPolicy, withTrackers);
    const otherCodes = policyOf(setContentSecurityPolicy, { ...withTrackers, trackers: { ...codes, hubspotCode: ['42'] } });
    const otherOrigin = policyOf(setContentSecurityPolicy, { ...withTrackers, origin: 'https://hk.example' });
    expect(otherCodes).toContain('https://js.hs-scripts.com');
    expect(otherOrigin).toContain('https://hk.example/_next/static/');
    expect(new Set([first, otherCodes, otherOrigin]).size).toBe(3);
    expect(policyOf(setContentSecurityPolicy, withTrackers)).toBe(first);
    // What a module that has kept nothing builds.
    expect(policyOf((await withConfig(production)).setContentSecurityPolicy, withTrackers)).toBe(first);
  });

  it('only reports what it would refuse under next dev', async () => {
    const { setContentSecurityPolicy } = await withConfig({ NODE_ENV: 'development' });
    const { res, headers } = response();
    setContentSecurityPolicy(res, { ...page, origin: 'http://localhost:3000' });
    expect(headers.has('content-security-policy')).toBe(false);
    expect(parsePolicy(headers.get('content-security-policy-report-only')!)['script-src']).toContain("'unsafe-eval'");
  });

  it('lets only the park’s partners frame a widget page, in production and under next dev alike', async () => {
    const partners = ['https://partner.example', 'http://partner.localhost:3020'];
    const framed = await withConfig(production);
    const live = response();
    framed.setContentSecurityPolicy(live.res, { ...page, frameAncestors: partners });
    expect(parsePolicy(live.headers.get('content-security-policy')!)['frame-ancestors']).toEqual(partners);
    // Kept apart from the same page's policy for another park, or for no partner at all.
    const none = response();
    framed.setContentSecurityPolicy(none.res, page);
    expect(parsePolicy(none.headers.get('content-security-policy')!)['frame-ancestors']).toEqual(["'none'"]);
    // Under next dev the page's policy only reports: the enforced fallback frames for the partners too.
    const dev = await withConfig({ NODE_ENV: 'development' });
    const developing = response();
    dev.setContentSecurityPolicy(developing.res, { ...page, frameAncestors: partners });
    expect(developing.headers.get('content-security-policy')).toBe("frame-ancestors https://partner.example http://partner.localhost:3020; base-uri 'none'; object-src 'none'");
    const other = response();
    dev.setContentSecurityPolicy(other.res, page);
    expect(other.headers.has('content-security-policy')).toBe(false);
  });

  it('refuses provider origins that are not http(s) origins', () => {
    expect(() => parseEnv({ PAYMENT_PROVIDER_ORIGINS: 'javascript:alert(1)' })).toThrow('PAYMENT_PROVIDER_ORIGINS must list http(s) origins');
    expect(parseEnv({ PAYMENT_PROVIDER_ORIGINS: 'https://a.example https://b.example:8443' }).PAYMENT_PROVIDER_ORIGINS).toBe('https://a.example https://b.example:8443');
  });

  it('never hands out the same nonce twice, across the random pool’s refills', async () => {
    const { newNonce } = await withConfig({});
    // 1,000 nonces: the 4 kB pool holds 256, so this crosses three refills.
    const nonces = Array.from({ length: 1000 }, newNonce);
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    // Every byte of the pool is used: consecutive nonces are not shifted copies of one another.
    const bytes = Buffer.concat(nonces.slice(0, 256).map((nonce) => Buffer.from(nonce, 'base64')));
    expect(new Set(bytes).size).toBeGreaterThan(200);
  });
});
