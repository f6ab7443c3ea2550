import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { demoImages, type DemoImageName } from '../demo/images';

/**
 * Draws the demo operator's pictures — nothing is downloaded. Each scene is an SVG illustration built in
 * code (layered ridges with atmospheric haze, sky, sun and clouds, forests, water and an activity motif),
 * rendered by sharp to WebP and JPEG at 1600×900 and, re-rendered through a centred square viewBox, at
 * 800×800. Deterministic: every scene draws from a random generator seeded by its name, so re-running
 * `npm run images` rewrites byte-identical files.
 */
const OUT = path.resolve(process.cwd(), 'public/images');
const W = 1600;
const H = 900;

type Pt = [number, number];
type Rand = () => number;
type Stop = [offset: number, color: string, opacity?: number];

// ---------------------------------------------------------------------------------------------- basics

function mulberry32(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Rounds to one decimal to keep the SVG compact. */
const n = (v: number) => String(Math.round(v * 10) / 10);
const pt = ([x, y]: Pt) => `${n(x)},${n(y)}`;

function rgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear blend of two #rrggbb colours. */
function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const c = (x: number, y: number) => Math.round(x + (y - x) * t).toString(16).padStart(2, '0');
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}

function quadAt(p0: Pt, c: Pt, p2: Pt, t: number): Pt {
  const u = 1 - t;
  return [u * u * p0[0] + 2 * u * t * c[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * c[1] + t * t * p2[1]];
}

function quadAngle(p0: Pt, c: Pt, p2: Pt, t: number): number {
  const dx = 2 * (1 - t) * (c[0] - p0[0]) + 2 * t * (p2[0] - c[0]);
  const dy = 2 * (1 - t) * (c[1] - p0[1]) + 2 * t * (p2[1] - c[1]);
  return (Math.atan2(dy, dx) * 180) / Math.PI;
}

/** Control point that makes a quadratic curve between a and b sag by `sag` at its middle. */
function sagControl(a: Pt, b: Pt, sag: number): Pt {
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + sag * 2];
}

/** Catmull-Rom spline through the points, as cubic Béziers. */
function smoothLine(pts: Pt[]): string {
  let d = `M${pt(pts[0])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] ?? p2;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
  }
  return d;
}

function area(pts: Pt[], smooth: boolean, bottom = H + 10): string {
  const top = smooth ? smoothLine(pts) : `M${pts.map(pt).join('L')}`;
  return `${top}L${n(pts[pts.length - 1][0])},${bottom}L${n(pts[0][0])},${bottom}Z`;
}

function circle(x: number, y: number, r: number): string {
  return `M${n(x - r)},${n(y)}a${n(r)},${n(r)} 0 1,0 ${n(2 * r)},0a${n(r)},${n(r)} 0 1,0 ${n(-2 * r)},0`;
}

function sampler(pts: Pt[]): (x: number) => number {
  return (x) => {
    if (x <= pts[0][0]) return pts[0][1];
    for (let i = 1; i < pts.length; i++) {
      if (x <= pts[i][0]) {
        const t = (x - pts[i - 1][0]) / (pts[i][0] - pts[i - 1][0]);
        return pts[i - 1][1] + (pts[i][1] - pts[i - 1][1]) * t;
      }
    }
    return pts[pts.length - 1][1];
  };
}

/** Collects defs and layers for one scene. */
class Canvas {
  private readonly defs: string[] = [];
  private readonly layers: string[] = [];
  private readonly blurs = new Map<string, string>();
  private count = 0;

  constructor(readonly r: Rand) {}

  id(prefix: string): string {
    return `${prefix}${++this.count}`;
  }

  add(...parts: string[]): void {
    this.layers.push(...parts);
  }

  between(a: number, b: number): number {
    return a + (b - a) * this.r();
  }

  linear(stops: Stop[], [x1, y1, x2, y2]: [number, number, number, number] = [0, 0, 0, 1], user = false): string {
    const id = this.id('l');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>${stopTags(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops: Stop[], cx: number, cy: number, r: number, sy = 1): string {
    const id = this.id('r');
    const transform = sy === 1 ? '' : ` gradientTransform="translate(0 ${n(cy)}) scale(1 ${sy}) translate(0 ${n(-cy)})"`;
    this.defs.push(
      `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" gradientUnits="userSpaceOnUse"${transform}>${stopTags(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** `filter="…"` attribute for a Gaussian blur (shared per strength). */
  blur(sd: number): string {
    const key = String(sd);
    let id = this.blurs.get(key);
    if (!id) {
      id = this.id('b');
      this.blurs.set(key, id);
      this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`);
    }
    return `filter="url(#${id})"`;
  }

  /** `clip-path="…"` attribute for the given shape markup. */
  clip(shape: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `clip-path="url(#${id})"`;
  }

  pattern(id: string, w: number, h: number, body: string): string {
    this.defs.push(`<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${body}</pattern>`);
    return `url(#${id})`;
  }

  svg(view: [number, number, number, number], width: number, height: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="${view.join(' ')}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join('')}</defs>${this.layers.join('\n')}</svg>`
    );
  }
}

function stopTags(stops: Stop[]): string {
  return stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
}

// -------------------------------------------------------------------------------------------- elements

function sky(c: Canvas, stops: Stop[]): void {
  c.add(`<rect width="${W}" height="${H}" fill="${c.linear(stops)}"/>`);
}

function sun(c: Canvas, x: number, y: number, r: number, core: string, glow: string, glowR = r * 7, strength = 0.6): void {
  c.add(
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(glowR)}" fill="${c.radial([[0, glow, strength], [0.25, glow, strength * 0.45], [1, glow, 0]], x, y, glowR)}"/>`,
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${core}"/>`,
  );
}

/** Soft light shafts fanning out from a point. */
function rays(c: Canvas, x: number, y: number, color: string, opacity: number, angles: number[], length = 1400, spread = 4): void {
  const d = angles
    .map((a) => {
      const p = (deg: number): Pt => [x + Math.cos((deg * Math.PI) / 180) * length, y + Math.sin((deg * Math.PI) / 180) * length];
      return `M${n(x)},${n(y)}L${pt(p(a - spread / 2))}L${pt(p(a + spread / 2))}Z`;
    })
    .join('');
  c.add(`<path d="${d}" fill="${color}" opacity="${opacity}" ${c.blur(18)}/>`);
}

/** A cumulus cloud: a lit top over a shaded base. */
function cloud(c: Canvas, x: number, y: number, s: number, light = '#ffffff', shade = '#d5e2ef', opacity = 0.96): void {
  const puffs: Array<[number, number, number]> = [
    [-95, 2, 34], [-55, -22, 48], [0, -38, 62], [55, -18, 50], [98, 0, 36], [30, -50, 40], [-25, -8, 44],
  ];
  const shape = (dy: number, k: number) =>
    puffs.map(([px, py, pr]) => circle(x + px * s, y + (py + dy) * s, pr * s * k)).join('') +
    `M${n(x - 124 * s * k)},${n(y + (dy + 8) * s)}a${n(124 * s * k)},${n(24 * s * k)} 0 1,0 ${n(248 * s * k)},0a${n(124 * s * k)},${n(24 * s * k)} 0 1,0 ${n(-248 * s * k)},0`;
  c.add(
    `<g opacity="${opacity}" ${c.blur(Math.max(1.5, 3 * s))}>` +
      `<path d="${shape(4, 1)}" fill="${shade}"/>` +
      `<path d="${shape(-6, 0.9)}" fill="${light}"/></g>`,
  );
}

/** Thin streaks of high cloud. */
function streaks(c: Canvas, items: Array<[number, number, number]>, color: string, opacity: number): void {
  const d = items.map(([x, y, w]) => `M${n(x)},${n(y)}h${n(w)}`).join('');
  c.add(`<path d="${d}" stroke="${color}" stroke-width="9" stroke-linecap="round" opacity="${opacity}" ${c.blur(4)}/>`);
}

function birds(c: Canvas, items: Array<[number, number, number]>, color: string): void {
  const d = items.map(([x, y, s]) => `M${n(x - 9 * s)},${n(y - 2 * s)}q${n(5 * s)},${n(-5 * s)} ${n(9 * s)},${n(2 * s)}q${n(4 * s)},${n(-7 * s)} ${n(9 * s)},${n(-2 * s)}`).join('');
  c.add(`<path d="${d}" fill="none" stroke="${color}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`);
}

/** A horizontal band of haze. */
function mist(c: Canvas, y: number, h: number, color: string, opacity: number): void {
  c.add(`<rect x="0" y="${n(y - h / 2)}" width="${W}" height="${n(h)}" fill="${c.linear([[0, color, 0], [0.3, color, opacity * 0.5], [0.65, color, opacity], [1, color, 0]])}"/>`);
}

interface RidgeOptions {
  y: number;
  amp: number;
  rough?: number;
  levels?: number;
  bumps?: Array<[x: number, height: number, width: number]>;
  x0?: number;
  x1?: number;
}

/** A ridge line by midpoint displacement, with optional Gaussian bumps to place peaks. */
function ridge(r: Rand, o: RidgeOptions): Pt[] {
  const levels = o.levels ?? 6;
  const count = 2 ** levels;
  const x0 = o.x0 ?? -40;
  const x1 = o.x1 ?? W + 40;
  const ys = new Array<number>(count + 1).fill(0);
  ys[0] = (r() - 0.5) * o.amp;
  ys[count] = (r() - 0.5) * o.amp;
  let step = count;
  let scale = o.amp;
  const rough = o.rough ?? 0.55;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < count; i += step) ys[i] = (ys[i - half] + ys[i + half]) / 2 + (r() - 0.5) * scale;
    scale *= rough;
    step = half;
  }
  return ys.map((v, i) => {
    const x = x0 + ((x1 - x0) * i) / count;
    const bump = (o.bumps ?? []).reduce((sum, [bx, bh, bw]) => sum + bh * Math.exp(-(((x - bx) / bw) ** 2)), 0);
    return [x, o.y + v - bump];
  });
}

interface MountainOptions {
  top: string;
  bottom: string;
  smooth?: boolean;
  snow?: number;
  snowColor?: string;
  shade?: string;
  shadeOpacity?: number;
  rim?: string;
  id?: string;
}

/**
 * A filled range: gradient body, optional snow caps (`snow` = share of the relief, from the highest peak
 * down to the mean ridge height, that is white), shadowed right-hand faces that fade downwards, lit rim.
 */
function mountain(c: Canvas, pts: Pt[], o: MountainOptions): void {
  const d = area(pts, o.smooth ?? false);
  const minY = Math.min(...pts.map((p) => p[1]));
  const avgY = pts.reduce((sum, p) => sum + p[1], 0) / pts.length;
  const parts = [`<path d="${d}" fill="${c.linear([[0, o.top], [1, o.bottom]])}"/>`];
  const inner: string[] = [];
  if (o.snow !== undefined) {
    const line = minY + o.snow * (avgY - minY);
    const lower = pts.map(([x, y], i): Pt => {
      const above = Math.max(0, line - y);
      const streak = (Math.sin(i * 2.3) + 1) * 12 + c.r() * 20 + (i % 3 === 0 ? c.r() * 30 : 0);
      return [x, Math.max(y + 2, line + streak - 16 + above * 0.2)];
    });
    const snowD = `M${pts.map(pt).join('L')}L${lower.reverse().map(pt).join('L')}Z`;
    inner.push(`<path d="${snowD}" fill="${o.snowColor ?? '#f5f8fb'}"/>`);
  }
  if (o.shade) {
    const shadows: string[] = [];
    const win = 3;
    for (let i = win; i < pts.length - win; i++) {
      const isPeak = pts.slice(i - win, i + win + 1).every((p, k) => k === win || p[1] >= pts[i][1]);
      if (!isPeak) continue;
      let j = i + 1;
      while (j < pts.length - 1 && pts[j + 1][1] >= pts[j][1]) j++;
      const [px, py] = pts[i];
      const [vx, vy] = pts[j];
      const drop = Math.max(vy - py, 40);
      // A facet from the peak down its right-hand face, closing at a point below the valley.
      const foot: Pt = [px + (vx - px) * c.between(0.35, 0.6), vy + drop * c.between(1.2, 2)];
      const spurMid: Pt = [px + (foot[0] - px) * 0.45 + (c.r() - 0.5) * 14, py + (foot[1] - py) * 0.45];
      const face = pts.slice(i, j + 1);
      shadows.push(`M${[...face, foot, spurMid].map(pt).join('L')}Z`);
    }
    const op = o.shadeOpacity ?? 0.22;
    const fill = c.linear([[0, o.shade, op], [0.6, o.shade, op * 0.75], [1, o.shade, op * 0.2]], [0, minY, 0, avgY + 120], true);
    if (shadows.length) inner.push(`<path d="${shadows.join('')}" fill="${fill}"/>`);
  }
  if (inner.length) parts.push(`<g ${c.clip(`<path d="${d}"/>`)}>${inner.join('')}</g>`);
  if (o.rim) parts.push(`<path d="${o.smooth ? smoothLine(pts) : `M${pts.map(pt).join('L')}`}" fill="none" stroke="${o.rim}" stroke-width="2.5" opacity="0.55"/>`);
  c.add(o.id ? `<g id="${o.id}">${parts.join('')}</g>` : parts.join(''));
}

/** One conifer silhouette (tiered), as path data. */
function conifer(x: number, base: number, h: number, w: number): string {
  const tiers = 5;
  const top = base - h;
  const body = h * 0.9;
  const right: Pt[] = [];
  for (let t = 1; t <= tiers; t++) {
    const y = top + (body * t) / tiers;
    const half = (w / 2) * (0.25 + (0.75 * t) / tiers);
    right.push([x + half, y], [x + half * 0.45, y - body / tiers / 3]);
  }
  right.pop();
  const trunk = w * 0.07;
  const pts: Pt[] = [[x, top], ...right, [x + trunk, top + body], [x + trunk, base], [x - trunk, base], [x - trunk, top + body]];
  const left = right.map(([px, py]): Pt => [2 * x - px, py]).reverse();
  return `M${[...pts, ...left].map(pt).join('L')}Z`;
}

interface ForestOptions {
  base: (x: number) => number;
  x0?: number;
  x1?: number;
  spacing: number;
  h: [number, number];
  color: string;
  ratio?: number;
  sink?: number;
}

/** A row of conifers along a ground line. */
function conifers(c: Canvas, o: ForestOptions): void {
  const parts: string[] = [];
  for (let x = o.x0 ?? -30; x <= (o.x1 ?? W + 30); x += o.spacing * (0.6 + c.r() * 0.8)) {
    const h = c.between(o.h[0], o.h[1]);
    parts.push(conifer(x, o.base(x) + (o.sink ?? 8), h, h * (o.ratio ?? 0.38)));
  }
  c.add(`<path d="${parts.join('')}" fill="${o.color}"/>`);
}

interface CanopyOptions {
  base: (x: number) => number;
  x0?: number;
  x1?: number;
  spacing: number;
  size: [number, number];
  color: string;
  light?: string;
  lightOpacity?: number;
  /** Crowns hang from the top of the frame (base is their lower edge) instead of rising from the ground. */
  hang?: boolean;
  /** Fill between the crowns and the frame edge (default true). */
  solid?: boolean;
}

/** A band of broadleaf rainforest canopy: billowing crowns over a solid base, with sunlit highlights. */
function canopy(c: Canvas, o: CanopyOptions): void {
  const dark: string[] = [];
  const light: string[] = [];
  const x0 = o.x0 ?? -40;
  const x1 = o.x1 ?? W + 40;
  const edge: Pt[] = [];
  for (let x = x0; x <= x1; x += o.spacing * (0.7 + c.r() * 0.6)) {
    const s = c.between(o.size[0], o.size[1]);
    const cy = o.hang ? o.base(x) - s * 0.3 : o.base(x) - s * 0.55;
    edge.push([x, o.hang ? cy - s * 0.1 : cy + s * 0.3]);
    for (let k = 0; k < 5; k++) {
      const a = Math.PI * (0.95 + k * 0.28);
      dark.push(circle(x + Math.cos(a) * s * 0.45, cy + Math.sin(a) * s * 0.3 + s * 0.1, s * c.between(0.32, 0.46)));
    }
    dark.push(circle(x, cy - s * 0.15, s * 0.42));
    if (o.light) {
      light.push(circle(x - s * 0.18, cy - s * 0.3, s * 0.22), circle(x + s * 0.12, cy - s * 0.38, s * 0.16), circle(x - s * 0.42, cy - s * 0.05, s * 0.14));
    }
  }
  const limit = o.hang ? -10 : H + 10;
  if (o.solid !== false) dark.push(`M${n(x0)},${limit}L${edge.map(pt).join('L')}L${n(x1)},${limit}Z`);
  c.add(`<path d="${dark.join('')}" fill="${o.color}"/>`);
  if (o.light) c.add(`<path d="${light.join('')}" fill="${o.light}" opacity="${o.lightOpacity ?? 0.35}"/>`);
}

