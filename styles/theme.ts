/**
 * Brand tokens: every brand constant (colours, breakpoints, sizes, type, timing) lives here and nowhere
 * else. Components read them through styled-components' theme (see styled.d.ts).
 */
export const breakpoints = { sm: 540, md: 720, lg: 1024, xl: 1140 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** `${media.md}` inside a styled template: applies from that width up. */
export const media = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>;

export const theme = {
  colors: {
    primary: '#0059e9',
    secondary: '#00cde0',
    tertiary: '#baedf2',
    error: '#b44646',
    text: '#282f36',
    background: '#ffffff',
    surface: '#f4f7fb',
    border: '#d5dde8',
    muted: '#56606b',
    onPrimary: '#ffffff',
  },
  breakpoints,
  media,
  layout: {
    narrowContainer: 860,
    container: breakpoints.xl,
    headerHeight: { desktop: 100, mobile: 66 },
    bookBannerHeight: 64,
  },
  radius: 20,
  buttonHeight: 38,
  transition: '0.3s',
  headings: {
    h1: { desktop: 60, mobile: 40 },
    h2: 32,
    h3: 28,
  },
  fonts: {
    /** Filled by `withPrimaryFont` with the self-hosted face plus its metric-matched fallback. */
    primary: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    /** Traditional Chinese glyphs come from the platform's CJK fonts after the Latin face. */
    cjkFallback: '"PingFang TC", "Noto Sans TC", "Noto Sans CJK TC", "Microsoft JhengHei", sans-serif',
  },
  /** The reCAPTCHA badge is hidden (the form shows the required attribution text instead). */
  hideRecaptchaBadge: true,
} as const;

export type Theme = typeof theme;
