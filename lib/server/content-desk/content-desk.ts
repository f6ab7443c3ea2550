import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { ContentBlock, PageData, PageType } from '@/lib/domain/content';
import { dataFor, menusSchema, pageVersionSchema, sameVersion, typedContentProblem, type ContentPageProblem, type ContentProblemCode, type PageVersion, type TypedContentProblem } from '@/lib/domain/content-desk';
import { validateForm, type FieldProblem } from '@/lib/domain/form-validation';
import { toLanguage, type Language } from '@/lib/domain/language';
import { mayAct } from '@/lib/domain/staff-access';
import { invalidatePages } from '../content';
import { listLocales, siteOrigin, type LocaleRecord } from '../locales';
import { recordChange } from '../platform/changes';
import { db, type Database } from '../platform/db/client';
import { activities, pages, type PageRow } from '../platform/db/schema';
import { sanitizeHtmlReport } from '../platform/html-sanitizer';
import { recordStaffAction, type StaffMember } from '../staff';
import { imagesUsableIn, parkImages } from '../images';
import { PREVIEW_MINUTES, previewKey, signPreviewToken } from './preview-token';
import { parseJson } from '@/lib/domain/request-body';

/*
 * The content desk (issue #23): a park's site pages as its managers and owners edit them, each path's
 * versions in the park's languages side by side. Staff save a draft (the public site never reads it),
 * preview it through a signed link on the park's own domain, publish it (the live version is kept as the
 * previous one) and revert (the live and previous versions swap, so a revert can itself be reverted).
 * Menus and footers (positions and labels) are set directly: they are live on save.
 *
 * Every change is one transaction: the member's right over the page's own park (its locale's; the global
 * site, which has no park, is an owner's), read from the row and never from the browser; the form's
 * schema again over what the API received; HTML blocks sanitised before they are stored; the change;
 * its audit entry with before and after; and, when visitors see it, `recordChange` (kind `content`, the
 * locale's host), so every instance drops the content copy and the host's pages from its page copy.
 */

export interface ContentSite {
  /** null: the operator's global site. */
  parkId: string | null;
  name: string;
}

export interface DeskPageLocale {
  pageId: string;
  localeId: string;
  language: Language;
  title: string;
  hasDraft: boolean;
  canRevert: boolean;
  menuTitle: string | null;
  menuOrder: number | null;
  footerOrder: number | null;
}

export interface DeskPagePath {
  path: string;
  type: PageType;
  locales: DeskPageLocale[];
}

export interface ContentPages {
  parkId: string | null;
  name: string;
  locales: { id: string; language: Language; domain: string }[];
  paths: DeskPagePath[];
}

export interface PageColumn {
  pageId: string;
  localeId: string;
  language: Language;
  publicUrl: string;
  type: PageType;
  /** JSON of PageVersion. */
  published: string;
  draft: string | null;
  draftSavedAt: Date | null;
  canRevert: boolean;
  updatedAt: Date;
}

export interface PageEditor {
  parkId: string | null;
  path: string;
  type: PageType;
  columns: PageColumn[];
  images: { id: string; title: string; url: string }[];
  activities: { id: string; title: string }[];
}

/** A field refused and why, as the API types it (lib/domain/content-desk.ts typedContentProblem). */
export type FormProblem = TypedContentProblem;

/**
 * A change's answer: done (with the sanitiser's report for a draft), the form's problems (nothing saved),
 * a page action refused (publish with no draft, revert with nothing kept), or not allowed.
 */
export type Done<T> = { kind: 'done'; value: T; cleaned?: boolean };
export type Problems = { kind: 'problems'; problems: FormProblem[] };
export type Refused = { kind: 'refused'; problem: ContentPageProblem };
export type Forbidden = { kind: 'forbidden' };
export type ContentResult<T> = Done<T> | Problems | Refused | Forbidden;
/** What a form's save answers (a draft, the menus): never a page action's refusal. */
export type FormResult<T> = Done<T> | Problems | Forbidden;
/** What a page action answers (publish, revert): never a form's problems. */
export type ActionResult<T> = Done<T> | Refused | Forbidden;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const actorOf = (staff: StaffMember) => ({ staffId: staff.id, email: staff.email });
/** A problem of the whole form (what the schema cannot know: an image or activity not the site's, not JSON at all). */
const formProblem = (code: ContentProblemCode): Problems => ({ kind: 'problems', problems: [{ field: 'form', path: 'form', code }] });
const refused = (problem: ContentPageProblem): Refused => ({ kind: 'refused', problem });
const fieldProblems = (fields: FieldProblem[]): Problems => ({ kind: 'problems', problems: fields.map((field) => typedContentProblem(field.field, field.message.key)) });