/** A palm tree leaning by `lean` pixels. */
function palm(c: Canvas, x: number, base: number, h: number, lean: number, trunk: string, leaf: string): void {
  const top: Pt = [x + lean, base - h];
  const ctrl: Pt = [x + lean * 0.2, base - h * 0.55];
  const rings: string[] = [];
  for (let t = 0.05; t < 0.95; t += 0.06) {
    const [px, py] = quadAt([x, base], ctrl, top, t);
    rings.push(`M${n(px - 7)},${n(py)}h14`);
  }
  const leaves: string[] = [];
  const angles = [-170, -140, -110, -75, -40, -10, 20, 160, 195];
  for (const a of angles) {
    const rad = (a * Math.PI) / 180;
    const len = h * c.between(0.36, 0.46);
    const tip: Pt = [top[0] + Math.cos(rad) * len, top[1] + Math.sin(rad) * len * 0.6 + len * 0.42];
    const mid: Pt = [top[0] + Math.cos(rad) * len * 0.55, top[1] + Math.sin(rad) * len * 0.55 - len * 0.08];
    const nx = -Math.sin(rad) * len * 0.09;
    const ny = Math.cos(rad) * len * 0.09;
    leaves.push(`M${pt(top)}Q${pt([mid[0] + nx, mid[1] + ny])} ${pt(tip)}Q${pt([mid[0] - nx, mid[1] - ny])} ${pt(top)}Z`);
  }
  c.add(
    `<path d="M${pt([x, base])}Q${pt(ctrl)} ${pt(top)}" fill="none" stroke="${trunk}" stroke-width="${n(h * 0.05)}" stroke-linecap="round"/>`,
    `<path d="${rings.join('')}" stroke="${mix(trunk, '#000000', 0.35)}" stroke-width="2" opacity="0.5"/>`,
    `<path d="${leaves.join('')}" fill="${leaf}"/>`,
    `<circle cx="${n(top[0])}" cy="${n(top[1] + 4)}" r="${n(h * 0.03)}" fill="${mix(trunk, '#000000', 0.3)}"/>`,
  );
}

interface WaterOptions {
  top: string;
  bottom: string;
  reflect?: string[];
  reflectOpacity?: number;
  reflectBlur?: number;
  glitterX?: number;
  glitter?: string;
  shimmer?: string;
  shimmerOpacity?: number;
}

/** Water from y down: a gradient, mirrored reflections of named groups, shimmer lines and sun glitter. */
function water(c: Canvas, y: number, o: WaterOptions): void {
  c.add(`<rect x="0" y="${n(y)}" width="${W}" height="${n(H - y)}" fill="${c.linear([[0, o.top], [1, o.bottom]])}"/>`);
  if (o.reflect?.length) {
    const clipAttr = c.clip(`<rect x="0" y="${n(y)}" width="${W}" height="${n(H - y)}"/>`);
    const uses = o.reflect.map((id) => `<use href="#${id}" xlink:href="#${id}" transform="matrix(1 0 0 -1 0 ${n(2 * y)})"/>`).join('');
    c.add(`<g ${clipAttr}><g opacity="${o.reflectOpacity ?? 0.35}" ${c.blur(o.reflectBlur ?? 2.5)}>${uses}</g></g>`);
    c.add(`<rect x="0" y="${n(y)}" width="${W}" height="${n(H - y)}" fill="${c.linear([[0, o.top, 0.15], [1, o.bottom, 0.75]])}"/>`);
  }
  const lines: string[] = [];
  for (let i = 0; i < 140; i++) {
    const t = c.r();
    const ly = y + 4 + (H - y) * t * t;
    const len = 14 + 90 * t * c.r() + 10;
    lines.push(`M${n(c.between(-40, W))},${n(ly)}h${n(len)}`);
  }
  c.add(`<path d="${lines.join('')}" stroke="${o.shimmer ?? '#ffffff'}" stroke-width="2" stroke-linecap="round" opacity="${o.shimmerOpacity ?? 0.22}"/>`);
  if (o.glitterX !== undefined) {
    const g: string[] = [];
    for (let i = 0; i < 46; i++) {
      const t = c.r();
      const ly = y + 3 + (H - y) * t;
      const spread = 16 + 110 * t;
      g.push(`M${n(o.glitterX + (c.r() - 0.5) * spread * 2)},${n(ly)}h${n(8 + 40 * t * c.r() + 6)}`);
    }
    c.add(`<path d="${g.join('')}" stroke="${o.glitter ?? '#fff4d6'}" stroke-width="3" stroke-linecap="round" opacity="0.75"/>`);
  }
}

// ------------------------------------------------------------------------------------------------ people

type Pose = 'stand' | 'walk' | 'hang' | 'spread' | 'climb' | 'sit' | 'wave' | 'reach';

interface Skeleton {
  head: Pt;
  neck: Pt;
  arms: [Pt[], Pt[]];
  legs: [Pt[], Pt[]];
}

const POSES: Record<Pose, Skeleton> = {
  stand: { head: [0, -64], neck: [0, -50], arms: [[[0, -46], [-7, -24], [-8, -4]], [[0, -46], [7, -24], [8, -4]]], legs: [[[0, 0], [-5, 26], [-6, 52]], [[0, 0], [5, 26], [6, 52]]] },
  walk: { head: [3, -64], neck: [2, -50], arms: [[[2, -46], [-8, -26], [-14, -8]], [[2, -46], [11, -27], [18, -12]]], legs: [[[0, 0], [-9, 24], [-18, 48]], [[0, 0], [10, 24], [12, 52]]] },
  hang: { head: [14, -50], neck: [7, -40], arms: [[[6, -38], [-2, -58], [-3, -84]], [[6, -38], [4, -62], [1, -84]]], legs: [[[0, 0], [24, 0], [27, 27]], [[0, 0], [22, 7], [34, 26]]] },
  spread: { head: [0, -64], neck: [0, -50], arms: [[[0, -46], [-20, -58], [-38, -68]], [[0, -46], [20, -58], [38, -68]]], legs: [[[0, 0], [-10, 25], [-17, 50]], [[0, 0], [10, 25], [17, 50]]] },
  climb: { head: [0, -64], neck: [0, -50], arms: [[[0, -46], [-12, -66], [-15, -90]], [[0, -46], [15, -52], [24, -66]]], legs: [[[0, 0], [-17, 14], [-16, 40]], [[0, 0], [15, 6], [19, 32]]] },
  sit: { head: [-11, -50], neck: [-9, -38], arms: [[[-8, -34], [8, -22], [24, -14]], [[-8, -34], [6, -20], [22, -11]]], legs: [[[0, 0], [26, -7], [46, 1]], [[0, 0], [24, -3], [44, 6]]] },
  wave: { head: [0, -64], neck: [0, -50], arms: [[[0, -46], [-7, -24], [-8, -4]], [[0, -46], [15, -64], [19, -86]]], legs: [[[0, 0], [-5, 26], [-6, 52]], [[0, 0], [5, 26], [6, 52]]] },
  reach: { head: [4, -63], neck: [3, -50], arms: [[[3, -46], [16, -40], [30, -34]], [[3, -46], [18, -52], [32, -58]]], legs: [[[0, 0], [-6, 26], [-10, 52]], [[0, 0], [8, 25], [14, 50]]] },
};

interface FigureOptions {
  x: number;
  y: number;
  s: number;
  pose: Pose;
  rot?: number;
  flip?: boolean;
  ink?: string;
  shirt?: string;
  pants?: string;
  skin?: string;
  helmet?: string;
}

/** A person, hips at (x, y); s = 1 is about 120 px tall. */
function figure(o: FigureOptions): string {
  const p = POSES[o.pose];
  const ink = o.ink ?? '#1d2630';
  const limb = (pts: Pt[], w: number, col: string, op = 1) =>
    `<polyline points="${pts.map(pt).join(' ')}" fill="none" stroke="${col}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"${op < 1 ? ` opacity="${op}"` : ''}/>`;
  const pants = o.pants ?? ink;
  const shirt = o.shirt ?? ink;
  const [hx, hy] = p.head;
  const parts = [
    limb(p.legs[0], 10, pants),
    limb(p.arms[0], 8, shirt === ink ? ink : mix(shirt, '#000000', 0.25)),
    limb([p.neck, [0, 0]], 16, shirt),
    limb(p.legs[1], 10, pants),
    limb(p.arms[1], 8, shirt),
    `<circle cx="${hx}" cy="${hy}" r="8.5" fill="${o.skin ?? ink}"/>`,
  ];
  if (o.helmet) parts.push(`<path d="M${hx - 10},${hy + 0.5}A10,10 0 0 1 ${hx + 10},${hy + 0.5}Z" fill="${o.helmet}"/>`);
  const sx = o.flip ? -o.s : o.s;
  return `<g transform="translate(${n(o.x)} ${n(o.y)}) rotate(${n(o.rot ?? 0)}) scale(${Math.round(sx * 100) / 100} ${Math.round(o.s * 100) / 100})">${parts.join('')}</g>`;
}

/** Where to put a figure's hips so that its local point `local` (at scale s, rotated rot) lands on `anchor`. */
function hipsFor(anchor: Pt, local: Pt, s: number, rot: number): Pt {
  const a = (rot * Math.PI) / 180;
  const [lx, ly] = [local[0] * s, local[1] * s];
  return [anchor[0] - (lx * Math.cos(a) - ly * Math.sin(a)), anchor[1] - (lx * Math.sin(a) + ly * Math.cos(a))];
}

interface Outfit {
  ink?: string;
  shirt?: string;
  pants?: string;
  skin?: string;
  helmet?: string;
}

/** A zipline rider hanging from a trolley at the cable point `at`, cable angle in degrees. */
function rider(at: Pt, angle: number, s: number, outfit: Outfit, cable = '#1d2630'): string {
  const [x, y] = at;
  const hip: Pt = [x + 2 * s, y + 92 * s];
  return (
    `<g transform="rotate(${n(angle)} ${n(x)} ${n(y)})"><rect x="${n(x - 11 * s)}" y="${n(y - 6 * s)}" width="${n(22 * s)}" height="${n(12 * s)}" rx="${n(4 * s)}" fill="${cable}"/></g>` +
    `<path d="M${pt(at)}L${pt([hip[0] - 1 * s, hip[1] - 6 * s])}M${pt(at)}L${pt([hip[0] + 4 * s, hip[1] - 8 * s])}" stroke="${cable}" stroke-width="${n(2.4 * s)}"/>` +
    figure({ x: hip[0], y: hip[1], s, pose: 'hang', rot: -6, ...outfit })
  );
}

// ------------------------------------------------------------------------------------------- structures

/** A timber launch tower: splayed legs, braces, a deck with railings and a pitched roof. */
function tower(x: number, base: number, top: number, w: number, wood: string, roof: string): string {
  const legW = Math.max(4, w * 0.06);
  const lx = (y: number) => x - w / 2 + ((base - y) / (base - top)) * w * 0.16;
  const rx = (y: number) => x + w / 2 - ((base - y) / (base - top)) * w * 0.16;
  const braces: string[] = [];
  const step = Math.max(50, (base - top) / 5);
  for (let y = base - step; y > top + step * 0.4; y -= step) {
    braces.push(`M${n(lx(y))},${n(y)}L${n(rx(y))},${n(y)}`);
    braces.push(`M${n(lx(y))},${n(y)}L${n(rx(y + step))},${n(y + step)}M${n(rx(y))},${n(y)}L${n(lx(y + step))},${n(y + step)}`);
  }
  const deckW = w * 1.05;
  const rail = w * 0.28;
  const roofH = w * 0.42;
  const posts = [0, 0.25, 0.5, 0.75, 1].map((t) => `M${n(x - deckW / 2 + deckW * t)},${n(top)}v${n(-rail)}`).join('');
  return (
    `<path d="M${n(lx(base))},${n(base)}L${n(lx(top))},${n(top)}M${n(rx(base))},${n(base)}L${n(rx(top))},${n(top)}" stroke="${wood}" stroke-width="${n(legW)}"/>` +
    `<path d="${braces.join('')}" stroke="${wood}" stroke-width="${n(legW * 0.55)}"/>` +
    `<rect x="${n(x - deckW / 2)}" y="${n(top - 4)}" width="${n(deckW)}" height="${n(Math.max(8, w * 0.09))}" fill="${wood}"/>` +
    `<path d="${posts}M${n(x - deckW / 2)},${n(top - rail)}h${n(deckW)}M${n(x - deckW / 2)},${n(top - rail / 2)}h${n(deckW)}" stroke="${wood}" stroke-width="${n(legW * 0.5)}"/>` +
    `<path d="M${n(x - deckW / 2 + 4)},${n(top - rail)}v${n(-roofH * 0.9)}M${n(x + deckW / 2 - 4)},${n(top - rail)}v${n(-roofH * 0.9)}" stroke="${wood}" stroke-width="${n(legW * 0.6)}"/>` +
    `<path d="M${n(x - deckW * 0.66)},${n(top - rail - roofH * 0.85)}L${n(x)},${n(top - rail - roofH * 1.55)}L${n(x + deckW * 0.66)},${n(top - rail - roofH * 0.85)}Z" fill="${roof}"/>`
  );
}

/** Cable as a sagging quadratic; returns markup and a point/angle lookup. */
function cable(a: Pt, b: Pt, sag: number, color: string, width: number): { d: string; at: (t: number) => Pt; angle: (t: number) => number } {
  const ctrl = sagControl(a, b, sag);
  return {
    d: `<path d="M${pt(a)}Q${pt(ctrl)} ${pt(b)}" fill="none" stroke="${color}" stroke-width="${width}"/>`,
    at: (t) => quadAt(a, ctrl, b, t),
    angle: (t) => quadAngle(a, ctrl, b, t),
  };
}

/** Suspension rope bridge between two points: walkway, two handrails and netting. */
function ropeBridge(a: Pt, b: Pt, sag: number, plank: string, rope: string, rail = 46, scale = 1): string {
  const ctrl = sagControl(a, b, sag);
  const ra: Pt = [a[0], a[1] - rail];
  const rb: Pt = [b[0], b[1] - rail];
  const rctrl = sagControl(ra, rb, sag * 0.8);
  const net: string[] = [];
  const ticks: string[] = [];
  const count = Math.round(Math.abs(b[0] - a[0]) / (18 * scale));
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const p = quadAt(a, ctrl, b, t);
    const q = quadAt(ra, rctrl, rb, t);
    net.push(`M${pt(p)}L${pt(q)}`);
    ticks.push(`M${n(p[0])},${n(p[1] - 1)}v${n(7 * scale)}`);
  }
  return (
    `<path d="${net.join('')}" stroke="${rope}" stroke-width="${n(1.6 * scale)}" opacity="0.8"/>` +
    `<path d="M${pt(ra)}Q${pt(rctrl)} ${pt(rb)}M${n(ra[0])},${n(ra[1] + rail * 0.5)}Q${n(rctrl[0])},${n(rctrl[1] + rail * 0.5)} ${n(rb[0])},${n(rb[1] + rail * 0.5)}" fill="none" stroke="${rope}" stroke-width="${n(2.6 * scale)}"/>` +
    `<path d="M${pt(a)}Q${pt(ctrl)} ${pt(b)}" fill="none" stroke="${plank}" stroke-width="${n(7 * scale)}"/>` +
    `<path d="${ticks.join('')}" stroke="${mix(plank, '#000000', 0.35)}" stroke-width="${n(2.5 * scale)}"/>`
  );
}

function bridgeAt(a: Pt, b: Pt, sag: number, t: number): Pt {
  return quadAt(a, sagControl(a, b, sag), b, t);
}

/** A round timber platform wrapped around a trunk, with a railing. */
function platform(x: number, y: number, w: number, wood: string, rope: string, scale = 1): string {
  const rail = 40 * scale;
  const posts = [0, 0.33, 0.66, 1].map((t) => `M${n(x - w / 2 + w * t)},${n(y)}v${n(-rail)}`).join('');
  return (
    `<path d="${posts}" stroke="${wood}" stroke-width="${n(4 * scale)}"/>` +
    `<path d="M${n(x - w / 2)},${n(y - rail)}h${n(w)}M${n(x - w / 2)},${n(y - rail / 2)}h${n(w)}" stroke="${rope}" stroke-width="${n(2.4 * scale)}"/>` +
    `<rect x="${n(x - w / 2 - 4)}" y="${n(y)}" width="${n(w + 8)}" height="${n(11 * scale)}" rx="3" fill="${wood}"/>` +
    `<path d="M${n(x - w / 2 + 6)},${n(y + 11 * scale)}L${n(x)},${n(y + 60 * scale)}M${n(x + w / 2 - 6)},${n(y + 11 * scale)}L${n(x)},${n(y + 60 * scale)}" stroke="${wood}" stroke-width="${n(4 * scale)}"/>`
  );
}

