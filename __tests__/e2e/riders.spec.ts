import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { keepShot } from './shots';
import { expectAccessible } from './axe';
import { expectNoTrackerLeaks, query, site, stubTrackers } from './helpers';
import { checkoutAndPay, chooseTickets, confirmQrPayment, fillDetails, freshPage, languageOfProject, unique, WORDS, type Language } from './journeys';
import { mailTo } from './mail';

/*
 * Riders and waivers as visitors meet them, desktop in English (Queenstown) and phone in Chinese (Hong
 * Kong), on the zipline (8 and older, 120 cm and taller, 120 kg at most, a waiver). A family books the
 * family pass, names two children on My booking, is refused for a child under the minimum age, fixes it,
 * and signs as guardian (one with a drawn signature, one by the typed name alone). A group of three each
 * sign through their own personal link in a browser of their own, each seeing only their own details.
 * The trackers of the site never see a rider's name or date of birth.
 */

const SHOTS = '/tmp/riders-shots';

const SITES = {
  desktop: { domain: 'nz.localhost', slug: 'zipline' },
  phone: { domain: 'zh.hk.localhost', slug: 'harbour-zipline' },
} as const;

const TEXT = {
  en: {
    confirmed: /^Booking confirmed: /,
    family: 'Family pass (2 adults + 2 children)',
    adult: 'Adult (15+)',
    fewer: (ticket: string) => `One fewer ${ticket}`,
    more: (ticket: string) => `One more ${ticket}`,
    myBooking: 'My booking',
    riders: 'Riders',
    rider: (n: number) => `Rider ${n}`,
    fillIn: (n: number) => `Fill in rider ${n}`,
    sendLink: (n: number) => `Send rider ${n} a personal link`,
    name: 'Rider’s full name',
    dateOfBirth: 'Date of birth',
    height: 'Height (cm)',
    weight: 'Weight (kg)',
    save: 'Save rider',
    refused: 'This rider can’t ride',
    tooYoung: 'Riders must be at least 8 years old on the day of the visit.',
    guardian: (name: string) => `${name} is under 18 on the day: a parent or guardian signs for them.`,
    signerName: 'Your full name, as your signature',
    relationship: (name: string) => `Your relationship to ${name}`,
    relationshipValue: 'Mother',
    email: 'Email for your signed copy',
    drawArea: 'Signature drawing area',
    sign: 'Sign waiver',
    signed: (name: string) => `The waiver for ${name} is signed.`,
    toName: 'To name',
    ready: 'Ready',
    link: 'Personal link',
    copy: 'Copy link',
    riderTitle: 'Your rider details',
    done: 'All done: you’re ready to ride. Show your ticket at the gate.',
    notFound: 'This link doesn’t open anything',
    checkoutRiders: 'Riders (optional: you can also name them later from My booking)',
    person: (n: number) => new RegExp(` · person ${n}$`),
    riderRefused: 'A rider you named cannot take part',
  },
  'zh-Hant': {
    confirmed: /^預訂確認：/,
    family: '家庭套票（2位成人及2位小童）',
    adult: '成人（15歲或以上）',
    fewer: (ticket: string) => `減少一張${ticket}`,
    more: (ticket: string) => `增加一張${ticket}`,
    myBooking: '我的預訂',
    riders: '參加者',
    rider: (n: number) => `參加者 ${n}`,
    fillIn: (n: number) => `填寫參加者 ${n}`,
    sendLink: (n: number) => `向參加者 ${n} 發送個人連結`,
    name: '參加者全名',
    dateOfBirth: '出生日期',
    height: '身高（厘米）',
    weight: '體重（公斤）',
    save: '儲存參加者',
    refused: '此參加者不能參加',
    tooYoung: '參加者於到訪當日須年滿 8 歲。',
    guardian: (name: string) => `${name}於到訪當日未滿 18 歲：須由家長或監護人代簽。`,
    signerName: '您的全名（作為簽署）',
    relationship: (name: string) => `您與${name}的關係`,
    relationshipValue: '母親',
    email: '接收簽署副本的電郵',
    drawArea: '手寫簽名區',
    sign: '簽署免責聲明',
    signed: (name: string) => `${name}的免責聲明已簽署。`,
    toName: '待填寫',
    ready: '已準備好',
    link: '個人連結',
    copy: '複製連結',
    riderTitle: '您的參加者資料',
    done: '全部完成：您已準備好參加。請在閘口出示門票。',
    notFound: '此連結無法開啟',
    checkoutRiders: '參加者 （選填：您也可以稍後在「我的預訂」填寫）',
    person: (n: number) => new RegExp(` · 第 ${n} 位$`),
    riderRefused: '您填寫的參加者未符合參加要求',
  },
} as const;

type Words = (typeof TEXT)[Language];

