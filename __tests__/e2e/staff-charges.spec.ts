import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeResults } from './axe';
import { query, site } from './helpers';
import { chooseTickets, fillDetails, unique, walkIn, WORDS } from './journeys';
import { mailTo } from './mail';
import { admin, DEMO_STAFF, signInAs } from './staff';

/*
 * Issue #22, the dearer move: a visitor books a midweek luge ticket and pays by card (the sandbox's hosted
 * fields); a manager moves it to a Saturday, which costs more, confirming the charge; the visitor opens
 * the payment link from the move's email, pays the difference with the same card gateway, and the page
 * says it is paid (a reload offers no second payment); the order page shows the charge paid online, and
 * the order itself stayed paid.
 */

test.describe.configure({ timeout: 180_000 });

/** Types into the provider's card fields: iframes of the sandbox's origin, never the shop's. */
async function fillCard(page: Page, number: string) {
  const frame = (title: string) => page.frameLocator(`iframe[title*="${title}"]`).locator('input');
  await frame('Card number').fill(number);
  await frame('Expiry month').fill('12');
  await frame('Expiry year').fill('30');
  await frame('CVV').fill('123');
}


async function expectAccessible(page: Page, screen: string) {
  const { violations } = await axeResults(page);
  const found = violations.map((violation) => ({ rule: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(found, `axe violations on ${screen}`).toEqual([]);
}

async function staffPage(browser: Browser, email: string, viewport: { width: number; height: number } | null): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}

test('a manager moves a paid ticket to a dearer day; the visitor pays the difference through the emailed link', async ({ page, browser }) => {
  walkIn('en');
  const email = unique('charge');
  const panel = await chooseTickets(page, 'nz.localhost', 'luge', 'weekday');
  await panel.getByRole('button', { name: WORDS.en.add }).click();
  await expect(panel.getByRole('status').filter({ hasText: WORDS.en.added })).toBeVisible();
  await page.goto(site('nz.localhost', '/checkout'));
  await fillDetails(page, email);
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await page.getByRole('checkbox', { name: WORDS.en.accept }).check();
  await page.getByRole('button', { name: WORDS.en.payNow }).click();
  await fillCard(page, '5123 4500 0000 0008');
  await page.getByRole('button', { name: /^Pay now ·/ }).click();
  await expect(page.getByRole('heading', { name: "You're all booked" })).toBeVisible({ timeout: 20_000 });
  const [order] = await query<{ booking_id: string; id: string; day: string }>(
    `select o.booking_id, o.id, to_char((s.starts_at at time zone 'Pacific/Auckland')::date, 'YYYY-MM-DD') as day
     from orders o join order_items i on i.order_id = o.id join sessions s on s.id = i.session_id
     where o.customer->>'email' = $1 order by o.created_at desc limit 1`,
    [email],
  );
  // The Saturday after the booked (midweek) day: weekend prices are dearer.
  const booked = new Date(`${order.day}T12:00:00Z`);
  const saturday = new Date(booked.getTime() + ((6 - booked.getUTCDay() + 7) % 7 || 7) * 86_400_000).toISOString().slice(0, 10);

  // The manager moves it, seeing and confirming what the visitor will be charged.
  const desk = await staffPage(browser, DEMO_STAFF.manager, page.viewportSize());
  await desk.goto(admin(`/orders/${order.booking_id}`));
  await expect(desk.getByRole('heading', { level: 1, name: `Order ${order.booking_id}` })).toBeVisible();
  await desk.getByRole('checkbox').first().check();
  const actions = desk.getByRole('region', { name: 'Actions' });
  await actions.getByLabel('New day').fill(saturday);
  await actions.getByRole('button', { name: 'Find times' }).click();
  await actions.locator('input[name="move-to"]:not([disabled])').first().check();
  await expect(actions.getByText(/^This time costs .+ more\. The tickets move now, and the visitor is emailed a link/)).toBeVisible();
  await actions.getByRole('button', { name: /^Move to .+ and charge / }).click();
  await expect(actions.getByText(/^Move these tickets and charge the visitor .+ more\?$/)).toBeVisible();
  await actions.getByRole('button', { name: /^Move to .+ and charge / }).click();
  await expect(actions.getByRole('status').filter({ hasText: 'Tickets moved. The visitor gets an email with the difference to pay.' })).toBeVisible();
  const charges = desk.getByRole('region', { name: 'Charges' });
  await expect(charges.getByText(/· Due/)).toBeVisible();
  await expect(charges.getByText(/payment link emailed to the visitor/)).toBeVisible();
  await expectAccessible(desk, 'order page with a charge due');
  const [charge] = await query<{ id: string; amount: number; status: string }>(`select id, amount, status from order_charges where order_id = $1`, [order.id]);
  expect(charge.status).toBe('due');
  expect(charge.amount).toBeGreaterThan(0);

  // The visitor opens the link in the move's email and pays with the booking's own card gateway.
  const mail = await mailTo(email, 20_000, /^Booking changed: new time/);
  const link = /https?:\/\/\S+\/pay\/[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();
  expect(link).toContain('nz.localhost');
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Pay for your new time' })).toBeVisible();
  await expect(page.getByText(order.booking_id)).toBeVisible();
  await expectAccessible(page, 'payment link page');
  await page.getByRole('button', { name: /^Pay / }).click();
  await fillCard(page, '5123 4500 0000 0008');
  await page.getByRole('button', { name: /^Pay now ·/ }).click();
  await expect(page.getByRole('heading', { name: 'Your new time is paid' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: /is paid/ })).toBeVisible();
  // Reloading says it is paid and offers nothing to pay.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your new time is paid' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expectAccessible(page, 'payment link page, paid');

  const payments = await query<{ status: string; amount: number }>(`select status, amount from payments where charge_id = $1`, [charge.id]);
  expect(payments).toEqual([{ status: 'authorised', amount: charge.amount }]);
  const [after] = await query<{ status: string }>(`select status from orders where id = $1`, [order.id]);
  expect(after.status).toBe('paid');

  // The order page shows the charge paid online.
  await desk.reload();
  await expect(desk.getByRole('region', { name: 'Charges' }).getByText(/· Paid · paid online through the link/)).toBeVisible();
  await desk.context().close();
});