/** A straight, slightly tapered tree trunk. */
function trunk(c: Canvas, x: number, top: number, bottom: number, w: number, light: string, dark: string, bark = true): void {
  const fill = c.linear([[0, dark], [0.35, light], [1, dark]], [0, 0, 1, 0]);
  const tw = w * 0.7;
  c.add(`<path d="M${n(x - tw / 2)},${n(top)}L${n(x + tw / 2)},${n(top)}L${n(x + w / 2)},${n(bottom - 30)}Q${n(x + w * 0.8)},${n(bottom)} ${n(x + w)},${n(bottom + 4)}L${n(x - w)},${n(bottom + 4)}Q${n(x - w * 0.8)},${n(bottom)} ${n(x - w / 2)},${n(bottom - 30)}Z" fill="${fill}"/>`);
  if (bark) {
    const lines: string[] = [];
    for (let i = 0; i < 7; i++) {
      const fx = c.between(-0.35, 0.35);
      const y0 = c.between(top, bottom - 80);
      lines.push(`M${n(x + fx * w)},${n(y0)}l${n(c.between(-3, 3))},${n(c.between(60, 200))}`);
    }
    c.add(`<path d="${lines.join('')}" stroke="${dark}" stroke-width="2.5" stroke-linecap="round" opacity="0.55"/>`);
  }
}

/** Luge track along a smooth line: kerb, surface and centre line. */
function lugeTrack(pts: Pt[], w: number, surface = '#e6ebf0', kerb = '#8f9aa6'): string {
  const d = smoothLine(pts);
  return (
    `<path d="${d}" fill="none" stroke="rgba(0,0,0,0.18)" stroke-width="${n(w + 10)}" stroke-linecap="round" stroke-linejoin="round" transform="translate(0 6)"/>` +
    `<path d="${d}" fill="none" stroke="${kerb}" stroke-width="${n(w + 6)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${surface}" stroke-width="${n(w - 4)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="${n(Math.max(1.5, w * 0.06))}" stroke-dasharray="${n(w * 0.8)} ${n(w * 0.8)}" opacity="0.8"/>`
  );
}

/** A luge cart with a seated rider at (x, y), heading `angle` degrees. */
function lugeCart(x: number, y: number, s: number, angle: number, cart: string, outfit: Outfit): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(${s})">` +
    `<rect x="-34" y="-8" width="76" height="16" rx="8" fill="${cart}"/>` +
    `<circle cx="-22" cy="9" r="6" fill="#1d2630"/><circle cx="30" cy="9" r="6" fill="#1d2630"/>` +
    figure({ x: -4, y: -8, s: 0.7, pose: 'sit', ...outfit }) +
    `</g>`
  );
}

/** A giant swing A-frame with a rider at `rider` on two ropes. */
function swingRig(apex: Pt, spread: number, base: number, steel: string, riderAt: Pt, outfit: Outfit, rope = '#1d2630', trail = '#ffffff', s = 0.85): string {
  const [ax, ay] = apex;
  const legs = `M${n(ax - spread)},${n(base)}L${n(ax)},${n(ay)}L${n(ax + spread)},${n(base)}`;
  const back = `M${n(ax - spread * 0.55)},${n(base - 6)}L${n(ax + 8)},${n(ay + 4)}L${n(ax + spread * 0.7)},${n(base - 10)}`;
  const midY = ay + (base - ay) * 0.55;
  const half = spread * 0.55;
  const dx = riderAt[0] - ax;
  const dy = riderAt[1] - ay;
  const angle = (Math.atan2(dy, dx) * 180) / Math.PI;
  const radius = Math.hypot(dx, dy);
  const from = ((angle < 90 ? angle + 48 : angle - 48) * Math.PI) / 180;
  const start: Pt = [ax + Math.cos(from) * radius, ay + Math.sin(from) * radius];
  const hips = hipsFor(riderAt, [0, -26], s, angle);
  return (
    `<path d="M${pt(start)}A${n(radius)},${n(radius)} 0 0 ${angle < 90 ? 0 : 1} ${pt(riderAt)}" fill="none" stroke="${trail}" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round" opacity="0.85"/>` +
    `<path d="${back}" fill="none" stroke="${mix(steel, '#ffffff', 0.25)}" stroke-width="9" stroke-linejoin="round"/>` +
    `<path d="${legs}" fill="none" stroke="${steel}" stroke-width="13" stroke-linejoin="round"/>` +
    `<path d="M${n(ax - half)},${n(midY)}h${n(half * 2)}" stroke="${steel}" stroke-width="8"/>` +
    `<circle cx="${n(ax)}" cy="${n(ay)}" r="11" fill="${steel}"/>` +
    `<path d="M${pt(apex)}L${pt(riderAt)}" stroke="${rope}" stroke-width="3"/>` +
    figure({ x: hips[0], y: hips[1], s, pose: 'spread', rot: angle, ...outfit })
  );
}

// -------------------------------------------------------------------------------------------- buildings

interface Tower {
  x: number;
  w: number;
  h: number;
  kind: 'flat' | 'step' | 'spire' | 'slant' | 'crown' | 'prism';
  color: string;
}

function towerShape(t: Tower, base: number): string {
  const { x, w, h } = t;
  const top = base - h;
  switch (t.kind) {
    case 'step':
      return `M${n(x)},${base}V${n(top + h * 0.12)}H${n(x + w * 0.15)}V${n(top)}H${n(x + w * 0.85)}V${n(top + h * 0.12)}H${n(x + w)}V${base}Z`;
    case 'spire':
      return `M${n(x)},${base}V${n(top)}H${n(x + w * 0.46)}V${n(top - h * 0.12)}H${n(x + w * 0.54)}V${n(top)}H${n(x + w)}V${base}Z`;
    case 'slant':
      return `M${n(x)},${base}V${n(top + w * 0.5)}L${n(x + w)},${n(top)}V${base}Z`;
    case 'crown':
      return `M${n(x)},${base}V${n(top + h * 0.14)}L${n(x + w * 0.12)},${n(top + h * 0.06)}L${n(x + w * 0.28)},${n(top + h * 0.03)}L${n(x + w * 0.5)},${n(top)}L${n(x + w * 0.72)},${n(top + h * 0.03)}L${n(x + w * 0.88)},${n(top + h * 0.06)}L${n(x + w)},${n(top + h * 0.14)}V${base}Z`;
    case 'prism':
      return `M${n(x)},${base}V${n(top + h * 0.42)}L${n(x + w * 0.5)},${n(top + h * 0.12)}L${n(x + w * 0.62)},${n(top)}L${n(x + w)},${n(top + h * 0.24)}V${base}Z`;
    default:
      return `M${n(x)},${base}V${n(top)}H${n(x + w)}V${base}Z`;
  }
}

interface SkylineOptions {
  x0: number;
  x1: number;
  base: number;
  height: (x: number) => number;
  colors: string[];
  landmarks?: Array<Omit<Tower, 'color'> & { color?: string }>;
  windows?: string;
  windowOpacity?: number;
  id?: string;
  gap?: number;
  minW?: number;
  maxW?: number;
}

/** A city skyline: random towers under an envelope plus named landmarks, optional window pattern. */
function skyline(c: Canvas, o: SkylineOptions): void {
  const towers: Tower[] = [];
  const kinds: Tower['kind'][] = ['flat', 'flat', 'step', 'spire', 'slant', 'flat', 'crown'];
  for (let x = o.x0; x < o.x1; ) {
    const w = c.between(o.minW ?? 26, o.maxW ?? 62);
    const h = o.height(x) * c.between(0.55, 1);
    towers.push({ x, w, h, kind: kinds[Math.floor(c.r() * kinds.length)], color: o.colors[Math.floor(c.r() * o.colors.length)] });
    x += w + c.between(-w * 0.5, o.gap ?? 4);
  }
  // Taller towers go behind shorter ones.
  const all = [...(o.landmarks ?? []).map((l) => ({ ...l, color: l.color ?? o.colors[0] })), ...towers].sort((a, b) => b.h - a.h);
  const shapes = all.map((t) => `<path d="${towerShape(t, o.base)}" fill="${t.color}"/>`).join('');
  const facets = all
    .filter((t) => t.w > 30)
    .map((t) => `M${n(t.x + t.w * 0.62)},${o.base}V${n(o.base - t.h * 0.9)}H${n(t.x + t.w)}V${o.base}Z`)
    .join('');
  let win = '';
  if (o.windows) win = `<path d="${all.map((t) => towerShape(t, o.base)).join('')}" fill="${o.windows}" opacity="${o.windowOpacity ?? 1}"/>`;
  const body = `${shapes}<path d="${facets}" fill="#000000" opacity="0.12"/>${win}`;
  c.add(o.id ? `<g id="${o.id}">${body}</g>` : body);
}

/** A Chinese junk with red batten sails, waterline at (x, y), facing right. */
function junk(x: number, y: number, s: number, sail = '#c8372d', hull = '#4a2c1c'): string {
  const masts: Array<[number, number, number]> = [[-58, 150, 70], [14, 190, 88], [80, 110, 52]];
  const sails = masts
    .map(([mx, h, w]) => {
      const foot: Pt = [mx - w, -22];
      const head: Pt = [mx - w * 0.55, -h];
      const ctrl: Pt = [mx - w * 1.35, -h * 0.5];
      const battens: string[] = [];
      for (let t = 0.15; t < 0.95; t += 0.17) {
        const p = quadAt(foot, ctrl, head, t);
        battens.push(`M${n(mx)},${n(p[1] + 6)}L${pt(p)}`);
      }
      return (
        `<path d="M${n(mx)},-20L${n(mx)},${n(-h - 6)}L${pt(head)}Q${pt(ctrl)} ${pt(foot)}Z" fill="${sail}"/>` +
        `<path d="${battens.join('')}" stroke="${mix(sail, '#000000', 0.35)}" stroke-width="2.5"/>` +
        `<path d="M${n(mx)},-10V${n(-h - 16)}" stroke="${hull}" stroke-width="4"/>`
      );
    })
    .join('');
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">${sails}` +
    `<path d="M-132,-24Q-120,4 -80,10L92,10Q124,0 140,-34L112,-20L-104,-22Z" fill="${hull}"/>` +
    `<path d="M-120,-14L126,-14" stroke="${mix(hull, '#ffffff', 0.25)}" stroke-width="3"/></g>`
  );
}

/** A white harbour ferry, waterline at (x, y), facing left. */
function ferry(x: number, y: number, s: number, stripe = '#1f7a4a'): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">` +
    `<path d="M-110,-18L110,-18L98,6L-96,6Z" fill="${stripe}"/>` +
    `<rect x="-90" y="-44" width="180" height="27" rx="4" fill="#f4f6f8"/>` +
    `<rect x="-70" y="-62" width="130" height="19" rx="4" fill="#e7ebef"/>` +
    `<path d="M-84,-32h168M-64,-53h118" stroke="#2d4a66" stroke-width="6" stroke-dasharray="10 6"/>` +
    `<rect x="-10" y="-78" width="16" height="16" fill="#f4f6f8"/></g>`
  );
}

/** A jet boat with passengers and a rooster tail of spray, waterline at (x, y), facing left. */
function jetBoat(c: Canvas, x: number, y: number, s: number): void {
  c.add(
    `<g ${c.blur(9 * s)} opacity="0.9"><path d="M${n(x + 80 * s)},${n(y - 10 * s)}Q${n(x + 250 * s)},${n(y - 160 * s)} ${n(x + 420 * s)},${n(y - 40 * s)}Q${n(x + 300 * s)},${n(y - 30 * s)} ${n(x + 90 * s)},${n(y + 4 * s)}Z" fill="#ffffff"/></g>`,
    `<g ${c.blur(4 * s)}><path d="M${n(x + 70 * s)},${n(y)}Q${n(x + 200 * s)},${n(y - 110 * s)} ${n(x + 330 * s)},${n(y - 30 * s)}" stroke="#ffffff" stroke-width="${n(26 * s)}" fill="none" opacity="0.9"/></g>`,
  );
  const heads = [-40, -14, 12, 38].map((dx, i) => circle(x + dx * s, y - (44 + (i % 2) * 2) * s, 8 * s)).join('');
  const helmets = [-40, -14, 12, 38].map((dx, i) => `M${n(x + (dx - 9) * s)},${n(y - (44 + (i % 2) * 2) * s)}a${n(9 * s)},${n(9 * s)} 0 0 1 ${n(18 * s)},0Z`).join('');
  c.add(
    `<path d="M${n(x - 118 * s)},${n(y - 34 * s)}L${n(x + 86 * s)},${n(y - 34 * s)}L${n(x + 92 * s)},${n(y + 2 * s)}L${n(x - 80 * s)},${n(y + 4 * s)}Z" fill="#d8322a"/>`,
    `<path d="M${n(x - 112 * s)},${n(y - 30 * s)}L${n(x + 88 * s)},${n(y - 28 * s)}" stroke="#ffffff" stroke-width="${n(4 * s)}"/>`,
    `<path d="${heads}" fill="#3b2a22"/><path d="${helmets}" fill="#ffc93c"/>`,
    `<path d="M${n(x - 70 * s)},${n(y - 34 * s)}L${n(x - 58 * s)},${n(y - 56 * s)}L${n(x - 50 * s)},${n(y - 34 * s)}Z" fill="#bfe6f2" opacity="0.85"/>`,
    `<path d="M${n(x - 120 * s)},${n(y + 6 * s)}Q${n(x)},${n(y + 16 * s)} ${n(x + 110 * s)},${n(y + 4 * s)}" stroke="#ffffff" stroke-width="${n(5 * s)}" fill="none" opacity="0.8"/>`,
  );
}

/** An outdoor climbing tower: coloured panels, an overhang, a shaded side face, holds and crash mats. */
function climbingWall(c: Canvas, x: number, top: number, w: number, bottom: number): void {
  const depth = 110;
  const side = c.linear([[0, '#1f3d6b'], [1, '#162c4f']], [0, 0, 1, 0]);
  c.add(`<path d="M${n(x + w)},${n(top)}L${n(x + w + depth)},${n(top + 46)}L${n(x + w + depth)},${n(bottom - 6)}L${n(x + w)},${n(bottom)}Z" fill="${side}"/>`);
  const cols = 4;
  const rows = 6;
  const shades = ['#2f6fd6', '#2a62bf', '#3b7be0', '#275ab0'];
  const panels: string[] = [];
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const px = x + (w / cols) * i;
      const py = top + ((bottom - top) / rows) * j;
      panels.push(`<rect x="${n(px)}" y="${n(py)}" width="${n(w / cols + 0.5)}" height="${n((bottom - top) / rows + 0.5)}" fill="${shades[(i + j * 3) % shades.length]}"/>`);
    }
  }
  c.add(panels.join(''));
  // Overhang: a tilted band near the top catching the light.
  const oy = top + (bottom - top) * 0.3;
  c.add(`<path d="M${n(x - 30)},${n(oy)}L${n(x + w + 20)},${n(oy)}L${n(x + w)},${n(oy + 90)}L${n(x)},${n(oy + 90)}Z" fill="${BRAND.secondary}"/>`);
  c.add(`<path d="M${n(x - 30)},${n(oy)}L${n(x + w + 20)},${n(oy)}" stroke="#7fe6f0" stroke-width="6"/>`);
  c.add(`<rect x="${n(x - 10)}" y="${n(top - 18)}" width="${n(w + depth + 10)}" height="20" rx="4" fill="#173259"/>`);
  const colors = ['#ffc93c', '#ff6b5a', '#7ed957', '#ff9f1c', '#ffffff', '#e84393', '#00cde0'];
  const holds: string[] = [];
  for (let i = 0; i < 80; i++) {
    const hx = c.between(x + 16, x + w - 16);
    const hy = c.between(top + 30, bottom - 30);
    const r = c.between(6, 14);
    holds.push(`<ellipse cx="${n(hx)}" cy="${n(hy)}" rx="${n(r * 1.3)}" ry="${n(r)}" transform="rotate(${n(c.between(-40, 40))} ${n(hx)} ${n(hy)})" fill="${colors[i % colors.length]}"/>`);
  }
  c.add(`<g opacity="0.18" transform="translate(3 4)">${holds.join('').replaceAll(/fill="#[0-9a-f]+"/g, 'fill="#000000"')}</g>`, holds.join(''));
  c.add(`<path d="M${n(x - 40)},${n(bottom)}L${n(x + w + depth + 30)},${n(bottom)}L${n(x + w + depth + 10)},${n(bottom + 34)}L${n(x - 50)},${n(bottom + 34)}Z" fill="${ORANGE}"/>`);
  c.add(`<path d="M${n(x - 40)},${n(bottom)}H${n(x + w + depth + 30)}" stroke="#ffb070" stroke-width="4"/>`);
}

// ----------------------------------------------------------------------------------------------- palettes

const BRAND = { primary: '#0059e9', secondary: '#00cde0', tertiary: '#baedf2', text: '#282f36' };
const ORANGE = '#ff7a1a';
const YELLOW = '#ffc93c';
const CORAL = '#ff5a4e';
const INK = '#1d2630';
const WOOD = '#6b4a2f';

// ------------------------------------------------------------------------------------------------- scenes

type Scene = (c: Canvas) => void;

