import { expect, test, type Browser, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { TZDate } from '@date-fns/tz';
import { site } from './helpers';

/*
 * The visitor's steps that several suites share (booking, checkout, gift vouchers, accessibility, the
 * screenshots): one copy of each, in the site's two languages.
 */

export type Language = 'en' | 'zh-Hant';

/*
 * A journey that is the same on any screen runs once in each language: in English on the desktop, in
 * Chinese on the phone. Both viewports and both languages are walked, and the suite's time is spent on
 * journeys rather than on their variants (those belong in unit and integration tests).
 */
export const languageOfProject = (projectName: string): Language => (projectName === 'phone' ? 'zh-Hant' : 'en');

/** Skips this test on the project that does not walk `language` (inside a test or a describe's beforeEach). */
export const walkIn = (language: Language): void =>
  test.skip(languageOfProject(test.info().project.name) !== language, `${language} is walked on the ${language === 'en' ? 'desktop' : 'phone'}`);

export const WORDS = {
  en: {
    add: 'Add to cart',
    more: /^One more/,
    added: 'Added to your cart',
    details: { first: 'First name', last: 'Last name', email: 'Email', phone: 'Mobile phone' },
    accept: /I accept/,
    payNow: 'Pay now',
    booked: 'You\'re all booked',
    /** Pay on arrival's answer: a reservation to confirm by email (issue #21). */
    checkEmail: 'Check your email to keep your places',
    cart: /^Cart \(\d+\)$/,
    cartDialog: 'Your cart',
    keepBrowsing: 'Keep browsing',
    nextMonth: 'Next month',
  },
  'zh-Hant': {
    add: '加入購物車',
    more: /^增加一張/,
    added: '已加入購物車',
    details: { first: '名字', last: '姓氏', email: '電郵', phone: '手機號碼' },
    accept: /我接受/,
    payNow: '立即付款',
    booked: '預訂完成',
    checkEmail: '請查看電郵以保留名額',
    cart: /^購物車（\d+）$/,
    cartDialog: '您的購物車',
    keepBrowsing: '繼續瀏覽',
    nextMonth: '下一個月',
  },
} as const;

/** The demo's Chinese site is the one whose host starts with `zh.`. */
/**
 * A session's day and time as every screen writes it in English, in the park's zone ('Fri, 4 Dec · 09:00';
 * September is 'Sept' in the parks' English).
 */
export const SESSION_WHEN = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2,3} · \d{2}:\d{2}$/;

export const languageOf = (domain: string): Language => (domain.startsWith('zh.') ? 'zh-Hant' : 'en');

/** A fresh address per run, so mail and orders never mix between tests. */
export const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * A bookable day on the calendar: the nth enabled one, or 'weekday': the first Tuesday to Thursday two or
 * more days ahead that is no peak day (demo/content/booking-rules.ts), whose prices are the same whatever
 * day the suite runs (the visual suite compares them).
 */
export type DayChoice = number | 'weekday' | SoonChoice;

/** A time that starts between `from` and `to` hours from now, in the park's zone: never one starting mid-test. */
export interface SoonChoice {
  hours: [from: number, to: number];
  zone: string;
}

/** Chooses a bookable day, its first time with places left and one more ticket on an activity page. */
export async function chooseTickets(page: Page, domain: string, slug: string, day: DayChoice = 2) {
  const words = WORDS[languageOf(domain)];
  await page.goto(site(domain, `/things-to-do/${slug}#book`));
  const panel = page.locator('#book');
  const days = await bookableDays(panel, words.nextMonth);
  if (typeof day === 'object') return chooseSoon(panel, days, day, words.more);
  const index = async () => {
    if (typeof day === 'number') return (await days.count()) > day ? day : -1;
    const dates = await days.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-day') ?? ''));
    // A UTC day four days on: a park at UTC+13 is most of a day ahead, and the booking must stay beyond
    // the parks' 48-hour self-service window (two days on chose a session 21 hours away late in a UTC day).
    const soon = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    return dates.findIndex((date) => date >= soon && [2, 3, 4].includes(new Date(`${date}T12:00:00Z`).getUTCDay()) && !/-12-(2[6-9]|3[01])$|-01-0[12]$/.test(date));
  };
  // Near a month's end the calendar's month may have no such day left: the next month has.
  let chosen = await index();
  if (chosen < 0) {
    await nextMonth(panel, words.nextMonth);
    chosen = await index();
  }
  await days.nth(chosen).click();
  // The first time with places left: the suites book the same days of one park, on two viewports. A
  // sold-out time may be chosen too (to join its waiting list, issue #24), but has no tickets.
  await panel.getByRole('group').locator('button:not([disabled]):not([data-sold-out="true"])').first().click();
  await panel.getByRole('button', { name: words.more }).first().click();
  return panel;
}

