import { expect, test, type Page } from '@playwright/test';
import { site } from './helpers';
import { chooseTickets, fillCart, fillDetails, languageOf, orderSummary, unique, walkIn, WORDS } from './journeys';

/*
 * The visitor's path as a new visitor walks it: each test here is a defect found walking every gateway
 * (issue #26), kept from coming back.
 */

const TEXT = {
  en: {
    back: 'Back',
    checkOut: 'Check out',
    panel: 'Book your visit',
    cancelled: 'Payment has been cancelled',
    code: 'Voucher or promo code',
    apply: 'Apply',
    invalid: 'Invalid code',
    expired: 'This code has expired.',
    discount: 'Discount',
    book: 'Book now',
    bookBar: 'Book this activity',
    from: 'from',
  },
  'zh-Hant': {
    back: '返回',
    checkOut: '結帳',
    panel: '預訂行程',
    cancelled: '付款已取消',
    code: '禮券或優惠碼',
    apply: '使用',
    invalid: '優惠碼無效',
    expired: '此優惠碼已過期。',
    discount: '折扣',
    book: '立即預訂',
    bookBar: '預訂此活動',
    from: '低至',
  },
} as const;

/** For what does not depend on the viewport (or sets its own): one project's run is enough. */
const onPhoneOnly = () => test.skip(test.info().project.name !== 'phone', 'not about the viewport, or sets its own: one run is enough');

/** Adds a ticket on an activity's #book panel and goes to checkout through the drawer that opens. */
async function checkOutFromActivity(page: Page, domain: string, slug: string) {
  const words = WORDS[languageOf(domain)];
  const panel = await chooseTickets(page, domain, slug);
  await panel.getByRole('button', { name: words.add }).click();
  const drawer = page.getByRole('dialog', { name: words.cartDialog });
  await drawer.getByRole('link', { name: TEXT[languageOf(domain)].checkOut }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel(words.details.first)).toBeVisible();
}

for (const domain of ['nz.localhost', 'zh.hk.localhost'] as const) {
  const language = languageOf(domain);
  const text = TEXT[language];
  const words = WORDS[language];
  const slug = domain === 'nz.localhost' ? 'zipline' : 'harbour-zipline';

  test(`Back from checkout to an activity's #book shows the page, with the checkout's button and the browser's (${language})`, async ({ page }) => {
    walkIn(language);
    await checkOutFromActivity(page, domain, slug);
    // The checkout is a payment page with its own document: leaving it must load the activity's page,
    // even though only the address's #fragment would change.
    await page.getByRole('button', { name: text.back }).click();
    await expect(page).toHaveURL(new RegExp(`/things-to-do/${slug}#book$`));
    await expect(page.getByRole('heading', { name: text.panel })).toBeVisible();
    await expect(page.locator('#book table button').first()).toBeVisible();

    await page.goForward();
    await expect(page.getByLabel(words.details.first)).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: text.panel })).toBeVisible();
    await expect(page.locator('#book table button').first()).toBeVisible();
  });

  test(`Add to cart opens the cart drawer with focus inside, and closing it gives focus back (${language})`, async ({ page }) => {
    walkIn(language);
    const panel = await chooseTickets(page, domain, slug);
    const add = panel.getByRole('button', { name: words.add });
    await add.click();
    const drawer = page.getByRole('dialog', { name: words.cartDialog });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: text.checkOut })).toBeVisible();
    await expect.poll(() => drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(add).toBeFocused();
    await expect(page.getByRole('button', { name: words.cart })).toHaveText(words.cart);
  });

  test(`a known but expired code says why under 'Invalid code'; an unknown one does not (${language})`, async ({ page }) => {
    walkIn(language);
    await fillCart(page, domain, slug);
    await page.goto(site(domain, '/checkout'));
    const field = page.getByLabel(text.code);
    await field.fill('EXPIRED');
    await page.getByRole('button', { name: text.apply }).click();
    const result = page.locator('#promo-code-result');
    await expect(result).toContainText(text.invalid);
    await expect(result).toContainText(text.expired);
    await field.fill('NOPE12345');
    await page.getByRole('button', { name: text.apply }).click();
    await expect(result).toHaveText(text.invalid);
  });

  test(`a phone sees the from price and Book above the fold on an activity page (${language})`, async ({ page }, testInfo) => {
    await page.goto(site(domain, `/things-to-do/${slug}`));
    const bar = page.getByRole('region', { name: text.bookBar });
    if (testInfo.project.name !== 'phone') {
      // From lg up the booking panel sits beside the description: no bar.
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText(new RegExp(`${text.from}\\s*\\$\\d`));
    expect((await bar.boundingBox())!.height).toBeGreaterThanOrEqual(64);
    await bar.getByRole('link', { name: text.book }).click();
    await expect(page).toHaveURL(/#book$/);
    // The panel is reached and loads its calendar; the bar steps aside so it covers none of it.
    await expect(page.locator('#book table button').first()).toBeInViewport();
    await expect(bar).toBeHidden();
  });
}

test('returning from a cancelled hosted payment finds the form as the visitor left it (Windcave)', async ({ page }) => {
  onPhoneOnly();
  await fillCart(page, 'nz.localhost', 'luge');
  await page.goto(site('nz.localhost', '/checkout'));
  const email = unique('kept');
  await fillDetails(page, email);
  await page.getByLabel(TEXT.en.code).fill('SUMMER10');
  await page.getByRole('button', { name: TEXT.en.apply }).click();
  await expect(page.getByText(TEXT.en.discount)).toBeVisible();
  const total = await orderSummary(page).getByText(/^\$/).last().innerText();
  await page.getByRole('radio', { name: /Windcave/ }).check();
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByRole('alert').filter({ hasText: TEXT.en.cancelled })).toBeVisible({ timeout: 15_000 });
  await expect(page).not.toHaveURL(/Mere|kept|SUMMER10/);
  await expect(page.getByLabel('First name')).toHaveValue('Mere');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Mobile phone')).toHaveValue('+64 21 555 0101');
  await expect(page.getByLabel(TEXT.en.code)).toHaveValue('SUMMER10');
  await expect(page.getByText(TEXT.en.discount)).toBeVisible();
  await expect(page.getByRole('radio', { name: /Windcave/ })).toBeChecked();
  await expect(orderSummary(page).getByText(/^\$/).last()).toHaveText(total);
});

