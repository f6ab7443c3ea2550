import { expect, test, type Browser, type Page } from '@playwright/test';
import { keepShot } from './shots';
import { expectAccessible } from './axe';
import { query, site } from './helpers';
import { checkoutAndPay, confirmQrPayment, fillDetails, freshPage, unique, WORDS } from './journeys';
import { admin, DEMO_STAFF, signInAs } from './staff';
import { expectChineseMail, mailTo } from './mail';

/*
 * The waiting list of a sold-out session (issue #24), desktop in English (Queenstown) and phone in Chinese
 * (zh.hk): another visitor books the session's last place and pays, so the time shows sold out; visitor A
 * and then B join its waiting list, each told to check their email, and each confirms through the link
 * in the mail the site sent (through real SMTP), whose page says the place is confirmed and where it
 * stands in the line; the other visitor cancels their ticket from their My booking page (the place comes
 * back), and A alone is emailed an offer in the site's language; the link's page books the held place
 * into A's cart, and A pays through the sandbox; B still waits, with no offer.
 */

// Two purchases, two joins, a cancellation, a mail and the day sheet: the booking journeys' headroom
// (the default 60 s ran out on a busy 2-core CI machine, at the day sheet).
test.describe.configure({ timeout: 180_000 });

const SITES = {
  desktop: { domain: 'nz.localhost', slug: 'luge', variationId: 'nz-luge-five-rides', days: 16, park: 'queenstown' },
  phone: { domain: 'zh.hk.localhost', slug: 'harbour-zipline', variationId: 'hk-zipline-adult', days: 17, park: 'hong-kong' },
} as const;

const TEXT = {
  en: {
    soldOut: 'Sold out',
    heading: 'Join the waiting list',
    email: 'Email',
    places: 'Places',
    join: 'Join the waiting list',
    checkEmail: 'Check your email to confirm your place on the list.',
    confirmSubject: /^Confirm your place on the waiting list: /,
    confirmTitle: 'Confirm your place on the waiting list',
    confirm: 'Confirm my place',
    confirmedTitle: 'Your place on the waiting list is confirmed',
    position: (n: number) => `You are number ${n} in line for `,
    subject: /^Places are free for you:/,
    confirmedSubject: /^Booking confirmed: /,
    offerText: '1 place came back and is held for you for 30 minutes.',
    offerTitle: 'Places held for you',
    book: 'Book these places',
    ended: 'Already booked from this link',
    cancelTickets: 'Cancel tickets',
    backToPayment: 'Back to my payment',
    cancelOne: 'Cancel 1 ticket',
    yesCancelOne: 'Yes, cancel 1 ticket',
    cancelled: /^Done\./,
  },
  'zh-Hant': {
    soldOut: '已售罄',
    heading: '加入輪候名單',
    email: '電郵',
    places: '名額',
    join: '加入輪候名單',
    checkEmail: '請查閱電郵，確認您在輪候名單上的位置。',
    confirmSubject: /^請確認您的輪候名單登記：/,
    confirmTitle: '確認您的輪候名單登記',
    confirm: '確認我的登記',
    confirmedTitle: '您的輪候名單登記已確認',
    position: (n: number) => `的輪候名單上排第 ${n} 位（1 個名額）。`,
    subject: /^名額已為您保留：/,
    confirmedSubject: /^預訂確認：/,
    offerText: '有 1 個名額釋出，將為您保留 30 分鐘。',
    offerTitle: '已為您保留的名額',
    book: '預訂這些名額',
    ended: '此連結已用於預訂',
    cancelTickets: '取消門票',
    backToPayment: '退回原付款方式',
    cancelOne: '取消 1 張門票',
    yesCancelOne: '確定取消 1 張門票',
    cancelled: /^完成。/,
  },
} as const;

