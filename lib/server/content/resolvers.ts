import type { Resolvers } from '@/graphql/generated/resolvers';
import type { ContentBlock } from '@/lib/domain/content';
import { normalisePath } from '@/lib/domain/paths';
import { listLocales, type ImageRecord } from '@/lib/server/locales';
import { getCatalogue, listParkActivities } from '@/lib/server/activities';
import { findLocalePage, listPageLinks } from './content-service';
import { sanitizeHtml } from '../platform/html-sanitizer';

type ResolvedBlock = Exclude<ContentBlock, { type: 'Image' }> | ImageRecord;

/** Stored blocks as served: Image blocks become their Image, HTML is sanitised, dangling images dropped. */
async function resolveBlocks(blocks: ContentBlock[]): Promise<ResolvedBlock[]> {
  const { images } = await getCatalogue();
  return blocks.flatMap((block): ResolvedBlock[] => {
    if (block.type === 'Image') {
      const image = images.get(block.imageId);
      return image ? [image] : [];
    }
    if (block.type === 'HtmlContent') return [{ ...block, html: sanitizeHtml(block.html) }];
    return [block];
  });
}

const image = async (id: string | null | undefined) => (id ? ((await getCatalogue()).images.get(id) ?? null) : null);

const pageFields = {
  image: (page: { heroImageId: string | null }) => image(page.heroImageId),
  blocks: (page: { blocks: ContentBlock[] }) => resolveBlocks(page.blocks),
};

const events = (page: { data: { events?: { year: string; title: string; text: string }[] } }) => page.data.events ?? [];

export const contentResolvers: Resolvers = {
  Query: {
    getPage: (_parent, { path }, { locale, previewPage }) => {
      const normalised = normalisePath(path);
      // A preview (lib/server/site/loaders/preview.ts) shows its page's draft at the page's path.
      if (previewPage && previewPage.localeId === locale.id && previewPage.path === normalised) return previewPage;
      return findLocalePage(locale.id, normalised);
    },
    getPages: (_parent, _args, { locale }) => listPageLinks(locale.id),
  },
  Locale: {
    menu: async (locale) =>
      (await listPageLinks(locale.id)).filter((l) => l.menuOrder !== null).sort((a, b) => a.menuOrder! - b.menuOrder!),
    footerLinks: async (locale) =>
      (await listPageLinks(locale.id)).filter((l) => l.footerOrder !== null).sort((a, b) => a.footerOrder! - b.footerOrder!),
  },
  PageLink: { menuTitle: (link) => link.menuTitle ?? link.title },
  Page: { __resolveType: (page) => page.type },
  HomePage: {
    ...pageFields,
    featuredActivities: async (page, _args, { locale }) => {
      const all = await listParkActivities(locale.parkId);
      const ids = page.data.featuredActivityIds ?? [];
      return ids.flatMap((id) => all.filter((activity) => activity.id === id));
    },
  },
  GlobalHomePage: { ...pageFields, tiles: async () => (await listLocales()).filter((locale) => locale.showTile) },
  AboutPage: pageFields,
  ContentPage: pageFields,
  ContentBlockPage: pageFields,
  GiftVouchersPage: pageFields,
  GalleryPage: {
    ...pageFields,
    images: async (page) => {
      const { images } = await getCatalogue();
      return (page.data.galleryImageIds ?? []).flatMap((id) => images.get(id) ?? []);
    },
  },
  HistoryPage: { ...pageFields, events },
  TimelinePage: { ...pageFields, events },
  ParkInfoPage: {
    ...pageFields,
    address: (page) => page.data.parkInfo?.address ?? '',
    openingHours: (page) => page.data.parkInfo?.openingHours ?? [],
    facilities: (page) => page.data.parkInfo?.facilities ?? [],
    gettingHere: (page) => page.data.parkInfo?.gettingHere ?? '',
  },
  SiteMapPage: {
    ...pageFields,
    links: (_page, _args, { locale }) => listPageLinks(locale.id),
    activities: (_page, _args, { locale }) => listParkActivities(locale.parkId),
  },
  ThingsToDoPage: {
    ...pageFields,
    activities: (_page, _args, { locale }) => listParkActivities(locale.parkId),
  },
  ContentArticle: {
    ...pageFields,
    publishedOn: (page) => page.data.article?.publishedOn ?? page.updatedAt.toISOString().slice(0, 10),
    author: (page) => page.data.article?.author ?? '',
  },
  ContentBlock: {
    __resolveType: (block) => ('url' in block ? 'Image' : block.type),
  },
  Cta: { image: (block) => image(block.imageId) },
  TwoColumn: { image: (block) => image(block.imageId) },
  VenueHire: { image: (block) => image(block.imageId) },
};
