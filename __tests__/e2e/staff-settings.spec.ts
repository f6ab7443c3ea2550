import { expect, test, type Page } from '@playwright/test';
import { keepShot } from './shots';
import { expectAccessible } from './axe';
import { site } from './helpers';
import { fillCart, walkIn } from './journeys';
import { addStaffAccount, admin, openFromMenu, signInAs } from './staff';

/*
 * Issue #23: park settings in the back office. A manager types an invalid time zone, currency and hreflang
 * and sees each field's message (English at a desk, Chinese on a phone), refused by the form and by the
 * server; saves a new site title that the public site shows within 5 s; switches a payment method off
 * and the site no longer offers it, then back on. A gate account is refused. Every screen passes axe.
 * Each project works on a site no other spec books at: Rotorua at a desk, Gold Coast on a phone (which
 * sells elsewhere, so it has no payment methods), and puts back what it changed.
 */

test.describe.configure({ timeout: 120_000 });

interface Case {
  language: 'en' | 'zh-Hant';
  park: string;
  domain: string;
  title: string;
  words: {
    menu: string;
    timeZone: string;
    currency: string;
    hrefLang: string;
    saveSite: string;
    timeZoneInvalid: string;
    currencyInvalid: string;
    hrefLangInvalid: string;
    siteTitle: string;
    saved: string;
  };
}

const CASES: Record<string, Case> = {
  desktop: {
    language: 'en',
    park: 'rotorua',
    domain: 'rotorua.localhost',
    title: 'Summit Rush Rotorua',
    words: {
      menu: 'Settings',
      timeZone: 'Time zone',
      currency: 'Currency',
      hrefLang: 'hreflang',
      saveSite: 'Save Site',
      timeZoneInvalid: 'Enter an IANA time zone such as Pacific/Auckland.',
      currencyInvalid: 'Enter an ISO 4217 currency code such as NZD.',
      hrefLangInvalid: 'Enter a language tag such as en-NZ, or x-default.',
      siteTitle: 'Site title',
      saved: 'Saved. Visitors see it within seconds.',
    },
  },
  phone: {
    language: 'zh-Hant',
    park: 'gold-coast',
    domain: 'au.localhost',
    title: 'Summit Rush Gold Coast',
    words: {
      menu: '設定',
      timeZone: '時區',
      currency: '貨幣',
      hrefLang: 'hreflang',
      saveSite: '儲存網站',
      timeZoneInvalid: '請輸入 IANA 時區，例如 Pacific/Auckland。',
      currencyInvalid: '請輸入 ISO 4217 貨幣代碼，例如 NZD。',
      hrefLangInvalid: '請輸入語言標籤，例如 en-NZ，或 x-default。',
      siteTitle: '網站名稱',
      saved: '已儲存。訪客會在數秒內看到。',
    },
  },
};

/** The back office's API from the signed-in page (its session cookie, its origin). */
async function staffApi(page: Page, query: string, variables: Record<string, unknown> = {}) {
  return page.evaluate(
    async ({ query, variables }) => {
      const answer = await fetch('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
      return answer.json() as Promise<{ data: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] }>;
    },
    { query, variables },
  );
}

/** The public site's document title, asked again until it says `title` (each load may reach either instance). */
async function expectPublicTitle(page: Page, url: string, title: string) {
  const started = Date.now();
  await expect
    .poll(
      async () => {
        await page.goto(url);
        return page.title();
      },
      { timeout: 5_000, intervals: [250] },
    )
    .toContain(title);
  return Date.now() - started;
}