/** English first, then the others by name: the editor's columns and the lists read left to right. */
const byLanguage = (a: { locale: string }, b: { locale: string }) => (a.locale === 'en' ? -1 : b.locale === 'en' ? 1 : a.locale.localeCompare(b.locale));

/** A site's locales: a park's, or the global site's (no park). */
async function siteLocales(parkId: string | null): Promise<LocaleRecord[]> {
  return (await listLocales()).filter((locale) => (locale.parkId ?? null) === parkId).sort(byLanguage);
}

/** The published version of a page row. */
export const liveVersion = (row: PageRow): PageVersion => ({
  title: row.title,
  description: row.description,
  heroImageId: row.heroImageId,
  blocks: row.blocks,
  data: row.data,
});

/** The sites a member may edit the content of: their parks (with a site), and the global site for owners. */
export async function contentSites(staff: StaffMember): Promise<ContentSite[]> {
  const locales = await listLocales();
  const sites: ContentSite[] = [];
  for (const parkId of staff.parks) {
    const first = locales.find((locale) => locale.parkId === parkId && (staff.language === 'en' || locale.locale === staff.language)) ?? locales.find((locale) => locale.parkId === parkId);
    if (first && mayAct(staff, 'manageContent', parkId)) sites.push({ parkId, name: first.title ?? first.park?.name ?? parkId });
  }
  const global = locales.find((locale) => !locale.parkId);
  if (global && mayAct(staff, 'manageContent', null)) sites.push({ parkId: null, name: global.title });
  return sites;
}

/** A site's pages, grouped by path (the home page first), for a member who may edit them; null otherwise. */
export async function contentPages(staff: StaffMember, parkId: string | null): Promise<ContentPages | null> {
  if (!mayAct(staff, 'manageContent', parkId)) return null;
  const locales = await siteLocales(parkId);
  if (!locales.length) return null;
  const rows = await db()
    .select()
    .from(pages)
    .where(inArray(pages.localeId, locales.map((locale) => locale.id)))
    .orderBy(asc(pages.path));
  const paths = new Map<string, DeskPagePath>();
  for (const locale of locales) {
    for (const row of rows.filter((candidate) => candidate.localeId === locale.id)) {
      const entry = paths.get(row.path) ?? { path: row.path, type: row.type, locales: [] };
      entry.locales.push({
        pageId: row.id,
        localeId: locale.id,
        language: toLanguage(locale.locale),
        title: row.title,
        hasDraft: row.draft !== null,
        canRevert: row.previous !== null,
        menuTitle: row.menuTitle,
        menuOrder: row.menuOrder,
        footerOrder: row.footerOrder,
      });
      paths.set(row.path, entry);
    }
  }
  const name = locales.find((locale) => locale.locale === staff.language)?.title ?? locales[0].title;
  return {
    parkId,
    name,
    locales: locales.map((locale) => ({ id: locale.id, language: toLanguage(locale.locale), domain: locale.domain })),
    paths: [...paths.values()].sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path))),
  };
}

function column(row: PageRow, locale: LocaleRecord): PageColumn {
  return {
    pageId: row.id,
    localeId: locale.id,
    language: toLanguage(locale.locale),
    publicUrl: `${siteOrigin(locale)}${row.path}`,
    type: row.type,
    published: JSON.stringify(liveVersion(row)),
    draft: row.draft ? JSON.stringify(row.draft) : null,
    draftSavedAt: row.draftSavedAt,
    canRevert: row.previous !== null,
    updatedAt: row.updatedAt,
  };
}