/** Golden-hour panorama: layered violet ranges, low sun, zipline tower and rider in silhouette. */
const globalHero: Scene = (c) => {
  sky(c, [[0, '#34487f'], [0.38, '#a76a9a'], [0.66, '#ff9a6a'], [0.86, '#ffc98a'], [1, '#ffe2a8']]);
  sun(c, 1080, 455, 44, '#fff4cf', '#ffbe78', 520, 0.75);
  rays(c, 1080, 455, '#fff0c8', 0.07, [196, 212, 232, 308, 328, 344], 1300, 4);
  streaks(c, [[180, 170, 260], [260, 196, 180], [1180, 150, 300], [1290, 176, 200], [640, 120, 220]], '#ffd0b0', 0.55);
  birds(c, [[930, 300, 1], [962, 318, 0.8], [990, 292, 0.7]], '#5a3550');
  mountain(c, ridge(c.r, { y: 500, amp: 170, levels: 7, rough: 0.6, bumps: [[560, 190, 170], [1330, 120, 170], [880, 60, 120]] }), {
    top: '#c58aa6', bottom: '#e6a39c', snow: 0.5, snowColor: '#ffe1d2', shade: '#5b3a72', shadeOpacity: 0.2, rim: '#ffd9b8',
  });
  mist(c, 520, 120, '#ffc7a0', 0.45);
  mountain(c, ridge(c.r, { y: 575, amp: 140, levels: 6, rough: 0.5, bumps: [[260, 60, 200]] }), { top: '#9b5e88', bottom: '#b4778d', shade: '#4a2a5a', shadeOpacity: 0.2, rim: '#ffb48e' });
  mist(c, 615, 90, '#f7a58e', 0.35);
  const hills = ridge(c.r, { y: 665, amp: 70, levels: 5, rough: 0.5 });
  mountain(c, hills, { top: '#623f70', bottom: '#563866', smooth: true });
  conifers(c, { base: sampler(hills), spacing: 16, h: [26, 54], color: '#4c2f5e' });
  const front = ridge(c.r, { y: 860, amp: 40, levels: 5, bumps: [[120, 330, 260], [1500, 70, 200]] });
  const frontAt = sampler(front);
  mountain(c, front, { top: '#2b1d38', bottom: '#1f1629', smooth: true });
  conifers(c, { base: frontAt, spacing: 24, h: [50, 120], color: '#1c1326', x1: 480 });
  conifers(c, { base: frontAt, spacing: 26, h: [40, 90], color: '#1c1326', x0: 1260 });
  const tx = 250;
  const tBase = frontAt(tx) + 10;
  c.add(tower(tx, tBase, 360, 78, '#241830', '#241830'));
  const line = cable([tx + 30, 352], [1660, 760], 40, '#241830', 3.5);
  const line2 = cable([tx + 30, 370], [1660, 790], 42, '#241830', 2.5);
  c.add(line.d, line2.d);
  c.add(rider(line.at(0.44), line.angle(0.44), 1.3, { ink: '#241830', helmet: ORANGE }, '#241830'));
};

/** Vertical composition: a towering snow peak, framing trees and a steep zipline. */
const globalMobile: Scene = (c) => {
  sky(c, [[0, '#1d4f8f'], [0.45, '#5aa6cf'], [0.78, '#f6c3a2'], [1, '#ffd9a8']]);
  sun(c, 1000, 330, 36, '#fff6d8', '#ffd6a0', 420, 0.6);
  cloud(c, 330, 210, 0.8, '#fff3ea', '#e4b9b8', 0.9);
  cloud(c, 1340, 170, 0.6, '#fff3ea', '#e4b9b8', 0.85);
  mountain(c, ridge(c.r, { y: 610, amp: 90, levels: 7, rough: 0.55, bumps: [[800, 420, 150], [560, 150, 110], [1060, 170, 120]] }), {
    top: '#7c87b4', bottom: '#9aa6c6', snow: 0.42, snowColor: '#fbefe8', shade: '#2d3a6a', shadeOpacity: 0.28, rim: '#ffe6d2', id: 'gm-peak',
  });
  mist(c, 600, 120, '#f3d4c4', 0.5);
  const mid = ridge(c.r, { y: 700, amp: 70, levels: 5, bumps: [[200, 120, 220], [1420, 140, 220]] });
  mountain(c, mid, { top: '#3f6a7a', bottom: '#35606d', smooth: true });
  conifers(c, { base: sampler(mid), spacing: 14, h: [24, 48], color: '#2e5563' });
  const front = ridge(c.r, { y: 860, amp: 30, levels: 5, bumps: [[60, 260, 230], [1560, 240, 220]] });
  mountain(c, front, { top: '#1c3540', bottom: '#142830', smooth: true });
  const fAt = sampler(front);
  conifers(c, { base: fAt, spacing: 30, h: [180, 330], color: '#12252c', x1: 300, ratio: 0.3 });
  conifers(c, { base: fAt, spacing: 30, h: [180, 330], color: '#12252c', x0: 1300, ratio: 0.3 });
  const line = cable([260, -20], [1300, 920], 30, INK, 4);
  c.add(line.d);
  c.add(rider(line.at(0.5), line.angle(0.5), 1.25, { ink: '#1d2a3a', shirt: BRAND.primary, pants: '#1d2a3a', skin: '#e2a882', helmet: YELLOW }));
};

/** From the launch deck: timber boards, railing and two cables dropping across a sunny alpine valley. */
const globalCheckout: Scene = (c) => {
  sky(c, [[0, BRAND.primary], [0.5, '#4aa3ee'], [1, BRAND.tertiary]]);
  sun(c, 1380, 140, 40, '#ffffff', '#fff7d6', 360, 0.55);
  cloud(c, 460, 150, 1);
  cloud(c, 980, 90, 0.6);
  cloud(c, 1480, 250, 0.75);
  mountain(c, ridge(c.r, { y: 430, amp: 170, levels: 7, rough: 0.6, bumps: [[1020, 150, 160], [420, 70, 140]] }), {
    top: '#7b93b8', bottom: '#a3b8d3', snow: 0.5, shade: '#2c4470', shadeOpacity: 0.28, id: 'gc-far',
  });
  mist(c, 520, 90, '#e8f4fb', 0.35);
  const mid = ridge(c.r, { y: 570, amp: 70, levels: 6, bumps: [[200, 40, 200]] });
  mountain(c, mid, { top: '#6c9a74', bottom: '#5a8a64', shade: '#1f3f2e', shadeOpacity: 0.2, id: 'gc-mid' });
  conifers(c, { base: sampler(mid), spacing: 12, h: [18, 34], color: '#47775a' });
  water(c, 630, { top: '#3d8fd0', bottom: '#2a6cb0', reflect: ['gc-far', 'gc-mid'], reflectOpacity: 0.3 });
  const near = ridge(c.r, { y: 740, amp: 30, levels: 5, bumps: [[1500, 200, 260]] });
  mountain(c, near, { top: '#2f6a45', bottom: '#27593a', smooth: true });
  conifers(c, { base: sampler(near), x0: 900, spacing: 18, h: [40, 90], color: '#1f4d33' });
  // Launch deck in the lower-left corner, in perspective.
  const deck = c.linear([[0, '#c08d5c'], [1, '#7d5634']]);
  c.add(`<path d="M-10,690L560,730L760,910L-10,910Z" fill="${deck}"/>`);
  const boards: string[] = [];
  for (let i = 1; i < 10; i++) {
    const t = (i / 10) ** 1.5;
    boards.push(`M-10,${n(690 + t * 220)}L${n(560 + t * 200)},${n(730 + t * 180)}`);
  }
  c.add(`<path d="${boards.join('')}" stroke="#6a4528" stroke-width="2.5" opacity="0.6"/>`);
  const posts = [20, 150, 280, 410, 540].map((x) => `M${x},${n(692 + x * 0.07)}v-110`).join('');
  c.add(`<path d="${posts}" stroke="#4f3320" stroke-width="11" stroke-linecap="round"/>`);
  c.add(`<path d="M10,584L550,622M10,636L550,672" stroke="#4f3320" stroke-width="8" stroke-linecap="round"/>`);
  c.add(`<rect x="596" y="330" width="26" height="420" fill="#4a2f1c"/><rect x="584" y="322" width="50" height="18" rx="4" fill="#2a1a10"/>`);
  const a = cable([609, 340], [1700, 560], 26, INK, 4);
  const b = cable([609, 366], [1700, 600], 28, INK, 3);
  c.add(a.d, b.d);
  c.add(rider(a.at(0.34), a.angle(0.34), 0.75, { ink: INK, shirt: CORAL, skin: '#d9a07c', helmet: YELLOW }));
  c.add(figure({ x: 300, y: 718, s: 0.95, pose: 'wave', ink: INK, shirt: BRAND.primary, pants: '#2f3e52', skin: '#c98b68', helmet: '#ffffff' }));
  c.add(figure({ x: 440, y: 740, s: 1, pose: 'stand', ink: INK, shirt: BRAND.secondary, pants: '#2f3e52', skin: '#e2a882', helmet: ORANGE }));
};

const NZ_SKY: Stop[] = [[0, '#1f6fd6'], [0.55, '#7cc0ee'], [1, '#e4f4fb']];

/** Queenstown: snowy Remarkables over a deep-blue lake, gondola hill and a zipline rider. */
const nzHero: Scene = (c) => {
  sky(c, NZ_SKY);
  sun(c, 380, 120, 36, '#ffffff', '#fff9e0', 300, 0.5);
  cloud(c, 250, 230, 0.85);
  cloud(c, 1250, 130, 1.05);
  cloud(c, 760, 80, 0.5);
  mountain(c, ridge(c.r, { y: 470, amp: 190, levels: 7, rough: 0.62, bumps: [[700, 170, 170], [1000, 110, 120], [300, 60, 150]] }), {
    top: '#6b7fa3', bottom: '#8aa0bf', snow: 0.55, shade: '#24365c', shadeOpacity: 0.32, id: 'nz-far',
  });
  mist(c, 560, 80, '#eaf4fb', 0.35);
  const mid = ridge(c.r, { y: 600, amp: 50, levels: 6, bumps: [[180, 40, 200]] });
  mountain(c, mid, { top: '#8c9a72', bottom: '#74845f', shade: '#3c4a2e', shadeOpacity: 0.25, id: 'nz-mid' });
  water(c, 640, { top: '#2d78c4', bottom: '#0f4282', reflect: ['nz-far', 'nz-mid'], reflectOpacity: 0.4, shimmer: '#dff2ff' });
  const right = ridge(c.r, { y: 900, amp: 30, levels: 5, bumps: [[1650, 520, 380]], x0: 1000 });
  mountain(c, right, { top: '#2e6a45', bottom: '#214f33', smooth: true });
  conifers(c, { base: sampler(right), x0: 1130, spacing: 15, h: [30, 70], color: '#1d4a31' });
  const gA: Pt = [1180, 820];
  const gB: Pt = [1640, 380];
  const g = cable(gA, gB, 16, '#2a3340', 2.5);
  c.add(g.d, cable([gA[0] + 12, gA[1] + 8], [gB[0] + 12, gB[1] + 8], 16, '#2a3340', 2).d);
  for (const t of [0.25, 0.62]) {
    const [gx, gy] = g.at(t);
    c.add(`<path d="M${n(gx)},${n(gy)}v26" stroke="#2a3340" stroke-width="3"/><rect x="${n(gx - 19)}" y="${n(gy + 24)}" width="38" height="34" rx="7" fill="${CORAL}"/><rect x="${n(gx - 14)}" y="${n(gy + 30)}" width="28" height="13" rx="3" fill="#cfe9f7"/>`);
  }
  const left = ridge(c.r, { y: 900, amp: 20, levels: 4, bumps: [[0, 330, 300]], x1: 620 });
  mountain(c, left, { top: '#235a3a', bottom: '#1a442c', smooth: true });
  conifers(c, { base: sampler(left), x1: 470, spacing: 20, h: [50, 120], color: '#163c27' });
  c.add(tower(120, sampler(left)(120) + 20, 470, 60, '#3b2a1c', '#2a1d14'));
  const line = cable([140, 462], [1240, 800], 36, INK, 3.5);
  c.add(line.d, `<path d="M1236,796v70M1200,868h80" stroke="#3b2a1c" stroke-width="10"/><rect x="1156" y="832" width="56" height="36" rx="4" fill="#e9e4da"/><path d="M1150,834h68l-8,-16h-52z" fill="#3b2a1c"/>`);
  c.add(rider(line.at(0.52), line.angle(0.52), 1, { ink: INK, shirt: BRAND.secondary, skin: '#e0a783', helmet: ORANGE }));
};

/** Gondola cabins climbing a steep forested hill with the lake and peaks behind. */
const nzMobile: Scene = (c) => {
  sky(c, NZ_SKY);
  cloud(c, 1180, 160, 0.9);
  cloud(c, 420, 120, 0.6);
  mountain(c, ridge(c.r, { y: 400, amp: 190, levels: 7, rough: 0.62, bumps: [[560, 130, 140]] }), {
    top: '#6f83a7', bottom: '#90a5c3', snow: 0.5, shade: '#24365c', shadeOpacity: 0.3, id: 'nzm-far',
  });
  mist(c, 500, 70, '#eaf4fb', 0.5);
  water(c, 560, { top: '#3382cc', bottom: '#164c8d', reflect: ['nzm-far'], reflectOpacity: 0.35 });
  const far = ridge(c.r, { y: 600, amp: 20, levels: 4 });
  mountain(c, far, { top: '#7f9070', bottom: '#6a7d5c', smooth: true });
  const hill = ridge(c.r, { y: 980, amp: 30, levels: 5, bumps: [[1700, 900, 900]] });
  mountain(c, hill, { top: '#2f6d47', bottom: '#1f4f33', smooth: true });
  const hillAt = sampler(hill);
  conifers(c, { base: hillAt, x0: 300, spacing: 13, h: [36, 80], color: '#1c4a30' });
  const scattered: Array<[number, number]> = [];
  for (let i = 0; i < 70; i++) {
    const x = c.between(420, 1640);
    scattered.push([x, c.between(hillAt(x) + 50, 940)]);
  }
  scattered.sort((a, b) => a[1] - b[1]);
  c.add(`<path d="${scattered.map(([x, y]) => conifer(x, y, 30 + (y - 300) * 0.12, 14 + (y - 300) * 0.05)).join('')}" fill="#1a4a2e"/>`);
  const g = cable([360, 960], [1500, -40], 40, '#2a3340', 3);
  c.add(g.d, cable([390, 960], [1530, -40], 40, '#2a3340', 2.5).d);
  for (const t of [0.18, 0.46, 0.74]) {
    const [gx, gy] = g.at(t);
    const s = 1.6;
    c.add(
      `<path d="M${n(gx)},${n(gy)}v${n(30 * s)}" stroke="#2a3340" stroke-width="4"/>` +
        `<rect x="${n(gx - 22 * s)}" y="${n(gy + 28 * s)}" width="${n(44 * s)}" height="${n(40 * s)}" rx="${n(8 * s)}" fill="${t === 0.46 ? BRAND.primary : CORAL}"/>` +
        `<rect x="${n(gx - 16 * s)}" y="${n(gy + 34 * s)}" width="${n(32 * s)}" height="${n(15 * s)}" rx="3" fill="#d4ecf8"/>` +
        `<path d="M${n(gx - 22 * s)},${n(gy + 56 * s)}h${n(44 * s)}" stroke="#ffffff" stroke-width="3" opacity="0.7"/>`,
    );
  }
  const front = ridge(c.r, { y: 880, amp: 20, levels: 4, bumps: [[0, 200, 260]], x1: 700 });
  mountain(c, front, { top: '#1b4a30', bottom: '#153a26', smooth: true });
  conifers(c, { base: sampler(front), x1: 560, spacing: 26, h: [90, 200], color: '#123322' });
};