/** A date of birth `years` (and `days` more) before today: the session is days ahead, so the age on the day is `years`. */
const bornYearsAgo = (years: number, days = 30) => {
  const date = new Date(Date.now() - days * 86_400_000);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
};

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** Books `tickets` on a weekday's first time with places and pays; opens My booking from the confirmation mail. */
async function bookAndOpen(page: Page, project: string, pick: (panel: Locator, words: Words) => Promise<void>): Promise<{ language: Language; words: Words; email: string }> {
  const { domain, slug } = SITES[project as keyof typeof SITES];
  const language = languageOfProject(project);
  const words = TEXT[language];
  const email = unique('riders');
  // chooseTickets adds one of the first ticket type (an adult); `pick` makes the booking's own choice.
  const panel = await chooseTickets(page, domain, slug, 'weekday');
  await pick(panel, words);
  await panel.getByRole('button', { name: WORDS[language].add }).click();
  await expect(panel.getByRole('status').filter({ hasText: WORDS[language].added })).toBeVisible();
  await page.getByRole('dialog', { name: WORDS[language].cartDialog }).getByRole('button', { name: WORDS[language].keepBrowsing }).click();
  await checkoutAndPay(page, domain, email, language);
  const mail = await mailTo(email, 20_000, words.confirmed);
  const link = /https?:\/\/\S+\/my-booking\/[\w.-]+/.exec(mail.text ?? '')?.[0];
  expect(link, 'the confirmation links to My booking').toBeDefined();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: words.myBooking })).toBeVisible();
  return { language, words, email };
}

/** Fills a rider's details form and saves it. */
async function fillRider(scope: Locator, words: Words, rider: { name: string; dateOfBirth: string; height: number; weight: number }) {
  await scope.getByLabel(words.name).fill(rider.name);
  await scope.getByLabel(words.dateOfBirth).fill(rider.dateOfBirth);
  await scope.getByLabel(words.height).fill(String(rider.height));
  await scope.getByLabel(words.weight).fill(String(rider.weight));
  await scope.getByRole('button', { name: words.save }).click();
}

/** Draws a short stroke on the signature pad with the pointer. */
async function draw(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 60);
  await page.mouse.down();
  for (const [x, y] of [[60, 40], [100, 90], [140, 50], [180, 80]]) await page.mouse.move(box.x + x, box.y + y, { steps: 3 });
  await page.mouse.up();
}

test('a family names two children on My booking, is refused for one under the minimum age, fixes it and signs as guardian', async ({ page }, { project }) => {
  test.setTimeout(150_000);
  await stubTrackers(page);
  const { language, words, email } = await bookAndOpen(page, project.name, async (panel, w) => {
    await panel.getByRole('button', { name: w.more(w.family) }).click();
    await panel.getByRole('button', { name: w.fewer(w.adult) }).click();
  });

  const riders = page.getByRole('region', { name: words.riders });
  await expect(riders.getByRole('listitem')).toHaveCount(4);
  const first = riders.getByRole('listitem', { name: words.rider(1) });
  await first.getByRole('button', { name: words.fillIn(1) }).click();
  await expectAccessible(page, `riders section, details form (${language})`);

  // Tama is 6 on the day: refused, naming the limit, in the visitor's language; nothing saved.
  const tama = { name: 'Tama Ngata', dateOfBirth: bornYearsAgo(6), height: 125, weight: 24 };
  await fillRider(first, words, tama);
  const refusal = first.getByRole('alert').filter({ hasText: words.refused });
  await expect(refusal).toContainText(words.tooYoung);
  await keepShot(page, { path: path.join(SHOTS, `${project.name}-${language}-refused.png`), fullPage: true });
  await expect(first.getByText(words.toName)).toBeVisible();

  // The date of birth was a year off: fixed, saved, and the waiver follows, signed by his mother with a drawing.
  await first.getByLabel(words.dateOfBirth).fill(bornYearsAgo(9));
  await first.getByRole('button', { name: words.save }).click();
  await expect(first.getByText(words.guardian(tama.name))).toBeVisible();
  await expect(first.getByLabel(words.email)).toHaveValue(email);
  await expectAccessible(page, `riders section, waiver (${language})`);
  await keepShot(page, { path: path.join(SHOTS, `${project.name}-${language}-waiver.png`), fullPage: true });
  await first.getByLabel(words.signerName).fill('Mere Tane');
  await first.getByLabel(words.relationship(tama.name)).fill(words.relationshipValue);
  await draw(page, first.getByRole('img', { name: words.drawArea }));
  await first.getByRole('button', { name: words.sign, exact: true }).click();
  await expect(first.getByRole('status').filter({ hasText: words.signed(tama.name) })).toBeVisible();
  await expect(first.getByText(words.ready, { exact: true })).toBeVisible();

  // The second child, signed by the typed name alone (the keyboard's way).
  const second = riders.getByRole('listitem', { name: words.rider(2) });
  await second.getByRole('button', { name: words.fillIn(2) }).click();
  const aroha = { name: 'Aroha Ngata', dateOfBirth: bornYearsAgo(10), height: 140, weight: 33 };
  await fillRider(second, words, aroha);
  await second.getByLabel(words.signerName).fill('Mere Tane');
  await second.getByLabel(words.relationship(aroha.name)).fill(words.relationshipValue);
  await second.getByLabel(words.signerName).press('Enter');
  await expect(second.getByRole('status').filter({ hasText: words.signed(aroha.name) })).toBeVisible();
  await expect(riders.getByRole('listitem', { name: words.rider(3) }).getByText(words.toName)).toBeVisible();
  await keepShot(page, { path: path.join(SHOTS, `${project.name}-${language}-family.png`), fullPage: true });

  const signatures = await query<{ name: string; guardian_relationship: string; drawn: boolean; language: string }>(
    `select r.name, s.guardian_relationship, s.drawing is not null as drawn, t.language from waiver_signatures s join riders r on r.id = s.rider_id
     join waiver_texts t on t.id = s.waiver_text_id where r.name in ($1, $2) and s.signer_email = $3 order by r.name`,
    [tama.name, aroha.name, email],
  );
  expect(signatures).toEqual([
    { name: aroha.name, guardian_relationship: words.relationshipValue, drawn: false, language },
    { name: tama.name, guardian_relationship: words.relationshipValue, drawn: true, language },
  ]);

  // The site's own pages run its trackers: none of them may read a rider's name or date of birth.
  await page.goto(site(SITES[project.name as keyof typeof SITES].domain, `/things-to-do/${SITES[project.name as keyof typeof SITES].slug}`), { waitUntil: 'networkidle' });
  await page.waitForTimeout(1_200);
  await expectNoTrackerLeaks(page);
  // The stubs do know the riders: were a page to show one's name or date of birth, they would say so.
  await page.evaluate((shown) => document.body.append(shown), `${tama.name} ${aroha.dateOfBirth}`);
  await page.waitForTimeout(1_200);
  await expect(expectNoTrackerLeaks(page)).rejects.toThrow(new RegExp(`${tama.name}[\\s\\S]*${aroha.dateOfBirth}|${aroha.dateOfBirth}[\\s\\S]*${tama.name}`));
});

