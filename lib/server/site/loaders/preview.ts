import { GetPageDocument } from '@/graphql/generated/operations';
import { previewKey, previewPage, verifyPreviewToken } from '../../content-desk';
import type { PageLoader } from '../page-data';

/**
 * A page's preview (issue #23): `/_preview/<token>` on the page's own locale's domain, the token signed by
 * the content desk (lib/server/content-desk/preview-token.ts). It renders the page's draft (its live
 * version when it has none) with the public page components, at the page's own path, in place of the
 * stored page (GraphQLContext.previewPage). No cookie is read: the signed, expiring link is the
 * permission. Never indexed, never kept by anyone (no-store; the page copy skips the path:
 * lib/domain/shared-page-cache.ts). A malformed, forged or expired token, or one for another domain's
 * page, is the site's translated "not found".
 */
export const loadPreview: PageLoader<{ path: string; preview: true }> = async ({ ctx, query, locale }) => {
  // Set before anything else, so the "not found" answers carry them too.
  ctx.res.setHeader('cache-control', 'private, no-store');
  ctx.res.setHeader('x-robots-tag', 'noindex, nofollow');
  ctx.res.setHeader('referrer-policy', 'no-referrer');
  const token = String(ctx.params?.token ?? '');
  const checked = verifyPreviewToken(token, previewKey());
  if (!checked.ok) return { notFound: true };
  const page = await previewPage(checked.pageId);
  if (!page || page.localeId !== locale.id) return { notFound: true };
  const data = await query(GetPageDocument, { path: page.path }, { previewPage: page });
  return data?.getPage ? { path: page.path, preview: true } : { notFound: true };
};
