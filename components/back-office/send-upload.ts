import { ValidationError } from 'yup';
import { imageTitleSchema, MAX_UPLOAD_BYTES } from '@/lib/domain/images';

/** An uploaded image as POST /api/images answers it (lib/server/images/endpoint.ts). */
export interface UploadedImage {
  id: string;
  title: string;
  url: string;
  urlFallback: string;
  squareUrl: string;
  squareUrlFallback: string;
  width: number;
  height: number;
  shared: boolean;
  uploadedAt: string | null;
}

/** Where a refusal belongs: beside the file, beside the alt text, or under the whole form. */
export type UploadRefusal = { field: 'file' | 'title' | 'form'; message: string };

export type SendOutcome = { ok: true; image: UploadedImage } | { ok: false; refusal: UploadRefusal };

const FIELD_OF: Record<string, UploadRefusal['field']> = {
  'images.errors.type': 'file',
  'images.errors.tooLarge': 'file',
  'images.errors.tooSmall': 'file',
  'images.errors.tooManyPixels': 'file',
  'images.errors.unreadable': 'file',
  'images.errors.empty': 'file',
  'images.errors.title': 'title',
};

/**
 * What the browser can tell before sending (a file chosen, not over the limit, the alt text's rule:
 * the schema the server runs too), as a message key, or null. The picture itself is the server's to judge.
 */
export function checkBeforeSending(file: File | null, title: string): UploadRefusal | null {
  if (!file) return { field: 'file', message: 'images.validation.fileRequired' };
  if (file.size > MAX_UPLOAD_BYTES) return { field: 'file', message: 'images.errors.tooLarge' };
  if (!file.size) return { field: 'file', message: 'images.errors.empty' };
  try {
    imageTitleSchema().validateSync({ title });
  } catch (error) {
    return { field: 'title', message: error instanceof ValidationError ? error.message : 'images.errors.title' };
  }
  return null;
}

/**
 * Sends the file as the request's body (no multipart: one file), its park, alt text and idempotency key
 * in the address. The answer's error is a key of admin.json; anything else (no connection, a proxy's
 * page) is the form's "failed".
 */
export async function sendUpload({ file, title, parkId, key }: { file: File; title: string; parkId: string; key: string }): Promise<SendOutcome> {
  const query = new URLSearchParams({ park: parkId, title, key });
  try {
    const response = await fetch(`/api/images?${query}`, { method: 'POST', body: file, headers: { 'content-type': 'application/octet-stream' }, credentials: 'same-origin' });
    const body = (await response.json().catch(() => ({}))) as { image?: UploadedImage; error?: string };
    if (response.ok && body.image) return { ok: true, image: body.image };
    const message = typeof body.error === 'string' && body.error.startsWith('images.errors.') ? body.error : 'images.errors.failed';
    return { ok: false, refusal: { field: FIELD_OF[message] ?? 'form', message } };
  } catch {
    return { ok: false, refusal: { field: 'form', message: 'images.errors.failed' } };
  }
}
