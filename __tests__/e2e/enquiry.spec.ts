import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { site } from './helpers';
import { walkIn } from './journeys';
import { MAIL_DIR, mailTo } from './mail';

/*
 * Venue-hire enquiries (issue #7) as a new visitor sends them, in English and in Chinese: the form is
 * reached from the VenueHire block, checks itself with the shared rules, and a sent enquiry reaches the
 * events team and the visitor over real SMTP (the sink started by playwright.config.ts).
 *
 * Each test that sends uses its own visitor address. The suite sends four enquiries from 127.0.0.1, well
 * inside the per-address limit (10 an hour), whatever order the tests run in.
 */

const LANGUAGES = [
  {
    language: 'English',
    domain: 'nz.localhost',
    inbox: 'events.queenstown@summitrush.example',
    words: {
      enquire: 'Make an enquiry',
      heading: 'Venue hire enquiry',
      name: 'Name',
      email: 'Email',
      mobilePhone: 'Mobile phone',
      wedding: 'Wedding',
      exclusive: 'Exclusive (including after hours)',
      guests: 'Number of guests',
      preferredDate: 'Preferred date',
      message: 'Message (optional)',
      send: 'Send enquiry',
      required: [
        'Name is required',
        'Email is required',
        'Mobile phone is required',
        'Function type is required',
        'Booking type is required',
        'Number of guests is required',
        'Preferred date is required',
      ],
      invalidEmail: 'Invalid email address',
      sent: 'We have received your message and will get back to you shortly.',
      acknowledgementSubject: 'We have received your enquiry – Summit Rush Queenstown',
      acknowledgement: 'We have received your message and will get back to you shortly.',
      notificationSubject: /^Venue hire enquiry: Wedding, 80 guests, .+ – Aroha Ngata$/,
    },
  },
  {
    language: 'Chinese',
    domain: 'zh.hk.localhost',
    inbox: 'events.hongkong@summitrush.example',
    words: {
      enquire: '立即查詢',
      heading: '場地租用查詢',
      name: '姓名',
      email: '電郵',
      mobilePhone: '手機號碼',
      wedding: '婚禮',
      exclusive: '全場包場（包括營業時間後）',
      guests: '賓客人數',
      preferredDate: '首選日期',
      message: '訊息（可選）',
      send: '提交查詢',
      required: ['必須填寫姓名', '必須填寫電郵', '必須填寫手機號碼', '必須填寫活動類型', '必須填寫租用類型', '必須填寫賓客人數', '必須填寫首選日期'],
      invalidEmail: '電郵地址無效',
      sent: '我們已收到您的訊息，並會盡快回覆。',
      acknowledgementSubject: '我們已收到您的查詢 – 峰躍探險樂園 香港',
      acknowledgement: '我們已收到您的訊息，並會盡快回覆。',
      notificationSubject: /^場地租用查詢：婚禮，80 位賓客，.+ – Aroha Ngata$/,
    },
  },
] as const;

/** The events team's copy of one visitor's enquiry: to the locale's inbox, with the visitor as Reply-To. */
async function notificationFrom(inbox: string, visitor: string, timeoutMs = 20_000): Promise<ParsedMail> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    for (const file of readdirSync(MAIL_DIR).sort()) {
      const raw = readFileSync(path.join(MAIL_DIR, file));
      if (!raw.includes(visitor) || !raw.includes(inbox)) continue;
      const mail = await simpleParser(raw);
      if (mail.replyTo?.value.some((entry) => entry.address === visitor)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No enquiry from ${visitor} to ${inbox} within ${timeoutMs} ms`);
}

/** Counts the enquiries the page sends, so a test can prove the form stopped itself. */
function countEnquiries(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/graphql') && request.postData()?.includes('sendEnquiry')) sent += 1;
  });
  return () => sent;
}

/** A day about half a year ahead, as a date input takes it. */
const preferredDate = () => new Date(Date.now() + 180 * 86_400_000).toISOString().slice(0, 10);

for (const { language, domain, inbox, words } of LANGUAGES) {
  test.describe(`venue-hire enquiry in ${language}`, () => {
    test.beforeEach(() => walkIn(language === 'English' ? 'en' : 'zh-Hant'));
    test('is reached from the venue hire page; an empty or wrong form says what is missing and sends nothing', async ({ page }) => {
      const sent = countEnquiries(page);
      await page.goto(site(domain, '/venue-hire'));
      await page.getByRole('link', { name: words.enquire }).click();
      await expect(page).toHaveURL(/\/contact#enquiry$/);
      const form = page.locator('#enquiry');
      await expect(form.getByRole('heading', { name: words.heading })).toBeInViewport();

      await form.getByRole('button', { name: words.send }).click();
      for (const message of words.required) await expect(form.getByText(message, { exact: true })).toBeVisible();
      // The first missing field has the focus, so the visitor can start typing there.
      await expect(form.getByLabel(words.name, { exact: true })).toBeFocused();

      await form.getByLabel(words.email, { exact: true }).fill('aroha.example.com');
      await form.getByRole('button', { name: words.send }).click();
      await expect(form.getByText(words.invalidEmail, { exact: true })).toBeVisible();
      await expect(form.getByLabel(words.email, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      expect(sent()).toBe(0);
    });

    test('a complete enquiry is sent: the visitor sees the confirmation, and the events team and the visitor get emails with the message escaped', async ({ page }) => {
      test.setTimeout(60_000);
      const visitor = `enquiry-${randomUUID().slice(0, 12)}@example.com`;
      const message = `Hi <b>team</b> & <script>alert("x")</script> <img src=x onerror="alert(1)"> ${randomUUID()}`;
      page.on('dialog', (dialog) => {
        throw new Error(`A dialog opened: ${dialog.message()}`);
      });

      await page.goto(site(domain, '/contact'));
      const form = page.locator('#enquiry');
      await form.getByLabel(words.name, { exact: true }).fill('Aroha Ngata');
      await form.getByLabel(words.email, { exact: true }).fill(visitor);
      await form.getByLabel(words.mobilePhone, { exact: true }).fill('+64 21 555 0101');
      await form.getByRole('radio', { name: words.wedding }).check();
      await form.getByRole('radio', { name: words.exclusive }).check();
      await form.getByLabel(words.guests, { exact: true }).fill('80');
      await form.getByLabel(words.preferredDate, { exact: true }).fill(preferredDate());
      await form.getByLabel(words.message, { exact: true }).fill(message);
      await form.getByRole('button', { name: words.send }).click();

      await expect(form.getByRole('status')).toHaveText(words.sent);
      await expect(form.getByRole('status')).toBeFocused();
      // Nothing the visitor typed came back as markup on the page.
      await expect(page.locator('b', { hasText: 'team' })).toHaveCount(0);

      const acknowledgement = await mailTo(visitor);
      expect(acknowledgement.subject).toBe(words.acknowledgementSubject);
      expect(acknowledgement.text).toContain(words.acknowledgement);
      expect(acknowledgement.html).toContain(words.acknowledgement);

      const notification = await notificationFrom(inbox, visitor);
      expect(notification.subject).toMatch(words.notificationSubject);
      expect(notification.text).toContain(message);
      const html = notification.html || '';
      expect(html).toContain('Hi &#60;b&#62;team&#60;/b&#62; &#38; &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#60;img src=x onerror=&#34;alert(1)&#34;&#62;');
      expect(html).not.toContain('<b>team');
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img src=x');
      expect(html).toContain(words.exclusive);
    });
  });
}
