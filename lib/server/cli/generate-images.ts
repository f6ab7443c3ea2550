import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { demoImages } from '../db/seed/images';

/**
 * Draws the demo operator's pictures (nothing is downloaded): layered landscapes with an activity motif,
 * rendered by sharp to WebP and JPEG, in 16:9 and square. `npm run images` rewrites public/images.
 */
const OUT = path.resolve(process.cwd(), 'public/images');

interface Scene {
  sky: [string, string];
  sun: string;
  ridges: string[];
  water?: string;
  motif: 'zipline' | 'ropes' | 'swing' | 'luge' | 'wall' | 'night' | 'kids' | 'combo' | 'boat' | 'forest' | 'city' | 'none';
}

function rng(seed: number) {
  return () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
}

function ridge(width: number, base: number, amplitude: number, random: () => number, color: string): string {
  const points: string[] = [`0,${900}`];
  for (let x = 0; x <= width; x += 80) points.push(`${x},${Math.round(base - random() * amplitude)}`);
  points.push(`${width},900`);
  return `<polygon points="${points.join(' ')}" fill="${color}"/>`;
}

function motif(kind: Scene['motif'], random: () => number): string {
  const dark = '#1d2630';
  switch (kind) {
    case 'zipline':
      return `<line x1="80" y1="170" x2="1560" y2="560" stroke="${dark}" stroke-width="5"/><g transform="translate(720 360)"><line x1="0" y1="0" x2="0" y2="60" stroke="${dark}" stroke-width="4"/><circle cx="0" cy="78" r="16" fill="#ff7a1a"/><rect x="-14" y="92" width="28" height="52" rx="10" fill="#ff7a1a"/></g>`;
    case 'ropes':
    case 'kids':
      return Array.from({ length: 4 }, (_, i) => `<rect x="${260 + i * 300}" y="300" width="26" height="600" fill="${dark}"/>`).join('') +
        `<path d="M273 420 Q 423 480 573 420 T 873 420 T 1173 420" stroke="#ffb347" stroke-width="8" fill="none"/>` +
        `<circle cx="${kind === 'kids' ? 520 : 700}" cy="405" r="14" fill="#00cde0"/>`;
    case 'swing':
      return `<line x1="800" y1="60" x2="${600 + random() * 100}" y2="520" stroke="${dark}" stroke-width="5"/><circle cx="650" cy="540" r="22" fill="#ff5a5f"/>`;
    case 'luge':
      return `<path d="M-20 520 C 300 420, 500 720, 900 600 S 1400 700, 1650 560" stroke="#e9eef4" stroke-width="38" fill="none"/><rect x="860" y="570" width="60" height="26" rx="10" fill="#ff3b30"/>`;
    case 'wall':
      return `<rect x="560" y="140" width="480" height="760" rx="16" fill="#d9a066"/>` +
        Array.from({ length: 26 }, () => `<circle cx="${590 + random() * 420}" cy="${170 + random() * 700}" r="10" fill="${['#ff3b30', '#34c759', '#0059e9', '#ffcc00'][Math.floor(random() * 4)]}"/>`).join('');
    case 'night':
      return Array.from({ length: 60 }, () => `<circle cx="${random() * 1600}" cy="${random() * 420}" r="${1 + random() * 2}" fill="#fff" opacity="${0.4 + random() * 0.6}"/>`).join('') +
        `<path d="M200 430 Q 800 520 1400 430" stroke="#ffe08a" stroke-width="4" fill="none" stroke-dasharray="2 16" stroke-linecap="round"/>`;
    case 'combo':
      return `<line x1="60" y1="200" x2="1540" y2="520" stroke="${dark}" stroke-width="5"/><path d="M-20 700 C 400 600, 800 820, 1650 680" stroke="#e9eef4" stroke-width="30" fill="none"/>`;
    case 'boat':
      return `<path d="M640 640 L960 640 L920 690 L690 690 Z" fill="#ffffff"/><rect x="760" y="600" width="90" height="40" rx="6" fill="#0059e9"/><path d="M600 700 Q 800 720 1000 700" stroke="#fff" stroke-width="4" fill="none" opacity="0.7"/>`;
    case 'forest':
      return Array.from({ length: 22 }, (_, i) => {
        const x = i * 76 + random() * 30;
        const h = 180 + random() * 160;
        return `<polygon points="${x},${900 - h - 160} ${x - 50},${900 - 120} ${x + 50},${900 - 120}" fill="#1f5f3a"/>`;
      }).join('');
    case 'city':
      return Array.from({ length: 18 }, (_, i) => {
        const h = 120 + random() * 260;
        return `<rect x="${300 + i * 55}" y="${640 - h}" width="44" height="${h}" fill="#2c3e57"/>`;
      }).join('');
    default:
      return '';
  }
}

