import type { ContentFormRefused, ContentPageEditor as ContentPageEditorOut, ContentPageRefused, Resolvers } from '@/graphql/generated/staff-resolvers';
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
  type ActionResult,
  type FormResult,
  type PageEditor,
} from './content-desk';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const editorOut = (editor: PageEditor): ContentPageEditorOut => ({
  ...editor,
  columns: editor.columns.map((column) => ({ ...column, draftSavedAt: iso(column.draftSavedAt), updatedAt: column.updatedAt.toISOString() })),
});

/** Not allowed is FORBIDDEN, whatever the reason (no such page, another park's): nothing else is said. */
function allowed<R extends { kind: string }>(result: R): Exclude<R, { kind: 'forbidden' }> {
  if (result.kind === 'forbidden') throw forbidden();
  return result as Exclude<R, { kind: 'forbidden' }>;
}

/** A form's answer (staff.graphql's unions): its success member, or the form's problems. */
function formAnswer<T, S>(result: FormResult<T>, done: (value: T, cleaned: boolean) => S): S | ContentFormRefused {
  const checked = allowed(result);
  return checked.kind === 'problems' ? { __typename: 'ContentFormRefused', problems: checked.problems } : done(checked.value, !!checked.cleaned);
}

/** A page action's answer: its success member, or why it was refused. */
function actionAnswer<S>(result: ActionResult<PageEditor>, done: (page: ContentPageEditorOut) => S): S | ContentPageRefused {
  const checked = allowed(result);
  return checked.kind === 'refused' ? { __typename: 'ContentPageRefused', problem: checked.problem } : done(editorOut(checked.value));
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
    saveContentDraft: async (_parent, { pageId, version }, { staff }) =>
      formAnswer(await saveContentDraft(staff, pageId, version), (editor, sanitised) => ({ __typename: 'ContentDraftSaved' as const, page: editorOut(editor), sanitised })),
    discardContentDraft: async (_parent, { pageId }, { staff }) => ({ __typename: 'ContentDraftDiscarded' as const, page: editorOut(allowed(await discardContentDraft(staff, pageId)).value) }),
    publishContentPage: async (_parent, { pageId }, { staff }) => actionAnswer(await publishContentPage(staff, pageId), (page) => ({ __typename: 'ContentPagePublished' as const, page })),
    revertContentPage: async (_parent, { pageId }, { staff }) => actionAnswer(await revertContentPage(staff, pageId), (page) => ({ __typename: 'ContentPageReverted' as const, page })),
    saveContentMenus: async (_parent, { localeId, entries }, { staff }) => formAnswer(await saveContentMenus(staff, localeId, entries), (site) => ({ __typename: 'ContentMenusSaved' as const, site })),
  },
};
