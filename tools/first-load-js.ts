import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * First-load JavaScript per route, gzipped, computed from a production build (Next 16 no longer prints
 * it): every script a visitor's first page view of the route loads, i.e. the polyfills, the `_app`
 * chunks (framework, runtime, shell) and the route's own chunks, each file counted once. Chunks loaded
 * later through dynamic import() are not first-load and are not counted.
 */
interface BuildManifest {
  pages: Record<string, string[]>;
  polyfillFiles?: string[];
  rootMainFiles?: string[];
  lowPriorityFiles?: string[];
}

export interface RouteSize {
  route: string;
  /** Gzipped bytes (level 9, what a CDN serves), over every first-load script of the route. */
  gzipBytes: number;
  files: number;
}

const INTERNAL_ROUTES = new Set(['/_app', '/_error', '/_document']);

const sizes = new Map<string, number>();

/** Gzipped size of a build file (a path under distDir, e.g. static/chunks/x.js), level 9 as a CDN serves it. */
function gzipped(distDir: string, file: string): number {
  const full = path.join(distDir, file);
  let size = sizes.get(full);
  if (size === undefined) {
    size = gzipSync(readFileSync(full), { level: 9 }).length;
    sizes.set(full, size);
  }
  return size;
}

export function firstLoadJs(distDir = '.next'): RouteSize[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as BuildManifest;
  const shared = [...(manifest.polyfillFiles ?? []), ...(manifest.lowPriorityFiles ?? []), ...(manifest.rootMainFiles ?? []), ...(manifest.pages['/_app'] ?? [])];
  return Object.entries(manifest.pages)
    .filter(([route]) => !INTERNAL_ROUTES.has(route))
    .map(([route, files]) => {
      const scripts = [...new Set([...shared, ...files])].filter((file) => file.endsWith('.js'));
      return { route, gzipBytes: scripts.reduce((total, file) => total + gzipped(distDir, file), 0), files: scripts.length };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

const SCRIPT_SRC = /<script[^>]*\ssrc="\/_next\/(static\/[^"?]+\.js)"/g;

/**
 * First-load JavaScript of one served page: every build script its HTML loads, including the chunks of
 * components split with next/dynamic that the server rendered (those load before the page hydrates).
 */
export function pageFirstLoadJs(html: string, distDir = '.next'): number {
  return scriptsJs([...html.matchAll(SCRIPT_SRC)].map((match) => match[1]), distDir);
}

/**
 * Strings only the browser's error reporter (the Sentry SDK, lib/client/error-reporter.ts) carries: the
 * DSN's key in the URL it sends envelopes to, and the SDK's global carrier.
 */
const ERROR_REPORTER_SIGNATURES = ['sentry_key', '__SENTRY__'];

/**
 * The error reporter's JavaScript, gzipped: the chunks of the Sentry SDK. A page fetches them on its
 * first error only (issue #25, lib/client/error-reporting.ts), and only when a DSN is configured: an
 * error-free page view fetches none of them (__tests__/e2e/error-reporting.spec.ts checks it by these
 * signatures), so they are in no route's first-load scripts. What stands in for the SDK until then, the
 * queue and breadcrumb recorder (lib/domain/early-errors.ts, lib/client/breadcrumb-recorder.ts), is in
 * every page's first-load scripts. Issue #10's budgets counted these chunks ("including the error
 * reporter"). Chunks already counted as first-load are left out.
 */
export function errorReporterJs(distDir = '.next'): number {
  return scriptsJs(errorReporterChunks(distDir), distDir);
}

/** The error reporter's chunks (build files, `static/chunks/…`), by the strings only they carry. */
export function errorReporterChunks(distDir = '.next'): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as BuildManifest;
  const firstLoad = new Set(Object.values(manifest.pages).flat());
  const chunks = path.join(distDir, 'static', 'chunks');
  return new Set(
    readdirSync(chunks, { recursive: true, encoding: 'utf8' })
      .map((file) => path.join('static', 'chunks', file))
      .filter((file) => file.endsWith('.js') && !firstLoad.has(file))
      .filter((file) => {
        const text = readFileSync(path.join(distDir, file), 'utf8');
        return ERROR_REPORTER_SIGNATURES.some((signature) => text.includes(signature));
      }),
  );
}

/** Gzipped bytes of build files (`static/chunks/…`), each counted once. */
export function scriptsJs(files: Iterable<string>, distDir = '.next'): number {
  return [...new Set(files)].reduce((total, file) => total + gzipped(distDir, file), 0);
}

/** Kilobytes as the budgets count them (1 kB = 1,000 bytes), one decimal. */
export const kB = (bytes: number): number => Math.round(bytes / 100) / 10;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const distDir = process.argv[2] ?? '.next';
  const reporter = errorReporterJs(distDir);
  for (const { route, gzipBytes, files } of firstLoadJs(distDir)) {
    console.log(`${route.padEnd(36)} ${String(kB(gzipBytes)).padStart(7)} kB gzipped first-load JS (${files} files), ${kB(gzipBytes + reporter)} kB once a first error fetches the error reporter`);
  }
  console.log(`${'error reporter'.padEnd(36)} ${String(kB(reporter)).padStart(7)} kB gzipped, fetched on a page's first error only, when a DSN is set`);
}