async function chooseSoon(panel: Locator, days: Locator, { hours: [from, to], zone }: SoonChoice, more: string | RegExp) {
  const count = Math.min(await days.count(), 3);
  for (let index = 0; index < count; index += 1) {
    const date = (await days.nth(index).getAttribute('data-day')) ?? '';
    await days.nth(index).click();
    await expect(days.nth(index)).toHaveAttribute('aria-pressed', 'true');
    const times = panel.getByRole('group').locator('button:not([disabled]):not([data-sold-out="true"])');
    await expect(times.first()).toBeVisible();
    for (const [position, label] of (await times.allInnerTexts()).entries()) {
      const [hour, minute] = label.slice(0, 5).split(':').map(Number);
      const [year, month, dayOfMonth] = date.split('-').map(Number);
      const away = (TZDate.tz(zone, year, month - 1, dayOfMonth, hour, minute).getTime() - Date.now()) / 3_600_000;
      if (away < from || away > to) continue;
      await times.nth(position).click();
      await panel.getByRole('button', { name: more }).first().click();
      return panel;
    }
  }
  throw new Error(`no time with places starts ${from}–${to} hours from now`);
}

/** The checkout's order summary (a landmark of its own, like the demo notice: it is found by its heading). */
export const orderSummary = (page: Page): Locator => page.getByRole('complementary').filter({ has: page.locator('#order-heading') });

/** Shows the calendar's next month, and waits until its days have loaded. */
async function nextMonth(panel: Locator, label: string) {
  await panel.getByRole('button', { name: label }).click();
  await expect(panel.locator('table')).toHaveAttribute('aria-busy', 'false');
}

/**
 * The bookable (enabled) days of an activity's calendar, once loaded; in the next month when the shown
 * one has fewer than `atLeast` left. Near a month's end the suites, booking the first days on two
 * viewports, can sell the last days of the month out (on 27 November in New Zealand none was left).
 */
export async function bookableDays(panel: Locator, nextMonthLabel: string, atLeast = 1): Promise<Locator> {
  const days = panel.locator('table button:not([disabled])');
  // The visitor heads for the panel: on a phone it starts below the fold, and loads on the way.
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.locator('table')).toHaveAttribute('aria-busy', 'false');
  if ((await days.count()) < atLeast) await nextMonth(panel, nextMonthLabel);
  await expect(days.nth(atLeast - 1)).toBeVisible();
  return days;
}

/** Books one ticket on an activity page as a visitor does: a day, a time, one more ticket, add to cart. */
export async function fillCart(page: Page, domain: string, slug: string, day: DayChoice = 2) {
  const words = WORDS[languageOf(domain)];
  const panel = await chooseTickets(page, domain, slug, day);
  const added = panel.getByRole('status').filter({ hasText: words.added });
  const refused = panel.getByRole('alert').filter({ hasText: /\S/ });
  // Other workers' journeys book the same days: a time can sell out between choosing it and adding. The
  // panel then says how many places are left, as a visitor would see it, and this visitor takes another
  // time with places, as one would.
  for (let attempt = 1; ; attempt += 1) {
    await panel.getByRole('button', { name: words.add }).click();
    await expect(added.or(refused)).toBeVisible();
    if (await added.isVisible()) break;
    if (attempt === 3) throw new Error(`three times refused: ${await refused.innerText()}`);
    // The tickets chosen stay chosen when the time changes (components/booking/booking-panel.tsx).
    await panel.getByRole('group').locator('button:not([disabled]):not([data-sold-out="true"]):not([aria-pressed="true"])').first().click();
  }
  // The cart drawer opens as the next step; this visitor keeps browsing.
  await page.getByRole('dialog', { name: words.cartDialog }).getByRole('button', { name: words.keepBrowsing }).click();
}