test('returning from a declined hosted payment finds the form as the visitor left it, in Chinese (OnlinePOS)', async ({ page }) => {
  onPhoneOnly();
  await fillCart(page, 'zh.hk.localhost', 'harbour-zipline');
  await page.goto(site('zh.hk.localhost', '/checkout'));
  const email = unique('kept-zh');
  await fillDetails(page, email, 'zh-Hant');
  await page.getByLabel(TEXT['zh-Hant'].code).fill('SUMMER10');
  await page.getByRole('button', { name: TEXT['zh-Hant'].apply }).click();
  await expect(page.getByText(TEXT['zh-Hant'].discount)).toBeVisible();
  await page.getByRole('radio', { name: /PayMe/ }).check();
  await page.getByRole('checkbox', { name: WORDS['zh-Hant'].accept }).check();
  await page.getByRole('button', { name: WORDS['zh-Hant'].payNow }).click();
  await page.getByRole('button', { name: 'Decline' }).click();

  await expect(page.getByRole('alert').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel(WORDS['zh-Hant'].details.first)).toHaveValue('Mere');
  await expect(page.getByLabel(WORDS['zh-Hant'].details.email, { exact: true })).toHaveValue(email);
  await expect(page.getByLabel(TEXT['zh-Hant'].code)).toHaveValue('SUMMER10');
  await expect(page.getByText(TEXT['zh-Hant'].discount)).toBeVisible();
});

test('every price on the hk sites carries one sign: calendar, tickets, cart and checkout', async ({ page }) => {
  onPhoneOnly();
  for (const domain of ['hk.localhost', 'zh.hk.localhost']) {
    const panel = await chooseTickets(page, domain, 'harbour-zipline');
    await expect(panel.locator('table button:not([disabled]) small').first()).toHaveText(/^\$\d/);
    await expect(panel).not.toContainText('HK$');
    await expect(panel).toContainText(/\$\d/);
    await panel.getByRole('button', { name: WORDS[languageOf(domain)].add }).click();
    const drawer = page.getByRole('dialog', { name: WORDS[languageOf(domain)].cartDialog });
    await expect(drawer).toContainText(/\$\d/);
    await expect(drawer).not.toContainText('HK$');
    await page.goto(site(domain, '/checkout'));
    await expect(orderSummary(page)).toContainText(/\$\d/);
    await expect(page.locator('main')).not.toContainText('HK$');
  }
});

