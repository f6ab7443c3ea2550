import { expect, test, type Locator, type Page } from '@playwright/test';
import { site } from '../e2e/helpers';
import { chooseTickets, confirmQrPayment, fillCart, fillDetails, WORDS, type Language } from '../e2e/journeys';

/*
 * Issue #11: every screen at the width of this project (375, 768 or 1280 px), in English and in Chinese,
 * compared with the committed baselines. The browser's clock is frozen, and what changes from run to run
 * is masked: dates relative to today (the calendar, session dates), places left, hold countdowns, booking
 * IDs and QR codes. Tickets are booked on a mid-week day, whose prices do not depend on the day it runs.
 */

/** Everything on a screen (or in a dialog) that differs between two runs on different days or in a different order. */
const volatile = (page: Page | Locator): Locator[] => [
  page.locator('time'),
  page.locator('code'),
  page.locator('#book table'),
  page.locator('#book h3[aria-live]'),
  page.locator('#book [role="group"] small'),
  page.getByText(/^(Places held for|名額保留) /),
  page.getByText(/^SR-/),
  page.getByRole('img', { name: /Scan to pay|掃碼付款/ }),
];

async function snap(page: Page, name: string, options: { fullPage?: boolean; within?: Locator } = {}) {
  // Fonts (the Latin face and the system's CJK one) must be in before the picture is taken.
  // A full-page picture starts at the top: the sticky header and the masks are then where they belong.
  const fullPage = options.fullPage ?? true;
  // Lazy pictures below the fold are loaded first, or the picture would change while it is taken.
  await page.evaluate(async (top) => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    if (top) window.scrollTo(0, 0);
    // What follows the scroll settles first: intersection observers report on the next frames (a phone's
    // book bar shows again once the booking panel is off screen) and React draws their state.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, 150));
    await document.fonts.ready;
  }, fullPage);
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage, mask: volatile(options.within ?? page) });
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date());
});

test('location chooser', async ({ page }) => {
  await page.goto(site('localhost'));
  await snap(page, 'location-chooser');
});

const SITES: { language: Language; domain: string; slug: string }[] = [
  { language: 'en', domain: 'hk.localhost', slug: 'harbour-zipline' },
  { language: 'zh-Hant', domain: 'zh.hk.localhost', slug: 'harbour-zipline' },
];

for (const { language, domain, slug } of SITES) {
  const words = WORDS[language];

  test.describe(language, () => {
    test('catalogue and booking', async ({ page }) => {
      await page.goto(site(domain));
      await snap(page, `${language}-home`);
      await page.goto(site(domain, '/things-to-do'));
      await snap(page, `${language}-things-to-do`);
      const banner = page.getByRole('form').first();
      await banner.getByRole('button').click();
      await expect(banner.getByRole('alert')).toBeVisible();
      await snap(page, `${language}-activity-selection-error`, { fullPage: false });

      await chooseTickets(page, domain, slug, 'weekday');
      await snap(page, `${language}-activity-edit`);
      await fillCart(page, domain, 'giant-swing', 'weekday');
      // The page behind the drawer is shown from its top, the same every run.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: words.cart }).click();
      const drawer = page.getByRole('dialog', { name: words.cartDialog });
      await expect(drawer).toBeVisible();
      await snap(page, `${language}-cart-drawer`, { fullPage: false, within: drawer });
    });

    test('checkout, QR step and confirmation', async ({ page }) => {
      await fillCart(page, domain, 'treetop-challenge', 'weekday');
      await page.goto(site(domain, '/checkout'));
      await page.getByRole('button', { name: words.payNow }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await snap(page, `${language}-checkout-errors`);
      await fillDetails(page, 'visual@example.com', language);
      await page.getByRole('radio', { name: /WeChat|微信支付/ }).check();
      await page.getByRole('checkbox', { name: words.accept }).check();
      await page.getByRole('button', { name: words.payNow }).click();
      await expect(page.getByRole('img', { name: /Scan to pay|掃碼付款/ })).toBeVisible();
      await snap(page, `${language}-qr-step`);
      await confirmQrPayment(page);
      await expect(page.getByRole('heading', { name: words.booked })).toBeVisible({ timeout: 15_000 });
      await snap(page, `${language}-confirmation`);
    });

    test('gift vouchers and their confirmation', async ({ page }) => {
      await page.goto(site(domain, '/gift-vouchers'));
      await snap(page, `${language}-gift-vouchers`);
      const fields = language === 'en'
        ? ['Your first name', 'Your surname', 'Your email', 'Their name', 'Their email']
        : ['您的名字', '您的姓氏', '您的電郵', '收禮人姓名', '收禮人電郵'];
      await page.getByRole('radio', { name: /^\$[\d,]+$/ }).first().check({ force: true });
      for (const label of fields) await page.getByLabel(label).fill(/mail|電郵/.test(label) ? 'visual@example.com' : 'Aroha');
      await page.getByRole('radio', { name: /WeChat|微信支付/ }).check();
      await page.getByRole('checkbox', { name: words.accept }).check();
      await page.getByRole('button', { name: /Buy voucher|購買禮券/ }).click();
      await confirmQrPayment(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Your gift voucher is on its way|您的禮券已送出/, { timeout: 15_000 });
      await snap(page, `${language}-gift-confirmation`);
    });

    test('enquiry form and error pages', async ({ page }) => {
      await page.goto(site(domain, '/contact'));
      await page.locator('#enquiry').getByRole('button', { name: /Send enquiry|提交查詢/ }).click();
      await expect(page.locator('#enquiry').getByRole('alert').first()).toBeVisible();
      await snap(page, `${language}-enquiry-errors`);
      await page.goto(site(domain, '/no-such-page'));
      await snap(page, `${language}-not-found`);
      await page.goto(site(domain, '/booking/not-a-real-token'));
      await snap(page, `${language}-order-not-found`);
    });
  });
}