async function editorOf(reader: Pick<Tx, 'select'>, parkId: string | null, path: string, locales: LocaleRecord[]): Promise<PageEditor | null> {
  const rows = await reader
    .select()
    .from(pages)
    .where(and(inArray(pages.localeId, locales.map((locale) => locale.id)), eq(pages.path, path)));
  if (!rows.length) return null;
  const columns = locales.flatMap((locale) => rows.filter((row) => row.localeId === locale.id).map((row) => column(row, locale)));
  const imageRows = (await parkImages(reader, parkId)).map(({ id, title, url }) => ({ id, title, url }));
  const activityRows = parkId
    ? await reader.select({ id: activities.id, texts: activities.texts }).from(activities).where(and(eq(activities.parkId, parkId), isNull(activities.retiredAt))).orderBy(asc(activities.sortOrder), asc(activities.id))
    : [];
  return {
    parkId,
    path,
    type: columns[0].type,
    columns,
    images: imageRows,
    activities: activityRows.map((row) => ({ id: row.id, title: row.texts.en.title })),
  };
}

/** A path's page in each of the site's languages, for a member who may edit them; null otherwise. */
export async function contentPage(staff: StaffMember, parkId: string | null, path: string): Promise<PageEditor | null> {
  if (!mayAct(staff, 'manageContent', parkId)) return null;
  const locales = await siteLocales(parkId);
  return locales.length ? editorOf(db(), parkId, path, locales) : null;
}

/** A page's row and locale, locked, when the member may edit the page's site; null otherwise (or none). */
async function lockPage(tx: Tx, staff: StaffMember, pageId: string): Promise<{ row: PageRow; locale: LocaleRecord } | null> {
  const [row] = await tx.select().from(pages).where(eq(pages.id, pageId)).for('update');
  if (!row) return null;
  const locale = (await listLocales()).find((candidate) => candidate.id === row.localeId);
  if (!locale || !mayAct(staff, 'manageContent', locale.parkId ?? null)) return null;
  return { row, locale };
}

/** Whether a page may be edited by the member, read without a lock (to refuse before looking at input). */
async function pageAllowed(staff: StaffMember, pageId: string): Promise<boolean> {
  const [row] = await db().select({ localeId: pages.localeId }).from(pages).where(eq(pages.id, pageId));
  if (!row) return false;
  const locale = (await listLocales()).find((candidate) => candidate.id === row.localeId);
  return !!locale && mayAct(staff, 'manageContent', locale.parkId ?? null);
}

/** Runs a change; this instance's copy of the pages' links goes once it commits (the listener does the rest). */
/** A change's answer: the page's editor as it now is (both languages), read in the change's transaction. */
async function pageAnswer(tx: Tx, locale: LocaleRecord, path: string): Promise<Done<PageEditor> | Forbidden> {
  const editor = await editorOf(tx, locale.parkId ?? null, path, await siteLocales(locale.parkId ?? null));
  return editor ? { kind: 'done', value: editor } : { kind: 'forbidden' };
}

async function change<R extends ContentResult<unknown>>(work: (tx: Tx) => Promise<R>): Promise<R> {
  const result = await db().transaction(work);
  if (result.kind === 'done') invalidatePages();
  return result;
}

const contentChanged = (tx: Tx, locale: LocaleRecord) => recordChange(tx, { kind: 'content', hosts: [locale.domain] });

/** The images a version names, for the check that each is one of the site's. */
function imagesOf(version: PageVersion): string[] {
  const ids = [version.heroImageId, ...version.blocks.map((block) => ('imageId' in block ? block.imageId : undefined)), ...(version.data.galleryImageIds ?? [])];
  return ids.filter((id): id is string => !!id);
}

/**
 * Saves a page's draft (not seen by visitors: no site change). The version is checked by the form's schema,
 * its images must be the site's and its featured activities the park's; HTML blocks are sanitised before
 * they are stored, and `cleaned` says whether the sanitiser removed anything. Audited `page.saveDraft`.
 */
