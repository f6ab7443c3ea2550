import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { toDomain } from '@/lib/domain/host';
import { toLanguage, type Language } from '@/lib/domain/language';
import { WIDGET_LOADER_FILE, WIDGET_SCRIPT_PATH } from '@/lib/domain/widget';
import type { LoaderConfig } from '@/lib/client/widget/overlay';
import { findLocaleByDomain, listLocales, siteOrigin, type LocaleRecord } from '../locales';
import { boundedMemo } from '../platform/cache';

/*
 * /widget.js on every park's domain (docs/widget.md): the booking widget's loader for partners' pages.
 * The loader is built once by tools/build-widget.ts (BUDGETS.widgetLoaderJs) into the build's folder;
 * each park's copy wraps it in a function given that park's sites by language (their origins and names),
 * so a button's language opens the park's site in that language and the loader knows which origin its
 * frame's messages must come from. A plain script: a partner's page loads it with a script tag, with no
 * CORS (nothing reads it across origins) and CORP cross-origin (so a page isolated with COEP may still).
 */


/** Partners' pages keep it a few minutes, then revalidate by its ETag: a park's new site or name reaches them soon. */
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

export const isWidgetScriptPath = (pathname: string): boolean => pathname === WIDGET_SCRIPT_PATH;

let loader: { text: string; modified: number } | null = null;

/** The built loader; read again when the file changed (a `npm run dev` rebuild), null when there is none. */
function builtLoader(): string | null {
  const file = path.join(process.cwd(), '.next', WIDGET_LOADER_FILE);
  const modified = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (modified === undefined) return null;
  if (loader?.modified !== modified) loader = { text: readFileSync(file, 'utf8'), modified };
  return loader.text;
}

/** The park's sites that book here, by language: the asked site for its own language, else the first in menu order. */
export function loaderConfig(asked: LocaleRecord, all: readonly LocaleRecord[]): LoaderConfig {
  const sites: LoaderConfig['sites'] = {};
  const booksHere = (locale: LocaleRecord) => locale.parkId === asked.parkId && locale.bookingEnabled && !locale.enableProgressiveCheckout;
  for (const locale of [asked, ...all].filter(booksHere)) {
    const language: Language = toLanguage(locale.locale);
    sites[language] ??= { origin: siteOrigin(locale), title: locale.title };
  }
  return { language: toLanguage(asked.locale), sites };
}

interface Copy {
  etag: string;
  plain: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** Each park's script, compressed once: by its text (a park's config and the build's loader). */
const copies = boundedMemo<Copy>(50);

function copyOf(text: string): Copy {
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  let copy = copies.get(etag);
  if (!copy) {
    const plain = Buffer.from(text);
    copy = {
      etag,
      plain,
      gzip: gzipSync(plain, { level: 9 }),
      br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    };
    copies.set(etag, copy);
  }
  return copy;
}

function plainAnswer(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(text);
}

/** Answers /widget.js: the park's loader, or 404 where the host is no park's site (the global site, an unknown host). */
export async function widgetScriptEndpoint(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    return plainAnswer(res, 405, 'Method Not Allowed');
  }
  const locale = await findLocaleByDomain(toDomain(req.headers.host));
  if (!locale?.parkId) return plainAnswer(res, 404, 'No booking widget here');
  const built = builtLoader();
  if (!built) return plainAnswer(res, 503, 'The widget loader is built by `npm run build`');
  // A function given the config: the bundle's only free name (lib/client/widget/loader.ts), no global.
  const copy = copyOf(`(function(WIDGET_CONFIG){${built}})(${JSON.stringify(loaderConfig(locale, await listLocales()))});\n`);
  res.setHeader('content-type', 'text/javascript; charset=utf-8');
  res.setHeader('cache-control', CACHE_CONTROL);
  res.setHeader('etag', copy.etag);
  res.setHeader('vary', 'accept-encoding');
  res.setHeader('cross-origin-resource-policy', 'cross-origin');
  if (req.headers['if-none-match'] === copy.etag) {
    res.statusCode = 304;
    return void res.end();
  }
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(accepted) ? ['br', copy.br] : /\bgzip\b/.test(accepted) ? ['gzip', copy.gzip] : [null, copy.plain];
  if (encoding) res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', String(body.length));
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : body);
}