test('a group of three each name themselves and sign through their own links, each seeing only their own details', async ({ page, browser }, { project }) => {
  test.setTimeout(180_000);
  const { language, words } = await bookAndOpen(page, project.name, async (panel, w) => {
    await panel.getByRole('button', { name: w.more(w.adult) }).click();
    await panel.getByRole('button', { name: w.more(w.adult) }).click();
  });
  const riders = page.getByRole('region', { name: words.riders });
  await expect(riders.getByRole('listitem')).toHaveCount(3);
  const names = ['Hemi Walker', 'Sione Fifita', 'Li Wei'];

  for (const [index, name] of names.entries()) {
    const card = riders.getByRole('listitem', { name: words.rider(index + 1) });
    await card.getByRole('button', { name: words.sendLink(index + 1) }).click();
    const field = card.getByLabel(words.link);
    await expect(field).toHaveValue(/\/rider\/[\w.-]+$/);
    await expect(card.getByRole('button', { name: words.copy })).toBeVisible();
    if (index === 0) await keepShot(page, { path: path.join(SHOTS, `${project.name}-${language}-link.png`), fullPage: true });
    const link = await field.inputValue();

    // The rider's own phone: no cookie, nothing of the buyer's.
    const phone = await freshPage(browser);
    await phone.goto(link);
    await expect(phone.getByRole('heading', { level: 1, name: words.riderTitle })).toBeVisible();
    await fillRider(phone.locator('main'), words, { name, dateOfBirth: bornYearsAgo(25 + index), height: 170, weight: 70 });
    // An adult signs for themselves: no guardian asked; their own address for the copy (none prefilled).
    await expect(phone.getByLabel(words.email)).toHaveValue('');
    await expect(phone.getByText(words.guardian(name))).toHaveCount(0);
    if (index === 0) await expectAccessible(phone, `a rider's own page (${language})`);
    await phone.getByLabel(words.signerName).fill(name);
    await phone.getByLabel(words.email).fill(unique('rider'));
    await phone.getByRole('button', { name: words.sign }).click();
    await expect(phone.getByRole('status').filter({ hasText: words.signed(name) })).toBeVisible();
    await phone.reload();
    await expect(phone.getByText(words.done)).toBeVisible();
    if (index === 1) await keepShot(phone, { path: path.join(SHOTS, `${project.name}-${language}-rider-page.png`), fullPage: true });
    // Only their own details, never the others' (those named before them), in the page or its data.
    const html = await phone.content();
    for (const other of names.filter((candidate) => candidate !== name)) expect(html).not.toContain(other);
    await phone.context().close();
  }

  await page.reload();
  for (const [index, name] of names.entries()) {
    const card = page.getByRole('region', { name: words.riders }).getByRole('listitem', { name: words.rider(index + 1) });
    await expect(card.getByText(name)).toBeVisible();
    await expect(card.getByText(words.ready, { exact: true })).toBeVisible();
  }

  // A forged link opens nothing, and says so in the site's language.
  const forged = await page.goto(site(SITES[project.name as keyof typeof SITES].domain, '/rider/not-a-real-link'));
  expect(forged?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: words.notFound })).toBeVisible();
  await expectAccessible(page, `a forged rider link (${language})`);
});

