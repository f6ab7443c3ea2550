import { expect, test } from '@playwright/test';
import { site } from './helpers';

test('an unknown host gets a 404', async ({ page }) => {
  const response = await page.goto(site('unknown.localhost'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('This page could not be found');
  await expect(page).toHaveTitle('404: This page could not be found');
  // The error page follows the dark colour scheme.
  const background = await page.locator('main').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe('rgb(13, 17, 23)');
});

test('an unknown path gets a 404 in the locale’s language', async ({ page }) => {
  const en = await page.goto(site('nz.localhost', '/no-such-page'));
  expect(en?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('This page could not be found');

  const zh = await page.goto(site('zh.hk.localhost', '/no-such-page'));
  expect(zh?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('找不到此頁面');
});
