import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { walkIn, type Language } from './journeys';
import { addStaffAccount, admin, signInAs } from './staff';

/*
 * Every back-office screen an owner can open, once in each language: English at the desk, Chinese on the
 * narrowest phone. Each has its heading, the member's language, passes axe (WCAG 2.2 AA), and on the phone
 * none scrolls sideways. The desks' journeys check their screens in the states they reach (staff-*.spec.ts);
 * this tour makes sure no screen is left out, the ones no journey opens in a language included.
 * STAFF_SHOTS=1 keeps a full-page screenshot of each in /tmp/shots-staff-<language> to look at.
 */

const SCREENS = [
  '/',
  '/check-in',
  '/day',
  '/orders',
  '/closures',
  '/schedules',
  '/resources',
  '/enquiries',
  '/gift-cards',
  '/promo-codes',
  '/catalogue',
  '/catalogue/hk-giant-swing',
  '/images',
  '/content',
  '/content/page?site=hong-kong&path=%2Fabout',
  '/content/menus',
  '/waivers',
  '/reports',
  '/settings',
  '/resellers',
  '/audit',
  '/kiosk',
];

const PHONE = { width: 390, height: 844 };

async function tour(page: Page, language: Language) {
  const shots = process.env.STAFF_SHOTS ? `/tmp/shots-staff-${language}` : null;
  if (shots) mkdirSync(shots, { recursive: true });
  for (const path of SCREENS) {
    await page.goto(admin(path));
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.locator('html'), path).toHaveAttribute('lang', language);
    if (page.viewportSize()?.width === PHONE.width) {
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await expectAccessible(page, `${path} (${language})`);
    if (shots) await page.screenshot({ path: `${shots}/${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.png`, fullPage: true });
  }
}

test.describe('on a phone', () => {
  // The narrowest phone a manager is likely to carry (the phone project's own is 412 px wide).
  test.use({ viewport: PHONE });

  test('a manager’s screens on a phone, in Chinese: the menu reaches them all, none scrolls sideways, axe passes', async ({ page }) => {
    // 21 screens with axe on each: about a minute alone, three in a loaded run.
    test.setTimeout(300_000);
    walkIn('zh-Hant');
    await signInAs(page, await addStaffAccount('owner', ['hong-kong'], 'zh-Hant'));
    // The menu: one button naming the screen, which opens every screen's link, none cut off.
    await page.goto(admin('/orders'));
    const menu = page.getByRole('navigation', { name: '後台選單' });
    await expect(menu.getByRole('link')).toHaveCount(0);
    await menu.getByRole('button', { name: '選單：訂單', expanded: false }).click();
    await expect(menu.getByRole('button', { expanded: true })).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(17);
    for (const link of await menu.getByRole('link').all()) {
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport({ ratio: 1 });
      const box = (await link.boundingBox())!;
      expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(PHONE.width);
    }
    await expectAccessible(page, 'the phone menu, open (zh-Hant)');
    await menu.getByRole('link', { name: '禮品卡' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '禮品卡' })).toBeVisible();
    await tour(page, 'zh-Hant');
  });
});

test('a manager’s screens at the desk, in English: each reads and passes axe', async ({ page }) => {
  test.setTimeout(300_000);
  walkIn('en');
  await signInAs(page, await addStaffAccount('owner', ['hong-kong']));
  await tour(page, 'en');
});
