import type { Figure } from './scenario';

const verdict = (figure: Figure) =>
  figure.control ? (figure.pass ? 'control failed as expected' : 'CONTROL DID NOT FAIL') : figure.pass ? 'ok' : 'FAIL';

/** The table of every figure, one row each, for people. */
export function formatTable(figures: Figure[]): string {
  const rows = figures.map((f) => [f.key, f.label, String(f.value), f.target, verdict(f)]);
  const header = ['figure', 'what', 'value', 'target', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The last line: one JSON object holding every figure, for machines. */
export function formatJson(figures: Figure[], extra: Record<string, unknown>): string {
  return JSON.stringify({
    ...extra,
    passed: figures.every((f) => f.pass),
    figures: Object.fromEntries(figures.map((f) => [f.key, { value: f.value, target: f.target, pass: f.pass, ...(f.control ? { control: true } : {}) }])),
  });
}