/** A session of the activity `days` ahead (its last of the day: the other suites book the first times), and its park's local day and time. */
async function lastSessionOf(slug: string, domain: string, days: number) {
  const [row] = await query<{ id: string; day: string; time: string }>(
    `select s.id, to_char((s.starts_at at time zone l.time_zone)::date, 'YYYY-MM-DD') as day, to_char(s.starts_at at time zone l.time_zone, 'HH24:MI') as time
     from sessions s join activities a on a.id = s.activity_id join locales l on l.domain = $2 and l.park_id = a.park_id
     where a.slug = $1 and (s.starts_at at time zone l.time_zone)::date = (now() at time zone l.time_zone)::date + $3::int
     order by s.starts_at desc limit 1`,
    [slug, domain, days],
  );
  return row;
}

/** Another visitor books the session's last place through the site and pays; their email. */
async function bookLastPlace(browser: Browser, domain: string, slug: string, session: { id: string; day: string; time: string }): Promise<string> {
  const language = domain.startsWith('zh.') ? 'zh-Hant' : 'en';
  await query(`update sessions set capacity = sold + 1 where id = $1`, [session.id]);
  const other = await freshPage(browser);
  const panel = await openTime(other, domain, slug, session.day, session.time);
  await panel.getByRole('button', { name: WORDS[language].more }).first().click();
  await panel.getByRole('button', { name: WORDS[language].add }).click();
  // The cart opens with the place; the time, now held in full, turns to its waiting list behind it, and
  // the panel still says the place was added.
  await expect(other.getByRole('dialog', { name: WORDS[language].cartDialog })).toBeVisible();
  await expect(panel.getByRole('group').getByRole('button', { name: new RegExp(`^${session.time}`) })).toContainText(TEXT[language].soldOut);
  await expect(panel.getByRole('status').filter({ hasText: WORDS[language].added })).toBeVisible();
  const email = unique('waiting-other');
  await checkoutAndPay(other, domain, email, language);
  await other.context().close();
  return email;
}

/** That visitor cancels their ticket from the My booking page their confirmation links to, the money back to their payment. */
async function cancelFromMyBooking(browser: Browser, email: string, language: 'en' | 'zh-Hant') {
  const text = TEXT[language];
  const confirmation = await mailTo(email, 20_000, text.confirmedSubject);
  const link = /https?:\/\/\S+\/my-booking\/[\w.-]+/.exec(confirmation.text ?? '')?.[0];
  expect(link, 'the confirmation links to My booking').toBeDefined();
  const other = await freshPage(browser);
  await other.goto(link!);
  await other.getByRole('button', { name: text.cancelTickets }).click();
  await other.getByRole('checkbox').first().check();
  const original = other.getByRole('radio', { name: text.backToPayment });
  if (await original.count()) await original.check();
  await other.getByRole('button', { name: text.cancelOne }).click();
  // My booking asks once, as the back office does (components/my-booking).
  await other.getByRole('button', { name: text.yesCancelOne }).click();
  await expect(other.getByRole('status').filter({ hasText: text.cancelled })).toBeVisible();
  await other.context().close();
}

/** The activity page's booking steps at one day and time, as a visitor picks them. */
async function openTime(page: Page, domain: string, slug: string, day: string, time: string) {
  const words = WORDS[domain.startsWith('zh.') ? 'zh-Hant' : 'en'];
  await page.goto(site(domain, `/things-to-do/${slug}#book`));
  const panel = page.locator('#book');
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.locator('table')).toHaveAttribute('aria-busy', 'false');
  if (!(await panel.locator(`button[data-day="${day}"]`).count())) {
    await panel.getByRole('button', { name: words.nextMonth }).click();
    await expect(panel.locator('table')).toHaveAttribute('aria-busy', 'false');
  }
  await panel.locator(`button[data-day="${day}"]`).click();
  await panel.getByRole('group').getByRole('button', { name: new RegExp(`^${time}`) }).click();
  return panel;
}