/** The checkout's details form, in the page's language. */
export async function fillDetails(page: Page | FrameLocator, email: string, language: Language = 'en', lastName = 'Tane') {
  const labels = WORDS[language].details;
  await page.getByLabel(labels.first).fill('Mere');
  await page.getByLabel(labels.last).fill(lastName);
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.phone).fill('+64 21 555 0101');
}

/**
 * Checkout with a method that stays on our site (nz's pay on arrival): a reservation, unpaid, whose page
 * says to confirm it through the link emailed to `email` (issue #21).
 */
export async function payOnArrival(page: Page, email = unique('arrival')) {
  await page.goto(site('nz.localhost', '/checkout'));
  await fillDetails(page, email);
  await page.getByRole('radio', { name: /Pay on arrival/ }).check();
  await page.getByRole('checkbox', { name: WORDS.en.accept }).check();
  await page.getByRole('button', { name: WORDS.en.payNow }).click();
  await expect(page.getByRole('heading', { name: WORDS.en.checkEmail })).toBeVisible();
}

/**
 * On the QR step: opens the QR's link in a second page as the visitor's phone would, confirms the payment
 * on the sandbox's scan page, then presses "I have paid".
 */
export async function confirmQrPayment(page: Page) {
  const link = page.getByRole('link', { name: /Paying on this phone|在這部手機付款/ });
  const phone = await page.context().newPage();
  await phone.goto((await link.getAttribute('href')) as string);
  await phone.getByRole('button', { name: 'Confirm' }).click();
  // The provider's answer page has no Confirm button. Closing the tab while its form was still being
  // sent once left Chromium's close waiting for 56 s (a CI run's only failure).
  await expect(phone.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await phone.close();
  const havePaid = page.getByRole('button', { name: /I have paid|我已付款/ });
  try {
    await havePaid.click({ timeout: 15_000 });
  } catch (error) {
    // The step asks the server every 5 s and may move on by itself before the button is pressed.
    if (await havePaid.count()) throw error;
  }
}

/**
 * Checkout at nz with a card on the provider's hosted page (the sandbox's Windcave): a paid booking whose
 * tickets are emailed to `email`. Returns its booking ID.
 */
export async function payByCard(page: Page, email: string): Promise<string> {
  await page.goto(site('nz.localhost', '/checkout'));
  await fillDetails(page, email);
  await page.getByRole('radio', { name: /Windcave/ }).check();
  await page.getByRole('checkbox', { name: WORDS.en.accept }).check();
  await page.getByRole('button', { name: WORDS.en.payNow }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: "You're all booked" })).toBeVisible({ timeout: 15_000 });
  return (await page.locator('strong').filter({ hasText: /^SR-/ }).innerText()).trim();
}

/**
 * Checks out the cart on `domain` and pays: by card on the sandbox's page (nz) or by WeChat Pay's QR code
 * (zh.hk). Returns the booking ID.
 */
export async function checkoutAndPay(page: Page, domain: string, email: string, language: Language): Promise<string> {
  if (domain === 'nz.localhost') return payByCard(page, email);
  await page.goto(site(domain, '/checkout'));
  await fillDetails(page, email, language);
  await page.getByRole('radio', { name: /微信支付|WeChat Pay/ }).check();
  await page.getByRole('checkbox', { name: WORDS[language].accept }).check();
  await page.getByRole('button', { name: WORDS[language].payNow }).click();
  await confirmQrPayment(page);
  await expect(page.getByRole('heading', { name: WORDS[language].booked })).toBeVisible({ timeout: 15_000 });
  return (await page.locator('strong').filter({ hasText: /^SR-/ }).innerText()).trim();
}

/**
 * A page in a browser of its own (no cookie, no cart, no storage of the test's page), with the running
 * project's device: another visitor, or the same visitor on another device.
 */
export async function freshPage(browser: Browser): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, acceptDownloads: true });
  return context.newPage();
}
