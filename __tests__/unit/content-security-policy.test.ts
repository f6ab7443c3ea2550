import { describe, expect, it } from 'vitest';
import { buildPolicy, contentSecurityPolicy, nonceOf, originOf, parsePolicy, securityReportUrl, type PolicyInput } from '@/lib/domain/content-security-policy';
import type { TrackerCodes } from '@/lib/domain/trackers';

const codes: TrackerCodes = { googleTagManagerCode: ['GTM-1'], googleAnalyticsCode: ['G-1'], hubspotCode: ['4001'], facebookCode: ['1001'] };

const page: PolicyInput = {
  nonce: 'bm9uY2U=',
  origin: 'https://nz.summitrush.example',
  providers: ['https://gateway.mastercard.example/form/version/100/merchant/X/session.js', 'https://pay.roller.example'],
  errorReporting: 'https://key@o1.ingest.sentry.example/42',
  trackers: null,
};

describe('Content-Security-Policy (PCI DSS v4 6.4.3)', () => {
  it('lets a payment page run only the inventory: our bundles, the providers and the error reporter', () => {
    const policy = buildPolicy(page);
    expect(policy['script-src']).toEqual([
      "'nonce-bm9uY2U='",
      'https://nz.summitrush.example/_next/static/',
      'https://gateway.mastercard.example',
      'https://pay.roller.example',
    ]);
    expect(policy['connect-src']).toEqual(["'self'", 'https://o1.ingest.sentry.example', 'https://gateway.mastercard.example', 'https://pay.roller.example']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://gateway.mastercard.example', 'https://pay.roller.example']);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'self'");
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('adds exactly the trackers’ origins on every other page', () => {
    const payment = buildPolicy(page);
    const site = buildPolicy({ ...page, trackers: codes });
    const added = (directive: string) => site[directive].filter((source) => !payment[directive].includes(source));
    expect(added('script-src')).toEqual([
      'https://www.googletagmanager.com',
      'https://*.googletagmanager.com',
      'https://js.hs-scripts.com',
      'https://js.hs-analytics.net',
      'https://js.hs-banner.com',
      'https://js.hscollectedforms.net',
      'https://connect.facebook.net',
    ]);
    expect(added('img-src')).toContain('https://www.facebook.com');
    expect(added('connect-src')).toContain('https://*.google-analytics.com');
    for (const directive of Object.keys(payment)) expect(site[directive]).toEqual(expect.arrayContaining(payment[directive]));
  });

  it('allows ROLLER’s progressive checkout by exact path on our origin, or by its origin elsewhere', () => {
    expect(buildPolicy({ ...page, progressiveCheckout: '/scripts/roller/checkout_iframe.js' })['script-src']).toContain(
      'https://nz.summitrush.example/scripts/roller/checkout_iframe.js',
    );
    expect(buildPolicy({ ...page, progressiveCheckout: 'https://cdn.roller.example/checkout_iframe.js' })['script-src']).toContain('https://cdn.roller.example');
  });

  it('allows reCAPTCHA only when asked (the enquiry form’s pages)', () => {
    expect(contentSecurityPolicy(page)).not.toContain('recaptcha');
    expect(buildPolicy({ ...page, trackers: codes, recaptcha: true })['frame-src']).toContain('https://www.google.com/recaptcha/');
  });

  it('lets only the scanner register our own service worker', () => {
    expect(buildPolicy(page)['worker-src']).toBeUndefined();
    expect(buildPolicy({ ...page, serviceWorker: true })['worker-src']).toEqual(["'self'"]);
  });

  it('lets next dev evaluate and hot-reload', () => {
    const policy = buildPolicy({ ...page, development: true });
    expect(policy['script-src']).toContain("'unsafe-eval'");
    expect(policy['connect-src']).toContain('ws:');
    expect(buildPolicy(page)['script-src']).not.toContain("'unsafe-eval'");
  });

  it('serialises to a header the browser and our parser read back, nonce included', () => {
    const header = contentSecurityPolicy({ ...page, trackers: codes });
    expect(parsePolicy(header)).toEqual(buildPolicy({ ...page, trackers: codes }));
    expect(nonceOf(header)).toBe('bm9uY2U=');
    expect(nonceOf(null)).toBeNull();
  });

  it('takes origins from absolute http(s) URLs only', () => {
    expect(originOf('http://localhost:3140/mastercard/session.js')).toBe('http://localhost:3140');
    expect(originOf('/mastercard/session.js')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });
});

describe('reporting what the policy refused (PCI DSS v4 11.6.1)', () => {
  it('sends reports to the error reporter’s security endpoint, from its DSN', () => {
    expect(securityReportUrl('https://abc123@o1.ingest.sentry.example/42', 'summit-rush-booking@1.0.0', 'production')).toBe(
      'https://o1.ingest.sentry.example/api/42/security/?sentry_key=abc123&sentry_release=summit-rush-booking%401.0.0&sentry_environment=production',
    );
    expect(securityReportUrl('http://key@127.0.0.1:9000/sentry/7')).toBe('http://127.0.0.1:9000/sentry/api/7/security/?sentry_key=key');
    expect(securityReportUrl(null)).toBeNull();
    expect(securityReportUrl('not a dsn')).toBeNull();
  });

  it('adds report-uri only when there is somewhere to report to', () => {
    expect(buildPolicy({ ...page, reportUri: 'https://r.example/api/1/security/?sentry_key=k' })['report-uri']).toEqual(['https://r.example/api/1/security/?sentry_key=k']);
    expect(buildPolicy(page)['report-uri']).toBeUndefined();
  });
});
