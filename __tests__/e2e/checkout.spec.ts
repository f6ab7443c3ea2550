import { expect, test, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { Client } from 'pg';
import { E2E_DATABASE_URL, site } from './helpers';
import { confirmQrPayment, fillCart, fillDetails, orderSummary, payOnArrival, SESSION_WHEN, unique, walkIn, WORDS } from './journeys';
import { parseSignedTicket } from '../../lib/domain/ticket-signature';
import { expectChineseMail, mailTo, ticketQr, ticketTyped } from './mail';

test('checkout explains every mistake, applies codes and pays on a hosted page (Windcave), with the tickets emailed', async ({ page }) => {
  walkIn('en');
  await fillCart(page, 'nz.localhost', 'zipline');
  await page.goto(site('nz.localhost', '/checkout'));
  await expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible();
  // Each line's day and time in the park's zone, as the server writes them ('Fri, 4 Dec · 09:00').
  const when = orderSummary(page).locator('time');
  await expect(when).toHaveText(SESSION_WHEN);
  const written = await when.innerText();

  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Payment method is required')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByLabel('First name').click();
  await expect(page.getByText('Invalid email address')).toBeVisible();

  await page.getByLabel('Voucher or promo code').fill('NOPE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid code' })).toBeVisible();
  await page.getByLabel('Voucher or promo code').fill('summer10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Code applied successfully!' })).toBeVisible();
  await expect(page.getByText('Discount')).toBeVisible();

  const email = unique('windcave');
  await fillDetails(page, email, 'en', '<b>Tane</b>');
  await page.getByRole('radio', { name: /Windcave/ }).check();
  await expect(page.getByText('2% credit card fee').last()).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Please accept the terms and conditions and the privacy policy')).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();

  await expect(page.getByRole('heading', { name: /^Pay / })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'You\'re all booked' })).toBeVisible({ timeout: 15_000 });
  const bookingId = (await page.locator('strong').filter({ hasText: /^SR-/ }).innerText()).trim();
  // The token-free confirmation, where the trackers run, shows the email masked (#21).
  await expect(page.getByText('Your tickets have been sent to w•••@example.com.')).toBeVisible();
  // The confirmation writes the session as the checkout did.
  await expect(page.locator('main li time')).toHaveText(written);

  // The QR tickets come in their own message, to forward; the confirmation has the money and the manage link.
  const confirmation = await mailTo(email, 20_000, /^Booking confirmed: /);
  expect(confirmation.subject).toContain(bookingId);
  expect(confirmation.html).not.toContain('<b>Tane</b>');
  expect(confirmation.text).toMatch(/Manage my booking: https?:\/\/\S+\/my-booking\//);
  expect(confirmation.attachments).toEqual([]);
  const mail = await mailTo(email, 20_000, /^Your tickets: /);
  expect(mail.subject).toContain(bookingId);
  expect(mail.html).not.toContain('<b>Tane</b>');
  expect(mail.text).not.toMatch(/my-booking|Manage my booking/);
  const codes = mail.attachments.filter((a) => a.contentType === 'image/png').map((a) => {
    const png = PNG.sync.read(a.content);
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
  });
  expect(codes.length).toBeGreaterThan(0);
  // Each QR code is a ticket's code signed with the park's Ed25519 key, which any scanner checks with its public key.
  const tickets = codes.map((code) => parseSignedTicket(code ?? '')?.code ?? '');
  for (const code of tickets) expect(code).toMatch(/^T[2-9A-Z]{11}$/);
  expect(codes).toEqual(tickets.map(ticketQr));
  // The short text printed under each, to be typed when a camera cannot read it, names the same ticket.
  for (const code of tickets) expect(mail.text).toContain(ticketTyped(code));
});