export async function saveContentDraft(staff: StaffMember, pageId: string, versionJson: string, now = new Date()): Promise<FormResult<PageEditor>> {
  if (!(await pageAllowed(staff, pageId))) return { kind: 'forbidden' };
  const input = parseJson(versionJson);
  if (!input || typeof input !== 'object') return formProblem('invalid');
  const checked = await validateForm(pageVersionSchema(), input);
  if (!checked.ok) return fieldProblems(checked.fields);
  let cleaned = false;
  const blocks = (checked.values.blocks as ContentBlock[]).map((block): ContentBlock => {
    if (block.type !== 'HtmlContent') return block;
    const report = sanitizeHtmlReport(block.html);
    cleaned ||= report.removed;
    return { type: 'HtmlContent', html: report.html };
  });
  return change<FormResult<PageEditor>>(async (tx) => {
    const found = await lockPage(tx, staff, pageId);
    if (!found) return { kind: 'forbidden' };
    const { row, locale } = found;
    const version: PageVersion = {
      title: checked.values.title,
      description: checked.values.description,
      heroImageId: checked.values.heroImageId ?? null,
      blocks,
      data: dataFor(row.type, checked.values.data as PageData),
    };
    const named = imagesOf(version);
    // The park's own pictures and the shared ones (lib/server/images), never another park's uploads.
    if (!(await imagesUsableIn(tx, named, locale.parkId))) return formProblem('image');
    const featured = version.data.featuredActivityIds ?? [];
    if (featured.length) {
      const parkId = locale.parkId ?? '';
      const theirs = new Set((await tx.select({ id: activities.id }).from(activities).where(and(eq(activities.parkId, parkId), inArray(activities.id, featured)))).map((a) => a.id));
      if (featured.some((id) => !theirs.has(id))) return formProblem('activity');
    }
    await tx.update(pages).set({ draft: version, draftSavedAt: now }).where(eq(pages.id, pageId));
    await recordStaffAction(tx, {
      actor: actorOf(staff),
      action: 'page.saveDraft',
      subject: `page:${pageId}`,
      parkId: locale.parkId ?? null,
      before: { draft: row.draft },
      after: { draft: version, sanitised: cleaned },
    });
    const answer = await pageAnswer(tx, locale, row.path);
    return answer.kind === 'done' ? { ...answer, cleaned } : answer;
  });
}

/** Drops a page's draft (the live page is unchanged). Audited `page.discardDraft`. */
export async function discardContentDraft(staff: StaffMember, pageId: string): Promise<Done<PageEditor> | Forbidden> {
  return change<Done<PageEditor> | Forbidden>(async (tx) => {
    const found = await lockPage(tx, staff, pageId);
    if (!found) return { kind: 'forbidden' };
    const { row, locale } = found;
    if (row.draft) {
      await tx.update(pages).set({ draft: null, draftSavedAt: null }).where(eq(pages.id, pageId));
      await recordStaffAction(tx, { actor: actorOf(staff), action: 'page.discardDraft', subject: `page:${pageId}`, parkId: locale.parkId ?? null, before: { draft: row.draft }, after: { draft: null } });
    }
    return pageAnswer(tx, locale, row.path);
  });
}

/**
 * Publishes a page's draft: it becomes the live page, the live one is kept as the previous version
 * (one step of history: what a revert puts back), and the draft is gone. Audited `page.publish` with both
 * versions; recorded for every instance. No draft (or one equal to the live page): a problem, no change.
 */
export async function publishContentPage(staff: StaffMember, pageId: string, now = new Date()): Promise<ActionResult<PageEditor>> {
  return change<ActionResult<PageEditor>>(async (tx) => {
    const found = await lockPage(tx, staff, pageId);
    if (!found) return { kind: 'forbidden' };
    const { row, locale } = found;
    const live = liveVersion(row);
    if (!row.draft) return refused('noDraft');
    if (sameVersion(row.draft, live)) {
      await tx.update(pages).set({ draft: null, draftSavedAt: null }).where(eq(pages.id, pageId));
      return refused('unchanged');
    }
    const next = row.draft;
    await tx
      .update(pages)
      .set({ ...next, previous: live, draft: null, draftSavedAt: null, updatedAt: now })
      .where(eq(pages.id, pageId));
    await recordStaffAction(tx, { actor: actorOf(staff), action: 'page.publish', subject: `page:${pageId}`, parkId: locale.parkId ?? null, before: { ...live }, after: { ...next } });
    await contentChanged(tx, locale);
    return pageAnswer(tx, locale, row.path);
  });
}

/**
 * Puts the previous version back in one step: the live and previous versions swap, so reverting again
 * restores what was just taken down. A draft is left as it is. Audited `page.revert`; recorded for every instance.
 */
