import { array, lazy, mixed, object, string, type InferType } from 'yup';
import { BLOCK_TYPES, type ContentBlock, type PageData, type PageType } from './content';

/*
 * The content desk's rules (issue #23): a page's editable version (what a draft holds and a publish makes
 * live), the form's schema, shared by the browser and the server (validateForm over what the API
 * received), and the pure moves of the editor (a block added, removed, moved). Messages are keys of
 * locales/<lng>/admin.json (content.validation.*).
 */

/** What staff edit of a page: kept whole as a draft, published whole, and put back whole by a revert. */
export interface PageVersion {
  title: string;
  description: string;
  heroImageId: string | null;
  blocks: ContentBlock[];
  data: PageData;
}

export type BlockType = ContentBlock['type'];

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 300;
export const TEXT_MAX = 4000;
export const HTML_MAX = 50_000;
export const BLOCKS_MAX = 40;
export const MENU_TITLE_MAX = 40;

const key = (name: string) => ({ key: `content.validation.${name}` });

const text = (max: number, required = false) => {
  const schema = string()
    .transform((value: string | null | undefined) => (value ?? '').trim())
    .max(max, key('textLength'));
  return required ? schema.required(key('required')) : schema.default('');
};

const imageId = (required: boolean) =>
  required ? string().trim().required(key('image')) : string().trim().optional().transform((value: string | null | undefined) => (value ? value : undefined));

/** The page's hero image: one of the site's, or none (null, as the column stores it). */
const heroImageId = string().trim().nullable().default(null).transform((value: string | null) => (value ? value : null));

/** A link a call to action may point to: a path of the site, or an http(s) or mailto address. */
const href = string()
  .trim()
  .required(key('required'))
  .test('href', key('href'), (value) => /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/i.test(value) || /^mailto:[^\s]+$/i.test(value));

/** Each block type's fields (lib/domain/content.ts ContentBlock). */
const BLOCK_SCHEMAS = {
  BlockQuote: object({ quote: text(TEXT_MAX, true), attribution: text(TITLE_MAX) }),
  Cta: object({ heading: text(TITLE_MAX, true), text: text(TEXT_MAX), label: text(MENU_TITLE_MAX, true), href, imageId: imageId(false) }),
  FAQs: object({
    heading: text(TITLE_MAX),
    items: array(object({ question: text(TITLE_MAX * 2, true), answer: text(TEXT_MAX, true) }))
      .min(1, key('faqItems'))
      .required(key('faqItems')),
  }),
  HtmlContent: object({ html: string().max(HTML_MAX, key('textLength')).required(key('required')) }),
  Image: object({ imageId: imageId(true) }),
  TwoColumn: object({ heading: text(TITLE_MAX, true), text: text(TEXT_MAX), imageId: imageId(true), imageSide: string().oneOf(['left', 'right'], key('imageSide')).required(key('imageSide')) }),
  VenueHire: object({ heading: text(TITLE_MAX, true), text: text(TEXT_MAX), imageId: imageId(false) }),
} as const;

/** A block: its type's schema (its `type` kept), or a refusal for a type that is none of the seven. */
const blockSchema = lazy((value: unknown) => {
  const type = (value as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !(BLOCK_TYPES as readonly string[]).includes(type)) return mixed().test('block', key('blockType'), () => false);
  return BLOCK_SCHEMAS[type as BlockType].shape({ type: string().required().oneOf([type]) });
});

const event = object({ year: text(20, true), title: text(TITLE_MAX, true), text: text(TEXT_MAX) });

/** The type-specific fields, by page type (lib/domain/content.ts PageData); other fields are dropped. */
const dataSchema = object({
  galleryImageIds: array(string().trim().required(key('image'))).default(undefined),
  events: array(event).default(undefined),
  parkInfo: object({
    address: text(TEXT_MAX),
    openingHours: array(object({ days: text(TITLE_MAX, true), hours: text(TITLE_MAX, true) })).default([]),
    facilities: array(text(TITLE_MAX, true)).default([]),
    gettingHere: text(TEXT_MAX),
  }).default(undefined),
  article: object({
    publishedOn: string()
      .trim()
      .required(key('date'))
      .matches(/^\d{4}-\d{2}-\d{2}$/, key('date'))
      .test('day', key('date'), (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)),
    author: text(TITLE_MAX),
  }).default(undefined),
  featuredActivityIds: array(string().trim().required()).default(undefined),
});

/** A page's version as the form sends it: the title required, every block valid for its type. */
export const pageVersionSchema = () =>
  object({
    title: text(TITLE_MAX, true),
    description: text(DESCRIPTION_MAX),
    heroImageId,
    blocks: array(blockSchema).max(BLOCKS_MAX, key('tooManyBlocks')).default([]),
    data: dataSchema.default({}),
  });

export type PageVersionValues = InferType<ReturnType<typeof pageVersionSchema>>;

