import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { ACCEPTED_FORMATS, contentTypeOf, MAX_INPUT_PIXELS, pictureProblem, VARIANTS, variantKey, type AcceptedFormat, type UploadProblem, type Variant } from '@/lib/domain/images';
import type { StoredFile } from './store';

/**
 * An upload's bytes, checked and turned into the site's files (issue #23) with sharp (libvips).
 *
 * Nothing the browser says is believed: the format is the file's own signature, then the decoder's
 * reading of it; a file whose first bytes are not a JPEG's, PNG's or WebP's never reaches a decoder (so
 * SVG, with its scripts and external references, or a TIFF, is never parsed). Decoding is capped at
 * MAX_INPUT_PIXELS (`limitInputPixels`, a decompression bomb's defence), and every file is decoded in
 * full before anything is stored: a truncated or damaged picture is refused, not half stored.
 */

/** The format a file's first bytes announce, or null. */
export function signatureFormat(bytes: Uint8Array): AcceptedFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && Buffer.from(bytes.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && Buffer.from(bytes.subarray(0, 4)).toString('latin1') === 'RIFF' && Buffer.from(bytes.subarray(8, 12)).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

const decoder = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 });

export type Inspection = { ok: true; format: AcceptedFormat; width: number; height: number } | { ok: false; problem: UploadProblem };

/** Reads what a file is (its signature, then the decoder's header), without decoding its pixels. */
export async function inspectPicture(bytes: Buffer): Promise<Inspection> {
  if (!bytes.length) return { ok: false, problem: 'empty' };
  const signature = signatureFormat(bytes);
  if (!signature) return { ok: false, problem: 'type' };
  let meta: Metadata;
  try {
    // The header only (no pixels are decoded here), read without the pixel limit so that a picture over
    // it is told so (pictureProblem) rather than called unreadable; decoding (encode) keeps the limit.
    meta = await sharp(bytes, { limitInputPixels: false, pages: 1 }).metadata();
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  // The decoder must agree with the signature: a PNG header on a JPEG body is not what it says.
  if (meta.format !== signature || !(ACCEPTED_FORMATS as readonly string[]).includes(meta.format)) return { ok: false, problem: 'type' };
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  const problem = pictureProblem({ format: meta.format, width, height });
  return problem ? { ok: false, problem } : { ok: true, format: signature, width, height };
}

/**
 * One variant: turned upright by its EXIF orientation, cropped to cover the variant's box around what
 * libvips finds most interesting (`attention`: skin, saturation, edges; the centre of a plain picture),
 * encoded without metadata (sharp keeps none unless asked: no EXIF, so no camera, no GPS position).
 * JPEG has no transparency: a transparent PNG is laid on white.
 */
async function encode(bytes: Buffer, variant: Variant): Promise<Buffer> {
  const pipeline = decoder(bytes).autoOrient().resize(variant.width, variant.height, { fit: 'cover', position: sharp.strategy.attention });
  return variant.format === 'webp'
    ? pipeline.webp({ quality: 80, effort: 4 }).toBuffer()
    : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** The content hash naming an upload's files: SHA-256 of the bytes uploaded. */
export const contentHash = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

export type Made = { ok: true; hash: string; files: StoredFile[] } | { ok: false; problem: UploadProblem };

/** Every variant of an accepted picture, or 'unreadable' when its pixels cannot be decoded in full. */
export async function makeVariants(bytes: Buffer): Promise<Made> {
  const hash = contentHash(bytes);
  try {
    // One after another: each holds a decoded copy of the picture, and the machine is shared.
    const files: StoredFile[] = [];
    for (const variant of VARIANTS) files.push({ key: variantKey(hash, variant), contentType: contentTypeOf(variant.format), bytes: await encode(bytes, variant) });
    return { ok: true, hash, files };
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
}