test('the Chinese site names the global site in Chinese in its footer', async ({ page }) => {
  onPhoneOnly();
  await page.goto(site('zh.hk.localhost', '/'));
  const chooser = page.getByRole('navigation', { name: '地點及語言' });
  const global = chooser.getByRole('link', { name: '所有樂園' });
  await expect(global).toHaveAttribute('href', site('localhost'));
  await expect(global).toHaveAttribute('lang', 'zh-Hant');
  await expect(chooser).not.toContainText('choose your park');
});

test.describe('at 320 px, the narrowest phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const domain of ['nz.localhost', 'zh.hk.localhost'] as const) {
    test(`no page scrolls sideways, and the header's park name never runs under its buttons (${languageOf(domain)})`, async ({ page }) => {
      onPhoneOnly();
      const slug = domain === 'nz.localhost' ? 'zipline' : 'harbour-zipline';
      await fillCart(page, domain, slug);
      for (const path of ['/', '/things-to-do', `/things-to-do/${slug}`, '/checkout', '/gift-vouchers', '/contact']) {
        await page.goto(site(domain, path));
        await expect(page.locator('main')).toBeVisible();
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(sideways, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        // The name overflowing its link is what ran under the Menu button (133 px of text in 102 px).
        const brand = page.locator('header a[href="/"]').first();
        await expect(brand).toHaveAccessibleName(domain === 'nz.localhost' ? 'Summit Rush Queenstown' : '峰躍探險樂園 香港');
        const overflow = await brand.evaluate((link) => link.scrollWidth - link.clientWidth);
        expect(overflow, `${path}: the park's name runs out of its place`).toBeLessThanOrEqual(0);
      }
    });
  }
});

for (const domain of ['nz.localhost', 'zh.hk.localhost'] as const) {
  const language = languageOf(domain);
  const words = WORDS[language];
  const text = language === 'en'
    ? { method: /Windcave/, left: 'Your payment is not finished', resume: 'Return to payment', cancel: 'Cancel payment and change order', cancelled: TEXT.en.cancelled }
    : { method: /PayMe/, left: '您的付款尚未完成', resume: '返回付款', cancel: '取消付款並修改訂單', cancelled: TEXT['zh-Hant'].cancelled };

  test(`the browser's Back from a provider's payment page offers to go back to it or cancel, never an empty cart (${language})`, async ({ page }) => {
    walkIn(language);
    const slug = domain === 'nz.localhost' ? 'luge' : 'harbour-zipline';
    await fillCart(page, domain, slug);
    await page.goto(site(domain, '/checkout'));
    await fillDetails(page, unique('left'), language);
    await page.getByRole('radio', { name: text.method }).check();
    await page.getByRole('checkbox', { name: words.accept }).check();
    await page.getByRole('button', { name: words.payNow }).click();
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('heading', { name: text.left })).toBeVisible();
    await page.getByRole('button', { name: text.resume }).click();
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    await page.goBack();
    await page.getByRole('button', { name: text.cancel }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.cancelled })).toBeVisible({ timeout: 15_000 });
    // The tickets are back in the cart, and the form as the visitor left it.
    await expect(orderSummary(page)).toBeVisible();
    await expect(page.getByLabel(words.details.first)).toHaveValue('Mere');
    await expect(page.getByRole('heading', { name: text.left })).toHaveCount(0);
  });
}

test('returning from a cancelled hosted payment finds the gift voucher form as the visitor left it', async ({ page }) => {
  onPhoneOnly();
  await page.goto(site('nz.localhost', '/gift-vouchers'));
  await page.getByLabel('Or enter an amount').fill('75');
  await page.getByLabel('Your first name').fill('Aroha');
  await page.getByLabel('Your surname').fill('Ngata');
  const sender = unique('gift-kept');
  await page.getByLabel('Your email').fill(sender);
  await page.getByLabel('Their name').fill('Tama');
  await page.getByLabel('Their email').fill(unique('gift-kept-to'));
  await page.getByLabel('Message (optional)').fill('Happy birthday!');
  await page.getByRole('radio', { name: /Windcave/ }).check();
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.getByRole('button', { name: 'Buy voucher' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByRole('alert').filter({ hasText: TEXT.en.cancelled })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Your first name')).toHaveValue('Aroha');
  await expect(page.getByLabel('Your email')).toHaveValue(sender);
  await expect(page.getByLabel('Their name')).toHaveValue('Tama');
  await expect(page.getByLabel('Message (optional)')).toHaveValue('Happy birthday!');
  await expect(page.getByLabel('Voucher preview')).toContainText('$75');
  await expect(page.getByRole('radio', { name: /Windcave/ })).toBeChecked();
});
