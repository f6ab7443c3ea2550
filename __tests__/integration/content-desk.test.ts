import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import type { PageVersion } from '@/lib/domain/content-desk';
import { pageCacheKey } from '@/lib/domain/shared-page-cache';
import { invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import {
  contentPage,
  contentPages,
  contentPreviewLink,
  discardContentDraft,
  previewKey,
  previewPage,
  publishContentPage,
  revertContentPage,
  saveContentDraft,
  saveContentMenus,
  signPreviewToken,
  verifyPreviewToken,
  type ContentResult,
  type PageEditor,
} from '@/lib/server/content-desk';
import { invalidatePages } from '@/lib/server/content';
import { serveGraphQL } from '@/lib/server/graphql/endpoint';
import { invalidateLocales } from '@/lib/server/locales/locale-service';
import { closeDb } from '@/lib/server/platform/db/client';
import { addStaff, auditTrail, createSignInLink, findStaffByEmail, signInWithLink, type StaffMember } from '@/lib/server/staff';
import { startAdminHttp, type AdminHttp } from '../helpers/admin-http';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The content desk (issue #23) on a real PostgreSQL: a Hong Kong manager's draft is invisible to the public
 * API until published; publishing keeps the previous version, which one revert puts back (and a second
 * revert takes away again); HTML is sanitised on save; bad versions change nothing; preview tokens are
 * refused when tampered with or expired; the gate and another park's manager are refused; every change is
 * audited and every visible one recorded as a `content` site change for the locale's host.
 */
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let publicApi: Server;
let publicUrl: string;
let http: AdminHttp;
let hkManager: StaffMember;
let nzManager: StaffMember; // Queenstown
let gate: StaffMember; // Queenstown
let owner: StaffMember;

const EN = 'hk:/about';
const ZH = 'zh-hk:/about';

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
  await seedIfEmpty(database.db, sandbox.sandboxUrl);
  await seedDemoStaff(database.db);
  invalidateCatalogue();
  invalidateLocales();
  invalidatePages();
  const added = await addStaff({ email: 'hk-manager@summit-rush.test', role: 'manager', parks: ['hong-kong'], language: 'zh-Hant', displayName: 'Ho' }, { label: 'command line' }, database.db);
  if (!added.ok) throw new Error(added.code);
  [hkManager, nzManager, gate, owner] = await Promise.all(['hk-manager', 'manager', 'gate', 'owner'].map(async (name) => (await findStaffByEmail(`${name}@summit-rush.test`, database.db))!));
  publicApi = createServer((req, res) => serveGraphQL(req, res));
  await new Promise<void>((resolve) => publicApi.listen(0, '127.0.0.1', resolve));
  publicUrl = `http://127.0.0.1:${(publicApi.address() as AddressInfo).port}/api/graphql`;
  http = await startAdminHttp();
});