/** Alpenglow at dusk: pink snow, a mirror-calm lake and two figures on a jetty. */
const nzCheckout: Scene = (c) => {
  sky(c, [[0, '#27346a'], [0.4, '#6a5a96'], [0.7, '#e08fa0'], [1, '#ffc7a0']]);
  c.add(`<circle cx="1300" cy="110" r="16" fill="#fff4e0" opacity="0.85"/>`);
  streaks(c, [[160, 130, 300], [260, 160, 200], [960, 100, 260], [1060, 130, 160]], '#f0a6b6', 0.5);
  mountain(c, ridge(c.r, { y: 470, amp: 200, levels: 7, rough: 0.62, bumps: [[820, 230, 220], [380, 90, 160]] }), {
    top: '#8a6d9c', bottom: '#a47ea4', snow: 0.55, snowColor: '#ffd6d2', shade: '#3b2d66', shadeOpacity: 0.38, rim: '#ffe0d8', id: 'nzc-far',
  });
  mist(c, 560, 80, '#f3b9b9', 0.35);
  const mid = ridge(c.r, { y: 600, amp: 40, levels: 6 });
  mountain(c, mid, { top: '#4d3f6e', bottom: '#3f3560', smooth: true, id: 'nzc-mid' });
  conifers(c, { base: sampler(mid), spacing: 14, h: [20, 40], color: '#3a3059' });
  water(c, 630, { top: '#6a5f96', bottom: '#2c2a5a', reflect: ['nzc-far', 'nzc-mid'], reflectOpacity: 0.55, shimmer: '#ffd9e0', shimmerOpacity: 0.25 });
  c.add(`<path d="M540,800L1100,780L1100,792L540,814Z" fill="#241c36"/>`);
  const piles = [580, 680, 780, 880, 980, 1090].map((x) => `M${x},${n(812 - (x - 540) * 0.04)}v60`).join('');
  c.add(`<path d="${piles}" stroke="#241c36" stroke-width="8"/>`);
  c.add(figure({ x: 940, y: 742, s: 0.62, pose: 'stand', ink: '#241c36' }), figure({ x: 985, y: 744, s: 0.58, pose: 'wave', ink: '#241c36' }));
  const shore = ridge(c.r, { y: 900, amp: 10, levels: 3, bumps: [[0, 170, 300], [1600, 130, 260]] });
  mountain(c, shore, { top: '#1b1530', bottom: '#140f24', smooth: true });
  const sAt = sampler(shore);
  conifers(c, { base: sAt, x1: 380, spacing: 26, h: [90, 210], color: '#140f24' });
  conifers(c, { base: sAt, x0: 1330, spacing: 26, h: [80, 180], color: '#140f24' });
};

const HK_GLASS = ['#8fa9c2', '#a9bed2', '#7b97b3', '#b9cadb', '#6d8aa6', '#9fc3d6'];

function hkSkyline(c: Canvas, base: number, scale: number, colors: string[], windows?: string, id?: string): void {
  skyline(c, {
    x0: -20,
    x1: W + 20,
    base,
    id,
    colors,
    windows,
    minW: 22 * scale,
    maxW: 56 * scale,
    height: (x) => (120 + 180 * Math.exp(-(((x - 760) / 420) ** 2)) + 60 * Math.exp(-(((x - 1300) / 200) ** 2))) * scale,
    landmarks: [
      { x: 700, w: 64 * scale, h: 370 * scale, kind: 'crown', color: colors[2] },
      { x: 960, w: 70 * scale, h: 330 * scale, kind: 'prism', color: colors[4] },
      { x: 1180, w: 50 * scale, h: 260 * scale, kind: 'spire', color: colors[1] },
      { x: 470, w: 54 * scale, h: 250 * scale, kind: 'step', color: colors === HK_GLASS ? '#5d8fd6' : colors[3] },
    ],
  });
}

/** Hong Kong: green peaks, harbour skyline and a treetop rope bridge strung across the foreground. */
const hkHero: Scene = (c) => {
  sky(c, [[0, '#2f83dc'], [0.6, '#9ccfee'], [1, '#e2f3f5']]);
  cloud(c, 1200, 150, 1);
  cloud(c, 300, 120, 0.7);
  const peak = ridge(c.r, { y: 470, amp: 60, levels: 6, bumps: [[520, 170, 260], [1200, 110, 280]] });
  mountain(c, peak, { top: '#6fa287', bottom: '#8bb59d', smooth: true, shade: '#2e5a44', shadeOpacity: 0.15 });
  mist(c, 520, 80, '#e4f2f2', 0.6);
  hkSkyline(c, 640, 0.95, HK_GLASS, undefined, 'hk-city');
  water(c, 640, { top: '#3f8fc4', bottom: '#1f5f94', reflect: ['hk-city'], reflectOpacity: 0.3 });
  c.add(ferry(520, 700, 0.55, '#1f7a4a'), junk(1180, 730, 0.45));
  // Foreground trees framing the bridge.
  trunk(c, 130, 120, 920, 70, '#6e5038', '#3e2c1e');
  trunk(c, 1480, 160, 920, 64, '#6e5038', '#3e2c1e');
  canopy(c, { base: (x) => 260 - Math.max(0, x - 160) * 0.9, x0: -80, x1: 420, spacing: 55, size: [120, 180], color: '#1f5a38', light: '#5fa86a', hang: true });
  canopy(c, { base: (x) => 280 - Math.max(0, 1450 - x) * 0.9, x0: 1180, x1: 1700, spacing: 55, size: [110, 170], color: '#1f5a38', light: '#5fa86a', hang: true });
  const a: Pt = [160, 420];
  const b: Pt = [1450, 430];
  c.add(platform(130, 420, 130, WOOD, '#e9d7b4'), platform(1480, 430, 120, WOOD, '#e9d7b4'));
  c.add(ropeBridge(a, b, 90, WOOD, '#e9d7b4', 54, 1.2));
  const [p1x, p1y] = bridgeAt(a, b, 90, 0.42);
  const [p2x, p2y] = bridgeAt(a, b, 90, 0.55);
  c.add(
    figure({ x: p1x, y: p1y - 50, s: 0.85, pose: 'walk', ink: INK, shirt: ORANGE, skin: '#d9a07c', helmet: BRAND.primary }),
    figure({ x: p2x, y: p2y - 50, s: 0.8, pose: 'reach', ink: INK, shirt: BRAND.secondary, skin: '#c48a66', helmet: YELLOW }),
  );
  const bush = ridge(c.r, { y: 900, amp: 20, levels: 4 });
  canopy(c, { base: sampler(bush).bind(null), spacing: 70, size: [90, 140], color: '#184a2e', light: '#3f8a55' });
};

/** Treetop course close-up: trunks, platforms, cargo net and climbers above a glimpse of the harbour. */
const hkMobile: Scene = (c) => {
  sky(c, [[0, '#3a8ddf'], [0.6, '#a8d6ef'], [1, '#eaf6f5']]);
  const hills = ridge(c.r, { y: 520, amp: 60, levels: 6, bumps: [[800, 120, 300]] });
  mountain(c, hills, { top: '#7aa990', bottom: '#94bba4', smooth: true });
  hkSkyline(c, 660, 0.6, HK_GLASS, undefined, 'hkm-city');
  water(c, 660, { top: '#4c97c8', bottom: '#2a6d9f', reflect: ['hkm-city'], reflectOpacity: 0.3 });
  mist(c, 640, 60, '#e6f3f3', 0.5);
  canopy(c, { base: (x) => 150 + ((x - 800) / 800) ** 2 * 120, spacing: 80, size: [150, 220], color: '#235f3c', light: '#64ad6d', x0: -60, x1: 1660, hang: true });
  trunk(c, 380, 60, 920, 80, '#7a5a40', '#43301f');
  trunk(c, 1180, 60, 920, 90, '#7a5a40', '#43301f');
  c.add(platform(380, 360, 150, WOOD, '#f1e3c4'), platform(1180, 330, 160, WOOD, '#f1e3c4'));
  // Cargo net hanging from the left platform.
  const net: string[] = [];
  for (let i = 0; i <= 6; i++) net.push(`M${n(320 + i * 20)},372L${n(250 + i * 34)},720`);
  for (let j = 0; j <= 8; j++) {
    const t = j / 8;
    net.push(`M${n(320 - 70 * t)},${n(372 + 348 * t)}L${n(440 + 14 * t)},${n(372 + 348 * t)}`);
  }
  c.add(`<path d="${net.join('')}" stroke="#f1e3c4" stroke-width="3.5" fill="none"/>`);
  c.add(figure({ x: 330, y: 560, s: 0.9, pose: 'climb', ink: INK, shirt: BRAND.primary, skin: '#d9a07c', helmet: ORANGE }));
  const a: Pt = [455, 360];
  const b: Pt = [1100, 330];
  c.add(ropeBridge(a, b, 60, WOOD, '#f1e3c4', 56, 1.3));
  const [bx, by] = bridgeAt(a, b, 60, 0.55);
  c.add(figure({ x: bx, y: by - 52, s: 0.9, pose: 'walk', ink: INK, shirt: CORAL, skin: '#c48a66', helmet: YELLOW }));
  const z = cable([1260, 300], [1700, 560], 14, INK, 3);
  c.add(z.d, rider(z.at(0.35), z.angle(0.35), 0.85, { ink: INK, shirt: BRAND.secondary, skin: '#e0a783', helmet: '#ffffff' }));
  canopy(c, { base: () => 905, spacing: 80, size: [110, 170], color: '#174528', light: '#3d8a52' });
};

/** Night harbour: lit towers, mirror reflections and a junk with red sails. */
const hkCheckout: Scene = (c) => {
  sky(c, [[0, '#0c1838'], [0.5, '#22336a'], [0.8, '#6b4e86'], [1, '#d98a7a']]);
  const stars: string[] = [];
  for (let i = 0; i < 70; i++) stars.push(circle(c.between(0, W), c.between(0, 300), c.between(0.6, 1.6)));
  c.add(`<path d="${stars.join('')}" fill="#ffffff" opacity="0.7"/>`);
  const peak = ridge(c.r, { y: 460, amp: 50, levels: 6, bumps: [[500, 160, 260], [1150, 100, 300]] });
  mountain(c, peak, { top: '#1e2a4c', bottom: '#27355c', smooth: true });
  const win = c.pattern(
    'hkw',
    44,
    54,
    `<rect x="3" y="4" width="6" height="8" fill="#ffd88a"/><rect x="25" y="4" width="6" height="8" fill="#9fdcff" opacity="0.8"/>` +
      `<rect x="14" y="22" width="6" height="8" fill="#ffe2a3" opacity="0.75"/><rect x="36" y="22" width="6" height="8" fill="#fff1c9"/>` +
      `<rect x="3" y="40" width="6" height="8" fill="#fff1c9"/><rect x="25" y="40" width="6" height="8" fill="#ffd88a"/>`,
  );
  hkSkyline(c, 650, 1, ['#1d2b4f', '#233561', '#1a2645', '#2b3f70', '#162140', '#203a66'], win, 'hkc-city');
  // Rooftop lights and the harbour-front glow.
  c.add(`<rect x="0" y="600" width="${W}" height="50" fill="${c.linear([[0, '#ffb36b', 0], [1, '#ffb36b', 0.35]])}"/>`);
  water(c, 650, { top: '#1c2850', bottom: '#0b1230', reflect: ['hkc-city'], reflectOpacity: 0.6, reflectBlur: 7, shimmer: '#ffd88a', shimmerOpacity: 0.35 });
  const beams: string[] = [];
  for (const [x, y, dx, col] of [[735, 290, -220, '#00cde0'], [735, 290, 180, '#00cde0'], [990, 330, -160, '#7df0a0'], [1200, 400, 240, '#ff6bd6']] as const) {
    beams.push(`M${x},${y}L${x + dx},0`);
    c.add(`<path d="M${x},${y}L${x + dx},0" stroke="${col}" stroke-width="3" opacity="0.55"/>`);
  }
  c.add(`<path d="${beams.join('')}" stroke="#ffffff" stroke-width="10" opacity="0.12" ${c.blur(5)}/>`);
  c.add(junk(760, 790, 0.95, '#d1392f', '#2b1a14'));
  c.add(`<path d="M620,800Q780,812 920,798" stroke="#ffd88a" stroke-width="3" opacity="0.6" fill="none"/>`);
};

const AU_SKY: Stop[] = [[0, '#1386e4'], [0.55, '#7fd0f0'], [1, '#e8f8fb']];

function goldCoast(c: Canvas, horizon: number, scale: number, x0: number, x1: number): void {
  skyline(c, {
    x0,
    x1,
    base: horizon + 4,
    colors: ['#c7d8e2', '#b5cad8', '#d7e4ea', '#a9c0d0'],
    minW: 10 * scale,
    maxW: 24 * scale,
    gap: 10 * scale,
    height: (x) => (60 + 80 * Math.exp(-(((x - (x0 + x1) / 2) / ((x1 - x0) / 3)) ** 2))) * scale,
    landmarks: [{ x: (x0 + x1) / 2, w: 22 * scale, h: 170 * scale, kind: 'spire', color: '#d7e4ea' }],
  });
}

/** Gold Coast hinterland: a giant swing on a rainforest ridge with the ocean and Surfers skyline beyond. */
const auHero: Scene = (c) => {
  sky(c, AU_SKY);
  cloud(c, 300, 150, 1);
  cloud(c, 1320, 110, 0.8);
  cloud(c, 820, 220, 0.55, '#ffffff', '#d5e8f2', 0.85);
  c.add(`<rect x="0" y="400" width="${W}" height="80" fill="${c.linear([[0, '#1d95c4'], [1, '#36c0d4']])}"/>`);
  c.add(`<path d="M0,404H${W}" stroke="#bfeaf5" stroke-width="2" opacity="0.6"/>`);
  goldCoast(c, 452, 0.85, 960, 1340);
  c.add(`<path d="M-10,470Q600,452 1000,452T1610,446L1610,462Q1000,468 -10,484Z" fill="#f3e2b8"/>`);
  const plain = ridge(c.r, { y: 500, amp: 16, levels: 5 });
  mountain(c, plain, { top: '#a9cf98', bottom: '#93c287', smooth: true });
  mist(c, 500, 60, '#eaf7fb', 0.5);
  const far = ridge(c.r, { y: 560, amp: 50, levels: 6, bumps: [[1250, 50, 220]] });
  mountain(c, far, { top: '#7fb38f', bottom: '#6ea681', smooth: true });
  canopy(c, { base: sampler(far), spacing: 18, size: [18, 30], color: '#6aa37d', solid: false });
  mist(c, 600, 60, '#e0f2ea', 0.35);
  const hinter = ridge(c.r, { y: 660, amp: 60, levels: 6, bumps: [[1300, 60, 200]] });
  mountain(c, hinter, { top: '#4f9a62', bottom: '#3f8552', smooth: true });
  canopy(c, { base: sampler(hinter), spacing: 28, size: [34, 56], color: '#3f8a52', light: '#86c982', lightOpacity: 0.25 });
  const front = ridge(c.r, { y: 920, amp: 30, levels: 5, bumps: [[300, 360, 380], [1500, 140, 220]] });
  canopy(c, { base: sampler(front), spacing: 56, size: [80, 130], color: '#21663a', light: '#6cbf6c', lightOpacity: 0.28 });
  c.add(swingRig([420, 230], 170, 600, '#e8edf2', [800, 470], { ink: INK, shirt: CORAL, pants: '#2f3e52', skin: '#d9a07c', helmet: YELLOW }, '#28323d', '#ffffff', 0.95));
  canopy(c, { base: () => 930, spacing: 70, size: [80, 120], color: '#195630', light: '#4b9c55', lightOpacity: 0.3 });
};

/** Rainforest waterfall: a tall cascade between mossy cliffs, ferns and palms. */
const auMobile: Scene = (c) => {
  sky(c, [[0, '#7cc9d9'], [1, '#dff3ec']]);
  rays(c, 900, -60, '#fffbe0', 0.25, [70, 78, 86, 96, 104, 112], 1200, 4);
  const back = ridge(c.r, { y: 400, amp: 60, levels: 5, bumps: [[800, 80, 300]] });
  canopy(c, { base: sampler(back), spacing: 40, size: [60, 90], color: '#5f9f7c', light: '#a2d4a5', lightOpacity: 0.3 });
  // Cliff walls either side of the falls.
  const cliff = c.linear([[0, '#5b7a62'], [0.5, '#4a6a52'], [1, '#2d4838']]);
  c.add(`<path d="M-10,300L560,260L690,320L720,900L-10,900Z" fill="${cliff}"/><path d="M1610,300L1040,270L900,330L880,900L1610,900Z" fill="${cliff}"/>`);
  const strata: string[] = [];
  for (let y = 360; y < 900; y += 70) strata.push(`M0,${y + c.between(-8, 8)}L${n(690 + c.between(-20, 10))},${y}M1610,${y + c.between(-8, 8)}L${n(900 + c.between(-10, 20))},${y}`);
  c.add(`<path d="${strata.join('')}" stroke="#21392b" stroke-width="3" opacity="0.35"/>`);
  // The falls.
  c.add(`<path d="M690,300L900,300L910,900L682,900Z" fill="${c.linear([[0, '#e9fbff'], [0.5, '#bfe9f4'], [1, '#ffffff']], [0, 0, 1, 0])}"/>`);
  const streaksD: string[] = [];
  for (let i = 0; i < 40; i++) {
    const x = c.between(696, 902);
    streaksD.push(`M${n(x)},${n(c.between(300, 600))}v${n(c.between(80, 300))}`);
  }
  c.add(`<path d="${streaksD.join('')}" stroke="#7fc3d6" stroke-width="3" opacity="0.5"/>`);
  c.add(`<ellipse cx="800" cy="820" rx="330" ry="70" fill="#ffffff" opacity="0.8" ${c.blur(22)}/>`);
  c.add(`<path d="M380,840Q800,800 1220,840L1260,900L340,900Z" fill="#5cbcb6"/>`);
  const vines: string[] = [];
  for (let i = 0; i < 26; i++) {
    const x = i < 13 ? c.between(0, 640) : c.between(940, 1600);
    const top = x < 800 ? 300 - x * 0.07 : 300 - (1600 - x) * 0.07;
    vines.push(`M${n(x)},${n(top)}q${n(c.between(-12, 12))},${n(c.between(60, 120))} ${n(c.between(-6, 6))},${n(c.between(140, 320))}`);
  }
  c.add(`<path d="${vines.join('')}" stroke="#3f7a4c" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.8"/>`);
  canopy(c, { base: (x) => 330 - x * 0.07, x0: -60, x1: 640, spacing: 50, size: [90, 150], color: '#2f6f45', light: '#7cc27a', solid: false });
  canopy(c, { base: (x) => 330 - (1600 - x) * 0.07, x0: 960, x1: 1660, spacing: 50, size: [90, 150], color: '#2f6f45', light: '#7cc27a', solid: false });
  palm(c, 180, 900, 520, 60, '#6a5a44', '#2e7a45');
  palm(c, 1440, 900, 480, -70, '#6a5a44', '#2e7a45');
  // Ferns in the foreground.
  const ferns: string[] = [];
  for (const [fx, fy, fs] of [[90, 900, 1.2], [420, 910, 1], [1180, 910, 1.1], [1540, 900, 1.3]] as const) {
    for (let k = 0; k < 9; k++) {
      const a = ((-170 + k * 20) * Math.PI) / 180;
      const tip: Pt = [fx + Math.cos(a) * 180 * fs, fy + Math.sin(a) * 120 * fs];
      const ctrl: Pt = [fx + Math.cos(a) * 110 * fs, fy + Math.sin(a) * 150 * fs - 40 * fs];
      ferns.push(`M${fx},${fy}Q${pt(ctrl)} ${pt(tip)}`);
    }
  }
  c.add(`<path d="${ferns.join('')}" stroke="#1f5a34" stroke-width="14" fill="none" stroke-linecap="round"/>`);
};

