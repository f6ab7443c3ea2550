import { expect, test, type Page } from '@playwright/test';
import { site } from './helpers';
import { bookableDays, SESSION_WHEN, walkIn, WORDS } from './journeys';

const TEXT = {
  en: { add: 'Add to cart', noTime: 'No date or time selected', participants: 'Please select 1 participant', added: 'Added to your cart', more: /^One more Adult/, nextMonth: WORDS.en.nextMonth as string },
  'zh-Hant': { add: '加入購物車', noTime: '未選擇日期或時段', participants: '請選擇 1 位參加者', added: '已加入購物車', more: /^增加一張成人/, nextMonth: WORDS['zh-Hant'].nextMonth },
};

async function book(page: Page, url: string, text: (typeof TEXT)['en'], extras = false) {
  await page.goto(url);
  const panel = page.locator('#book');
  // The visitor heads for the booking panel (on a phone it starts below the fold, and loads on the way).
  await panel.scrollIntoViewIfNeeded();
  await panel.getByRole('button', { name: text.add }).click();
  await expect(panel.getByRole('alert')).toHaveText(text.noTime);

  // A bookable day (days without sessions and past days are disabled), then a time.
  await (await bookableDays(panel, text.nextMonth, 2)).nth(1).click();
  const slot = panel.getByRole('group').getByRole('button').first();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  const placesBefore = Number((await slot.locator('small').innerText()).match(/\d+/)![0]);

  await panel.getByRole('button', { name: text.add }).click();
  await expect(panel.getByRole('alert')).toHaveText(text.participants);

  const more = panel.getByRole('button', { name: text.more });
  await more.click();
  await more.click();
  if (extras) {
    await panel.getByRole('checkbox').first().check();
    await panel.getByRole('radio').nth(1).check();
  }
  await panel.getByRole('button', { name: text.add }).click();
  await expect(panel.getByRole('status').filter({ hasText: text.added })).toBeVisible();
  // Other browsers may book the same time meanwhile: at least our two places are gone.
  await expect.poll(async () => Number((await slot.locator('small').innerText()).match(/\d+/)![0])).toBeLessThanOrEqual(placesBefore - 2);
}

test('a visitor books tickets for a date and time in English', async ({ page }) => {
  walkIn('en');
  await book(page, site('nz.localhost', '/things-to-do/zipline'), TEXT.en);
});

test('a visitor books tickets for a date and time in Chinese', async ({ page }) => {
  walkIn('zh-Hant');
  await book(page, site('zh.hk.localhost', '/things-to-do/harbour-zipline'), TEXT['zh-Hant']);
});

test('the calendar greys out days without sessions and shows each bookable day’s price', async ({ page }) => {
  await page.goto(site('nz.localhost', '/things-to-do/zipline'));
  const panel = page.locator('#book');
  await panel.scrollIntoViewIfNeeded();
  await expect((await bookableDays(panel, 'Next month')).locator('small').first()).toHaveText(/^\$\d+/);
  await panel.getByRole('button', { name: 'Next month' }).click();
  await expect(panel.locator('table button:not([disabled])').first()).toBeVisible();
  // Session times are the park's, whatever the visitor's clock.
  await panel.locator('table button:not([disabled])').first().click();
  await expect(panel.getByRole('group').getByRole('button').first()).toContainText('09:00');
});

test('every day’s price fits in its calendar cell, cents and Chinese included', async ({ page }) => {
  await page.goto(site('zh.hk.localhost', '/things-to-do/harbour-zipline'));
  const panel = page.locator('#book');
  await panel.scrollIntoViewIfNeeded();
  const prices = panel.locator('table button:not([disabled]) small');
  await expect(prices.first()).toHaveText(/^\$\d+(\.\d{2})?$/);
  // Weekends cost 10% more (HK$470.80): the widest prices the calendar shows, in both months on screen.
  for (const month of [0, 1]) {
    if (month) await panel.getByRole('button', { name: '下一個月' }).click();
    await expect(prices.first()).toBeVisible();
    const overflowing = await prices.evaluateAll((smalls) =>
      smalls.filter((small) => {
        const cell = small.closest('button')!.getBoundingClientRect();
        const text = small.getBoundingClientRect();
        return text.left < cell.left || text.right > cell.right;
      }).map((small) => small.textContent),
    );
    expect(overflowing).toEqual([]);
  }
});

test('the cart drawer keeps the booking across a reload, removes lines and says when the order is empty', async ({ page }) => {
  await book(page, site('nz.localhost', '/things-to-do/zipline'), TEXT.en, true);
  await page.reload();
  await page.getByRole('button', { name: 'Cart (1)' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByRole('heading', { name: 'Summit Zipline' })).toBeVisible();
  // The session's day and time as the checkout writes them ('Fri, 4 Dec · 09:00').
  await expect(drawer.locator('time')).toHaveText(SESSION_WHEN);
  await expect(drawer.getByText('Places held for')).toBeVisible();
  await expect(drawer.getByText('Photo and video pack')).toBeVisible();
  await expect(drawer.getByText('Upgrade to the Zip and Luge Combo')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/checkout');
  await drawer.getByRole('button', { name: 'Remove Summit Zipline' }).click();
  await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Check out' }).click();
  await expect(drawer.getByRole('alert')).toHaveText('Order is empty');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cart (0)' })).toBeFocused();
});

test('an empty cart says so in Chinese too', async ({ page }) => {
  walkIn('zh-Hant');
  await page.goto(site('zh.hk.localhost', '/things-to-do'));
  await page.getByRole('button', { name: '購物車（0）' }).click();
  const drawer = page.getByRole('dialog', { name: '您的購物車' });
  await drawer.getByRole('button', { name: '結帳' }).click();
  await expect(drawer.getByRole('alert')).toHaveText('訂單是空的');
});

test('the calendar, times and tickets work from the keyboard', async ({ page }) => {
  await page.goto(site('nz.localhost', '/things-to-do/zipline#book'));
  const panel = page.locator('#book');
  const days = await bookableDays(panel, 'Next month', 2);
  await days.first().focus();
  const first = await days.first().getAttribute('data-day');
  await page.keyboard.press('ArrowRight');
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-day'));
  expect(focused).not.toBe(first);
  expect(focused! > first!).toBe(true);
  await page.keyboard.press('Enter');
  await expect(panel.locator(`button[data-day="${focused}"]`)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Home');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe(first);
});

test('the book banner asks for an activity, then opens its booking panel', async ({ page }) => {
  await page.goto(site('nz.localhost', '/things-to-do'));
  const banner = page.getByRole('form', { name: 'Book now' });
  await banner.getByRole('button', { name: 'Book now' }).click();
  await expect(banner.getByRole('alert')).toHaveText('Please select an activity');
  await banner.getByRole('combobox').selectOption({ label: 'Mountain Luge' });
  await banner.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/things-to-do\/luge#book$/);
  await expect(page.locator('#book').getByRole('heading', { name: 'Book your visit' })).toBeVisible();
});

test('the book banner speaks Chinese', async ({ page }) => {
  walkIn('zh-Hant');
  await page.goto(site('zh.hk.localhost', '/things-to-do'));
  const banner = page.getByRole('form', { name: '立即預訂' });
  await banner.getByRole('button', { name: '立即預訂' }).click();
  await expect(banner.getByRole('alert')).toHaveText('請選擇活動');
});
