import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { addJourneySecret, E2E_DATABASE_URL, expectNoTrackerLeaks, site, stubTrackers } from './helpers';
import { confirmQrPayment, fillCart, fillDetails, unique, walkIn } from './journeys';
import { expectChineseMail, mailTo } from './mail';

test('a visitor buys a voucher with a custom amount and message; the recipient spends it over two bookings', async ({ page }) => {
  walkIn('en');
  // Three purchases and two emails in one journey: on a slow machine it ran past its earlier 90 s limit.
  test.setTimeout(150_000);
  await stubTrackers(page);
  await page.goto(site('nz.localhost', '/gift-vouchers'));
  await expect(page.getByRole('heading', { name: 'Buy a gift voucher' })).toBeVisible();
  await expect(page.getByText('Any amount from $20 to $500.')).toBeVisible();

  await page.getByRole('button', { name: 'Buy voucher' }).click();
  await expect(page.getByText('Your first name is required')).toBeVisible();
  await page.getByLabel('Or enter an amount').fill('600');
  await page.getByRole('button', { name: 'Buy voucher' }).click();
  await expect(page.getByText('Choose an amount within the limits shown')).toBeVisible();
  await page.getByLabel('Or enter an amount').fill('250');
  await expect(page.getByLabel('Voucher preview')).toContainText('$250');

  const recipient = unique('recipient');
  await page.getByLabel('Your first name').fill('Aroha');
  await page.getByLabel('Your surname').fill('Ngata');
  await page.getByLabel('Your email').fill(unique('sender'));
  await page.getByLabel('Their name').fill('Tama');
  await page.getByLabel('Their email').fill(recipient);
  const message = page.getByLabel('Message (optional)');
  await message.fill('');
  await message.pressSequentially('Happy birthday! <b>'.padEnd(241, '*'));
  await expect(message).toHaveValue('Happy birthday! <b>'.padEnd(240, '*'));
  await expect(page.getByText('240 / 240 characters')).toBeVisible();

  await page.getByRole('radio', { name: /Windcave/ }).check();
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.getByRole('button', { name: 'Buy voucher' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Your gift voucher is on its way' })).toBeVisible({ timeout: 15_000 });
  // The purchase's token leaves the address bar; the tab still shows the purchase after a reload.
  await expect.poll(() => new URL(page.url()).pathname).toBe('/gift-vouchers/purchase');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your gift voucher is on its way' })).toBeVisible();
  // The voucher as bought: from the sender by name, under its purchase's reference (not a booking's).
  await expect(page.getByLabel('Voucher preview')).toContainText('From Aroha Ngata');
  await expect(page.getByRole('term').filter({ hasText: 'Purchase reference' })).toBeVisible();
  await expect(page.getByText('Booking ID')).toHaveCount(0);
  // The buyer sees the card's code masked, its last four only; the emails masked too on this page.
  const shown = (await page.getByLabel('Voucher preview').locator('code').innerText()).trim();
  expect(shown).toMatch(/^•••• •••• •••• [2-9A-HJ-NP-Z]{4}$/);
  await expect(page.getByText('We have emailed the voucher to Tama at r•••@example.com.')).toBeVisible();

  const voucher = await mailTo(recipient);
  const code = voucher.text?.match(/[2-9A-HJ-NP-Z]{4}(?:-[2-9A-HJ-NP-Z]{4}){3}/)?.[0];
  expect(code).toBeTruthy();
  expect(code!.slice(-4)).toBe(shown.slice(-4));
  expect(voucher.html).not.toContain('<b>');
  // The trackers never saw the spendable code or the purchase's token, on any page of the purchase.
  addJourneySecret(page, code!);
  await expectNoTrackerLeaks(page);

  // First booking: the voucher covers it all.
  await fillCart(page, 'nz.localhost', 'zipline', 3);
  await page.goto(site('nz.localhost', '/checkout'));
  await page.getByLabel('Voucher or promo code').fill(code!);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Code applied successfully!' })).toBeVisible();
  await expect(page.getByText('Nothing to pay', { exact: true })).toBeVisible();
  await fillDetails(page, unique('booker'));
  await page.getByRole('button', { name: 'Complete booking' }).click();
  await expect(page.getByRole('heading', { name: 'You\'re all booked' })).toBeVisible();

  // Second booking: the rest of the balance pays part; the visitor reserves, to pay the remainder on arrival.
  await fillCart(page, 'nz.localhost', 'zipline', 3);
  await page.goto(site('nz.localhost', '/checkout'));
  await page.getByLabel('Voucher or promo code').fill(code!.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Gift card', { exact: true })).toBeVisible();
  await fillDetails(page, unique('booker'));
  await page.getByRole('radio', { name: /Pay on arrival/ }).check();
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email to keep your places' })).toBeVisible();

  await page.goto(site('nz.localhost', '/gift-vouchers'));
  await page.getByLabel('Gift card code').fill(code!);
  await page.getByRole('button', { name: 'Check balance' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Balance: $0 of $250' })).toBeVisible();
  await page.getByLabel('Gift card code').fill('AAAA-BBBB-CCCC-DDDD');
  await page.getByRole('button', { name: 'Check balance' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This gift card does not exist' })).toBeVisible();
});

test('a voucher bought in Chinese, with both emails all Chinese; an unpaid purchase is not complete', async ({ page }) => {
  walkIn('zh-Hant');
  // Two payment attempts, one through the QR step and a second browser page.
  test.setTimeout(90_000);
  await page.goto(site('zh.hk.localhost', '/gift-vouchers'));
  await page.getByRole('radio', { name: '$1,000' }).check({ force: true });
  await page.getByLabel('您的名字').fill('小明');
  await page.getByLabel('您的姓氏').fill('陳');
  const sender = unique('zh-sender');
  await page.getByLabel('您的電郵').fill(sender);
  await page.getByLabel('收禮人姓名').fill('小美');
  const recipient = unique('zh-recipient');
  await page.getByLabel('收禮人電郵').fill(recipient);
  await page.getByRole('radio', { name: /微信支付/ }).check();
  await page.getByRole('checkbox', { name: /我接受/ }).check();
  await page.getByRole('button', { name: '購買禮券' }).click();
  await expect(page.getByRole('heading', { name: '掃碼付款' })).toBeVisible();
  await expect(page.getByRole('link', { name: '在這部手機付款？開啟微信', exact: true })).toBeVisible();
  // Before paying, the purchase's confirmation says it is not complete.
  const database = new Client({ connectionString: E2E_DATABASE_URL });
  await database.connect();
  const { rows } = await database.query("select token from orders where kind = 'gift' and customer->>'email' = $1", [sender]);
  await database.end();
  const early = await page.context().newPage();
  await early.goto(site('zh.hk.localhost', `/gift-vouchers/purchase/${rows[0].token}`));
  await expect(early.getByRole('heading', { name: '此購買尚未完成' })).toBeVisible();
  await early.close();
  await confirmQrPayment(page);
  await expect(page.getByRole('heading', { name: '您的禮券已送出' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('禮券預覽')).toContainText('來自 陳小明');
  await expect(page.getByRole('term').filter({ hasText: '購買編號' })).toBeVisible();
  await expect(page.getByText('預訂編號')).toHaveCount(0);
  const mail = await mailTo(recipient);
  expect(mail.subject).toBe('陳小明送您一張峰躍探險樂園 香港禮券');
  expectChineseMail(mail);
  expectChineseMail(await mailTo(sender));

  await page.goto(site('zh.hk.localhost', '/gift-vouchers/purchase/not-a-token'));
  await expect(page.getByRole('heading', { name: '此訂單不存在' })).toBeVisible();
});