/** Gold Coast beach: surf lines, palms and the skyline along the shore at sunrise. */
const auCheckout: Scene = (c) => {
  sky(c, [[0, '#3c9be3'], [0.55, '#a8dcf0'], [0.85, '#ffe4c2'], [1, '#ffd2a0']]);
  sun(c, 420, 445, 40, '#fff6dc', '#ffd08a', 420, 0.7);
  cloud(c, 1100, 170, 0.9, '#ffffff', '#f3d9c8');
  cloud(c, 700, 110, 0.55, '#ffffff', '#f3d9c8');
  const horizon = 470;
  c.add(`<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="${c.linear([[0, '#2aa0c8'], [0.4, '#36c0d4'], [1, '#8fe3e0']])}"/>`);
  c.add(`<path d="M420,${horizon}L360,600L480,600Z" fill="#fff2c8" opacity="0.35" ${c.blur(10)}/>`);
  goldCoast(c, horizon - 2, 1.05, 980, 1560);
  const beach = `M-10,900L-10,690Q500,640 1000,600Q1300,575 1610,540L1610,900Z`;
  c.add(`<path d="M-10,680Q500,628 1000,588Q1300,563 1610,528L1610,560Q1300,595 1000,620Q500,660 -10,710Z" fill="#ffffff" opacity="0.7"/>`);
  c.add(`<path d="${beach}" fill="${c.linear([[0, '#f3dcae'], [1, '#e6c48a']])}"/>`);
  c.add(`<path d="M-10,690Q500,640 1000,600Q1300,575 1610,540L1610,560Q1300,600 1000,628Q500,672 -10,724Z" fill="#c9a874" opacity="0.5"/>`);
  const surf: string[] = [];
  for (let i = 0; i < 6; i++) {
    const y = 520 + i * 24 + i * i * 3;
    surf.push(`M-10,${y + 40}Q400,${y} 800,${y - 20 - i * 4}T1610,${y - 60 - i * 6}`);
  }
  c.add(`<path d="${surf.join('')}" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.65" stroke-linecap="round"/>`);
  c.add(figure({ x: 880, y: 575, s: 0.34, pose: 'spread', ink: '#1b3342', rot: 0 }), `<ellipse cx="880" cy="595" rx="28" ry="5" fill="#ffc93c"/>`);
  palm(c, 160, 920, 560, 120, '#7a644a', '#2f8a4d');
  palm(c, 330, 930, 420, 70, '#7a644a', '#3a9a58');
  palm(c, 1480, 940, 500, -110, '#7a644a', '#2f8a4d');
  c.add(`<path d="M600,820h200l-20,10h-160z" fill="${BRAND.primary}"/><path d="M700,760v70" stroke="#ffffff" stroke-width="5"/><path d="M620,770Q700,720 780,770Z" fill="${CORAL}"/>`);
};

/** Rotorua: redwood trunks framing a steaming lake. */
const roHero: Scene = (c) => {
  sky(c, [[0, '#6cb6cf'], [0.6, '#bfe3df'], [1, '#eef8ef']]);
  sun(c, 1150, 200, 40, '#fffbe8', '#fff6d0', 380, 0.55);
  const far = ridge(c.r, { y: 470, amp: 70, levels: 6, bumps: [[950, 90, 200]] });
  mountain(c, far, { top: '#7fa9a8', bottom: '#98bdb7', smooth: true, id: 'ro-far' });
  mist(c, 500, 70, '#eef8f2', 0.6);
  water(c, 540, { top: '#5fb0b4', bottom: '#3b8f98', reflect: ['ro-far'], reflectOpacity: 0.3 });
  for (const [x, y, s] of [[520, 560, 1], [760, 580, 0.7], [1120, 570, 1.2]] as const) {
    c.add(`<g opacity="0.75" ${c.blur(16)}><ellipse cx="${x}" cy="${y - 60 * s}" rx="${n(60 * s)}" ry="${n(110 * s)}" fill="#ffffff"/><ellipse cx="${x + 30 * s}" cy="${y - 150 * s}" rx="${n(80 * s)}" ry="${n(70 * s)}" fill="#ffffff"/></g>`);
  }
  const shore = ridge(c.r, { y: 720, amp: 40, levels: 5 });
  mountain(c, shore, { top: '#3f7a56', bottom: '#2f6446', smooth: true });
  conifers(c, { base: sampler(shore), spacing: 16, h: [60, 130], color: '#2b5b40', ratio: 0.28 });
  const redwoods = [[110, 90], [330, 60], [1300, 70], [1500, 100]] as const;
  c.add(`<path d="${redwoods.map(([x, w]) => conifer(x, 560, 700, w * 3.4)).join('')}" fill="#1f4a33"/>`);
  for (const [x, w] of redwoods) trunk(c, x, 200, 910, w, '#a05a3c', '#5c3020');
  const ferns: string[] = [];
  for (let x = -20; x < W + 40; x += 60) ferns.push(circle(x, 905 + c.between(-10, 10), c.between(40, 70)));
  c.add(`<path d="${ferns.join('')}" fill="#234d33"/>`);
};

/** Dusk among redwoods: lantern-lit rope bridges between platforms. */
const roMobile: Scene = (c) => {
  sky(c, [[0, '#2c3e6e'], [0.6, '#8a6f9c'], [1, '#f0b88f']]);
  const far = ridge(c.r, { y: 640, amp: 60, levels: 6 });
  mountain(c, far, { top: '#4a4d74', bottom: '#3e4066', smooth: true });
  conifers(c, { base: sampler(far), spacing: 18, h: [80, 200], color: '#33365a', ratio: 0.26 });
  const xs = [260, 800, 1340];
  for (const x of xs) trunk(c, x, -20, 910, x === 800 ? 110 : 90, '#7a4a36', '#3a2019');
  const pts: Pt[] = [[300, 420], [760, 380], [840, 380], [1300, 430]];
  c.add(platform(260, 430, 150, '#3f2a1e', '#f2dcb0'), platform(800, 380, 180, '#3f2a1e', '#f2dcb0'), platform(1340, 430, 150, '#3f2a1e', '#f2dcb0'));
  c.add(ropeBridge(pts[0], [710, 380], 70, '#3f2a1e', '#f2dcb0', 50, 1.1), ropeBridge([890, 380], pts[3], 70, '#3f2a1e', '#f2dcb0', 50, 1.1));
  const glow: string[] = [];
  const core: string[] = [];
  for (const [a, b] of [[[300, 370], [710, 330]], [[890, 330], [1300, 380]]] as Array<[Pt, Pt]>) {
    for (let i = 1; i < 10; i++) {
      const [lx, ly] = bridgeAt(a, b, 60, i / 10);
      glow.push(circle(lx, ly, 16));
      core.push(circle(lx, ly, 4.5));
    }
  }
  c.add(`<path d="${glow.join('')}" fill="#ffcf70" opacity="0.55" ${c.blur(7)}/>`, `<path d="${core.join('')}" fill="#fff1c2"/>`);
  const [fx, fy] = bridgeAt([890, 380], [1300, 430], 70, 0.45);
  c.add(figure({ x: fx, y: fy - 52, s: 0.8, pose: 'walk', ink: '#1c1424', helmet: '#ffcf70' }));
  const [gx, gy] = bridgeAt([300, 420], [710, 380], 70, 0.5);
  c.add(figure({ x: gx, y: gy - 52, s: 0.78, pose: 'walk', ink: '#1c1424', flip: true }));
  canopy(c, { base: (x) => 130 + Math.abs(x - 800) * 0.08, spacing: 80, size: [140, 200], color: '#1c2230', x0: -60, x1: 1660, hang: true });
  mist(c, 700, 160, '#b59ab8', 0.35);
  const floor = ridge(c.r, { y: 800, amp: 30, levels: 5 });
  mountain(c, floor, { top: '#2a2440', bottom: '#1c1830', smooth: true });
  const lamps: string[] = [];
  const lampCore: string[] = [];
  for (const x of [150, 470, 640, 980, 1150, 1470]) {
    const y = sampler(floor)(x) + 20;
    c.add(`<path d="M${x},${n(y)}v-46" stroke="#120f1e" stroke-width="4"/>`);
    lamps.push(circle(x, y - 52, 20));
    lampCore.push(circle(x, y - 52, 6));
  }
  c.add(`<path d="${lamps.join('')}" fill="#ffcf70" opacity="0.55" ${c.blur(7)}/>`, `<path d="${lampCore.join('')}" fill="#fff1c2"/>`);
  const ferns: string[] = [];
  for (let x = -20; x < W + 40; x += 55) ferns.push(circle(x, 915 + c.between(-10, 10), c.between(40, 70)));
  c.add(`<path d="${ferns.join('')}" fill="#120f1e"/>`);
};

/** Luge track snaking through a forest clearing. */
const roCheckout: Scene = (c) => {
  sky(c, [[0, '#3d9ad8'], [0.6, '#a9dbec'], [1, '#eef8ee']]);
  cloud(c, 1200, 140, 0.9);
  cloud(c, 360, 100, 0.6);
  const far = ridge(c.r, { y: 400, amp: 80, levels: 6 });
  mountain(c, far, { top: '#6f9ea0', bottom: '#8db5ad', smooth: true });
  water(c, 440, { top: '#5ab0c0', bottom: '#4a9fb0' });
  for (const [x, y, k] of [[300, 450, 0.8], [980, 445, 1], [1380, 452, 0.7]] as const) {
    c.add(`<g opacity="0.7" ${c.blur(14)}><ellipse cx="${x}" cy="${n(y - 50 * k)}" rx="${n(50 * k)}" ry="${n(90 * k)}" fill="#ffffff"/><ellipse cx="${n(x + 26 * k)}" cy="${n(y - 130 * k)}" rx="${n(70 * k)}" ry="${n(60 * k)}" fill="#ffffff"/></g>`);
  }
  const forest = ridge(c.r, { y: 470, amp: 30, levels: 5 });
  mountain(c, forest, { top: '#3e7a58', bottom: '#3e7a58', smooth: true });
  conifers(c, { base: sampler(forest), spacing: 14, h: [60, 120], color: '#2f6446', ratio: 0.28 });
  c.add(`<rect x="0" y="520" width="${W}" height="380" fill="${c.linear([[0, '#7cb668'], [1, '#5a9a4e']])}"/>`);
  const trackPts: Pt[] = [[1680, 560], [1200, 570], [700, 600], [420, 660], [560, 730], [1050, 760], [1300, 820], [1100, 920]];
  c.add(lugeTrack(trackPts, 46));
  c.add(`<path d="M1290,600V500M1470,610V505" stroke="#2f3e52" stroke-width="8"/><rect x="1280" y="494" width="200" height="34" rx="4" fill="${BRAND.primary}"/><path d="M1300,511h160" stroke="#ffffff" stroke-width="5" stroke-dasharray="14 10"/>`);
  c.add(lugeCart(900, 585, 1, 2, CORAL, { ink: INK, shirt: BRAND.primary, skin: '#d9a07c', helmet: YELLOW }));
  c.add(lugeCart(760, 745, 1.3, -176, BRAND.primary, { ink: INK, shirt: ORANGE, skin: '#c48a66', helmet: '#ffffff' }).replace('rotate(-176)', 'rotate(4) scale(-1 1)'));
  conifers(c, { base: () => 910, x1: 260, spacing: 70, h: [260, 420], color: '#1f4d35', ratio: 0.34 });
  conifers(c, { base: () => 910, x0: 1420, spacing: 70, h: [240, 380], color: '#1f4d35', ratio: 0.34 });
};

/** Big, close zipline rider in bright day over a deep canyon. */
const ziplineScene: Scene = (c) => {
  sky(c, [[0, '#0f62d8'], [0.55, '#5fb0ee'], [1, '#d6f0f8']]);
  cloud(c, 1260, 180, 1.2);
  cloud(c, 300, 260, 0.8);
  mountain(c, ridge(c.r, { y: 400, amp: 190, levels: 7, rough: 0.62, bumps: [[1000, 80, 160]] }), { top: '#6f86ac', bottom: '#8ea6c6', snow: 0.5, shade: '#2c4470', shadeOpacity: 0.3 });
  mist(c, 480, 80, '#e6f3fa', 0.3);
  const valley = ridge(c.r, { y: 560, amp: 70, levels: 6, bumps: [[700, 50, 200]] });
  mountain(c, valley, { top: '#5f8f6a', bottom: '#4c7c58', shade: '#1f3f2e', shadeOpacity: 0.2 });
  conifers(c, { base: sampler(valley), spacing: 12, h: [20, 40], color: '#3f6b4e' });
  const l = ridge(c.r, { y: 900, amp: 40, levels: 6, bumps: [[0, 420, 420]], x1: 900 });
  const r = ridge(c.r, { y: 900, amp: 40, levels: 6, bumps: [[1600, 460, 440]], x0: 700 });
  c.add(`<path d="M560,910C700,820 820,800 800,720C790,690 840,680 860,700C900,760 960,840 1080,910Z" fill="#3f9fc9"/>`);
  mountain(c, l, { top: '#9a7a5c', bottom: '#6e5440', shade: '#3a2a1e', shadeOpacity: 0.3 });
  mountain(c, r, { top: '#a8866a', bottom: '#735844', shade: '#3a2a1e', shadeOpacity: 0.35 });
  conifers(c, { base: sampler(l), x1: 400, spacing: 22, h: [40, 90], color: '#2f5a3c' });
  conifers(c, { base: sampler(r), x0: 1250, spacing: 22, h: [40, 90], color: '#2f5a3c' });
  const line = cable([-20, 140], [1700, 560], 40, INK, 5);
  c.add(line.d, cable([-20, 180], [1700, 610], 40, INK, 3.5).d);
  c.add(rider(line.at(0.47), line.angle(0.47), 1.55, { ink: INK, shirt: BRAND.primary, pants: '#243447', skin: '#e2a882', helmet: ORANGE }));
};

