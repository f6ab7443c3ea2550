import { expect, test } from '@playwright/test';
import { site } from './helpers';
import { bookableDays, unique, walkIn, WORDS } from './journeys';
import { focusIsVisible, tabTo } from './keys';

/*
 * Issue #11: a booking from home to confirmation with the keyboard alone (page.keyboard only, no clicks),
 * focus kept in the cart drawer and given back, focus always visible, errors tied to their fields, and
 * no animation for visitors who ask for reduced motion.
 */

test('a booking is made from home to confirmation with the keyboard alone', async ({ page }) => {
  walkIn('en');
  test.setTimeout(90_000);
  const words = WORDS.en;
  await page.goto(site('nz.localhost'));

  await tabTo(page, page.getByRole('link', { name: 'Summit Zipline' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/things-to-do\/zipline/);

  const panel = page.locator('#book');
  await tabTo(page, (await bookableDays(panel, 'Next month', 2)).first());
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(panel.locator('table button[aria-pressed="true"]')).toHaveCount(1);
  await tabTo(page, panel.getByRole('group').getByRole('button').first());
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('group').getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, panel.getByRole('button', { name: words.more }).first());
  await page.keyboard.press('Enter');
  await tabTo(page, panel.getByRole('button', { name: words.add }));
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status').filter({ hasText: words.added })).toBeVisible();

  // The cart drawer opens as the next step: focus moves in and stays in while the visitor tabs round, both ways.
  const drawer = page.getByRole('dialog', { name: words.cartDialog });
  await expect(drawer).toBeVisible();
  const focusInDrawer = () => drawer.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(focusInDrawer).toBe(true);
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusInDrawer(), `focus stays in the drawer after ${key}`).toBe(true);
    expect(await focusIsVisible(page)).toBe(true);
  }
  // Escape closes it and gives the focus back to Add to cart; the header's cart button opens it again.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(panel.getByRole('button', { name: words.add })).toBeFocused();
  const cartButton = page.getByRole('button', { name: 'Cart (1)' });
  await tabTo(page, cartButton, { back: true });
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(cartButton).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, drawer.getByRole('link', { name: 'Check out' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);

  // Checkout: a mistake is announced and tied to its field, then the details, method, terms and pay.
  await tabTo(page, page.getByRole('button', { name: words.payNow }));
  await page.keyboard.press('Enter');
  const firstName = page.getByLabel('First name');
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await firstName.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`#${describedBy.split(' ').pop()}`)).toHaveAttribute('role', 'alert');
  await expect(page.locator(`#${describedBy.split(' ').pop()}`)).toHaveText('First name is required');

  for (const [label, value] of [
    ['First name', 'Mere'],
    ['Last name', 'Tane'],
    ['Email', unique('keyboard')],
    ['Mobile phone', '+64 21 555 0101'],
  ]) {
    await tabTo(page, page.getByLabel(label, { exact: true }), { back: true });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(value);
  }
  // A radio group is one tab stop; the arrow keys choose within it.
  const radios = page.getByRole('radio');
  await tabTo(page, radios.first());
  const arrival = page.getByRole('radio', { name: /Pay on arrival/ });
  for (let presses = 0; presses < 10 && !(await arrival.isChecked()); presses += 1) await page.keyboard.press('ArrowDown');
  await expect(arrival).toBeChecked();
  await tabTo(page, page.getByRole('checkbox', { name: words.accept }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: words.payNow }));
  await page.keyboard.press('Enter');
  // Pay on arrival: a reservation to confirm by email.
  await expect(page.getByRole('heading', { name: words.checkEmail })).toBeVisible({ timeout: 15_000 });
});

test('the phone menu opens and closes from the keyboard and its button stays on one line in Chinese', async ({ page }) => {
  walkIn('zh-Hant');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(site('zh.hk.localhost'));
  const toggle = page.getByRole('navigation').getByRole('button', { name: '選單' });
  const box = (await toggle.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(48);
  expect(box.width).toBeGreaterThan(box.height);
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test(`the loading overlay and transitions ${reducedMotion === 'reduce' ? 'keep still' : 'move'} with prefers-reduced-motion: ${reducedMotion}`, async ({ page }) => {
    walkIn('en');
    await page.emulateMedia({ reducedMotion });
    // A malformed URL gets Next's error page without page data: the shell loads the locale in the browser.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/graphql', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(site('nz.localhost', '/%zz'));
    const icon = page.getByTestId('loading-overlay').locator('svg');
    await expect(icon).toBeVisible();
    const animation = await icon.evaluate((element) => getComputedStyle(element).animationName);
    if (reducedMotion === 'reduce') expect(animation).toBe('none');
    else expect(animation).not.toBe('none');
    release();
    await expect(icon).toBeHidden();

    await page.goto(site('nz.localhost'));
    const duration = await page.getByRole('link', { name: 'See all activities' }).first().evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
    if (reducedMotion === 'reduce') expect(duration).toBeLessThan(0.01);
    else expect(duration).toBeGreaterThan(0.1);
  });
}
