import localFont from 'next/font/local';

/**
 * The primary face is self-hosted (SIL OFL, from @fontsource-variable/figtree): nothing is fetched from a
 * font CDN. next/font adds a metric-adjusted Arial fallback so the swap causes no layout shift.
 */
export const primaryFont = localFont({
  src: [{ path: './fonts/figtree-latin-wght-normal.woff2', weight: '300 900', style: 'normal' }],
  display: 'swap',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
});
