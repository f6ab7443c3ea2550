import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageTitleSchema, MAX_INPUT_PIXELS, mediaKey, pictureProblem, VARIANTS, variantKey } from '@/lib/domain/images';
import { signatureFormat } from '@/lib/server/images/process';

const HASH = 'ab'.repeat(32);

describe('pictureProblem', () => {
  it('accepts JPEG, PNG and WebP that cover the wide crop', () => {
    for (const format of ['jpeg', 'png', 'webp']) expect(pictureProblem({ format, width: 1600, height: 900 })).toBeNull();
    expect(pictureProblem({ format: 'jpeg', width: 4032, height: 3024 })).toBeNull();
    // Portrait, upright: wide enough and tall enough.
    expect(pictureProblem({ format: 'jpeg', width: 3024, height: 4032 })).toBeNull();
  });
  it('refuses other formats whatever their size', () => {
    for (const format of ['gif', 'svg', 'tiff', 'heif', 'avif', undefined]) expect(pictureProblem({ format, width: 4000, height: 3000 })).toBe('type');
  });
  it('refuses pictures narrower than 1600 or lower than 900 (no enlarging)', () => {
    expect(pictureProblem({ format: 'jpeg', width: 1599, height: 900 })).toBe('tooSmall');
    expect(pictureProblem({ format: 'png', width: 1600, height: 899 })).toBe('tooSmall');
  });
  it('refuses more pixels than the decoder is allowed', () => {
    expect(pictureProblem({ format: 'png', width: 10_000, height: MAX_INPUT_PIXELS / 10_000 })).toBeNull();
    expect(pictureProblem({ format: 'png', width: 10_000, height: MAX_INPUT_PIXELS / 10_000 + 1 })).toBe('tooManyPixels');
  });
});

describe('variants', () => {
  it('are the demo files\' four: wide 1600×900 and square 800×800, WebP and JPEG', () => {
    expect(VARIANTS.map((variant) => `${variantKey(HASH, variant)} ${variant.width}x${variant.height}`)).toEqual([
      `${HASH}/wide.webp 1600x900`,
      `${HASH}/wide.jpg 1600x900`,
      `${HASH}/square.webp 800x800`,
      `${HASH}/square.jpg 800x800`,
    ]);
  });
  it('are served at /media paths that name them, and no other path is a key', () => {
    expect(mediaKey(`/media/${HASH}/wide.webp`)).toEqual({ key: `${HASH}/wide.webp`, contentType: 'image/webp' });
    expect(mediaKey(`/media/${HASH}/square.jpg`)).toEqual({ key: `${HASH}/square.jpg`, contentType: 'image/jpeg' });
    for (const path of [`/media/${HASH}/wide.png`, `/media/${HASH}/tall.webp`, `/media/${HASH.slice(1)}/wide.webp`, `/media/${HASH.toUpperCase()}/wide.webp`, `/media/${HASH}/wide.webp/`, '/media/x/../wide.webp']) {
      expect(mediaKey(path)).toBeNull();
    }
  });
});

describe('signatureFormat', () => {
  it('reads the format from the first bytes, never the name or type', async () => {
    const base = sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } });
    expect(signatureFormat(await base.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(signatureFormat(await base.clone().png().toBuffer())).toBe('png');
    expect(signatureFormat(await base.clone().webp().toBuffer())).toBe('webp');
    expect(signatureFormat(await base.clone().gif().toBuffer())).toBeNull();
    expect(signatureFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(signatureFormat(Buffer.from('RIFF....WAVE'))).toBeNull();
    expect(signatureFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('the alt text', () => {
  const check = (title: unknown) => {
    try {
      return imageTitleSchema().validateSync({ title }).title;
    } catch (error) {
      return (error as Error).message;
    }
  };
  it('is required, one line, at most 200 characters', () => {
    expect(check('  Rope   bridge\nat dusk ')).toBe('Rope bridge at dusk');
    expect(check('   ')).toBe('images.validation.titleRequired');
    expect(check(undefined)).toBe('images.validation.titleRequired');
    expect(check('x'.repeat(200))).toHaveLength(200);
    expect(check('x'.repeat(201))).toBe('images.validation.titleLong');
  });
});
