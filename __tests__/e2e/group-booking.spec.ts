import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PORT, query, site } from './helpers';
import { fillDetails, orderSummary, unique, walkIn, WORDS, type Language } from './journeys';
import { mailTo } from './mail';
import { keepShot } from './shots';

/*
 * Group bookings with a deposit (lib/domain/group-booking.ts; the demo's Queenstown takes groups from 25
 * people, a quarter down, the balance 14 days before the visit; Hong Kong HK$100 a person, the balance 7
 * days before): a school's teacher books 36 riders in three waves (a session takes 16), names the school
 * and its invoice address at checkout, pays the deposit by card (Windcave's hosted page in English on the
 * desktop, the card fields in Chinese on the phone: the sandbox), then pays the balance through the link
 * in the reminder the workers email a week before its due day, and My booking shows the group paid in full.
 * Then four more pupils come: the teacher adds them on My booking, which raises the balance by their price
 * (lib/server/orders/commands/group-numbers.ts), and pays it there: 40 riders, paid in full.
 */

test.describe.configure({ timeout: 240_000 });

const WAVE = 16;

/** Each language's journey: its site, activity, how far ahead (the reminder a week before the due day is due now) and words. */
const CASES = {
  en: {
    domain: 'nz.localhost',
    slug: 'luge',
    ahead: 18,
    words: {
      depositNow: 'Deposit to pay now',
      terms: /^Group of 36: the balance of (NZ)?\$[\d,.]+ is due by \d{1,2} \w+ \d{4}\. We email you a reminder with a payment link\.$/,
      group: 'Your group',
      organisation: 'School or company',
      invoiceEmail: 'Invoice email',
      required: 'School or company is required',
      reminder: /^Group balance due:/,
      payTitle: 'Pay your group’s balance',
      paidTitle: 'Your group’s balance is paid',
      paidInFull: 'Your group’s booking is paid in full.',
      facts: 'Group booking for Wakatipu High School',
      balancePaid: 'Balance paid',
      pay: /^Pay the balance/,
      invoice: 'Download the invoice (PDF)',
      addPeople: 'Add people',
      howMany: /^How many/,
      addFour: 'Add 4 tickets',
      balanceDue: /^Balance due by/,
      payBalance: 'Pay the balance',
    },
  },
  'zh-Hant': {
    domain: 'zh.hk.localhost',
    slug: 'harbour-zipline',
    ahead: 10,
    words: {
      depositNow: '現在支付的訂金',
      terms: /^36 人團體：餘款 .+ 須於 .+ 或之前付清。我們會以電郵寄上附付款連結的提醒。$/,
      group: '您的團體',
      organisation: '學校或公司',
      invoiceEmail: '接收發票的電郵',
      required: '必須填寫學校或公司',
      reminder: /^團體預訂餘款待付：/,
      payTitle: '支付團體餘款',
      paidTitle: '團體餘款已付清',
      paidInFull: '您的團體預訂已全數付清。',
      facts: 'Wakatipu High School 的團體預訂',
      balancePaid: '餘款已付清',
      pay: /^支付餘款/,
      invoice: '下載發票（PDF）',
      addPeople: '增加人數',
      howMany: /^數量/,
      addFour: '加入 4 張門票',
      balanceDue: /^餘款（/,
      payBalance: '支付餘款',
    },
  },
} as const;

/** The card fields' frames, titled as the page labels them (the sandbox's hosted fields). */
const CARD_FIELDS = {
  en: { number: 'Card number', month: 'Expiry month', year: 'Expiry year', code: 'CVV' },
  'zh-Hant': { number: '卡號', month: '到期月份', year: '到期年份', code: 'CVV' },
};

/** Pays on the step a Pay button opened: Windcave's hosted page (Approve) in English, the card fields in Chinese. */
async function payByCard(page: Page, language: Language) {
  if (language === 'en') {
    await page.getByRole('button', { name: 'Approve' }).click();
    return;
  }
  const frame = (title: string) => page.frameLocator(`iframe[title*="${title}"]`).locator('input');
  const labels = CARD_FIELDS[language];
  await frame(labels.number).fill('5123 4500 0000 0008');
  await frame(labels.month).fill('12');
  await frame(labels.year).fill('30');
  await frame(labels.code).fill('123');
  await page.getByRole('button', { name: new RegExp(`^${WORDS[language].payNow} ·`) }).click();
}

