import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

/** A photo-like JPEG, 2000 × 1200, different for each run (its content hash names its files), for staff to upload. */
export async function photo(path: string, hue: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1200"><rect width="2000" height="1200" fill="${hue}"/><circle cx="1000" cy="600" r="420" fill="#fff"/><text x="60" y="140" font-size="90">${Date.now()}</text></svg>`;
  await writeFile(path, await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer());
  return path;
}
