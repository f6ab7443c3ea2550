import type { GetServerSidePropsContext } from 'next';
import { GetActivityDocument, GetEnquiryFormDocument, GetPageDocument, GetUpcomingSessionsDocument } from '@/graphql/generated/operations';
import { booksThroughCalendar } from '@/lib/domain/event-data';
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

/**
 * An activity's page. Where the site sells it through its calendar, the page also carries its next
 * sessions for its structured data (lib/domain/event-data.ts): read on every render, never kept with the
 * shared page queries (./page-query-copies.ts), so their places are as fresh as the page itself (the page
 * copy's seconds and a CDN's s-maxage), never the catalogue copy's.
 */
export const loadActivity: PageLoader<{ slug: string }> = async ({ ctx, query, locale }) => {
  const slug = String(ctx.params?.slug ?? '').toLowerCase();
  const activity = (await query(GetActivityDocument, { slug }))?.getActivity;
  if (!activity) return { notFound: true };
  if (booksThroughCalendar(activity.__typename, locale)) await query(GetUpcomingSessionsDocument, { slug });
  return { slug };
};