/** Joins the line from the time's panel: the answer says to check the email, and names the address. */
async function join(page: Page, language: 'en' | 'zh-Hant', email: string) {
  const text = TEXT[language];
  const form = page.getByRole('region', { name: text.heading });
  await expect(form).toBeVisible();
  await form.getByLabel(text.email).fill(email);
  await form.getByLabel(text.places).fill('1');
  await form.getByRole('button', { name: text.join }).click();
  // The answer replaces the form and takes the focus, so a screen reader reads it.
  await expect(page.locator(':focus')).toHaveText(text.checkEmail);
  await expect(form.getByText(email, { exact: false })).toBeVisible();
}

/**
 * Confirms the join through the link in the email the site sent to `email`, in the site's language: its
 * page changes nothing until its button is pressed, then says the place is confirmed and its position.
 */
async function confirmByEmail(page: Page, where: { domain: string }, language: 'en' | 'zh-Hant', email: string, position: number, shot?: string) {
  const text = TEXT[language];
  const mail = await mailTo(email, 20_000, text.confirmSubject);
  if (language === 'zh-Hant') expectChineseMail(mail);
  const link = /https?:\/\/\S+\/waiting-list\/confirm\/[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link, 'the email links to the confirmation').toBeDefined();
  expect(new URL(link!).origin).toBe(new URL(site(where.domain)).origin);
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: text.confirmTitle })).toBeVisible();
  // Opening the link confirmed nothing (mail scanners fetch links).
  expect((await query<{ status: string }>(`select status from waiting_list_entries where email = $1`, [email]))[0].status).toBe('unconfirmed');
  await page.getByRole('button', { name: text.confirm }).click();
  await expect(page.locator(':focus')).toHaveText(text.confirmedTitle);
  await expect(page.getByRole('status')).toContainText(text.position(position));
  if (shot) await keepShot(page, { path: shot, fullPage: true });
  expect((await query<{ status: string }>(`select status from waiting_list_entries where email = $1`, [email]))[0].status).toBe('waiting');
}

