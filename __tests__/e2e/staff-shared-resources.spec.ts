import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { query, site } from './helpers';
import { freshPage, payByCard, unique } from './journeys';
import { keepShot } from './shots';
import { addStaffAccount, admin, signInAs } from './staff';

/*
 * Shared resources (lib/server/sessions/places-left.ts) as a Queenstown manager and its visitors meet them:
 * - the manager gives the zipline's and treetop's harness sets a day of their own, 10;
 * - a visitor books 6 on the zipline at 09:00 and finds 4 left on the treetop challenge at 09:00 (its own
 *   16 seats are all free), and can choose no fifth; with 2 on the canyon swing another day,
 *   they pay by card; another visitor finds both 09:00 sessions sold out;
 * - the manager takes both canyon guides off for that other day, is shown the visitor's session before
 *   anything is saved, saves anyway, and the day sheet flags the session.
 * Desktop in English, phone in Chinese (the manager's language; Queenstown's site is English only, and a
 * resource's name is the park's own word for it, in one language). Each
 * project books its own days, 20–23 days ahead, which no other journey books.
 */

test.describe.configure({ timeout: 150_000 });

const SHOTS = '/tmp/resources-shots';

const CASES = {
  desktop: {
    language: 'en',
    offset: 20,
    harnesses: 'Harness sets',
    guides: 'Canyon guides',
    dayCount: 'Count that day',
    date: 'Date',
    note: 'Note',
    saveDay: "Save the day's count",
    saved: /Every calendar counts it now/,
    short: 'Sessions this count leaves short',
    saveAnyway: 'Save anyway',
    shortOf: 'short of Canyon guides',
  },
  phone: {
    language: 'zh-Hant',
    offset: 22,
    harnesses: 'Harness sets',
    guides: 'Canyon guides',
    dayCount: '當日數量',
    date: '日期',
    note: '備註',
    saveDay: '儲存當日數量',
    saved: /所有日曆即時計算/,
    short: '此數量不足以應付的場次',
    saveAnyway: '仍要儲存',
    shortOf: 'Canyon guides不足',
  },
} as const;

/** The park's local date `days` from today (Queenstown). */
const queenstownDay = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date(Date.now() + days * 86_400_000));

