import { expect, test, type Page } from '@playwright/test';
import { site } from './helpers';
import { fillCart, orderSummary } from './journeys';

/*
 * Issue #10: pages render from the data sent with them; the GraphQL client loads only with a part that
 * needs live data. A first visit to the home page fetches nothing, and a visitor with items in the cart
 * sees their count on every page. An activity's booking steps load once the visitor heads for them.
 */

/** The GraphQL operations the page sends from now on. */
function operations(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/graphql')) sent.push((request.postDataJSON() as { operationName: string }).operationName);
  });
  return sent;
}

test('a first visit renders home with no GraphQL request; an activity page loads the client with its booking steps, once they are needed', async ({ page }) => {
  const sent = operations(page);
  await page.goto(site('nz.localhost'));
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Cart (0)' })).toBeVisible();
  expect(sent).toEqual([]);

  await page.goto(site('nz.localhost', '/things-to-do/zipline'));
  await page.waitForLoadState('networkidle');
  const panel = page.locator('#book');
  const belowTheFold = ((await panel.boundingBox())?.y ?? 0) >= page.viewportSize()!.height;
  // The phone project's viewport is the one where the panel starts below the fold.
  expect(belowTheFold).toBe(test.info().project.name === 'phone');
  if (belowTheFold) {
    // On a phone the panel is below the fold: nothing of the booking steps runs until the visitor heads there.
    await expect(panel.getByRole('status')).toHaveText('Loading…');
    expect(sent).toEqual([]);
    await page.mouse.wheel(0, 200);
  }
  await expect(panel.locator('table')).toBeVisible();
  expect(sent).toContain('getAvailability');
  // The client is there now, so the count is live: the cart is asked for once.
  await expect.poll(() => sent.filter((name) => name === 'getCart')).toHaveLength(1);
});

const SITES = [
  { domain: 'nz.localhost', slug: 'zipline', count: (n: number) => `Cart (${n})`, remove: /^Remove/ },
  { domain: 'zh.hk.localhost', slug: 'harbour-zipline', count: (n: number) => `購物車（${n}）`, remove: /^移除/ },
];

for (const { domain, slug, count, remove } of SITES) {
  test(`a visitor with items in the cart sees their count on every page, kept live (${domain})`, async ({ page }) => {
    await fillCart(page, domain, slug);
    const cart = page.getByRole('button', { name: count(1) });
    await expect(cart).toBeVisible();
    const sent = operations(page);
    await page.goto(site(domain));
    await expect(cart).toBeVisible();
    await expect.poll(() => sent).toContain('getCart');

    // Emptied in the drawer: the count follows, and the next page needs no GraphQL request for it.
    await cart.click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: remove }).first().click();
    await expect(page.getByRole('button', { name: count(0) })).toBeVisible();
    sent.length = 0;
    await page.goto(site(domain, '/things-to-do'));
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: count(0) })).toBeVisible();
    expect(sent).toEqual([]);
  });
}

test('the checkout asks for the cart as it hydrates, before its live part has arrived, and once', async ({ page }) => {
  await fillCart(page, 'nz.localhost', 'zipline');
  // The live part's scripts (those holding the order's mutation) arrive a second late; every other at once.
  const arrived: number[] = [];
  await page.route('**/_next/static/chunks/**', async (route) => {
    // Node does not resolve *.localhost: the same file from 127.0.0.1.
    const response = await route.fetch({ url: site('127.0.0.1', new URL(route.request().url()).pathname) });
    const body = await response.body();
    if (body.includes('createAndCompleteOrder')) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      arrived.push(Date.now());
    }
    await route.fulfill({ status: response.status(), contentType: response.headers()['content-type'], body });
  });
  const asked: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/graphql') && (request.postDataJSON() as { operationName: string }).operationName === 'getCheckout') asked.push(Date.now());
  });
  await page.goto(site('nz.localhost', '/checkout'));
  await expect(orderSummary(page).getByText('Zipline')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(arrived.length).toBeGreaterThan(0);
  expect(asked).toHaveLength(1);
  expect(asked[0]).toBeLessThan(Math.min(...arrived));
});
