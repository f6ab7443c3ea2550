import { readFileSync } from 'node:fs';
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

export function firstLoadJs(distDir = '.next'): RouteSize[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as BuildManifest;
  const sizes = new Map<string, number>();
  const gzipped = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const shared = [...(manifest.polyfillFiles ?? []), ...(manifest.lowPriorityFiles ?? []), ...(manifest.rootMainFiles ?? []), ...(manifest.pages['/_app'] ?? [])];
  return Object.entries(manifest.pages)
    .filter(([route]) => !INTERNAL_ROUTES.has(route))
    .map(([route, files]) => {
      const scripts = [...new Set([...shared, ...files])].filter((file) => file.endsWith('.js'));
      return { route, gzipBytes: scripts.reduce((total, file) => total + gzipped(file), 0), files: scripts.length };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

export const kB = (bytes: number): number => Math.round(bytes / 102.4) / 10;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  for (const { route, gzipBytes, files } of firstLoadJs(process.argv[2] ?? '.next')) {
    console.log(`${route.padEnd(36)} ${String(kB(gzipBytes)).padStart(7)} kB gzipped first-load JS (${files} files)`);
  }
}
