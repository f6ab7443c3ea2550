import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { keepShot } from './shots';
import { codeOf, emailedTickets, gatePhone, moveToToday, verdict } from './gate';
import { query } from './helpers';
import { chooseTickets, fillCart, payByCard, unique, walkIn, WORDS } from './journeys';
import { tabTo } from './keys';
import { ticketTyped } from './mail';
import { addStaffAccount, admin, DEMO_STAFF, signInAs } from './staff';

/*
 * Issue #22: the gate. A visitor books on the park's site and gets their tickets by email; a gate phone
 * points its camera at the email's QR code (Chromium's fake camera playing a video made from that very
 * image) and the verdict fills the screen. Scans are atomic across gates, a group comes in partly, and a
 * mistaken check-in is undone.
 */

test.describe.configure({ timeout: 150_000 });

test('a gate phone scans a fresh booking’s emailed QR code through the camera; undo holds it until "Scan again"; the second scan says who checked it in', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the gate phone is a browser of its own, launched once');
  const email = unique('gate');
  await fillCart(page, 'nz.localhost', 'zipline');
  const bookingId = await payByCard(page, email);
  await moveToToday(bookingId);
  const [ticket] = await emailedTickets(email);
  expect(ticket.text).toMatch(/^SR2-/);

  const gate = await gatePhone(browser, ticket.png, 'valid');
  try {
    const phone = gate.page;
    await signInAs(phone, DEMO_STAFF.gate);
    await phone.goto(admin('/check-in'));
    await expect(phone.getByRole('heading', { name: 'Check in: Summit Rush Queenstown' })).toBeVisible();
    await expect(verdict(phone)).toBeVisible({ timeout: 20_000 });
    await expect(verdict(phone).getByRole('heading')).toHaveText('Valid: come in');
    await expect(verdict(phone)).toContainText('Mere Tane');
    await expect(verdict(phone)).toContainText('Zipline');
    await expect(verdict(phone)).toContainText('1 of 1 checked in');
    await expect(verdict(phone)).toContainText(bookingId);
    await keepShot(phone, { path: testInfo.outputPath('gate-valid.png') });
    await expectAccessible(phone, 'gate verdict: valid');

    // A mistake: undone. The ticket is still in front of the camera, and stays out until the attendant
    // scans it deliberately; "Scan again" under the camera does.
    await verdict(phone).getByRole('button', { name: 'Undo check-in' }).click();
    await expect(verdict(phone).getByRole('heading')).toHaveText('Check-in undone');
    await expect(verdict(phone)).toContainText('0 of 1 checked in');
    await keepShot(phone, { path: testInfo.outputPath('gate-undone.png') });
    await expectAccessible(phone, 'gate: check-in undone');
    await verdict(phone).getByRole('button', { name: 'Next ticket' }).click();
    const held = phone.getByText(/^Check-in undone for Mere Tane/);
    await expect(held).toBeVisible();
    // The camera reads a frame every 150 ms: two seconds of it in front of the camera admit nobody.
    await phone.waitForTimeout(2_000);
    await expect(verdict(phone)).toHaveCount(0);
    expect(await query(`select c.undone_at is not null as undone from ticket_check_ins c join tickets t on t.id = c.ticket_id where t.code = $1`, [codeOf(ticket.text)])).toEqual([{ undone: true }]);
    await keepShot(phone, { path: testInfo.outputPath('gate-held.png') });
    await phone.getByRole('button', { name: 'Scan again' }).click();
    await expect(verdict(phone).getByRole('heading')).toHaveText('Valid: come in');
    await expect(held).toHaveCount(0);
    await verdict(phone).getByRole('button', { name: 'Next ticket' }).click();

    // The same ticket again: refused, saying when and by whom.
    await expect(verdict(phone).getByRole('heading')).toHaveText('Already checked in', { timeout: 20_000 });
    await expect(verdict(phone)).toContainText('by Gita Gate');
    await expect(verdict(phone)).toHaveAttribute('data-verdict', 'alreadyCheckedIn');
    await keepShot(phone, { path: testInfo.outputPath('gate-already.png') });
    await expectAccessible(phone, 'gate verdict: already checked in');
  } finally {
    await gate.close();
  }
  // The audit trail has the check-ins and the undo.
  const owner = await addStaffAccount('owner', ['queenstown']);
  await signInAs(page, owner);
  await page.goto(admin(`/audit?subject=${encodeURIComponent(`order:${bookingId}`)}`));
  await expect(page.getByRole('row').filter({ hasText: /Let \d+ (person|people) in on ticket/ })).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: 'Undid the check-in of' })).toHaveCount(1);
});

