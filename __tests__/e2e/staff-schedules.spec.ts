import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { keepShot } from './shots';
import { expectAccessible } from './axe';
import { PORT, query, servedSession } from './helpers';
import { WORDS } from './journeys';
import { addStaffAccount, admin, DEMO_STAFF, openFromMenu, signInAs } from './staff';

/*
 * Schedules and capacity (issue #23), as a park's manager does them: on /schedules a one-off evening
 * session is added (a capacity of 0 first, refused with its message), and the public time picker on the
 * other instance (whose copies were warm) offers it within 5 s with its places; on the closures day view
 * its capacity is lowered, and the picker says so within 5 s too. Desktop in English (Queenstown's Canyon
 * Swing), phone in Chinese (Hong Kong's Giant Swing): days and times no other spec uses. axe checks each
 * screen in its language.
 */

test.describe.configure({ timeout: 150_000 });

const SHOTS = '/tmp/shots-schedules';
const OTHER_INSTANCE = PORT + 1;

interface Case {
  language: 'en' | 'zh-Hant';
  account: () => Promise<string>;
  park: string;
  zone: string;
  domain: string;
  slug: string;
  activity: string;
  /** Days from today: far past the days the booking suites fill. */
  inDays: number;
  time: string;
  words: {
    menu: string;
    addOneOff: string;
    date: string;
    time: string;
    capacity: string;
    add: string;
    capacityInvalid: string;
    /** The server's refusal of a day already past (ScheduleProblemCode past), as the screen words it. */
    past: string;
    added: string;
    changeCapacity: string;
    sessionCapacity: string;
    save: string;
    placesLeft: (count: number) => RegExp;
    saved: (capacity: number) => string;
  };
}

