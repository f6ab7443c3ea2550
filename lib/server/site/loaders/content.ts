import type { GetServerSidePropsContext } from 'next';
import { GetActivityDocument, GetEnquiryFormDocument, GetPageDocument } from '@/graphql/generated/operations';
import { CONTACT_PATH, normalisePath } from '@/lib/domain/paths';
import type { PageLoader } from '../page-data';

/** The path a request addresses ('/' for the home page, '/a/b' for the catch-all's params). */
export function requestPath(ctx: GetServerSidePropsContext): string {
  const segments = ctx.params?.path;
  return normalisePath(Array.isArray(segments) ? segments.join('/') : '');
}

/** A content page by path: its GraphQL data travels in the page data; a missing page is a 404. */
export const loadPage: PageLoader<{ path: string }> = async ({ ctx, query }) => {
  const path = requestPath(ctx);
  const data = await query(GetPageDocument, { path });
  if (!data?.getPage) return { notFound: true };
  // The contact page renders the venue-hire enquiry form from the page data too, so it is in the HTML.
  if (path === CONTACT_PATH) await query(GetEnquiryFormDocument, {});
  return { path };
};

export const loadActivity: PageLoader<{ slug: string }> = async ({ ctx, query }) => {
  const slug = String(ctx.params?.slug ?? '').toLowerCase();
  const data = await query(GetActivityDocument, { slug });
  return data?.getActivity ? { slug } : { notFound: true };
};
