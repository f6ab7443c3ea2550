/*
 * The box a drawn signature's SVG path data covers, so the waiver's PDF can scale it into its own box
 * whatever the signing pad's size. The data comes from a browser, so it is read strictly: anything but
 * SVG path commands and numbers gives no box, and the PDF then does not hand it to pdfkit's path parser.
 */

export interface PathBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** How many numbers each command takes per repetition. */
const ARITY: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };
const TOKEN = /\s*,?\s*([MmLlHhVvCcSsQqTtAaZz]|[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/y;

/**
 * The bounds of every point the path names (ends and control points: a Bézier curve lies within them; an
 * arc's bulge may not, and is clipped), or null when the data is not a path or names no point.
 */
export function pathBox(data: string): PathBox | null {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  let rest = data.trim();
  while (rest) {
    const match = TOKEN.exec(rest);
    if (!match) return null;
    tokens.push(match[1]);
    rest = rest.slice(TOKEN.lastIndex).trimStart();
    TOKEN.lastIndex = 0;
  }
  // A path starts with a moveto (SVG 1.1, 8.3.2).
  if (!/^[Mm]$/.test(tokens[0] ?? '')) return null;
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const add = (x: number, y: number) => {
    box.minX = Math.min(box.minX, x);
    box.minY = Math.min(box.minY, y);
    box.maxX = Math.max(box.maxX, x);
    box.maxY = Math.max(box.maxY, y);
  };
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let index = 0;
  let command = '';
  while (index < tokens.length) {
    if (/^[a-z]$/i.test(tokens[index])) command = tokens[index++];
    else if (!command || command === 'z' || command === 'Z') return null;
    const lower = command.toLowerCase();
    const relative = command === lower;
    const args = tokens.slice(index, index + ARITY[lower]).map(Number);
    if (args.length < ARITY[lower] || args.some((value) => !Number.isFinite(value))) return null;
    index += ARITY[lower];
    const [dx, dy] = relative ? [x, y] : [0, 0];
    switch (lower) {
      case 'z':
        [x, y] = [startX, startY];
        continue;
      case 'h':
        x = args[0] + (relative ? x : 0);
        break;
      case 'v':
        y = args[0] + (relative ? y : 0);
        break;
      case 'a':
        [x, y] = [args[5] + dx, args[6] + dy];
        break;
      default:
        for (let i = 0; i < args.length - 2; i += 2) add(args[i] + dx, args[i + 1] + dy);
        [x, y] = [args[args.length - 2] + dx, args[args.length - 1] + dy];
    }
    add(x, y);
    if (lower === 'm') {
      [startX, startY] = [x, y];
      // Numbers after a moveto's first pair are linetos (SVG 1.1, 8.3.2).
      command = relative ? 'l' : 'L';
    }
  }
  return Number.isFinite(box.minX) ? box : null;
}
