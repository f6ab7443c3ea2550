import path from 'node:path';
import { precompressStatic } from '@/lib/server/platform/http/static-files';

// After `next build`: the brotli and gzip copies of the build's static files, which serve.ts sends
// instead of compressing them on every request (lib/server/platform/http/static-files.ts).
const started = performance.now();
const { files, bytes, brotliBytes } = precompressStatic(path.resolve('.next/static'));
console.log(
  `Static files compressed once: ${files} files, ${(bytes / 1024).toFixed(0)} kB → ${(brotliBytes / 1024).toFixed(0)} kB brotli, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
