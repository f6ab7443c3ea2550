import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { walkIn } from './journeys';
import { addStaffAccount, admin, signInAs } from './staff';

/*
 * The back office on a phone, in Chinese: every desk's screen a manager opens, each read by axe, none
 * scrolling sideways. The desks' journeys are the same on any screen and walk once, on the desktop (in
 * both languages where a desk has words of its own to show); the gate's scanner and the day sheet, used
 * standing at the gate, walk on the phone too (staff-check-in, staff-day-sheet).
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
  '/audit',
];

test('a manager’s screens on a phone, in Chinese: each passes axe and none scrolls sideways', async ({ page }) => {
  walkIn('zh-Hant');
  test.setTimeout(150_000);
  mkdirSync(SHOTS, { recursive: true });
  await signInAs(page, await addStaffAccount('owner', ['hong-kong'], 'zh-Hant'));
  for (const path of SCREENS) {
    await page.goto(admin(path));
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'zh-Hant');
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    await expectAccessible(page, `${path} on a phone, in Chinese`);
    await page.screenshot({ path: `${SHOTS}/${path.replace(/\W+/g, '-') || 'home'}.png`, fullPage: true });
  }
});
