import { object, string, type InferType } from 'yup';

/*
 * The rules of an uploaded image (issue #23), pure so the browser's form, the server and the unit tests
 * share them: what is accepted (read from the decoded picture, never from its name or Content-Type),
 * which files are made of it (the sizes and formats the site's pages use, as demo/images.ts's), and where
 * they are served (/media/<content hash>/<variant>.<ext>).
 */

/** The largest upload, in bytes: a phone's photo is 3 to 8 MB. Enforced while the body is read. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Decompression bombs: a small file that decodes to a huge bitmap. sharp refuses to decode more pixels
 * than this (`limitInputPixels`): 50 megapixels, more than any phone's camera (48 MP at most).
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** What is accepted, by the decoder's own name for the format. */
export const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type AcceptedFormat = (typeof ACCEPTED_FORMATS)[number];

/** The longest alt text: a sentence, not a caption. */
export const MAX_TITLE_LENGTH = 200;

export type VariantName = 'wide' | 'square';
export type VariantFormat = 'webp' | 'jpeg';

export interface Variant {
  name: VariantName;
  format: VariantFormat;
  width: number;
  height: number;
}

/**
 * The files made of every upload: the site's wide picture (hero, activity card and page, 16:9) and its
 * square crop, each as WebP (what browsers show) and JPEG (the `<picture>` fallback), at the sizes of the
 * demo's files (demo/images.ts).
 */
export const VARIANTS: readonly Variant[] = [
  { name: 'wide', format: 'webp', width: 1600, height: 900 },
  { name: 'wide', format: 'jpeg', width: 1600, height: 900 },
  { name: 'square', format: 'webp', width: 800, height: 800 },
  { name: 'square', format: 'jpeg', width: 800, height: 800 },
];

/**
 * The smallest picture accepted: one that covers the wide crop without being enlarged (an enlarged
 * picture looks soft on every screen that shows it full width). The square crop (800×800) is then always
 * covered too.
 */
export const MIN_WIDTH = 1600;
export const MIN_HEIGHT = 900;

export const extensionOf = (format: VariantFormat): 'webp' | 'jpg' => (format === 'webp' ? 'webp' : 'jpg');
export const contentTypeOf = (format: VariantFormat): string => (format === 'webp' ? 'image/webp' : 'image/jpeg');

/** A variant's file name under its image's folder: `wide.webp`, `square.jpg`. */
export const variantFile = (variant: Pick<Variant, 'name' | 'format'>): string => `${variant.name}.${extensionOf(variant.format)}`;

/** A variant's key in the store, which is also its path under /media. */
export const variantKey = (hash: string, variant: Pick<Variant, 'name' | 'format'>): string => `${hash}/${variantFile(variant)}`;

/** The content hash that names an upload's files: SHA-256 in lower-case hex. */
export const CONTENT_HASH = /^[0-9a-f]{64}$/;

const MEDIA_PATH = /^\/media\/([0-9a-f]{64})\/(wide|square)\.(webp|jpg)$/;

/** The store key a /media path names, or null for any other path (a 404, answered without a lookup). */
export function mediaKey(pathname: string): { key: string; contentType: string } | null {
  const match = pathname.match(MEDIA_PATH);
  if (!match) return null;
  const format: VariantFormat = match[3] === 'webp' ? 'webp' : 'jpeg';
  return { key: `${match[1]}/${match[2]}.${match[3]}`, contentType: contentTypeOf(format) };
}

/** The message keys (locales/<lng>/admin.json `images.errors.*`) of a refused upload. */
export type UploadProblem = 'type' | 'tooLarge' | 'tooSmall' | 'tooManyPixels' | 'unreadable' | 'empty' | 'title' | 'key' | 'keyReused';

/** What the decoder says of a file, as much as the checks need (sharp's `metadata()`). */
export interface DecodedFacts {
  format: string | undefined;
  /** After the EXIF orientation is applied (a portrait photo stored sideways is portrait). */
  width: number;
  height: number;
}

/** Why a decoded picture is refused, or null when it is accepted. */
export function pictureProblem(facts: DecodedFacts): UploadProblem | null {
  if (!(ACCEPTED_FORMATS as readonly string[]).includes(facts.format ?? '')) return 'type';
  if (facts.width * facts.height > MAX_INPUT_PIXELS) return 'tooManyPixels';
  if (facts.width < MIN_WIDTH || facts.height < MIN_HEIGHT) return 'tooSmall';
  return null;
}

const oneLine = () => string().transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : value));

/** The alt text: required (every picture is described for those who cannot see it), one line, not too long. */
const altText = () => oneLine().required('images.validation.titleRequired').max(MAX_TITLE_LENGTH, 'images.validation.titleLong');

export const imageTitleSchema = () => object({ title: altText() });

/** The longest caption: a line or two under the picture. */
export const MAX_CAPTION_LENGTH = 300;

const optionalText = (max: number, key: string) => oneLine().default('').max(max, key);

/**
 * An image's words in each of the park's languages: the alt text (English required, as every upload has
 * it; Chinese where written, else the English) and the caption shown under it (each language its own,
 * none where not written: a page never shows a caption in another language).
 */
export const imageTextsSchema = () =>
  object({
    alt: object({ en: altText(), zhHant: optionalText(MAX_TITLE_LENGTH, 'images.validation.titleLong') }),
    caption: object({ en: optionalText(MAX_CAPTION_LENGTH, 'images.validation.captionLong'), zhHant: optionalText(MAX_CAPTION_LENGTH, 'images.validation.captionLong') }),
  });
export type ImageTextsValues = InferType<ReturnType<typeof imageTextsSchema>>;

/** An image's words as images.texts keeps them (Texts: English always, Chinese where any is written). */
export interface ImageText {
  title: string;
  caption?: string;
}

export function storedImageTexts(values: ImageTextsValues): { en: ImageText; 'zh-Hant'?: ImageText } {
  const text = (title: string, caption: string): ImageText => (caption ? { title, caption } : { title });
  const texts: { en: ImageText; 'zh-Hant'?: ImageText } = { en: text(values.alt.en, values.caption.en) };
  if (values.alt.zhHant || values.caption.zhHant) texts['zh-Hant'] = text(values.alt.zhHant || values.alt.en, values.caption.zhHant);
  return texts;
}

/** The caption of an image in a language: its own, or none (never another language's). */
export const captionIn = (texts: Partial<Record<string, ImageText>>, language: string): string | null => texts[language]?.caption || null;
