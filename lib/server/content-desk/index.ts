/**
 * The content desk (issue #23): a site's pages in both languages side by side, drafts, signed previews on
 * the park's own domain, publishing with one step back, menus and footers. It writes the content
 * capability's `pages` (which the public site reads) and announces each visible change with a `content`
 * site change.
 */
export { contentPage, contentPages, contentPreviewLink, contentSites, discardContentDraft, previewPage, publishContentPage, revertContentPage, saveContentDraft, saveContentMenus } from './content-desk';
export type { ActionResult, ContentPages, ContentResult, ContentSite, FormResult, MenuEntryInput, PageEditor } from './content-desk';
export { PREVIEW_MINUTES, previewKey, signPreviewToken, verifyPreviewToken } from './preview-token';
export type { PreviewCheck } from './preview-token';
