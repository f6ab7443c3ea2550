import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { Client } from 'pg';
import { axeResults } from './axe';
import { E2E_DATABASE_URL, site } from './helpers';
import { fillCart, fillDetails, payOnArrival, unique, walkIn } from './journeys';
import { mailTo } from './mail';
import { addStaffAccount, admin, DEMO_STAFF, signInAs } from './staff';

/*
 * The day sheet (issue #22) as the gate uses it: a visitor's booking shows in its session's manifest,
 * another visitor's sale moves the sold count within 5 s without a reload, a pay-on-arrival reservation
 * counts apart from the sales (reserved, unpaid, with what it owes at the desk), the CSV holds the booking,
 * and the screen passes axe in both languages on a phone and at a desk.
 */

test.describe.configure({ timeout: 120_000 });

/** Where screenshots go when asked for (DAY_SHEET_SHOTS=/some/dir): a person looks at them. */
const SHOTS = process.env.DAY_SHEET_SHOTS;

async function expectAccessible(page: Page, screen: string) {
  const { violations } = await axeResults(page);
  const found = violations.map((violation) => ({ rule: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(found, `axe violations on ${screen}`).toEqual([]);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${testInfo.project.name}-${name}.png`), fullPage: true });
}

/**
 * A visitor in a browser of their own books one ticket of `slug` in Queenstown on the nth bookable day,
 * first time with places, with the free pass (paid, nothing to pay). Returns its booking ID.
 */
async function bookAsVisitor(browser: Browser, slug: string, day: number, lastName: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await fillCart(page, 'nz.localhost', slug, day);
    await page.goto(site('nz.localhost', '/checkout'));
    await page.getByLabel('Voucher or promo code').fill('FREEPASS');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Nothing to pay', { exact: true })).toBeVisible();
    await fillDetails(page, `${lastName.toLowerCase()}-${Date.now()}@example.com`, 'en', lastName);
    await page.getByRole('button', { name: 'Complete booking' }).click();
    await expect(page.getByRole('heading', { name: 'You\'re all booked' })).toBeVisible({ timeout: 15_000 });
    return (await page.locator('strong').filter({ hasText: /^SR-/ }).innerText()).trim();
  } finally {
    await context.close();
  }
}

/**
 * A visitor in a browser of their own reserves one ticket of `slug` (pay on arrival) on the nth bookable
 * day, first time with places, and confirms it through the emailed link: reserved, unpaid. Returns what
 * it owes at the desk, as the site wrote it.
 */
async function reserveAsVisitor(browser: Browser, slug: string, day: number): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await fillCart(page, 'nz.localhost', slug, day);
    const email = unique('daysheet-reserve');
    await payOnArrival(page, email);
    const amount = /you pay (.+) at reception/.exec(await page.getByText(/^Nothing is paid now: once confirmed, you pay .+ at reception on the day\.$/).innerText())![1];
    const request = await mailTo(email, 20_000, /^Confirm your reservation/);
    await page.goto(/https?:\/\/\S+\/reservation\/[\w-]+/.exec(request.text ?? '')![0]);
    await page.getByRole('button', { name: 'Confirm my reservation' }).click();
    await expect(page.getByRole('heading', { name: 'Reserved' })).toBeFocused();
    return amount;
  } finally {
    await context.close();
  }
}

/** An amount as written ('$45.00', 'NZ$1,045.00') in cents. */
const cents = (written: string) => Math.round(Number(written.replace(/[^\d.]/g, '')) * 100);

/** The session a booking is for, as the day sheet shows it: its park day, start and activity. */
async function sessionOf(bookingId: string): Promise<{ day: string; time: string; activity: string }> {
  const client = new Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ day: string; time: string; activity: string }>(
      `select to_char(s.starts_at at time zone 'Pacific/Auckland', 'YYYY-MM-DD') as day, to_char(s.starts_at at time zone 'Pacific/Auckland', 'HH24:MI') as time,
              a.texts->'en'->>'title' as activity
       from orders o join order_items i on i.order_id = o.id join sessions s on s.id = i.session_id join activities a on a.id = s.activity_id
       where o.booking_id = $1`,
      [bookingId],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

const sessionRow = (page: Page, session: { time: string; activity: string }): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: session.activity, exact: true }) }).filter({ hasText: session.time });

// Each project books its own activity, so the phone's and the desktop's sales never move each other's counts.
const ACTIVITY = { desktop: 'treetop-challenge', phone: 'canyon-swing' } as Record<string, string>;

test('a visitor’s booking is in its session’s manifest, another sale shows within 5 s, and the CSV holds it', async ({ page, browser }, testInfo) => {
  walkIn('en');
  const slug = ACTIVITY[testInfo.project.name] ?? 'luge';
  const first = await bookAsVisitor(browser, slug, 4, 'Daysheet');
  const session = await sessionOf(first);
  // And a reservation of the same session, paid at the desk on the day: not a sale.
  const owed = await reserveAsVisitor(browser, slug, 4);

  await signInAs(page, DEMO_STAFF.gate);
  await page.goto(admin(`/day?park=queenstown&date=${session.day}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Day sheet');
  const row = sessionRow(page, session);
  await expect(row).toHaveCount(1);
  const sold = row.locator('td[data-label="Sold (paid)"]');
  await expect(sold).not.toHaveText('0');
  // Sold and reserved unpaid apart, with what the reservations owe at the desk beside them.
  await expect(page.getByRole('columnheader', { name: 'Reserved (unpaid)' })).toBeAttached();
  await expect(row.locator('td[data-label="Reserved (unpaid)"]')).not.toHaveText('0');
  const due = row.locator('td[data-label="Due at desk"]');
  await expect(due).toHaveText(/^NZ\$[\d,]+\.\d\d$/);
  expect(cents(await due.innerText())).toBeGreaterThanOrEqual(cents(owed));

  await row.getByRole('button', { name: /^Manifest/ }).click();
  const manifest = page.getByRole('region', { name: `Manifest · ${session.time} ${session.activity}` });
  await expect(manifest.getByRole('link', { name: first })).toHaveAttribute('href', `/orders/${first}`);
  const booking = manifest.getByRole('row').filter({ hasText: first });
  await expect(booking.getByRole('rowheader')).toHaveText('Mere Daysheet');
  await expect(booking).toContainText('Paid');
  await expect(booking).toContainText('Not checked in');
  await expect(manifest.getByRole('row').filter({ hasText: 'Pay at desk' }).first()).toContainText(owed.replace(/^[^\d]+/, ''));

  // A second visitor, in a browser of their own, buys the same session: the sheet moves by itself.
  const before = Number(await sold.innerText());
  const url = page.url();
  const second = await bookAsVisitor(browser, slug, 4, 'Secondsale');
  const sale = Date.now();
  expect(await sessionOf(second)).toEqual(session);
  await expect(sold).toHaveText(String(before + 1), { timeout: 5_000 });
  await expect(manifest.getByRole('link', { name: second })).toBeVisible({ timeout: 5_000 });
  expect(Date.now() - sale).toBeLessThan(5_000);
  expect(page.url()).toBe(url);
  await shoot(page, testInfo, 'en-manifest');

  // The manifest's CSV and the day's, downloaded as the gate would.
  const manifestDownload = page.waitForEvent('download');
  await manifest.getByRole('link', { name: 'Download manifest CSV' }).click();
  const manifestCsv = await readFile((await (await manifestDownload).path())!, 'utf8');
  expect(manifestCsv).toContain(`,${first},Mere Daysheet,`);
  expect(manifestCsv).toContain(`,${second},Mere Secondsale,`);
  const dayDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV', exact: true }).click();
  const day = await dayDownload;
  expect(day.suggestedFilename()).toBe(`day-sheet-queenstown-${session.day}.csv`);
  const dayCsv = await readFile((await day.path())!, 'utf8');
  expect(dayCsv).toContain(`${session.day},${session.time},`);
  expect(dayCsv).toContain('Sold (paid),Reserved (unpaid),Due at desk (NZD),');

  // On paper: the frame and the buttons go, the sheet and its open manifest stay.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(manifest.getByRole('link', { name: first })).toBeVisible();
  await shoot(page, testInfo, 'en-print');
});

test('the day sheet passes axe in English and in Chinese, its manifest open', async ({ page }, testInfo) => {
  walkIn('zh-Hant');
  await signInAs(page, DEMO_STAFF.gate);
  await page.goto(admin('/day'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Day sheet');
  await expect(page.getByText(/^Summit Rush Queenstown · \w+day,? \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await page.getByRole('button', { name: /^Manifest/ }).first().click();
  await expect(page.getByRole('region', { name: /^Manifest · / })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Manifest · / }).getByText(/Loading/)).toHaveCount(0);
  await expectAccessible(page, 'day sheet in English');
  await shoot(page, testInfo, 'en-today');

  // Another park in the address: refused, nothing of it shown.
  await page.goto(admin('/day?park=hong-kong'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not allowed');
  await expect(page.getByRole('table')).toHaveCount(0);

  // A Chinese-speaking gate of the same park: its own account, so no other test sees its language.
  const email = await addStaffAccount('gate', ['queenstown'], 'zh-Hant');
  await signInAs(page, email);
  await page.goto(admin('/day'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('每日總表');
  await expect(page.getByRole('columnheader', { name: '已售（已付款）' })).toBeAttached();
  await expect(page.getByRole('columnheader', { name: '已預留（未付款）' })).toBeAttached();
  await expect(page.getByRole('columnheader', { name: '櫃檯應收' })).toBeAttached();
  await page.getByRole('button', { name: /名單$/ }).first().click();
  await expect(page.getByRole('region', { name: /^名單 · / })).toBeVisible();
  await expect(page.getByRole('region', { name: /^名單 · / }).getByText(/正在載入/)).toHaveCount(0);
  await expectAccessible(page, 'day sheet in Chinese');
  await shoot(page, testInfo, 'zh-today');
  await page.emulateMedia({ media: 'print' });
  await shoot(page, testInfo, 'zh-print');
});