test('a sold-out time: A and B join its waiting list; a place comes back; A alone is emailed, books it from the link and pays; B waits', async ({ page, browser }, { project }) => {
  const where = SITES[project.name as keyof typeof SITES];
  const language = where.domain.startsWith('zh.') ? 'zh-Hant' : 'en';
  const text = TEXT[language];
  const session = await lastSessionOf(where.slug, where.domain, where.days);
  const other = await bookLastPlace(browser, where.domain, where.slug, session);

  // The time shows sold out, and offers the waiting list instead of tickets.
  const panel = await openTime(page, where.domain, where.slug, session.day, session.time);
  await expect(panel.getByRole('group').getByRole('button', { name: new RegExp(`^${session.time}`) })).toContainText(text.soldOut);
  await expect(panel.getByRole('button', { name: WORDS[language].add })).toHaveCount(0);
  // A wrong address is refused in the form, translated, and nothing is sent.
  const form = page.getByRole('region', { name: text.heading });
  await form.getByLabel(text.email).fill('not-an-address');
  await form.getByRole('button', { name: text.join }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await keepShot(panel, { path: `/tmp/waitlist-shots/join-refused-${project.name}.png` });
  // At the top of the page, as other suites check it: scrolled, the sticky header covers part of the times.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessible(page, `waiting list form (${project.name})`);

  const a = unique('waiting-a');
  const b = unique('waiting-b');
  await join(page, language, a);
  await keepShot(panel, { path: `/tmp/waitlist-shots/joined-${project.name}.png` });
  await confirmByEmail(page, where, language, a, 1, `/tmp/waitlist-shots/confirmed-${project.name}.png`);
  await expectAccessible(page, `waiting list confirmation (${project.name})`);
  const second = await browser.newPage({ viewport: page.viewportSize() });
  await openTime(second, where.domain, where.slug, session.day, session.time);
  await join(second, language, b);
  await confirmByEmail(second, where, language, b, 2);
  await second.close();

  // The other visitor cancels their ticket: the place comes back, and the background work offers it to
  // the head of the line.
  await cancelFromMyBooking(browser, other, language);
  const offer = await mailTo(a, 30_000, text.subject);
  if (language === 'zh-Hant') expectChineseMail(offer);
  expect(offer.text).toContain(text.offerText);
  const link = /https?:\/\/\S+\/waiting-list\/[\w-]+/.exec(offer.text ?? '')?.[0];
  expect(link).toBeDefined();
  expect(new URL(link!).origin).toBe(new URL(site(where.domain)).origin);
  expect(await query(`select email, status from waiting_list_entries where session_id = $1 order by position`, [session.id])).toEqual([
    { email: a, status: 'offered' },
    { email: b, status: 'waiting' },
  ]);

  // Opening the link changes nothing; its button puts the place in A's cart and goes to checkout.
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: text.offerTitle })).toBeVisible();
  await expectAccessible(page, `waiting list offer (${project.name})`);
  await keepShot(page, { path: `/tmp/waitlist-shots/offer-${project.name}.png`, fullPage: true });
  expect((await query<{ status: string }>(`select status from waiting_list_entries where email = $1`, [a]))[0].status).toBe('offered');
  await page.getByRole('button', { name: text.book }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const email = unique('waiting-buyer');
  await fillDetails(page, email, language);
  if (language === 'en') {
    await page.getByRole('radio', { name: /Windcave/ }).check();
    await page.getByRole('checkbox', { name: WORDS.en.accept }).check();
    await page.getByRole('button', { name: WORDS.en.payNow }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
  } else {
    await page.getByRole('radio', { name: /微信支付/ }).check();
    await page.getByRole('checkbox', { name: WORDS['zh-Hant'].accept }).check();
    await page.getByRole('button', { name: WORDS['zh-Hant'].payNow }).click();
    await confirmQrPayment(page);
  }
  await expect(page.getByRole('heading', { name: WORDS[language].booked })).toBeVisible({ timeout: 20_000 });
  const [order] = await query<{ status: string; session_id: string }>(
    `select o.status, i.session_id from orders o join order_items i on i.order_id = o.id where o.customer->>'email' = $1`,
    [email],
  );
  expect(order).toEqual({ status: 'paid', session_id: session.id });

  // The link is used: it says so plainly. B still waits, and was sent nothing.
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: text.ended })).toBeVisible();
  expect(await query(`select email, status from waiting_list_entries where session_id = $1 order by position`, [session.id])).toEqual([
    { email: a, status: 'claimed' },
    { email: b, status: 'waiting' },
  ]);
  await expect(mailTo(b, 2_000, text.subject)).rejects.toThrow(/No mail/);
  const [{ sold, capacity }] = await query<{ sold: number; capacity: number }>(`select sold, capacity from sessions where id = $1`, [session.id]);
  expect(sold).toBe(capacity);

  // Staff see the line on the day sheet: the session's count, and in its manifest who, how many, and how each stands.
  const staff = await browser.newPage({ viewport: page.viewportSize() });
  await signInAs(staff, DEMO_STAFF.owner);
  await staff.goto(admin(`/day?park=${where.park}&date=${session.day}`));
  const [{ title }] = await query<{ title: string }>(`select a.texts->'en'->>'title' as title from sessions s join activities a on a.id = s.activity_id where s.id = $1`, [session.id]);
  const manifestButton = staff.getByRole('button', { name: `Manifest of ${session.time} ${title}` });
  const row = staff.getByRole('row').filter({ has: manifestButton });
  await expect(row.locator('td[data-label="Waiting list"]')).toHaveText('1');
  await manifestButton.click();
  const manifest = staff.getByRole('region', { name: `Manifest · ${session.time} ${title}` });
  await expect(manifest.getByRole('heading', { name: 'Waiting list · 1 in line' })).toBeVisible();
  const line = manifest.getByRole('table', { name: `Waiting list of ${session.time} ${title}` });
  await expect(line.getByRole('row').filter({ hasText: a })).toContainText('Booked from the offer');
  await expect(line.getByRole('row').filter({ hasText: b })).toContainText('Waiting');
  await keepShot(manifest, { path: `/tmp/waitlist-shots/day-sheet-${project.name}.png` });
  await staff.close();
});
