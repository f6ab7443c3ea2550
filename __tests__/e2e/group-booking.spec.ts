import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PORT, query, site } from './helpers';
import { fillDetails, orderSummary, unique, walkIn, WORDS } from './journeys';
import { mailTo } from './mail';
import { keepShot } from './shots';

/*
 * Group bookings with a deposit (lib/domain/group-booking.ts; the demo's Queenstown takes groups from 25
 * people, a quarter down, the balance 14 days before the visit): a school's teacher books 40 riders on the
 * luge in three waves (a session takes 16), names the school and its invoice address at checkout, pays the
 * deposit by card on Windcave's hosted page (the sandbox), then pays the balance through the link in the
 * reminder the workers email a week before its due day, and My booking shows the group paid in full.
 */

test.describe.configure({ timeout: 240_000 });

const DOMAIN = 'nz.localhost';
const WAVE = 16;

async function api(request: APIRequestContext, token: string, text: string, variables: object) {
  const response = await request.post(`http://127.0.0.1:${PORT}/api/graphql`, {
    data: { query: text, variables },
    headers: { host: `${DOMAIN}:${PORT}`, 'content-type': 'application/json', 'x-anonymous-token': token },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

/**
 * The school's 40 luge riders in its cart, in waves of 16 on one day `ahead` days on (the activity page adds
 * one session at a time; the waves are put in through the same API it calls).
 */
async function schoolCart(request: APIRequestContext, token: string, ahead: number) {
  const activity = await api(request, token, 'query a($slug: String!) { getActivity(slug: $slug) { ... on BookableActivity { variations { id participants } } } }', { slug: 'luge' });
  const rider = activity.getActivity.variations.find((v: { participants: number }) => v.participants === 1).id;
  for (let day = ahead; day < ahead + 10; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const { getSessions } = await api(request, token, 'query s($slug: String!, $date: Date!) { getSessions(slug: $slug, date: $date) { id remaining } }', { slug: 'luge', date });
    const open = (getSessions as { id: string; remaining: number }[]).filter((session) => session.remaining >= WAVE);
    if (open.length < 3) continue;
    for (const [index, quantity] of [WAVE, WAVE, 40 - 2 * WAVE].entries()) {
      const added = await api(request, token, 'mutation m($input: AddToCartInput!) { addToCart(input: $input) { __typename } }', {
        input: { activitySlug: 'luge', sessionId: open[index].id, tickets: [{ variationId: rider, quantity }] },
      });
      expect(added.addToCart.__typename).toBe('CartUpdated');
    }
    return date;
  }
  throw new Error('no day with three luge sessions free');
}

test('a school books 40 riders, pays the deposit by card, and pays the balance through the reminder’s link', async ({ page, request }) => {
  walkIn('en');
  const email = unique('school');
  const token = randomUUID();
  // 18 days on: the balance is due in 4 days, so its first reminder (a week before) goes at the workers' next run.
  const visit = await schoolCart(request, token, 18);
  await page.addInitScript((value) => window.localStorage.setItem('anonymousToken', value), token);

  await page.goto(site(DOMAIN, '/checkout'));
  const summary = orderSummary(page);
  await expect(summary.getByText('Deposit to pay now')).toBeVisible();
  await expect(summary.getByRole('note')).toHaveText(/^Group of 40: the balance of (NZ)?\$[\d,.]+ is due by \d{1,2} \w+ \d{4}\. We email you a reminder with a payment link\.$/);
  await fillDetails(page, email);
  const group = page.getByRole('group', { name: 'Your group' });
  await expect(group).toBeVisible();
  // Pay now without the school's details: each field says what it needs, nothing is sold.
  await page.getByRole('radio', { name: /Windcave/ }).check();
  await page.getByRole('checkbox', { name: WORDS.en.accept }).check();
  await page.getByRole('button', { name: WORDS.en.payNow }).click();
  await expect(group.getByText('School or company is required')).toBeVisible();
  await group.getByLabel('School or company').fill('Wakatipu High School');
  await group.getByLabel('Invoice email').fill('accounts@wakatipu.school.example');
  await keepShot(page, { path: 'test-results/shots/group-checkout.png', fullPage: true });
  await page.getByRole('button', { name: WORDS.en.payNow }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: WORDS.en.booked })).toBeVisible({ timeout: 20_000 });

  const [order] = await query<{ id: string; booking_id: string; total: number; subtotal: number; card_fee: number }>(`select id, booking_id, total, subtotal, card_fee from orders where customer->>'email' = $1`, [email]);
  const [charge] = await query<{ amount: number; status: string; token: string }>(`select amount, status, token from order_charges where order_id = $1`, [order.id]);
  expect(charge.status).toBe('due');
  // The deposit (with the card fee on it alone) and the balance make what the riders cost.
  expect(order.total - order.card_fee + charge.amount).toBe(order.subtotal);
  const [visitRow] = await query<{ due_on: string }>(`select due_on::text from order_groups where order_id = $1`, [order.id]);
  expect(visitRow.due_on < visit).toBe(true);

  // The reminder: the balance, its day, and the link that pays it (the workers look every minute).
  const reminder = await mailTo(email, 100_000, /^Group balance due:/);
  expect(reminder.text).toContain('Wakatipu High School');
  const link = /https?:\/\/\S+\/pay\/[\w-]+/.exec(reminder.text ?? '')?.[0];
  expect(link).toBe(site(DOMAIN, `/pay/${charge.token}`));
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Pay your group’s balance' })).toBeVisible();
  await expect(page.getByText(order.booking_id)).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Your group’s balance is paid' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Your group’s booking is paid in full.' })).toBeVisible();
  await keepShot(page, { path: 'test-results/shots/group-balance-paid.png', fullPage: true });
  const [paid] = await query<{ status: string }>(`select status from order_charges where order_id = $1`, [order.id]);
  expect(paid.status).toBe('paid');

  // My booking, from the reminder's manage link: the group, its deposit, nothing more due, and the invoice.
  const manage = /https?:\/\/\S+\/my-booking\/[\w.-]+/.exec(reminder.text ?? '')?.[0];
  await page.goto(manage!);
  const facts = page.getByRole('region', { name: 'Group booking for Wakatipu High School' });
  await expect(facts).toBeVisible();
  await expect(facts.getByText('Balance paid')).toBeVisible();
  await expect(facts.getByRole('link', { name: /^Pay the balance/ })).toHaveCount(0);
  const invoice = await request.get((await facts.getByRole('link', { name: 'Download the invoice (PDF)' }).getAttribute('href'))!.replace(/^\//, `http://127.0.0.1:${PORT}/`), {
    headers: { host: `${DOMAIN}:${PORT}` },
  });
  expect(invoice.status()).toBe(200);
  expect(invoice.headers()['content-type']).toBe('application/pdf');
  await keepShot(page, { path: 'test-results/shots/group-my-booking.png', fullPage: true });
});
