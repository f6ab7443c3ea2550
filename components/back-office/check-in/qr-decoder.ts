/*
 * Reads QR codes from the camera's frames with the Barcode Detection API: the browser's own where it has
 * one that reads QR (Android's Chrome), else the barcode-detector ponyfill (ZXing-C++ in WebAssembly,
 * docs/back-office.md). The WebAssembly file is served from our own origin with our bundles (new URL
 * below: the bundler copies it under /_next/static/), never fetched from a CDN, so the strict policy of
 * the back office holds ('wasm-unsafe-eval' on this screen only: lib/server/site/loaders/back-office.ts).
 */

export interface QrDecoder {
  detect(source: HTMLVideoElement): Promise<string[]>;
}

interface DetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

type DetectorClass = {
  new (options: { formats: string[] }): DetectorLike;
  getSupportedFormats(): Promise<string[]>;
};

const reading = (detector: DetectorLike): QrDecoder => ({
  detect: async (source) => (await detector.detect(source)).map((code) => code.rawValue),
});

/** The browser's own QR reader, where it has one. */
async function nativeDetector(): Promise<DetectorClass | null> {
  const native = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  return native && (await native.getSupportedFormats().catch((): string[] => [])).includes('qr_code') ? native : null;
}

const wasmUrl = () => new URL('zxing-wasm/reader/zxing_reader.wasm', import.meta.url).href;

export async function createQrDecoder(): Promise<QrDecoder> {
  const native = await nativeDetector();
  if (native) return reading(new native({ formats: ['qr_code'] }));
  const { BarcodeDetector, setZXingModuleOverrides } = await import('barcode-detector/ponyfill');
  const wasm = wasmUrl();
  setZXingModuleOverrides({ locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasm : prefix + path) });
  return reading(new BarcodeDetector({ formats: ['qr_code'] }));
}

/**
 * Loads the ponyfill's bundle and WebAssembly while there is a network, where the browser has no reader of
 * its own, so that the offline scanner's service worker keeps them (offline/service-worker.ts): a gate that
 * first opened without a camera can still read QR codes when it starts offline with one. Returns the
 * WebAssembly's address (none with a reader of the browser's own), which the worker is handed by name: this
 * page may load it before the worker is in charge of it, and then only the page knows it.
 */
export async function loadQrDecoder(): Promise<string[]> {
  if (await nativeDetector()) return [];
  await import('barcode-detector/ponyfill');
  const wasm = wasmUrl();
  // Read to its end: a body left unread may keep the fetch open, and the worker asks for it again anyway.
  await fetch(wasm)
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
  return [wasm];
}
