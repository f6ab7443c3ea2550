import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { keepShot } from './shots';
import { expectAccessible } from './axe';
import { PORT } from './helpers';
import { walkIn } from './journeys';
import { photo } from './pictures';
import { addStaffAccount, admin, openMenu, signInAs } from './staff';

/*
 * Issue #23: the content editor. A Hong Kong manager edits a page's English and Chinese versions side by
 * side (a new title, a new main image, a block moved down), saves drafts the public site does not show,
 * opens the preview link on the park's own domain (the draft, never indexed, never stored), publishes (both
 * public sites show it within 5 s on both instances) and reverts (the old text is back, as fast). At desktop
 * width in English (/about) and at phone width in Chinese (/venue-hire): two pages, so the two projects
 * never edit the same rows. Every screen passes axe in its language and width.
 */

test.describe.configure({ timeout: 150_000 });

const SHOTS = '/tmp/content-shots';

interface Case {
  language: 'en' | 'zh-Hant';
  path: string;
  /** The new main image's alt text, uploaded from the editor. */
  newImage: string;
  words: {
    nav: string;
    edit: string;
    en: string;
    zh: string;
    save: string;
    savedEn: RegExp;
    savedZh: RegExp;
    moveDown: RegExp;
    preview: string;
    previewLink: RegExp;
    publish: string;
    published: RegExp;
    revert: string;
    reverted: RegExp;
    menus: string;
    menusHeading: string;
    uploadNew: string;
    file: RegExp;
    alt: RegExp;
    upload: string;
  };
}

const CASES: Record<string, Case> = {
  desktop: {
    language: 'en',
    path: '/about',
    newImage: 'Harbour lights over the zipline platform at dusk',
    words: {
      nav: 'Content',
      edit: 'Edit the page /about',
      en: 'English',
      zh: '中文 (Chinese)',
      save: 'Save draft',
      savedEn: /English draft saved/,
      savedZh: /中文 \(Chinese\) draft saved/,
      moveDown: /^Move Block 1: .+ down$/,
      preview: 'Preview',
      previewLink: /Open the English preview/,
      publish: 'Publish',
      published: /page published/,
      revert: 'Revert to previous',
      reverted: /page reverted/,
      menus: 'Menus and footer',
      menusHeading: 'Menus and footer',
      uploadNew: 'Upload new image…',
      file: /^Picture/,
      alt: /^Alt text/,
      upload: 'Upload',
    },
  },
  phone: {
    language: 'zh-Hant',
    path: '/venue-hire',
    newImage: '黃昏時分滑索平台上的海港燈光',
    words: {
      nav: '內容',
      edit: '編輯頁面 /venue-hire',
      en: 'English（英文）',
      zh: '中文',
      save: '儲存草稿',
      savedEn: /已儲存English（英文）草稿/,
      savedZh: /已儲存中文草稿/,
      moveDown: /^將區塊 1：.+下移$/,
      preview: '預覽',
      previewLink: /開啟English（英文）預覽/,
      publish: '發佈',
      published: /已發佈/,
      revert: '還原上一版本',
      reverted: /已還原/,
      menus: '選單及頁尾',
      menusHeading: '選單及頁尾',
      uploadNew: '上載新圖片…',
      file: /^圖片檔案/,
      alt: /^替代文字/,
      upload: '上載',
    },
  },
};

/** GET as a browser would, from the instance the URL's port names (Node does not resolve *.localhost: 127.0.0.1 with the Host). */
const get = (request: APIRequestContext, url: string) => {
  const target = new URL(url);
  return request.get(url.replace(target.host, `127.0.0.1:${target.port}`), { headers: { host: target.host } });
};

/** A public page as a visitor's browser gets it from one instance (no cookie), its HTML. */
async function publicHtml(request: APIRequestContext, domain: string, path: string, port: number): Promise<string> {
  const response = await get(request, `http://${domain}:${port}${path}`);
  expect(response.status()).toBe(200);
  return response.text();
}

/** Both instances' copies of both sites' page: what every visitor sees, wherever the load balancer sends them. */
const everywhere = (path: string) => [PORT, PORT + 1].flatMap((port) => ['hk.localhost', 'zh.hk.localhost'].map((domain) => ({ domain, port, path })));