test('a cancelled hosted payment says so and keeps the cart; the unpaid order is not complete', async ({ page }) => {
  walkIn('en');
  await fillCart(page, 'nz.localhost', 'luge');
  await page.goto(site('nz.localhost', '/checkout'));
  const email = unique('cancel');
  await fillDetails(page, email);
  await page.getByRole('radio', { name: /Online bank transfer/ }).check();
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();

  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  // The visitor only ever sees the token in their confirmation link: read it where the server keeps it.
  const database = new Client({ connectionString: E2E_DATABASE_URL });
  await database.connect();
  const { rows } = await database.query("select token from orders where customer->>'email' = $1", [email]);
  await database.end();
  const token = rows[0].token as string;
  const other = await page.context().newPage();
  await other.goto(site('nz.localhost', `/booking/${token}`));
  await expect(other.getByRole('heading', { name: 'This order is not complete' })).toBeVisible();
  await other.close();

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Payment has been cancelled' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Luge' })).toBeVisible();
});

test('a QR payment is confirmed from a second page, as a phone would, in Chinese; the email is all Chinese', async ({ page }) => {
  walkIn('zh-Hant');
  await fillCart(page, 'zh.hk.localhost', 'harbour-zipline');
  await page.goto(site('zh.hk.localhost', '/checkout'));
  // The payment method names itself like every other field ('{field} is required').
  await page.getByRole('button', { name: '立即付款' }).click();
  await expect(page.getByText('必須填寫付款方式')).toBeVisible();
  const email = unique('wechat');
  await fillDetails(page, email, 'zh-Hant');
  await page.getByRole('radio', { name: /微信支付/ }).check();
  await page.getByRole('checkbox', { name: /我接受/ }).check();
  await page.getByRole('button', { name: '立即付款' }).click();
  await expect(page.getByRole('heading', { name: '掃碼付款' })).toBeVisible();
  await expect(page.getByRole('img', { name: '掃碼付款' })).toBeVisible();

  await page.getByRole('button', { name: '我已付款' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '付款狀態不是「已付款」' })).toBeVisible();

  await confirmQrPayment(page);
  await expect(page.getByRole('heading', { name: '預訂完成' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('預訂編號')).toBeVisible();

  const mail = await mailTo(email, 20_000, /^預訂確認：SR-/);
  expectChineseMail(mail);
  expect(mail.text).toContain('付款總額');
  const tickets = await mailTo(email, 20_000, /^您的門票：SR-/);
  expectChineseMail(tickets);
  expect(tickets.attachments.filter((a) => a.contentType === 'image/png')).not.toHaveLength(0);
});

// Each QR code is scanned with an app on the phone, which the step names: the bank's for FPS, not 'FPS QR code'.
for (const { domain, language, back, cancelled, gateways } of [
  {
    domain: 'hk.localhost',
    language: 'en' as const,
    back: 'Back',
    cancelled: 'Payment has been cancelled',
    gateways: [
      { method: /FPS QR code/, scan: 'Scan this QR code with your banking app on your phone', open: 'Paying on this phone? Open your banking app' },
      { method: /WeChat Pay/, scan: 'Scan this QR code with WeChat on your phone', open: 'Paying on this phone? Open WeChat' },
      { method: /^Alipay/, scan: 'Scan this QR code with Alipay or AlipayHK on your phone', open: 'Paying on this phone? Open Alipay or AlipayHK' },
    ],
  },
  {
    domain: 'zh.hk.localhost',
    language: 'zh-Hant' as const,
    back: '返回',
    cancelled: '付款已取消',
    gateways: [
      { method: /轉數快二維碼/, scan: '請用您的銀行應用程式掃描此二維碼', open: '在這部手機付款？開啟您的銀行應用程式' },
      { method: /微信支付/, scan: '請用微信掃描此二維碼', open: '在這部手機付款？開啟微信' },
    ],
  },
]) {
  test(`the QR step names the app to pay with, not the payment method (${domain})`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the words do not depend on the viewport: one project is enough');
    const words = WORDS[language];
    await fillCart(page, domain, 'harbour-zipline');
    await page.goto(site(domain, '/checkout'));
    await fillDetails(page, unique('qr-app'), language);
    await page.getByRole('checkbox', { name: words.accept }).check();
    for (const { method, scan, open } of gateways) {
      await page.getByRole('radio', { name: method }).check();
      await page.getByRole('button', { name: words.payNow }).click();
      await expect(page.getByText(scan)).toBeVisible();
      await expect(page.getByRole('link', { name: open, exact: true })).toBeVisible();
      await page.getByRole('button', { name: back }).click();
      await expect(page.getByRole('alert').filter({ hasText: cancelled })).toBeVisible({ timeout: 15_000 });
    }
  });
}