test('a manager is refused an invalid time zone with its message, saves a title the public site shows within 5 s, and switches a payment method off and on', async ({ page, browser }, testInfo) => {
  const it = CASES[testInfo.project.name];
  await signInAs(page, await addStaffAccount('manager', [it.park], it.language));

  await openFromMenu(page, it.words.menu);
  await expect(page).toHaveURL(admin('/settings'));
  await expect(page.getByRole('heading', { name: it.words.menu, level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', it.language);
  const siteForm = page.getByRole('form', { name: it.language === 'en' ? 'Site' : '網站' });
  await expect(siteForm.getByLabel(it.words.siteTitle)).toHaveValue(it.title);
  await expectAccessible(page, `settings (${it.language})`);
  await keepShot(page, { path: testInfo.outputPath(`settings-${testInfo.project.name}.png`), fullPage: true });

  // An invalid time zone, currency and hreflang: each field's message, nothing sent.
  await siteForm.getByLabel(it.words.timeZone).fill('Mars/Olympus');
  await siteForm.getByLabel(it.words.currency).fill('XYZ1');
  await siteForm.getByLabel(it.words.hrefLang).fill('english please');
  await siteForm.getByRole('button', { name: it.words.saveSite }).click();
  await expect(siteForm.getByText(it.words.timeZoneInvalid)).toBeVisible();
  await expect(siteForm.getByText(it.words.currencyInvalid)).toBeVisible();
  await expect(siteForm.getByText(it.words.hrefLangInvalid)).toBeVisible();
  await expect(siteForm.getByLabel(it.words.timeZone)).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, `settings with errors (${it.language})`);
  await keepShot(page, { path: testInfo.outputPath(`settings-errors-${testInfo.project.name}.png`), fullPage: true });

  // The server refuses it too, with the same message keys, if something sends it anyway.
  const localeId = it.park === 'rotorua' ? 'rotorua' : 'au';
  const siteInput = { title: it.title, longMenuTitle: { en: 'x', zhHant: '' }, domain: it.domain, hrefLang: 'en', language: 'en', currency: 'NZD', timeZone: 'Mars/Olympus' };
  const refused = await staffApi(
    page,
    'mutation($id: ID!, $site: SiteSettingsInput) { saveSiteSettings(localeId: $id, site: $site) { __typename ... on SettingsFormRefused { problems { field language code } } } }',
    { id: localeId, site: siteInput },
  );
  expect(refused.data?.saveSiteSettings).toEqual({ __typename: 'SettingsFormRefused', problems: [{ field: 'timeZone', language: null, code: 'timeZone' }] });

  // A valid change: a new title, on the public site within 5 s.
  await page.reload();
  const form = page.getByRole('form', { name: it.language === 'en' ? 'Site' : '網站' });
  const changed = `${it.title} · ${testInfo.project.name} ${Date.now() % 10_000}`;
  await form.getByLabel(it.words.siteTitle).fill(changed);
  await form.getByRole('button', { name: it.words.saveSite }).click();
  await expect(form.getByRole('status').filter({ hasText: it.words.saved })).toBeVisible();
  const visitor = await browser.newPage();
  await expectPublicTitle(visitor, site(it.domain, '/'), changed);
  // Every load from now on shows it, whichever instance answers.
  for (let load = 0; load < 4; load += 1) {
    await visitor.goto(site(it.domain, '/'));
    expect(await visitor.title()).toContain(changed);
  }
  await form.getByLabel(it.words.siteTitle).fill(it.title);
  await form.getByRole('button', { name: it.words.saveSite }).click();
  await expect(form.getByRole('status').filter({ hasText: it.words.saved })).toBeVisible();

  if (it.park === 'rotorua') {
    // Rotorua's QR payment: offered for a gift voucher (the same list checkout offers) until switched off.
    const gifts = site(it.domain, '/gift-vouchers');
    /** Within 5 s, every load of the gift page offers the QR payment `count` times (0 or 1). */
    const expectQrOffered = (count: number) =>
      expect
        .poll(
          async () => {
            await visitor.goto(gifts);
            // The methods are listed once the page's query answers: the card's radio says they are there.
            await expect(visitor.getByRole('radio', { name: /Credit or debit card/ })).toBeVisible();
            return visitor.getByRole('radio', { name: /Pay by QR code/ }).count();
          },
          { timeout: 5_000, intervals: [250] },
        )
        .toBe(count);
    await visitor.goto(gifts);
    await expect(visitor.getByRole('radio', { name: /Credit or debit card/ })).toBeVisible();
    await expect(visitor.getByRole('radio', { name: /Pay by QR code/ })).toHaveCount(1);
    const gateway = page.getByRole('form', { name: 'Payment method Pay by QR code' });
    await gateway.getByLabel('Offered at checkout').uncheck();
    await gateway.getByRole('button', { name: 'Save Pay by QR code' }).click();
    const card = page.getByRole('region', { name: /Pay by QR code/ });
    await expect(card.getByText('Off: not offered at checkout.')).toBeVisible();
    await expectQrOffered(0);
    await expectAccessible(page, 'settings with a payment method off (en)');
    await keepShot(page, { path: testInfo.outputPath(`settings-gateway-off-${testInfo.project.name}.png`), fullPage: true });
    const again = page.getByRole('form', { name: 'Payment method Pay by QR code' });
    await expect(again.getByLabel('Offered at checkout')).not.toBeChecked();
    await again.getByLabel('Offered at checkout').check();
    await again.getByRole('button', { name: 'Save Pay by QR code' }).click();
    await expect(card.getByText('Offered at checkout.', { exact: true })).toBeVisible();
    await expectQrOffered(1);
  }
  await visitor.close();
});

test('a gate account cannot open the settings, nor read or change them through the API', async ({ page }) => {
  walkIn('en');
  await signInAs(page, await addStaffAccount('gate', ['rotorua']));
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  const refused = await page.goto(admin('/settings'));
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expectAccessible(page, 'settings refused (en)');
  await page.goto(admin('/'));
  const read = await staffApi(page, 'query { siteSettings(localeId: "rotorua") { id } }');
  expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const sites = await staffApi(page, 'query { settingsSites { id } }');
  expect(sites.data?.settingsSites).toEqual([]);
  const change = await staffApi(page, 'mutation { moveGateway(gatewayId: "rotorua-qr", direction: up) { __typename } }');
  expect(change.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});

test('checkout shows the site’s cancellation policy beside the order', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one look is enough: the policy is the locale’s text, set on /settings');
  await fillCart(page, 'nz.localhost', 'luge');
  await page.goto(site('nz.localhost', '/checkout'));
  const policy = page.getByRole('region', { name: 'Cancellation policy' });
  await expect(policy).toContainText('Move a booking free of charge up to 24 hours before its session.');
  await expectAccessible(page, 'checkout with its cancellation policy (en)');
});
