import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { eventsInIcs, qrTextsInPdf, timeZonesInIcs } from '../helpers/booking-documents';
import { expectAccessible } from './axe';
import { formatMoney } from '../../lib/domain/money';
import { query, site, TRACKER_URL } from './helpers';
import { checkoutAndPay, chooseTickets, confirmQrPayment, fillDetails, freshPage, languageOfProject, unique, WORDS, type Language } from './journeys';
import { expectChineseMail, mailTo, ticketQr } from './mail';

/*
 * A visitor's own booking (issue #24) in a real browser, desktop in English (Queenstown) and phone in
 * Chinese (zh.hk). The visitor books two tickets and pays, loses the confirmation, asks "Find my booking"
 * in a fresh browser and opens the link from the mailbox; the page shows each ticket's QR code (decoded
 * from the screen to the ticket's signed code), and its PDF (one QR code per ticket) and calendar file
 * (the park's zone) download. The visitor moves both tickets to a dearer day and pays the difference
 * through the sandbox (new codes; the old ones are gone), cancels one ticket onto a gift voucher with the
 * park's bonus, and spends the voucher on a new booking. A booking too close to its session says why it
 * can't be cancelled online.
 */

const SHOTS = '/tmp/my-booking-shots';

const SITES = {
  desktop: { domain: 'nz.localhost', slug: 'luge', zone: 'Pacific/Auckland', intl: 'en-NZ' },
  phone: { domain: 'zh.hk.localhost', slug: 'harbour-zipline', zone: 'Asia/Hong_Kong', intl: 'zh-Hant-HK' },
} as const;

const TEXT = {
  en: {
    find: 'Find my booking',
    change: 'Change your booking',
    email: 'Email',
    send: 'Email me my bookings',
    findSubject: /^Your bookings at /,
    title: 'My booking',
    pdf: 'Download tickets (PDF)',
    ics: 'Add to calendar (.ics)',
    reschedule: 'Change date or time',
    cancel: 'Cancel tickets',
    newDate: 'New date',
    costsMore: /more: you pay the difference next\./,
    moveAndPay: 'Move and pay the difference',
    moved: /Your tickets are moved, with new QR codes/,
    newTicketsSubject: /^Your new tickets: /,
    payDifference: 'Pay the difference',
    pay: /^Pay /,
    paid: 'Your new time is paid',
    viewBooking: 'View your booking',
    order: 'Your order',
    payments: 'Payments',
    noLongerDue: 'no longer due',
    differencesPaid: 'Price differences paid',
    total: 'Total',
    toGiftCard: 'Onto a gift voucher',
    voucherWorth: /you get a gift voucher worth/i,
    differenceBack: /you paid as a price difference goes back the way you paid it, not onto the voucher\./,
    cannotUndo: 'Cancel these tickets? This cannot be undone.',
    yesCancelOne: 'Yes, cancel 1 ticket',
    bonus: /from the park/,
    cancelOne: 'Cancel 1 ticket',
    giftDone: /Your gift voucher is on its way by email to \S+@/,
    cancelledSubject: /tickets cancelled/,
    code: 'Voucher or promo code',
    apply: 'Apply',
    times: 'Available times',
    nothingToPay: 'Nothing to pay',
    complete: 'Complete booking',
    tooLate: /It’s too late to cancel online: the park allows it up to 48 hours before your session\./,
    contact: /^Contact /,
    manageSubject: /^Your booking/,
  },
  'zh-Hant': {
    find: '查找我的預訂',
    change: '更改預訂',
    email: '電郵地址',
    send: '電郵我的預訂',
    findSubject: /^您在.*的預訂$/,
    title: '我的預訂',
    pdf: '下載門票（PDF）',
    ics: '加入日曆（.ics）',
    reschedule: '更改日期或時間',
    cancel: '取消門票',
    newDate: '新日期',
    costsMore: /需補 .*：下一步支付差價。/,
    moveAndPay: '改期並支付差價',
    moved: /您的門票已改期並換上新的二維碼/,
    newTicketsSubject: /^您的新門票：/,
    payDifference: '支付差價',
    pay: /^付款 /,
    paid: '新時間的差額已付清',
    viewBooking: '查看您的預訂',
    order: '您的訂單',
    payments: '付款紀錄',
    noLongerDue: '已無需支付',
    differencesPaid: '已付差價',
    total: '總額',
    toGiftCard: '存入禮券',
    voucherWorth: /您會獲得價值 .* 的禮券。/,
    differenceBack: /您補付的差價 .* 將按原付款方式退回，不會存入禮券。/,
    cannotUndo: '確定取消這些門票？此操作無法復原。',
    yesCancelOne: '確定取消 1 張門票',
    bonus: /樂園額外贈送/,
    cancelOne: '取消 1 張門票',
    giftDone: /禮券已電郵至 \S+@/,
    cancelledSubject: /取消/,
    code: '禮券或優惠碼',
    apply: '使用',
    times: '可選時段',
    nothingToPay: '無需付款',
    complete: '完成預訂',
    tooLate: /現已太遲，無法在網上取消：樂園只接受在場次開始前 48 小時或之前取消。/,
    contact: /^聯絡/,
    manageSubject: /預訂/,
  },
} as const;

