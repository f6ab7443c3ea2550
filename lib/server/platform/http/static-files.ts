import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import sirv from 'sirv';

/**
 * The build's static files (`/_next/static/…`: scripts, styles, fonts), served with their compressed
 * copies made once at build time (`precompressStatic`, run by `npm run build`).
 *
 * Why not Next's own serving: it gzips each file again on every request. The largest script (React,
 * about 240 kB) cost about 12 ms of CPU each time, 173 answers a second on this machine's two cores
 * against 1,900 for a page from the copy: a visitor's first page cost the server about 30 ms for its
 * scripts, on the cores that, in the bench, also lay out and paint the page (issue #25), and anyone could
 * make the server compress at will. The names hold each file's hash, so a copy never goes stale.
 */
export const STATIC_PREFIX = '/_next/static/';

/** Kinds of file worth compressing; fonts and pictures are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|html)$/;

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside each compressible file under `dir`. */
export function precompressStatic(dir: string): { files: number; bytes: number; brotliBytes: number } {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  // The build's folders (chunks, media, the build id) have no extension, so only files match.
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = path.join(dir, name);
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    files += 1;
    bytes += content.length;
    brotliBytes += brotli.length;
  }
  return { files, bytes, brotliBytes };
}

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Serves `/_next/static/…` from `dir` (a build's `.next/static`), the brotli or gzip copy where the
 * browser accepts it (sirv picks by Accept-Encoding and says Vary), cached for a year as immutable.
 * Anything it does not hold goes to `next` (Next.js answers 404). A build without copies (`next build`
 * run alone) is served uncompressed rather than compressed per request.
 */
export function staticFiles(dir: string): Handler {
  const serve = statSync(dir, { throwIfNoEntry: false })?.isDirectory()
    ? sirv(dir, { dev: false, etag: true, immutable: true, maxAge: 31_536_000, brotli: true, gzip: true })
    : null;
  return (req, res, next) => {
    const url = req.url ?? '';
    if (!serve || !url.startsWith(STATIC_PREFIX) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    // sirv serves paths relative to `dir`; Next answers whatever it does not hold, at its own address.
    req.url = url.slice(STATIC_PREFIX.length - 1);
    serve(req, res, () => {
      req.url = url;
      next();
    });
  };
}
