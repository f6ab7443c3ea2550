import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { keepShot } from './shots';
import { expectAccessible } from './axe';
import { site } from './helpers';
import { walkIn } from './journeys';
import { expectChineseMail, MAIL_DIR, mailTo } from './mail';
import { addStaffAccount, admin, DEMO_STAFF, openMenu, signInAs } from './staff';

/*
 * Issue #22: the events team's enquiries inbox. A visitor sends a venue-hire enquiry on a park's site;
 * a manager of that park finds it in the back office, notes something, replies, and the visitor gets the
 * reply by real SMTP (the sink playwright.config.ts starts) in the language of the site they used. The
 * status filter follows the status; a gate, and another park's manager, are refused.
 *
 * Each test sends one enquiry from 127.0.0.1 (two per project): with enquiry.spec.ts's, well inside the
 * per-address limit (10 an hour).
 */

const SHOTS = '/tmp/shots-enquiries';

const VISITOR = {
  en: {
    domain: 'nz.localhost',
    name: 'Name',
    email: 'Email',
    mobilePhone: 'Mobile phone',
    wedding: 'Wedding',
    exclusive: 'Exclusive (including after hours)',
    guests: 'Number of guests',
    preferredDate: 'Preferred date',
    message: 'Message (optional)',
    send: 'Send enquiry',
    sent: 'We have received your message and will get back to you shortly.',
  },
  'zh-Hant': {
    domain: 'zh.hk.localhost',
    name: '姓名',
    email: '電郵',
    mobilePhone: '手機號碼',
    wedding: '婚禮',
    exclusive: '全場包場（包括營業時間後）',
    guests: '賓客人數',
    preferredDate: '首選日期',
    message: '訊息（可選）',
    send: '提交查詢',
    sent: '我們已收到您的訊息，並會盡快回覆。',
  },
} as const;

const STAFF = {
  en: {
    heading: 'Enquiries',
    search: 'Search name, email, phone or message',
    searchButton: 'Search',
    filters: 'Show',
    won: /^Won \(\d+\)$/,
    new: /^New \(\d+\)$/,
    none: 'No enquiries match.',
    details: 'Details',
    wedding: 'Wedding',
    noteLabel: 'New note',
    addNote: 'Add note',
    noteAdded: 'Note added.',
    noteAudit: 'Added a note',
    body: 'Message',
    send: 'Send reply',
    bodyRequired: 'Write the reply first.',
    replied: 'Replied',
    replies: 'Replies',
    setStatus: 'Set the status',
    wonButton: 'Won',
    statusAudit: 'Status: Replied → Won',
    sentTo: (email: string) => `Reply on its way to ${email}.`,
  },
  'zh-Hant': {
    heading: '查詢',
    search: '搜尋姓名、電郵、電話或訊息',
    searchButton: '搜尋',
    filters: '顯示',
    won: /^已成交（\d+）$/,
    new: /^新查詢（\d+）$/,
    none: '沒有符合的查詢。',
    details: '詳情',
    wedding: '婚禮',
    noteLabel: '新備註',
    addNote: '新增備註',
    noteAdded: '已新增備註。',
    noteAudit: '新增了備註',
    body: '內容',
    send: '發送回覆',
    bodyRequired: '請先輸入回覆內容。',
    replied: '已回覆',
    replies: '回覆紀錄',
    setStatus: '設定狀態',
    wonButton: '已成交',
    statusAudit: '狀態：已回覆 → 已成交',
    sentTo: (email: string) => `回覆正發送至 ${email}。`,
  },
} as const;

/** A day about half a year ahead, as a date input takes it. */
const preferredDate = () => new Date(Date.now() + 180 * 86_400_000).toISOString().slice(0, 10);

/** Sends an enquiry on the park's site as a visitor does (enquiry.spec.ts's steps). */
async function sendEnquiry(page: Page, language: keyof typeof VISITOR, name: string, email: string, message: string): Promise<void> {
  const words = VISITOR[language];
  await page.goto(site(words.domain, '/contact'));
  const form = page.locator('#enquiry');
  await form.getByLabel(words.name, { exact: true }).fill(name);
  await form.getByLabel(words.email, { exact: true }).fill(email);
  await form.getByLabel(words.mobilePhone, { exact: true }).fill('+64 21 555 0101');
  await form.getByRole('radio', { name: words.wedding }).check();
  await form.getByRole('radio', { name: words.exclusive }).check();
  await form.getByLabel(words.guests, { exact: true }).fill('80');
  await form.getByLabel(words.preferredDate, { exact: true }).fill(preferredDate());
  await form.getByLabel(words.message, { exact: true }).fill(message);
  await form.getByRole('button', { name: words.send }).click();
  await expect(form.getByRole('status')).toHaveText(words.sent);
}

