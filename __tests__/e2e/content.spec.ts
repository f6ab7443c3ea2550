import { expect, test, type Page } from '@playwright/test';
import { DEMO_LOCALES, site } from './helpers';

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

// Each site is crawled once, on its own viewport (helpers.ts DEMO_LOCALES walkedOn).
for (const locale of DEMO_LOCALES) {
  test(`every URL in ${locale.domain}/sitemap.xml renders without errors${BLOCK_DOMAINS.includes(locale.domain) ? ', its pages using every content block type' : ''}`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== locale.walkedOn, `crawled on the ${locale.walkedOn}`);
    test.setTimeout(120_000);
    const paths = await sitemapPaths(page, locale.domain);
    expect(paths.length).toBeGreaterThan(locale.domain === 'localhost' ? 2 : 15);
    const errors = collectErrors(page);
    const blocks = new Set<string | null>();
    for (const path of paths) {
      const response = await page.goto(site(locale.domain, path));
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.locator('html'), path).toHaveAttribute('lang', locale.lang);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description, path).toBeTruthy();
      if (locale.lang === 'zh-Hant') expect(await page.locator('main').innerText(), path).toMatch(/[\u4e00-\u9fff]/);
      for (const type of await page.locator('[data-block]').evaluateAll((els) => els.map((el) => el.getAttribute('data-block')))) blocks.add(type);
    }
    expect(errors).toEqual([]);
    if (BLOCK_DOMAINS.includes(locale.domain)) for (const type of BLOCK_TYPES) expect(blocks.has(type), `${locale.domain} ${type}`).toBe(true);
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

test('Chinese activity pages show prices in HKD and structured data', async ({ page }) => {
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
  expect(jsonLd['@type']).toBe('Product');
  expect(jsonLd.offers[0]).toMatchObject({ '@type': 'Offer', priceCurrency: 'HKD' });
});

