import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Where a server's CPU went, from a V8 CPU profile (`node --cpu-prof`, which `BENCH_PROFILE=1 npm run
 * bench` gives the bench's rendering instance): self time by package and by function, as shares of the
 * time the process was busy. Issue #25 asked to profile before changing a render; this is how.
 */

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

export interface Share {
  name: string;
  share: number;
}

export interface ProfileSummary {
  busyMs: number;
  byPackage: Share[];
  byFunction: Share[];
}

/** V8's own entries for an idle or unattributed process, which are not time spent on anything. */
const IDLE = new Set(['(idle)', '(program)']);

/** The package a frame's code belongs to: an npm package, Node itself, the app's build, or our source. */
export function packageOf({ url, functionName }: CallFrame, root = process.cwd()): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node';
  const file = url.replace(/^file:\/\//, '');
  const dependency = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (dependency) return dependency[1];
  if (file.includes('/.next/server/')) return '.next/server (the app as built)';
  return path.relative(root, file).split('/').slice(0, 2).join('/');
}

const sorted = (totals: Map<string, number>, busy: number, top: number): Share[] =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, time]) => ({ name, share: busy ? time / busy : 0 }));

export function summarizeProfile(profile: CpuProfile, root = process.cwd(), top = 25): ProfileSummary {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const frame = frames.get(id);
    const time = profile.timeDeltas[index] ?? 0;
    if (!frame || IDLE.has(frame.functionName)) return;
    busy += time;
    const pkg = packageOf(frame, root);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
    const fn = `${frame.functionName || '(anonymous)'} ${pkg}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + time);
  });
  return { busyMs: busy / 1000, byPackage: sorted(byPackage, busy, top), byFunction: sorted(byFunction, busy, top) };
}

/** One line per share, as the bench and this script print them. */
export const shareLines = (shares: Share[]): string[] => shares.map(({ name, share }) => `${(share * 100).toFixed(1).padStart(5)}%  ${name}`);

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: node --import tsx tools/cpu-profile-summary.ts <file.cpuprofile>');
  const summary = summarizeProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
  console.log(`busy ${Math.round(summary.busyMs)} ms\n\nself time by package`);
  for (const line of shareLines(summary.byPackage)) console.log(line);
  console.log('\nself time by function');
  for (const line of shareLines(summary.byFunction)) console.log(line);
}
