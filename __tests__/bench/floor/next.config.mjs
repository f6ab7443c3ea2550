// @ts-check
import path from 'node:path';
import site from '../../../next.config.js';

/**
 * The bench's floor pages (issue #25): the same Next.js and bundler as the site, with the stack's fixed
 * packages and nothing of the site's. An app of its own, so that the baseline stays the bare page.
 */
export default {
  reactStrictMode: true,
  poweredByHeader: false,
  compiler: { styledComponents: true },
  // The site's bundler settings (its chunking), so the floor is split as the site's pages are.
  experimental: site.experimental,
  turbopack: { root: path.resolve(import.meta.dirname, '../../..') },
};
