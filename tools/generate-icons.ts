import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Draws the site's icons from `public/favicon.svg` (the brand mark) with sharp — nothing is downloaded:
 * `favicon.ico` (a 32 px PNG in an ICO container, for browsers that ask for it by name), the Apple touch
 * icon, and the web manifest's 192/512 px icons plus a maskable one whose mark sits in the safe zone.
 * Deterministic: re-running `npm run icons` rewrites identical files.
 */
const PUBLIC = path.resolve(process.cwd(), 'public');

/** The mark on a full-bleed brand square, shrunk to the maskable safe zone (the centre 80%). */
function maskable(svg: string): string {
  const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').replace(/<rect[^>]*\/>/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0059e9"/><g transform="translate(6 6) scale(0.7)">${inner}</g></svg>`;
}

/** An ICO file holding one PNG image (supported by every current browser). */
function ico(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // the image follows the header
  return Buffer.concat([header, png]);
}

async function main(): Promise<void> {
  const svg = await readFile(path.join(PUBLIC, 'favicon.svg'), 'utf8');
  const png = (source: string, size: number, background?: string) => {
    const image = sharp(Buffer.from(source), { density: 72 * (size / 40) }).resize(size, size);
    return (background ? image.flatten({ background }) : image).png({ compressionLevel: 9 }).toBuffer();
  };
  const outputs: [string, Promise<Buffer>][] = [
    ['apple-touch-icon.png', png(maskable(svg), 180, '#0059e9')],
    ['icon-192.png', png(svg, 192)],
    ['icon-512.png', png(svg, 512)],
    ['icon-maskable-512.png', png(maskable(svg), 512, '#0059e9')],
    ['favicon.ico', png(svg, 32).then((buffer) => ico(buffer, 32))],
  ];
  for (const [name, data] of outputs) await writeFile(path.join(PUBLIC, name), await data);
  console.log(`Wrote ${outputs.map(([name]) => name).join(', ')} to ${path.relative(process.cwd(), PUBLIC)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