test('two gates scan one ticket at the same moment: exactly one lets it in; a forged code is refused, its code shown', async ({ page, browser }, testInfo) => {
  walkIn('en');
  const email = unique('two-gates');
  await fillCart(page, 'nz.localhost', 'luge');
  const bookingId = await payByCard(page, email);
  await moveToToday(bookingId);
  const [ticket] = await emailedTickets(email);

  const gates = await Promise.all([0, 1].map(() => browser.newContext()));
  const pages = await Promise.all(gates.map((context) => context.newPage()));
  await Promise.all(pages.map((gate) => signInAs(gate, DEMO_STAFF.gate)));
  await Promise.all(pages.map((gate) => gate.goto(admin('/check-in'))));
  // The screen as a gate without a camera meets it: typed entry.
  await expect(pages[0].getByRole('status')).toHaveText(/No camera is available here|The camera is not allowed/);
  await expectAccessible(pages[0], 'check-in screen');
  // Typed, as the text printed under the QR code is when a camera cannot read it.
  const typed = ticketTyped(codeOf(ticket.text));
  for (const gate of pages) await gate.getByLabel('Type a ticket code').fill(typed);
  await Promise.all(pages.map((gate) => gate.getByRole('button', { name: 'Check', exact: true }).click()));
  const verdicts = await Promise.all(pages.map(async (gate) => (await verdict(gate).getAttribute('data-verdict')) ?? ''));
  expect(verdicts.sort()).toEqual(['alreadyCheckedIn', 'valid']);

  // A code whose signature is not ours: refused before the database is asked.
  const [gate] = pages;
  await verdict(gate).getByRole('button', { name: 'Next ticket' }).click();
  const forged = typed.replace(/-([2-9A-Z])([2-9A-Z]{15})$/, (_all, first: string, rest: string) => `-${first === 'A' ? 'B' : 'A'}${rest}`);
  await gate.getByLabel('Type a ticket code').fill(forged);
  await gate.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(verdict(gate).getByRole('heading')).toHaveText('Unknown ticket: its code is not ours');
  await expect(verdict(gate)).toContainText(`Code read: ${forged}`);
  // A typo'd, absurdly long code with markup in it: shown as text, cut, its length said.
  await verdict(gate).getByRole('button', { name: 'Next ticket' }).click();
  await gate.getByLabel('Type a ticket code').fill(`sr1-<b>x</b>${'9'.repeat(300)}`);
  await gate.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(verdict(gate).getByRole('heading')).toHaveText('Unknown ticket');
  await expect(verdict(gate).locator('code')).toHaveText(`SR1-<B>X</B>${'9'.repeat(36)}…`);
  await expect(verdict(gate)).toContainText('(312 characters)');
  await keepShot(gate, { path: testInfo.outputPath('gate-unknown.png') });
  await Promise.all(gates.map((context) => context.close()));
});

