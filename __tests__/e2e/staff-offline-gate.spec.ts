import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { keepShot } from './shots';
import { codeOf, emailedTickets, moveToToday, scannerPhone, verdict } from './gate';
import { query } from './helpers';
import { chooseTickets, payByCard, unique, WORDS } from './journeys';
import { ticketTyped } from './mail';
import { addStaffAccount, admin, DEMO_STAFF, signInAs } from './staff';

/*
 * The gate without a network (docs/back-office.md, "The offline scanner"). A gate phone opens the scanner
 * once with a network, which installs it and keeps the park's day list; then, with no network at all, it
 * starts again from its service worker, reads three tickets through the camera (one of them twice),
 * refuses one cancelled before the outage, and keeps its check-ins until the network is back. A second
 * device, in Chinese, admits one of the same tickets while both are offline: after both sync, the day sheet
 * counts its people once and shows the conflict with both gates.
 */

test.describe.configure({ timeout: 180_000 });

const typeCode = async (page: Page, text: string, check: string) => {
  await page.getByLabel(/Type a ticket code|輸入票號/).fill(text);
  await page.getByRole('button', { name: check, exact: true }).click();
};

test('offline, a gate phone admits three tickets once each and refuses a cancelled one; back online it syncs, and a second device’s double admission is a conflict on the day sheet', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the gate phones are browsers of their own, launched once');
  const email = unique('offline-gate');
  // Five of a session's 16 places: on a day no other journey books (the seventh bookable), so that no
  // visitor of another test finds the time they chose sold out under them.
  const panel = await chooseTickets(page, 'nz.localhost', 'luge', 6);
  // Five tickets: chooseTickets added one.
  for (let more = 0; more < 4; more += 1) await panel.getByRole('button', { name: WORDS.en.more }).first().click();
  await panel.getByRole('button', { name: WORDS.en.add }).click();
  await expect(panel.getByRole('status').filter({ hasText: WORDS.en.added })).toBeVisible();
  const bookingId = await payByCard(page, email);
  await moveToToday(bookingId);
  const tickets = await emailedTickets(email);
  expect(tickets).toHaveLength(5);
  const [first, second, third, cancelled, shared] = tickets;
  // Cancelled before the outage (set-up, as the desk's cancel does to a ticket): the list revokes it.
  await query(`update tickets set cancelled_at = now() where code = $1`, [codeOf(cancelled.text)]);

  // Installed with a network: the gate's status says so and what it keeps.
  const profile = testInfo.outputPath('north-phone');
  let north = await scannerPhone(profile);
  await signInAs(north.page, DEMO_STAFF.gate);
  await north.page.goto(admin('/check-in'));
  await north.page.getByLabel('Gate name (optional)').fill('North gate');
  const status = (phone: Page) => phone.getByRole('region', { name: /Scanner status|掃描器狀態/ });
  await expect(status(north.page)).toContainText('Online');
  await expect(status(north.page)).toContainText(/Last sync \d\d:\d\d:\d\d/);
  await expect(status(north.page)).toContainText(/\d+ tickets kept for today and tomorrow/);
  // Installed: the worker keeps the screen and its bundles, the QR decoder's too.
  await expect.poll(() => north.page.evaluate(async () => !!(await caches.match('/check-in')) && (await (await caches.open('scanner-bundles-v1')).keys()).some((request) => request.url.endsWith('.wasm'))), { timeout: 15_000 }).toBe(true);
  await north.context.close();

  // The network is gone; the phone starts the scanner again, its camera facing the queue.
  north = await scannerPhone(profile, { pngs: [first.png, second.png, third.png, shared.png], offline: true });
  await north.page.goto(admin('/check-in'));
  await expect(status(north.page)).toContainText('Offline: tickets are checked on this device');
  const admitted = new Set<string>();
  let again: string | null = null;
  // The video loops: until all four came in, and one came round again.
  while (admitted.size < 4 || !again) {
    await expect(verdict(north.page)).toBeVisible({ timeout: 20_000 });
    // The device shows the code it read (it knows codes and people, not holders).
    const code = (await verdict(north.page).locator('strong').innerText()).trim();
    if ((await verdict(north.page).getAttribute('data-verdict')) === 'valid') {
      expect(admitted.has(code)).toBe(false);
      await expect(verdict(north.page)).toContainText('1 person admitted');
      if (!admitted.size) {
        await keepShot(north.page, { path: testInfo.outputPath('offline-valid.png') });
        await expectAccessible(north.page, 'offline verdict: valid');
      }
      admitted.add(code);
    } else {
      // The camera came round to a ticket it let in: refused on this device, with no network.
      await expect(verdict(north.page).getByRole('heading')).toHaveText('Already checked in');
      expect(admitted.has(code)).toBe(true);
      again = code;
    }
    await verdict(north.page).getByRole('button', { name: 'Next ticket' }).click();
  }
  expect([...admitted].sort()).toEqual([first, second, third, shared].map((ticket) => codeOf(ticket.text)).sort());
  // The camera goes on reading the queue; the status under the verdict says what waits.
  await expect(status(north.page)).toContainText('4 check-ins waiting to sync');
  expect(await query(`select count(*)::int as n from ticket_check_ins c join tickets t on t.id = c.ticket_id join order_items i on i.id = t.order_item_id join orders o on o.id = i.order_id where o.booking_id = $1`, [bookingId])).toEqual([{ n: 0 }]);

  // Meanwhile at the south gate, a second device in Chinese, offline too, lets the same ticket in.
  const southGate = await addStaffAccount('gate', ['queenstown'], 'zh-Hant');
  const south = await scannerPhone(testInfo.outputPath('south-phone'));
  await signInAs(south.page, southGate);
  await south.page.goto(admin('/check-in'));
  await south.page.getByLabel('閘口名稱（選填）').fill('南閘');
  await expect(status(south.page)).toContainText(/上次同步/);
  await south.context.setOffline(true);
  await expect(status(south.page)).toContainText('離線');
  await keepShot(south.page, { path: testInfo.outputPath('offline-status-zh.png') });
  await expectAccessible(south.page, 'offline scanner in Chinese');
  // The ticket cancelled before the outage: refused offline.
  await typeCode(south.page, ticketTyped(codeOf(cancelled.text)), '驗票');
  await expect(verdict(south.page).getByRole('heading')).toHaveText('已取消或已改期');
  await keepShot(south.page, { path: testInfo.outputPath('offline-revoked-zh.png') });
  await verdict(south.page).getByRole('button', { name: '下一張' }).click();
  await typeCode(south.page, ticketTyped(codeOf(shared.text)), '驗票');
  await expect(verdict(south.page).getByRole('heading')).toHaveText('有效：請入場');
  await keepShot(south.page, { path: testInfo.outputPath('offline-valid-zh.png') });
  await expectAccessible(south.page, 'offline verdict in Chinese');
  await verdict(south.page).getByRole('button', { name: '下一張' }).click();
  await expect(status(south.page)).toContainText('1 筆驗票等待同步');

  // The network is back: each syncs by itself.
  await north.context.setOffline(false);
  await expect(status(north.page)).toContainText('0 check-ins waiting to sync', { timeout: 30_000 });
  await expect(status(north.page)).toContainText('Online');
  await south.context.setOffline(false);
  await expect(status(south.page)).toContainText('0 筆驗票等待同步', { timeout: 30_000 });
  await Promise.all([north.context.close(), south.context.close()]);
  // Four tickets, four people: the shared ticket's person once.
  expect(await query(`select sum(c.people)::int as people, count(distinct t.id)::int as tickets from ticket_check_ins c join tickets t on t.id = c.ticket_id join order_items i on i.id = t.order_item_id join orders o on o.id = i.order_id where o.booking_id = $1 and c.undone_at is null`, [bookingId])).toEqual([{ people: 4, tickets: 4 }]);

  // The day sheet counts them and shows the conflict with both gates.
  const manager = await addStaffAccount('manager', ['queenstown']);
  await signInAs(page, manager);
  await page.goto(admin('/day?park=queenstown'));
  const conflicts = page.getByRole('region', { name: 'Offline check-ins to look at' });
  const conflict = conflicts.getByRole('listitem').filter({ hasText: codeOf(shared.text) });
  await expect(conflict).toContainText('1 person let in at 南閘');
  await expect(conflict).toContainText('Admitted before: 1 person at North gate');
  await expect(conflict).toContainText('0 counted');
  await keepShot(conflicts, { path: path.join(testInfo.outputDir, 'day-sheet-conflict.png') });
  await expectAccessible(page, 'day sheet with an offline conflict');
});