/** On an activity's page, the date (moving on a month or two), the time, and `tickets` adults; the booking panel. */
async function chooseSession(page: Page, slug: string, date: string, time: string, tickets: number) {
  await page.goto(site('nz.localhost', `/things-to-do/${slug}#book`));
  const panel = page.locator('#book');
  await panel.scrollIntoViewIfNeeded();
  const day = panel.locator(`table button[data-day="${date}"]`);
  for (let month = 0; month < 3 && !(await day.isVisible()); month += 1) {
    await expect(panel.locator('table')).toHaveAttribute('aria-busy', 'false');
    if (await day.isVisible()) break;
    await panel.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
  const slot = panel.getByRole('group').getByRole('button', { name: new RegExp(`^${time}`) });
  await expect(slot).toBeVisible();
  return { panel, slot, async take() {
    await slot.click();
    for (let i = 0; i < tickets; i += 1) await panel.getByRole('button', { name: /^One more/ }).first().click();
  } };
}

async function addToCart(page: Page, slug: string, date: string, time: string, tickets: number) {
  const { panel, take } = await chooseSession(page, slug, date, time, tickets);
  await take();
  await panel.getByRole('button', { name: 'Add to cart' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Keep browsing' }).click();
}

/** The manager's day count for a resource: date, count, note, save. */
async function setDayCount(page: Page, it: (typeof CASES)[keyof typeof CASES], resource: string, date: string, count: number, note: string) {
  const card = page.getByRole('region', { name: resource, exact: true });
  await card.getByLabel(it.date, { exact: true }).fill(date);
  await card.getByLabel(it.dayCount, { exact: true }).fill(String(count));
  await card.getByLabel(it.note, { exact: true }).fill(note);
  await card.getByRole('button', { name: it.saveDay }).click();
  return card;
}

test('two activities share 10 harnesses for a day, and a manager takes the canyon guides off and sees who is short first', async ({ page, browser }, testInfo) => {
  const project = testInfo.project.name as keyof typeof CASES;
  const it = CASES[project];
  const harnessDay = queenstownDay(it.offset);
  const guideDay = queenstownDay(it.offset + 1);
  mkdirSync(SHOTS, { recursive: true });

  // A manager gives the harnesses a day of their own: nothing is sold that day yet, so nothing is short.
  const manager = await freshPage(browser);
  await signInAs(manager, await addStaffAccount('manager', ['queenstown'], it.language));
  await manager.goto(admin('/resources'));
  const harnesses = await setDayCount(manager, it, it.harnesses, harnessDay, 10, 'Inspection');
  await expect(manager.getByRole('status').filter({ hasText: it.saved })).toBeVisible();
  await expect(harnesses.getByRole('list').filter({ hasText: 'Inspection' })).toContainText(/[:：] ?10/);

  // The visitor: 6 on the zipline at 09:00 leave the treetop's 09:00 only 4 harnesses.
  await addToCart(page, 'zipline', harnessDay, '09:00', 6);
  const treetop = await chooseSession(page, 'treetop-challenge', harnessDay, '09:00', 4);
  await expect(treetop.slot).toContainText('4 places left');
  await treetop.take();
  // Four is all the harnesses leave: no fifth ticket to choose.
  await expect(treetop.panel.getByRole('button', { name: /^One more/ }).first()).toBeDisabled();
  await treetop.panel.getByRole('button', { name: 'Add to cart' }).click();
  await expect(treetop.panel.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Keep browsing' }).click();
  await addToCart(page, 'canyon-swing', guideDay, '10:00', 2);
  const bookingId = await payByCard(page, unique('harness'));

  const sold = await query<{ activity_id: string; sold: number }>(
    `select s.activity_id, s.sold from sessions s where s.activity_id in ('nz-zipline', 'nz-treetop-challenge')
       and s.starts_at = (($1::date + time '09:00') at time zone 'Pacific/Auckland') order by s.activity_id`,
    [harnessDay],
  );
  expect(sold).toEqual([
    { activity_id: 'nz-treetop-challenge', sold: 4 },
    { activity_id: 'nz-zipline', sold: 6 },
  ]);

  // Another visitor: both 09:00 sessions are sold out, though neither has sold its own 16.
  const other = await freshPage(browser);
  const zipline = await chooseSession(other, 'zipline', harnessDay, '09:00', 1);
  await expect(zipline.slot).toHaveAttribute('data-sold-out', 'true');
  const tree = await chooseSession(other, 'treetop-challenge', harnessDay, '09:00', 1);
  await expect(tree.slot).toHaveAttribute('data-sold-out', 'true');
  await other.context().close();

  // Two guides off sick: the visitor's 10:00 canyon swing is named before anything is saved.
  const guides = await setDayCount(manager, it, it.guides, guideDay, 0, '2 guides off sick');
  const short = guides.getByRole('region', { name: it.short });
  await expect(short.getByRole('listitem')).toHaveCount(1);
  await expect(short.getByRole('listitem')).toContainText('10:00');
  await expectAccessible(manager, `resources with sessions short (${it.language})`);
  await keepShot(manager, { path: `${SHOTS}/short-${project}.png`, fullPage: true });
  expect(await query(`select 1 from resource_days where resource_id = 'nz-guides' and day = $1::date`, [guideDay])).toHaveLength(0);
  await guides.getByRole('button', { name: it.saveAnyway }).click();
  await expect(manager.getByRole('status').filter({ hasText: it.saved })).toBeVisible();

  // The day sheet flags the session; its booking stands.
  await manager.goto(admin(`/day?park=queenstown&date=${guideDay}`));
  await expect(manager.getByRole('row').filter({ hasText: '10:00' }).filter({ hasText: it.shortOf })).toBeVisible();
  await keepShot(manager, { path: `${SHOTS}/day-sheet-${project}.png`, fullPage: true });
  expect(await query(`select status from orders where booking_id = $1`, [bookingId])).toEqual([{ status: 'paid' }]);
  await manager.context().close();
});