test('a free order completes with nothing to pay, and pay on arrival is a reservation to confirm by email', async ({ page }) => {
  walkIn('en');
  await fillCart(page, 'nz.localhost', 'canyon-swing');
  await page.goto(site('nz.localhost', '/checkout'));
  await page.getByLabel('Voucher or promo code').fill('FREEPASS');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Nothing to pay', { exact: true })).toBeVisible();
  await fillDetails(page, unique('free'));
  await page.getByRole('button', { name: 'Complete booking' }).click();
  await expect(page.getByRole('heading', { name: 'You\'re all booked' })).toBeVisible();

  await fillCart(page, 'nz.localhost', 'canyon-swing');
  await payOnArrival(page);
});

test('order look-ups that fail say why', async ({ page }) => {
  walkIn('en');
  const response = await page.goto(site('nz.localhost', '/booking/not-a-real-token'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This order does not exist' })).toBeVisible();
  await page.goto(site('nz.localhost', '/checkout'));
  await expect(page.getByText('Your cart is empty. Choose an activity to book.')).toBeVisible();
});

/** Types into the provider's card fields: iframes of the sandbox's origin, never the shop's. */
async function fillCard(page: Page, number: string) {
  const frame = (title: string | RegExp) => page.frameLocator(`iframe[title*="${title}"]`).locator('input');
  await frame('Card number').fill(number);
  await frame('Expiry month').fill('12');
  await frame('Expiry year').fill('30');
  await frame('CVV').fill('123');
}

test('card payment in the provider’s hosted fields: a declined card says so, an approved one books', async ({ page }) => {
  walkIn('en');
  await fillCart(page, 'nz.localhost', 'treetop-challenge');
  await page.goto(site('nz.localhost', '/checkout'));
  const email = unique('card');
  await fillDetails(page, email);
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('The CVV is the 3-digit number on the back of your card')).toBeVisible();

  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay now ·/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error processing payment' })).toBeVisible({ timeout: 15_000 });

  // The cart is back; a second attempt with a good card books it.
  await page.getByRole('button', { name: 'Pay now' }).click();
  await fillCard(page, '5123 4500 0000 0008');
  await page.getByRole('button', { name: /^Pay now ·/ }).click();
  await expect(page.getByRole('heading', { name: 'You\'re all booked' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`Your tickets have been sent to ${email[0]}•••@example.com.`)).toBeVisible();
});

/** Books a luge ticket on nz and pays with ROLLER: its card form opens in a frame on the checkout. */
async function openRollerStep(page: Page, name: string) {
  await fillCart(page, 'nz.localhost', 'luge');
  await page.goto(site('nz.localhost', '/checkout'));
  await fillDetails(page, unique(name));
  await page.getByRole('radio', { name: /Card with ROLLER/ }).check();
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  return page.locator('iframe[title="Secure payment form"]');
}

test('ROLLER’s payment step takes the card in its own form and books', async ({ page }) => {
  walkIn('en');
  const roller = (await openRollerStep(page, 'roller')).contentFrame();
  await roller.getByLabel('Card number').fill('4111 1111 1111 1111');
  await roller.getByLabel('Expiry (MM/YY)').fill('12/30');
  await roller.getByLabel(/CVV/).fill('123');
  await roller.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'You\'re all booked' })).toBeVisible({ timeout: 15_000 });
});

/**
 * The frame's document does not scroll, sideways or up and down, and every part lies wholly inside the
 * frame's box: seen, not clipped at the right edge or hidden below the frame's bottom. The frame takes its
 * height from the form once it has loaded, hence the retries.
 */