afterAll(async () => {
  await http?.close();
  await new Promise((resolve) => publicApi.close(resolve));
  await closeDb();
  await database.drop();
  await sandbox.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute<T & Record<string, unknown>>(query)).rows;

/** The public site's API, as a visitor's browser on a park's site asks it. */
async function publicQuery<T>(query: string, variables: Record<string, unknown>, origin: string): Promise<T> {
  const response = await fetch(publicUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-page-origin': origin }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const PAGE = `query($path: String!) { getPage(path: $path) { title blocks { __typename } } }`;
const publicPage = async (origin = 'http://hk.localhost:3000') => (await publicQuery<{ getPage: { title: string; blocks: { __typename: string }[] } }>(PAGE, { path: '/about' }, origin)).getPage;
const MENU = `query($domain: String!) { getLocale(domain: $domain) { menu { path menuTitle } } }`;

function done(result: ContentResult<PageEditor>): PageEditor {
  if (result.kind !== 'done') throw new Error(`Not done: ${JSON.stringify(result)}`);
  return result.value;
}

const live = (editor: PageEditor, pageId: string) => JSON.parse(editor.columns.find((column) => column.pageId === pageId)!.published) as PageVersion;
const draftOf = (editor: PageEditor, pageId: string) => {
  const text = editor.columns.find((column) => column.pageId === pageId)!.draft;
  return text ? (JSON.parse(text) as PageVersion) : null;
};

async function cookieFor(email: string): Promise<string> {
  const link = await createSignInLink(email, { label: 'command line' });
  if (!link.ok) throw new Error(link.code);
  const session = await signInWithLink(link.token, null);
  if (!session.ok) throw new Error('sign-in refused');
  return `sr_staff=${session.token}`;
}

describe('who may edit', () => {
  it('refuses the gate and another park’s manager, before looking at the input, and changes nothing', async () => {
    expect(await contentPages(gate, 'queenstown')).toBeNull();
    expect(await contentPages(nzManager, 'hong-kong')).toBeNull();
    expect(await contentPages(nzManager, null)).toBeNull();
    expect(await contentPage(nzManager, 'hong-kong', '/about')).toBeNull();
    expect((await saveContentDraft(nzManager, EN, 'not json')).kind).toBe('forbidden');
    expect((await saveContentDraft(gate, 'nz:/about', JSON.stringify({ title: 'Gate' }))).kind).toBe('forbidden');
    expect((await publishContentPage(nzManager, EN)).kind).toBe('forbidden');
    expect((await revertContentPage(gate, 'nz:/about')).kind).toBe('forbidden');
    expect((await saveContentMenus(nzManager, 'hk', [])).kind).toBe('forbidden');
    expect(await contentPreviewLink(nzManager, EN)).toBeNull();
    expect((await rows(sql`select id from pages where draft is not null`)).length).toBe(0);
    // The global site (no park) is an owner's.
    expect((await contentPages(owner, null))?.paths.length).toBeGreaterThan(0);
  });

  it('answers FORBIDDEN through the back office API to a gate account', async () => {
    const cookie = await cookieFor('gate@summit-rush.test');
    const answer = await http.graphql(cookie, 'query { contentPages(parkId: "queenstown") { name } }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const save = await http.graphql(cookie, 'mutation { publishContentPage(pageId: "nz:/about") { __typename } }');
    expect(save.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('drafts, publishing and reverting', () => {
  let original: PageVersion;
  let edited: PageVersion;

  it('lists the park’s paths with both languages side by side', async () => {
    const site = (await contentPages(hkManager, 'hong-kong'))!;
    expect(site.locales.map((locale) => locale.language)).toEqual(['en', 'zh-Hant']);
    const about = site.paths.find((entry) => entry.path === '/about')!;
    expect(about.locales.map((page) => page.pageId)).toEqual([EN, ZH]);
    const editor = (await contentPage(hkManager, 'hong-kong', '/about'))!;
    expect(editor.columns.map((column) => column.publicUrl)).toEqual(['http://hk.localhost:3000/about', 'http://zh.hk.localhost:3000/about']);
    original = live(editor, EN);
  });

  it('keeps a draft from the public site, with a new image and a reordered block, audited', async () => {
    edited = { ...original, title: 'About us (draft)', heroImageId: 'combo-pass', blocks: [...original.blocks].reverse() };
    const editor = done(await saveContentDraft(hkManager, EN, JSON.stringify(edited)));
    expect(draftOf(editor, EN)).toMatchObject({ title: 'About us (draft)', heroImageId: 'combo-pass' });
    expect(draftOf(editor, EN)!.blocks.map((block) => block.type)).toEqual(['Image', 'HtmlContent']);
    const seen = await publicPage();
    expect(seen.title).toBe(original.title);
    expect(seen.blocks.map((block) => block.__typename)).toEqual(['HtmlContent', 'Image']);
    const trail = await auditTrail(`page:${EN}`);
    expect(trail.map((entry) => entry.action)).toContain('page.saveDraft');
  });

  it('sanitises HTML on save and says so', async () => {
    const version = { ...original, title: '關於我們（草稿）', blocks: [{ type: 'HtmlContent', html: '<p onclick="steal()">你好<script>alert(1)</script></p>' }] };
    const result = await saveContentDraft(hkManager, ZH, JSON.stringify(version));
    expect(result.kind === 'done' && result.cleaned).toBe(true);
    const [row] = await rows<{ draft: PageVersion }>(sql`select draft from pages where id = ${ZH}`);
    expect(row.draft.blocks).toEqual([{ type: 'HtmlContent', html: '<p>你好</p>' }]);
    const clean = await saveContentDraft(hkManager, ZH, JSON.stringify({ ...version, blocks: [{ type: 'HtmlContent', html: '<p>你好</p>' }] }));
    expect(clean.kind === 'done' && clean.cleaned).toBe(false);
  });

  it('refuses a bad version with its fields’ problems and changes nothing', async () => {
    const before = await rows(sql`select draft, title from pages where id = ${EN}`);
    const bad = await saveContentDraft(hkManager, EN, JSON.stringify({ ...edited, title: ' ', blocks: [{ type: 'Cta', heading: '', text: '', label: 'Go', href: 'javascript:alert(1)' }, { type: 'Marquee' }] }));
    expect(bad.kind === 'problems' && bad.problems.map((problem) => `${problem.field}:${problem.path}:${problem.code}`).sort()).toEqual(
      ['blocks:blocks[0].heading:required', 'blocks:blocks[0].href:href', 'blocks:blocks[1]:blockType', 'title:title:required'].sort(),
    );
    const unknownImage = await saveContentDraft(hkManager, EN, JSON.stringify({ ...edited, heroImageId: 'no-such-image' }));
    expect(unknownImage).toEqual({ kind: 'problems', problems: [{ field: 'form', path: 'form', code: 'image' }] });
    expect(await saveContentDraft(hkManager, EN, '{not json')).toEqual({ kind: 'problems', problems: [{ field: 'form', path: 'form', code: 'invalid' }] });
    expect(await rows(sql`select draft, title from pages where id = ${EN}`)).toEqual(before);
  });

  it('publishes: the public site shows it, the previous version is kept, audited, a content change recorded for the host', async () => {
    const changesBefore = (await rows(sql`select id from site_changes`)).length;
    const editor = done(await publishContentPage(hkManager, EN));
    expect(live(editor, EN).title).toBe('About us (draft)');
    expect(draftOf(editor, EN)).toBeNull();
    expect(editor.columns.find((column) => column.pageId === EN)!.canRevert).toBe(true);
    const seen = await publicPage();
    expect(seen.title).toBe('About us (draft)');
    expect(seen.blocks.map((block) => block.__typename)).toEqual(['Image', 'HtmlContent']);
    // The Chinese site still shows its own published page (its draft is not published).
    expect((await publicPage('http://zh.hk.localhost:3000')).title).toBe(live(editor, ZH).title);
    const [row] = await rows<{ previous: PageVersion }>(sql`select previous from pages where id = ${EN}`);
    expect(row.previous.title).toBe(original.title);
    const changes = await rows<{ change: unknown }>(sql`select change from site_changes order by id`);
    expect(changes.length).toBe(changesBefore + 1);
    expect(changes.at(-1)!.change).toEqual({ kind: 'content', hosts: ['hk.localhost'] });
    const publish = (await auditTrail(`page:${EN}`)).find((entry) => entry.action === 'page.publish')!;
    expect(publish.before).toMatchObject({ title: original.title });
    expect(publish.after).toMatchObject({ title: 'About us (draft)' });
    // Nothing left to publish.
    expect(await publishContentPage(hkManager, EN)).toEqual({ kind: 'refused', problem: 'noDraft' });
  });

  it('reverts in one step, and a second revert puts the newer version back', async () => {
    const back = done(await revertContentPage(hkManager, EN));
    expect(live(back, EN).title).toBe(original.title);
    expect((await publicPage()).title).toBe(original.title);
    expect((await publicPage()).blocks.map((block) => block.__typename)).toEqual(['HtmlContent', 'Image']);
    const again = done(await revertContentPage(hkManager, EN));
    expect(live(again, EN).title).toBe('About us (draft)');
    const actions = (await auditTrail(`page:${EN}`)).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'page.revert')).toHaveLength(2);
    done(await revertContentPage(hkManager, EN));
    // A page never published here has nothing to revert.
    expect(await revertContentPage(hkManager, 'hk:/history')).toEqual({ kind: 'refused', problem: 'nothingToRevert' });
  });

  it('discards a draft, audited, the live page unchanged', async () => {
    const editor = done(await discardContentDraft(hkManager, ZH));
    expect(draftOf(editor, ZH)).toBeNull();
    expect((await auditTrail(`page:${ZH}`)).map((entry) => entry.action)).toContain('page.discardDraft');
  });

  it('answers through the API with its result unions: the form’s typed problems, a refusal, the page with its instants', async () => {
    const cookie = await cookieFor('hk-manager@summit-rush.test');
    const SAVE = `mutation ($pageId: ID!, $version: String!) { saveContentDraft(pageId: $pageId, version: $version) {
      __typename ... on ContentDraftSaved { sanitised page { type columns { pageId language type draftSavedAt updatedAt } } } ... on ContentFormRefused { problems { field path code } } } }`;
    const bad = await http.graphql(cookie, SAVE, { pageId: ZH, version: JSON.stringify({ ...original, title: ' ' }) });
    expect(bad.data?.saveContentDraft).toEqual({ __typename: 'ContentFormRefused', problems: [{ field: 'title', path: 'title', code: 'required' }] });
    const saved = (await http.graphql(cookie, SAVE, { pageId: ZH, version: JSON.stringify({ ...original, title: '關於我們' }) })).data?.saveContentDraft as {
      __typename: string;
      sanitised: boolean;
      page: { type: string; columns: { pageId: string; language: string; type: string; draftSavedAt: string | null; updatedAt: string }[] };
    };
    expect(saved).toMatchObject({ __typename: 'ContentDraftSaved', sanitised: false, page: { type: 'AboutPage' } });
    const column = saved.page.columns.find((candidate) => candidate.pageId === ZH)!;
    expect(column).toMatchObject({ language: 'zh-Hant', type: 'AboutPage' });
    expect(column.draftSavedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(column.updatedAt)).not.toBeNaN();
    const PUBLISH = `mutation ($pageId: ID!) { publishContentPage(pageId: $pageId) { __typename ... on ContentPageRefused { problem } } }`;
    expect((await http.graphql(cookie, PUBLISH, { pageId: EN })).data?.publishContentPage).toEqual({ __typename: 'ContentPageRefused', problem: 'noDraft' });
    const DISCARD = `mutation ($pageId: ID!) { discardContentDraft(pageId: $pageId) { __typename ... on ContentDraftDiscarded { page { columns { pageId draft } } } } }`;
    const discarded = (await http.graphql(cookie, DISCARD, { pageId: ZH })).data?.discardContentDraft as { __typename: string; page: { columns: { pageId: string; draft: string | null }[] } };
    expect(discarded.__typename).toBe('ContentDraftDiscarded');
    expect(discarded.page.columns.find((candidate) => candidate.pageId === ZH)?.draft).toBeNull();
  });
});

describe('preview links', () => {
  const key = Buffer.alloc(32, 7);

  it('accepts its own token until it expires, and refuses a tampered, forged or malformed one', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const token = signPreviewToken(EN, new Date(now.getTime() + 30 * 60_000), key);
    expect(verifyPreviewToken(token, key, now)).toEqual({ ok: true, pageId: EN, expiresAt: new Date(now.getTime() + 30 * 60_000) });
    expect(verifyPreviewToken(token, key, new Date(now.getTime() + 30 * 60_000))).toEqual({ ok: false, reason: 'expired' });
    const [page, expires, signature] = token.split('.');
    const otherPage = `${Buffer.from(ZH).toString('base64url')}.${expires}.${signature}`;
    expect(verifyPreviewToken(otherPage, key, now)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyPreviewToken(`${page}.${Number(expires) + 3600}.${signature}`, key, now)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyPreviewToken(token, Buffer.alloc(32, 8), now)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyPreviewToken('nonsense', key, now)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyPreviewToken(`${token}x`, key, now)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('hands a manager a link on the locale’s own domain that shows the draft, never kept by the page copy', async () => {
    const current = live((await contentPage(hkManager, 'hong-kong', '/about'))!, ZH);
    done(await saveContentDraft(hkManager, ZH, JSON.stringify({ ...current, title: '草稿預覽' })));
    const link = (await contentPreviewLink(hkManager, ZH))!;
    expect(link.url).toMatch(/^http:\/\/zh\.hk\.localhost:3000\/_preview\/[\w-]+\.\d+\.[\w-]{43}$/);
    expect(link.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    const token = link.url.split('/_preview/')[1];
    const checked = verifyPreviewToken(token, previewKey());
    expect(checked).toMatchObject({ ok: true, pageId: ZH });
    expect((await previewPage(ZH))!.title).toBe('草稿預覽');
    expect(pageCacheKey({ method: 'GET', url: `/_preview/${token}`, headers: { host: 'zh.hk.localhost' } })).toBeNull();
    // The public page is still the published one.
    expect((await publicPage('http://zh.hk.localhost:3000')).title).not.toBe('草稿預覽');
  });
});

describe('menus and footer', () => {
  it('sets positions and labels live, audited, recorded; refuses a bad position and changes nothing', async () => {
    const bad = await saveContentMenus(hkManager, 'hk', [{ pageId: 'hk:/history', menuOrder: '0' }]);
    expect(bad).toEqual({ kind: 'problems', problems: [{ field: 'entries', path: 'entries[0].menuOrder', code: 'position' }] });
    const foreign = await saveContentMenus(hkManager, 'hk', [{ pageId: 'zh-hk:/history', menuOrder: '6' }]);
    expect(foreign).toEqual({ kind: 'problems', problems: [{ field: 'form', path: 'form', code: 'invalid' }] });
    const cookie = await cookieFor('hk-manager@summit-rush.test');
    const MENUS = `mutation ($entries: [ContentMenuEntryInput!]!) { saveContentMenus(localeId: "hk", entries: $entries) { __typename ... on ContentFormRefused { problems { field path code } } } }`;
    expect((await http.graphql(cookie, MENUS, { entries: [{ pageId: 'hk:/history', menuOrder: '100' }] })).data?.saveContentMenus).toEqual({
      __typename: 'ContentFormRefused',
      problems: [{ field: 'entries', path: 'entries[0].menuOrder', code: 'position' }],
    });
    const result = await saveContentMenus(hkManager, 'hk', [{ pageId: 'hk:/history', menuOrder: '6', footerOrder: '2', menuTitle: 'Our story' }]);
    expect(result.kind).toBe('done');
    const menu = (await publicQuery<{ getLocale: { menu: { path: string; menuTitle: string }[] } }>(MENU, { domain: 'hk.localhost' }, 'http://hk.localhost:3000')).getLocale.menu;
    expect(menu.at(-1)).toEqual({ path: '/history', menuTitle: 'Our story' });
    expect((await auditTrail('locale:hk')).map((entry) => entry.action)).toEqual(['content.menus']);
    const changes = await rows<{ change: unknown }>(sql`select change from site_changes order by id desc limit 1`);
    expect(changes[0].change).toEqual({ kind: 'content', hosts: ['hk.localhost'] });
  });
});
