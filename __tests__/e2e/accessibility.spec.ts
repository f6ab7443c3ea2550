import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { site } from './helpers';
import { mailTo } from './mail';
import { chooseTickets, confirmQrPayment, fillCart, fillDetails, payOnArrival, unique, walkIn, WORDS, type Language } from './journeys';

/*
 * Issue #11: axe-core finds no WCAG 2.2 AA violation on any screen, in English and in Chinese. Each
 * screen is checked in the state a visitor meets it, error messages included: the English screens on the
 * desktop, the Chinese ones on the phone (journeys.ts walkIn), so both layouts and both languages are checked.
 */

// axe takes seconds per screen on a busy machine; each test checks several screens.
test.describe.configure({ timeout: 120_000 });

test('the location chooser', async ({ page }) => {
  await page.goto(site('localhost'));
  await expectAccessible(page, 'location chooser');
});

const SITES: { language: Language; domain: string; qrDomain: string; slug: string; gift: string; notFound: string }[] = [
  { language: 'en', domain: 'nz.localhost', qrDomain: 'hk.localhost', slug: 'zipline', gift: 'Buy voucher', notFound: 'This order does not exist' },
  { language: 'zh-Hant', domain: 'zh.hk.localhost', qrDomain: 'zh.hk.localhost', slug: 'harbour-zipline', gift: '購買禮券', notFound: '此訂單不存在' },
];

for (const { language, domain, qrDomain, slug, gift, notFound } of SITES) {
  const words = WORDS[language];

  test.describe(`in ${language}`, () => {
    test.beforeEach(() => walkIn(language));

    test('home, things to do and the activity selection banner', async ({ page }) => {
      await page.goto(site(domain));
      await expectAccessible(page, 'home');
      await page.goto(site(domain, '/things-to-do'));
      await expectAccessible(page, 'things to do');
      // The book banner's "Please select an activity" state.
      const banner = page.getByRole('form').first();
      await banner.getByRole('button').click();
      await expect(banner.getByRole('alert')).toBeVisible();
      await expectAccessible(page, 'activity selection with its error');
    });

    test('activity edit: empty, chosen, and the cart drawer', async ({ page }) => {
      await page.goto(site(domain, `/things-to-do/${slug}#book`));
      const panel = page.locator('#book');
      await panel.getByRole('button', { name: words.add }).click();
      await expect(panel.getByRole('alert')).toBeVisible();
      await expectAccessible(page, 'activity edit with its error');
      await chooseTickets(page, domain, slug);
      await expectAccessible(page, 'activity edit with a day, time and ticket chosen');
      await fillCart(page, domain, slug, 3);
      await page.getByRole('button', { name: words.cart }).click();
      await expect(page.getByRole('dialog', { name: words.cartDialog })).toBeVisible();
      await expectAccessible(page, 'cart drawer');
    });

    test('checkout with its errors, the QR step and the confirmation', async ({ page }) => {
      await fillCart(page, qrDomain, language === 'en' ? 'harbour-zipline' : slug);
      await page.goto(site(qrDomain, '/checkout'));
      await page.getByRole('button', { name: words.payNow }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectAccessible(page, 'checkout with its errors');
      await fillDetails(page, unique('axe'), language);
      await page.getByRole('radio', { name: /WeChat|微信支付/ }).check();
      await page.getByRole('checkbox', { name: words.accept }).check();
      await expectAccessible(page, 'checkout filled in');
      await page.getByRole('button', { name: words.payNow }).click();
      await expect(page.getByRole('img', { name: /Scan to pay|掃碼付款/ })).toBeVisible();
      await expectAccessible(page, 'QR payment step');
      await confirmQrPayment(page);
      await expect(page.getByRole('heading', { name: words.booked })).toBeVisible({ timeout: 15_000 });
      await expectAccessible(page, 'booking confirmation');
    });

    test('gift vouchers with their errors, and the purchase confirmation', async ({ page }) => {
      await page.goto(site(qrDomain, '/gift-vouchers'));
      await expectAccessible(page, 'gift vouchers');
      await page.getByRole('button', { name: gift }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectAccessible(page, 'gift vouchers with their errors');
      await page.getByRole('radio', { name: /^\$\d/ }).first().check({ force: true });
      const fields = language === 'en'
        ? ['Your first name', 'Your surname', 'Your email', 'Their name', 'Their email']
        : ['您的名字', '您的姓氏', '您的電郵', '收禮人姓名', '收禮人電郵'];
      for (const [index, label] of fields.entries()) await page.getByLabel(label).fill(label.includes('mail') || label.includes('電郵') ? unique(`gift${index}`) : 'Aroha');
      await page.getByRole('radio', { name: /WeChat|微信支付/ }).check();
      await page.getByRole('checkbox', { name: words.accept }).check();
      await page.getByRole('button', { name: gift }).click();
      await confirmQrPayment(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Your gift voucher is on its way|您的禮券已送出/, { timeout: 15_000 });
      await expectAccessible(page, 'gift purchase confirmation');
    });

    test('the enquiry form with its errors', async ({ page }) => {
      await page.goto(site(domain, '/contact'));
      await expectAccessible(page, 'enquiry form');
      const form = page.locator('#enquiry');
      await form.getByRole('button', { name: /Send enquiry|提交查詢/ }).click();
      await expect(form.getByRole('alert').first()).toBeVisible();
      await expectAccessible(page, 'enquiry form with its errors');
    });

    test('the error pages', async ({ page }) => {
      await page.goto(site(domain, '/no-such-page'));
      await expectAccessible(page, '404 page');
      await page.goto(site(domain, '/booking/not-a-real-token'));
      await expect(page.getByRole('heading', { name: notFound })).toBeVisible();
      await expectAccessible(page, 'order not found');
      await page.goto(site(domain, '/booking'));
      await expect(page.getByRole('heading', { name: /Open your confirmation link|請開啟確認連結/ })).toBeVisible();
      await expectAccessible(page, 'confirmation without its link');
      if (language === 'en') {
        await page.goto(site('unknown.localhost'));
        await expectAccessible(page, 'unknown host');
      }
    });
  });
}

test('the pay-on-arrival reservation: its page, the emailed link’s page, and the reserved answer', async ({ page }) => {
  walkIn('en');
  await fillCart(page, 'nz.localhost', 'luge');
  const email = unique('a11y-reserve');
  await payOnArrival(page, email);
  await expectAccessible(page, 'reservation awaiting confirmation');
  const link = /https?:\/\/\S+\/reservation\/[\w-]+/.exec((await mailTo(email, 20_000, /^Confirm your reservation/)).text ?? '')![0];
  await page.goto(link);
  await expectAccessible(page, 'reservation confirmation page');
  await page.getByRole('button', { name: 'Confirm my reservation' }).click();
  await expect(page.getByRole('heading', { name: 'Reserved' })).toBeVisible();
  await expectAccessible(page, 'reservation confirmed');
});
