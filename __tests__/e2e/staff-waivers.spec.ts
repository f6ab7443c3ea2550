import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { waiverSeal, type SealedFields } from '../../lib/server/riders/waiver-seal';
import { keepShot } from './shots';
import { expectAccessible } from './axe';
import { query } from './helpers';
import { addStaffAccount, admin, openFromMenu, signInAs } from './staff';

/*
 * The waiver desk. A Queenstown manager working in Chinese writes a new Chinese version of a waiver's
 * text (version 2 beside version 1, which stays as it was) and creates a waiver; a refused empty text says
 * why in Chinese and saves nothing. Staff find a signed waiver by the rider's name, read it exactly as
 * signed with its seal verified, and print it without the back office's frame. Each screen passes axe,
 * in each language, at desktop and phone widths.
 */

test.describe.configure({ timeout: 120_000 });

/**
 * Test set-up, not a staff step: a paid Queenstown booking of one zipline ticket, and its rider's signed
 * waiver as the signing page writes it (sealed over the very fields stored). Returns the signature's id.
 */
async function signedWaiver(riderName: string): Promise<{ id: string; bookingId: string }> {
  const bookingId = `SR-W${randomUUID().slice(0, 7).toUpperCase()}`;
  const [ticket] = await query<{ id: string }>(
    `with session as (select id from sessions where activity_id = 'nz-zipline' order by starts_at limit 1),
          ord as (
            insert into orders (booking_id, token, anonymous_token, idempotency_key, locale_id, status, customer, language, origin, currency, subtotal, total, expires_at, paid_at)
            values ($1, $2, gen_random_uuid(), $2, 'nz', 'paid', '{"firstName":"Mere","lastName":"Ngata","email":"mere@example.com","mobilePhone":"021 555 0199"}'::jsonb, 'en', 'http://nz.localhost', 'NZD', 12900, 12900, now(), now())
            returning id),
          item as (
            insert into order_items (order_id, activity_id, session_id, places, tickets, total)
            select ord.id, 'nz-zipline', session.id, 1, '[]'::jsonb, 12900 from ord, session returning id)
     insert into tickets (order_item_id, variation_id, code)
     select item.id, (select id from variations where activity_id = 'nz-zipline' order by id limit 1), $3 from item
     returning id`,
    [bookingId, randomUUID(), `TK-${randomUUID()}`],
  );
  const [rider] = await query<{ id: string }>(`insert into riders (ticket_id, seat, name, date_of_birth, height_cm, weight_kg) values ($1, 0, $2, '2012-03-04', 142, 38) returning id`, [ticket.id, riderName]);
  const [text] = await query<{ id: string; body: string }>(`select id, body from waiver_texts where waiver_id = 'queenstown-release' and language = 'en' order by version limit 1`);
  const fields: SealedFields = {
    waiverTextId: text.id,
    waiverBody: text.body,
    rider: { name: riderName, dateOfBirth: '2012-03-04', heightCm: 142, weightKg: 38, answers: {} },
    signerName: 'Mere Ngata',
    signerEmail: 'mere@example.com',
    guardianRelationship: 'Mother',
    drawing: 'M10 40 L30 10 L50 40 L70 10 L90 40 m10 -20 l60 0',
    signedAt: new Date(Date.now() - 3_600_000),
    clientAddress: '203.0.113.9',
    userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0',
  };
  const [signature] = await query<{ id: string }>(
    `insert into waiver_signatures (rider_id, waiver_text_id, rider, signer_name, signer_email, guardian_relationship, drawing, signed_at, client_address, user_agent, seal)
     values ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [rider.id, text.id, JSON.stringify(fields.rider), fields.signerName, fields.signerEmail, fields.guardianRelationship, fields.drawing, fields.signedAt.toISOString(), fields.clientAddress, fields.userAgent, waiverSeal(fields)],
  );
  return { id: signature.id, bookingId };
}

async function shoot(page: Page, name: string, project: string) {
  await keepShot(page, { path: test.info().outputPath(`${name}-${project}.png`), fullPage: true });
}

test('a manager writes a new Chinese version of a waiver, and a signed waiver is found, read and printed', async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  const riderName = `Aroha ${randomUUID().slice(0, 6)}`;
  const signed = await signedWaiver(riderName);
  await signInAs(page, await addStaffAccount('manager', ['queenstown'], 'zh-Hant'));

  await openFromMenu(page, '免責聲明');
  await expect(page.getByRole('heading', { level: 1, name: '免責聲明' })).toBeVisible();

  // A waiver of this test's own (the projects run side by side), its first Chinese text, then a second.
  const name = `滑索免責聲明 ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('名稱（供職員使用）').fill(name);
  await page.getByRole('button', { name: '新增免責聲明' }).click();
  await expect(page.getByText(`已新增${name}：請撰寫各語言的內容。`)).toBeVisible();
  const panel = page.getByRole('region', { name });
  await panel.getByRole('button', { name: `撰寫${name}的繁體中文新版本` }).click();
  const form = panel.getByRole('form', { name: '繁體中文新版本' });
  // Nothing typed: refused in Chinese, nothing saved.
  await form.getByRole('button', { name: '儲存為第 1 版' }).click();
  await expect(form.getByText('請輸入標題。')).toBeVisible();
  await expect(form.getByText('請輸入免責聲明內容。')).toBeVisible();
  await form.getByLabel('標題').fill('高空滑索免責聲明');
  await form.getByLabel('內容').fill('本人明白高空滑索涉及受傷風險。\n\n本人接受上述風險。');
  await form.getByRole('button', { name: '儲存為第 1 版' }).click();
  await expect(page.getByText(`${name}的繁體中文第 1 版已儲存，之後的簽署會使用此版本。`)).toBeVisible();

  await panel.getByRole('button', { name: `撰寫${name}的繁體中文新版本` }).click();
  await panel.getByLabel('內容').fill('本人明白高空滑索涉及受傷風險，包括墜落。\n\n本人接受上述風險。');
  await panel.getByRole('button', { name: '儲存為第 2 版' }).click();
  await expect(page.getByText(`${name}的繁體中文第 2 版已儲存，之後的簽署會使用此版本。`)).toBeVisible();
  await expect(panel.getByText(/^第 2 版 · manager-.*@staff\.test 於/)).toBeVisible();
  await panel.getByText('1 個舊版本').click();
  await expect(panel.getByText('本人明白高空滑索涉及受傷風險。', { exact: false }).first()).toBeVisible();
  const [versions] = await query<{ versions: number[]; first: string }>(
    `select array_agg(t.version order by t.version) as versions, (array_agg(t.body order by t.version))[1] as first from waiver_texts t join waivers w on w.id = t.waiver_id where w.name = $1 and t.language = 'zh-Hant'`,
    [name],
  );
  expect(versions).toEqual({ versions: [1, 2], first: '本人明白高空滑索涉及受傷風險。\n\n本人接受上述風險。' });
  await expectAccessible(page, `waivers (zh-Hant, ${project})`);
  await shoot(page, 'waivers-zh', project);

  // The signature, found by the rider's name.
  await page.getByLabel('預訂編號或參加者姓名').fill(riderName);
  await page.getByRole('button', { name: '搜尋', exact: true }).click();
  const found = page.getByRole('table', { name: '已簽署的免責聲明，最新的在前' });
  await expect(found.getByRole('row')).toHaveCount(2);
  await expect(found).toContainText(signed.bookingId);
  await found.getByRole('link', { name: riderName }).click();
  await expect(page).toHaveURL(admin(`/waivers/signatures/${signed.id}`));
  await expect(page.getByText('封印已核實：此記錄與簽署時完全相同。')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Mere Ngata的手寫簽名' })).toBeVisible();
  await expect(page.getByText('Mother')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Release of liability and assumption of risk' })).toBeVisible();
  await expectAccessible(page, `signed waiver (zh-Hant, ${project})`);
  await shoot(page, 'signature-zh', project);

  // On paper: the waiver alone, no header, menu or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: '後台選單' })).toBeHidden();
  await expect(page.getByRole('button', { name: '列印' })).toBeHidden();
  await expect(page.getByRole('img', { name: 'Mere Ngata的手寫簽名' })).toBeVisible();
  await expect(page.getByText('封印已核實：此記錄與簽署時完全相同。')).toBeVisible();
  await shoot(page, 'signature-print-zh', project);
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: '列印' })).toBeVisible();
});