/** Treetop challenge: hazy forest depth, tall trunks with platforms, log bridge, net and climbers. */
const treetop: Scene = (c) => {
  sky(c, [[0, '#9fd6c8'], [1, '#e8f6ea']]);
  rays(c, 1200, -80, '#fffbe0', 0.3, [100, 110, 118, 126, 134], 1300, 5);
  for (const [y, col, hh] of [[560, '#9cc6b0', [160, 280]], [680, '#74aa8c', [180, 320]], [800, '#4d8a68', [220, 380]]] as const) {
    conifers(c, { base: () => y, spacing: 40, h: [hh[0], hh[1]], color: col, ratio: 0.3 });
    mist(c, y - 60, 120, '#e6f4ea', 0.4);
  }
  c.add(`<rect x="0" y="790" width="${W}" height="110" fill="#4d8a68"/>`);
  for (const [x, w] of [[240, 70], [760, 84], [1330, 76]] as const) trunk(c, x, -20, 910, w, '#8a6444', '#4a3322');
  c.add(platform(240, 400, 150, WOOD, '#f4e6c8'), platform(760, 330, 170, WOOD, '#f4e6c8'), platform(1330, 420, 160, WOOD, '#f4e6c8'));
  c.add(ropeBridge([320, 400], [670, 330], 40, WOOD, '#f4e6c8', 50, 1.2));
  // Log walk between centre and right.
  const logs: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = 860 + i * 64;
    const y = 340 + i * 14 + Math.sin(i) * 6;
    logs.push(`<path d="M${x},${y - 70}L${x + 6},${y}M${x + 44},${y - 70}L${x + 38},${y + 2}" stroke="#f4e6c8" stroke-width="2.5"/><rect x="${x}" y="${y}" width="44" height="11" rx="5" fill="${WOOD}"/>`);
  }
  c.add(logs.join(''), `<path d="M850,268L1260,340" stroke="#f4e6c8" stroke-width="3"/>`);
  c.add(figure({ x: 1050, y: 330, s: 0.85, pose: 'spread', ink: INK, shirt: ORANGE, skin: '#d9a07c', helmet: BRAND.primary }));
  const [bx, by] = bridgeAt([320, 400], [670, 330], 40, 0.45);
  c.add(figure({ x: bx, y: by - 52, s: 0.85, pose: 'walk', ink: INK, shirt: BRAND.secondary, skin: '#c48a66', helmet: YELLOW }));
  const net: string[] = [];
  for (let i = 0; i <= 6; i++) net.push(`M${1270 + i * 20},432L${1230 + i * 30},760`);
  for (let j = 0; j <= 8; j++) net.push(`M${n(1270 - 40 * (j / 8))},${n(432 + 41 * j)}H${n(1390 + 20 * (j / 8))}`);
  c.add(`<path d="${net.join('')}" stroke="#f4e6c8" stroke-width="3.5"/>`);
  c.add(figure({ x: 1310, y: 610, s: 0.85, pose: 'climb', ink: INK, shirt: CORAL, skin: '#e2a882', helmet: '#ffffff' }));
  canopy(c, { base: (x) => 130 + Math.abs(x - 800) * 0.05, spacing: 80, size: [140, 200], color: '#2b6a44', light: '#7cc27a', x0: -60, x1: 1660, hang: true });
  canopy(c, { base: () => 880, spacing: 70, size: [80, 130], color: '#23563a', light: '#5aa563' });
};

/** Giant swing at the top of its arc against a teal-and-orange sunset. */
const giantSwing: Scene = (c) => {
  sky(c, [[0, '#14506f'], [0.45, '#3a9aa8'], [0.75, '#ffb37a'], [1, '#ffd49a']]);
  sun(c, 1140, 640, 60, '#fff0c4', '#ffb870', 560, 0.75);
  streaks(c, [[100, 200, 380], [240, 230, 220], [1000, 160, 400], [1200, 190, 240]], '#ffd6b8', 0.5);
  const far = ridge(c.r, { y: 640, amp: 80, levels: 6 });
  mountain(c, far, { top: '#7a6a8e', bottom: '#9a7d92', smooth: true });
  mist(c, 660, 80, '#ffc9a0', 0.5);
  const mid = ridge(c.r, { y: 740, amp: 50, levels: 5 });
  mountain(c, mid, { top: '#4a4466', bottom: '#3f3a5a', smooth: true });
  conifers(c, { base: sampler(mid), spacing: 14, h: [24, 50], color: '#39344f' });
  const hill = ridge(c.r, { y: 900, amp: 20, levels: 4, bumps: [[560, 200, 420]] });
  mountain(c, hill, { top: '#1f1d33', bottom: '#191728', smooth: true });
  c.add(swingRig([560, 180], 190, sampler(hill)(560) + 20, '#221f36', [960, 470], { ink: '#221f36', helmet: ORANGE }, '#221f36', '#fff4dc', 1.1));
  birds(c, [[300, 300, 1], [330, 318, 0.8]], '#1f2a44');
};

/** Mountain luge: carts on a winding track above a lake, peaks beyond. */
const luge: Scene = (c) => {
  sky(c, [[0, '#1e72d9'], [0.6, '#86c8ef'], [1, '#e2f3fb']]);
  cloud(c, 1180, 140, 1);
  cloud(c, 380, 110, 0.7);
  mountain(c, ridge(c.r, { y: 360, amp: 160, levels: 7, rough: 0.6 }), { top: '#7489ad', bottom: '#94a9c6', snow: 0.5, shade: '#24365c', shadeOpacity: 0.28, id: 'lg-far' });
  water(c, 430, { top: '#3a8ed0', bottom: '#2a70b4', reflect: ['lg-far'], reflectOpacity: 0.3 });
  const hill = ridge(c.r, { y: 490, amp: 30, levels: 5 });
  mountain(c, hill, { top: '#86b86e', bottom: '#6aa256', smooth: true });
  c.add(`<rect x="0" y="520" width="${W}" height="380" fill="${c.linear([[0, '#78b25e'], [1, '#5c9a48']])}"/>`);
  const track: Pt[] = [[-40, 520], [400, 540], [900, 560], [1240, 610], [1100, 680], [600, 700], [300, 760], [520, 850], [1100, 880], [1700, 900]];
  c.add(lugeTrack(track, 44));
  c.add(lugeCart(620, 548, 0.85, 3, CORAL, { ink: INK, shirt: BRAND.primary, skin: '#d9a07c', helmet: YELLOW }));
  c.add(lugeCart(860, 700, 1.1, 178, BRAND.primary, { ink: INK, shirt: ORANGE, skin: '#c48a66', helmet: '#ffffff' }).replace('rotate(178)', 'rotate(-2) scale(-1 1)'));
  c.add(lugeCart(800, 880, 1.4, 1, YELLOW, { ink: INK, shirt: BRAND.secondary, skin: '#e2a882', helmet: CORAL }));
  conifers(c, { base: () => 915, x1: 200, spacing: 70, h: [220, 340], color: '#2a5a3a' });
  conifers(c, { base: () => 915, x0: 1450, spacing: 70, h: [200, 320], color: '#2a5a3a' });
};

/** Outdoor climbing tower with holds, a climber on belay and a belayer below. */
const climbing: Scene = (c) => {
  sky(c, [[0, '#1a78e0'], [0.6, '#8ccff0'], [1, '#e8f7fb']]);
  cloud(c, 300, 160, 0.9);
  cloud(c, 1340, 220, 0.8);
  const hills = ridge(c.r, { y: 640, amp: 60, levels: 6 });
  mountain(c, hills, { top: '#7fb58a', bottom: '#6aa479', smooth: true });
  canopy(c, { base: sampler(ridge(c.r, { y: 720, amp: 40, levels: 5 })), spacing: 50, size: [70, 110], color: '#3c8450', light: '#8ccf85' });
  c.add(`<rect x="0" y="800" width="${W}" height="100" fill="#6aa658"/>`);
  climbingWall(c, 560, 110, 440, 820);
  c.add(`<path d="M790,100L784,470M790,100L500,760" stroke="${YELLOW}" stroke-width="3.5" fill="none"/>`);
  c.add(figure({ x: 786, y: 520, s: 1.25, pose: 'climb', ink: INK, shirt: CORAL, pants: '#2f3e52', skin: '#d9a07c', helmet: '#ffffff' }));
  c.add(figure({ x: 470, y: 790, s: 1, pose: 'reach', ink: INK, shirt: BRAND.primary, pants: '#2f3e52', skin: '#c48a66', helmet: YELLOW, rot: -12 }));
  conifers(c, { base: () => 900, x1: 330, spacing: 60, h: [240, 380], color: '#28603a' });
  conifers(c, { base: () => 900, x0: 1280, spacing: 60, h: [220, 360], color: '#28603a' });
};

/** Night ropes: starry sky, moon, silhouetted course with string lights, headlamps and a lantern path. */
const nightRopes: Scene = (c) => {
  sky(c, [[0, '#070f2a'], [0.6, '#1b2c5c'], [1, '#34457a']]);
  const stars: string[] = [];
  for (let i = 0; i < 160; i++) stars.push(circle(c.between(0, W), c.between(0, 560) * c.between(0.4, 1), c.between(0.6, 2)));
  c.add(`<path d="${stars.join('')}" fill="#ffffff" opacity="0.8"/>`);
  sun(c, 1280, 150, 46, '#f8f4dc', '#b9c7ff', 340, 0.4);
  c.add(`<circle cx="1264" cy="140" r="10" fill="#e4dfc4" opacity="0.6"/><circle cx="1296" cy="166" r="6" fill="#e4dfc4" opacity="0.6"/>`);
  const far = ridge(c.r, { y: 600, amp: 60, levels: 6 });
  mountain(c, far, { top: '#1c2a52', bottom: '#18244a', smooth: true });
  conifers(c, { base: sampler(far), spacing: 20, h: [60, 150], color: '#152245', ratio: 0.3 });
  mist(c, 690, 120, '#3a4f8a', 0.35);
  const ground = ridge(c.r, { y: 800, amp: 20, levels: 4 });
  mountain(c, ground, { top: '#0d1535', bottom: '#070d22', smooth: true });
  const poles = [180, 620, 1040, 1440];
  for (const x of poles) c.add(`<path d="M${x},820V230" stroke="#0b1230" stroke-width="26"/>`);
  const glow: string[] = [];
  const core: string[] = [];
  for (let k = 0; k < poles.length - 1; k++) {
    const a: Pt = [poles[k] + 12, 440 + k * 10];
    const b: Pt = [poles[k + 1] - 12, 450 + k * 10];
    c.add(platform(poles[k], a[1], 70, '#0b1230', '#0b1230'));
    c.add(ropeBridge(a, b, 60, '#0b1230', '#0b1230', 50, 1.1));
    const la: Pt = [poles[k], 260];
    const lb: Pt = [poles[k + 1], 260];
    c.add(`<path d="M${pt(la)}Q${pt(sagControl(la, lb, 50))} ${pt(lb)}" stroke="#0b1230" stroke-width="2" fill="none"/>`);
    for (let i = 1; i < 12; i++) {
      const [lx, ly] = bridgeAt(la, lb, 50, i / 12);
      glow.push(circle(lx, ly + 6, 15));
      core.push(circle(lx, ly + 6, 4));
    }
  }
  // Lantern path through the grass.
  const path: Pt[] = [[-20, 880], [400, 840], [800, 860], [1200, 830], [1620, 870]];
  for (let i = 0; i < 9; i++) {
    const x = 90 + i * 180;
    const y = sampler(path)(x) - 40;
    c.add(`<path d="M${x},${n(y + 40)}v-34" stroke="#0b1230" stroke-width="4"/>`);
    glow.push(circle(x, y, 22));
    core.push(circle(x, y, 6));
  }
  c.add(`<path d="${glow.join('')}" fill="#ffc861" opacity="0.6" ${c.blur(7)}/>`, `<path d="${core.join('')}" fill="#fff0c0"/>`);
  c.add(`<path d="${smoothLine(path)}" stroke="#ffc861" stroke-width="16" fill="none" opacity="0.12"/>`);
  const [p1x, p1y] = bridgeAt([192, 440], [608, 450], 60, 0.5);
  const [p2x, p2y] = bridgeAt([1052, 460], [1428, 470], 60, 0.4);
  for (const [x, y, flip] of [[p1x, p1y, false], [p2x, p2y, true]] as const) {
    c.add(`<path d="M${n(x + (flip ? -8 : 8))},${n(y - 116)}L${n(x + (flip ? -190 : 190))},${n(y - 50)}L${n(x + (flip ? -190 : 190))},${n(y - 180)}Z" fill="#fff3c8" opacity="0.2" ${c.blur(6)}/>`);
    c.add(figure({ x, y: y - 52, s: 0.95, pose: 'walk', ink: '#0b1230', flip }));
    c.add(`<circle cx="${n(x + (flip ? -6 : 6))}" cy="${n(y - 114)}" r="5" fill="#fffbe6"/>`);
  }
  conifers(c, { base: () => 915, x1: 120, spacing: 60, h: [300, 420], color: '#050a1c', ratio: 0.34 });
  conifers(c, { base: () => 915, x0: 1500, spacing: 60, h: [280, 400], color: '#050a1c', ratio: 0.34 });
};

/** Kids' adventure: meadow, bunting, low ropes, a cargo net and small climbers. */
const kids: Scene = (c) => {
  sky(c, [[0, '#35a6f0'], [0.6, '#a6dcf6'], [1, '#eefaf9']]);
  sun(c, 1380, 120, 50, '#fffbe0', '#fff3a0', 300, 0.5);
  cloud(c, 300, 150, 1);
  cloud(c, 900, 110, 0.7);
  const far = ridge(c.r, { y: 520, amp: 50, levels: 5 });
  mountain(c, far, { top: '#8ccf8a', bottom: '#78c078', smooth: true });
  canopy(c, { base: sampler(ridge(c.r, { y: 600, amp: 30, levels: 5 })), spacing: 50, size: [60, 100], color: '#4f9f5a', light: '#a4de92' });
  c.add(`<path d="M-10,640Q800,600 1610,650L1610,900L-10,900Z" fill="${c.linear([[0, '#8fd66f'], [1, '#63b350']])}"/>`);
  const posts = [160, 440, 720, 1000, 1280];
  const colors = [CORAL, YELLOW, BRAND.secondary, ORANGE, BRAND.primary];
  posts.forEach((x, i) => c.add(`<rect x="${x - 12}" y="480" width="24" height="${260 + (i % 2) * 10}" rx="6" fill="#9a6b43"/><rect x="${x - 14}" y="474" width="28" height="16" rx="6" fill="${colors[i]}"/>`));
  // Bunting between the posts.
  const flags: string[] = [];
  posts.slice(0, -1).forEach((x, i) => {
    const a: Pt = [x, 490];
    const b: Pt = [posts[i + 1], 490];
    c.add(`<path d="M${pt(a)}Q${pt(sagControl(a, b, 40))} ${pt(b)}" stroke="#ffffff" stroke-width="2" fill="none"/>`);
    for (let k = 1; k < 8; k++) {
      const [fx, fy] = bridgeAt(a, b, 40, k / 8);
      flags.push(`<path d="M${n(fx - 12)},${n(fy)}L${n(fx + 12)},${n(fy)}L${n(fx)},${n(fy + 26)}Z" fill="${colors[(k + i) % colors.length]}"/>`);
    }
  });
  c.add(flags.join(''));
  // Low rope traverse, cargo net and balance beam.
  c.add(`<path d="M160,700Q300,720 440,700" stroke="#f4e6c8" stroke-width="6" fill="none"/><path d="M160,600Q300,612 440,600" stroke="#f4e6c8" stroke-width="4" fill="none"/>`);
  const net: string[] = [];
  for (let i = 0; i <= 8; i++) net.push(`M${720 + i * 35},560L${720 + i * 35},720`);
  for (let j = 0; j <= 5; j++) net.push(`M720,${560 + j * 32}H1000`);
  c.add(`<path d="${net.join('')}" stroke="${BRAND.secondary}" stroke-width="4"/>`);
  c.add(`<rect x="1000" y="700" width="280" height="14" rx="7" fill="#c58b55"/>`);
  c.add(
    figure({ x: 300, y: 648, s: 0.8, pose: 'walk', ink: INK, shirt: CORAL, skin: '#e2a882', helmet: YELLOW }),
    figure({ x: 860, y: 650, s: 0.8, pose: 'climb', ink: INK, shirt: YELLOW, skin: '#c48a66', helmet: CORAL }),
    figure({ x: 1140, y: 652, s: 0.8, pose: 'spread', ink: INK, shirt: BRAND.primary, skin: '#d9a07c', helmet: '#ffffff' }),
    figure({ x: 560, y: 780, s: 0.85, pose: 'wave', ink: INK, shirt: BRAND.secondary, skin: '#8d5a3c', helmet: ORANGE }),
  );
  const flowers: string[] = [];
  for (let i = 0; i < 60; i++) flowers.push(`<circle cx="${n(c.between(0, W))}" cy="${n(c.between(760, 890))}" r="${n(c.between(3, 6))}" fill="${['#ffffff', YELLOW, '#ff9fb2'][i % 3]}"/>`);
  c.add(flowers.join(''));
};

/** Combo: zipline across the top, giant swing on a hill and the luge below, in warm afternoon light. */
const combo: Scene = (c) => {
  sky(c, [[0, '#1f78d8'], [0.55, '#8dcbee'], [1, '#fbe8c8']]);
  sun(c, 1320, 170, 44, '#fffbe8', '#ffe7a8', 380, 0.55);
  cloud(c, 420, 160, 0.9);
  cloud(c, 1000, 110, 0.6);
  mountain(c, ridge(c.r, { y: 400, amp: 170, levels: 7, rough: 0.6 }), { top: '#7d8fb2', bottom: '#a1b1cc', snow: 0.5, shade: '#2c4470', shadeOpacity: 0.25 });
  mist(c, 470, 70, '#f4f0e6', 0.5);
  const mid = ridge(c.r, { y: 560, amp: 60, levels: 6, bumps: [[1260, 130, 200]] });
  mountain(c, mid, { top: '#6ea564', bottom: '#5a9250', smooth: true });
  conifers(c, { base: sampler(mid), spacing: 16, h: [28, 56], color: '#3f7b46', x1: 900 });
  c.add(`<rect x="0" y="640" width="${W}" height="260" fill="${c.linear([[0, '#86bf66'], [1, '#5f9d4a']])}"/>`);
  c.add(lugeTrack([[-40, 700], [500, 690], [900, 720], [700, 790], [300, 830], [700, 900], [1200, 880], [1700, 860]], 38));
  c.add(lugeCart(520, 684, 0.8, -1, CORAL, { ink: INK, shirt: BRAND.primary, skin: '#d9a07c', helmet: YELLOW }));
  c.add(lugeCart(1100, 876, 1.1, -2, BRAND.primary, { ink: INK, shirt: ORANGE, skin: '#c48a66', helmet: '#ffffff' }));
  c.add(swingRig([1260, 300], 110, sampler(mid)(1260) + 8, '#e9eef3', [1040, 470], { ink: INK, shirt: CORAL, skin: '#e2a882', helmet: YELLOW }, '#28323d', '#ffffff', 0.6));
  c.add(tower(140, 690, 330, 70, '#5a3d26', '#3b2718'));
  const z = cable([170, 324], [1120, 596], 30, INK, 3.5);
  c.add(`<rect x="1114" y="586" width="14" height="70" fill="#5a3d26"/>`);
  c.add(z.d, rider(z.at(0.42), z.angle(0.42), 0.85, { ink: INK, shirt: BRAND.secondary, skin: '#d9a07c', helmet: ORANGE }));
};

