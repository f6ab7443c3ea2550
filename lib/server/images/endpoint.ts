import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_UPLOAD_BYTES, mediaKey, type UploadProblem } from '@/lib/domain/images';
import { sizedMemo } from '../platform/cache';
import { log } from '../platform/logger';
import { consumeLimit } from '../platform/rate-limit';
import { adminT, backOfficeHeaders, fromAdminOrigin, requestStaff } from '../staff';
import { uploadImage, type LibraryImage } from './library';
import { imageStore } from './store';

/*
 * The two HTTP endpoints of images (issue #23), answered by lib/server/app/routes.ts before Next.js:
 * - POST /api/images on ADMIN_HOST: an upload, the file as the raw body (what `fetch(url, { body: file })`
 *   sends; no multipart parser needed for one file), its park, alt text and idempotency key in the query;
 * - GET /media/<hash>/<variant>.<ext> on every host: an uploaded image's file, from the store.
 */

type Json = Record<string, unknown>;

function json(res: ServerResponse, status: number, body: Json, close = false): void {
  backOfficeHeaders(res);
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  // An answer sent before the whole body was read: the rest of it is not wanted on this connection.
  if (close) res.setHeader('connection', 'close');
  res.end(JSON.stringify(body));
}

type BodyRead = { ok: true; bytes: Buffer } | { ok: false; tooLarge: boolean };

/**
 * The request's bytes, at most `limit`: refused at once when Content-Length says more, and as soon as
 * more than that arrives when it does not (chunked): never more than `limit` held in memory.
 */
function readBytes(req: IncomingMessage, limit: number): Promise<BodyRead> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.resolve({ ok: false, tooLarge: true });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (read: BodyRead) => {
      if (done) return;
      done = true;
      resolve(read);
    };
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) finish({ ok: false, tooLarge: true });
      else chunks.push(chunk);
    });
    req.on('end', () => finish({ ok: true, bytes: Buffer.concat(chunks) }));
    req.on('error', () => finish({ ok: false, tooLarge: false }));
  });
}

/** What the screen shows of an uploaded image. */
const view = (image: LibraryImage) => ({ ...image, uploadedAt: image.uploadedAt?.toISOString() ?? null });

const STATUS: Record<UploadProblem, number> = {
  type: 415,
  tooLarge: 413,
  tooSmall: 422,
  tooManyPixels: 422,
  unreadable: 422,
  empty: 400,
  title: 400,
  key: 400,
  keyReused: 409,
};

/**
 * POST /api/images?park=<id>&title=<alt text>&key=<uuid>: the back office's origin (CSRF, as every POST
 * of the back office), a session, then the member's upload limit, then the service's own checks (role
 * and park first). A refusal is `{ error: 'images.errors.<problem>', message }`, the message in the
 * member's language, and stores nothing.
 */
export async function uploadEndpoint(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!fromAdminOrigin(req)) return json(res, 403, { error: 'cross-origin' }, true);
  const staff = await requestStaff(req);
  if (!staff) return json(res, 401, { error: 'signedOut' }, true);
  const t = adminT(staff.language);
  const refuse = (problem: UploadProblem, close = false) => json(res, STATUS[problem], { error: `images.errors.${problem}`, message: t(`images.errors.${problem}`) }, close);
  const limit = await consumeLimit('imageUploadByStaff', staff.id);
  if (!limit.allowed) {
    res.setHeader('retry-after', String(limit.retryAfterSeconds));
    return json(res, 429, { error: 'images.errors.tooMany', message: t('images.errors.tooMany'), retryAfterSeconds: limit.retryAfterSeconds }, true);
  }
  const url = new URL(req.url ?? '/', 'http://admin');
  const body = await readBytes(req, MAX_UPLOAD_BYTES);
  if (!body.ok) return body.tooLarge ? refuse('tooLarge', true) : json(res, 400, { error: 'invalid' }, true);
  let outcome: Awaited<ReturnType<typeof uploadImage>>;
  try {
    outcome = await uploadImage(staff, {
      parkId: url.searchParams.get('park') ?? '',
      title: url.searchParams.get('title') ?? '',
      idempotencyKey: url.searchParams.get('key') ?? '',
      bytes: body.bytes,
    });
  } catch (error) {
    // The store or the database failed (an object store refusing, a connection lost): nothing usable was
    // made, and the member is told to try again, in their words.
    log('images').error({ err: error }, 'image upload failed');
    return json(res, 503, { error: 'images.errors.failed', message: t('images.errors.failed') });
  }
  if (!outcome.ok) return outcome.reason === 'forbidden' ? json(res, 403, { error: 'forbidden', message: t('images.errors.forbidden') }) : refuse(outcome.problem);
  json(res, outcome.created ? 201 : 200, { image: view(outcome.image) });
}

/** Files served from this instance's memory: 64 MB, about 150 images' four files. */
const served = sizedMemo<{ contentType: string; bytes: Buffer }>(64 * 1024 * 1024, (file) => file.bytes.length);

/** Media files never change (named by content), so the answer is cacheable by anyone for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET (or HEAD) /media/<hash>/<wide|square>.<webp|jpg>: an uploaded image's file, with its type, a year
 * of caching and an ETag (the key: content-addressed). Unknown: 404, cheap (no page is rendered).
 */
export async function mediaEndpoint(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.statusCode = 405;
    res.setHeader('allow', 'GET, HEAD');
    res.end();
    return;
  }
  const { pathname } = new URL(req.url ?? '/', 'http://media');
  const media = mediaKey(pathname);
  const notFound = () => {
    res.statusCode = 404;
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    res.end('Not found');
  };
  if (!media) return notFound();
  let file = served.get(media.key);
  if (!file) {
    let stored: Awaited<ReturnType<ReturnType<typeof imageStore>['get']>>;
    try {
      stored = await imageStore().get(media.key);
    } catch (error) {
      log('images').error({ err: error, key: media.key }, 'image store read failed');
      res.statusCode = 503;
      res.setHeader('cache-control', 'no-store');
      res.setHeader('retry-after', '5');
      res.end();
      return;
    }
    if (!stored) return notFound();
    file = stored;
    served.set(media.key, file);
  }
  const etag = `"${media.key.replace('/', '-')}"`;
  res.setHeader('cache-control', IMMUTABLE);
  res.setHeader('etag', etag);
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('content-type', file.contentType);
  if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('content-length', String(file.bytes.length));
  res.end(req.method === 'HEAD' ? undefined : file.bytes);
}

/** Whether a path is a media file's (answered on every host). */
export const isMediaPath = (pathname: string): boolean => pathname.startsWith('/media/');
