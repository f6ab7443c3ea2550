/*
 * The contract between the reliability runner (`npm run test:reliability`, __tests__/reliability/run.ts)
 * and its scenarios (__tests__/reliability/scenarios/*.ts). Each scenario module default-exports a
 * Scenario; the runner builds the production stack once, runs the scenarios in order, prints one table
 * of every figure and, on its last line, one JSON object holding them all. It exits non-zero when a
 * figure misses its target or a control run fails to show the failure it should.
 */

/** One measured figure and whether it met its target. */
export interface Figure {
  /** Stable key for the JSON line, e.g. 'oversell.ticketsSold'. */
  key: string;
  /** What was measured, for the table. */
  label: string;
  value: number | string | boolean;
  /** The target in words, e.g. '= 10', '0', '≤ 30 s'. */
  target: string;
  pass: boolean;
}

/** What the runner gives every scenario: the production build on real PostgreSQL. */
export interface Stack {
  /** Base URLs of the running app instances (at least two), all on the same database. */
  apps: string[];
  /** The database every instance uses. */
  databaseUrl: string;
  /** The Host header for a locale's site, e.g. hostFor('nz') → 'nz.localhost:8100'. */
  hostFor(localeCode: string): string;
  /** A directory the scenario may write to. */
  workDir: string;
}

export interface Scenario {
  /** Short id, the prefix of its figures' keys, e.g. 'oversell'. */
  id: string;
  title: string;
  run(stack: Stack): Promise<Figure[]>;
}
