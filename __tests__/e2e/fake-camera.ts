import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

/*
 * A video for Chromium's fake camera (--use-file-for-fake-video-capture), made from a QR image as it came
 * in the confirmation email: the PNG drawn in the middle of a white 640×480 frame, as a phone held up to
 * a printed or on-screen ticket sees it, written as Y4M (uncompressed YUV 4:2:0, which Chromium reads and
 * loops). Every frame is the same picture; several pictures are shown in turn, each for a second and a
 * half (a queue of visitors holding up their tickets), then again from the first.
 */
const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 10;

/** Frames each picture of several is shown for, at 10 frames a second. */
const FRAMES_EACH = 15;

/** Writes `file`: a Y4M video showing `png` (a QR image, or several in turn), scaled to 3/4 of the frame's height. */
export function writeQrVideo(file: string, png: Buffer | Buffer[]): void {
  const pictures = Array.isArray(png) ? png : [png];
  const frames = pictures.flatMap((picture) => Array<Buffer>(pictures.length > 1 ? FRAMES_EACH : FRAMES).fill(qrFrame(picture)));
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...frames]));
}

function qrFrame(png: Buffer): Buffer {
  const image = PNG.sync.read(png);
  const scale = (HEIGHT * 0.75) / image.height;
  const size = { width: Math.round(image.width * scale), height: Math.round(image.height * scale) };
  const left = Math.floor((WIDTH - size.width) / 2);
  const top = Math.floor((HEIGHT - size.height) / 2);
  // Luma of each pixel: white around the picture, the picture's own (alpha over white) inside it.
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let y = 0; y < size.height; y += 1) {
    for (let x = 0; x < size.width; x += 1) {
      const source = (Math.floor(y / scale) * image.width + Math.floor(x / scale)) * 4;
      const alpha = image.data[source + 3] / 255;
      const [r, g, b] = [0, 1, 2].map((channel) => image.data[source + channel] * alpha + 255 * (1 - alpha));
      luma[(top + y) * WIDTH + left + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    }
  }
  // Grey has no colour: both chroma planes are neutral (128), at a quarter of the pixels each.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
}
