import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { BUDGETS } from '../lib/domain/performance-budgets';
import { WIDGET_LOADER_FILE } from '../lib/domain/widget';

/**
 * The booking widget's loader (lib/client/widget/loader.ts, served as /widget.js by
 * lib/server/site/widget-script.ts): one plain script for any partner's page, bundled and minified
 * apart from Next's bundles (no React, no chunks, no module syntax), for browsers of the last few years.
 */
export async function bundleWidgetLoader(): Promise<string> {
  const result = await build({
    entryPoints: [path.resolve('lib/client/widget/loader.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: ['chrome100', 'firefox100', 'safari15.4', 'edge100'],
    tsconfig: path.resolve('tsconfig.json'),
    legalComments: 'none',
    write: false,
  });
  return result.outputFiles[0].text;
}

/** Gzipped bytes (level 9, what a CDN serves): what BUDGETS.widgetLoaderJs holds. */
export const gzippedBytes = (text: string): number => gzipSync(text, { level: 9 }).length;

/** Writes the loader where the server reads it (`<distDir>/widget/loader.js`); fails over its budget. */
export async function buildWidgetLoader(distDir = '.next'): Promise<{ bytes: number; gzipBytes: number }> {
  const text = await bundleWidgetLoader();
  const file = path.join(distDir, WIDGET_LOADER_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return { bytes: Buffer.byteLength(text), gzipBytes: gzippedBytes(text) };
}

async function main() {
  const { bytes, gzipBytes } = await buildWidgetLoader(process.argv[2] ?? '.next');
  const budget = BUDGETS.widgetLoaderJs;
  console.log(`Widget loader (/widget.js): ${(bytes / 1000).toFixed(1)} kB, ${(gzipBytes / 1000).toFixed(1)} kB gzipped (budget ${budget / 1000} kB)`);
  if (gzipBytes > budget) {
    console.error(`The widget loader is over its budget: ${gzipBytes} > ${budget} bytes gzipped (lib/domain/performance-budgets.ts)`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
