import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { nonceOf } from '@/lib/domain/content-security-policy';
import { copySeconds, INSTANCE_COPY, pageCacheKey, replaceNonce } from '@/lib/domain/shared-page-cache';
import { expiringMap } from '../platform/cache';
import { registerPageCopy } from '../platform/page-copies';
import { newNonce, POLICY_HEADER, REPORT_ONLY_HEADER } from './content-security';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

interface Entry {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
  nonce: string;
}

/** Headers that describe one transfer, not the page: never copied onto another response. */
const TRANSFER_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag', 'vary']);

/** The page as the app wrote it, before the compression Next applies; null for an unknown coding. */
function decoded(encoding: string, bytes: Buffer): Buffer | null {
  if (!encoding || encoding === 'identity') return bytes;
  if (encoding === 'gzip') return gunzipSync(bytes);
  if (encoding === 'deflate') return inflateSync(bytes);
  return null;
}

/**
 * A per-instance shared copy of public pages: the responses that say a CDN may keep them (`public,
 * s-maxage`, which withShell sets only on pages with no visitor-specific data) are kept for a few
 * seconds (`ttlMs`, never longer than their s-maxage) and answered from memory. Each answer gets a
 * fresh Content-Security-Policy nonce, in the header and on every script, so no two visitors share a
 * nonce. Payment pages whose HTML is the same for everyone (the checkout, marked INSTANCE_COPY) are kept
 * the same way, though no CDN may keep them. Bounded: the least recently used entries go first (lib/server/platform/cache.ts). Personal pages
 * (`private, no-store`, unmarked), requests with a query string, cookies or credentials, and anything not
 * 200 always reach the app.
 */
export function withPageCache(handle: Handler, options: { ttlMs: number; maxEntries: number }): Handler {
  const entries = expiringMap<Entry>(options.maxEntries);
  // A change of what pages show (a price, an activity retired) drops the copy at once (dropPageCopies).
  registerPageCopy(() => entries.clear());

  const send = (entry: Entry, req: IncomingMessage, res: ServerResponse) => {
    const nonce = newNonce();
    const body = Buffer.from(replaceNonce(entry.body, entry.nonce, nonce));
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const payload = gzip ? gzipSync(body, { level: 6 }) : body;
    for (const [name, value] of Object.entries(entry.headers)) {
      res.setHeader(name, name === POLICY_HEADER || name === REPORT_ONLY_HEADER ? replaceNonce(String(value), entry.nonce, nonce) : value);
    }
    if (gzip) res.setHeader('content-encoding', 'gzip');
    res.setHeader('vary', 'Accept-Encoding');
    res.setHeader('content-length', payload.length);
    res.statusCode = entry.status;
    res.end(payload);
  };

  const keep = (key: string, res: ServerResponse, chunks: Buffer[]) => {
    const seconds = copySeconds(String(res.getHeader('cache-control') ?? ''), (res as unknown as Record<symbol, unknown>)[INSTANCE_COPY]);
    if (res.statusCode !== 200 || !seconds || res.getHeader('set-cookie')) return;
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value !== undefined && !TRANSFER_HEADERS.has(name)) headers[name] = typeof value === 'number' ? String(value) : value;
    }
    const body = decoded(String(res.getHeader('content-encoding') ?? ''), Buffer.concat(chunks));
    if (body === null) return;
    const policy = headers[POLICY_HEADER] ?? headers[REPORT_ONLY_HEADER];
    const entry = { status: 200, headers, body: body.toString('utf8'), nonce: nonceOf(typeof policy === 'string' ? policy : null) ?? '' };
    entries.set(key, entry, { ttl: Math.min(options.ttlMs, seconds * 1000) });
  };

  return (req, res) => {
    const key = pageCacheKey(req);
    if (!key) return handle(req, res);
    const hit = entries.get(key);
    if (hit) return send(hit, req, res);
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      keep(key, res, chunks);
      return end(chunk, ...rest);
    }) as typeof res.end;
    return handle(req, res);
  };
}
