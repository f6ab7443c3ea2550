import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/*
 * The import graph of the product, type-only imports included (eslint's import-x/no-cycle leaves
 * those out, but a circle of types is still a circle a reader has to untangle): no two files of the
 * product import each other in a circle, and the capabilities under lib/server form a graph without
 * circles. Run by `npm run lint`; __tests__/unit/boundaries.test.ts proves it fails a circle.
 */

const PRODUCT = ['lib', 'components', 'pages'];
const SOURCE = /\.(ts|tsx)$/;
const SPECIFIER = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export type Graph = Map<string, Set<string>>;

function sourceFiles(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')));
}

function resolve(root: string, from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? path.posix.join(path.posix.dirname(from), specifier) : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const full = path.join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return path.posix.normalize(candidate);
  }
  return null;
}

/** Each product file and the product files it imports (values and types alike). */
export function importGraph(root: string): Graph {
  const graph: Graph = new Map();
  for (const file of PRODUCT.flatMap((dir) => sourceFiles(root, dir))) {
    const targets = new Set<string>();
    for (const match of readFileSync(path.join(root, file), 'utf8').matchAll(SPECIFIER)) {
      const target = resolve(root, file, match[1] ?? match[2]);
      if (target && SOURCE.test(target) && target !== file) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The capability a lib/server file belongs to (its folder under lib/server), or null. */
export const capabilityOf = (file: string): string | null => file.match(/^lib\/server\/([^/]+)\//)?.[1] ?? null;

/** The capabilities' graph: an arrow where any file of one imports a file of another. */
export function capabilityGraph(files: Graph): Graph {
  const graph: Graph = new Map();
  for (const [file, targets] of files) {
    const from = capabilityOf(file);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const target of targets) {
      const to = capabilityOf(target);
      if (to && to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** The circles of a graph: its strongly connected parts of more than one node (Tarjan). */
export function circles(graph: Graph): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    lowest.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node)!, lowest.get(next)!));
      } else if (onStack.has(next)) lowest.set(node, Math.min(lowest.get(node)!, indices.get(next)!));
    }
    if (lowest.get(node) === indices.get(node)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== node);
      if (part.length > 1) found.push(part.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = importGraph(process.cwd());
  const problems = [
    ...circles(files).map((part) => `files import each other in a circle: ${part.join(', ')}`),
    ...circles(capabilityGraph(files)).map((part) => `capabilities import each other in a circle: ${part.join(', ')}`),
  ];
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
  console.log(`Imports: ${files.size} product files, no circles (types included), capabilities in layers.`);
}
