import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrPng } from '@/lib/server/mail/qr-png';

const decode = (png: Buffer) => {
  const image = PNG.sync.read(png);
  return { image, text: jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null };
};

describe('ticket QR codes', () => {
  it.each(['TABCDEFGHJKLM', 'T23456789XYZ', 'SR-7K3M-9QXD'])('%s: the pixels qrcode draws, and decodable', async (code) => {
    const ours = decode(qrPng(code, { width: 320, margin: 4 }));
    const theirs = decode(await QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: 320, color: { dark: '#000000', light: '#ffffff' } }));
    expect([ours.image.width, ours.image.height]).toEqual([320, 320]);
    expect(Buffer.compare(ours.image.data, theirs.image.data)).toBe(0);
    expect(ours.text).toBe(code);
  });
});
