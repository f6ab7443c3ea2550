import type { ContentPageResult, ContentPagesResult, Resolvers } from '@/graphql/generated/staff-resolvers';
import { forbidden } from '../staff';
import {
  contentPage,
  contentPages,
  contentPreviewLink,
  contentSites,
  discardContentDraft,
  publishContentPage,
  revertContentPage,
  saveContentDraft,
  saveContentMenus,
  type ContentPages,
  type ContentResult,
  type PageEditor,
} from './content-desk';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const editorOut = (editor: PageEditor) => ({
  ...editor,
  columns: editor.columns.map((column) => ({ ...column, draftSavedAt: iso(column.draftSavedAt), updatedAt: column.updatedAt.toISOString() })),
});

/** A refusal is FORBIDDEN, whatever the reason (no such page, another park's): nothing else is said. */
function pageAnswer(result: ContentResult<PageEditor>): ContentPageResult {
  if (result.kind === 'forbidden') throw forbidden();
  if (result.kind === 'problems') return { page: null, problems: result.problems, sanitised: false };
  return { page: editorOut(result.value), problems: [], sanitised: !!result.cleaned };
}

function pagesAnswer(result: ContentResult<ContentPages>): ContentPagesResult {
  if (result.kind === 'forbidden') throw forbidden();
  if (result.kind === 'problems') return { site: null, problems: result.problems };
  return { site: result.value, problems: [] };
}

/** The back office's content desk (issue #23); permissions are the service's (content-desk.ts). */
export const contentDeskResolvers: Resolvers = {
  Query: {
    contentSites: (_parent, _args, { staff }) => contentSites(staff),
    contentPages: async (_parent, { parkId }, { staff }) => (await contentPages(staff, parkId ?? null)) ?? Promise.reject(forbidden()),
    contentPage: async (_parent, { parkId, path }, { staff }) => {
      const editor = await contentPage(staff, parkId ?? null, path);
      if (!editor) throw forbidden();
      return editorOut(editor);
    },
    contentPreviewLink: async (_parent, { pageId }, { staff }) => {
      const link = await contentPreviewLink(staff, pageId);
      if (!link) throw forbidden();
      return { url: link.url, expiresAt: link.expiresAt.toISOString() };
    },
  },
  Mutation: {
    saveContentDraft: async (_parent, { pageId, version }, { staff }) => pageAnswer(await saveContentDraft(staff, pageId, version)),
    discardContentDraft: async (_parent, { pageId }, { staff }) => pageAnswer(await discardContentDraft(staff, pageId)),
    publishContentPage: async (_parent, { pageId }, { staff }) => pageAnswer(await publishContentPage(staff, pageId)),
    revertContentPage: async (_parent, { pageId }, { staff }) => pageAnswer(await revertContentPage(staff, pageId)),
    saveContentMenus: async (_parent, { localeId, entries }, { staff }) => pagesAnswer(await saveContentMenus(staff, localeId, entries)),
  },
};