async function shot(page: Page, name: string, project: string) {
  mkdirSync(SHOTS, { recursive: true });
  await keepShot(page, { path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
}

test('a Hong Kong manager edits a page in both languages, previews, publishes and reverts it', async ({ page, request }, testInfo) => {
  const it = CASES[testInfo.project.name];
  const project = testInfo.project.name;
  const stamp = `${Date.now().toString(36)}`;
  const enTitle = `Edited ${stamp}`;
  const zhTitle = `已編輯 ${stamp}`;
  await signInAs(page, await addStaffAccount('manager', ['hong-kong'], it.language));

  // The site's pages by path, each language's title side by side.
  await page.getByRole('link', { name: it.words.nav, exact: true }).first().click();
  await expect(page).toHaveURL(admin('/content'));
  await expect(page.getByRole('heading', { name: it.words.nav, level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', it.language);
  await expectAccessible(page, `content (${it.language})`);
  await shot(page, 'content', project);

  // Before: every instance has the live page (and keeps a copy of it).
  const pages = everywhere(it.path);
  const before = await Promise.all(pages.map((where) => publicHtml(request, where.domain, where.path, where.port)));
  for (const html of before) expect(html).not.toContain(stamp);

  await page.getByRole('link', { name: it.words.edit }).click();
  const en = page.getByRole('form', { name: it.words.en, exact: true });
  const zh = page.getByRole('form', { name: it.words.zh, exact: true });
  await expect(en).toBeVisible();
  await expect(zh).toBeVisible();
  await expectAccessible(page, `page editor (${it.language})`);

  // English: a new title, a new main image, the first block moved down.
  await en.locator(`[id="hk:${it.path}-title"]`).fill(enTitle);
  // The new main image is uploaded from the editor itself, and chosen at once.
  await en.getByRole('button', { name: it.words.uploadNew }).first().click();
  const upload = en.getByRole('group', { name: it.words.uploadNew.replace('…', '') });
  await upload.getByLabel(it.words.file).setInputFiles(await photo(testInfo.outputPath('harbour.jpg'), '#0b3d5c'));
  await upload.getByLabel(it.words.alt).fill(it.newImage);
  await upload.getByRole('button', { name: it.words.upload, exact: true }).click();
  await expect(upload).toBeHidden();
  await expect(en.locator(`[id="hk:${it.path}-hero"] option:checked`)).toHaveText(it.newImage);
  const firstBlock = await en.locator('fieldset[data-block]').first().getAttribute('data-block');
  await en.getByRole('button', { name: it.words.moveDown }).click();
  await expect(en.locator('fieldset[data-block]').nth(1)).toHaveAttribute('data-block', firstBlock!);
  await en.getByRole('button', { name: it.words.save }).click();
  await expect(en.getByRole('status').filter({ hasText: it.words.savedEn })).toBeVisible();
  // Saved: the block stays where it was moved.
  await expect(en.locator('fieldset[data-block]').nth(1)).toHaveAttribute('data-block', firstBlock!);

  // Chinese: a new title.
  await zh.locator(`[id="zh-hk:${it.path}-title"]`).fill(zhTitle);
  await zh.getByRole('button', { name: it.words.save }).click();
  await expect(zh.getByRole('status').filter({ hasText: it.words.savedZh })).toBeVisible();
  await expectAccessible(page, `page editor with drafts (${it.language})`);
  await shot(page, 'editor', project);

  // Drafts are not public.
  for (const where of pages) expect(await publicHtml(request, where.domain, where.path, where.port)).not.toContain(stamp);

  // The preview link: the draft, on the park's own domain, never indexed, never stored.
  await en.getByRole('button', { name: it.words.preview, exact: true }).click();
  const link = en.getByRole('link', { name: it.words.previewLink });
  await expect(link).toBeVisible();
  const url = (await link.getAttribute('href'))!;
  expect(url).toMatch(new RegExp(`^http://hk\\.localhost:${PORT}/_preview/[\\w-]+\\.\\d+\\.[\\w-]+$`));
  const answer = await get(request, url);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toContain('no-store');
  expect(answer.headers()['x-robots-tag']).toContain('noindex');
  expect(await answer.text()).toContain(enTitle);
  // Asked again, from the other instance too: never a copy (each answer is rendered, each says no-store).
  const again = await get(request, url.replace(`:${PORT}/`, `:${PORT + 1}/`));
  expect(again.headers()['cache-control']).toContain('no-store');
  expect(await again.text()).toContain(enTitle);
  // A tampered or foreign token: the site's "not found", never an error.
  const tampered = await get(request, url.replace(/\.(\d+)\./, (_, expires: string) => `.${Number(expires) + 3600}.`));
  expect(tampered.status()).toBe(404);
  expect(tampered.headers()['x-robots-tag']).toContain('noindex');
  const elsewhere = await get(request, url.replace('//hk.localhost', '//zh.hk.localhost'));
  expect(elsewhere.status()).toBe(404);
  const preview = await page.context().newPage();
  await preview.goto(url);
  await expect(preview.getByRole('heading', { name: enTitle, level: 1 })).toBeVisible();
  // It says it is a preview, in sight at the top however far it scrolls; the live page never does.
  const banner = preview.getByRole('complementary', { name: 'Preview' });
  await expect(banner).toHaveText('Preview — not published. Visitors see the live page until it is published.');
  await preview.mouse.wheel(0, 2000);
  await expect(banner).toBeInViewport();
  await preview.goto(url.replace(/\/_preview\/.*$/, it.path));
  await expect(preview.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
  await preview.close();

  // Publish both: every instance shows both within 5 s.
  await en.getByRole('button', { name: it.words.publish, exact: true }).click();
  await expect(en.getByRole('status').filter({ hasText: it.words.published })).toBeVisible();
  await zh.getByRole('button', { name: it.words.publish, exact: true }).click();
  await expect(zh.getByRole('status').filter({ hasText: it.words.published })).toBeVisible();
  const published = Date.now();
  for (const where of pages) {
    const expected = where.domain === 'hk.localhost' ? enTitle : zhTitle;
    await expect.poll(() => publicHtml(request, where.domain, where.path, where.port), { timeout: Math.max(500, 5_000 - (Date.now() - published)), intervals: [250] }).toContain(expected);
  }
  // The English page's main picture is the one uploaded, served from /media.
  expect(await publicHtml(request, 'hk.localhost', it.path, PORT)).toMatch(/\/media\/[0-9a-f]{64}\/wide\.(webp|jpg)/);
  await expectAccessible(page, `page editor after publishing (${it.language})`);

  // Revert both, one click each: the old pages are back everywhere within 5 s.
  await en.getByRole('button', { name: it.words.revert }).click();
  await expect(en.getByRole('status').filter({ hasText: it.words.reverted })).toBeVisible();
  await zh.getByRole('button', { name: it.words.revert }).click();
  await expect(zh.getByRole('status').filter({ hasText: it.words.reverted })).toBeVisible();
  const reverted = Date.now();
  for (const where of pages) {
    await expect.poll(() => publicHtml(request, where.domain, where.path, where.port), { timeout: Math.max(500, 5_000 - (Date.now() - reverted)), intervals: [250] }).not.toContain(stamp);
  }
  await expect(en.locator(`[id="hk:${it.path}-title"]`)).not.toHaveValue(enTitle);
  await shot(page, 'editor-reverted', project);

  // The menus and footer screen reads and passes axe too.
  await page.goto(admin('/content'));
  await page.getByRole('link', { name: it.words.menus }).click();
  await expect(page.getByRole('heading', { name: it.words.menusHeading, level: 1 })).toBeVisible();
  await expectAccessible(page, `menus (${it.language})`);
  await shot(page, 'menus', project);
});

test('a gate account cannot open the content screens', async ({ page }) => {
  walkIn('en');
  await signInAs(page, await addStaffAccount('gate', ['hong-kong']));
  for (const path of ['/content', '/content/page?site=hong-kong&path=%2Fabout', '/content/menus']) {
    const answer = await page.goto(admin(path));
    expect(answer?.status()).toBe(403);
  }
  await expect((await openMenu(page)).getByRole('link', { name: 'Content' })).toHaveCount(0);
});
