// @ts-check
import path from 'node:path';

/** The bench baseline: the same Next.js and bundler as the site, nothing else. */
export default {
  reactStrictMode: true,
  poweredByHeader: false,
  turbopack: { root: path.resolve(import.meta.dirname, '../../..') },
};
