import { constants, crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, tail]);
}

/**
 * A QR code as a black-on-white PNG `width` pixels wide with `margin` modules of quiet zone: the pixels
 * qrcode's own PNG renderer draws (same scaling and rounding), written as 8-bit grayscale with every row
 * filtered "Up". qrcode draws through per-pixel RGBA colour look-ups, which cost ten times the rest; the
 * mail worker draws one per ticket while the booking crowd is being served (issue #10).
 */
export function qrPng(text: string, { width, margin }: { width: number; margin: number }): Buffer {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const scale = width >= size + margin * 2 ? width / (size + margin * 2) : 4;
  const side = Math.floor((size + margin * 2) * scale);
  const edge = margin * scale;
  // Unfiltered rows: white (255) but for dark modules (0).
  const pixels = Buffer.alloc(side * side, 0xff);
  for (let i = 0; i < side; i++) {
    if (i < edge || i >= side - edge) continue;
    const row = Math.floor((i - edge) / scale) * size;
    for (let j = 0; j < side; j++) {
      if (j >= edge && j < side - edge && data[row + Math.floor((j - edge) / scale)]) pixels[i * side + j] = 0;
    }
  }
  // Filter "Up" (type 2): each byte less the one above it; the first row has nothing above.
  const filtered = Buffer.alloc(side * (side + 1));
  for (let i = 0; i < side; i++) {
    const out = i * (side + 1);
    filtered[out] = 2;
    for (let j = 0; j < side; j++) filtered[out + 1 + j] = (pixels[i * side + j] - (i ? pixels[(i - 1) * side + j] : 0)) & 0xff;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit grayscale, deflate, adaptive filtering, no interlace
  // Run-length deflate, as pngjs does: QR rows are long runs, and it is twenty times faster than level 9's search.
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(filtered, { level: 9, strategy: constants.Z_RLE })), chunk('IEND', Buffer.alloc(0))]);
}
