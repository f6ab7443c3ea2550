import dynamic from 'next/dynamic';
import { PAGE_QUERIES } from '@/lib/client/page-queries';
import { usePageData } from '@/lib/client/use-page-data';

// Each page type is its own chunk: a page loads only its type's code (the gift voucher and enquiry
// forms, dates of articles...). The server renders it, and its chunk loads before the page hydrates.
const AboutPageView = dynamic(() => import('@/components/content/pages/about-page').then((m) => m.AboutPageView));
const ContentArticleView = dynamic(() => import('@/components/content/pages/content-article').then((m) => m.ContentArticleView));
const ContentBlockPageView = dynamic(() => import('@/components/content/pages/content-block-page').then((m) => m.ContentBlockPageView));
const ContentPageView = dynamic(() => import('@/components/content/pages/content-page').then((m) => m.ContentPageView));
const GalleryPageView = dynamic(() => import('@/components/content/pages/gallery-page').then((m) => m.GalleryPageView));
const GiftVouchersPageView = dynamic(() => import('@/components/content/pages/gift-vouchers-page').then((m) => m.GiftVouchersPageView));
const GlobalHomePageView = dynamic(() => import('@/components/content/pages/global-home-page').then((m) => m.GlobalHomePageView));
const HistoryPageView = dynamic(() => import('@/components/content/pages/history-page').then((m) => m.HistoryPageView));
const HomePageView = dynamic(() => import('@/components/content/pages/home-page').then((m) => m.HomePageView));
const ParkInfoPageView = dynamic(() => import('@/components/content/pages/park-info-page').then((m) => m.ParkInfoPageView));
const SiteMapPageView = dynamic(() => import('@/components/content/pages/site-map-page').then((m) => m.SiteMapPageView));
const ThingsToDoPageView = dynamic(() => import('@/components/content/pages/things-to-do-page').then((m) => m.ThingsToDoPageView));
const TimelinePageView = dynamic(() => import('@/components/content/pages/timeline-page').then((m) => m.TimelinePageView));

/** Any content page, addressed by path: each page type (lib/domain/content.ts) has its own component. */
export function PageView({ path }: { path: string }) {
  const page = usePageData(PAGE_QUERIES.getPage, { path })?.getPage;
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
