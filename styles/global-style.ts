import { createGlobalStyle } from 'styled-components';
import { primaryFont } from './fonts';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html { -webkit-text-size-adjust: 100%; }

  body {
    margin: 0;
    font-family: ${primaryFont.style.fontFamily}, ${({ theme }) => theme.fonts.cjkFallback};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
    /* Long words (emails, codes) wrap instead of widening the page. */
    overflow-wrap: break-word;
  }

  /* Chinese: no line starts with closing punctuation or small kana-like marks. */
  :lang(zh-Hant) { line-break: strict; }

  h1, h2, h3 { line-height: 1.15; margin: 0 0 0.5em; text-wrap: balance; }
  h1 { font-size: ${({ theme }) => theme.headings.h1.mobile}px; }
  ${({ theme }) => theme.media.md} { h1 { font-size: ${({ theme }) => theme.headings.h1.desktop}px; } }
  h2 { font-size: ${({ theme }) => theme.headings.h2}px; }
  h3 { font-size: ${({ theme }) => theme.headings.h3}px; }

  a { color: ${({ theme }) => theme.colors.primary}; }
  img { max-width: 100%; height: auto; display: block; }

  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }

  ${({ theme }) => (theme.hideRecaptchaBadge ? '.grecaptcha-badge { visibility: hidden; }' : '')}

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; }
  }
`;
