import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { walkIn } from './journeys';
import { addStaffAccount, admin, signInAs } from './staff';

/*
 * The back office on a phone, in Chinese: no screen a manager opens scrolls sideways. The desks' journeys
 * walk in Chinese on the phone project and axe reads their screens there (staff-*.spec.ts); this tour
 * looks at every screen once, the ones no journey opens on a phone included (the audit trail, menus).
 */

const SHOTS = '/tmp/shots-staff-phone';

const SCREENS = [
  '/',
  '/orders',
  '/enquiries',
  '/gift-cards',
  '/promo-codes',
  '/closures',
  '/catalogue',
  '/catalogue/hk-giant-swing',
  '/schedules',
  '/images',
  '/content',
  '/content/page?site=hong-kong&path=%2Fabout',
  '/content/menus',
  '/settings',
  '/reports',
  '/audit',
];

// The narrowest phone a manager is likely to carry (the phone project's own is 412 px wide).
test.use({ viewport: { width: 390, height: 844 } });

test('a manager’s screens on a phone, in Chinese: none scrolls sideways', async ({ page }) => {
  // A tour of every screen with a full-page screenshot each: 48 s alone, past 60 s in a loaded CI run.
  test.slow();
  walkIn('zh-Hant');
  mkdirSync(SHOTS, { recursive: true });
  await signInAs(page, await addStaffAccount('owner', ['hong-kong'], 'zh-Hant'));
  // The menu: one button naming the screen, which opens every screen's link, none cut off.
  await page.goto(admin('/orders'));
  const menu = page.getByRole('navigation', { name: '後台選單' });
  await expect(menu.getByRole('link')).toHaveCount(0);
  await menu.getByRole('button', { name: '選單：訂單', expanded: false }).click();
  await expect(menu.getByRole('button', { expanded: true })).toBeVisible();
  await expect(menu.getByRole('link')).toHaveCount(16);
  for (const link of await menu.getByRole('link').all()) {
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeInViewport({ ratio: 1 });
    const box = (await link.boundingBox())!;
    expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(390);
  }
  await page.screenshot({ path: `${SHOTS}/menu-open.png` });
  await menu.getByRole('link', { name: '禮品卡' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '禮品卡' })).toBeVisible();

  for (const path of SCREENS) {
    await page.goto(admin(path));
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'zh-Hant');
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${path.replace(/\W+/g, '-') || 'home'}.png`, fullPage: true });
  }
});