export async function revertContentPage(staff: StaffMember, pageId: string, now = new Date()): Promise<ActionResult<PageEditor>> {
  return change<ActionResult<PageEditor>>(async (tx) => {
    const found = await lockPage(tx, staff, pageId);
    if (!found) return { kind: 'forbidden' };
    const { row, locale } = found;
    if (!row.previous) return refused('nothingToRevert');
    const live = liveVersion(row);
    const back = row.previous;
    await tx
      .update(pages)
      .set({ ...back, previous: live, updatedAt: now })
      .where(eq(pages.id, pageId));
    await recordStaffAction(tx, { actor: actorOf(staff), action: 'page.revert', subject: `page:${pageId}`, parkId: locale.parkId ?? null, before: { ...live }, after: { ...back } });
    await contentChanged(tx, locale);
    return pageAnswer(tx, locale, row.path);
  });
}

/**
 * A preview link of a page's draft (its live version when it has none) on its locale's own domain, valid
 * PREVIEW_MINUTES. Nothing is stored or changed; null when the member may not edit the page.
 */
export async function contentPreviewLink(staff: StaffMember, pageId: string, now = new Date()): Promise<{ url: string; expiresAt: Date } | null> {
  const [row] = await db().select({ localeId: pages.localeId }).from(pages).where(eq(pages.id, pageId));
  if (!row) return null;
  const locale = (await listLocales()).find((candidate) => candidate.id === row.localeId);
  if (!locale || !mayAct(staff, 'manageContent', locale.parkId ?? null)) return null;
  const expiresAt = new Date(Math.floor(now.getTime() / 1000) * 1000 + PREVIEW_MINUTES * 60_000);
  return { url: `${siteOrigin(locale)}/_preview/${signPreviewToken(pageId, expiresAt, previewKey())}`, expiresAt };
}

/** A page and the version its preview shows (the draft, else the live one), for the preview loader. */
export async function previewPage(pageId: string): Promise<PageRow | null> {
  const [row] = await db().select().from(pages).where(eq(pages.id, pageId));
  if (!row) return null;
  return row.draft ? { ...row, ...row.draft } : row;
}

export interface MenuEntryInput {
  pageId: string;
  menuOrder?: string | number | null;
  footerOrder?: string | number | null;
  menuTitle?: string | null;
}

/**
 * Sets a locale's header menu and footer: each page's position in either (empty: not there) and its short
 * label (empty: its title). Live on save: one transaction, audited `content.menus` (subject
 * `locale:<id>`, each changed page's before and after), recorded for every instance.
 */
export async function saveContentMenus(staff: StaffMember, localeId: string, entries: MenuEntryInput[]): Promise<FormResult<ContentPages>> {
  const locale = (await listLocales()).find((candidate) => candidate.id === localeId);
  if (!locale || !mayAct(staff, 'manageContent', locale.parkId ?? null)) return { kind: 'forbidden' };
  const checked = await validateForm(menusSchema(), { entries });
  if (!checked.ok) return fieldProblems(checked.fields);
  const result = await change(async (tx): Promise<FormResult<true>> => {
    const rows = await tx.select().from(pages).where(eq(pages.localeId, localeId)).orderBy(asc(pages.id)).for('update');
    const before: Record<string, unknown>[] = [];
    const after: Record<string, unknown>[] = [];
    for (const entry of checked.values.entries) {
      const row = rows.find((candidate) => candidate.id === entry.pageId);
      if (!row) return formProblem('invalid');
      const next = { menuOrder: entry.menuOrder ?? null, footerOrder: entry.footerOrder ?? null, menuTitle: entry.menuTitle || null };
      if (next.menuOrder === row.menuOrder && next.footerOrder === row.footerOrder && next.menuTitle === row.menuTitle) continue;
      await tx.update(pages).set(next).where(eq(pages.id, row.id));
      before.push({ pageId: row.id, path: row.path, menuOrder: row.menuOrder, footerOrder: row.footerOrder, menuTitle: row.menuTitle });
      after.push({ pageId: row.id, path: row.path, ...next });
    }
    if (before.length) {
      await recordStaffAction(tx, { actor: actorOf(staff), action: 'content.menus', subject: `locale:${localeId}`, parkId: locale.parkId ?? null, before: { pages: before }, after: { pages: after } });
      await contentChanged(tx, locale);
    }
    return { kind: 'done', value: true };
  });
  if (result.kind !== 'done') return result;
  const site = await contentPages(staff, locale.parkId ?? null);
  return site ? { kind: 'done', value: site } : { kind: 'forbidden' };
}
