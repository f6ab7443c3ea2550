import { mkdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { keepShot } from './shots';
import { axeResults } from './axe';
import { PORT, query, site } from './helpers';
import { chooseTickets, fillDetails, languageOf, payOnArrival, unique, walkIn, WORDS } from './journeys';
import { tabTo } from './keys';
import { expectChineseMail, mailTo } from './mail';
import { addStaffAccount, admin, DEMO_STAFF, signInAs } from './staff';

/*
 * The back office's order desk (issue #22), as staff and visitors use it: a visitor books three tickets
 * and pays by card in the sandbox; the manager finds the order by email, cancels two of them with a
 * partial refund that the sandbox records, and moves the third to another day; a pay-on-arrival
 * reservation is paid at the desk; a gate sees no refund and is refused one by the API; another park's
 * manager is refused the order. The visitor hears of each change by email, in their language. axe checks
 * the orders and order screens: English on the desktop, Chinese on the phone (journeys.ts walkIn).
 */

test.describe.configure({ timeout: 180_000 });

const SHOTS = '/tmp/shots-orders';

async function expectAccessible(page: Page, screen: string) {
  const { violations } = await axeResults(page);
  const found = violations.map((violation) => ({ rule: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(found, `axe violations on ${screen}`).toEqual([]);
}

/** A picture of the screen as it is, for people to look at (not compared). */
async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await keepShot(page, { path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The card fields' frames, titled as the page labels them. */
const CARD_FIELDS = {
  en: { number: 'Card number', month: 'Expiry month', year: 'Expiry year', code: 'CVV' },
  'zh-Hant': { number: '卡號', month: '到期月份', year: '到期年份', code: 'CVV' },
};

/** Types into the provider's card fields: iframes of the sandbox's origin, never the shop's. */
async function fillCard(page: Page, number: string, language: keyof typeof CARD_FIELDS) {
  const frame = (title: string) => page.frameLocator(`iframe[title*="${title}"]`).locator('input');
  const labels = CARD_FIELDS[language];
  await frame(labels.number).fill(number);
  await frame(labels.month).fill('12');
  await frame(labels.year).fill('30');
  await frame(labels.code).fill('123');
}

const CARD = { en: /Credit or debit card/, 'zh-Hant': /信用卡或扣賬卡/ };
const BOOKED = { en: "You're all booked", 'zh-Hant': '預訂完成' };

/** A visitor books `count` tickets of one kind on a midweek day and pays by card in the sandbox's hosted fields. */
async function bookAndPayByCard(page: Page, domain: string, slug: string, email: string, count: number) {
  const language = languageOf(domain);
  const words = WORDS[language];
  const panel = await chooseTickets(page, domain, slug, 'weekday');
  for (let more = 1; more < count; more++) await panel.getByRole('button', { name: words.more }).first().click();
  await panel.getByRole('button', { name: words.add }).click();
  await expect(panel.getByRole('status').filter({ hasText: words.added })).toBeVisible();
  await page.goto(site(domain, '/checkout'));
  await fillDetails(page, email, language);
  await page.getByRole('radio', { name: CARD[language] }).check();
  await page.getByRole('checkbox', { name: words.accept }).check();
  await page.getByRole('button', { name: words.payNow }).click();
  await fillCard(page, '5123 4500 0000 0008', language);
  await page.getByRole('button', { name: new RegExp(`^${words.payNow} ·`) }).click();
  await expect(page.getByRole('heading', { name: BOOKED[language] })).toBeVisible({ timeout: 20_000 });
}

/** The booking ID of a visitor's latest order. */
async function bookingIdOf(email: string): Promise<string> {
  const [row] = await query<{ booking_id: string }>(`select booking_id from orders where customer->>'email' = $1 order by created_at desc limit 1`, [email]);
  return row.booking_id;
}

/** A booking's ticket codes, in code order. */
async function ticketCodes(bookingId: string): Promise<string[]> {
  const rows = await query<{ code: string }>(
    `select t.code from tickets t join order_items i on i.id = t.order_item_id join orders o on o.id = i.order_id where o.booking_id = $1 order by t.code`,
    [bookingId],
  );
  return rows.map((row) => row.code);
}

/** Test set-up, not a desk step: a gate's check-in of the ticket now (the row a scan writes, lib/server/check-in). */
async function checkInAtGate(code: string) {
  await query(
    `insert into ticket_check_ins (ticket_id, session_id, people, at, actor)
     select t.id, coalesce(t.session_id, i.session_id), 1, now(), 'gate@summit-rush.test' from tickets t join order_items i on i.id = t.order_item_id where t.code = $1`,
    [code],
  );
}

/** A staff member's own browser (a context of its own: its own cookie). */
async function staffPage(browser: Browser, email: string, viewport: { width: number; height: number } | null): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}

/** The manager finds an order by the visitor's email and opens it. */
async function openOrderByEmail(page: Page, email: string, bookingId: string, words = { search: 'Search' }) {
  await page.goto(admin('/orders'));
  await page.getByRole('searchbox').fill(email);
  await page.getByRole('button', { name: words.search, exact: true }).click();
  await expect(page).toHaveURL(/\/orders\?q=/);
  const result = page.getByRole('link', { name: new RegExp(bookingId) });
  await expect(result).toBeVisible();
  await result.click();
  await expect(page).toHaveURL(admin(`/orders/${bookingId}`));
}

test('a manager finds a card booking by email, cancels two of three tickets with a partial refund the sandbox records, and moves the third to another day', async ({ page, browser }, { project }) => {
  walkIn('en');
  const email = unique('desk');
  await bookAndPayByCard(page, 'nz.localhost', 'luge', email, 3);
  const bookingId = await bookingIdOf(email);

  const desk = await staffPage(browser, DEMO_STAFF.manager, page.viewportSize());
  await openOrderByEmail(desk, email, bookingId);
  await expect(desk.getByRole('heading', { level: 1, name: `Order ${bookingId}` })).toBeVisible();
  const tickets = desk.getByRole('checkbox');
  await expect(tickets).toHaveCount(3);
  await expectAccessible(desk, 'order page');
  await shot(desk, `order-en-${project.name}`);

  // The third is checked in at the gate meanwhile: it loses its checkbox, and the page says why.
  const third = (await ticketCodes(bookingId))[2];
  await checkInAtGate(third);
  await desk.reload();
  await expect(tickets).toHaveCount(2);
  const checkedIn = desk.getByRole('listitem').filter({ hasText: third });
  await expect(checkedIn).toContainText('Checked in: this ticket cannot be cancelled or moved until its check-in is undone.');
  const actions = desk.getByRole('region', { name: 'Actions' });
  await expect(actions.getByText(/^A checked-in ticket has no checkbox/).first()).toBeVisible();
  await expectAccessible(desk, 'order page with a checked-in ticket');
  await shot(desk, `order-checked-in-en-${project.name}`);
  // The check-in was a mistake: undone right there (the gate's own undo, within its two minutes), the third can be chosen.
  await checkedIn.getByRole('button', { name: /^Undo check-in \(until \d\d:\d\d\)$/ }).click();
  await expect(checkedIn.getByRole('status')).toHaveText('Check-in undone: the ticket can be chosen again.');
  await expect(tickets).toHaveCount(3);
  await expect(actions.getByText(/^A checked-in ticket has no checkbox/)).toHaveCount(0);

  // Two of three, to the original payment: the amount is the server's, shown before it is done. With the
  // keyboard alone, as at a desk without a mouse: Tab to each control, Space to choose, Enter to press.
  await tabTo(desk, tickets.nth(0), { back: true });
  await desk.keyboard.press('Space');
  await tabTo(desk, tickets.nth(1));
  await desk.keyboard.press('Space');
  await expect(actions.getByText('2 tickets chosen').first()).toBeVisible();
  const quote = actions.getByText(/^Goes back: /);
  await expect(quote).toBeVisible();
  await tabTo(desk, actions.getByLabel('Reason (kept in the history)'));
  await desk.keyboard.type('Rained off');
  await tabTo(desk, actions.getByRole('button', { name: 'Cancel 2 tickets' }));
  await desk.keyboard.press('Enter');
  await expect(actions.getByText('Cancel these tickets and give the money back? This cannot be undone.')).toBeVisible();
  // The question takes the focus on its confirming button.
  await expect(desk.locator(':focus')).toHaveText('Cancel 2 tickets');
  await expectAccessible(desk, 'order page with a cancellation to confirm');
  await shot(desk, `order-cancelling-en-${project.name}`);
  await desk.keyboard.press('Enter');
  await expect(actions.getByRole('status').filter({ hasText: 'Tickets cancelled. The visitor gets an email.' })).toBeVisible();
  await expect(desk.getByText('Partly cancelled').first()).toBeVisible();

  // Server-side: one refund row, and the sandbox (Mastercard's) recorded one partial refund of that amount.
  const [refund] = await query<{ amount: number; status: string; payment_id: string }>(
    `select r.amount, r.status, r.payment_id from refunds r join orders o on o.id = r.order_id where o.booking_id = $1`,
    [bookingId],
  );
  expect(refund.status).toBe('succeeded');
  const [order] = await query<{ total: number }>(`select total from orders where booking_id = $1`, [bookingId]);
  expect(refund.amount).toBe(Math.floor((order.total * 2) / 3));
  const [record] = await query<{ state: string; refunds: { amount: number }[] }>(
    `select state, data->'refunds' as refunds from sandbox_payments where provider = 'mastercard' and merchant_reference = $1`,
    [refund.payment_id],
  );
  expect(record).toEqual({ state: 'PARTIALLY_REFUNDED', refunds: [expect.objectContaining({ amount: refund.amount })] });

  // The third moves to the same weekday a week later (same price).
  const [{ day }] = await query<{ day: string }>(
    `select to_char((s.starts_at at time zone 'Pacific/Auckland')::date + 7, 'YYYY-MM-DD') as day
     from tickets t join order_items i on i.id = t.order_item_id join orders o on o.id = i.order_id join sessions s on s.id = i.session_id
     where o.booking_id = $1 limit 1`,
    [bookingId],
  );
  await expect(tickets).toHaveCount(1);
  await tickets.nth(0).check();
  await actions.getByLabel('New day').fill(day);
  await actions.getByRole('button', { name: 'Find times' }).click();
  await actions.locator('input[name="move-to"]:not([disabled])').first().check();
  await actions.getByRole('button', { name: /^Move to / }).click();
  await expect(actions.getByRole('status').filter({ hasText: 'Tickets moved. The visitor gets an email.' })).toBeVisible();
  await expect(desk.getByText(/^Moved from /)).toBeVisible();
  // The history reads as sentences: what was done, to which tickets, and where the money went.
  const history = desk.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').nth(0)).toContainText(/^Moved 1 ticket \(\w+\) to \w{3} \d{1,2} \w{3}, \d\d:\d\d\./);
  await expect(history.getByRole('listitem').nth(1)).toContainText(/^Cancelled 2 tickets \(\w+, \w+\)\. NZ\$\d+\.\d\d went back to the original payment\./);
  await expect(history).not.toContainText('{');
  await expectAccessible(desk, 'order page after the changes');
  await shot(desk, `order-changed-en-${project.name}`);

  // The visitor hears of each change, in English.
  const cancelled = await mailTo(email, 20_000, /^Booking changed: tickets cancelled/);
  expect(cancelled.text).toContain('Refunded to your original payment');
  expect(cancelled.text).toContain('Your other ticket stands');
  const moved = await mailTo(email, 20_000, /^Booking changed: new time/);
  expect(moved.text).toContain('Your tickets and their QR codes are unchanged');

  // The visitor's booking page, where the mails link: the ticket at its new time, the two cancelled marked.
  const [{ token }] = await query<{ token: string }>(`select token from orders where booking_id = $1`, [bookingId]);
  await page.goto(site('nz.localhost', `/booking/${token}`));
  await expect(page.getByRole('heading', { name: BOOKED.en })).toBeVisible();
  const parts = page.getByRole('main').getByRole('listitem');
  await expect(parts).toHaveCount(2);
  await expect(parts.nth(0)).toContainText('1 × ');
  await expect(parts.nth(0)).not.toContainText('Cancelled');
  await expect(parts.nth(1)).toContainText('Cancelled');
  await expect(parts.nth(1)).toContainText('2 × ');
  await expectAccessible(page, 'the visitor’s changed booking');

  // The list of orders, found and as it opens.
  await desk.goto(admin(`/orders?q=${encodeURIComponent(email)}`));
  await expect(desk.getByRole('link', { name: new RegExp(bookingId) })).toBeVisible();
  await expectAccessible(desk, 'orders list');
  await shot(desk, `orders-en-${project.name}`);
  await desk.context().close();
});

test('a pay-on-arrival reservation is paid at the desk, and the visitor gets the receipt', async ({ page, browser }) => {
  walkIn('en');
  await chooseTickets(page, 'nz.localhost', 'zipline', 'weekday');
  await page.locator('#book').getByRole('button', { name: WORDS.en.add }).click();
  await expect(page.locator('#book').getByRole('status').filter({ hasText: WORDS.en.added })).toBeVisible();
  const email = unique('desk-pay');
  await payOnArrival(page, email);
  const request = await mailTo(email, 20_000, /^Confirm your reservation/);
  await page.goto(/https?:\/\/\S+\/reservation\/[\w-]+/.exec(request.text ?? '')![0]);
  await page.getByRole('button', { name: 'Confirm my reservation' }).click();
  await expect(page.getByRole('heading', { name: 'Reserved' })).toBeVisible();
  const bookingId = await bookingIdOf(email);

  const desk = await staffPage(browser, DEMO_STAFF.manager, page.viewportSize());
  await openOrderByEmail(desk, email, bookingId);
  await expect(desk.getByText('Reserved: pay at the desk').first()).toBeVisible();
  const actions = desk.getByRole('region', { name: 'Actions' });
  await actions.getByRole('radio', { name: 'Cash at the desk' }).check();
  await actions.getByRole('button', { name: /^Record payment of / }).click();
  await expect(actions.getByRole('status').filter({ hasText: 'Payment recorded.' })).toBeVisible();
  await expect(desk.getByRole('heading', { name: /^Cash at the desk · .* · Paid$/ })).toBeVisible();
  const [payment] = await query<{ method: string; status: string }>(`select p.method, p.status from payments p join orders o on o.id = p.order_id where o.booking_id = $1`, [bookingId]);
  expect(payment).toEqual({ method: 'cash', status: 'authorised' });
  const receipt = await mailTo(email, 20_000, /^Payment received/);
  expect(receipt.text).toContain('Paid in cash at the desk');
  await desk.context().close();
});

/** The back office's API as a browser holding `page`'s cookie calls it (Node does not resolve admin.localhost: Host says it). */
async function staffApi(page: Page, body: unknown): Promise<{ status: number; json: { data?: unknown; errors?: { extensions?: { code?: string } }[] } }> {
  const cookie = (await page.context().cookies(admin('/'))).map((c) => `${c.name}=${c.value}`).join('; ');
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/api/graphql',
        method: 'POST',
        headers: { host: `admin.localhost:${PORT}`, origin: admin('').replace(/\/$/, ''), cookie, 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

test('a gate has no refund on the page and is refused one by the API; another park’s manager is refused the order', async ({ page, browser }, { project }) => {
  walkIn('en');
  const email = unique('refused');
  await bookAndPayByCard(page, 'nz.localhost', 'treetop-challenge', email, 2);
  const bookingId = await bookingIdOf(email);
  const codes = (await query<{ code: string }>(`select t.code from tickets t join order_items i on i.id = t.order_item_id join orders o on o.id = i.order_id where o.booking_id = $1`, [bookingId])).map(
    (row) => row.code,
  );

  const gate = await staffPage(browser, DEMO_STAFF.gate, page.viewportSize());
  await gate.goto(admin(`/orders/${bookingId}`));
  await expect(gate.getByRole('heading', { level: 1, name: `Order ${bookingId}` })).toBeVisible();
  await expect(gate.getByRole('heading', { name: 'Tickets' })).toBeVisible();
  await expect(gate.getByRole('checkbox')).toHaveCount(0);
  await expect(gate.getByRole('region', { name: 'Actions' })).toHaveCount(0);
  await expect(gate.getByRole('button', { name: /Cancel/ })).toHaveCount(0);
  const refused = await staffApi(gate, {
    query: 'mutation ($b: String!, $c: [String!]!, $k: String!) { cancelTickets(bookingId: $b, ticketCodes: $c, refundTo: original, reason: "x", idempotencyKey: $k) { __typename ... on StaffOrderActionRefused { problem } } }',
    variables: { b: bookingId, c: codes, k: `${project.name}-${Date.now()}-gate-refund-key` },
  });
  expect(refused.json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(refused.json.data ?? null).toBeNull();
  expect(await query(`select 1 from refunds r join orders o on o.id = r.order_id where o.booking_id = $1`, [bookingId])).toEqual([]);
  await gate.context().close();

  // A manager of Hong Kong only.
  const other = await addStaffAccount('manager', ['hong-kong']);
  const hongKong = await staffPage(browser, other, page.viewportSize());
  await hongKong.goto(admin(`/orders/${bookingId}`));
  await expect(hongKong.getByRole('alert').filter({ hasText: 'No order you may see has this booking ID.' })).toBeVisible();
  await hongKong.goto(admin(`/orders?q=${encodeURIComponent(email)}`));
  await expect(hongKong.getByRole('status').filter({ hasText: 'No order matches.' })).toBeVisible();
  const direct = await staffApi(hongKong, { query: 'query ($b: String!) { order(bookingId: $b) { bookingId } }', variables: { b: bookingId } });
  expect(direct.json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  await hongKong.context().close();
});

test('in Chinese: a Hong Kong manager refunds a ticket as a gift card, and the visitor is told in Chinese', async ({ page, browser }, { project }) => {
  walkIn('zh-Hant');
  const email = unique('zh-desk');
  await bookAndPayByCard(page, 'zh.hk.localhost', 'harbour-zipline', email, 2);
  const bookingId = await bookingIdOf(email);

  // A manager of Hong Kong who works in Chinese (the language is the account's).
  const manager = await addStaffAccount('manager', ['hong-kong'], 'zh-Hant');
  const desk = await staffPage(browser, manager, page.viewportSize());
  // One of the two came in at the gate: no checkbox, and why, in Chinese.
  await checkInAtGate((await ticketCodes(bookingId))[1]);
  await openOrderByEmail(desk, email, bookingId, { search: '搜尋' });
  await expect(desk.getByRole('heading', { level: 1, name: `訂單 ${bookingId}` })).toBeVisible();
  await expect(desk.getByRole('checkbox')).toHaveCount(1);
  await expect(desk.getByText('已驗票入場：撤銷驗票前，此門票不能取消或更改時間。')).toBeVisible();
  await expect(desk.getByRole('button', { name: /^撤銷驗票（\d\d:\d\d 前）$/ })).toBeVisible();
  await expectAccessible(desk, 'order page in Chinese');
  await shot(desk, `order-zh-${project.name}`);

  const actions = desk.getByRole('region', { name: '操作' });
  await desk.getByRole('checkbox').first().check();
  await actions.getByRole('radio', { name: '發出新禮品卡' }).check();
  await actions.getByLabel('原因（記錄於操作紀錄）').fill('天氣惡劣');
  await actions.getByRole('button', { name: '取消 1 張門票' }).click();
  await actions.getByRole('button', { name: '取消 1 張門票' }).click();
  await expect(actions.getByRole('status').filter({ hasText: '已取消門票，訪客會收到電郵。' })).toBeVisible();
  await expect(desk.getByText('部分取消').first()).toBeVisible();
  await expectAccessible(desk, 'order page in Chinese after a refund');

  const mail = await mailTo(email, 20_000, /^預訂已更改/);
  expectChineseMail(mail);
  expect(mail.text).toContain('以禮券退款');
  const [card] = await query<{ code: string }>(
    `select c.code from refunds r join orders o on o.id = r.order_id join gift_cards c on c.id = r.gift_card_id where o.booking_id = $1`,
    [bookingId],
  );
  expect(mail.text?.replace(/-/g, '')).toContain(card.code);

  await desk.goto(admin(`/orders?q=${encodeURIComponent(email)}`));
  await expect(desk.getByRole('link', { name: new RegExp(bookingId) })).toBeVisible();
  await expectAccessible(desk, 'orders list in Chinese');
  await shot(desk, `orders-zh-${project.name}`);
  await desk.context().close();
});
