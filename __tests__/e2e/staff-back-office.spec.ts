import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { PORT, site } from './helpers';
import { walkIn } from './journeys';
import { addStaffAccount, admin, DEMO_STAFF, openMenu, signInAs } from './staff';

/*
 * Issue #22: the back office lives on its own host, for signed-in staff only, in each member's language,
 * with no tracker, a strict nonce policy, noindex and no framing; its API is its own and refuses what a
 * role or a park does not allow.
 */

const ADMIN_API = `http://127.0.0.1:${PORT}/api/graphql`;
const ADMIN_HOST = { host: `admin.localhost:${PORT}`, origin: `http://admin.localhost:${PORT}`, 'content-type': 'application/json' };

test('the back office is on its own host only: a park site has none of its screens or API', async ({ page, request }) => {
  walkIn('en');
  const screen = await page.goto(site('nz.localhost', '/staff'));
  expect(screen?.status()).toBe(404);
  const parkApi = await request.post(`http://127.0.0.1:${PORT}/api/graphql`, { headers: { host: `nz.localhost:${PORT}`, 'content-type': 'application/json' }, data: { query: '{ me { email } }' } });
  expect(parkApi.status()).toBe(400);
  expect(JSON.stringify(await parkApi.json())).toContain('Cannot query field');
});

test('signed out, every screen leads to signing in, and the API answers 401', async ({ page, request }) => {
  walkIn('en');
  await page.goto(admin('/audit'));
  await expect(page).toHaveURL(admin('/sign-in'));
  const answer = await request.post(ADMIN_API, { headers: ADMIN_HOST, data: { query: '{ me { email } }' } });
  expect(answer.status()).toBe(401);
  expect((await answer.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
});

test('a gate sees the gate’s screens only, and is refused the audit trail by the screen and the API', async ({ page }) => {
  walkIn('en');
  await signInAs(page, DEMO_STAFF.gate);
  const response = await page.goto(admin('/'));
  const headers = response?.headers() ?? {};
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['permissions-policy']).toContain('camera=(self)');
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'nonce-[^']+' http:\/\/admin\.localhost:\d+\/_next\/static\/;/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/googletagmanager|facebook|hs-scripts/);

  const menu = await openMenu(page);
  await expect(menu.getByRole('link')).toHaveText(['Check in', 'Day sheet', 'Orders', 'Waivers']);
  await expect(page.getByText('Role: gate')).toBeVisible();
  await expectAccessible(page, 'gate home');

  // Every screen beyond the gate's: back office I's and II's (catalogue, schedules, closures…).
  for (const screen of ['/audit', '/enquiries', '/gift-cards', '/promo-codes', '/catalogue', '/catalogue/nz-zipline', '/schedules', '/resources', '/closures', '/images', '/content', '/content/menus', '/settings', '/resellers']) {
    const refused = await page.goto(admin(screen));
    expect(refused?.status(), screen).toBe(403);
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  }
  const api = await page.evaluate(async () => {
    const answer = await fetch('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ auditEntries { id } }' }) });
    return { status: answer.status, body: await answer.json() };
  });
  expect(api.body.errors[0].extensions.code).toBe('FORBIDDEN');
  expect(api.body.data).toBeNull();

  const missing = await page.goto(admin('/no-such-screen'));
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a request from another site is refused, even with a staff session', async ({ page }) => {
  walkIn('en');
  await signInAs(page, DEMO_STAFF.owner);
  const cookies = await page.context().cookies(admin('/'));
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const answer = await page.request.post(ADMIN_API, { headers: { ...ADMIN_HOST, origin: 'http://evil.example', cookie }, data: { query: '{ me { email } }' } });
  expect(answer.status()).toBe(403);
});

test('an owner reads the audit trail, and works in Chinese after switching language', async ({ page }) => {
  walkIn('zh-Hant');
  // Five pages, two languages and three axe runs: a long journey on a loaded machine.
  test.slow();
  const owner = await addStaffAccount('owner', ['queenstown', 'hong-kong']);
  await signInAs(page, owner);
  await page.goto(admin('/audit'));
  await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible();
  // Signing in was audited, in words: the sign-in link made for this test and the sign-in itself.
  const rows = page.getByRole('row').filter({ hasText: owner });
  await expect(rows.filter({ hasText: 'Signed in' }).first()).toBeVisible();
  await page.getByLabel('Subject').fill(`staff:${owner}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`subject=${encodeURIComponent(`staff:${owner}`)}`));
  await expect(page.getByRole('row').filter({ hasText: 'Made a sign-in link' }).first()).toBeVisible();
  await expectAccessible(page, 'audit trail');

  await page.getByRole('button', { name: '繁體中文' }).click();
  await expect(page.getByRole('heading', { name: '操作紀錄' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '建立了登入連結' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  await expectAccessible(page, 'audit trail in Chinese');
  await page.goto(admin('/'));
  await expect((await openMenu(page)).getByRole('link')).toHaveText(['入場驗票', '每日總表', '訂單', '暫停場次', '時間表', '共用資源', '查詢', '禮品卡', '優惠碼', '產品目錄', '圖片', '內容', '免責聲明', '報表', '設定', '分銷商', '操作紀錄']);
  await expectAccessible(page, 'owner home in Chinese');
});