async function expectInsideFrame(frame: Locator, parts: Locator[]) {
  await expect(async () => {
    const html = frame.contentFrame().locator('html');
    expect(await html.evaluate((root) => root.scrollWidth - root.clientWidth), 'the form scrolls sideways by').toBeLessThanOrEqual(0);
    expect(await html.evaluate((root) => root.scrollHeight - root.clientHeight), 'the form scrolls up and down by').toBeLessThanOrEqual(0);
    const box = (await frame.boundingBox())!;
    for (const part of parts) {
      const inner = (await part.boundingBox())!;
      expect(inner.x, `${part} starts left of the frame`).toBeGreaterThanOrEqual(box.x);
      expect(inner.x + inner.width, `${part} ends right of the frame`).toBeLessThanOrEqual(box.x + box.width);
      expect(inner.y, `${part} starts above the frame`).toBeGreaterThanOrEqual(box.y);
      expect(inner.y + inner.height, `${part} ends below the frame`).toBeLessThanOrEqual(box.y + box.height);
    }
  }).toPass({ timeout: 10_000 });
}

for (const width of [320, 390]) {
  test(`ROLLER’s card form fits a ${width} px phone, its error messages included`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the test sets its own phone width: one project is enough');
    await page.setViewportSize({ width, height: 740 });
    const frame = await openRollerStep(page, 'roller-phone');
    const roller = frame.contentFrame();
    const parts = [
      roller.getByLabel('Card number'),
      roller.getByText('3-digit number on the back of your card'),
      roller.getByRole('button', { name: 'Pay' }),
      roller.getByRole('button', { name: 'Cancel' }),
    ];
    await expectInsideFrame(frame, parts);

    // A mistake in every field makes the form longer: the frame grows with it.
    await roller.getByLabel('Card number').fill('4111 1111 1111 1112');
    await roller.getByLabel('Expiry (MM/YY)').fill('13/20');
    await roller.getByLabel(/CVV/).fill('1');
    await roller.getByRole('button', { name: 'Pay' }).click();
    await expect(roller.getByRole('alert')).toHaveText('Please check the card details.');
    await expectInsideFrame(frame, [...parts, roller.getByText('Enter the 3-digit security code from the back of the card.')]);
  });
}

test('a payment method that stopped working says Unsupported payment option; a lost connection says Unknown error', async ({ page }) => {
  walkIn('en');
  await fillCart(page, 'nz.localhost', 'zipline');
  await page.goto(site('nz.localhost', '/checkout'));
  await fillDetails(page, unique('unsupported'));
  await page.getByRole('radio', { name: /Pay on arrival/ }).check();
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  // The operator switches the method off while the page is open: the server refuses it.
  await page.route('**/api/graphql', (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('createAndCompleteOrder')) return route.continue();
    return route.continue({ postData: body.replace('"nz-arrival"', '"hk-card"') });
  });
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Unsupported payment option' })).toBeVisible();
  await page.unroute('**/api/graphql');

  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('The CVV is the 3-digit number on the back of your card')).toBeVisible();
  await page.route('**/api/graphql', (route) => (route.request().postData()?.includes('confirmPayment') ? route.abort() : route.continue()));
  await fillCard(page, '5123 4500 0000 0008');
  await page.getByRole('button', { name: /^Pay now ·/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Unknown error' })).toBeVisible();
});

test('an order without activities says so', async ({ page }) => {
  walkIn('en');
  const database = new Client({ connectionString: E2E_DATABASE_URL });
  await database.connect();
  const token = `empty-${Date.now()}`;
  await database.query(
    `insert into orders (booking_id, token, anonymous_token, idempotency_key, locale_id, status, customer, language, origin, currency, subtotal, total, expires_at)
     values ($1, $2, gen_random_uuid(), $2, 'nz', 'paid', '{"firstName":"A","lastName":"B","email":"a@example.com","mobilePhone":"021"}', 'en', 'http://nz.localhost', 'NZD', 0, 0, now())`,
    [`SR-TEST-${Date.now() % 10000}`, token],
  );
  await database.end();
  await page.goto(site('nz.localhost', `/booking/${token}`));
  await expect(page.getByRole('heading', { name: 'This order has no activities' })).toBeVisible();
});