/** The fields of PageData each page type shows (the rest are not offered and not kept). */
export const PAGE_DATA_FIELDS: Record<PageType, readonly (keyof PageData)[]> = {
  HomePage: ['featuredActivityIds'],
  GlobalHomePage: [],
  AboutPage: [],
  ContentPage: [],
  ContentBlockPage: [],
  GalleryPage: ['galleryImageIds'],
  GiftVouchersPage: [],
  HistoryPage: ['events'],
  TimelinePage: ['events'],
  ParkInfoPage: ['parkInfo'],
  SiteMapPage: [],
  ThingsToDoPage: ['featuredActivityIds'],
  ContentArticle: ['article'],
};

/** A page's data with only its type's fields, nothing undefined (JSON keeps no undefined). */
export function dataFor(type: PageType, data: PageData): PageData {
  const kept: PageData = {};
  for (const field of PAGE_DATA_FIELDS[type]) {
    if (data[field] !== undefined) Object.assign(kept, { [field]: data[field] });
  }
  return kept;
}

/** A new block of a type, empty but for choices that need a value (an image side). */
export function emptyBlock(type: BlockType): ContentBlock {
  switch (type) {
    case 'BlockQuote':
      return { type, quote: '', attribution: '' };
    case 'Cta':
      return { type, heading: '', text: '', label: '', href: '/' };
    case 'FAQs':
      return { type, heading: '', items: [{ question: '', answer: '' }] };
    case 'HtmlContent':
      return { type, html: '' };
    case 'Image':
      return { type, imageId: '' };
    case 'TwoColumn':
      return { type, heading: '', text: '', imageId: '', imageSide: 'right' };
    case 'VenueHire':
      return { type, heading: '', text: '' };
  }
}

/** A list with one item moved a place up or down; the same list when it cannot move that way. */
export function moveItem<T>(items: readonly T[], index: number, direction: 'up' | 'down'): T[] {
  const to = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const moved = [...items];
  [moved[index], moved[to]] = [moved[to], moved[index]];
  return moved;
}

/** Whether two versions say the same (a draft equal to the live page is no change to publish). */
export const sameVersion = (a: PageVersion, b: PageVersion): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A menu or footer entry as staff set it: a position (empty: not there) and a short label. */
export const menuEntrySchema = () =>
  object({
    pageId: string().trim().required(),
    menuOrder: positionField(),
    footerOrder: positionField(),
    menuTitle: string()
      .transform((value: string | null | undefined) => (value ?? '').trim())
      .max(MENU_TITLE_MAX, key('textLength'))
      .default(''),
  });

function positionField() {
  return mixed<number>()
    .nullable()
    .transform((value: unknown) => {
      if (value === '' || value === null || value === undefined) return null;
      const number = typeof value === 'string' ? Number(value.trim()) : value;
      return typeof number === 'number' && Number.isInteger(number) ? number : Number.NaN;
    })
    .test('position', key('position'), (value) => value === null || value === undefined || (typeof value === 'number' && value >= 1 && value <= 99))
    .default(null);
}

export const menusSchema = () => object({ entries: array(menuEntrySchema()).required() });
export type MenusValues = InferType<ReturnType<typeof menusSchema>>;

/*
 * A problem as the staff API types it (lib/server/content-desk/staff.graphql ContentFormProblem): the
 * top-level field, the form's path to it, and a code; and back to the message key the screens show.
 */

/** The top-level fields of the desk's forms (a page version's, the menus' entries), and `form`: the whole. */
export const CONTENT_FORM_FIELDS = ['title', 'description', 'heroImageId', 'blocks', 'data', 'entries', 'form'] as const;
export type ContentFormField = (typeof CONTENT_FORM_FIELDS)[number];

/** Every code a field may be refused with: content.validation.<code>, but `invalid` (content.errors.invalid). */
export const CONTENT_PROBLEM_CODES = ['required', 'textLength', 'image', 'href', 'faqItems', 'imageSide', 'blockType', 'date', 'tooManyBlocks', 'activity', 'position', 'invalid'] as const;
export type ContentProblemCode = (typeof CONTENT_PROBLEM_CODES)[number];

/** Why a page was not published or reverted: content.errors.<problem>. */
export type ContentPageProblem = 'noDraft' | 'unchanged' | 'nothingToRevert';

export interface TypedContentProblem {
  field: ContentFormField;
  path: string;
  code: ContentProblemCode;
}

/** A problem as the rules name it (a form path, a message key) in the API's terms; anything unknown is `invalid` of the whole form. */
export function typedContentProblem(path: string, key: string): TypedContentProblem {
  const top = /^[A-Za-z]+/.exec(path)?.[0] ?? '';
  const field = (CONTENT_FORM_FIELDS as readonly string[]).includes(top) ? (top as ContentFormField) : 'form';
  const name = key.replace(/^content\.(validation|errors)\./, '');
  const code = (CONTENT_PROBLEM_CODES as readonly string[]).includes(name) && key !== name ? (name as ContentProblemCode) : 'invalid';
  return { field, path: field === 'form' ? 'form' : path, code };
}

/** The message key of a problem's code, in locales/<lng>/admin.json. */
export const contentProblemKey = (code: ContentProblemCode): string => (code === 'invalid' ? 'content.errors.invalid' : `content.validation.${code}`);