async function api(request: APIRequestContext, domain: string, token: string, text: string, variables: object) {
  const response = await request.post(`http://127.0.0.1:${PORT}/api/graphql`, {
    data: { query: text, variables },
    headers: { host: `${domain}:${PORT}`, 'content-type': 'application/json', 'x-anonymous-token': token },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

/**
 * The school's 40 luge riders in its cart, in waves of 16 on one day `ahead` days on (the activity page adds
 * one session at a time; the waves are put in through the same API it calls).
 */
async function schoolCart(request: APIRequestContext, domain: string, slug: string, token: string, ahead: number) {
  const activity = await api(request, domain, token, 'query a($slug: String!) { getActivity(slug: $slug) { ... on BookableActivity { variations { id title participants } } } }', { slug });
  const rider = activity.getActivity.variations.find((v: { participants: number }) => v.participants === 1);
  for (let day = ahead; day < ahead + 10; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const { getSessions } = await api(request, domain, token, 'query s($slug: String!, $date: Date!) { getSessions(slug: $slug, date: $date) { id remaining } }', { slug, date });
    const open = (getSessions as { id: string; remaining: number }[]).filter((session) => session.remaining >= WAVE);
    if (open.length < 3) continue;
    for (const [index, quantity] of [WAVE, WAVE, 36 - 2 * WAVE].entries()) {
      const added = await api(request, domain, token, 'mutation m($input: AddToCartInput!) { addToCart(input: $input) { __typename } }', {
        input: { activitySlug: slug, sessionId: open[index].id, tickets: [{ variationId: rider.id, quantity }] },
      });
      expect(added.addToCart.__typename).toBe('CartUpdated');
    }
    return { date, riderTitle: rider.title as string };
  }
  throw new Error(`no day with three ${slug} sessions free`);
}

for (const [language, { domain, slug, ahead, words }] of Object.entries(CASES) as [Language, (typeof CASES)[Language]][]) {
test(`a school books 36 riders, pays the deposit by card and the balance through the reminder’s link, then adds 4 riders and pays for them (${language})`, async ({ page, request }) => {
  walkIn(language);
  const email = unique('school');
  const token = randomUUID();
  // The balance is due within the week, so its first reminder (a week before) goes at the workers' next run.
  const { date: visit, riderTitle } = await schoolCart(request, domain, slug, token, ahead);
  await page.addInitScript((value) => window.localStorage.setItem('anonymousToken', value), token);

  await page.goto(site(domain, '/checkout'));
  const summary = orderSummary(page);
  await expect(summary.getByText(words.depositNow)).toBeVisible();
  await expect(summary.getByRole('note')).toHaveText(words.terms);
  await fillDetails(page, email, language);
  const group = page.getByRole('group', { name: words.group });
  await expect(group).toBeVisible();
  // Pay now without the school's details: each field says what it needs, nothing is sold.
  await page.getByRole('radio', { name: language === 'en' ? /Windcave/ : /信用卡或扣賬卡/ }).check();
  await page.getByRole('checkbox', { name: WORDS[language].accept }).check();
  await page.getByRole('button', { name: WORDS[language].payNow }).click();
  await expect(group.getByText(words.required)).toBeVisible();
  await group.getByLabel(words.organisation).fill('Wakatipu High School');
  await group.getByLabel(words.invoiceEmail).fill('accounts@wakatipu.school.example');
  await keepShot(page, { path: `test-results/shots/group-checkout-${language}.png`, fullPage: true });
  await page.getByRole('button', { name: WORDS[language].payNow }).click();
  await payByCard(page, language);
  await expect(page.getByRole('heading', { name: WORDS[language].booked })).toBeVisible({ timeout: 20_000 });

  const [order] = await query<{ id: string; booking_id: string; total: number; subtotal: number; card_fee: number }>(`select id, booking_id, total, subtotal, card_fee from orders where customer->>'email' = $1`, [email]);
  const [charge] = await query<{ amount: number; status: string; token: string }>(`select amount, status, token from order_charges where order_id = $1`, [order.id]);
  expect(charge.status).toBe('due');
  // The deposit (with the card fee on it alone) and the balance make what the riders cost.
  expect(order.total - order.card_fee + charge.amount).toBe(order.subtotal);
  const [visitRow] = await query<{ due_on: string }>(`select due_on::text from order_groups where order_id = $1`, [order.id]);
  expect(visitRow.due_on < visit).toBe(true);

  // The reminder: the balance, its day, and the link that pays it (the workers look every minute).
  const reminder = await mailTo(email, 100_000, words.reminder);
  expect(reminder.text).toContain('Wakatipu High School');
  const link = /https?:\/\/\S+\/pay\/[\w-]+/.exec(reminder.text ?? '')?.[0];
  expect(link).toBe(site(domain, `/pay/${charge.token}`));
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: words.payTitle })).toBeVisible();
  await expect(page.getByText(order.booking_id)).toBeVisible();
  await page.getByRole('button', { name: language === 'en' ? /^Pay / : /^付款 / }).click();
  await payByCard(page, language);
  await expect(page.getByRole('heading', { name: words.paidTitle })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: words.paidInFull })).toBeVisible();
  await keepShot(page, { path: `test-results/shots/group-balance-paid-${language}.png`, fullPage: true });
  const [paid] = await query<{ status: string }>(`select status from order_charges where order_id = $1`, [order.id]);
  expect(paid.status).toBe('paid');

  // My booking, from the reminder's manage link: the group, its deposit, nothing more due, and the invoice.
  const manage = /https?:\/\/\S+\/my-booking\/[\w.-]+/.exec(reminder.text ?? '')?.[0];
  await page.goto(manage!);
  const facts = page.getByRole('region', { name: words.facts });
  await expect(facts).toBeVisible();
  await expect(facts.getByText(words.balancePaid)).toBeVisible();
  await expect(facts.getByRole('link', { name: words.pay })).toHaveCount(0);
  const invoice = await request.get((await facts.getByRole('link', { name: words.invoice }).getAttribute('href'))!.replace(/^\//, `http://127.0.0.1:${PORT}/`), {
    headers: { host: `${domain}:${PORT}` },
  });
  expect(invoice.status()).toBe(200);
  expect(invoice.headers()['content-type']).toBe('application/pdf');
  await keepShot(facts, { path: `test-results/shots/group-my-booking-${language}.png` });

  // Four more pupils: added on My booking in the third wave (the first two are full), their price owed as the balance.
  await page.getByRole('button', { name: words.addPeople }).click();
  await page.getByRole('radio', { name: new RegExp(`^${riderTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ·`) }).last().check();
  await page.getByLabel(words.howMany).fill('4');
  await keepShot(page.locator('section[aria-labelledby="my-booking-change"]'), { path: `test-results/shots/group-add-people-${language}.png` });
  await page.getByRole('button', { name: words.addFour }).click();
  await expect(facts.getByText('40', { exact: true })).toBeVisible();
  await expect(facts.getByText(words.balanceDue)).toBeVisible();
  const [raised] = await query<{ amount: number; token: string }>(`select amount, token from order_charges where order_id = $1 and status = 'due'`, [order.id]);
  expect(raised.amount).toBeGreaterThan(0);
  await page.getByRole('status').getByRole('link', { name: words.payBalance }).click();
  await expect(page.getByRole('heading', { name: words.payTitle })).toBeVisible();
  await page.getByRole('button', { name: language === 'en' ? /^Pay / : /^付款 / }).click();
  await payByCard(page, language);
  await expect(page.getByRole('heading', { name: words.paidTitle })).toBeVisible({ timeout: 20_000 });
  const [all] = await query<{ sold: number; due: number }>(
    `select (select count(*) from tickets t join order_items i on i.id = t.order_item_id where i.order_id = $1 and t.cancelled_at is null)::int as sold,
      (select count(*) from order_charges where order_id = $1 and status = 'due')::int as due`,
    [order.id],
  );
  expect(all).toEqual({ sold: 40, due: 0 });
});
}
