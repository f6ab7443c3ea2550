import { execFileSync } from 'node:child_process';

/**
 * What a route's first-load JavaScript is made of, per package, from Next's bundle analyzer (issue #25):
 *
 *   npx next analyze -o                      # compiles the client bundles, no app build (about 35 s)
 *   node --import tsx tools/first-load-breakdown.ts / components/content/pages/home-page.tsx
 *
 * The first argument is the route (as in pages/), the others name the `next/dynamic` components the
 * server renders on the page measured (their chunks are in its HTML, so they are first-load too; the
 * page's language's translations are added always). Sizes are each module gzipped on its own (level
 * 9), so they add up to 10–25% more than the chunks gzipped whole (tools/first-load-js.ts measures
 * those): compare packages with each other, not with the budgets.
 */
interface Part {
  type: 'part';
  filename: string;
  source_path: string;
  size: number;
  compressed_size: number;
}
interface Group {
  type: 'group';
  kind: string;
  trigger_module_ident: string;
  outputs: string[];
}
type Line = Part | Group | { type: 'meta' | 'module' | 'route' | 'output' };

/** The package (node_modules/<name>) or the app's folder (lib/client, components/layout...) of a module. */
export function packageOf(sourcePath: string): string {
  const source = sourcePath.replace('[project]/', '');
  const inModules = source.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)/); // the innermost package
  if (inModules) return inModules[1];
  if (source.startsWith('[turbopack]')) return 'turbopack runtime';
  if (source.startsWith('[next]')) return 'next';
  const [first, second] = source.split('/');
  return ['lib', 'components', 'graphql'].includes(first) && second && !second.includes('.') ? `${first}/${second}` : first;
}

/** Gzipped bytes per package over the route's bootstrap chunks and the chunks of the named dynamic components. */
export function breakdown(lines: Line[], rendered: string[]): { total: number; packages: [string, number][] } {
  const parts = new Map<string, Part[]>();
  for (const line of lines) if (line.type === 'part') parts.set(line.filename, [...(parts.get(line.filename) ?? []), line]);
  const groups = lines.filter((line): line is Group => line.type === 'group');
  const chosen = groups.filter(
    (group) =>
      group.kind === 'bootstrap' ||
      (group.trigger_module_ident.includes('[client]') && group.trigger_module_ident.includes('next/dynamic entry') && rendered.some((name) => group.trigger_module_ident.includes(name))),
  );
  const files = new Set(chosen.flatMap((group) => group.outputs.filter((file) => file.endsWith('.js'))));
  const sizes = new Map<string, number>();
  for (const file of files) for (const part of parts.get(file) ?? []) sizes.set(packageOf(part.source_path), (sizes.get(packageOf(part.source_path)) ?? 0) + part.compressed_size);
  const packages = [...sizes].sort((a, b) => b[1] - a[1]);
  return { total: packages.reduce((sum, [, size]) => sum + size, 0), packages };
}

if (process.argv[1]?.endsWith('first-load-breakdown.ts')) {
  const [route = '/', ...rendered] = process.argv.slice(2);
  const text = execFileSync('npx', ['next', 'analyze', 'export', '--route', route], { encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });
  const lines = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);
  const { total, packages } = breakdown(lines, ['components/layout/translations/english.tsx', ...rendered]);
  console.log(`${route}: ${(total / 1000).toFixed(1)} kB (modules gzipped one by one)`);
  for (const [name, size] of packages) if (size >= 100) console.log(`${(size / 1000).toFixed(1).padStart(7)} kB  ${name}`);
}