const CASES: Record<string, Case> = {
  desktop: {
    language: 'en',
    account: async () => DEMO_STAFF.manager,
    park: 'queenstown',
    zone: 'Pacific/Auckland',
    domain: 'nz.localhost',
    slug: 'canyon-swing',
    activity: 'Canyon Swing',
    inDays: 40,
    time: '21:15',
    words: {
      menu: 'Schedules',
      addOneOff: 'Add a one-off session',
      date: 'Date',
      time: 'Start time',
      capacity: 'Places per session',
      add: 'Add',
      capacityInvalid: 'Places must be a whole number of at least 1.',
      past: 'Choose today or a later day.',
      added: 'Added.',
      changeCapacity: 'Change capacity…',
      sessionCapacity: 'Places in this session',
      save: 'Save',
      placesLeft: (count) => new RegExp(`${count} places left`),
      saved: (capacity) => `21:15 Canyon Swing now has ${capacity} places.`,
    },
  },
  phone: {
    language: 'zh-Hant',
    account: () => addStaffAccount('manager', ['hong-kong'], 'zh-Hant'),
    park: 'hong-kong',
    zone: 'Asia/Hong_Kong',
    domain: 'zh.hk.localhost',
    slug: 'giant-swing',
    activity: '巨型鞦韆',
    inDays: 43,
    time: '21:45',
    words: {
      menu: '時間表',
      addOneOff: '新增單次場次',
      date: '日期',
      time: '開始時間',
      capacity: '每場名額',
      add: '新增',
      capacityInvalid: '名額必須為至少 1 的整數。',
      past: '請選擇今天或之後的日期。',
      added: '已新增。',
      changeCapacity: '更改名額…',
      sessionCapacity: '此場次的名額',
      save: '儲存',
      placesLeft: (count) => new RegExp(`尚餘 ${count} 個名額`),
      saved: (capacity) => `21:45 巨型鞦韆 現有 ${capacity} 個名額。`,
    },
  },
};

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await keepShot(page, { path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The activity's time picker for a day, on the other instance (another visitor behind the load balancer). */
async function timePicker(page: Page, it: Case, day: string) {
  const words = WORDS[it.language];
  // A new document each time (the same address with only its #hash would not load again).
  await page.goto('about:blank');
  await page.goto(`http://${it.domain}:${OTHER_INSTANCE}/things-to-do/${it.slug}#book`);
  const panel = page.locator('#book');
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.locator('table')).toHaveAttribute('aria-busy', 'false');
  // The day is a month or two ahead.
  for (let month = 0; month < 3 && !(await panel.locator(`button[data-day="${day}"]`).count()); month += 1) {
    await panel.getByRole('button', { name: words.nextMonth }).click();
    await expect(panel.locator('table')).toHaveAttribute('aria-busy', 'false');
  }
  await panel.locator(`button[data-day="${day}"]`).click();
  return panel.getByRole('group').getByRole('button', { name: new RegExp(`^${it.time}`) });
}

test('a manager adds a one-off session and changes its capacity: the public time picker shows both within 5 s', async ({ page, browser, request }, testInfo) => {
  const it = CASES[testInfo.project.name];
  const [{ day, yesterday }] = await query<{ day: string; yesterday: string }>(
    `select to_char((now() at time zone $1)::date + $2::int, 'YYYY-MM-DD') as day, to_char((now() at time zone $1)::date - 1, 'YYYY-MM-DD') as yesterday`,
    [it.zone, it.inDays],
  );

  // A visitor's picker on the other instance: nothing at that time yet (and its copies are warm).
  const visitor = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
  await expect(await timePicker(visitor, it, day)).toHaveCount(0);

  await signInAs(page, await it.account());
  await openFromMenu(page, it.words.menu);
  await expect(page).toHaveURL(admin('/schedules'));
  await expect(page.getByRole('heading', { level: 1, name: it.words.menu })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', it.language);
  const panel = page.getByRole('region', { name: it.activity });
  await expect(panel).toBeVisible();
  await expectAccessible(page, `schedules (${it.language})`);

  // A one-off session: no places is refused by the form, with its message…
  await panel.getByRole('button', { name: it.words.addOneOff }).click();
  const form = panel.getByRole('form', { name: it.words.addOneOff });
  await form.getByLabel(it.words.date).fill(day);
  await form.getByLabel(it.words.time).fill(it.time);
  await form.getByLabel(it.words.capacity).fill('0');
  await form.getByRole('button', { name: it.words.add, exact: true }).click();
  await expect(form.getByText(it.words.capacityInvalid)).toBeVisible();
  await expectAccessible(page, `one-off form with an error (${it.language})`);
  await shot(page, `one-off-refused-${testInfo.project.name}`);
  // …a day already past only the server refuses: its code comes back worded beside the date…
  await form.getByLabel(it.words.date).fill(yesterday);
  await form.getByLabel(it.words.capacity).fill('3');
  await form.getByRole('button', { name: it.words.add, exact: true }).click();
  await expect(form.getByText(it.words.past)).toBeVisible();
  await shot(page, `one-off-past-refused-${testInfo.project.name}`);
  // …three places on the day are added.
  await form.getByLabel(it.words.date).fill(day);
  await form.getByLabel(it.words.capacity).fill('3');
  await form.getByRole('button', { name: it.words.add, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: it.words.added })).toBeVisible();
  const added = Date.now();
  // Within 5 s the other instance offers it, with its three places; its time picker shows them.
  const served = () => servedSession(request, OTHER_INSTANCE, it.domain, it.slug, day, it.time);
  await expect.poll(async () => (await served())?.remaining, { timeout: 5_000, intervals: [250] }).toBe(3);
  expect(Date.now() - added).toBeLessThan(5_000);
  await expect(panel.getByText(day).first()).toBeVisible();
  await shot(page, `schedules-${testInfo.project.name}`);
  const slot = await timePicker(visitor, it, day);
  await expect(slot).toBeEnabled();
  await expect(slot).toContainText(it.words.placesLeft(3));

  // The day view: the session's capacity lowered to two.
  await page.goto(admin(`/closures?park=${it.park}&date=${day}`));
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(it.time) }) });
  await card.getByRole('button', { name: it.words.changeCapacity }).click();
  const capacity = card.getByRole('form', { name: it.words.sessionCapacity });
  await capacity.getByLabel(it.words.sessionCapacity).fill('2');
  await expectAccessible(page, `session capacity form (${it.language})`);
  await capacity.getByRole('button', { name: it.words.save }).click();
  await expect(page.getByRole('status').filter({ hasText: it.words.saved(2) })).toBeVisible();
  const changed = Date.now();
  await expect.poll(async () => (await served())?.remaining, { timeout: 5_000, intervals: [250] }).toBe(2);
  expect(Date.now() - changed).toBeLessThan(5_000);
  await shot(page, `capacity-${testInfo.project.name}`);
  await expect(await timePicker(visitor, it, day)).toContainText(it.words.placesLeft(2));
  await keepShot(visitor.locator('#book').getByRole('group').filter({ has: visitor.getByRole('button', { name: new RegExp(`^${it.time}`) }) }), { path: `${SHOTS}/time-picker-${testInfo.project.name}.png` });

  // Audited: the one-off and the capacity, once each.
  const activityId = it.slug === 'canyon-swing' ? 'nz-canyon-swing' : 'hk-giant-swing';
  const audit = await query<{ action: string }>(
    `select a.action from staff_audit a
     where a.subject in (
       select 'session:' || s.id from sessions s
       where s.activity_id = $1 and to_char(s.starts_at at time zone $2, 'YYYY-MM-DD HH24:MI') = $3
       union all
       select 'schedule:' || c.id from schedules c where c.activity_id = $1 and c.starts_on = $4::date and c.ends_on = $4::date and c.times = array[$5]
     ) order by a.at`,
    [activityId, it.zone, `${day} ${it.time}`, day, it.time],
  );
  expect(audit.map((entry) => entry.action)).toEqual(['schedule.addOneOff', 'session.capacity']);
});
