import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { keepShot } from './shots';
import { expectAccessible } from './axe';
import { site } from './helpers';
import { checkoutAndPay, fillCart, freshPage, unique, type Language } from './journeys';
import { expectChineseMail, MAIL_DIR, mailTo } from './mail';

/*
 * "Find my booking" (issue #24) in a real browser: a visitor books and pays, then, in a fresh browser with
 * nothing of that visit, follows the footer's "Find my booking", is told off for an invalid email in their
 * language, asks with the right one, sees the answer, and finds in the mailbox a message with a My booking
 * link on the site they asked on. An address with no bookings gets the very same screen, and no mail.
 */

const SHOTS = '/tmp/find-booking-shots';

const TEXT = {
  en: {
    footer: 'Find my booking',
    heading: 'Find my booking',
    email: 'Email',
    send: 'Email me my bookings',
    invalid: 'Invalid email address',
    sent: 'Check your inbox',
    subject: /^Your bookings at /,
    confirmedSubject: /^Booking confirmed: /,
    ticketsSubject: /^Your tickets: /,
  },
  'zh-Hant': {
    footer: '查找我的預訂',
    heading: '查找我的預訂',
    email: '電郵地址',
    send: '電郵我的預訂',
    invalid: '電郵地址無效',
    sent: '請查看您的郵箱',
    subject: /^您在.*的預訂$/,
    confirmedSubject: /^預訂確認：/,
    ticketsSubject: /^您的門票：/,
  },
} as const;

/** Asks for `email`'s bookings from a fresh browser (no cookie, no cart), through the home page's footer; returns the answer's text. */
async function findFromFooter(browser: Browser, domain: string, language: Language, email: string, shot?: string) {
  const words = TEXT[language];
  const page = await freshPage(browser);
  await page.goto(site(domain, '/'));
  await page.getByRole('contentinfo').getByRole('link', { name: words.footer }).click();
  await expect(page).toHaveURL(site(domain, '/find-booking'));
  await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
  if (shot) {
    await expectAccessible(page, `find my booking (${language})`);
    await keepShot(page, { path: path.join(SHOTS, `${shot}-form.png`), fullPage: true });
  }

  // An invalid address first: the field's own message, in the page's language, and nothing sent.
  await page.getByLabel(words.email, { exact: true }).fill('mere@example');
  await page.getByRole('button', { name: words.send }).click();
  const field = page.getByLabel(words.email, { exact: true });
  await expect(page.getByRole('alert').filter({ hasText: words.invalid })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  if (shot) await keepShot(page, { path: path.join(SHOTS, `${shot}-invalid.png`), fullPage: true });

  await field.fill(email);
  await page.getByRole('button', { name: words.send }).click();
  const answer = page.getByRole('status');
  await expect(answer.getByRole('heading', { name: words.sent })).toBeFocused();
  if (shot) await keepShot(page, { path: path.join(SHOTS, `${shot}-sent.png`), fullPage: true });
  const text = await answer.innerText();
  await page.context().close();
  return text;
}

/** Whether any message so far went to `address`. */
const mailedTo = (address: string) => readdirSync(MAIL_DIR).some((file) => readFileSync(path.join(MAIL_DIR, file)).includes(address));

for (const { project, domain, slug, language } of [
  { project: 'desktop', domain: 'nz.localhost', slug: 'luge', language: 'en' as const },
  { project: 'phone', domain: 'zh.hk.localhost', slug: 'harbour-zipline', language: 'zh-Hant' as const },
]) {
  test(`a visitor finds their booking by email from another browser, in ${language} (${project})`, async ({ page, browser }, testInfo) => {
    test.skip(testInfo.project.name !== project, `the ${language} journey runs on the ${project}`);
    test.setTimeout(120_000);
    const email = unique('find-booking');
    await fillCart(page, domain, slug);
    const bookingId = await checkoutAndPay(page, domain, email, language);
    // Wait for the confirmation: it links to the booking's own My booking page and to Find my booking, on
    // the site it was booked on. The QR tickets, sent apart to be forwarded, link to neither.
    const confirmation = await mailTo(email, 20_000, TEXT[language].confirmedSubject);
    expect(confirmation.text).toMatch(new RegExp(`${site(domain, '/my-booking/').replace(/[.]/g, '\\.')}[\\w.-]+`));
    expect(confirmation.text).toContain(site(domain, '/find-booking'));
    const tickets = await mailTo(email, 20_000, TEXT[language].ticketsSubject);
    for (const part of [tickets.text ?? '', tickets.html || '']) expect(part).not.toMatch(/\/my-booking\/|\/find-booking/);
    await page.setContent(confirmation.html || '');
    await keepShot(page, { path: path.join(SHOTS, `${project}-${language}-confirmation-mail.png`), fullPage: true });

    const stranger = unique('no-bookings');
    const strangerAnswer = await findFromFooter(browser, domain, language, stranger);
    const answer = await findFromFooter(browser, domain, language, email, `${project}-${language}`);
    // The same screen whether or not the address has bookings.
    expect(strangerAnswer).toBe(answer);

    const mail = await mailTo(email, 20_000, TEXT[language].subject);
    const text = mail.text ?? '';
    expect(text).toContain(bookingId);
    const links = [...text.matchAll(/https?:\/\/[^\s]+\/my-booking\/[\w.-]+/g)].map((match) => match[0]);
    expect(links).toHaveLength(1);
    // On the site asked on, at the port visitors use.
    expect(new URL(links[0]).origin).toBe(new URL(site(domain)).origin);
    expect(mail.html).toContain(`href="${links[0]}"`);
    // Both mails all in Chinese, the new links' words too (the park as its Chinese site names it, 您 never 你).
    if (language === 'zh-Hant') {
      expect(text).not.toMatch(/Your bookings|Open booking|Manage my booking|Find my booking/);
      expectChineseMail(mail);
      expectChineseMail(confirmation);
      expectChineseMail(tickets);
    }
    await page.setContent(mail.html || '');
    await keepShot(page, { path: path.join(SHOTS, `${project}-${language}-links-mail.png`), fullPage: true });
    // The request for the stranger came first and was answered alike; by now its mail would have come.
    expect(mailedTo(stranger)).toBe(false);
  });
}

// The page in the other language at each width, for the screenshots (the journeys above take the first two).
for (const { project, domain, language } of [
  { project: 'desktop', domain: 'zh.hk.localhost', language: 'zh-Hant' as const },
  { project: 'phone', domain: 'nz.localhost', language: 'en' as const },
]) {
  test(`the page reads in ${language} at ${project} width, and a lost confirmation link leads there`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== project, `taken on the ${project}`);
    // A browser without the confirmation's cookie, on the token-free confirmation page: told how to get its link again.
    await page.goto(site(domain, '/booking'));
    await expect(page.getByRole('main').getByRole('link', { name: TEXT[language].footer })).toBeVisible();
    await keepShot(page, { path: path.join(SHOTS, `${project}-${language}-lost-link.png`), fullPage: true });
    await page.getByRole('main').getByRole('link', { name: TEXT[language].footer }).click();
    await expect(page).toHaveURL(site(domain, '/find-booking'));
    await expect(page.getByRole('heading', { level: 1, name: TEXT[language].heading })).toBeVisible();
    await page.getByRole('button', { name: TEXT[language].send }).click();
    // Nothing typed: the field says it is required, in the page's language.
    await expect(page.getByLabel(TEXT[language].email, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await keepShot(page, { path: path.join(SHOTS, `${project}-${language}-required.png`), fullPage: true });
  });
}