test('a family pass comes in partly, 3 of 4, then the last one; in Chinese', async ({ page }, testInfo) => {
  walkIn('zh-Hant');
  const email = unique('family');
  const panel = await chooseTickets(page, 'nz.localhost', 'zipline');
  // The family pass is the third ticket type; chooseTickets added one adult too.
  await panel.getByRole('button', { name: WORDS.en.more }).nth(2).click();
  await panel.getByRole('button', { name: WORDS.en.add }).click();
  await expect(panel.getByRole('status').filter({ hasText: WORDS.en.added })).toBeVisible();
  const bookingId = await payByCard(page, email);
  await moveToToday(bookingId);
  const tickets = await emailedTickets(email);
  expect(tickets).toHaveLength(2);

  const gate = await addStaffAccount('gate', ['queenstown'], 'zh-Hant');
  await signInAs(page, gate);
  await page.goto(admin('/check-in'));
  await expect(page.getByRole('heading', { name: /^入場驗票/ })).toBeVisible();
  await expectAccessible(page, 'check-in screen in Chinese');
  let family: string | undefined;
  for (const { text } of tickets) {
    await page.getByLabel('輸入票號').fill(text);
    await page.getByRole('button', { name: '驗票', exact: true }).click();
    const shown = (await verdict(page).getAttribute('data-verdict')) ?? '';
    if (shown === 'choosePeople') {
      // Asking admits nobody: cancelled, the group is asked again below.
      family = text;
      await verdict(page).getByRole('button', { name: '取消' }).click();
    } else {
      expect(shown).toBe('valid');
      await verdict(page).getByRole('button', { name: '下一張' }).click();
    }
  }
  expect(family).toBeDefined();
  // The group with the keyboard alone (a gate laptop without a mouse): Tab to each control, Enter to press it.
  await tabTo(page, page.getByLabel('輸入票號'), { back: true });
  await page.keyboard.type(family ?? '');
  await page.keyboard.press('Enter');
  await expect(verdict(page).getByRole('heading')).toHaveText('團體門票');
  await expect(verdict(page)).toContainText('已入場 0 / 4 人');
  await expectAccessible(page, 'gate: how many of a group');
  // The focus is on the verdict's last button; the choices come before it.
  await tabTo(page, verdict(page).getByRole('button', { name: '入場 3 人' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(verdict(page).getByRole('heading')).toHaveText('有效：請入場');
  await expect(verdict(page)).toContainText('已入場 3 / 4 人');
  await expectAccessible(page, 'gate verdict in Chinese');
  // Three was a mistake: undone, said in Chinese, and checked again on purpose.
  await tabTo(page, verdict(page).getByRole('button', { name: '撤銷驗票' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(verdict(page).getByRole('heading')).toHaveText('已撤銷驗票');
  await expect(verdict(page)).toContainText('已入場 0 / 4 人');
  await keepShot(page, { path: testInfo.outputPath('gate-undone-zh.png') });
  await verdict(page).getByRole('button', { name: '下一張' }).click();
  await keepShot(page, { path: testInfo.outputPath('gate-held-zh.png') });
  await page.getByRole('button', { name: '重新驗票' }).click();
  await expect(verdict(page).getByRole('heading')).toHaveText('團體門票');
  await verdict(page).getByRole('button', { name: '入場 3 人' }).click();
  await expect(verdict(page)).toContainText('已入場 3 / 4 人');
  await verdict(page).getByRole('button', { name: '下一張' }).click();

  // The fourth arrives: the last one comes in at once.
  await page.getByLabel('輸入票號').fill(family ?? '');
  await page.getByRole('button', { name: '驗票', exact: true }).click();
  await expect(verdict(page).getByRole('heading')).toHaveText('有效：請入場');
  await expect(verdict(page)).toContainText('已入場 4 / 4 人');
  await verdict(page).getByRole('button', { name: '下一張' }).click();
  await page.getByLabel('輸入票號').fill(family ?? '');
  await page.getByRole('button', { name: '驗票', exact: true }).click();
  await expect(verdict(page).getByRole('heading')).toHaveText('已驗票');
  expect(bookingId).toMatch(/^SR-/);
});

test('a ticket whose rider has not signed the waiver admits nobody: the gate says "Waiver missing", shows the rider and links the kiosk; phone and desktop, in both languages', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one booking, seen on a desktop and a phone viewport');
  const email = unique('waiver');
  await fillCart(page, 'nz.localhost', 'zipline');
  const bookingId = await payByCard(page, email);
  await moveToToday(bookingId, 'namedNotSigned');
  const [ticket] = await emailedTickets(email);
  const [rider] = await query<{ name: string }>(
    `select r.name from riders r join tickets t on t.id = r.ticket_id join order_items i on i.id = t.order_item_id join orders o on o.id = i.order_id where o.booking_id = $1`,
    [bookingId],
  );
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
  const age = Number(today.slice(0, 4)) - 1990 - (today.slice(5) < '01-15' ? 1 : 0);

  const scan = async (language: 'en' | 'zh-Hant') => {
    await page.goto(admin('/check-in'));
    await page.getByLabel(language === 'en' ? 'Type a ticket code' : '輸入票號').fill(ticket.text);
    await page.getByRole('button', { name: language === 'en' ? 'Check' : '驗票', exact: true }).click();
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'ridersNotReady');
  };
  const shoot = async (name: string) => {
    await page.setViewportSize({ width: 412, height: 915 });
    await keepShot(page, { path: testInfo.outputPath(`${name}-phone.png`), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await keepShot(page, { path: testInfo.outputPath(`${name}-desktop.png`), fullPage: true });
  };

  await signInAs(page, DEMO_STAFF.gate);
  await scan('en');
  await expect(verdict(page).getByRole('heading', { level: 2 })).toHaveText('Waiver missing');
  await expect(verdict(page)).toContainText('Nobody on this ticket comes in until every rider’s waiver is signed.');
  const listed = verdict(page).getByRole('listitem').filter({ hasText: rider.name }).first();
  await expect(listed).toContainText(`${age} years old`);
  await expect(listed).toContainText('Waiver missing');
  await expect(listed).toContainText('Limits met');
  await expect(verdict(page).getByRole('link', { name: 'Sign at the kiosk' })).toHaveAttribute('href', `/kiosk?booking=${bookingId}`);
  await expectAccessible(page, 'gate verdict: waiver missing');
  await shoot('gate-waiver-missing');
  // Nobody came in.
  expect(await query(`select c.id from ticket_check_ins c join tickets t on t.id = c.ticket_id where t.code = $1`, [codeOf(ticket.text)])).toEqual([]);

  const chinese = await addStaffAccount('gate', ['queenstown'], 'zh-Hant');
  await signInAs(page, chinese);
  await scan('zh-Hant');
  await expect(verdict(page).getByRole('heading', { level: 2 })).toHaveText('未簽署免責聲明');
  await expect(verdict(page).getByRole('listitem').filter({ hasText: rider.name }).first()).toContainText(`${age}歲`);
  await expect(verdict(page).getByRole('link', { name: '在自助服務機簽署' })).toHaveAttribute('href', `/kiosk?booking=${bookingId}`);
  await expectAccessible(page, 'gate verdict: waiver missing, in Chinese');
  await shoot('gate-waiver-missing-zh');

  // The kiosk: the gate hands the tablet over, the rider signs on their own page, and the scan admits.
  await verdict(page).getByRole('link', { name: '在自助服務機簽署' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `預訂 ${bookingId} 的參加者` })).toBeVisible();
  const seat = page.getByRole('listitem').filter({ hasText: rider.name });
  await expect(seat).toContainText('未簽署免責聲明');
  await expectAccessible(page, 'the kiosk, in Chinese');
  await shoot('kiosk-zh');
  await seat.getByRole('button', { name: `交給 ${rider.name}` }).click();
  await page.waitForURL(/nz\.localhost:\d+\/rider\//);
  await page.getByLabel('Your full name, as your signature').fill(rider.name);
  await page.getByLabel('Email for your signed copy').fill(unique('kiosk'));
  await page.getByRole('button', { name: 'Sign waiver' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The waiver for ${rider.name} is signed.` })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('listitem').filter({ hasText: rider.name })).toContainText('參加者已準備');
  await page.goto(admin('/check-in'));
  await page.getByLabel('輸入票號').fill(ticket.text);
  await page.getByRole('button', { name: '驗票', exact: true }).click();
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'valid');
});
