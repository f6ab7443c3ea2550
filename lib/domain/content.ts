/**
 * The content model: page types, activity types and content blocks, as stored (JSON in the database) and
 * served (GraphQL types of the same names).
 */
import type { PageType } from '@/graphql/generated/enums';

export type { PageType };

/** The schema's types that implement Activity (codegen.ts maps each to the activity row). */
export type ActivityType = 'BookableActivity' | 'ComboActivity' | 'ThirdPartyActivity';

export type ContentBlock =
  | { type: 'BlockQuote'; quote: string; attribution: string }
  | { type: 'Cta'; heading: string; text: string; label: string; href: string; imageId?: string }
  | { type: 'FAQs'; heading: string; items: { question: string; answer: string }[] }
  | { type: 'HtmlContent'; html: string }
  | { type: 'Image'; imageId: string }
  | { type: 'TwoColumn'; heading: string; text: string; imageId: string; imageSide: 'left' | 'right' }
  | { type: 'VenueHire'; heading: string; text: string; imageId?: string };

export type BlockOf<T extends ContentBlock['type']> = Extract<ContentBlock, { type: T }>;

export const BLOCK_TYPES = ['BlockQuote', 'Cta', 'FAQs', 'HtmlContent', 'Image', 'TwoColumn', 'VenueHire'] as const;

/** Type-specific page fields, kept beside the blocks. */
export interface PageData {
  /** GalleryPage */
  galleryImageIds?: string[];
  /** TimelinePage and HistoryPage */
  events?: { year: string; title: string; text: string }[];
  /** ParkInfoPage */
  parkInfo?: {
    address: string;
    openingHours: { days: string; hours: string }[];
    facilities: string[];
    gettingHere: string;
  };
  /** ContentArticle */
  article?: { publishedOn: string; author: string };
  /** HomePage and ThingsToDoPage: activity ids shown first */
  featuredActivityIds?: string[];
}
