import type { Page } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 3100);

/** The URL of a demo locale: `*.localhost` resolves to 127.0.0.1 in Chromium. */
export const site = (domain: string, path = '/') => `http://${domain}:${PORT}${path}`;

/** Node does not resolve `*.localhost`, so API calls from the test process go to 127.0.0.1 with a Host. */
export const api = `http://127.0.0.1:${PORT}/api/graphql`;

export const DEMO_LOCALES = [
  { domain: 'localhost', lang: 'en', title: 'Summit Rush Adventure Parks', text: 'Choose your park' },
  { domain: 'nz.localhost', lang: 'en', title: 'Summit Rush Queenstown', text: 'Queenstown' },
  { domain: 'hk.localhost', lang: 'en', title: 'Summit Rush Hong Kong', text: 'Hong Kong' },
  { domain: 'zh.hk.localhost', lang: 'zh-Hant', title: '峰躍探險樂園 香港', text: '選擇樂園' },
  { domain: 'au.localhost', lang: 'en', title: 'Summit Rush Gold Coast', text: 'Gold Coast' },
  { domain: 'rotorua.localhost', lang: 'en', title: 'Summit Rush Rotorua', text: 'Rotorua' },
] as const;

/** The payment sandbox playwright.config.ts starts for the e2e shop. */
export const SANDBOX_URL = `http://localhost:${PORT + 40}`;

/** The e2e server's embedded database (playwright.config.ts starts it on PORT + 10000). */
export const E2E_DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${PORT + 10_000}/postgres`;

/** The marketing trackers' script hosts (issue #8): tag manager, page-view tracker, CRM, pixel. */
export const TRACKER_URL = /^https:\/\/(www\.googletagmanager\.com|[\w.-]*google-analytics\.com|js\.hs-scripts\.com|js\.hs-analytics\.net|connect\.facebook\.net)\//;

/**
 * The test machines have no internet: the trackers' scripts are answered with an empty script, so the
 * page's calls stay in the vendors' queues (dataLayer, fbq.queue, _hsq). `loaded` collects their URLs.
 */
export async function stubTrackers(page: Page, loaded: string[] = []): Promise<string[]> {
  await page.route(TRACKER_URL, (route) => {
    loaded.push(route.request().url());
    // Like the real scripts, the stub reads the address bar and the canonical link: what it saw is kept.
    const body = "(window.trackersSaw = window.trackersSaw || []).push(location.href, document.querySelector('link[rel=canonical]')?.href ?? '');";
    return route.fulfill({ status: 200, contentType: 'text/javascript', body });
  });
  return loaded;
}