const where = (projectName: string) => SITES[projectName as keyof typeof SITES];

/** The booking's tickets now: their codes and the session each admits to. */
const ticketsOf = (bookingId: string) =>
  query<{ code: string; starts_at: string }>(
    `select t.code, s.starts_at from tickets t join order_items i on i.id = t.order_item_id join orders o on o.id = i.order_id
     join sessions s on s.id = coalesce(t.session_id, i.session_id) where o.booking_id = $1 and t.cancelled_at is null order by t.code`,
    [bookingId],
  );

/** What a QR code on the screen says: the element's own pixels, decoded. */
async function qrOnScreen(page: Page, index: number): Promise<string | undefined> {
  const image = page.locator('img[src^="data:image/svg"]').nth(index);
  // In the middle of the screen: at its edge the sticky header would cover part of it.
  await image.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const { data, info } = await sharp(await image.screenshot()).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

/** Asks "Find my booking" from a fresh browser and opens the link the mail brings; the page, in that browser. */
async function findAndOpen(browser: Browser, domain: string, language: Language, email: string): Promise<Page> {
  const text = TEXT[language];
  const page = await freshPage(browser);
  await page.goto(site(domain, '/'));
  await page.getByRole('contentinfo').getByRole('link', { name: text.find }).click();
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByRole('button', { name: text.send }).click();
  const mail = await mailTo(email, 20_000, text.findSubject);
  if (language === 'zh-Hant') expectChineseMail(mail);
  const link = /https?:\/\/\S+\/my-booking\/[\w.-]+/.exec(mail.text ?? '')?.[0];
  expect(link, 'the mail links to My booking').toBeDefined();
  // The link is the key to the booking: its page runs no third-party script (the home page just did).
  const trackers: string[] = [];
  page.on('request', (request) => void (TRACKER_URL.test(request.url()) && trackers.push(request.url())));
  await page.goto(link!, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  expect(trackers).toEqual([]);
  return page;
}

/** Two tickets of the activity on a weekday, booked and paid; its booking ID. */
async function bookTwo(page: Page, domain: string, slug: string, email: string, language: Language): Promise<string> {
  const panel = await chooseTickets(page, domain, slug, 'weekday');
  await panel.getByRole('button', { name: WORDS[language].more }).first().click();
  await panel.getByRole('button', { name: WORDS[language].add }).click();
  await expect(panel.getByRole('status').filter({ hasText: WORDS[language].added })).toBeVisible();
  await page.getByRole('dialog', { name: WORDS[language].cartDialog }).getByRole('button', { name: WORDS[language].keepBrowsing }).click();
  return checkoutAndPay(page, domain, email, language);
}

/** Pays what the open checkout or charge page asks: the sandbox's card page (nz), or WeChat Pay's QR (zh.hk). */
async function payThroughSandbox(page: Page, language: Language) {
  if (language === 'en') return page.getByRole('button', { name: 'Approve' }).click();
  return confirmQrPayment(page);
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('find my booking, its QR codes, PDF and calendar; move to a dearer day and pay; cancel one onto a gift voucher and spend it', async ({ page, browser }, { project }) => {
  test.setTimeout(180_000);
  const { domain, slug, zone, intl } = where(project.name);
  const language = languageOfProject(project.name);
  const text = TEXT[language];
  const email = unique('my-booking');
  const bookingId = await bookTwo(page, domain, slug, email, language);
  const before = await ticketsOf(bookingId);
  expect(before).toHaveLength(2);

  // The confirmation is lost: another browser finds the booking by email and opens it from the mailbox.
  const mine = await findAndOpen(browser, domain, language, email);
  const link = mine.url();
  await expectAccessible(mine, `my booking (${language})`);
  await mine.screenshot({ path: path.join(SHOTS, `${project.name}-page.png`), fullPage: true });
  const signed = before.map((ticket) => ticketQr(ticket.code)).sort();
  expect([await qrOnScreen(mine, 0), await qrOnScreen(mine, 1)].sort()).toEqual(signed);

  // The tickets' PDF: one QR code per ticket, each the ticket's signed code. The calendar file: the park's zone.
  const pdf = mine.waitForEvent('download');
  await mine.getByRole('link', { name: text.pdf }).click();
  expect((await qrTextsInPdf(readFileSync((await (await pdf).path())!))).sort()).toEqual(signed);
  const ics = mine.waitForEvent('download');
  await mine.getByRole('link', { name: text.ics }).click();
  const calendar = readFileSync((await (await ics).path())!, 'utf8');
  expect(timeZonesInIcs(calendar)).toContain(zone);
  const events = eventsInIcs(calendar);
  expect(events).toHaveLength(1);
  expect(new Date(events[0].startsAt).getTime()).toBe(new Date(before[0].starts_at).getTime());
  // The event, and its Google Calendar link, lead back to this page (the booking's), not the site's home.
  const mineAt = new URL(link).pathname;
  expect(new URL(events[0].url!).pathname).toBe(mineAt);
  expect(events[0].description).toContain(mineAt);
  const google = await mine.locator('a[href^="https://calendar.google.com/"]').first().getAttribute('href');
  expect(new URL(google!).searchParams.get('details')).toContain(mineAt);

  // Both tickets to a Saturday (weekends cost more): the difference is shown, then paid through the sandbox.
  await mine.getByRole('button', { name: text.reschedule }).click();
  const change = mine.getByRole('region', { name: text.change });
  await expect(change.locator('table')).toHaveAttribute('aria-busy', 'false');
  const days = await change.locator('table button:not([disabled])').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-day') ?? ''));
  // A Saturday far enough ahead that its tickets may still be cancelled (48 hours), and no peak day.
  const saturday = (date: string) => date >= new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10) && new Date(`${date}T12:00:00Z`).getUTCDay() === 6 && !/-12-(2[6-9]|3[01])$|-01-0[12]$/.test(date);
  let day = days.find(saturday);
  if (!day) {
    await change.getByRole('button', { name: WORDS[language].nextMonth }).click();
    await expect(change.locator('table')).toHaveAttribute('aria-busy', 'false');
    const next = await change.locator('table button:not([disabled])').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-day') ?? ''));
    day = next.find(saturday);
  }
  await change.locator(`button[data-day="${day}"]`).click();
  await change.getByRole('group', { name: text.times }).locator('button:not([disabled])').first().click();
  await expect(change.getByRole('status').filter({ hasText: text.costsMore })).toBeVisible();
  await mine.screenshot({ path: path.join(SHOTS, `${project.name}-reschedule.png`), fullPage: true });
  await change.getByRole('button', { name: text.moveAndPay }).click();
  await expect(mine.getByRole('status').filter({ hasText: text.moved })).toBeVisible();
  const after = await ticketsOf(bookingId);
  expect(after.map((ticket) => ticket.code).filter((code) => before.some((old) => old.code === code))).toEqual([]);
  const [moved] = await query<{ day: string }>(`select to_char($1::timestamptz at time zone $2, 'YYYY-MM-DD') as day`, [after[0].starts_at, zone]);
  expect(moved.day).toBe(day);
  // The new codes are on the page at once; the old ones are nowhere.
  expect([await qrOnScreen(mine, 0), await qrOnScreen(mine, 1)].sort()).toEqual(after.map((ticket) => ticketQr(ticket.code)).sort());
  await mine.getByRole('link', { name: text.payDifference }).click();
  await mine.getByRole('button', { name: text.pay }).click();
  await payThroughSandbox(mine, language);
  await expect(mine.getByRole('heading', { name: text.paid })).toBeVisible({ timeout: 20_000 });
  const [charge] = await query<{ status: string; amount: number; total: number; currency: string }>(
    `select c.status, c.amount, o.total, o.currency from order_charges c join orders o on o.id = c.order_id where o.booking_id = $1`,
    [bookingId],
  );
  expect(charge.status).toBe('paid');
  // "View your booking" leads to My booking (not the purchase's confirmation), whose total includes the difference paid.
  await mine.getByRole('link', { name: text.viewBooking }).click();
  await expect(mine.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  expect(new URL(mine.url()).pathname).toMatch(/^\/my-booking\/[\w.-]+$/);
  const order = mine.getByRole('region', { name: text.order });
  const money = (amount: number) => formatMoney({ amount, currency: charge.currency }, intl);
  await expect(order.getByText(text.differencesPaid).locator('..')).toContainText(money(charge.amount));
  await expect(order.getByText(text.total, { exact: true }).locator('..')).toContainText(money(charge.total + charge.amount));
  // The difference is listed once, as paid: never beside its payment as no longer due.
  await expect(mine.getByRole('region', { name: text.payments })).not.toContainText(text.noLongerDue);
  await mine.screenshot({ path: path.join(SHOTS, `${project.name}-after-difference.png`), fullPage: true });
  // The new codes came by email too, in a message of their own to forward to the group: without the My booking link.
  const newTickets = await mailTo(email, 20_000, text.newTicketsSubject);
  const emailed = await Promise.all(
    newTickets.attachments.map(async (attachment) => {
      const { data, info } = await sharp(attachment.content).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
    }),
  );
  expect(emailed.sort()).toEqual(after.map((ticket) => ticketQr(ticket.code)).sort());
  expect(`${newTickets.text}${newTickets.html}`).not.toContain('/my-booking/');

  // One ticket cancelled onto a gift voucher, with the park's 10% on top.
  await mine.goto(link);
  await mine.getByRole('button', { name: text.cancel }).click();
  await mine.getByRole('checkbox').first().check();
  await mine.getByRole('radio', { name: new RegExp(text.toGiftCard) }).check();
  await expect(change.getByText(text.voucherWorth)).toBeVisible();
  await expect(change.getByText(text.bonus)).toBeVisible();
  // The offer says where each part goes: the difference paid goes back to the card, not onto the voucher.
  await expect(change.getByText(text.differenceBack)).toBeVisible();
  await mine.screenshot({ path: path.join(SHOTS, `${project.name}-cancel.png`), fullPage: true });
  // Asked once more before anything is done.
  await mine.getByRole('button', { name: text.cancelOne }).click();
  await expect(change.getByRole('alert').filter({ hasText: text.cannotUndo })).toBeVisible();
  expect(await ticketsOf(bookingId)).toHaveLength(2);
  await mine.screenshot({ path: path.join(SHOTS, `${project.name}-cancel-confirm.png`), fullPage: true });
  await mine.getByRole('button', { name: text.yesCancelOne }).click();
  const done = mine.getByRole('status').filter({ hasText: text.giftDone });
  await expect(done).toBeVisible();
  // The code is money: the screen never shows it, the booking's own mailbox gets it.
  expect(await done.innerText()).not.toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
  const mail = await mailTo(email, 20_000, text.cancelledSubject);
  const code = /[A-Z0-9]{4}(?:-[A-Z0-9]{4}){3}/.exec(mail.text ?? '')![0];
  expect(await ticketsOf(bookingId)).toHaveLength(1);

  // The voucher pays for a new booking.
  const panel = await chooseTickets(page, domain, slug, 'weekday');
  await panel.getByRole('button', { name: WORDS[language].add }).click();
  await page.goto(site(domain, '/checkout'));
  await page.getByLabel(text.code).fill(code);
  await page.getByRole('button', { name: text.apply }).click();
  await fillDetails(page, unique('voucher'), language);
  // One weekday ticket costs less than the voucher (a ticket's money and the park's 10%): nothing to pay.
  await expect(page.getByText(text.nothingToPay, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: text.complete }).click();
  await expect(page.getByRole('heading', { name: WORDS[language].booked })).toBeVisible({ timeout: 20_000 });
  const [spent] = await query<{ amount: number }>(
    `select -sum(t.amount)::int as amount from gift_card_transactions t join gift_cards c on c.id = t.gift_card_id where c.code = $1 and t.reason = 'redemption'`,
    [code.replace(/-/g, '')],
  );
  expect(spent.amount).toBeGreaterThan(0);
});

test('a booking too close to its session says why it cannot be cancelled online, and how to reach the park', async ({ page, browser }, { project }) => {
  const { domain, slug, zone } = where(project.name);
  const language = languageOfProject(project.name);
  const text = TEXT[language];
  const email = unique('too-late');
  // Within the 48 hours the demo parks allow to cancel, and not so soon that it starts mid-test (then the
  // page says it has started, not that it is too late).
  await chooseTickets(page, domain, slug, { hours: [1, 40], zone });
  await page.locator('#book').getByRole('button', { name: WORDS[language].add }).click();
  await checkoutAndPay(page, domain, email, language);
  const mine = await findAndOpen(browser, domain, language, email);
  await expect(mine.getByRole('button', { name: text.cancel })).toBeDisabled();
  await expect(mine.getByRole('status').filter({ hasText: text.tooLate })).toBeVisible();
  await expect(mine.getByRole('region', { name: text.change }).getByRole('link', { name: text.contact })).toBeVisible();
  await mine.screenshot({ path: path.join(SHOTS, `${project.name}-too-late.png`), fullPage: true });
});