/** Harbour cruise by day: junk under full sail, ferry and skyline. */
const harbourCruise: Scene = (c) => {
  sky(c, [[0, '#2c86e0'], [0.6, '#a7d7f2'], [1, '#f0f7f4']]);
  cloud(c, 300, 140, 0.9);
  cloud(c, 1320, 110, 1.1);
  const peak = ridge(c.r, { y: 420, amp: 60, levels: 6, bumps: [[1000, 150, 300]] });
  mountain(c, peak, { top: '#72a58a', bottom: '#8db8a1', smooth: true });
  mist(c, 470, 60, '#eaf5f3', 0.5);
  hkSkyline(c, 540, 0.8, HK_GLASS, undefined, 'hc-city');
  water(c, 540, { top: '#3a8ec8', bottom: '#15558e', reflect: ['hc-city'], reflectOpacity: 0.3 });
  c.add(ferry(1300, 600, 0.5, '#1f7a4a'), ferry(220, 580, 0.35, '#1f7a4a'));
  c.add(junk(780, 760, 1.45, '#cf3a2e', '#3b2316'));
  c.add(`<path d="M600,776Q480,790 380,800Q480,800 600,790Z" fill="#ffffff" opacity="0.6" ${c.blur(3)}/>`, `<ellipse cx="800" cy="778" rx="200" ry="7" fill="#ffffff" opacity="0.35" ${c.blur(3)}/>`);
};

/** Rainforest tour: buttressed giants, light shafts, a boardwalk and walkers. */
const rainforest: Scene = (c) => {
  sky(c, [[0, '#b8e3c8'], [1, '#e8f6d8']]);
  for (const [col, count, wMin, wMax] of [['#a9d1b0', 14, 20, 40], ['#7fb58d', 10, 36, 60]] as const) {
    for (let i = 0; i < count; i++) c.add(`<rect x="${n(c.between(0, W))}" y="0" width="${n(c.between(wMin, wMax))}" height="${H}" fill="${col}"/>`);
  }
  canopy(c, { base: () => 250, spacing: 80, size: [140, 200], color: '#6fa77a', x0: -60, x1: 1660, hang: true });
  rays(c, 900, -100, '#fffde6', 0.4, [74, 82, 90, 98, 108], 1300, 4);
  for (const [x, w] of [[150, 110], [560, 80], [1120, 90], [1460, 130]] as const) trunk(c, x, -20, 880, w, '#8a7058', '#4a3a2c');
  // Buttress roots.
  const roots: string[] = [];
  for (const [x, w] of [[150, 110], [560, 80], [1120, 90], [1460, 130]] as const) {
    roots.push(`M${x - w * 0.4},700Q${x - w * 0.8},860 ${x - w * 1.6},900L${x + w * 1.6},900Q${x + w * 0.8},860 ${x + w * 0.4},700Z`);
  }
  c.add(`<path d="${roots.join('')}" fill="#5a4636"/>`);
  canopy(c, { base: (x) => 120 + Math.abs(x - 800) * 0.06, spacing: 90, size: [150, 210], color: '#2d6b40', light: '#8acb7a', x0: -60, x1: 1660, hang: true });
  // Boardwalk in perspective.
  c.add(`<path d="M700,560L900,560L1260,900L340,900Z" fill="${c.linear([[0, '#b58a5e'], [1, '#8a6240']])}"/>`);
  const planks: string[] = [];
  for (let i = 1; i < 16; i++) {
    const t = (i / 16) ** 1.7;
    const y = 560 + t * 340;
    planks.push(`M${n(700 - 360 * t)},${n(y)}H${n(900 + 360 * t)}`);
  }
  c.add(`<path d="${planks.join('')}" stroke="#6a4a2e" stroke-width="2.5"/>`);
  c.add(`<path d="M700,560L340,900M900,560L1260,900" stroke="#5a3d26" stroke-width="5"/><path d="M700,520L330,820M900,520L1270,820" stroke="#5a3d26" stroke-width="5"/>`);
  c.add(
    figure({ x: 780, y: 560, s: 0.55, pose: 'walk', ink: INK, shirt: '#2f8f5a', skin: '#c48a66' }),
    figure({ x: 830, y: 580, s: 0.6, pose: 'walk', ink: INK, shirt: ORANGE, skin: '#d9a07c', flip: true }),
    figure({ x: 880, y: 680, s: 0.85, pose: 'wave', ink: INK, shirt: BRAND.primary, skin: '#e2a882', helmet: undefined }),
  );
  const ferns: string[] = [];
  for (const [fx, fy, fs] of [[60, 900, 1.3], [300, 910, 0.9], [1320, 910, 1.1], [1560, 900, 1.3]] as const) {
    for (let k = 0; k < 9; k++) {
      const a = ((-170 + k * 20) * Math.PI) / 180;
      ferns.push(`M${fx},${fy}Q${pt([fx + Math.cos(a) * 110 * fs, fy + Math.sin(a) * 150 * fs - 40 * fs])} ${pt([fx + Math.cos(a) * 180 * fs, fy + Math.sin(a) * 120 * fs])}`);
    }
  }
  c.add(`<path d="${ferns.join('')}" stroke="#2a6a3c" stroke-width="14" fill="none" stroke-linecap="round"/>`);
};

/** Canyon swing: sheer gorge walls, a river far below and a rider on a long pendulum. */
const canyonSwing: Scene = (c) => {
  sky(c, [[0, '#2c7fd6'], [0.7, '#a8d8ef'], [1, '#f0e6d0']]);
  cloud(c, 800, 110, 0.9);
  mountain(c, ridge(c.r, { y: 380, amp: 120, levels: 6, bumps: [[800, 90, 160]] }), { top: '#8e9fb8', bottom: '#a8b6c8', snow: 0.5, shade: '#3c4c70', shadeOpacity: 0.28 });
  const hills = ridge(c.r, { y: 500, amp: 40, levels: 5 });
  mountain(c, hills, { top: '#6f9a6e', bottom: '#5d8a5e', smooth: true });
  // Gorge floor in shade and the river winding towards us.
  c.add(`<path d="M560,910L760,520L860,520L1040,910Z" fill="${c.linear([[0, '#5f6f5a'], [1, '#3a4436']])}"/>`);
  c.add(`<path d="M805,520C780,600 850,640 800,720S700,820 760,910L900,910C860,820 930,760 880,700S830,600 815,520Z" fill="${c.linear([[0, '#7fd3de'], [1, '#2aa0b5']])}"/>`);
  c.add(`<path d="M810,560C800,620 840,650 815,720S760,820 800,900" stroke="#eafcff" stroke-width="3" fill="none" opacity="0.6"/>`);
  const left = `M-10,120L260,150L420,260L560,300L640,480L700,910L-10,910Z`;
  const right = `M1610,90L1300,130L1120,240L1020,290L960,460L900,910L1610,910Z`;
  c.add(`<path d="${left}" fill="${c.linear([[0, '#c08a5e'], [0.5, '#9c6a44'], [1, '#6e4a30']], [0, 0, 1, 0.4])}"/>`);
  c.add(`<path d="${right}" fill="${c.linear([[0, '#6a4630'], [0.5, '#8a5c3c'], [1, '#a87450']], [0, 0.4, 1, 0])}"/>`);
  c.add(`<path d="M560,300L640,480L700,910L610,910L590,480Z" fill="#5a3a26" opacity="0.45"/><path d="M1020,290L960,460L900,910L990,910L1010,470Z" fill="#f2c79a" opacity="0.18"/>`);
  const strata: string[] = [];
  for (let y = 200; y < 900; y += 38) {
    strata.push(`M0,${n(y + c.between(-10, 10))}Q300,${n(y + c.between(-20, 20))} ${n(560 + (y - 300) * 0.2)},${n(y + 10)}`);
    strata.push(`M1600,${n(y + c.between(-10, 10))}Q1300,${n(y + c.between(-20, 20))} ${n(1020 - (y - 300) * 0.15)},${n(y + 10)}`);
  }
  c.add(`<path d="${strata.join('')}" stroke="#5a3a24" stroke-width="3" fill="none" opacity="0.3"/>`);
  conifers(c, { base: (x) => 130 + x * 0.3, x1: 520, spacing: 30, h: [40, 80], color: '#2f5a3c' });
  conifers(c, { base: (x) => 120 + (1600 - x) * 0.3, x0: 1100, spacing: 30, h: [40, 80], color: '#2f5a3c' });
  // Cable across the gorge and the swing.
  const span = cable([380, 230], [1180, 220], 30, INK, 3.5);
  c.add(span.d);
  const pivot = span.at(0.5);
  const riderAt: Pt = [1030, 540];
  const ropeAngle = (Math.atan2(riderAt[1] - pivot[1], riderAt[0] - pivot[0]) * 180) / Math.PI;
  const radius = Math.hypot(riderAt[0] - pivot[0], riderAt[1] - pivot[1]);
  const start: Pt = [pivot[0] - radius * Math.sin(0.5), pivot[1] + radius * Math.cos(0.5)];
  c.add(`<path d="M${pt(start)}A${n(radius)},${n(radius)} 0 0 0 ${pt(riderAt)}" fill="none" stroke="#ffffff" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round" opacity="0.85"/>`);
  const hips = hipsFor(riderAt, [0, -44], 1.05, ropeAngle - 90);
  c.add(`<path d="M${pt(pivot)}L${pt(riderAt)}" stroke="${INK}" stroke-width="3"/>`);
  c.add(figure({ x: hips[0], y: hips[1], s: 1.05, pose: 'spread', rot: ropeAngle - 90, ink: INK, shirt: BRAND.primary, pants: '#2f3e52', skin: '#d9a07c', helmet: YELLOW }));
  c.add(`<rect x="330" y="222" width="130" height="14" fill="${WOOD}"/>`, figure({ x: 390, y: 160, s: 0.5, pose: 'wave', ink: INK, shirt: ORANGE, skin: '#c48a66', helmet: '#ffffff' }));
};

/** Jet boat: a red boat spinning a rooster tail through a braided river canyon. */
const jetBoatScene: Scene = (c) => {
  sky(c, [[0, '#2a7fd8'], [0.6, '#9ad2f0'], [1, '#e8f6f8']]);
  cloud(c, 1200, 130, 0.9);
  cloud(c, 360, 90, 0.6);
  mountain(c, ridge(c.r, { y: 360, amp: 150, levels: 7, rough: 0.6, bumps: [[820, 100, 180]] }), { top: '#7c90b3', bottom: '#98acc8', snow: 0.5, shade: '#2c4470', shadeOpacity: 0.3 });
  const l = ridge(c.r, { y: 720, amp: 50, levels: 6, bumps: [[0, 420, 380]], x1: 800 });
  const r = ridge(c.r, { y: 720, amp: 50, levels: 6, bumps: [[1600, 440, 380]], x0: 800 });
  c.add(`<rect x="0" y="500" width="${W}" height="400" fill="${c.linear([[0, '#4cb3c9'], [1, '#1e7aa0']])}"/>`);
  mountain(c, l, { top: '#a28466', bottom: '#7a5e46', shade: '#3a2a1e', shadeOpacity: 0.3 });
  mountain(c, r, { top: '#b08e70', bottom: '#7f6048', shade: '#3a2a1e', shadeOpacity: 0.35 });
  conifers(c, { base: sampler(l), x1: 380, spacing: 20, h: [30, 70], color: '#3a6446' });
  conifers(c, { base: sampler(r), x0: 1240, spacing: 20, h: [30, 70], color: '#3a6446' });
  c.add(`<path d="M200,910Q560,640 800,580Q1040,640 1400,910Z" fill="${c.linear([[0, '#3fb0c8'], [1, '#1b7199']])}"/>`);
  c.add(`<path d="M80,910Q260,830 470,840L520,910Z" fill="#c2b196"/><path d="M1520,910Q1330,840 1140,850L1090,910Z" fill="#c2b196"/>`);
  const ripple: string[] = [];
  for (let i = 0; i < 50; i++) {
    const y = c.between(610, 890);
    const half = 60 + (y - 580) * 1.6;
    ripple.push(`M${n(800 + c.between(-half, half))},${n(y)}h${n(c.between(20, 60))}`);
  }
  c.add(`<path d="${ripple.join('')}" stroke="#e6fbff" stroke-width="2.5" opacity="0.45" stroke-linecap="round"/>`);
  c.add(`<path d="M620,770Q860,800 1180,900M620,776Q760,840 860,910" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.6"/>`);
  jetBoat(c, 640, 770, 1.7);
};

const SCENES: Record<DemoImageName, Scene> = {
  'global-hero': globalHero,
  'global-mobile': globalMobile,
  'global-checkout': globalCheckout,
  'nz-hero': nzHero,
  'nz-mobile': nzMobile,
  'nz-checkout': nzCheckout,
  'hk-hero': hkHero,
  'hk-mobile': hkMobile,
  'hk-checkout': hkCheckout,
  'au-hero': auHero,
  'au-mobile': auMobile,
  'au-checkout': auCheckout,
  'ro-hero': roHero,
  'ro-mobile': roMobile,
  'ro-checkout': roCheckout,
  zipline: ziplineScene,
  'treetop-challenge': treetop,
  'giant-swing': giantSwing,
  luge,
  'climbing-wall': climbing,
  'night-ropes': nightRopes,
  'kids-adventure': kids,
  'combo-pass': combo,
  'harbour-cruise': harbourCruise,
  'rainforest-tour': rainforest,
  'canyon-swing': canyonSwing,
  'jet-boat': jetBoatScene,
};

/** Horizontal centre of the square crop, where a scene's subject sits off-centre. */
const SQUARE_FOCUS: Partial<Record<DemoImageName, number>> = { 'au-hero': 640, 'au-checkout': 720, 'global-hero': 720 };

/** The scene's SVG for the wide (1600×900) and square (800×800, centred 900×900 viewBox) renders. */
function drawScene(name: DemoImageName): { wide: string; square: string } {
  const canvas = new Canvas(mulberry32(hashSeed(name)));
  SCENES[name](canvas);
  const focus = SQUARE_FOCUS[name] ?? W / 2;
  const left = Math.min(W - H, Math.max(0, focus - H / 2));
  return { wide: canvas.svg([0, 0, W, H], W, H), square: canvas.svg([left, 0, H, H], 800, 800) };
}

async function render(name: DemoImageName): Promise<void> {
  const { wide, square } = drawScene(name);
  const jpeg = { quality: 78, progressive: true, mozjpeg: true } as const;
  const webp = { quality: 72, effort: 6 } as const;
  const wideImage = sharp(Buffer.from(wide)).resize(W, H).flatten({ background: '#ffffff' });
  const squareImage = sharp(Buffer.from(square)).resize(800, 800).flatten({ background: '#ffffff' });
  await Promise.all([
    wideImage.clone().webp(webp).toFile(path.join(OUT, `${name}.webp`)),
    wideImage.clone().jpeg(jpeg).toFile(path.join(OUT, `${name}.jpg`)),
    squareImage.clone().webp(webp).toFile(path.join(OUT, `${name}-square.webp`)),
    squareImage.clone().jpeg(jpeg).toFile(path.join(OUT, `${name}-square.jpg`)),
  ]);
}

async function main(): Promise<void> {
  const missing = demoImages.filter((image) => !(image.id in SCENES)).map((image) => image.id);
  if (missing.length) throw new Error(`No scene drawn for: ${missing.join(', ')}`);
  // Optional arguments restrict the run to some names (handy while tuning a scene).
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !(name in SCENES));
  if (unknown.length) throw new Error(`Unknown image name: ${unknown.join(', ')}`);
  const names = demoImages.map((image) => image.id as DemoImageName).filter((name) => !only.length || only.includes(name));
  await mkdir(OUT, { recursive: true });
  for (const name of names) await render(name);
  console.log(`Wrote ${names.length * 4} images for ${names.length} scenes to ${path.relative(process.cwd(), OUT)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
