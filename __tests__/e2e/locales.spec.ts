import { expect, test } from '@playwright/test';
import { keepShot } from './shots';
import { DEMO_LOCALES, site, stubTrackers } from './helpers';
import { bookableDays, WORDS } from './journeys';

for (const locale of DEMO_LOCALES) {
  test(`${locale.domain} answers in ${locale.lang} with its title`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== locale.walkedOn, `checked on the ${locale.walkedOn}`);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await stubTrackers(page);
    const response = await page.goto(site(locale.domain));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale.lang);
    // Begins with the site's title: the settings spec (staff-settings.spec.ts) may have appended to it for a
    // few seconds while this runs beside it.
    await expect(page).toHaveTitle(new RegExp(`^${locale.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('body')).toContainText(locale.text);
    // hreflang alternates: the same page in the park's other languages, from the locale list.
    if (locale.domain.endsWith('hk.localhost')) {
      await expect(page.locator('link[rel="alternate"][hreflang="zh-Hant-HK"]')).toHaveAttribute('href', site('zh.hk.localhost'));
      await expect(page.locator('link[rel="alternate"][hreflang="en-HK"]')).toHaveAttribute('href', site('hk.localhost'));
    } else {
      await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', site(locale.domain));
    // Styles were rendered on the server: the header is styled before any script runs.
    const headerPosition = await page.locator('header').evaluate((el) => getComputedStyle(el).position);
    expect(headerPosition).toBe('sticky');
    await keepShot(page, { path: testInfo.outputPath(`${locale.domain}.png`), fullPage: true });
    expect(errors).toEqual([]);
  });
}

test('the Chinese site is translated on the server, with no flash of English', async ({ request }) => {
  // Fetch the raw HTML (no JavaScript): the translation must already be there.
  const html = await (await request.get(`http://127.0.0.1:${new URL(site('x')).port}/`, { headers: { host: 'zh.hk.localhost' } })).text();
  expect(html).toContain('<html lang="zh-Hant"');
  expect(html).toContain('選擇樂園');
  expect(html).not.toContain('Choose your park');
});

test('the chooser links every locale at its own domain', async ({ page }) => {
  await page.goto(site('nz.localhost'));
  const chooser = page.getByRole('navigation', { name: 'Location and language' });
  await expect(chooser.getByRole('link', { name: '香港（繁體中文）' })).toHaveAttribute('href', site('zh.hk.localhost'));
  await chooser.getByRole('link', { name: '香港（繁體中文）' }).click();
  await expect(page).toHaveURL(site('zh.hk.localhost'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
});

test('the global site shows a tile for each park', async ({ page }) => {
  await page.goto(site('localhost'));
  const tiles = page.getByRole('list', { name: 'Choose your park' }).getByRole('link');
  await expect(tiles).toHaveText(['Queenstown, New Zealand', 'Hong Kong (English)', '香港（繁體中文）', 'Gold Coast, Australia', 'Rotorua, New Zealand']);
});

test('a Chinese page names the parks, describes its pictures and reads out its calendar days in Chinese', async ({ page }) => {
  await page.goto(site('zh.hk.localhost'));
  const chooser = page.getByRole('navigation', { name: '地點及語言' });
  await expect(chooser.getByRole('link', { name: '新西蘭皇后鎮' })).toHaveAttribute('lang', 'zh-Hant');
  await expect(chooser.getByRole('link', { name: '澳洲黃金海岸' })).toHaveAttribute('href', site('au.localhost'));
  await expect(chooser.getByRole('link', { name: 'Hong Kong (English)' })).toHaveAttribute('lang', 'en');
  // The site's pictures (settings: hero and phone image) are described in Chinese.
  for (const alt of await page.locator('main img').evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''))) {
    expect(alt).toMatch(/\p{Script=Han}/u);
  }
  // A day of the calendar is one sentence with Chinese punctuation: 12月7日週一，低至 $428.
  await page.goto(site('zh.hk.localhost', '/things-to-do/harbour-zipline#book'));
  const days = await bookableDays(page.locator('#book'), WORDS['zh-Hant'].nextMonth);
  await expect(days.first()).toHaveAccessibleName(/^\d+月\d+日[^,]+，低至 \S*\$\d/);
});