/** A full-page picture for people to look at (phone and desktop, both languages). */
async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await keepShot(page, { path: path.join(SHOTS, `${testInfo.project.name}-${name}.png`), fullPage: true });
}

/** How many messages to `address` have a subject matching `subject`, as the SMTP sink received them. */
async function mailCount(address: string, subject: RegExp): Promise<number> {
  let found = 0;
  for (const file of readdirSync(MAIL_DIR)) {
    const raw = readFileSync(path.join(MAIL_DIR, file));
    if (!raw.includes(address)) continue;
    const mail = await simpleParser(raw);
    const to = Array.isArray(mail.to) ? mail.to : [mail.to];
    if (subject.test(mail.subject ?? '') && to.some((entry) => entry?.value.some((value) => value.address === address))) found += 1;
  }
  return found;
}

/** Finds the enquiry in the inbox by the visitor's address, and opens it. */
async function openFromInbox(page: Page, language: keyof typeof STAFF, visitor: string, name: string): Promise<void> {
  const words = STAFF[language];
  await page.goto(admin('/enquiries'));
  await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
  await page.getByRole('searchbox', { name: words.search }).fill(visitor);
  await page.getByRole('button', { name: words.searchButton }).click();
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('link', { name })).toBeVisible();
}

test.describe.configure({ timeout: 120_000 });

test('a Queenstown enquiry: the manager finds it, notes, replies by email in English (a double click sends one), and the status filter follows', async ({ page }, testInfo) => {
  walkIn('en');
  const words = STAFF.en;
  const visitor = `inbox-${randomUUID().slice(0, 12)}@example.com`;
  const name = `Aroha ${randomUUID().slice(0, 6)}`;
  await sendEnquiry(page, 'en', name, visitor, 'A sunset wedding for 80, with dinner after.');

  await signInAs(page, DEMO_STAFF.manager);
  await openFromInbox(page, 'en', visitor, name);
  await expect(page.getByRole('navigation', { name: words.filters }).getByRole('link', { name: /^All/ })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page, 'enquiries inbox');
  await shoot(page, testInfo, 'en-inbox');

  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/enquiries\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const details = page.getByRole('region', { name: words.details });
  await expect(details).toContainText(visitor);
  await expect(details).toContainText('A sunset wedding for 80, with dinner after.');
  await expect(details).toContainText(words.wedding);

  // A note, for the team only.
  await page.getByLabel(words.noteLabel).fill('Called: they would like the lake terrace.');
  await page.getByRole('button', { name: words.addNote }).click();
  await expect(page.getByText(words.noteAdded)).toBeVisible();
  await expect(page.getByText('Called: they would like the lake terrace.')).toBeVisible();
  await expect(page.getByText(words.noteAudit)).toBeVisible();

  // An empty reply says what is missing, and sends nothing.
  await page.getByRole('button', { name: words.send }).click();
  await expect(page.getByText(words.bodyRequired)).toBeVisible();
  await expect(page.getByLabel(words.body)).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'enquiry with a reply error');

  const body = `Kia ora,\nthe terrace is free that evening. <b>Menus</b> attached soon. ${randomUUID().slice(0, 8)}`;
  await page.getByLabel(words.body).fill(body);
  await page.getByRole('button', { name: words.send }).dblclick();
  await expect(page.getByText(words.sentTo(visitor))).toBeVisible();
  const replies = page.getByRole('region', { name: words.replies });
  await expect(replies.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('group', { name: words.setStatus }).getByRole('button', { name: words.replied })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page, 'enquiry after a reply');
  await shoot(page, testInfo, 'en-enquiry');

  const mail = await mailTo(visitor, 30_000, /^About your enquiry/);
  expect(mail.subject).toBe('About your enquiry – Summit Rush Queenstown');
  expect(mail.from?.text).toContain('Summit Rush Queenstown');
  expect(mail.replyTo?.value[0].address).toBe('events.queenstown@summitrush.example');
  expect(mail.text).toContain(body);
  expect(mail.text).toContain('Manu Manager, for the Summit Rush Queenstown events team');
  expect(mail.html).toContain('&#60;b&#62;Menus&#60;/b&#62;');
  expect(mail.html).not.toContain('<b>Menus');
  // The double click sent one reply: nothing more arrives.
  await page.waitForTimeout(2_000);
  expect(await mailCount(visitor, /^About your enquiry/)).toBe(1);
  await page.reload();
  await expect(page.getByRole('region', { name: words.replies }).getByRole('listitem')).toHaveCount(1);

  // Won: the inbox's Won filter shows it, New does not.
  await page.getByRole('group', { name: words.setStatus }).getByRole('button', { name: words.wonButton }).click();
  await expect(page.getByRole('group', { name: words.setStatus }).getByRole('button', { name: words.wonButton })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(words.statusAudit)).toBeVisible();
  await openFromInbox(page, 'en', visitor, name);
  const filters = page.getByRole('navigation', { name: words.filters });
  await filters.getByRole('link', { name: words.new }).click();
  await expect(page).toHaveURL(/status=new/);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText(words.none)).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  await page.getByRole('navigation', { name: words.filters }).getByRole('link', { name: words.won }).click();
  await expect(page).toHaveURL(/status=won/);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('navigation', { name: words.filters }).getByRole('link', { name: words.won })).toHaveAttribute('aria-current', 'page');
});

