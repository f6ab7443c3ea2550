import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { googleEventProblems } from '../helpers/google-event';
import { thingsToDoFeedProblems } from '../helpers/things-to-do-schema';
import { DEMO_LOCALES, PORT, site } from './helpers';

const BLOCK_TYPES = ['BlockQuote', 'Cta', 'FAQs', 'HtmlContent', 'Image', 'TwoColumn', 'VenueHire'];

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Failed requests are reported below with their URL instead.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('response', (response) => response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`));
  return errors;
}

/** The paths a domain's sitemap.xml lists. */
async function sitemapPaths(page: Page, domain: string): Promise<string[]> {
  const response = await page.goto(site(domain, '/sitemap.xml'));
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('application/xml');
  const xml = await response!.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** The parks whose pages, between them, use every content block type. */
const BLOCK_DOMAINS: readonly string[] = ['nz.localhost', 'hk.localhost', 'zh.hk.localhost', 'au.localhost'];

/**
 * One sitemap path as the server renders it (Node does not resolve `*.localhost`: 127.0.0.1 with a Host).
 * Answers its HTML.
 */
async function served(request: APIRequestContext, domain: string, path: string): Promise<string> {
  const response = await request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { host: `${domain}:${PORT}` } });
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The JSON-LD in a page's HTML: its one ld+json script, '<' never written raw inside it (lib/domain/event-data.ts). */
function jsonLdOf(html: string, path: string): Record<string, unknown> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  expect(scripts, path).toHaveLength(1);
  expect(scripts[0][1], path).not.toContain('<');
  return JSON.parse(scripts[0][1]) as Record<string, unknown>;
}

/*
 * Each site is crawled once, on its own viewport (helpers.ts DEMO_LOCALES walkedOn): every path as served
 * (its status, heading, language, description and blocks are all in the server's HTML), and in the
 * browser too, where it hydrates and runs, one page of each route and each page that brings a block type
 * not seen before. Every path in the browser took two minutes a site; the pages of a kind share their code.
 */
for (const locale of DEMO_LOCALES) {
  test(`every URL in ${locale.domain}/sitemap.xml renders without errors${BLOCK_DOMAINS.includes(locale.domain) ? ', its pages using every content block type' : ''}`, async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== locale.walkedOn, `crawled on the ${locale.walkedOn}`);
    const paths = await sitemapPaths(page, locale.domain);
    expect(paths.length).toBeGreaterThan(locale.domain === 'localhost' ? 2 : 15);
    const blocks = new Set<string>();
    const routes = new Set<string>();
    const inBrowser: string[] = [];
    for (const path of paths) {
      const html = await served(request, locale.domain, path);
      expect(html, path).toMatch(/<h1[\s>]/);
      expect(html, path).toMatch(new RegExp(`<html[^>]*\\slang="${locale.lang}"`));
      expect(html.match(/<meta[^>]*name="description"[^>]*content="([^"]*)"/)?.[1], path).toBeTruthy();
      const main = html.slice(html.indexOf('<main'));
      if (locale.lang === 'zh-Hant') expect(main.replace(/<[^>]*>/g, ''), path).toMatch(/[\u4e00-\u9fff]/);
      const here = [...main.matchAll(/data-block="([^"]+)"/g)].map((found) => found[1]);
      // A route of its own (/things-to-do/…), or a content page: each with a block type not seen yet.
      const segments = path.split('/').filter(Boolean);
      const kind = segments.length > 1 ? segments[0] : 'page';
      // An activity's structured data: its sessions as Events Google accepts, or the Product where it has none.
      if (kind === 'things-to-do') {
        const jsonLd = jsonLdOf(html, path);
        for (const event of (jsonLd['@graph'] ?? []) as unknown[]) expect(googleEventProblems(event), path).toEqual([]);
        if (!jsonLd['@graph']) expect(jsonLd['@type'], path).toBe('Product');
      }
      if (!routes.has(kind) || here.some((type) => !blocks.has(type))) inBrowser.push(path);
      routes.add(kind);
      for (const type of here) blocks.add(type);
    }
    if (BLOCK_DOMAINS.includes(locale.domain)) for (const type of BLOCK_TYPES) expect(blocks.has(type), `${locale.domain} ${type}`).toBe(true);

    const errors = collectErrors(page);
    for (const path of inBrowser) {
      expect((await page.goto(site(locale.domain, path)))?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.locator('html'), path).toHaveAttribute('lang', locale.lang);
    }
    expect(errors).toEqual([]);
  });
}

test('robots.txt points at the domain’s sitemap', async ({ page }) => {
  const response = await page.goto(site('hk.localhost', '/robots.txt'));
  expect(await response!.text()).toContain(`Sitemap: ${site('hk.localhost', '/sitemap.xml')}`);
});

test('the activity selection screen shows activities, packages and partner tours with from prices', async ({ page }) => {
  await page.goto(site('nz.localhost', '/things-to-do'));
  for (const group of ['Select an activity', 'Packages', 'Third-party tour packages']) {
    await expect(page.getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/^from \$\d+/).first()).toBeVisible();
  const partner = page.getByRole('link', { name: /^Book with / }).first();
  await expect(partner).toHaveAttribute('href', /^https:\/\/.+\.example/);
  expect(await page.locator('article').count()).toBeGreaterThanOrEqual(6);
});

test('Chinese activity pages show prices in HKD and their sessions as structured data, which the page’s policy leaves alone', async ({ page }) => {
  // The JSON-LD is an inline script without a nonce: data, which the Content-Security-Policy never refuses.
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (event) => (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto(site('zh.hk.localhost', '/things-to-do'));
  await expect(page.getByRole('heading', { level: 2, name: '選擇活動' })).toBeVisible();
  await page.locator('article h3 a').first().click();
  await expect(page.getByRole('heading', { level: 2, name: '預訂行程' })).toBeVisible();
  // The footer names the currency once; each price carries the local sign alone.
  await expect(page.getByText(/價格以HKD計算/)).toBeVisible();
  // The booking panel loads as it nears the screen (on a phone it starts below the fold).
  await page.locator('#book').scrollIntoViewIfNeeded();
  await expect(page.locator('#book').getByText(/\$\d/).first()).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  const events = jsonLd['@graph'] as Record<string, unknown>[];
  expect(events.length).toBeGreaterThan(0);
  for (const event of events) expect(googleEventProblems(event)).toEqual([]);
  // Hong Kong's time and offset, the park's Chinese name and address, the calendar's price in HKD.
  expect(events[0]).toMatchObject({ '@type': 'Event', startDate: expect.stringMatching(/\+08:00$/), location: { name: '峰躍探險樂園 香港' }, offers: { '@type': 'Offer', priceCurrency: 'HKD' } });
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});

test('each park’s domain serves its activities as a Google Things to do feed, in every language of the park', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'a request without a browser: the same on every project');
  const response = await request.get(`http://127.0.0.1:${PORT}/feeds/things-to-do.json`, { headers: { host: `zh.hk.localhost:${PORT}` } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=300, s-maxage=300');
  const feed = (await response.json()) as { products: { title: { localized_texts: { language_code: string }[] }; options: { landing_page: { url: string } }[] }[] };
  expect(thingsToDoFeedProblems(feed)).toEqual([]);
  expect(feed.products.length).toBeGreaterThan(3);
  for (const product of feed.products) {
    expect(product.title.localized_texts.map((text) => text.language_code)).toEqual(['zh-Hant', 'en']);
    expect(new URL(product.options[0].landing_page.url).hostname).toBe('zh.hk.localhost');
  }
});

