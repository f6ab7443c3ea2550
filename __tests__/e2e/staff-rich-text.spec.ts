import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { keepShot } from './shots';
import { expectAccessible } from './axe';
import { PORT } from './helpers';
import { addStaffAccount, admin, signInAs } from './staff';

/*
 * The rich-text editor of content's text blocks (components/back-office/rich-text): a Hong Kong manager
 * formats a page's text as a visitor will see it, with the toolbar and its shortcuts, never typing a tag.
 * At desktop width in English (/terms: a heading, bold text, a list, a link, a pasted table and titled
 * link, the toolbar walked with the keyboard) and at phone width in
 * Chinese (/contact's Chinese text): two pages, never the content spec's (/about, /venue-hire). Each is
 * published, checked on the public site, then reverted.
 */

test.describe.configure({ timeout: 90_000 });

const SHOTS = '/tmp/rich-text-shots';
const PASTED = '<table><tr><th>Age</th><th>Price</th></tr><tr><td>Adult</td><td>$79</td></tr></table><p>See the <a href="https://summitrush.example/faq" title="Questions answered">FAQ</a></p>';

const CASES = {
  desktop: { language: 'en', path: '/terms', column: 'English', domain: 'hk.localhost', text: 'Text', save: 'Save draft', saved: /English draft saved\. Visitors/, publish: 'Publish', published: /page published/, revert: 'Revert to previous', reverted: /page reverted/ },
  phone: { language: 'zh-Hant', path: '/contact', column: '中文', domain: 'zh.hk.localhost', text: '文字', save: '儲存草稿', saved: /已儲存中文草稿/, publish: '發佈', published: /已發佈/, revert: '還原上一版本', reverted: /已還原/ },
} as const;

const publicHtml = async (request: APIRequestContext, domain: string, path: string) => {
  const response = await request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { host: `${domain}:${PORT}` } });
  expect(response.status()).toBe(200);
  return response.text();
};

async function shot(page: Page, name: string, project: string) {
  mkdirSync(SHOTS, { recursive: true });
  await keepShot(page, { path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
}

test('a manager formats a text block in the rich-text editor and the public page shows it', async ({ page, request }, testInfo) => {
  const project = testInfo.project.name as keyof typeof CASES;
  const it = CASES[project];
  const stamp = Date.now().toString(36);
  await signInAs(page, await addStaffAccount('manager', ['hong-kong'], it.language));
  await page.goto(admin(`/content/page?site=hong-kong&path=${encodeURIComponent(it.path)}`));
  const form = page.getByRole('form', { name: it.column, exact: true });
  const editor = form.getByRole('textbox', { name: it.text, exact: true });
  await expect(editor).toBeVisible();
  const tool = (name: string) => form.getByRole('toolbar').getByRole('button', { name, exact: true });

  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  if (project === 'desktop') {
    // A heading from the toolbar, bold by its shortcut, a list from the toolbar, a link by Ctrl+K.
    await tool('Heading').click();
    await expect(tool('Heading')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type(`Safety ${stamp}`);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('Always');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(' wear a harness.');
    await page.keyboard.press('Enter');
    await tool('Bulleted list').click();
    await page.keyboard.type('Helmet');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Gloves');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Read the rules');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('ControlOrMeta+k');
    const address = form.getByRole('textbox', { name: /^Link address/ });
    await address.fill('javascript:alert(1)');
    await address.press('Enter');
    await expect(form.getByText(/Use an https:\/\/ or mailto: address/)).toBeVisible();
    await address.fill('https://summitrush.example/safety');
    await address.press('Enter');
    await expect(editor.locator('a[href="https://summitrush.example/safety"]')).toHaveText('rules');
    // The editor takes focus back a frame later (tiptap's focus command); End before then would leave
    // "rules" selected, and the paste below would replace it.
    await expect(editor).toBeFocused();
    // A price table and a titled link pasted from elsewhere (a spreadsheet, another page) are kept.
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await editor.evaluate((element, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'Age Price');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, PASTED);
    await expect(editor.locator('table th').first()).toHaveText('Age');
    await expect(editor.locator('a[title="Questions answered"]')).toHaveText('FAQ');
    // The toolbar is one tab stop, walked with the arrow keys, Home and End; Tab goes on to the text.
    await page.keyboard.press('Shift+Tab');
    await expect(tool('Bold')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tool('Italic')).toBeFocused();
    await page.keyboard.press('End');
    await expect(tool('Undo')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tool('Bold')).toBeFocused();
    await expect(tool('Italic')).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('Tab');
    await expect(editor).toBeFocused();
  } else {
    await page.keyboard.type(`歡迎致電查詢 ${stamp}`);
    await page.keyboard.press('Enter');
    await tool('編號清單').click();
    await page.keyboard.type('星期一至五');
  }
  await expectAccessible(page, `rich-text editor (${it.language})`);
  await shot(page, 'editor', project);
  const toolbarBox = await form.getByRole('toolbar').boundingBox();
  expect(toolbarBox!.x + toolbarBox!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  // Saved with nothing removed: the sanitiser had nothing to take out of what the editor made.
  await form.getByRole('button', { name: it.save }).click();
  await expect(form.getByRole('status').filter({ hasText: it.saved })).toBeVisible();
  await form.getByRole('button', { name: it.publish, exact: true }).click();
  await expect(form.getByRole('status').filter({ hasText: it.published })).toBeVisible();

  await expect.poll(() => publicHtml(request, it.domain, it.path), { timeout: 5_000, intervals: [250] }).toContain(stamp);
  const html = await publicHtml(request, it.domain, it.path);
  if (project === 'desktop') {
    expect(html).toContain(`<h2>Safety ${stamp}</h2>`);
    expect(html).toContain('<strong>Always</strong> wear a harness.');
    expect(html).toMatch(/<ul><li><p>Helmet<\/p><\/li><li><p>Gloves<\/p><\/li><\/ul>/);
    expect(html).toContain('<a href="https://summitrush.example/safety">rules</a>');
    expect(html).toMatch(/<table><tbody><tr><th[^>]*><p>Age<\/p><\/th><th[^>]*><p>Price<\/p><\/th><\/tr><tr><td[^>]*><p>Adult<\/p><\/td>/);
    expect(html).toContain('<a href="https://summitrush.example/faq" title="Questions answered">FAQ</a>');
  } else {
    expect(html).toContain(`<p>歡迎致電查詢 ${stamp}</p>`);
    expect(html).toMatch(/<ol><li><p>星期一至五<\/p><\/li><\/ol>/);
  }
  const visitor = await page.context().newPage();
  await visitor.goto(`http://${it.domain}:${PORT}${it.path}`);
  await expect(visitor.getByText(project === 'desktop' ? `Safety ${stamp}` : `歡迎致電查詢 ${stamp}`)).toBeVisible();
  await shot(visitor, 'public', project);
  await visitor.close();

  // Put the page back for the other specs.
  await form.getByRole('button', { name: it.revert }).click();
  await expect(form.getByRole('status').filter({ hasText: it.reverted })).toBeVisible();
});
