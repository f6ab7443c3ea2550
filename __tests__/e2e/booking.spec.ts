import { expect, test, type Page } from '@playwright/test';
import { site } from './helpers';

const TEXT = {
  en: { add: 'Add to cart', noTime: 'No date or time selected', participants: 'Please select 1 participant', added: 'Added to your cart', more: /^One more Adult/ },
  'zh-Hant': { add: '加入購物車', noTime: '未選擇日期或時段', participants: '請選擇 1 位參加者', added: '已加入購物車', more: /^增加一張成人/ },
};

async function book(page: Page, url: string, text: (typeof TEXT)['en']) {
  await page.goto(url);
  const panel = page.locator('#book');
  await panel.getByRole('button', { name: text.add }).click();
  await expect(panel.getByRole('alert')).toHaveText(text.noTime);

  // A bookable day (days without sessions and past days are disabled), then a time.
  await panel.locator('table button:not([disabled])').nth(1).click();
  const slot = panel.getByRole('group').getByRole('button').first();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  const placesBefore = Number((await slot.locator('small').innerText()).match(/\d+/)![0]);

  await panel.getByRole('button', { name: text.add }).click();
  await expect(panel.getByRole('alert')).toHaveText(text.participants);

  const more = panel.getByRole('button', { name: text.more });
  await more.click();
  await more.click();
  await panel.getByRole('button', { name: text.add }).click();
  await expect(panel.getByRole('status').filter({ hasText: text.added })).toBeVisible();
  await expect(slot.locator('small')).toContainText(String(placesBefore - 2));
}

test('a visitor books tickets for a date and time in English', async ({ page }) => {
  await book(page, site('nz.localhost', '/things-to-do/zipline'), TEXT.en);
});

test('a visitor books tickets for a date and time in Chinese', async ({ page }) => {
  await book(page, site('zh.hk.localhost', '/things-to-do/harbour-zipline'), TEXT['zh-Hant']);
});

test('the calendar greys out days without sessions and shows each bookable day’s price', async ({ page }) => {
  await page.goto(site('nz.localhost', '/things-to-do/zipline'));
  const panel = page.locator('#book');
  await expect(panel.locator('table button:not([disabled]) small').first()).toHaveText(/^\$\d+/);
  await panel.getByRole('button', { name: 'Next month' }).click();
  await expect(panel.locator('table button:not([disabled])').first()).toBeVisible();
  // Session times are the park's, whatever the visitor's clock.
  await panel.locator('table button:not([disabled])').first().click();
  await expect(panel.getByRole('group').getByRole('button').first()).toContainText('09:00');
});