test('a Hong Kong enquiry in Chinese: its manager replies in Chinese, the visitor reads it in Chinese, and Queenstown’s manager is refused it', async ({ page, browser }, testInfo) => {
  walkIn('zh-Hant');
  const words = STAFF['zh-Hant'];
  const visitor = `inbox-zh-${randomUUID().slice(0, 12)}@example.com`;
  const name = `陳大文 ${randomUUID().slice(0, 4)}`;
  await sendEnquiry(page, 'zh-Hant', name, visitor, '想在日落時舉行婚禮，約 80 位賓客。');

  const manager = await addStaffAccount('manager', ['hong-kong'], 'zh-Hant');
  await signInAs(page, manager);
  await openFromInbox(page, 'zh-Hant', visitor, name);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  await expectAccessible(page, 'enquiries inbox in Chinese');
  await shoot(page, testInfo, 'zh-inbox');

  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const enquiryPath = new URL(page.url()).pathname;
  await page.getByLabel(words.noteLabel).fill('客人希望使用湖畔露台。');
  await page.getByRole('button', { name: words.addNote }).click();
  await expect(page.getByText(words.noteAdded)).toBeVisible();

  const body = `陳先生您好：\n當晚湖畔露台可供使用，稍後會寄上菜單。${randomUUID().slice(0, 8)}`;
  await page.getByLabel(words.body).fill(body);
  await page.getByRole('button', { name: words.send }).click();
  await expect(page.getByText(words.sentTo(visitor))).toBeVisible();
  await expect(page.getByRole('region', { name: words.replies }).getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page, 'enquiry in Chinese');
  await shoot(page, testInfo, 'zh-enquiry');

  const mail = await mailTo(visitor, 30_000, /^關於您的查詢/);
  expect(mail.subject).toBe('關於您的查詢 – 峰躍探險樂園 香港');
  expect(mail.text).toContain(body);
  expect(mail.text).toContain('，您好：');
  expect(mail.replyTo?.value[0].address).toBe('events.hongkong@summitrush.example');
  expectChineseMail(mail);

  // Queenstown's manager: the same refusal as for an enquiry that does not exist, by the screen and the API.
  const queenstown = await browser.newContext();
  const other = await queenstown.newPage();
  try {
    await signInAs(other, DEMO_STAFF.manager);
    for (const target of [enquiryPath, `/enquiries/${randomUUID()}`]) {
      await other.goto(admin(target));
      await expect(other.getByRole('main').getByRole('alert')).toHaveText('This enquiry does not exist, or it is not for one of your parks.');
      await expect(other.getByText(name)).toHaveCount(0);
    }
    const id = enquiryPath.split('/').pop();
    const api = await other.evaluate(async (enquiryId) => {
      const answer = await fetch('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation($id: ID!) { setEnquiryStatus(id: $id, status: lost) { __typename } }', variables: { id: enquiryId } }),
      });
      return answer.json();
    }, id);
    expect(api.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(api.data).toBeNull();
  } finally {
    await queenstown.close();
  }
  // Nothing changed: still replied, with its one note.
  await page.reload();
  await expect(page.getByRole('group', { name: words.setStatus }).getByRole('button', { name: words.replied })).toHaveAttribute('aria-pressed', 'true');
});

test('a gate is refused the inbox and an enquiry, by the screen and the API', async ({ page }) => {
  walkIn('en');
  await signInAs(page, DEMO_STAFF.gate);
  await expect((await openMenu(page)).getByRole('link', { name: 'Enquiries' })).toHaveCount(0);
  for (const target of ['/enquiries', `/enquiries/${randomUUID()}`]) {
    const refused = await page.goto(admin(target));
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  }
  const api = await page.evaluate(async () => {
    const answer = await fetch('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ enquiries { counts { all } } }' }) });
    return answer.json();
  });
  expect(api.errors[0].extensions.code).toBe('FORBIDDEN');
  expect(api.data).toBeNull();
});
