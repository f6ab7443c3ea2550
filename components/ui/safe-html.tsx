import styled from 'styled-components';

const Prose = styled.div`
  max-width: ${({ theme }) => theme.layout.narrowContainer}px;
  font-size: 17px;

  h2 {
    font-size: 26px;
    margin-top: 1.4em;
  }
  li + li {
    margin-top: 6px;
  }
`;

/**
 * Text written in the back office's rich-text editor, as the server gives it: HTML already sanitised
 * (lib/server/platform/html-sanitizer.ts), so it is safe to render. Content pages' HTML blocks and
 * activities' descriptions read alike.
 */
export function SafeHtml({ html }: { html: string }) {
  return <Prose dangerouslySetInnerHTML={{ __html: html }} />;
}
