import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ensureProductionBuild } from './build';
import { formatJson, formatTable } from './report';
import type { Figure, Scenario } from './scenario';
import { startStack, type RunningStack } from './stack';

/*
 * `npm run test:reliability [-- filter...]`: the reliability suite (issue #9). Builds for production when
 * `.next` is missing or stale, starts embedded PostgreSQL on a throwaway directory, two app instances
 * (NODE_ENV=production) on RELIABILITY_PORT and RELIABILITY_PORT+1 (default 8100), an SMTP sink and the
 * payment sandbox with an embedded PostgreSQL of its own (stack.ts has the ports), then runs every
 * module in scenarios/ in file-name order (or those whose file name or id contains a filter argument).
 * Progress goes to stderr; stdout gets the table and, on its last line, one JSON object. Exit code 1
 * when any figure misses its target (or a control run did not fail).
 */

const log = (line: string) => process.stderr.write(`[reliability] ${line}\n`);

async function loadScenarios(filters: string[]): Promise<Scenario[]> {
  const dir = path.join(import.meta.dirname, 'scenarios');
  const files = (await readdir(dir)).filter((f) => /\.ts$/.test(f)).sort();
  const scenarios: Scenario[] = [];
  for (const file of files) {
    const scenario = ((await import(path.join(dir, file))) as { default: Scenario }).default;
    if (!filters.length || filters.some((f) => file.includes(f) || scenario.id === f)) scenarios.push(scenario);
  }
  return scenarios;
}

async function main(): Promise<number> {
  const basePort = Number(process.env.RELIABILITY_PORT ?? 8100);
  const scenarios = await loadScenarios(process.argv.slice(2));
  if (!scenarios.length) throw new Error('No scenario matches');
  ensureProductionBuild(log);

  let running: RunningStack | undefined;
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping everything the suite started`);
    void (running?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const started = Date.now();
  const figures: Figure[] = [];
  try {
    running = await startStack(basePort, log);
    for (const scenario of scenarios) {
      log(`${scenario.id}: ${scenario.title}`);
      const t0 = Date.now();
      try {
        figures.push(...(await scenario.run(running.stack)));
      } catch (error) {
        log(`${scenario.id} threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        figures.push({ key: `${scenario.id}.completed`, label: `${scenario.title} ran to the end`, value: false, target: 'true', pass: false });
      }
      log(`${scenario.id} done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
  } finally {
    if (!stopping) await running?.stop();
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(formatTable(figures));
  console.log(formatJson(figures, { seconds }));
  return figures.every((f) => f.pass) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
