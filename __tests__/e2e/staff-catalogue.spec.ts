import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { site } from './helpers';
import { addStaffAccount, admin, DEMO_STAFF, signInAs } from './staff';

/*
 * Issue #23: the catalogue in the back office. A manager changes a ticket price and the park's public
 * activity page shows it; an invalid price is refused with its message, by the form and by the server.
 * At desktop width in English (a Queenstown manager, the Zip & Luge combo) and at phone width in Chinese
 * (a Hong Kong manager, the Summit Day Pass): two packages no other spec books, so the prices other
 * specs pay never move. Every screen passes axe in its language and width.
 */

test.describe.configure({ timeout: 120_000 });

interface Case {
  language: 'en' | 'zh-Hant';
  account: () => Promise<string>;
  activityId: string;
  /** A bookable activity, for its add-ons and upgrades (looked at, not changed). */
  bookable: string;
  ticket: string;
  price: string;
  shown: RegExp;
  publicPage: string;
  words: { heading: string; tickets: string; price: RegExp; save: string; invalid: string; saved: string; addOns: string };
}

const CASES: Record<string, Case> = {
  desktop: {
    language: 'en',
    account: async () => DEMO_STAFF.manager,
    activityId: 'nz-combo',
    bookable: 'nz-zipline',
    ticket: 'Child (8–14)',
    price: '109.50',
    shown: /\$109\.50/,
    publicPage: site('nz.localhost', '/things-to-do/zip-and-luge-combo'),
    words: {
      heading: 'Catalogue',
      tickets: 'Ticket types and prices',
      price: /^Price \(NZD\)$/,
      save: 'Save Child (8–14)',
      invalid: 'Enter a price such as 12.50: not negative, at most two decimals.',
      saved: 'Child (8–14) saved.',
      addOns: 'Add-ons',
    },
  },
  phone: {
    language: 'zh-Hant',
    account: () => addStaffAccount('manager', ['hong-kong'], 'zh-Hant'),
    activityId: 'hk-combo',
    bookable: 'hk-zipline',
    ticket: '小童（10至14歲）',
    price: '768.50',
    shown: /\$768\.50/,
    publicPage: site('zh.hk.localhost', '/things-to-do/summit-day-pass'),
    words: {
      heading: '產品目錄',
      tickets: '票種及價格',
      price: /^價格（HKD）$/,
      save: '儲存小童（10至14歲）',
      invalid: '請輸入價格，例如 12.50：不可為負數，最多兩位小數。',
      saved: '已儲存小童（10至14歲）。',
      addOns: '附加項目',
    },
  },
};

/** The back office's API from the signed-in page (its session cookie, its origin). */
async function staffApi(page: Page, query: string, variables: Record<string, unknown>) {
  return page.evaluate(
    async ({ query, variables }) => {
      const answer = await fetch('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
      return answer.json() as Promise<{ data: Record<string, { activity: unknown; problems: { field: string; message: string }[] }> | null }>;
    },
    { query, variables },
  );
}

test('a manager changes a ticket price and the public activity page shows it; an invalid price is refused', async ({ page }, testInfo) => {
  const it = CASES[testInfo.project.name];
  await signInAs(page, await it.account());

  // The park's activities, in the website's order.
  await page.getByRole('link', { name: it.words.heading }).first().click();
  await expect(page).toHaveURL(admin('/catalogue'));
  await expect(page.getByRole('heading', { name: it.words.heading, level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', it.language);
  const link = page.locator(`a[href="/catalogue/${it.activityId}"]`);
  await expect(link).toBeVisible();
  await expectAccessible(page, `catalogue (${it.language})`);
  await page.screenshot({ path: testInfo.outputPath(`catalogue-${testInfo.project.name}.png`), fullPage: true });

  await link.click();
  await expect(page).toHaveURL(admin(`/catalogue/${it.activityId}`));
  await expect(page.getByRole('heading', { name: it.words.tickets })).toBeVisible();
  await expectAccessible(page, `activity (${it.language})`);

  // The child ticket's form: an invalid price is refused by the form before anything is sent…
  const form = page.getByRole('form', { name: it.ticket });
  const price = form.getByLabel(it.words.price);
  await price.fill('12.345');
  await form.getByRole('button', { name: it.words.save }).click();
  await expect(form.getByText(it.words.invalid)).toBeVisible();
  await expectAccessible(page, `ticket form with an error (${it.language})`);
  // …and by the server, with the same key, if something sends it anyway.
  const refused = await staffApi(page, 'mutation($id: ID!, $input: VariationInput!) { updateVariation(id: $id, input: $input) { activity { id } problems { field message } } }', {
    id: `${it.activityId}-child`,
    input: { titleEn: 'Child', titleZh: '', participants: '1', price: '-5' },
  });
  expect(refused.data?.updateVariation).toEqual({ activity: null, problems: [{ field: 'price', message: 'catalogue.validation.price' }] });

  // A price that fits is saved, and the public page shows it.
  await price.fill(it.price);
  await form.getByRole('button', { name: it.words.save }).click();
  await expect(page.getByRole('status').filter({ hasText: it.words.saved })).toBeVisible();
  await expect(page.getByRole('form', { name: it.ticket }).getByLabel(it.words.price)).toHaveValue(it.price);
  await page.screenshot({ path: testInfo.outputPath(`activity-${testInfo.project.name}.png`), fullPage: true });

  // A bookable activity's add-ons, upgrades and price rules read and pass axe too.
  await page.goto(admin(`/catalogue/${it.bookable}`));
  await expect(page.getByRole('heading', { name: it.words.addOns, level: 2 })).toBeVisible();
  await expectAccessible(page, `bookable activity (${it.language})`);
  await page.screenshot({ path: testInfo.outputPath(`bookable-${testInfo.project.name}.png`), fullPage: true });

  // The page as rendered (its copy dropped by the change): the ticket's line in the booking panel.
  await page.goto(it.publicPage);
  const book = page.locator('#book');
  await book.scrollIntoViewIfNeeded();
  await expect(book.getByText(it.shown).first()).toBeVisible();
});
