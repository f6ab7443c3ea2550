import Head from 'next/head';
import { useSiteLocale, useSiteOrigin } from '@/components/layout/site-context';
import type { GetActivityQuery } from '@/graphql/generated/operations';
import { PAGE_QUERIES } from '@/lib/client/page-queries';
import { usePageData } from '@/lib/client/use-page-data';
import { activityStructuredData, jsonLdText } from '@/lib/domain/event-data';
import { originFor } from '@/lib/domain/host';
import { activityPath } from '@/lib/domain/paths';

type Activity = NonNullable<GetActivityQuery['getActivity']>;

/**
 * schema.org structured data: the activity's next sessions as Events where the site sells it through its
 * calendar (their places and prices from the page data the server read with the page), else the activity
 * as a Product (lib/domain/event-data.ts decides and builds).
 */
export function ActivityJsonLd({ activity }: { activity: Activity }) {
  const locale = useSiteLocale();
  const origin = originFor(locale.domain, useSiteOrigin());
  const upcoming = usePageData(PAGE_QUERIES.getUpcomingSessions, { slug: activity.slug })?.getUpcomingSessions ?? null;
  const data = activityStructuredData({ activity, url: `${origin}${activityPath(activity.slug)}`, site: { origin, parkName: locale.title }, upcoming });
  return (
    <Head>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
    </Head>
  );
}
