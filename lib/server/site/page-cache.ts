import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { nonceOf } from '@/lib/domain/content-security-policy';
import { copySeconds, INSTANCE_COPY, pageAddress, pageCacheKey, replaceNonce, UNREAD_HEADERS } from '@/lib/domain/shared-page-cache';
import { expiringMap } from '../platform/cache';
import { newNonce, POLICY_HEADER, REPORT_ONLY_HEADER } from './content-security';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** The page copy's handler, and a way to drop pages a change made stale (issue #23: every instance within seconds). */
export type PageCacheHandler = Handler & {
  /** Drops every kept page whose key (`host scheme path`) `stale` says is out of date; how many went. */
  forget(stale: (key: string) => boolean): number;
};

/** The header on every answer from the copy. */
export const COPY_HEADER = 'x-page-copy';

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
 * A public page request as every public page is rendered (issue #25): from its page's address, without
 * the parameters the page does not read, and without cookies or credentials (pageAddress and
 * UNREAD_HEADERS, lib/domain/shared-page-cache.ts). The browser keeps its full address, and the
 * trackers read their tags from it.
 */
export function asPublicPageRequest(req: IncomingMessage): void {
  req.url = pageAddress(req.url ?? '/');
  for (const name of UNREAD_HEADERS) delete req.headers[name];
}

/**
 * A per-instance shared copy of public pages: the responses that say a CDN may keep them (`public,
 * s-maxage`, which withShell sets only on pages with no visitor-specific data) are kept for a few
 * seconds (`ttlMs`, never longer than their s-maxage) and answered from memory. Each answer gets a
 * fresh Content-Security-Policy nonce, in the header and on every script, so no two visitors share a
 * nonce. Payment pages whose HTML is the same for everyone (the checkout, marked INSTANCE_COPY) are kept
 * the same way, though no CDN may keep them. Bounded: the least recently used entries go first
 * (lib/server/platform/cache.ts). Requests come as asPublicPageRequest leaves them, so a returning
 * visitor's cookies and an ad click's tags are answered from the copy. Personal pages (`private,
 * no-store`, unmarked), Next.js's own requests with a query, and anything not 200 always reach the app.
 */
export function withPageCache(handle: Handler, options: { ttlMs: number; maxEntries: number }): PageCacheHandler {
  const entries = expiringMap<Entry>(options.maxEntries);

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
    // Says the answer came from this instance's copy: for whoever traces a slow or stale page, and the tests.
    res.setHeader(COPY_HEADER, 'hit');
    res.setHeader('content-length', payload.length);
    res.statusCode = entry.status;
    res.end(payload);
  };

  // Bumped by every forget: a page whose rendering began before a change may show what the change
  // undid, so it is answered but not kept.
  let generation = 0;

  const keep = (key: string, res: ServerResponse, chunks: Buffer[], begun: number) => {
    if (begun !== generation) return;
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

  const handler: Handler = (req, res) => {
    const key = pageCacheKey(req);
    if (!key) return handle(req, res);
    const hit = entries.get(key);
    if (hit) return send(hit, req, res);
    const chunks: Buffer[] = [];
    const begun = generation;
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
      keep(key, res, chunks, begun);
      return end(chunk, ...rest);
    }) as typeof res.end;
    return handle(req, res);
  };
  const forget = (stale: (key: string) => boolean) => {
    generation += 1;
    let dropped = 0;
    for (const key of [...entries.keys()]) {
      if (stale(key)) dropped += Number(entries.delete(key));
    }
    return dropped;
  };
  return Object.assign(handler, { forget });
}
