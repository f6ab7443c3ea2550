import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { keepShot } from './shots';
import { expectAccessible } from './axe';
import { query } from './helpers';
import { languageOfProject } from './journeys';
import { addStaffAccount, admin, openFromMenu, signInAs } from './staff';

/*
 * The resellers desk, one journey: an owner makes a reseller of their park, sees its OCTO API key once (and
 * copies it), the key is gone after a reload (only its hint is listed), an order placed through the
 * reseller names it on the order page, and the owner revokes the key after confirming. In English on the
 * desktop (Queenstown), in Chinese on the phone (Hong Kong). Refusals (managers, the gate, another park's
 * owner) and bad input are __tests__/integration/staff-resellers.test.ts's.
 */

// A journey of several screens on a shared 2-core machine, as the other desks' specs allow.
test.describe.configure({ timeout: 120_000 });

const SHOTS = '/tmp/shots-staff-resellers';

const WORDS = {
  en: {
    menu: 'Resellers',
    guide: 'see the OCTO guide',
    new: 'New reseller',
    name: 'Name',
    commission: 'Commission (%)',
    create: 'Make the reseller and its key',
    nameRequired: 'Enter the reseller’s name.',
    commissionProblem: 'Enter a whole percent from 0 to 100.',
    keyLabel: 'API key',
    warning: 'It will not be shown again',
    copy: 'Copy the key',
    copied: 'Copied.',
    done: 'I have copied it',
    active: 'Active',
    revoked: 'Revoked',
    revokeLabel: (name: string) => `Revoke the key of ${name}`,
    confirm: 'Revoke the key',
    channel: (name: string) => `Channel: Reseller ${name}`,
    resellerCard: (name: string) => `Reseller ${name}`,
  },
  'zh-Hant': {
    menu: '分銷商',
    guide: '請參閱 OCTO 指南',
    new: '新增分銷商',
    name: '名稱',
    commission: '佣金（%）',
    create: '建立分銷商及金鑰',
    nameRequired: '請輸入分銷商名稱。',
    commissionProblem: '請輸入 0 至 100 的整數百分比。',
    keyLabel: 'API 金鑰',
    warning: '金鑰不會再次顯示',
    copy: '複製金鑰',
    copied: '已複製。',
    done: '我已複製',
    active: '有效',
    revoked: '已撤銷',
    revokeLabel: (name: string) => `撤銷 ${name} 的金鑰`,
    confirm: '撤銷金鑰',
    channel: (name: string) => `銷售渠道：分銷商 ${name}`,
    resellerCard: (name: string) => `分銷商 ${name}`,
  },
} as const;

const PARKS = { en: { park: 'queenstown', locale: 'nz', currency: 'NZD' }, 'zh-Hant': { park: 'hong-kong', locale: 'zh-hk', currency: 'HKD' } } as const;

/** Test set-up, not a staff step: an order as the OCTO API will place it for the reseller. Returns its booking ID. */
async function orderThrough(resellerId: string, localeId: string, currency: string): Promise<string> {
  const bookingId = `SR-R${randomUUID().slice(0, 7).toUpperCase()}`;
  await query(
    `insert into orders (booking_id, token, anonymous_token, idempotency_key, locale_id, status, customer, language, origin, currency, subtotal, total, expires_at, paid_at, channel, channel_source)
     values ($1, $2, gen_random_uuid(), $2, $3, 'paid', '{"firstName":"Mei","lastName":"Chan","email":"mei@example.com","mobilePhone":"+852 5555 0199"}'::jsonb, 'en', 'http://reseller.example', $4, 0, 0, now(), now(), 'reseller', $5)`,
    [bookingId, randomUUID(), localeId, currency, resellerId],
  );
  return bookingId;
}

async function shoot(page: Page, name: string, language: string) {
  mkdirSync(SHOTS, { recursive: true });
  await keepShot(page, { path: `${SHOTS}/${language}-${name}.png`, fullPage: true });
}

test('an owner makes a reseller, copies its key once, finds it gone after a reload, and revokes it', async ({ page, context }, testInfo) => {
  const language = languageOfProject(testInfo.project.name);
  const words = WORDS[language];
  const { park, locale, currency } = PARKS[language];
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: admin('').replace(/\/$/, '') });
  await signInAs(page, await addStaffAccount('owner', [park], language));

  await openFromMenu(page, words.menu);
  await expect(page.getByRole('heading', { name: words.menu, level: 1 })).toBeVisible();
  await expect(page.getByText(words.guide)).toBeVisible();

  // The form says what is wrong before anything is sent.
  await page.getByRole('button', { name: words.new }).click();
  await page.getByRole('button', { name: words.create }).click();
  await expect(page.getByText(words.nameRequired)).toBeVisible();
  await expect(page.getByText(words.commissionProblem)).toBeVisible();
  await page.getByLabel(words.commission).fill('101');
  await expect(page.getByText(words.commissionProblem)).toBeVisible();
  await expect(page.getByLabel(words.commission)).toHaveAttribute('aria-invalid', 'true');

  const name = `Klook ${randomUUID().slice(0, 6)}`;
  await page.getByLabel(words.name).fill(name);
  await page.getByLabel(words.commission).fill('15');
  await page.getByRole('button', { name: words.create }).click();

  // The key, once, with the warning; copied to the clipboard as shown.
  const field = page.getByLabel(words.keyLabel, { exact: true });
  await expect(field).toHaveValue(/^sr_octo_[A-Za-z0-9_-]{43}$/);
  const key = await field.inputValue();
  await expect(page.getByText(words.warning)).toBeVisible();
  await page.getByRole('button', { name: words.copy }).click();
  await expect(page.getByRole('status').filter({ hasText: words.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText(`…${key.slice(-4)}`);
  await expect(card).toContainText('15%');
  await expect(card).toContainText(words.active);
  // Its widest state: nothing scrolls sideways, on a phone either (the tour of staff-screens.spec.ts does not open a reseller).
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await shoot(page, 'key-shown', language);
  await expectAccessible(page, 'resellers with a new key');

  // After a reload the key is nowhere on the page: the list has its hint only.
  await page.reload();
  await expect(card).toBeVisible();
  await expect(page.getByLabel(words.keyLabel, { exact: true })).toHaveCount(0);
  expect(await page.content()).not.toContain(key);
  await expect(card).toContainText(`…${key.slice(-4)}`);

  // An order the reseller placed names it on the order page.
  const [reseller] = await query<{ id: string }>('select id from resellers where name = $1', [name]);
  const bookingId = await orderThrough(reseller.id, locale, currency);
  await page.goto(admin(`/orders/${bookingId}`));
  await expect(page.getByText(words.channel(name))).toBeVisible();
  await shoot(page, 'order-channel', language);
  await page.goto(admin(`/orders?q=${bookingId}`));
  await expect(page.getByRole('link', { name: new RegExp(bookingId) })).toContainText(words.resellerCard(name));
  await shoot(page, 'orders-channel', language);

  // Revoking asks first, then the card says so.
  await page.goto(admin('/resellers'));
  await card.getByRole('button', { name: words.revokeLabel(name) }).click();
  await card.getByRole('button', { name: words.confirm }).click();
  await expect(card.getByText(words.revoked, { exact: true }).first()).toBeVisible();
  await expect(card.getByRole('button', { name: words.revokeLabel(name) })).toHaveCount(0);
  const [row] = await query<{ revoked_at: Date | null }>('select revoked_at from resellers where id = $1', [reseller.id]);
  expect(row.revoked_at).not.toBeNull();
  await shoot(page, 'revoked', language);
  await expectAccessible(page, 'resellers with a revoked one');
});
