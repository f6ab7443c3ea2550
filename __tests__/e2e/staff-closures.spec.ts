import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { keepShot } from './shots';
import { expectAccessible } from './axe';
import { PORT, query, servedSession } from './helpers';
import { chooseTickets, confirmQrPayment, fillDetails, unique, WORDS } from './journeys';
import { tabTo } from './keys';
import { expectChineseMail, mailTo } from './mail';
import { addStaffAccount, admin, openFromMenu, signInAs } from './staff';

/*
 * Closing a session (issue #23), as a park's manager and its visitors live it: a visitor books Hong Kong's
 * zipline on the Chinese site and pays; a manager of Hong Kong closes that session with a reason on the
 * closures screen; the visitor's mail arrives in Chinese with the reason and their booking's link; and the
 * public time picker, on the other instance (whose copies were warm), shows the session closed within 5 s.
 * axe checks the screen in English and Chinese, on the desktop and phone projects; the closure is made
 * with the keyboard alone.
 */

test.describe.configure({ timeout: 180_000 });

const SHOTS = '/tmp/shots-closures';
const OTHER_INSTANCE = PORT + 1;
const ZH = 'zh.hk.localhost';
const SLUG = 'harbour-zipline';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await keepShot(page, { path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The activity's time picker for a day, on the other instance (as another visitor behind the load balancer). */
async function timePicker(page: Page, day: string) {
  // A new document each time (going to the same address with only its #hash would not load it again).
  await page.goto('about:blank');
  await page.goto(`http://${ZH}:${OTHER_INSTANCE}/things-to-do/${SLUG}#book`);
  const panel = page.locator('#book');
  await expect(panel.locator('table')).toHaveAttribute('aria-busy', 'false');
  // The day may be next month's.
  if (!(await panel.locator(`button[data-day="${day}"]`).count())) {
    await panel.getByRole('button', { name: WORDS['zh-Hant'].nextMonth }).click();
    await expect(panel.locator('table')).toHaveAttribute('aria-busy', 'false');
  }
  await panel.locator(`button[data-day="${day}"]`).click();
  // The time picker's group (「可選時段」: the times of the day).
  return panel.getByRole('group', { name: '可選時段' });
}

test('a manager closes a booked session: the visitor is told in Chinese, and the calendar shows it closed within 5 s', async ({ page, browser, request }, { project }) => {
  // A day of its own per project (the two run at once), well past the days other suites book.
  const panel = await chooseTickets(page, ZH, SLUG, project.name === 'phone' ? 11 : 9);
  await panel.getByRole('button', { name: WORDS['zh-Hant'].add }).click();
  await expect(panel.getByRole('status').filter({ hasText: WORDS['zh-Hant'].added })).toBeVisible();
  await page.goto(`http://${ZH}:${PORT}/checkout`);
  const email = unique(`closure-${project.name}`);
  await fillDetails(page, email, 'zh-Hant');
  await page.getByRole('radio', { name: /微信支付/ }).check();
  await page.getByRole('checkbox', { name: /我接受/ }).check();
  await page.getByRole('button', { name: '立即付款' }).click();
  await confirmQrPayment(page);
  await expect(page.getByRole('heading', { name: WORDS['zh-Hant'].booked })).toBeVisible({ timeout: 20_000 });
  const [booking] = await query<{ booking_id: string; session_id: string; day: string; time: string }>(
    `select o.booking_id, i.session_id, to_char((s.starts_at at time zone 'Asia/Hong_Kong')::date, 'YYYY-MM-DD') as day,
            to_char(s.starts_at at time zone 'Asia/Hong_Kong', 'HH24:MI') as time
     from orders o join order_items i on i.order_id = o.id join sessions s on s.id = i.session_id
     where o.customer->>'email' = $1`,
    [email],
  );
  expect(booking.booking_id).toMatch(/^SR-/);

  // Another visitor's time picker on the other instance: the session is open (and its copies are warm).
  // Each its own browser context (axe needs one made with newContext).
  const newPage = async () => (await browser.newContext({ viewport: page.viewportSize() })).newPage();
  const visitor = await newPage();
  const slots = await timePicker(visitor, booking.day);
  await expect(slots.getByRole('button', { name: new RegExp(`^${booking.time}`) })).toBeEnabled();

  // A manager of Hong Kong closes it on the closures screen.
  const manager = await addStaffAccount('manager', ['hong-kong']);
  const desk = await newPage();
  await signInAs(desk, manager);
  await openFromMenu(desk, 'Closures');
  await expect(desk.getByRole('heading', { level: 1, name: 'Closures' })).toBeVisible();
  await desk.goto(admin(`/closures?park=hong-kong&date=${booking.day}`));
  // The session's card (its bookings are list items too: the card is the one with a heading).
  const card = desk.getByRole('listitem').filter({ has: desk.getByRole('heading', { level: 2 }) }).filter({ has: desk.getByRole('link', { name: booking.booking_id }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Open', { exact: true })).toBeVisible();
  // Its places: sold, reserved and held apart, so a refused capacity is never a surprise.
  await expect(card.getByText(/^[1-9]\d* sold · \d+ reserved · \d+ held · \d+ free, of \d+ places$/)).toBeVisible();
  await expectAccessible(desk, 'closures screen in English');
  // With the keyboard alone, as at a desk without a mouse: Tab to each control, Enter to press it.
  await tabTo(desk, card.getByRole('button', { name: 'Close this session…' }), { max: 400 });
  await desk.keyboard.press('Enter');
  // The reason takes the focus; it is required, said in words.
  await expect(card.getByLabel('Reason')).toBeFocused();
  await tabTo(desk, card.getByRole('button', { name: 'Next' }));
  await desk.keyboard.press('Enter');
  await expect(card.getByRole('alert').filter({ hasText: 'Write the reason: visitors read it in their email.' })).toBeVisible();
  await expect(card.getByLabel('Reason')).toBeFocused();
  const reason = 'Typhoon signal 8: the zipline is closed for safety.';
  await desk.keyboard.type(reason);
  await tabTo(desk, card.getByRole('button', { name: 'Next' }));
  await desk.keyboard.press('Enter');
  await expect(card.getByText(/^Close \d\d:\d\d .+\? Sales stop at once/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Close and email visitors' })).toBeFocused();
  await expectAccessible(desk, 'closures screen with a closure to confirm');
  await shot(desk, `confirm-en-${project.name}`);
  await desk.keyboard.press('Enter');
  const closedAt = Date.now();
  // Said beside the session it closed, and announced.
  await expect(card.getByRole('status').filter({ hasText: 'Closed. 1 visitor is being emailed.' })).toBeVisible();
  await expect(card.getByText('Closed', { exact: true })).toBeVisible();
  await expect(card.getByText(reason)).toBeVisible();
  await expect(card.getByRole('link', { name: booking.booking_id })).toHaveAttribute('href', `/orders/${booking.booking_id}`);
  // A long day narrows to what is asked: the open sessions leave it out, the closed ones keep it.
  const filters = desk.getByRole('group', { name: 'Show' });
  await filters.getByLabel('Status').selectOption({ label: 'Open' });
  await expect(card).toBeHidden();
  await filters.getByLabel('Status').selectOption({ label: 'Closed' });
  await expect(card).toBeVisible();
  await expect(filters.getByRole('status')).toHaveText(/^\d+ of \d+ sessions shown\.$/);

  // Within 5 s the other instance serves it closed; its time picker says so, and will not sell it.
  const served = () => servedSession(request, OTHER_INSTANCE, ZH, SLUG, booking.day, booking.time);
  await expect.poll(async () => (await served())?.closed, { timeout: 5_000, intervals: [250] }).toBe(true);
  expect(Date.now() - closedAt).toBeLessThan(5_000);
  const slot = (await timePicker(visitor, booking.day)).getByRole('button', { name: new RegExp(`^${booking.time}`) });
  await expect(slot).toBeDisabled();
  await expect(slot).toContainText('暫停開放');
  await keepShot(visitor.locator('#book').getByRole('group', { name: '可選時段' }), { path: `${SHOTS}/time-picker-closed-zh-${project.name}.png` });

  // The visitor's mail, in Chinese: the reason and the booking's link.
  const mail = await mailTo(email, 20_000, /^場次暫停開放/);
  expectChineseMail(mail);
  expect(mail.text).toContain(reason);
  expect(mail.text).toContain(booking.booking_id);
  expect(mail.html || '').toMatch(/href="http:\/\/zh\.hk\.localhost:\d+\/booking\//);
  // Its "Manage my booking" link (issue #24) opens the booking with the choice of another time or a
  // refund, whatever the park's usual policy says.
  const manage = /https?:\/\/\S+\/my-booking\/[\w.-]+/.exec(mail.text ?? '')?.[0];
  expect(manage, 'the closure mail links to My booking').toBeDefined();
  const mine = await newPage();
  await mine.goto(manage!);
  await expect(mine.getByRole('heading', { level: 1, name: '我的預訂' })).toBeVisible();
  await expect(mine.getByText('樂園已關閉此場次：請在下方選擇其他時間或退款。').first()).toBeVisible();
  const change = mine.getByRole('region', { name: '更改預訂' });
  await expect(change.getByRole('status').filter({ hasText: /^樂園已關閉此預訂的一個場次/ })).toBeVisible();
  await expect(change.getByRole('button', { name: '更改日期或時間' })).toBeEnabled();
  await expect(change.getByRole('button', { name: '取消門票' })).toBeEnabled();
  await keepShot(mine, { path: `${SHOTS}/my-booking-closed-${project.name}.png`, fullPage: true });

  // Audited, once.
  const audit = await query<{ action: string }>(`select action from staff_audit where subject = $1`, [`session:${booking.session_id}`]);
  expect(audit.map((entry) => entry.action)).toEqual(['session.close']);

  // The screen in Chinese: a manager of the same park who works in Chinese.
  const chinese = await addStaffAccount('manager', ['hong-kong'], 'zh-Hant');
  const zhDesk = await newPage();
  await signInAs(zhDesk, chinese);
  await zhDesk.goto(admin(`/closures?park=hong-kong&date=${booking.day}`));
  await expect(zhDesk.getByRole('heading', { level: 1, name: '暫停場次' })).toBeVisible();
  const zhCard = zhDesk.getByRole('listitem').filter({ has: zhDesk.getByRole('heading', { level: 2 }) }).filter({ has: zhDesk.getByRole('link', { name: booking.booking_id }) });
  await expect(zhCard.getByText('已暫停', { exact: true })).toBeVisible();
  await expectAccessible(zhDesk, 'closures screen in Chinese');
  await shot(zhDesk, `closures-zh-${project.name}`);
  // What a phone shows: the top of the screen, and the closed session's card.
  await keepShot(zhDesk, { path: `${SHOTS}/closures-zh-top-${project.name}.png` });
  await keepShot(zhCard, { path: `${SHOTS}/closures-zh-card-${project.name}.png` });
  // Reopening emails the booking: the screen says so and asks once.
  await zhCard.getByRole('button', { name: '恢復開放' }).click();
  await expect(zhCard.getByText(/^恢復開放 \d\d:\d\d .+？將重新開始銷售，並以電郵通知 1 張訂單門票照常有效。$/)).toBeVisible();
  await zhCard.getByRole('button', { name: '恢復開放並通知訪客' }).click();
  const reopenedAt = Date.now();
  await expect(zhCard.getByRole('status').filter({ hasText: /^已恢復開放/ })).toBeVisible();
  await expect(zhCard.getByText('開放中', { exact: true })).toBeVisible();
  // Sales resume everywhere within the same 5 s.
  await expect.poll(async () => (await served())?.closed, { timeout: 5_000, intervals: [250] }).toBe(false);
  expect(Date.now() - reopenedAt).toBeLessThan(5_000);
  await expectAccessible(zhDesk, 'closures screen in Chinese, reopened');
  await shot(zhDesk, `closures-reopened-zh-${project.name}`);
  await expect((await timePicker(visitor, booking.day)).getByRole('button', { name: new RegExp(`^${booking.time}`) })).toBeEnabled();
});
