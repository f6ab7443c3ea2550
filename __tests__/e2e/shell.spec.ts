import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SANDBOX_URL, site } from './helpers';

test('reports one pageLoad with the current path', async ({ page }) => {
  await page.goto(site('nz.localhost', '/?utm_source=test'));
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'pageLoad'))).toEqual([
    { event: 'pageLoad', path: '/' },
  ]);
});

test('creates the anonymous token on first visit and keeps it', async ({ page }) => {
  await page.goto(site('nz.localhost'));
  const token = await page.waitForFunction(() => localStorage.getItem('anonymousToken')).then((h) => h.jsonValue());
  expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('anonymousToken'))).toBe(token);
});

test('loads the locale’s card widget where it has a card gateway, and the progressive checkout only where enabled', async ({ page }) => {
  await page.goto(site('rotorua.localhost'));
  const checkout = page.locator(`script[src="${SANDBOX_URL}/roller/checkout_iframe.js"]`);
  await expect(checkout).toHaveAttribute('data-checkout', 'summitrush-rotorua');
  await page.waitForFunction(() => 'RollerCheckout' in window);
  // Rotorua takes no card in hosted fields: there is no widget to preload.
  await expect(page.locator('script#payment-widget')).toHaveCount(0);

  await page.goto(site('nz.localhost'));
  await expect(page.locator(`script[src="${SANDBOX_URL}/mastercard/form/version/100/merchant/SUMMITNZ/session.js"]`)).toHaveCount(1);
  await page.waitForFunction(() => 'PaymentSession' in window);
  await expect(page.locator('script[src$="/roller/checkout_iframe.js"]')).toHaveCount(0);
});

test('shows the loading overlay while the locale loads in the browser, then the page', async ({ page }) => {
  // Next answers a malformed URL with its error page and no page data: the shell loads the locale in the browser.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requests: { headers: Record<string, string>; body: Record<string, unknown> }[] = [];
  await page.route('**/api/graphql', async (route) => {
    requests.push({ headers: route.request().headers(), body: route.request().postDataJSON() });
    await released;
    await route.continue();
  });
  const response = await page.goto(site('zh.hk.localhost', '/%zz'));
  expect(response?.status()).toBe(400);
  const overlay = page.getByTestId('loading-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveCSS('background-color', 'rgb(0, 89, 233)');
  release();
  await expect(overlay).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('錯誤的請求');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');

  // POST, JSON body of operation name, variables and query, page origin and token headers.
  expect(requests).toHaveLength(1);
  const [{ headers, body }] = requests;
  expect(body).toMatchObject({ operationName: 'getLocale', variables: { domain: 'zh.hk.localhost' } });
  expect(String(body.query)).toContain('query getLocale');
  expect(headers['content-type']).toContain('application/json');
  expect(headers['x-page-origin']).toBe(new URL(site('zh.hk.localhost')).origin);
  expect(headers['x-anonymous-token']).toMatch(/^[0-9a-f-]{36}$/);
});

test('says on every page that the demo’s payments are simulated, in the page’s language', async ({ page }) => {
  const english = { name: 'Demo site', text: 'Demo: payments are simulated. Nothing is charged.' };
  const chinese = { name: '示範網站', text: '示範網站：付款為模擬，不會收取任何費用。' };
  // Server-rendered pages, a page the server does not find, the checkout, and one whose locale loads in the browser.
  for (const [url, notice] of [
    [site('localhost'), english],
    [site('nz.localhost', '/things-to-do/luge'), english],
    [site('nz.localhost', '/checkout'), english],
    [site('nz.localhost', '/no-such-page'), english],
    [site('zh.hk.localhost'), chinese],
    [site('zh.hk.localhost', '/%zz'), chinese],
  ] as const) {
    await page.goto(url);
    const bar = page.getByRole('complementary', { name: notice.name });
    await expect(bar, url).toHaveText(notice.text);
    await expect(bar, url).toBeInViewport();
  }
  // Nothing in it takes focus: the skip link stays the first stop.
  await page.goto(site('nz.localhost'));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
});

test('the demo’s mailbox opens a big message with no console error, pages to the oldest and finds by recipient', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one viewport is enough for a developer’s tool');
  // The first instance's mail folder (playwright.config.ts: DATA_DIR .data/e2e): mail goes to SMTP in these
  // runs, so the files are this test's own. A message bigger than React's progressive chunk (12.8 kB) was
  // outlined with an inline script the CSP refused, and every load threw React error #419.
  const folder = path.resolve('.data/e2e/mail');
  await mkdir(folder, { recursive: true });
  const names: string[] = [];
  for (let i = 0; i < 55; i++) {
    const at = new Date(Date.UTC(2021, 0, 1, 0, 0, i));
    const name = `${at.toISOString().replace(/:/g, '-')}-e2e${String(i).padStart(37, '0')}.eml`;
    const html = i === 54 ? `<p>${'Big message. '.repeat(3000)}</p>` : `<p>Message ${i}</p>`;
    await writeFile(path.join(folder, name), `From: bookings@summitrush.example\r\nTo: ${i === 0 ? 'oldest@mailbox-e2e.example' : `rider${i}@mailbox-e2e.example`}\r\nSubject: Mailbox e2e ${i}\r\nDate: ${at.toUTCString()}\r\nContent-Type: text/html; charset=utf-8\r\n\r\n${html}\r\n`);
    names.push(name);
  }
  try {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && errors.push(message.text()));
    await page.goto(site('nz.localhost', '/dev/mailbox'));
    await expect(page.getByRole('heading', { name: 'Mailbox e2e 54' })).toBeVisible();
    await page.getByRole('link', { name: 'Older ›' }).click();
    await expect(page.getByRole('navigation', { name: 'Messages', exact: true })).toContainText('Mailbox e2e 0');
    await page.getByRole('searchbox', { name: 'Recipient contains' }).fill('OLDEST@mailbox-e2e');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: 'Mailbox e2e 0' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Messages', exact: true }).getByRole('link')).toHaveCount(1);
    expect(errors).toEqual([]);
  } finally {
    await Promise.all(names.map((name) => rm(path.join(folder, name), { force: true })));
  }
});