test('the gate reads a signed waiver in English, and another park’s manager is told it does not exist', async ({ page, browser }, testInfo) => {
  const project = testInfo.project.name;
  const riderName = `Tama ${randomUUID().slice(0, 6)}`;
  const signed = await signedWaiver(riderName);
  await signInAs(page, await addStaffAccount('gate', ['queenstown'], 'en'));
  await page.goto(admin('/waivers'));
  await expect(page.getByRole('heading', { level: 1, name: 'Waivers' })).toBeVisible();
  // The gate reads texts and signatures, and writes nothing.
  await expect(page.getByRole('button', { name: /Write a new version/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'New waiver' })).toHaveCount(0);
  await page.getByLabel("Booking ID or rider's name").fill(signed.bookingId.toLowerCase());
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await page.getByRole('link', { name: riderName }).click();
  await expect(page.getByText('Seal verified: this record is exactly as it was signed.')).toBeVisible();
  await expect(page.getByText('(Pacific/Auckland)')).toBeVisible();
  await expectAccessible(page, `signed waiver (en, ${project})`);
  await shoot(page, 'signature-en', project);
  await page.goto(admin('/waivers'));
  await expect(page.getByRole('table', { name: 'Signed waivers, newest first' })).toBeVisible();
  await expectAccessible(page, `waivers (en, gate, ${project})`);
  await shoot(page, 'waivers-en', project);

  const other = await browser.newPage();
  await signInAs(other, await addStaffAccount('manager', ['hong-kong'], 'en'));
  await other.goto(admin(`/waivers/signatures/${signed.id}`));
  await expect(other.getByRole('alert').filter({ hasText: 'No signed waiver' })).toHaveText('No signed waiver of your parks has this address.');
  await expect(other.getByText(riderName)).toHaveCount(0);
  await other.close();
});
