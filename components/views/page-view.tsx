import { useQuery } from '@apollo/client/react';
import { AboutPageView } from '@/components/content/pages/about-page';
import { ContentArticleView } from '@/components/content/pages/content-article';
import { ContentBlockPageView } from '@/components/content/pages/content-block-page';
import { ContentPageView } from '@/components/content/pages/content-page';
import { GalleryPageView } from '@/components/content/pages/gallery-page';
import { GiftVouchersPageView } from '@/components/content/pages/gift-vouchers-page';
import { GlobalHomePageView } from '@/components/content/pages/global-home-page';
import { HistoryPageView } from '@/components/content/pages/history-page';
import { HomePageView } from '@/components/content/pages/home-page';
import { ParkInfoPageView } from '@/components/content/pages/park-info-page';
import { SiteMapPageView } from '@/components/content/pages/site-map-page';
import { ThingsToDoPageView } from '@/components/content/pages/things-to-do-page';
import { TimelinePageView } from '@/components/content/pages/timeline-page';
import { GetPageDocument } from '@/graphql/generated/operations';

/** Any content page, addressed by path: each page type has its own component (SPEC §3). */
export function PageView({ path }: { path: string }) {
  const page = useQuery(GetPageDocument, { variables: { path } }).data?.getPage;
  switch (page?.__typename) {
    case 'HomePage':
      return <HomePageView page={page} />;
    case 'GlobalHomePage':
      return <GlobalHomePageView page={page} />;
    case 'AboutPage':
      return <AboutPageView page={page} />;
    case 'ContentPage':
      return <ContentPageView page={page} />;
    case 'ContentBlockPage':
      return <ContentBlockPageView page={page} />;
    case 'GalleryPage':
      return <GalleryPageView page={page} />;
    case 'GiftVouchersPage':
      return <GiftVouchersPageView page={page} />;
    case 'HistoryPage':
      return <HistoryPageView page={page} />;
    case 'TimelinePage':
      return <TimelinePageView page={page} />;
    case 'ParkInfoPage':
      return <ParkInfoPageView page={page} />;
    case 'SiteMapPage':
      return <SiteMapPageView page={page} />;
    case 'ThingsToDoPage':
      return <ThingsToDoPageView page={page} />;
    case 'ContentArticle':
      return <ContentArticleView page={page} />;
    default:
      return null;
  }
}
