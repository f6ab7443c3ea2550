import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { Client } from 'pg';
import { keepShot } from './shots';
import { expectAccessible } from './axe';
import { E2E_DATABASE_URL } from './helpers';
import { walkIn } from './journeys';
import { addStaffAccount, signInAs } from './staff';

/*
 * "Today", the back office's start screen (lib/server/dashboard): a manager at a desk reads today's sales
 * move by exactly a booking paid during the test; a gate on a phone, in Chinese, sees the check-in part
 * and nothing of the money, on the screen or through the API. Rotorua, which no other browser test sells
 * in, so the figures the test compares are its own.
 */

const SHOTS = '/tmp/shots-staff-dashboard';

/** A card's figure as cents: 'NZ$1,234.56' → 123456. */
const cents = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** A booking paid now on Rotorua's site, written as the checkout leaves a paid one. */
async function paidBooking(total: number): Promise<void> {
  const client = new Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    const id = randomUUID();
    await client.query(
      `insert into orders (id, booking_id, token, anonymous_token, idempotency_key, locale_id, status, customer, language, origin, channel, currency, subtotal, total, expires_at, paid_at)
       values ($1, $2, $3, $4, $5, 'rotorua', 'paid', $6::jsonb, 'en', 'http://rotorua.localhost', 'site', 'NZD', $7, $7, now(), now())`,
      [id, `SR-T${id.slice(0, 6).toUpperCase()}`, randomUUID(), randomUUID(), randomUUID(), JSON.stringify({ firstName: 'Tama', lastName: 'Today', email: 'tama@example.com', mobilePhone: '+64 21 555 0101' }), total],
    );
  } finally {
    await client.end();
  }
}

const siteSales = (page: Page) => page.getByRole('region', { name: 'Sales by channel' }).getByRole('definition').first();

test('a manager reads today’s sales move by a booking paid now, at a desk in English', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the desk’s journey');
  walkIn('en');
  mkdirSync(SHOTS, { recursive: true });
  await signInAs(page, await addStaffAccount('manager', ['rotorua']));
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page.getByText(/^Updated \d{2}:\d{2}$/)).toBeVisible();
  const sales = page.locator('[data-figure="sales"]');
  await expect(sales).toHaveText(/NZ\$/);
  const before = { sales: cents(await sales.innerText()), site: cents(await siteSales(page).innerText()) };

  const total = 4_000 + Math.floor(Math.random() * 999);
  await paidBooking(total);
  await page.reload();
  await expect(sales).not.toHaveText(new RegExp(`^NZ\\$${(before.sales / 100).toFixed(2).replace('.', '\\.')}$`));
  expect(cents(await sales.innerText()) - before.sales).toBe(total);
  expect(cents(await siteSales(page).innerText()) - before.site).toBe(total);
  await expect(page.getByRole('heading', { name: 'Check-in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Refunds today' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mail outbox' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your account', exact: true })).toBeVisible();
  await expectAccessible(page, 'Today, a manager');
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  await keepShot(page, { path: `${SHOTS}/manager-desktop.png`, fullPage: true });
});

test('a gate on a phone, in Chinese, sees the check-in part only; the API gives it no money', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the gate’s phone');
  walkIn('zh-Hant');
  mkdirSync(SHOTS, { recursive: true });
  await signInAs(page, await addStaffAccount('gate', ['rotorua'], 'zh-Hant'));
  await expect(page.getByRole('heading', { level: 1, name: '今日工作' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '入場', exact: true })).toBeVisible();
  await expect(page.getByText('全日佔用率').first()).toBeVisible();
  await expect(page.getByText(/^更新於 \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: '營收' })).toHaveCount(0);
  await expect(page.getByText('今日銷售額')).toHaveCount(0);
  const api = await page.evaluate(async () => {
    const answer = await fetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ dashboard(parkId: "rotorua") { expected money { sales { today } } enquiries { waiting } outbox { queued } } }' }),
    });
    return answer.json();
  });
  expect(api.data.dashboard).toMatchObject({ money: null, enquiries: null, outbox: null });
  const refused = await page.evaluate(async () => {
    const answer = await fetch('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ dashboard(parkId: "queenstown") { expected } }' }) });
    return answer.json();
  });
  expect(refused.errors[0].extensions.code).toBe('FORBIDDEN');
  await expectAccessible(page, 'Today, a gate on a phone');
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  await keepShot(page, { path: `${SHOTS}/gate-phone.png`, fullPage: true });
  await keepShot(page, { path: `${SHOTS}/gate-phone-top.png` });
});
