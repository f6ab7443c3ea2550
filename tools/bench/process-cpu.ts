import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The CPU a process and its children used, from Linux's /proc: what the bench divides by the sales it made
 * (docs/performance.md, "Where a sale's CPU goes"). On this shared machine the speed drifts by a quarter
 * within an hour, so tickets a minute compare only in pairs; CPU a sale, split by process, says where a
 * change took effect. Null where /proc is not there.
 */

/** Clock ticks a second, as /proc counts CPU time. */
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

interface ProcessTimes {
  parent: number;
  /** Its own user and system time, and its finished children's (waited for). */
  own: number;
  children: number;
}

function timesOf(pid: number): ProcessTimes | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: the fields follow its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { parent: Number(fields[1]), own: (Number(fields[11]) + Number(fields[12])) / TICKS, children: (Number(fields[13]) + Number(fields[14])) / TICKS };
  } catch {
    return null;
  }
}

/**
 * Seconds of CPU the process and every process under it used so far: its own, its children's that
 * ended, and those still running (a pooled connection's PostgreSQL backend lives as long as the pool).
 */
export function treeCpuSeconds(root: number): number | null {
  // Every process read once: its times, and its children by parent.
  const timesByPid = new Map<number, ProcessTimes>();
  const byParent = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const times = timesOf(Number(entry));
    if (!times) continue;
    timesByPid.set(Number(entry), times);
    byParent.set(times.parent, [...(byParent.get(times.parent) ?? []), Number(entry)]);
  }
  if (!timesByPid.has(root)) return null;
  let seconds = 0;
  const walk = (pid: number) => {
    const times = timesByPid.get(pid)!;
    seconds += times.own + times.children;
    for (const child of byParent.get(pid) ?? []) walk(child);
  };
  walk(root);
  return seconds;
}

/** The postmaster of an embedded PostgreSQL's data directory: the first line of its postmaster.pid. */
export function postmasterOf(dataDir: string): number | null {
  try {
    return Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
  } catch {
    return null;
  }
}

/**
 * Starts counting the CPU of each named process tree, and of this process (`visitors`: the bench's own
 * visitors); the returned function answers each one's milliseconds since, divided by `sales`.
 */
export function startCpuMeter(trees: Record<string, number | null | undefined>): (sales: number) => Record<string, number | null> {
  const started = Object.fromEntries(Object.entries(trees).map(([name, pid]) => [name, pid ? treeCpuSeconds(pid) : null]));
  const own = process.cpuUsage();
  return (sales) => {
    const perSale = (seconds: number) => Math.round((seconds * 1000 * 10) / Math.max(1, sales)) / 10;
    const used = Object.fromEntries(
      Object.entries(trees).map(([name, pid]) => {
        const now = pid ? treeCpuSeconds(pid) : null;
        return [name, now === null || started[name] === null ? null : perSale(now - started[name]!)];
      }),
    );
    const visitors = process.cpuUsage(own);
    return { ...used, visitors: perSale((visitors.user + visitors.system) / 1e6) };
  };
}
