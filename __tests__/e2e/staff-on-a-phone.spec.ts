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
  '/audit',
];

test('a manager’s screens on a phone, in Chinese: none scrolls sideways', async ({ page }) => {
  // A tour of every screen with a full-page screenshot each: 48 s alone, past 60 s in a loaded CI run.
  test.slow();
  walkIn('zh-Hant');
  mkdirSync(SHOTS, { recursive: true });
  await signInAs(page, await addStaffAccount('owner', ['hong-kong'], 'zh-Hant'));
  for (const path of SCREENS) {
    await page.goto(admin(path));
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'zh-Hant');
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${path.replace(/\W+/g, '-') || 'home'}.png`, fullPage: true });
  }
});