test('a buyer names a rider at checkout, is refused for a child under the minimum age, fixes it, pays, and finds the rider on My booking', async ({ page }, { project }) => {
  test.setTimeout(150_000);
  const { domain, slug } = SITES[project.name as keyof typeof SITES];
  const language = languageOfProject(project.name);
  const words = TEXT[language];
  const email = unique('checkout-riders');
  const panel = await chooseTickets(page, domain, slug, 'weekday');
  await panel.getByRole('button', { name: words.more(words.family) }).click();
  await panel.getByRole('button', { name: words.fewer(words.adult) }).click();
  await panel.getByRole('button', { name: WORDS[language].add }).click();
  await expect(panel.getByRole('status').filter({ hasText: WORDS[language].added })).toBeVisible();
  await page.getByRole('dialog', { name: WORDS[language].cartDialog }).getByRole('button', { name: WORDS[language].keepBrowsing }).click();

  await page.goto(site(domain, '/checkout'));
  await fillDetails(page, email, language);
  const section = page.getByRole('group', { name: words.checkoutRiders });
  // The family pass's four people, each collapsed until opened.
  await expect(section.locator('summary')).toHaveCount(4);
  await expect(section.getByLabel(words.name)).toHaveCount(4);
  await expect(section.getByLabel(words.name).first()).toBeHidden();
  await section.locator('summary').filter({ hasText: words.person(1) }).click();
  const first = section.locator('details').filter({ has: page.locator('summary').filter({ hasText: words.person(1) }) });
  const tama = { name: 'Tama Ngata', dateOfBirth: bornYearsAgo(6) };
  await first.getByLabel(words.name).fill(tama.name);
  await first.getByLabel(words.dateOfBirth).fill(tama.dateOfBirth);
  await first.getByLabel(words.height).fill('125');
  await first.getByLabel(words.weight).fill('24');
  await expectAccessible(page, `checkout with the riders section open (${language})`);

  const pay = async () => {
    await page.getByRole('radio', { name: domain === 'nz.localhost' ? /Windcave/ : /微信支付|WeChat Pay/ }).check();
    await page.getByRole('checkbox', { name: WORDS[language].accept }).check();
    await page.getByRole('button', { name: WORDS[language].payNow }).click();
  };
  // Tama is 6 on the day: refused beside his fields, naming the limit, in the visitor's language; nothing sold.
  await pay();
  await expect(page.getByRole('alert').filter({ hasText: words.riderRefused })).toBeVisible();
  await expect(first).toContainText(words.refused);
  await expect(first).toContainText(words.tooYoung);
  await expect(first.getByLabel(words.name)).toHaveValue(tama.name);
  await expect(page.getByLabel(WORDS[language].details.email, { exact: true })).toHaveValue(email);
  await keepShot(page, { path: path.join(SHOTS, `${project.name}-${language}-checkout-refused.png`), fullPage: true });
  expect(await query(`select 1 from orders where customer->>'email' = $1`, [email])).toEqual([]);

  // His date of birth was a year off: fixed, and the order goes through with him on the ticket.
  await first.getByLabel(words.dateOfBirth).fill(bornYearsAgo(9));
  await pay();
  if (domain === 'nz.localhost') await page.getByRole('button', { name: 'Approve' }).click();
  else await confirmQrPayment(page);
  await expect(page.getByRole('heading', { name: WORDS[language].booked })).toBeVisible({ timeout: 15_000 });

  const mail = await mailTo(email, 20_000, words.confirmed);
  const link = /https?:\/\/\S+\/my-booking\/[\w.-]+/.exec(mail.text ?? '')?.[0];
  expect(link, 'the confirmation links to My booking').toBeDefined();
  await page.goto(link!);
  const riders = page.getByRole('region', { name: words.riders });
  await expect(riders.getByRole('listitem', { name: words.rider(1) }).getByText(tama.name, { exact: true })).toBeVisible();
  await expect(riders.getByRole('listitem', { name: words.rider(2) }).getByText(words.toName)).toBeVisible();
});
