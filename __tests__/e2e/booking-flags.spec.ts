import { expect, test, type Page } from '@playwright/test';
import { site } from './helpers';

/** The first bookable activity's card on the activity selection screen. */
const firstActivity = (page: Page) => page.locator('article').filter({ has: page.getByText('Activity', { exact: true }) }).first();

test('a locale that books here leads to the activity’s booking', async ({ page }) => {
  await page.goto(site('nz.localhost', '/things-to-do'));
  const book = firstActivity(page).getByRole('link', { name: 'Book now' });
  await expect(book).toHaveAttribute('href', /^\/things-to-do\/[a-z0-9-]+#book$/);
});

test('a locale with progressive checkout opens ROLLER’s overlay', async ({ page }) => {
  await page.goto(site('rotorua.localhost', '/things-to-do'));
  await page.waitForFunction(() => 'RollerCheckout' in window);
  await firstActivity(page).getByRole('button', { name: 'Book now' }).click();
  const overlay = page.getByRole('dialog', { name: 'Checkout' });
  await expect(overlay).toBeVisible();
  const frame = page.frameLocator('iframe[title="Checkout"]');
  await expect(frame.getByText('summitrush-rotorua')).toBeVisible();
  await overlay.getByRole('button', { name: 'Close checkout' }).click();
  await expect(overlay).toBeHidden();
});

test('a locale with booking off leads to its external booking site', async ({ page }) => {
  await page.goto(site('au.localhost', '/things-to-do'));
  const book = firstActivity(page).getByRole('link', { name: 'Book now' });
  await expect(book).toHaveAttribute('href', 'https://bookings.summitrush.example/gold-coast');
});
