import type { ContentBlock, PageData } from '@/lib/domain/content';
import type { SeedPage } from './types';

type Event = { year: string; title: string; text: string };
type Article = { slug: string; title: string; description: string; publishedOn: string; author: string; html: string; imageId: string };

/** Everything a park locale's pages say, in that locale's language. */
export interface ParkCopy {
  /** Short menu labels: things to do, park info, gift vouchers, venue hire, about, history, timeline, gallery, contact, terms, privacy, site map. */
  menu: Record<'thingsToDo' | 'parkInfo' | 'giftVouchers' | 'venueHire' | 'about' | 'history' | 'timeline' | 'gallery' | 'contact' | 'terms' | 'privacy' | 'siteMap', string>;
  image: string;
  featured: string[];
  gallery: string[];
  home: { title: string; description: string; cta: [heading: string, text: string, label: string]; two: [heading: string, text: string]; quote: [quote: string, by: string] };
  thingsToDo: [title: string, description: string];
  about: [title: string, description: string, html: string, imageId: string];
  history: [title: string, description: string, events: Event[]];
  timeline: [title: string, description: string, events: Event[]];
  gallery_: [title: string, description: string];
  parkInfo: [title: string, description: string, info: NonNullable<PageData['parkInfo']>];
  siteMap: [title: string, description: string];
  giftVouchers: [title: string, description: string, html: string];
  venueHire: { title: string; description: string; heading: string; text: string; faqs: [heading: string, items: { question: string; answer: string }[]] };
  contact: [title: string, description: string, html: string];
  terms: [title: string, description: string, html: string];
  privacy: [title: string, description: string, html: string];
  articles: Article[];
}

const html = (value: string): ContentBlock => ({ type: 'HtmlContent', html: value });

/** The pages of one park locale, built from its copy: every page type and every block type. */
export function parkPages(c: ParkCopy): SeedPage[] {
  const hero = `${c.image}-hero`;
  return [
    {
      path: '/',
      type: 'HomePage',
      title: c.home.title,
      description: c.home.description,
      heroImageId: hero,
      data: { featuredActivityIds: c.featured },
      blocks: [
        { type: 'TwoColumn', heading: c.home.two[0], text: c.home.two[1], imageId: `${c.image}-mobile`, imageSide: 'right' },
        { type: 'BlockQuote', quote: c.home.quote[0], attribution: c.home.quote[1] },
        { type: 'Cta', heading: c.home.cta[0], text: c.home.cta[1], label: c.home.cta[2], href: '/gift-vouchers', imageId: `${c.image}-checkout` },
      ],
    },
    { path: '/things-to-do', menuTitle: c.menu.thingsToDo, type: 'ThingsToDoPage', title: c.thingsToDo[0], description: c.thingsToDo[1], heroImageId: 'treetop-challenge', menuOrder: 1 },
    {
      path: '/about',
      menuTitle: c.menu.about,
      type: 'AboutPage',
      title: c.about[0],
      description: c.about[1],
      heroImageId: `${c.image}-mobile`,
      blocks: [html(c.about[2]), { type: 'Image', imageId: c.about[3] }],
      menuOrder: 5,
      footerOrder: 1,
    },
    { path: '/history', menuTitle: c.menu.history, type: 'HistoryPage', title: c.history[0], description: c.history[1], heroImageId: 'giant-swing', data: { events: c.history[2] }, footerOrder: 2 },
    { path: '/timeline', menuTitle: c.menu.timeline, type: 'TimelinePage', title: c.timeline[0], description: c.timeline[1], heroImageId: 'zipline', data: { events: c.timeline[2] }, footerOrder: 3 },
    { path: '/gallery', menuTitle: c.menu.gallery, type: 'GalleryPage', title: c.gallery_[0], description: c.gallery_[1], heroImageId: `${c.image}-checkout`, data: { galleryImageIds: c.gallery }, footerOrder: 4 },
    { path: '/park-info', menuTitle: c.menu.parkInfo, type: 'ParkInfoPage', title: c.parkInfo[0], description: c.parkInfo[1], heroImageId: hero, data: { parkInfo: c.parkInfo[2] }, menuOrder: 2 },
    { path: '/site-map', menuTitle: c.menu.siteMap, type: 'SiteMapPage', title: c.siteMap[0], description: c.siteMap[1], footerOrder: 8 },
    { path: '/gift-vouchers', menuTitle: c.menu.giftVouchers, type: 'GiftVouchersPage', title: c.giftVouchers[0], description: c.giftVouchers[1], heroImageId: 'combo-pass', blocks: [html(c.giftVouchers[2])], menuOrder: 3 },
    {
      path: '/venue-hire',
      menuTitle: c.menu.venueHire,
      type: 'ContentBlockPage',
      title: c.venueHire.title,
      description: c.venueHire.description,
      heroImageId: 'night-ropes',
      blocks: [
        { type: 'VenueHire', heading: c.venueHire.heading, text: c.venueHire.text, imageId: 'treetop-challenge' },
        { type: 'FAQs', heading: c.venueHire.faqs[0], items: c.venueHire.faqs[1] },
      ],
      menuOrder: 4,
    },
    { path: '/contact', menuTitle: c.menu.contact, type: 'ContentPage', title: c.contact[0], description: c.contact[1], blocks: [html(c.contact[2])], footerOrder: 5 },
    { path: '/terms', menuTitle: c.menu.terms, type: 'ContentPage', title: c.terms[0], description: c.terms[1], blocks: [html(c.terms[2])], footerOrder: 6 },
    { path: '/privacy', menuTitle: c.menu.privacy, type: 'ContentPage', title: c.privacy[0], description: c.privacy[1], blocks: [html(c.privacy[2])], footerOrder: 7 },
    ...c.articles.map(
      (article): SeedPage => ({
        path: `/news/${article.slug}`,
        type: 'ContentArticle',
        title: article.title,
        description: article.description,
        heroImageId: article.imageId,
        data: { article: { publishedOn: article.publishedOn, author: article.author } },
        blocks: [html(article.html)],
      }),
    ),
  ];
}
