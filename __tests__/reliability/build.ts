import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

/** What the production build is made from: a change to any of these makes `.next` stale. */
const SOURCES = ['pages', 'components', 'lib', 'graphql', 'locales', 'styles', 'public', 'next.config.js', 'package.json', 'tsconfig.json'];

/** The newest modification time among the tracked and new (not ignored) source files. */
function newestSourceMs(): number {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...SOURCES], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  return Math.max(0, ...files.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
}

/**
 * Builds for production when `.next` is missing or older than any source file (RELIABILITY_BUILD=always
 * forces a build, =never skips the check), so a fresh clone builds and a repeated run does not.
 */
export function ensureProductionBuild(log: (line: string) => void): void {
  const mode = process.env.RELIABILITY_BUILD ?? 'auto';
  if (mode === 'never') return;
  const buildId = '.next/BUILD_ID';
  const stale = !existsSync(buildId) || statSync(buildId).mtimeMs < newestSourceMs();
  if (mode !== 'always' && !stale) {
    log('Production build is up to date');
    return;
  }
  log(existsSync(buildId) ? 'Production build is stale: building' : 'No production build: building');
  const result = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', process.stderr, process.stderr] });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}