function svg(scene: Scene, seed: number): string {
  const random = rng(seed);
  const ridges = scene.ridges.map((color, i) => ridge(1600, 420 + i * 130, 220 - i * 40, random, color)).join('');
  const water = scene.water ? `<rect x="0" y="640" width="1600" height="260" fill="${scene.water}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>
  <rect width="1600" height="900" fill="url(#sky)"/>
  <circle cx="${1150 + random() * 250}" cy="${150 + random() * 80}" r="70" fill="${scene.sun}" opacity="0.9"/>
  ${ridges}${water}${motif(scene.motif, random)}
</svg>`;
}

const ALPINE: Omit<Scene, 'motif'> = { sky: ['#7fb6ff', '#dff1ff'], sun: '#fff6c9', ridges: ['#9fb8d6', '#5d7a9c', '#2f4a66'], water: '#3f86c6' };
const GOLDEN: Omit<Scene, 'motif'> = { sky: ['#ff9a5a', '#ffe0a3'], sun: '#fff1c1', ridges: ['#b77b6a', '#7a4e55', '#3d2b3d'] };
const TROPIC: Omit<Scene, 'motif'> = { sky: ['#3fc6ff', '#c9f3ff'], sun: '#fffbe0', ridges: ['#5fb37a', '#2f8a58', '#1b5e3d'], water: '#1aa6c9' };
const HARBOUR: Omit<Scene, 'motif'> = { sky: ['#6aa8ff', '#e6f2ff'], sun: '#fff6d5', ridges: ['#6fae86', '#3f7f5c'], water: '#2a6fb0' };
const REDWOOD: Omit<Scene, 'motif'> = { sky: ['#8fd0c8', '#e8fbf5'], sun: '#fff8d8', ridges: ['#7aa98a', '#44715a', '#23452f'], water: '#4aa3a0' };
const NIGHT: Omit<Scene, 'motif'> = { sky: ['#0b1633', '#28407a'], sun: '#f4f1d0', ridges: ['#22335a', '#15203d', '#0a1226'] };

const SCENES: Record<string, Scene> = {
  'global-hero': { ...GOLDEN, motif: 'zipline' },
  'global-mobile': { ...GOLDEN, motif: 'swing' },
  'global-checkout': { ...ALPINE, motif: 'zipline' },
  'nz-hero': { ...ALPINE, motif: 'zipline' },
  'nz-mobile': { ...ALPINE, motif: 'luge' },
  'nz-checkout': { ...ALPINE, motif: 'boat' },
  'hk-hero': { ...HARBOUR, motif: 'city' },
  'hk-mobile': { ...HARBOUR, motif: 'ropes' },
  'hk-checkout': { ...HARBOUR, motif: 'boat' },
  'au-hero': { ...TROPIC, motif: 'swing' },
  'au-mobile': { ...TROPIC, motif: 'forest' },
  'au-checkout': { ...TROPIC, motif: 'boat' },
  'ro-hero': { ...REDWOOD, motif: 'forest' },
  'ro-mobile': { ...REDWOOD, motif: 'ropes' },
  'ro-checkout': { ...REDWOOD, motif: 'luge' },
  zipline: { ...ALPINE, motif: 'zipline' },
  'treetop-challenge': { ...REDWOOD, motif: 'ropes' },
  'giant-swing': { ...GOLDEN, motif: 'swing' },
  luge: { ...ALPINE, motif: 'luge' },
  'climbing-wall': { ...TROPIC, motif: 'wall' },
  'night-ropes': { ...NIGHT, motif: 'night' },
  'kids-adventure': { ...TROPIC, motif: 'kids' },
  'combo-pass': { ...GOLDEN, motif: 'combo' },
  'harbour-cruise': { ...HARBOUR, motif: 'boat' },
  'rainforest-tour': { ...TROPIC, motif: 'forest' },
  'canyon-swing': { ...GOLDEN, motif: 'swing' },
  'jet-boat': { ...ALPINE, motif: 'boat' },
};

async function main() {
  await mkdir(OUT, { recursive: true });
  let seed = 7;
  for (const image of demoImages) {
    const scene = SCENES[image.id];
    if (!scene) throw new Error(`No scene for image ${image.id}`);
    const source = Buffer.from(svg(scene, (seed += 101)));
    const wide = sharp(source).resize(1600, 900);
    const square = sharp(source).resize(800, 800, { fit: 'cover', position: 'centre' });
    await Promise.all([
      wide.clone().webp({ quality: 72 }).toFile(path.join(OUT, `${image.id}.webp`)),
      wide.clone().jpeg({ quality: 78, progressive: true, mozjpeg: true }).toFile(path.join(OUT, `${image.id}.jpg`)),
      square.clone().webp({ quality: 72 }).toFile(path.join(OUT, `${image.id}-square.webp`)),
      square.clone().jpeg({ quality: 78, progressive: true, mozjpeg: true }).toFile(path.join(OUT, `${image.id}-square.jpg`)),
    ]);
  }
  console.log(`Wrote ${demoImages.length * 4} images to ${path.relative(process.cwd(), OUT)}`);
}

void main();
